"""The bracket mark: a bracket (or a brace) over a run of anchors, with its label.

Spec: `over` one or more anchors (a bar's parts, a grid's rows, a tower's
tiers, a lane, a tread, a curve's peak, an icon: any mark, part or anchor), the
`side` it stands on, its `shape` (a bracket with ticks, or a curly brace), its
colour and outline by meaning, a `label` beyond its middle with a `note`
beneath, and what it `means` for the alt text. It is an annotation: a link,
drawn once what it spans is placed. Here: the references it makes (each
anchor in `over`, checked like a connector's ends) and the check that it does
not span itself. Its drawing is the layout stage's (`layout/marks/bracket.py`),
its facts the describe stage's (`describe/marks/bracket.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import ANY_ANCHOR, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.label import Label, WordsColoured
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = {"grey": "line", "blue": "blue", "red": "red"}  # the spec's colour -> the theme's paint
SIDES = ("above", "below", "left", "right")
SHAPES = ("bracket", "brace")
MAX_OVER = 64


class BracketSpec(WordsColoured):
    """A bracket or a brace over a run of anchors, standing on one side of them."""

    id: Identifier | None = None
    over: list[Reference] = Field(
        min_length=1, max_length=MAX_OVER,
        description="the anchors it spans, one or more (`[week.redone, week.waiting]`, `[gpus.row-1]`): it runs along the union of their boxes",
    )
    side: Literal[SIDES] = Field("above", description="the side of what it spans it stands on: `above`, `below`, `left` or `right`")  # type: ignore[valid-type]
    shape: Literal[SHAPES] = Field("bracket", description="`bracket`: a thin line with a tick at each end; `brace`: a curly brace pointing away")  # type: ignore[valid-type]
    colour: Literal[tuple(COLOURS)] = Field("grey", description="`grey` (the line's own ink), `blue` or `red`")  # type: ignore[valid-type]
    outline: Literal["solid", "dashed"] = Field("solid", description="`solid`, or `dashed` for planned or borrowed")
    label: Label | None = Field(None, description="the words beyond its middle: `38% paid for nothing`")
    note: Label | None = Field(None, description="smaller words beneath the label: one line, or two as a list (`[an hour, paid]`)")
    means: Text | None = Field(None, description="what the run it spans stands for, said in the alt text: `hours paid for and not used`")
    before_axis: bool = Field(False, alias="before-axis", description="`side: below` a timeline's lanes: the bracket stands between the last lane and the axis, the timeline leaving it room over its axis, instead of hanging under the axis and its title")
    alt: Alt | None = None


class BracketMark(MarkKind):
    name = "bracket"
    model = BracketSpec
    flow = "link"

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(BracketSpec)
        return [Ref(name, node.path + ("over", index), "`over`", ANY_ANCHOR) for index, name in enumerate(spec.over)]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """A bracket spans other things, never itself (it would wait for its own place)."""
        spec = node.spec_as(BracketSpec)
        for index, name in enumerate(spec.over):
            if node.id and (name == node.id or name.startswith(node.id + ".")):
                diagnostics.error(source.locate(node.path + ("over", index)), messages.BRACKET_OVER_ITSELF.format(mark=node.id))
        if spec.before_axis:  # room over the axis is made by a timeline under whose lanes it stands
            holders = {name.split(".")[0] for name in spec.over}
            kinds = {getattr(getattr(ids.get(h), "node", None), "kind", None) for h in holders}
            if spec.side != "below" or len(holders) != 1 or any(k is None or k.name != "timeline" for k in kinds) or any("." not in name for name in spec.over):
                diagnostics.error(source.locate(node.path + ("before-axis",)), messages.BRACKET_BEFORE_AXIS.format(side=spec.side))


def brackets_before_axis(marks: "tuple[MarkNode, ...]", mark_id: str | None) -> "list[MarkNode]":
    """The brackets asked to stand between a timeline's last lane and its
    axis (`before-axis`), over parts of that timeline alone: it leaves each
    its room there."""
    if not mark_id:
        return []
    return [m for m in marks if m.kind.name == "bracket" and m.spec_as(BracketSpec).before_axis
            and all(name.startswith(mark_id + ".") for name in m.spec_as(BracketSpec).over)]


def brackets_beside(marks: "tuple[MarkNode, ...]", mark_id: str | None, side: str) -> list[BracketSpec]:
    """The brackets standing on `side` of anchors of one mark only (a curve's
    two series' ends): the mark leaves each its room there, its own words
    standing past it (a series' label past its line's end)."""
    if not mark_id:
        return []
    found = [m.spec_as(BracketSpec) for m in marks if m.kind.name == "bracket"]
    return [b for b in found if b.side == side and all(name.startswith(mark_id + ".") for name in b.over)]


def room_beside(spec: BracketSpec, gap: float, depth: float) -> float:
    """What a bracket takes from what it spans outwards, clear on both sides:
    its gap, its ticks (or a brace's depth), its gap again. Words of the
    spanned mark standing past this room leave it the bracket (`_beyond`)."""
    return 2 * gap + depth
