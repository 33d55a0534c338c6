"""The guides mark: two thin lines from the ends of one mark to the ends of another.

Spec: `from` a part or bar, `to` a bar or part, in an outline rhythm (dashed by
default). Placed in the marks list between the two bars it joins, it sets the
gap between them. Layout: a line from each end of `from` to the same end of
`to` (vertical when `to` spans `from`, slanted when it is wider).
Description: "two dashed guides drop from that grey portion to a second bar of
the same width, ...".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import MarkKind, MarkLayout, MarkNode, Ref
from blueprint.model import Alt, Outline, Reference, SpecModel
from blueprint.scene import Box, Line, Paint, Text

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
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

    # --- description ----------------------------------------------------------

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self._style(node, ctx) + " guides"

    def _style(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: GuidesSpec = node.spec
        rhythm = {"dashed": "dashed", "dotted": "dotted"}.get(spec.outline, "")
        colour = "" if spec.colour == "grey" else spec.colour
        return " ".join(filter(None, ["two", colour, rhythm]))

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: GuidesSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return [spec.alt]
        start, end = ctx.anchor(spec.source), ctx.anchor(spec.to)
        verb = "drop" if start is None or end is None or start.y <= end.y else "rise"
        return [f"{self.relation_phrase(node, ctx)} {verb} from {self._from(node, ctx)} to {self._to(node, ctx)}"]

    def _from(self, node: MarkNode, ctx: "DescribeContext") -> str:
        ident = ctx.ident(node.spec.source)
        holder = ctx.mark_at(ident.path)
        if ident.what != "part":
            return self._name_of(holder, ctx)
        before, _ = ctx.words.look(ident.node.spec.fill, ident.node.spec.hatch)
        portion = f"{before} portion".strip()
        if ctx.was_just_told(holder.path):
            return f"that {portion}"
        return f"the {portion} of {self._name_of(holder, ctx)}"

    def _to(self, node: MarkNode, ctx: "DescribeContext") -> str:
        ident = ctx.ident(node.spec.to)
        holder = ctx.mark_at(ident.path)
        if ident.what == "part":
            return f"{holder.kind.part_phrase(ident.node, ctx)} of {self._name_of(holder, ctx)}"
        if holder.path in ctx.told:
            return self._name_of(holder, ctx)
        return holder.kind.relation_phrase(holder, ctx, width_of=node.spec.source)

    @staticmethod
    def _name_of(holder: MarkNode, ctx: "DescribeContext") -> str:
        position = getattr(holder.kind, "position_word", None)
        word = position(holder, ctx) if position else holder.kind.noun[0]
        return f"the {word} {holder.kind.noun[0]}"

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return f"Guides ({node.spec.outline}) from {node.spec.source} to {node.spec.to}."
