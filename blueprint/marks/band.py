"""The band mark: a range on a mark's scale, drawn across the whole of what
the scale measures (a curve's plot, full height; every lane of a timeline; a
staircase from its top tread down; a bar), behind the mark's own ink.

Spec: `across` the mark (a timeline, a staircase, a curve, or a bar with a ruled
`scale` whose `end` is a value), `from` and `to` two positions on its scale,
a look as every part takes (`fill`, `hatch`, `outline`, `colour`:
`marks/look.py`; light grey and no outline by default), a `label` over it
and what it `means`. Several bands lie on one mark as several `band`s. It is
an annotation: a link, drawn once its mark is placed, from the anchors the
mark makes across its plot (`marks/positions.py`: `ID.plot`), at the places of
`from` and `to` on its scale.
Here: its reference, the anchors it asks for and the checks that the range
stands on the scale, each at its key with what would work. Its drawing is
`layout/marks/band.py`, its facts `describe/marks/band.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode, Ref
from blueprint.marks.look import Looked
from blueprint.marks.label import Label, WordsColoured
from blueprint.marks.positions import PLOT, check_range
from blueprint.model import Alt, Fill, Identifier, Outline, Reference, Text
from blueprint.values import QuantityField

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

SCALED = ("timeline", "staircase", "curve", "bar")  # the kinds that may draw a scale


class BandSpec(Looked, WordsColoured):
    """A range on a mark's scale, across the whole of what it measures."""

    drawn_as: ClassVar[str] = "region"  # it lies behind the mark's own ink, which edges it

    id: Identifier | None = None
    across: Reference = Field(description="the mark whose scale it lies on: a timeline, a staircase, a curve, or a bar with a `scale` whose `end` is a value (`300 s`)")
    start: QuantityField = Field(alias="from", description="where it starts on that scale: `0 h`, `250 ms`, or a plain number in the mark's unit")
    end: QuantityField = Field(alias="to", description="where it ends on that scale, after `from`: `120 h`, `400 ms`")
    fill: Fill = Field("grey-light", description="its fill, by meaning (light grey by default: behind the mark, secondary); `grey` with `hatch: true` for paid and idle")
    outline: Outline = Field("none", description="`none` (default), `solid`, `dashed` or `dotted`: its edges")
    label: Label | None = Field(None, description="words centred over it, above the mark's plot: `batching window`; two lines as a list")
    means: Text | None = Field(None, description="what the range stands for, said in the alt text: `idle but paid, the window waits`")
    alt: Alt | None = None


class BandMark(MarkKind):
    name = "band"
    model = BandSpec
    flow = "link"

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(BandSpec)
        return [Ref(spec.across, node.path + ("across",), "`across`", SCALED)]

    def asks(self, node: MarkNode) -> list[str]:
        """The anchor its mark makes for it: its plot (`ID.plot`), which its
        scale runs across; the positions are places on that scale."""
        return [f"{node.spec_as(BandSpec).across}.{PLOT}"]

    def behind(self, node: MarkNode) -> str | None:
        return node.spec_as(BandSpec).across

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Its mark draws a scale, and `from` and `to` stand on it in that order."""
        spec = node.spec_as(BandSpec)
        where = lambda key: source.locate(node.path + (key,))
        target = ids.get(spec.across)
        mark = getattr(target, "node", None)
        if mark is None or not isinstance(mark, MarkNode) or mark.kind.name not in SCALED:
            return  # the reference's own error says what `across` takes
        scale = mark.kind.scale(mark)
        if scale is None:
            ruled = getattr(mark.spec, "scale", None)
            if mark.kind.name == "bar" and ruled is not None:
                diagnostics.error(where("across"), messages.BAR_SCALE_NOT_MEASURED.format(mark=spec.across, end=getattr(ruled, "end", None) or ""))
            else:
                diagnostics.error(where("across"), messages.BAND_NO_SCALE.format(mark=spec.across, kind=mark.kind.name))
            return
        check_range(scale, {"from": spec.start, "to": spec.end}, spec.across, messages.WHAT_BAND, where, diagnostics)
