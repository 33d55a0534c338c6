"""The connector's drawing: its body along the route, arrowheads as filled
triangles sized from the stroke, the cut (with its words: `cut.py`) and the
carried icons at their places, its label, and its anchors (`start`, `end`, `middle`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.icons import IconState
from blueprint.layout.draw.icons import LABEL_COLOURS, draw_icon, icon_box, icon_label
from blueprint.layout.draw.routes import Point, Route, ray_meets
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.marks.connector.cut import cut
from blueprint.layout.marks.connector.label import label
from blueprint.layout.marks.connector.route import head_length, head_triangle, past_words, route
from blueprint.marks.connector import COLOURS, WEIGHTS, CarrySpec, ConnectorSpec, cut_of
from blueprint.scene import Box, Element, Line, Paint, Path, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


class ConnectorDrawer(MarkDrawer):
    """A link: drawn once both its ends are placed, between blocks it asks
    room of (`gap`, `room`)."""

    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        return ctx.theme.layout.guides_gap

    def room(self, node: "MarkNode", ctx: "LayoutContext", level: bool = True) -> float:
        """A line between two marks is at least the theme's least link, so it
        reads as an arrow, and a cut's cross longer; a labelled one wants its
        label along it (its width on a level line, its height beside an
        upright one), clear of both ends by a label gap each, and its
        arrowhead's trim."""
        spec = node.spec_as(ConnectorSpec)
        if not spec.source:
            return 0.0
        layout = ctx.theme.layout
        least = layout.link_least + (layout.cross_size if spec.cut is not None else 0.0)  # a cut's cross stands on the line, clear of its head
        if not spec.label:
            return least
        words = ctx.font.measure(spec.label, ctx.theme.type.size("label")) if level else ctx.text_height("label", spec.label)
        return max(least, words + 4 * layout.connector_label_gap)

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(ConnectorSpec)
        line = route(node, ctx)
        stroke = WEIGHTS[spec.weight] if spec.outline != "dotted" else "dotted"
        head = head_length(spec, ctx)
        heads = {"end": (False, True), "start": (True, False), "both": (True, True), "none": (False, False)}[spec.arrow]
        body = line.trimmed(head * 0.8 if heads[0] else 0.0, head * 0.8 if heads[1] else 0.0)
        paint = Paint(stroke=COLOURS[spec.colour], stroke_width=stroke, line=spec.outline, cap="round" if spec.outline == "solid" else "butt")
        elements: list[Element] = _body(body, paint, node.path, _reaches(body, past_words(node, ctx), heads))
        for at_start, wanted in zip((True, False), heads):
            if wanted:
                elements.append(_head(line, at_start, head, ctx.theme.layout.arrow_width, COLOURS[spec.colour], node.path))
        cross = cut_of(spec)
        if cross is not None:
            elements += cut(node, cross, line, ctx)
        for index, carry in enumerate(spec.carries):
            elements += _carried(carry, line, ctx, node.path + ("carries", index))
        if spec.label:
            elements.append(label(node, line, ctx))
        return MarkLayout(elements=elements, anchors=_anchors(node, line))


def _body(route: Route, paint: Paint, owner: SpecPath, reaches: tuple[Point | None, Point | None] = (None, None)) -> list[Element]:
    """The line itself: one quadratic path for a curve, a line per segment
    otherwise, its first and last saying where their marks stand if they stop
    short of them (`reaches`)."""
    if route.control is not None:
        (x0, y0), (x1, y1), (cx, cy) = route.points[0], route.points[-1], route.control
        return [Path((("M", (x0, y0)), ("Q", (cx, cy, x1, y1))), paint, "connector", owner, owner)]
    pairs = list(zip(route.points, route.points[1:]))
    last = len(pairs) - 1
    return [Line(a[0], a[1], b[0], b[1], paint, "connector", owner, owner,
                 reaches=(reaches[0] if i == 0 else None, reaches[1] if i == last else None)) for i, (a, b) in enumerate(pairs)]


def _reaches(route: Route, past: tuple[Box | None, Box | None], heads: tuple[bool, bool]) -> tuple[Point | None, Point | None]:
    """Where a straight run that stops short of its mark, beyond the mark's
    words, would meet the mark: on the run's own line, back from its end. An
    end with a head keeps its place (the head points at the words' side)."""
    if route.control is not None:
        return None, None
    start = ray_meets(route.points[0], route.direction_at_start(), past[0]) if past[0] is not None and not heads[0] else None
    end = ray_meets(route.points[-1], route.direction_at_end(), past[1]) if past[1] is not None and not heads[1] else None
    return start, end


def _head(route: Route, at_start: bool, length: float, width: float, colour: str, owner: SpecPath) -> Path:
    """An arrowhead: a filled triangle whose tip is the route's end."""
    tip, left, right, _ = head_triangle(route, at_start, length, width).points
    segments = (("M", tip), ("L", left), ("L", right), ("Z", ()))
    return Path(segments, Paint(fill=colour), "arrowhead", owner, owner)


def _carried(carry: CarrySpec, route: Route, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
    """An icon the line carries, its share of the way along, above, below or on it."""
    x, y = route.at(float(carry.at.value))
    gap = ctx.theme.layout.carry_gap
    box = icon_box(carry.icon, carry.size, ctx, x, 0.0)
    top = {"above": y - gap - box.height, "below": y + gap, "on": y - box.height / 2}[carry.side]
    elements = draw_icon(carry.icon, box.moved(0, top), carry.colour, "solid", IconState(), owner, owner)
    if carry.label:  # on the side away from the line unless the writer chose one
        side = carry.label_side or {"above": "above", "below": "below", "on": "below"}[carry.side]
        elements.append(icon_label(carry.label, LABEL_COLOURS[carry.colour], box.moved(0, top), side, ctx, owner + ("label",)))
    return elements


def _anchors(node: "MarkNode", route: Route) -> dict[str, Box]:
    if not node.id:
        return {}
    point = lambda p: Box(p[0], p[1], 0, 0)
    return {
        node.id: route.bounds(),
        f"{node.id}.start": point(route.points[0]),
        f"{node.id}.end": point(route.points[-1]),
        f"{node.id}.middle": point(route.at(0.5)),
    }
