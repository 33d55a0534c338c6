"""The guides mark: two thin lines from the ends of one anchor to the ends of another.

Spec: `from` and `to` any two anchors of two marks (a bar's part, a lane's
stretch, a timeline's `plot`: a zoom), in an outline rhythm (dashed by
default). Placed in the marks list between the two bars it joins, it sets the
gap between them. Here: the references to its two ends and the check that they
are two different marks. Its drawing is the layout stage's
(`layout/marks/guides.py`), its facts the describe stage's
(`describe/marks/guides.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import ANY_ANCHOR, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.look import LineColour, LineRhythm, Lined
from blueprint.model import Alt, Reference

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.scene import Box
    from blueprint.sourcemap import SourceMap

def across_gap(start: "Box", end: "Box") -> tuple[float, float, float, float] | None:
    """Guides between two level edges standing side by side, apart (a
    column's top, `column-N.end`, and the next one's): one line, from the
    near end of the left one to the near end of the right one (x1, y1, x2,
    y2), as a waterfall's step is drawn; None for any other two anchors
    (a zoom: a line from each end). Layout draws it, describe says it."""
    if start.height > 0 or end.height > 0 or start.width == 0 or end.width == 0:
        return None
    left, right = (start, end) if start.x <= end.x else (end, start)
    if left.right > right.x:
        return None
    return left.right, left.y, right.x, right.y


COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}  # the spec's colour -> the theme's paint


class GuidesSpec(Lined):
    """Guides from the ends of one mark to the ends of another below or above it,
    lines in a house look (`marks/look.Lined`)."""

    source: Reference = Field(alias="from", description="the anchor the guides start from: a part or bar, a lane's stretch, any mark's anchor")
    to: Reference = Field(description="the anchor they lead to, of another mark (a bar, a timeline's `plot`: a zoom)")
    outline: LineRhythm = Field("dashed", description="the guides' rhythm: `dashed` (the default), `solid` or `dotted`; guides are lines, so never `none`")
    colour: LineColour = Field("grey", description="the guides' colour by meaning: `grey` (the default), `dark`, `blue` or `red`")
    alt: Alt | None = None


class GuidesMark(MarkKind):
    name = "guides"
    model = GuidesSpec
    flow = "link"

    def ids(self, node: MarkNode) -> list[Ident]:
        return []

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(GuidesSpec)
        accepts = ANY_ANCHOR  # any anchor of any mark: a bar's part, a lane's stretch, a whole timeline, a tread's end
        return [
            Ref(spec.source, node.path + ("from",), "`from`", accepts),
            Ref(spec.to, node.path + ("to",), "`to`", accepts),
        ]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(GuidesSpec)
        first, second = spec.source, spec.to
        if first == second or first.startswith(second + ".") or second.startswith(first + "."):
            diagnostics.error(
                source.locate(node.path + ("to",)),
                messages.GUIDES_SAME_MARK.format(source=first, target=second),
            )
