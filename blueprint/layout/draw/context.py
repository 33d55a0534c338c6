"""What a mark's layout is given: the theme, the font, the canvas, the anchors."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from blueprint.diagnostics import Diagnostics, Location
from blueprint.marks.label import lines_of
from blueprint.sourcemap import SourceMap
from blueprint.scene import Box, Element, SpecPath, Text
from blueprint.text import Font
from blueprint.theme import Theme


@dataclass
class LayoutContext:
    theme: Theme
    font: Font
    source: SourceMap
    diagnostics: Diagnostics
    canvas: Box
    content: Box
    ids: Mapping[str, Any] = field(default_factory=dict)
    anchors: dict[str, Box] = field(default_factory=dict)
    placed: list[Element] = field(default_factory=list)  # the frame: what the blocks composed so far drew, never a link's lines
    settled: bool = False  # whether the frame stands where it is drawn (pinned marks placed, the stack centred): the card's height binds a route
    bodies: dict[SpecPath, Box] = field(default_factory=dict)  # each block of the frame's box, as lint measures a line through it (an icon's, past its drawing)
    scales: dict[str, Any] = field(default_factory=dict)  # each placed mark's axis by id (`same-scale`)
    wanted: frozenset[str] = frozenset()  # every anchor the spec refers to (`demand.at-6h`), for marks that make anchors from values
    rooms: Mapping[SpecPath, float] = field(default_factory=dict)  # the line a block placed beside, above or below another wants to it, for its links
    links: Mapping[frozenset[str], tuple[float, float]] = field(default_factory=dict)  # the line the links between two marks want, level and upright (layout/room.py)
    ends: Mapping[SpecPath, tuple[float, float]] = field(default_factory=dict)  # the room at its ends a mark's stack keeps for end labels (layout/ends.py)
    axis_groups: Mapping[SpecPath, Any] = field(default_factory=dict)  # the stacked same-scale group of a mark, by its path (layout/axes.py)
    cells: Mapping[SpecPath, float] = field(default_factory=dict)  # the size like cells are held to, by their mark's path, where a pass drew them apart (layout/like_cells.py)
    marks: tuple[Any, ...] = ()  # every mark of the spec: a link may ask what other links stand with it (brackets on one side align)
    grow: float = 0.0  # how far preferred sizes grow toward the style's bounds where the card has room, 0 to 1; 1 to 2, the fill level; 2 to 3, the spread level (levels.py)
    tight: bool = False  # past the smallest: the marks do not fit the card at their least sizes, so what the style allows gives way further (a timeline's lanes to their least pitch, levels.py)
    gaps: float | None = None  # the level the gaps between stacked blocks read, where it is not `grow`: a row as wide as the card stops the sizes, not the gaps (levels.py)
    labelled: dict = field(default_factory=dict, compare=False, repr=False)  # each drawing's labels placed, by what it draws, shared by every pass of one layout (`labelled.py`)

    @property
    def columns(self) -> Box:
        """The content's width with no vertical limit: blocks are laid out before
        the stack is centred, so only their horizontal room is known then."""
        return Box(self.content.x, -1e6, self.content.width, 2e6)

    def grown(self, preferred: float, what: str) -> float:
        """A preferred size at this composition's grow level; `what` names its
        bound in the theme (`plot`, `cell`, `lane`, `tier`, `icon`, `bar`)."""
        layout = self.theme.layout
        spread = getattr(layout, f"spread_{what}", None)
        level = self.gaps if what == "gap" and self.gaps is not None else self.grow
        return layout.grown(preferred, float(getattr(layout, f"grow_{what}")), level, float(getattr(layout, f"fill_{what}")), None if spread is None else float(spread))

    @property
    def spread(self) -> float:
        """How far the spread level (levels.py: past the fill level) has gone, 0 to 1."""
        return max(0.0, min(1.0, self.grow - 2.0))

    def locate(self, path: SpecPath) -> Location:
        return self.source.locate(path)

    def text(
        self,
        text: str,
        *,
        size: str,
        colour: str,
        x: float,
        top: float,
        align: str = "left",
        role: str,
        owner: SpecPath,
        source: SpecPath,
    ) -> Text:
        """A measured text run whose box's top-left (or top-centre, top-right)
        is given. A label of two lines (`marks/label.Lines`) is one run two
        lines tall, as wide as its wider line, each line set by `align`."""
        points = self.theme.type.size(size)
        lines = lines_of(text)
        width = max(self.font.measure(line, points) for line in lines)
        ascent, descent = self.font.ascent(points), self.font.descent(points)
        left = {"left": x, "centre": x - width / 2, "right": x - width}[align]
        box = Box(left, top, width, len(lines) * (ascent + descent))
        if len(lines) > 1:
            return Text("\n".join(lines), left, top + ascent, points, colour, box, role, owner, source, align=align)
        return Text(text, left, top + ascent, points, colour, box, role, owner, source)

    def text_centred_on(self, text: Text, centre_y: float) -> Text:
        """The same run moved so its capitals are centred on `centre_y` (two
        lines: so the pair is)."""
        if text.align:
            return text.moved(0, centre_y - text.box.centre_y)
        cap = self.font.cap(text.size)
        baseline = centre_y + cap / 2
        return text.moved(0, baseline - text.baseline)

    def text_height(self, size: str, text: str | None = None) -> float:
        """A line's height at `size`; with `text`, its lines' (a two-line label's two)."""
        points = self.theme.type.size(size)
        return (self.font.ascent(points) + self.font.descent(points)) * (len(lines_of(text)) if text is not None else 1)
