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
from blueprint.marks.label import Label
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = {"grey": "line", "blue": "blue", "red": "red"}  # the spec's colour -> the theme's paint
SIDES = ("above", "below", "left", "right")
SHAPES = ("bracket", "brace")
MAX_OVER = 64


class BracketSpec(SpecModel):
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
    note: Text | None = Field(None, description="a smaller line beneath the label")
    means: Text | None = Field(None, description="what the run it spans stands for, said in the alt text: `hours paid for and not used`")
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
