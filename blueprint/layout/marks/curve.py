"""The curve's drawing: the plot in its frame, regions under the series, the
baseline, each series in its look, reference lines, point marks and blocks,
labels clear of every line, the ruled axis, and the anchors. The numbers it
draws are the mark's (`marks/curve/data.py`), the same the checks and the
facts read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from blueprint.model import last_name
from blueprint.layout.draw.axis import bottom_axis, bottom_height, left_axis, left_top_room, left_width
from blueprint.layout.draw.icons import draw_icon, icon_box
from blueprint.layout.draw.labels import at_side, choose
from blueprint.layout.draw.point_labels import far_candidates, near_candidates, placed_label
from blueprint.layout.draw.shapes import fill_paint, text_colour
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, ruled_axis, shared
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.marks.curve_labels import END_LABEL_SHARE, region_label, series_label, words_inside
from blueprint.layout.marks.curve_lines import STROKE, series_paths
from blueprint.series import Point, between, regions, value_at
from blueprint.icons import ICONS
from blueprint.icons.base import IconState
from blueprint.marks.base import MarkNode
from blueprint.marks.bracket import brackets_beside, room_beside
from blueprint.marks.label import label_ink
from blueprint.marks.curve.data import CurvePoint, Plot, Trace, anchor_point, ceiling_of, located, named_points, plot_of, point_on, usable, value_ticks, x_ticks
from blueprint.marks.curve.spec import CurveSpec, LineSpec, PointMarkSpec, RegionSpec
from blueprint.scene import Box, Dot, Element, Line, Paint, Path, Rect, SpecPath
from blueprint.rules.repeats import same_words
from blueprint.values import SECONDS, tick_steps

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

PLOT_HEIGHT = 320.0  # the plot's preferred height; a short frame gets down to SMALLEST_PLOT
SMALLEST_PLOT = 96.0
BLOCK = 24.0  # a block's side
BAND = 16.0  # the height of a block as long as a stretch of the axis
POINT_ANCHOR = 8.0  # a point's anchor: a small box centred on it
TICK_HANG = 24.0  # how far the last tick's figure may reach past the plot's end (`24 h` does)

ToY = Callable[[float], float]


class CurveDrawer(MarkDrawer):
    """The plot, its series, lines, regions, marks, labels and ruled axis, in the frame."""

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(CurveSpec)
        theme = ctx.theme.layout
        plot = plot_of(spec)
        single = spec.series is None
        ceiling = ceiling_of(spec, plot)
        values = value_ticks(spec, plot)  # the y axis's, if any: room left of the plot and over it
        lead = left_width(values, ctx) if spec.y is not None else 0.0
        head = left_top_room(spec.y.title, ctx) if spec.y is not None else 0.0
        top = frame.y + head
        scale = shared(TimeScale(frame.x + lead, frame.width - lead - _tick_inset(spec, plot, ctx), plot.end or 1.0), ctx, node.path, spec.same_scale, frame.right)
        icon_room = max((icon_box(m.icon, "small", ctx, 0, 0).height + 2 * theme.label_gap for m in spec.marks if m.icon and m.place == "above"), default=0.0)
        axis_room = _x_axis_room(spec, ctx)
        room = frame.height - head - icon_room - axis_room
        standing = _standing_room(spec, plot, scale, ceiling, ctx)  # taller, where that gives a standing icon its room
        if spec.height is not None:  # the writer's height: the plot fills it
            height = max(SMALLEST_PLOT, room)
        else:
            preferred = ctx.grown(PLOT_HEIGHT, "plot")
            height = max(SMALLEST_PLOT, min(max(preferred, standing) if standing <= room else preferred, room))
        ground = top + icon_room + height
        to_y: ToY = lambda value: ground - height * value / ceiling
        drawn = [([(scale.x(t.xs[0]), ground)] if t.series.rises_from_baseline else []) + [(scale.x(x), to_y(y)) for x, y in t.drawn] for t in plot.traces]  # a staircase climbs from the baseline (unless `from-baseline: false`)
        roof = to_y(plot.clip) if plot.clip is not None else -float("inf")  # with `clip`, nothing stands over the plot's top
        screens = [[(x, max(y, roof)) for x, y in screen] for screen in drawn]
        levels = {line.id: line.at for line in spec.lines if line.id} | {"baseline": 0.0}
        elements: list[Element] = []
        shapes: list[list[Stretch]] = []  # each region's filled stretches
        for index, region in enumerate(spec.regions):
            shapes.append(_stretches(region, plot, levels))
            elements += _region(region, shapes[-1], scale, to_y, ctx, node.path + ("regions", index))
        baseline_path = node.path + ("baseline",)
        elements.append(Line(scale.left, ground, scale.right, ground, Paint(stroke="line", stroke_width="outline"), "baseline", baseline_path, baseline_path))
        for trace, screen in reversed(list(zip(plot.traces, drawn))):  # the first series drawn last, on top
            elements += series_paths(trace, screen, single, node.path + trace.series.path, plot, to_y, scale)
        obstacles = [box for trace, screen in zip(plot.traces, screens) for box in _trace_boxes(screen)]
        obstacles += _strips(shapes, scale, to_y) + [Box(frame.x, ground + 1, frame.width, axis_room)]  # the axis under the baseline
        if spec.y is not None:  # the value axis left of the plot, and its title over the plot's top left
            title = ctx.font.measure(spec.y.title, ctx.theme.type.size("note")) if spec.y.title else 0.0
            obstacles += [Box(frame.x, frame.y, lead, ground - frame.y), Box(frame.x, frame.y, max(lead, title), head)]
        texts = lambda: [e.bounds for e in elements if e.kind == "text"]
        rules = [Box(scale.left, to_y(line.at) - 1.5, scale.right - scale.left, 3.0) for line in spec.lines]  # every line, drawn yet or not
        for index, line in enumerate(spec.lines):
            others = [rule for i, rule in enumerate(rules) if i != index]  # a label clears the other lines, and their labels
            elements += _line(line, scale, to_y(line.at), ctx, node.path + ("lines", index), obstacles + others + texts())
        for index, mark in enumerate(spec.marks):
            marked = plot.trace(mark.series)
            point = point_on(marked, plot.axis, mark.at) if marked else None
            if marked is not None and isinstance(point, CurvePoint):
                at, value = located(marked, point)
                span = scale.length(plot.axis.value(mark.width)[0]) if mark.width is not None else None
                screen = screens[plot.traces.index(marked)]
                elements += _point_mark(mark, (scale.x(at), to_y(value), screen), span, ground, ctx, node.path + ("marks", index), obstacles + rules + texts())
        titles = [axis.title for axis in (spec.x, spec.y) if axis is not None]
        traced = [box for screen in screens for box in _trace_boxes(screen)]
        for index, (region, stretches) in enumerate(zip(spec.regions, shapes)):
            if region.label and stretches:  # inside it where the words fit, else beside its end
                others = _strips([s for i, s in enumerate(shapes) if i != index], scale, to_y)
                columns = [(b.x, b.right, b.y, b.bottom) for b in _strips([stretches], scale, to_y)]
                elements += region_label(region, columns, ctx, node.path + ("regions", index), traced + others + rules + texts())
        rooms = _bracket_rooms(node, ctx)
        for trace, screen in zip(plot.traces, screens):
            if trace.series.label and not any(same_words(trace.series.label, title) for title in titles):  # an axis title that says the label names the series already
                where = node.path + trace.series.path + ("label",)
                areas = _strips([s for r, s in zip(spec.regions, shapes) if trace.series.name not in _edges(r, plot)], scale, to_y)
                other_screens = [other for other in screens if other is not screen]
                elements.append(series_label(trace, screen, other_screens, ctx, where, obstacles + [e.bounds for e in elements if e.kind != "path"], rooms, areas))
        if spec.x is None and spec.ticks and plot.axis.value(spec.ticks)[0] > 0:
            figure = None if spec.unit in SECONDS else plot.axis.tick
            elements += ruled_axis(scale, ground + theme.scale_gap, plot.axis.value(spec.ticks)[0], spec.unit, ctx, node.path + ("ticks",), figure)
        elif spec.x is not None:
            owner = node.path + (("x", "ticks") if spec.x.ticks is not None else ("ticks",))
            x_title = (spec.x.title, node.path + ("x", "title")) if spec.x.title else None
            elements += bottom_axis(scale, ground + theme.scale_gap, x_ticks(spec, plot), x_title, ctx, owner)
        if spec.y is not None:
            y_title = (spec.y.title, node.path + ("y", "title")) if spec.y.title else None
            high = max([t.at for t in values] + [0.0])
            elements += left_axis(scale.left - theme.label_gap, to_y, (0.0, high), values, y_title, ctx, node.path + ("y", "ticks"))
        anchors = _anchors(node, plot, screens, shapes, scale, to_y, Box(scale.left, top, scale.width, ground - top), ctx.wanted) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors, scales=own_scales(node.id, node.path, scale))

    def axis_room(self, node: MarkNode, ctx: "LayoutContext") -> AxisRoom | None:
        spec = node.spec_as(CurveSpec)
        if not usable(spec):
            return None
        plot = plot_of(spec)
        lead = left_width(value_ticks(spec, plot), ctx) if spec.y is not None else 0.0
        return AxisRoom(lead, _tick_inset(spec, plot, ctx), plot.end or 1.0)


def _x_axis_room(spec: CurveSpec, ctx: "LayoutContext") -> float:
    """What the x axis takes under the baseline: its ruling and title, or a gap."""
    theme = ctx.theme.layout
    if spec.x is None:
        return 2 * theme.scale_gap + ctx.text_height("note") + theme.scale_major_tick if spec.ticks else theme.label_gap
    title = spec.x.title
    if spec.x_ticks is None:
        return theme.scale_gap + ctx.text_height("note") + theme.label_gap if title else theme.label_gap
    return 2 * theme.scale_gap + bottom_height(ctx, title)


def _tick_inset(spec: CurveSpec, plot: Plot, ctx: "LayoutContext") -> float:
    """How far to pull the plot's end in so the last tick's figure (`1000 steps`)
    reaches no further past it than a time axis's `24 h` does."""
    if spec.x is not None:
        named = [t for t in x_ticks(spec, plot) if t.text]
        width = ctx.font.measure(named[-1].text or "", ctx.theme.type.size("note")) if named else 0.0
        return max(0.0, width / 2 - TICK_HANG)
    if not spec.ticks or spec.unit in SECONDS:
        return 0.0
    step = plot.axis.value(spec.ticks)[0]
    if step <= 0:
        return 0.0
    steps = tick_steps(0.0, plot.end, step)
    last = (steps[-1] if steps else 0) * step
    width = ctx.font.measure(plot.axis.tick(last, True), ctx.theme.type.size("note"))
    return max(0.0, width / 2 - TICK_HANG)


def _edges(region: RegionSpec, plot: Plot) -> tuple[str, ...]:
    """The series that edge a region (its own areas, not another's)."""
    if region.between is not None:
        return tuple(region.between)
    trace = plot.trace(region.series)
    return (trace.series.name,) if trace is not None else ()


def _bracket_rooms(node: MarkNode, ctx: "LayoutContext") -> dict[str, float]:
    """The room brackets beside the curve's ends take, on each side (`right`,
    `left`): a series' label past its end stands past it."""
    theme = ctx.theme.layout
    depth = lambda b: theme.brace_depth if b.shape == "brace" else theme.bracket_tick
    return {side: max((room_beside(b, theme.bracket_gap, depth(b)) for b in brackets_beside(ctx.marks, node.id, side)), default=0.0) for side in ("left", "right")}


def _trace_boxes(screen: list[Point]) -> list[Box]:
    """Small boxes every few px along a drawn series (steep drops and a step's
    risers too), for labels to keep clear of."""
    boxes = []
    for (x0, y0), (x1, y1) in zip(screen, screen[1:]):
        count = max(1, int(max(abs(x1 - x0), abs(y1 - y0)) // 3))
        boxes += [Box(x0 + (x1 - x0) * k / count - 2, y0 + (y1 - y0) * k / count - 2, 4, 4) for k in range(count)]
    return boxes + [Box(screen[-1][0] - 2, screen[-1][1] - 2, 4, 4)]


@dataclass(frozen=True)
class Stretch:
    """One filled stretch of a region: the series' run from crossing to crossing
    (axis numbers and values), and under or over it either a level or the other
    series' run at the same places."""

    edge: list[Point]
    other: list[Point] | None = None
    level: float = 0.0

    def outline(self) -> list[Point]:
        if self.other is None:
            return self.edge + [(self.edge[-1][0], self.level), (self.edge[0][0], self.level)]
        return self.edge + list(reversed(self.other))

    def columns(self) -> list[tuple[float, float, float, float]]:
        """(x0, x1, one value, the other) for each step along the stretch."""
        if self.other is None:
            return [(x0, x1, y0, self.level) for (x0, y0), (x1, _) in zip(self.edge, self.edge[1:])]
        return [(x0, x1, a0, b0) for (x0, a0), (x1, _), (_, b0) in zip(self.edge, self.edge[1:], self.other)]


def _stretches(region: RegionSpec, plot: Plot, levels: dict[str, float]) -> list[Stretch]:
    """Where a region is filled: between two series where the first runs above the
    second, or between a series and a level where the series is below (above) it."""
    if region.between is not None:
        first, second = plot.trace(region.between[0]), plot.trace(region.between[1])
        return [Stretch(upper, lower) for upper, lower in between(first.drawn, second.drawn)] if first and second else []
    trace = plot.trace(region.series)
    if trace is None:
        return []
    level = levels.get(region.against, 0.0)
    return [Stretch(run, None, level) for run in regions(trace.drawn, level, region.where == "below")]


def _region(region: RegionSpec, stretches: list[Stretch], scale: TimeScale, to_y: ToY, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    paint = fill_paint(ctx.theme, region.look, clear=True, edged=False)
    elements: list[Element] = []
    for stretch in stretches:
        points = [(scale.x(x), to_y(y)) for x, y in stretch.outline()]
        segments = (("M", points[0]),) + tuple(("L", p) for p in points[1:]) + (("Z", ()),)
        elements.append(Path(segments, paint, "region", path, path))
    return elements


def _strips(shapes: list[list[Stretch]], scale: TimeScale, to_y: ToY) -> list[Box]:
    """The filled regions as thin vertical strips, so labels can keep out of them."""
    strips = []
    for stretches in shapes:
        for stretch in stretches:
            for x0, x1, a, b in stretch.columns():
                top, bottom = sorted((to_y(a), to_y(b)))
                strips.append(Box(scale.x(x0), top, max(1.0, scale.x(x1) - scale.x(x0)), bottom - top))
    return strips



def _line(line: LineSpec, scale: TimeScale, y: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
    width = "thick" if line.weight == "thick" else ("dotted" if line.outline == "dotted" else "outline")
    elements: list[Element] = [Line(scale.left, y, scale.right, y, Paint(stroke=STROKE[line.colour], stroke_width=width, line=line.outline), "reference", path, path)]
    if line.label:
        gap = ctx.theme.layout.label_gap
        height = ctx.text_height("label", line.label)
        colour = ctx.theme.look(line.colour).text
        where = path + ("label",)
        make = lambda x, top, align: ctx.text(line.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
        candidates = [
            make(scale.right, y - gap - height, "right"),
            make(scale.right, y + gap, "right"),
            make(scale.left, y - gap - height, "left"),
            make(scale.left, y + gap, "left"),
            make(scale.x(scale.seconds / 2), y - gap - height, "centre"),
            make(scale.x(scale.seconds / 2), y + gap, "centre"),
            make(scale.right + gap, y - height / 2, "left"),  # last: past the line's end, where a series above and a region below leave no room
        ]
        # none free: past the end, which the composer makes room for (a narrower plot), if the label is short
        # enough to take that room from the plot; a longer one stays first, and lint says what it meets
        end = len(candidates) - 1 if candidates[-1].box.width + gap <= END_LABEL_SHARE * ctx.content.width else 0
        elements.append(choose(candidates, obstacles, ctx.canvas, fallback=end))
    return elements


def _point_mark(mark: PointMarkSpec, point: tuple[float, float, list[Point]], length: float | None, ground: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
    """An icon, a block (a square, or a band `length` px long from x), or a
    dot (words alone, on the curve or the baseline), and a label, at a point
    (x, y) of a series drawn through `screen`."""
    x, y, screen = point
    gap = ctx.theme.layout.label_gap
    elements: list[Element] = []
    words_only = not mark.icon and not mark.block and length is None
    block: Box | None = None
    if words_only and mark.place != "above":  # a dot marks the point on the curve, or on the baseline under it
        radius = ctx.theme.layout.point_dot / 2
        centre = ground if mark.place == "baseline" else y
        elements.append(Dot(x, centre, radius, ctx.theme.look(mark.colour).stroke, "marker", path, path))
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
        colour = label_ink(mark, text_colour(ctx.theme, mark.look) if mark.is_block else ctx.theme.look(mark.colour).text)
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


def _standing_room(spec: CurveSpec, plot: Plot, scale: TimeScale, ceiling: float, ctx: "LayoutContext") -> float:
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
        above = [line.at - max(under) for line in spec.lines if line.at > max(under)]
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


def _anchors(node: MarkNode, plot: Plot, screens: list[list[Point]], shapes: list[list[Stretch]], scale: TimeScale, to_y: ToY, body: Box, wanted: frozenset[str]) -> dict[str, Box]:
    """`ID` (the plot), `ID.baseline`, each series (`ID.demand`, `ID.series-2`),
    line and region, and the points made from values: `ID.peak-1`, `ID.highest`
    (of the first series), `ID.demand.valley-2`, and each `at-` position asked for."""
    spec = node.spec_as(CurveSpec)
    mark_id = node.id
    assert mark_id is not None  # asked only of a curve with an id (CurveDrawer.layout)
    anchors = {mark_id: body}
    named = lambda name: f"{mark_id}.{name}"
    anchors[named("baseline")] = Box(scale.left, body.bottom, scale.width, 0)
    for trace, screen in zip(plot.traces, screens):
        drawn = Box.around([Box(x, y, 0, 0) for x, y in screen])
        assert drawn is not None  # a series is drawn through its points, two at least (`usable`)
        anchors.update({named(name): drawn for name in trace.series.names})
    for line in spec.lines:
        if line.id:
            anchors[named(line.id)] = Box(scale.left, to_y(line.at), scale.width, 0)
    for index, stretches in enumerate(shapes):
        corners = [Box(scale.x(x), to_y(y), 0, 0) for stretch in stretches for x, y in stretch.outline()]
        anchors[named(f"region-{index + 1}")] = Box.around(corners) or Box(body.centre_x, body.bottom, 0, 0)

    def box(found: tuple[Trace, CurvePoint]) -> Box:
        at, value = located(*found)
        return Box(scale.x(at) - POINT_ANCHOR / 2, to_y(value) - POINT_ANCHOR / 2, POINT_ANCHOR, POINT_ANCHOR)

    for trace in plot.traces:
        for own in named_points(trace):
            found = anchor_point(plot, f"{trace.series.name}.{own}")
            names = [f"{n}.{own}" for n in trace.series.names] + ([own] if trace is plot.traces[0] else [])
            anchors.update({named(n): box(found) for n in names} if found else {})
    if f"{mark_id}.plot" in wanted:
        anchors[named("plot")] = body
    for name in sorted(n[len(mark_id) + 1:] for n in wanted if n.startswith(mark_id + ".")):
        found = anchor_point(plot, name) if last_name(name)[1].startswith(("at-", "crossing-")) else None
        if found:
            anchors[named(name)] = box(found)
    return anchors
