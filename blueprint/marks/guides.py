"""The guides mark: two thin lines from the ends of one mark to the ends of another.

Spec: `from` a part or bar, `to` a bar or part, in an outline rhythm (dashed by
default). Placed in the marks list between the two bars it joins, it sets the
gap between them. Layout: a line from each end of `from` to the same end of
`to` (vertical when `to` spans `from`, slanted when it is wider).
Description: the guides state a relation between their two ends, said by the
realiser's `parts` form ("two dashed guides drop from that grey portion to a
second bar of the same width, ...").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.bar.facts import bar_fact, part_fact
from blueprint.marks.base import MarkKind, MarkLayout, MarkNode, Ref
from blueprint.model import Alt, Outline, Reference, SpecModel
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.scene import Box, Line, Paint, Text

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}


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


class GuidesSpec(SpecModel):
    """Guides from the ends of one mark to the ends of another below or above it."""

    source: Reference = Field(alias="from", description="the part or bar the guides start from")
    to: Reference = Field(description="the bar or part they lead to")
    outline: Outline = "dashed"
    colour: Literal[tuple(COLOURS)] = "grey"  # type: ignore[valid-type]
    alt: Alt | None = None


class GuidesMark(MarkKind):
    name = "guides"
    model = GuidesSpec
    flow = "link"
    noun = ("set of guides", "sets of guides")

    def ids(self, node: MarkNode):
        return []

    def references(self, node: MarkNode) -> list[Ref]:
        accepts = ("part", "bar")
        return [
            Ref(node.spec.source, node.path + ("from",), "`from`", accepts),
            Ref(node.spec.to, node.path + ("to",), "`to`", accepts),
        ]

    def check(self, node: MarkNode, ids, source: "SourceMap", diagnostics: "Diagnostics") -> None:
        first, second = node.spec.source, node.spec.to
        if first == second or first.startswith(second + ".") or second.startswith(first + "."):
            diagnostics.error(
                source.locate(node.path + ("to",)),
                messages.GUIDES_SAME_MARK.format(source=first, target=second),
            )

    def gap(self, node: MarkNode, ctx: "LayoutContext") -> float:
        return ctx.theme.layout.guides_gap

    def link(self, node: MarkNode, ctx: "LayoutContext") -> MarkLayout:
        spec: GuidesSpec = node.spec
        start, end = ctx.anchors[spec.source], ctx.anchors[spec.to]
        upper, lower = (start, end) if start.y <= end.y else (end, start)
        paint = Paint(
            stroke=COLOURS[spec.colour],
            stroke_width="dotted" if spec.outline == "dotted" else "thin",
            line="solid" if spec.outline == "none" else spec.outline,
        )
        texts = [e.bounds for e in ctx.placed if isinstance(e, Text)]
        clearance = ctx.theme.layout.label_gap / 2
        lines = []
        for top_x, bottom_x in ((upper.x, lower.x), (upper.right, lower.right)):
            start = _clear_start(top_x, upper.bottom, bottom_x, lower.y, texts, clearance)
            lines.append(Line(start[0], start[1], bottom_x, lower.y, paint, "guide", node.path, node.path))
        return MarkLayout(elements=lines)

    # --- facts ----------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        """Two guides from a part (or a bar) to a bar (or a part), each end
        stated as its bar states it; they drop when they run down the card."""
        spec: GuidesSpec = node.spec
        source, target = self._end(spec.source, ctx), self._end(spec.to, ctx)
        start, end = ctx.anchor(spec.source), ctx.anchor(spec.to)
        down = start is None or end is None or start.y <= end.y
        look = Look(spec.colour, "solid" if spec.outline == "none" else spec.outline, filled=False)
        guides = Thing("guide", node.path, look=look, count=2, motion="descending" if down else "climbing",
                       starts_at=source, ends_at=target, alt=spec.alt, form="parts")
        # A link is said as a relation, never brought in on its own; a bar it
        # leads to is said whole in its sentence (its parts, its width).
        ctx.tell(node.path)
        ident = ctx.ident(spec.to)
        if ident is not None and ident.what != "part":
            ctx.tell(ident.node.path)
        relation = Relation("drops-to" if down else "rises-to", source.key if source else (), target.key if target else None, via=guides)
        return Statement((guides,), (relation,))

    @staticmethod
    def _end(reference: str, ctx: "DescribeContext") -> Thing | None:
        """The part (with the bar holding it) or the bar at one end of the guides."""
        ident = ctx.ident(reference)
        holder = ctx.mark_at(ident.path) if ident is not None else None
        if holder is None:
            return None
        if ident.what == "part":
            return part_fact(holder, ident.node.path, ctx)
        return bar_fact(holder, ctx)
