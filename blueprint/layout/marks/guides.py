"""How guides are drawn: a line from each end of `from` to the same end of `to`
(vertical when `to` spans `from`, slanted when it is wider), starting below any
words in their way; as a link, they set the gap between the bars they join."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.guides import COLOURS, GuidesSpec
from blueprint.scene import Box, Element, Line, Paint, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def _clear_start(x1: float, y1: float, x2: float, y2: float, texts: list[Box], clearance: float) -> tuple[float, float]:
    """Where a guide starts so it crosses no text: at the mark, or just below the
    lowest words standing in its way (a scale's figures, a label under the bar)."""
    start_y = y1
    for box in sorted(texts, key=lambda b: b.y):
        if box.bottom <= start_y or box.y >= y2:
            continue
        grown = box.grown(clearance)
        x_at = lambda y: x1 + (x2 - x1) * (y - y1) / (y2 - y1) if y2 != y1 else x1
        if any(grown.x <= x_at(y) <= grown.right for y in (grown.y, grown.centre_y, grown.bottom) if start_y <= y <= y2):
            start_y = grown.bottom
    t = (start_y - y1) / (y2 - y1) if y2 != y1 else 0.0
    return x1 + (x2 - x1) * t, start_y


class GuidesDrawer(MarkDrawer):
    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        return ctx.theme.layout.guides_gap

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(GuidesSpec)
        start, end = ctx.anchors[spec.source], ctx.anchors[spec.to]
        upper, lower = (start, end) if start.y <= end.y else (end, start)
        paint = Paint(
            stroke=COLOURS[spec.colour],
            stroke_width="dotted" if spec.outline == "dotted" else "thin",
            line=spec.outline,
        )
        texts = [e.bounds for e in ctx.placed if isinstance(e, Text)]
        clearance = ctx.theme.layout.label_gap / 2
        lines: list[Element] = []
        for top_x, bottom_x in ((upper.x, lower.x), (upper.right, lower.right)):
            begin_x, begin_y = _clear_start(top_x, upper.bottom, bottom_x, lower.y, texts, clearance)
            lines.append(Line(begin_x, begin_y, bottom_x, lower.y, paint, "guide", node.path, node.path))
        return MarkLayout(elements=lines)
