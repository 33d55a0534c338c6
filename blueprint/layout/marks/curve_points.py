"""A curve's point marks: an icon, a block, a band or a dot at a point of a
series, with its label; and the plot height an icon standing on the curve
under a reference line needs. Apart from `curve.py` so the plot's layout
reads whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.icons import draw_icon, icon_box
from blueprint.layout.draw.labels import at_side, choose
from blueprint.layout.draw.point_labels import far_candidates, near_candidates, placed_label
from blueprint.layout.draw.shapes import dot_shape, fill_paint, text_colour
from blueprint.layout.draw.timescale import TimeScale
from blueprint.layout.marks.curve_labels import words_inside
from blueprint.icons import ICONS
from blueprint.icons.base import IconState
from blueprint.marks.label import label_ink
from blueprint.marks.curve.data import Plot, Trace
from blueprint.marks.curve.points import CurvePoint, located, point_on
from blueprint.marks.curve.spec import CurveSpec, PointMarkSpec
from blueprint.scene import Box, Dot, Element, Rect, SpecPath
from blueprint.series import Point, value_at

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

BLOCK = 24.0  # a block's side
BAND = 16.0  # the height of a block as long as a stretch of the axis


def point_mark(mark: PointMarkSpec, point: tuple[float, float, list[Point]], length: float | None, ground: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
    """An icon, a block (a square, or a band `length` px long from x), or a
    dot (words alone, on the curve or the baseline), and a label, at a point
    (x, y) of a series drawn through `screen`."""
    x, y, screen = point
    gap = ctx.theme.layout.label_gap
    elements: list[Element] = []
    words_only = not mark.icon and not mark.block and length is None
    block: Box | None = None
    if mark.is_dot:  # a dot marks the point on the curve, or on the baseline under it, in its look
        centre = ground if mark.place == "baseline" else y
        diameter = ctx.theme.layout.dot(mark.size)
        elements.append(Dot(x, centre, diameter / 2, ctx.theme.look(mark.colour).stroke, "marker", path, path) if mark.plain_look else dot_shape(ctx.theme, mark.look, x, centre, diameter, "marker", path))
    if mark.block or length is not None:
        side = BAND if length is not None else BLOCK
        if mark.label and mark.label_side == "inside":  # a block holding its words is as tall as they need
            side = max(side, ctx.text_height("note", mark.label) + 2 * ctx.theme.layout.inside_padding)
        width = max(ctx.theme.layout.thin_part, length) if length is not None else side
        left = x if length is not None else x - side / 2
        over = _top_under(screen, left, left + width) if length is not None and mark.place == "above" else None
        centre_y = {"baseline": ground - side / 2 - 2, "curve": y, "above": min(y, over if over is not None else y) - gap - side / 2}[mark.place]  # a band above clears the curve along it
        block = Box(left, centre_y - side / 2, width, side)
        elements.append(Rect(block, fill_paint(ctx.theme, mark.look, clear=True), "marker", path, path))  # `fill: none`: its outline alone
    if mark.icon:
        box = icon_box(mark.icon, "small", ctx, x, 0)
        anchor_y = {"baseline": ground - 2, "curve": y + box.height / 2, "above": y - gap}[mark.place]
        box = box.moved(0, anchor_y - box.height - box.y)
        top = _top_under(screen, box.x, box.right) if mark.place == "curve" and not ICONS[mark.icon].sign else None
        if top is not None:  # a thing stands on the curve, over its highest stretch under it; only a sign cuts it
            box = box.moved(0, top - gap / 2 - box.bottom)
            if any(o.overlaps(box.grown(gap / 2)) for o in obstacles if o.height < 2 * gap and o.width > box.width):
                lowest = _top_under(screen, box.x, box.right, lowest=True)
                assert lowest is not None  # the same stretch as `top`'s: the curve crosses it
                box = box.moved(0, lowest + gap / 2 - box.y)  # no room under a line: it hangs from the curve
        if mark.place == "above":
            box = _clear_of_lines(box, obstacles, gap)
        elements += draw_icon(mark.icon, box, mark.colour, "solid", IconState(), path, path)
    if mark.label:
        where = path + ("label",)
        colour = label_ink(mark, text_colour(ctx.theme, mark.look) if mark.is_block or mark.is_dot else ctx.theme.look(mark.colour).text)  # a dot's words in its look's ink: an open dot's are ink
        around = Box.around([e.bounds for e in elements]) or Box(x, y, 0, 0)
        height = ctx.text_height("note", mark.label)
        make = lambda x_, top, align: ctx.text(mark.label, size="note", colour=colour, x=x_, top=top, align=align, role="label", owner=where, source=where)
        beside = min(around.centre_y - height / 2, ground - gap / 2 - height)  # never on the baseline
        if mark.label_side == "inside" and block is not None:  # on a paper plate where what lies under the block shows through
            return elements + words_inside(mark, block, ctx, path)
        if mark.label_side is not None:  # on the side asked, as every labelled part's: lint says what it meets there
            sided = at_side(ctx, mark.label, around, mark.label_side, colour, where, size="note", align=mark.label_align)
            if mark.label_side in ("left", "right"):  # level with it, over the baseline
                sided = [make(around.x - gap, beside, "right") if mark.label_side == "left" else make(around.right + gap, beside, "left")]
            elements.append(choose(sided, obstacles, ctx.canvas))
            return elements
        above_first = words_only and mark.place == "above"  # words alone `above` the point stand over it first
        candidates = near_candidates(make, around, height, gap, beside, above_first=above_first, centre_x=around.centre_x if length is not None else x)
        candidates += far_candidates(make, around, gap, beside)  # then further out, past a line that runs close by: joined by a leader
        layout = ctx.theme.layout
        elements += placed_label(candidates, around, obstacles, ctx.canvas, layout.label_reach, layout.leader_dot, path)
    return elements


def series_dots(trace: Trace, screen: list[Point], ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """A dot at each point a series is given (`dots`), in their look on the
    series' colour; `screen` holds the points as drawn (none over a clipped top)."""
    dots = trace.series.dots
    if dots is None:
        return []
    look, diameter = dots.look_in(trace.series.colour), ctx.theme.layout.dot(dots.size)
    return [dot_shape(ctx.theme, look, x, y, diameter, "marker", path) for x, y in screen]


def standing_room(spec: CurveSpec, plot: Plot, scale: TimeScale, ceiling: float, ctx: "LayoutContext") -> float:
    """The plot height at which each icon standing on the curve fits between
    the curve under it and the lowest reference line above it: a checkpoint a
    few units under a memory limit needs the units tall enough to hold it."""
    gap = ctx.theme.layout.label_gap
    needed = 0.0
    for mark in spec.marks:
        if not mark.icon or mark.place != "curve" or ICONS[mark.icon].sign:
            continue
        trace = plot.trace(mark.series)
        point = point_on(trace, plot.axis, mark.at) if trace else None
        if trace is None or not isinstance(point, CurvePoint):
            continue
        box = icon_box(mark.icon, "small", ctx, scale.x(located(trace, point)[0]), 0)
        unit = lambda px: (px - scale.left) * scale.seconds / scale.width
        under = [y for x, y in trace.drawn if unit(box.x) <= x <= unit(box.right)] + [value_at(trace.drawn, unit(box.x)), value_at(trace.drawn, unit(box.right))]
        above = [height - max(under) for height in plot.levels if height > max(under)]
        if above:
            needed = max(needed, (box.height + 1.5 * gap) * ceiling / min(above))
    return needed


def _top_under(screen: list[Point], left: float, right: float, lowest: bool = False) -> float | None:
    """The highest the drawn series stands between two x positions (the least
    y; with `lowest`, the lowest), where its segments cross that stretch; None
    where none does."""
    tops = []
    for (x0, y0), (x1, y1) in zip(screen, screen[1:]):
        low, high = max(left, min(x0, x1)), min(right, max(x0, x1))
        if low > high:
            continue
        at = lambda x: y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        tops += [at(low), at(high)]
    return (max if lowest else min)(tops, default=None)


def _clear_of_lines(box: Box, obstacles: list[Box], gap: float) -> Box:
    """An icon standing over a point, lifted over a level line it would sit on
    (a reference line just above a peak): it still stands over its point."""
    for _ in range(4):
        crossing = [o for o in obstacles if o.height < 2 * gap and o.width > box.width and o.overlaps(box.grown(gap / 2))]
        if not crossing:
            return box
        box = box.moved(0, min(o.y for o in crossing) - gap - box.bottom)
    return box
