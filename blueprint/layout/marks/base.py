"""How a kind of mark is drawn: the layout stage's half of a mark.

A mark kind (`blueprint.marks`) declares what a mark is: its spec model,
checks and anchors. Its drawer, here, turns a validated node and the frame the
composer gives it into scene elements, anchors and label candidates. A drawer
is stateless; everything it needs is passed in: the frame it draws in, the
anchors, and (`ctx.placed`) what the blocks composed so far drew, never
what another link drew, so no link depends on the order links are written in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.layout.draw.timescale import AxisRoom
    from blueprint.marks.base import MarkNode


@dataclass
class MarkLayout:
    """What a mark's drawing makes: elements, and the anchors other marks can use."""

    elements: list[Element] = field(default_factory=list)
    anchors: dict[str, Box] = field(default_factory=dict)
    scales: dict[str, Any] = field(default_factory=dict)  # a mark's axis by its id, for `same-scale`


class MarkDrawer:
    """One kind's drawing. The defaults suit a block that draws nothing late."""

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        """Draw inside `frame`, starting at its top. Fill its width if the mark is
        one that stretches; honour its height when finite (scale the drawing down
        to it, as far as the mark can), else draw at the preferred size."""
        raise NotImplementedError

    def sizes(self, element: Element) -> bool:
        """Whether `element` is of what the mark's `width` and `height` give the
        size of, as the checks of a size measure it (`layout/sizes.py`): all it
        draws, by default; a mark whose size is its body alone (a bar) leaves out
        what stands outside it (its words, leaders and scale)."""
        return True

    def words_sized(self, key: str) -> bool:
        """Whether the mark's words count toward its `key` (`width`, `height`)
        in the check that refuses it drawn larger (`layout/relations.py`), as
        they do in the one that refuses it drawn smaller: a mark that makes
        room for its words inside its frame that way (a timeline's height
        holds its names, its axis figures and the words over its lanes). By
        default not: a label may hang past its frame."""
        return False

    def stands(self, node: "MarkNode", ctx: "LayoutContext") -> Box | None:
        """Where a link's line will stand, known from the anchors alone, for
        a line routed before it is drawn to keep off (a bracket on a grid's
        side); None: a link that stands nowhere fixed, or not yet known."""
        return None

    def like_cells(self, node: "MarkNode") -> tuple | None:
        """What the mark's cells are, where they are a scale other marks'
        cells share (`layout/like_cells.py`): marks whose values are equal
        draw their cells at one size. None: no cells, or cells the writer sized."""
        return None

    def cell_size(self, node: "MarkNode", elements: list[Element]) -> float | None:
        """The size the mark drew its cells at, of `elements`; None if none."""
        return None

    def finish(self, node: "MarkNode", ctx: "LayoutContext", box: Box, anchors: Mapping[str, Box]) -> list[Element]:
        """What the mark draws once every block is placed (`box`: where it stands;
        `anchors`: every anchor, final): lines to other marks. Nothing by default."""
        return []

    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        """For links: the space the link wants between the blocks it stands between."""
        return ctx.theme.layout.stack_gap

    def axis_room(self, node: "MarkNode", ctx: "LayoutContext") -> "AxisRoom | None":
        """For a mark with a time axis: the room it wants left of the axis and
        past its end, and the time it spans (`layout.draw.timescale.AxisRoom`).
        None for a mark without one."""
        return None

    def asked_room(self, node: "MarkNode", ctx: "LayoutContext", vertical: bool) -> tuple[list[tuple[SpecPath, str]], float]:
        """The room the mark makes for labels asked to stand on a side of
        their parts (`label-side`), down the card (`vertical`) or across it:
        each label's `label-side` key and words, and the px made for them
        all. Where the card is short by no more, the writer is told at those
        keys (the engine's `_report_no_room`). None by default."""
        return [], 0.0

    def end_room(self, node: "MarkNode", ctx: "LayoutContext") -> tuple[float, float] | None:
        """For a mark drawn along a length (a bar): the px it keeps free at
        its left and right ends for its end labels, which the marks stacked
        with it share (`layout/ends.py`). None for a mark without ends."""
        return None

    def room(self, node: "MarkNode", ctx: "LayoutContext", level: bool = True) -> float:
        """For a link: the length of line it wants between two blocks standing
        side by side (`level`) or one over the other (its label's width or
        height and clearances, and the least line that reads as an arrow).
        None by default."""
        return 0.0

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        """For a link: its drawing, once every anchor it refers to is placed."""
        raise NotImplementedError
