"""The dimension mark: a thin line with a tick across each end, measuring the
stretch between two anchors along one axis, its label at its middle.

Spec: `from` one anchor `to` another (any anchor a bracket takes: bar parts,
grid rows, columns and cells, tiers, lanes, treads, curve points, time
ranges), the `side` of them it stands on, its colour, a `label` beyond its
middle and what it `means` for the alt text. Like a bracket, it is an
annotation: a link, drawn once both anchors are placed, along the union of
their boxes. Its drawing is the layout stage's (`layout/marks/dimension.py`),
its facts the describe stage's (`describe/marks/dimension.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import ANY_ANCHOR, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.bracket import COLOURS, SIDES
from blueprint.marks.label import Label, WordsColoured
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


class DimensionSpec(WordsColoured):
    """A dimension line from one anchor to another, standing on one side of them."""

    id: Identifier | None = None
    source: Reference = Field(alias="from", description="the anchor it measures from (`stairs.step-1`, `demand.at-2h`)")
    to: Reference = Field(description="the anchor it measures to: the line runs along the union of the two boxes")
    side: Literal[SIDES] = Field("below", description="the side of the two anchors it stands on: `below` (default), `above`, `left` or `right`")  # type: ignore[valid-type]
    colour: Literal[tuple(COLOURS)] = Field("grey", description="`grey` (the line's own ink, default), `blue` or `red`")  # type: ignore[valid-type]
    label: Label | None = Field(None, description="the measure, at its middle: `90 s`")
    means: Text | None = Field(None, description="what the stretch stands for, said in the alt text: `the whole restore`")
    alt: Alt | None = None


class DimensionMark(MarkKind):
    name = "dimension"
    model = DimensionSpec
    flow = "link"

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(DimensionSpec)
        return [Ref(spec.source, node.path + ("from",), "`from`", ANY_ANCHOR), Ref(spec.to, node.path + ("to",), "`to`", ANY_ANCHOR)]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """It measures between two other things: never itself, never one anchor to itself."""
        spec = node.spec_as(DimensionSpec)
        for key, name in (("from", spec.source), ("to", spec.to)):
            if node.id and (name == node.id or name.startswith(node.id + ".")):
                diagnostics.error(source.locate(node.path + (key,)), messages.DIMENSION_ITSELF.format(mark=node.id))
                return
        if spec.source == spec.to:
            diagnostics.error(source.locate(node.path + ("to",)), messages.DIMENSION_SAME_ENDS.format(name=spec.to))
