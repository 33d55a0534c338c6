"""Where a connector's label stands: beside its longest segment, at the share
along it the writer asked for (else the middle, then further out either way),
on the side the writer asked for first, clear of the line under all of it;
where none of those is clear, beside the route's other legs in turn (both
sides, or the side asked), so a label finds room along the whole route
before it is set where it meets something.

Reads `ctx.placed` (the elements the marks laid out before this link drew) in
`label`: the first candidate clear of them stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.labels import choose
from blueprint.layout.draw.routes import Point, Route, crosses
from blueprint.marks.connector import ConnectorSpec
from blueprint.scene import Element, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

LABEL_SHARES = (0.5, 0.35, 0.65, 0.2, 0.8)  # where along its longest segment a label may stand, in turn


def label(node: "MarkNode", route: Route, ctx: "LayoutContext") -> Element:
    """The label's text run, carrying its other places as alternatives: the
    places beside its longest leg first, then beside every other leg, longest
    first (an elbow's rising leg, right and left), each clear of the line."""
    spec = node.spec_as(ConnectorSpec)
    text = spec.label
    assert text is not None  # drawn only for a connector with a label (ConnectorDrawer.link)
    colour = {"grey": "ink", "dark": "ink"}.get(spec.colour, spec.colour)
    where = node.path + ("label",)
    common = dict(size="label", colour=colour, role="label", owner=where, source=where)
    make = lambda x, top, align="left": ctx.text(text, x=x, top=top, align=align, **common)
    shares = (float(spec.label_at.value),) if spec.label_at is not None else LABEL_SHARES  # the writer's share is kept, as a `gap` is
    longest = route.longest_segment()
    legs = [longest] + [leg for leg in route.legs() if leg != longest]
    candidates: list[Text] = []
    for index, (a, b) in enumerate(legs):
        level = abs(b[1] - a[1]) <= abs(b[0] - a[0])
        sides = ("above", "below") if level else ("right", "left")
        beside = _beside_level(text, a, b, make, ctx, shares, ends=spec.label_at is None) if level else _beside_upright(a, b, make, ctx, shares)
        if spec.label_side is not None:  # the writer's side is kept, as its share is: lint says what the label meets there
            beside = beside[sides.index(spec.label_side)::2] if spec.label_side in sides else []
        if index:  # another leg's places: clear of the whole line, or not tried
            beside = [c for c in beside if not crosses(route, c.box)]
        candidates += beside
    if not candidates:  # `left` of a line that runs level all along: it has no such side
        (a, b) = longest
        level = abs(b[1] - a[1]) <= abs(b[0] - a[0])
        sides = ("above", "below") if level else ("right", "left")
        words = dict(side=spec.label_side, how=messages.LINE_RUNS[level], one=sides[0], other=sides[1])
        ctx.diagnostics.error(ctx.locate(node.path + ("label-side",)), messages.LABEL_SIDE_OF_LINE.format(**words))
        candidates = _beside_level(text, a, b, make, ctx, shares, ends=spec.label_at is None) if level else _beside_upright(a, b, make, ctx, shares)
    obstacles = [e.bounds for e in ctx.placed]
    return choose(candidates, obstacles, ctx.columns)


def _beside_level(text: str, a: Point, b: Point, make, ctx: "LayoutContext", shares: tuple[float, ...] = LABEL_SHARES, ends: bool = True) -> list[Text]:
    """Places above and below a level or sloping line: at the middle, then
    further along either way, then (with `ends`) flush with either end; each
    clear of the line wherever it runs under (or over) the label."""
    gap, height = ctx.theme.layout.connector_label_gap, ctx.text_height("label", text)
    width = ctx.font.measure(text, ctx.theme.type.size("label"))
    (x0, _), (x1, _) = a, b
    lefts = [x0 + (x1 - x0) * share - width / 2 for share in shares] + ([max(x0, x1) - width, min(x0, x1)] if ends else [])
    candidates = []
    for left in lefts:
        low, high = _line_span(a, b, left, left + width)
        candidates += [make(left, low - gap - height), make(left, high + gap)]
    return candidates


def _beside_upright(a: Point, b: Point, make, ctx: "LayoutContext", shares: tuple[float, ...] = LABEL_SHARES) -> list[Text]:
    """Places right and left of an upright line, the middle first."""
    gap = ctx.theme.layout.connector_label_gap
    candidates: list[Text] = []
    for share in shares:
        x, y = a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share
        candidates += [ctx.text_centred_on(make(x + gap * 2, y), y), ctx.text_centred_on(make(x - gap * 2, y, "right"), y)]
    return candidates


def _line_span(a: Point, b: Point, left: float, right: float) -> tuple[float, float]:
    """The highest and lowest y of the segment from a to b over the columns
    from `left` to `right`: a label above a sloping line clears its highest
    point under the label, one below its lowest."""
    (x0, y0), (x1, y1) = sorted((a, b))
    if x1 == x0:
        return min(y0, y1), max(y0, y1)
    at = lambda x: y0 + (y1 - y0) * (min(max(x, x0), x1) - x0) / (x1 - x0)
    return min(at(left), at(right)), max(at(left), at(right))
