"""The curve's drawing: the plot in its frame, regions under the series, the
baseline, each series in its look, reference lines, point marks and blocks,
labels clear of every line, the ruled axis, and the anchors. The numbers it
draws are the mark's (`marks/curve/data.py`), the same the checks and the
facts read. Its parts live beside it: the series' lines (`curve_lines.py`),
the regions (`curve_regions.py`), the point marks (`curve_points.py`), the
words (`curve_labels.py`) and the anchors (`curve_anchors.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.axis import arrow_path, bottom_axis, bottom_height, left_axis, left_top_room, left_width
from blueprint.layout.draw.icons import icon_box
from blueprint.layout.draw.reference_lines import reference_line, rule_of
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, ruled_axis, shared
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.marks.curve_anchors import plot_anchors
from blueprint.layout.marks.curve_labels import region_label, series_label
from blueprint.layout.marks.curve_lines import ToY, series_paths
from blueprint.layout.marks.curve_points import point_mark, series_dots, standing_room
from blueprint.layout.marks.curve_regions import Stretch, edges, filled_stretches, region_edges, region_paths, strips
from blueprint.series import Point
from blueprint.marks.base import MarkNode
from blueprint.marks.bracket import brackets_beside, room_beside
from blueprint.marks.curve.data import Plot, ceiling_of, plot_of, usable, value_ticks, x_ticks
from blueprint.marks.curve.points import CurvePoint, located, point_on
from blueprint.marks.curve.spec import CurveSpec
from blueprint.scene import Box, Element, Line, Paint
from blueprint.rules.repeats import same_words
from blueprint.values import SECONDS, tick_steps

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

PLOT_HEIGHT = 320.0  # the plot's preferred height; a short frame gets down to SMALLEST_PLOT
SMALLEST_PLOT = 96.0
TICK_HANG = 24.0  # how far the last tick's figure may reach past the plot's end (`24 h` does)


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
        head = left_top_room(spec.y.title, ctx, spec.y.arrow) if spec.y is not None else 0.0
        top = frame.y + head
        scale = shared(TimeScale(frame.x + lead, frame.width - lead - _tick_inset(spec, plot, ctx), plot.end or 1.0), ctx, node.path, spec.same_scale, frame.right)
        icon_room = max((icon_box(m.icon, "small", ctx, 0, 0).height + 2 * theme.label_gap for m in spec.marks if m.icon and m.place == "above"), default=0.0)
        axis_room = _x_axis_room(spec, ctx)
        room = frame.height - head - icon_room - axis_room
        standing = standing_room(spec, plot, scale, ceiling, ctx)  # taller, where that gives a standing icon its room
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
        levels = {line.id: level for line, level in zip(spec.lines, plot.levels) if line.id} | {"baseline": 0.0}
        elements: list[Element] = []
        shapes: list[list[Stretch]] = []  # each region's filled stretches
        for index, region in enumerate(spec.regions):
            shapes.append(filled_stretches(region, plot, levels))
            elements += region_paths(region, shapes[-1], scale, to_y, ctx, node.path + ("regions", index))
        baseline_path = node.path + ("baseline",)
        elements.append(Line(scale.left, ground, scale.right, ground, Paint(stroke="line", stroke_width="outline"), "baseline", baseline_path, baseline_path))
        for trace, screen in reversed(list(zip(plot.traces, drawn))):  # the first series drawn last, on top
            elements += series_paths(trace, screen, single, node.path + trace.series.path, plot, to_y, scale)
        dots = [e for t in plot.traces for e in series_dots(t, [(scale.x(x), to_y(y)) for x, y in zip(t.xs, t.ys) if plot.clip is None or y <= plot.clip], ctx, node.path + t.series.path + ("dots",))]
        elements += dots
        obstacles = [box for trace, screen in zip(plot.traces, screens) for box in _trace_boxes(screen)] + [dot.bounds for dot in dots]
        obstacles += strips(shapes, scale, to_y) + [Box(frame.x, ground + 1, frame.width, axis_room)]  # the axis under the baseline
        if spec.y is not None:  # the value axis left of the plot, and its title over the plot's top left
            title = ctx.font.measure(spec.y.title, ctx.theme.type.size("note")) if spec.y.title else 0.0
            obstacles += [Box(frame.x, frame.y, lead, ground - frame.y), Box(frame.x, frame.y, max(lead, title), head)]
        texts = lambda: [e.bounds for e in elements if e.kind == "text"]
        rules = [rule_of(scale.left, scale.right, to_y(level)) for level in plot.levels]  # every line, drawn yet or not
        for index, (line, level) in enumerate(zip(spec.lines, plot.levels)):
            others = [rule for i, rule in enumerate(rules) if i != index]  # a label clears the other lines, and their labels
            elements += reference_line(line, scale.left, scale.right, to_y(level), ctx, node.path + ("lines", index), obstacles + others + texts())
        for index, (region, stretches) in enumerate(zip(spec.regions, shapes)):  # an asked outline over the lines that hide it
            elements += region_edges(region, stretches, scale, to_y, ctx, node.path + ("regions", index))
        for index, mark in enumerate(spec.marks):
            marked = plot.trace(mark.series)
            point = point_on(marked, plot.axis, mark.at) if marked else None
            if marked is not None and isinstance(point, CurvePoint):
                at, value = located(marked, point)
                span = scale.length(plot.axis.value(mark.width)[0]) if mark.width is not None else None
                screen = screens[plot.traces.index(marked)]
                elements += point_mark(mark, (scale.x(at), to_y(value), screen), span, ground, ctx, node.path + ("marks", index), obstacles + rules + texts())
        titles = [axis.title for axis in (spec.x, spec.y) if axis is not None]
        traced = [box for screen in screens for box in _trace_boxes(screen)]
        for index, (region, stretches) in enumerate(zip(spec.regions, shapes)):
            if region.label and stretches:  # inside it where the words fit, else beside its end
                others = strips([s for i, s in enumerate(shapes) if i != index], scale, to_y)
                columns = [(b.x, b.right, b.y, b.bottom) for b in strips([stretches], scale, to_y)]
                elements += region_label(region, columns, ctx, node.path + ("regions", index), traced + others + rules + texts())
        rooms = _bracket_rooms(node, ctx)
        for trace, screen in zip(plot.traces, screens):
            if trace.series.label and not any(same_words(trace.series.label, title) for title in titles):  # an axis title that says the label names the series already
                where = node.path + trace.series.path + ("label",)
                areas = strips([s for r, s in zip(spec.regions, shapes) if trace.series.name not in edges(r, plot)], scale, to_y)
                other_screens = [other for other in screens if other is not screen]
                ruled = [[(scale.left, to_y(line.at)), (scale.right, to_y(line.at))] for line in spec.lines]
                elements.append(series_label(trace, screen, other_screens, ctx, where, obstacles + [e.bounds for e in elements if e.kind != "path"], rooms, areas, ruled))
        if spec.x is None and spec.ticks and plot.axis.value(spec.ticks)[0] > 0:
            figure = None if spec.unit in SECONDS else plot.axis.tick
            elements += ruled_axis(scale, ground + theme.scale_gap, plot.axis.value(spec.ticks)[0], spec.unit, ctx, node.path + ("ticks",), figure)
        elif spec.x is not None:
            owner = node.path + (("x", "ticks") if spec.x.ticks is not None else ("ticks",))
            x_title = (spec.x.title, node.path + ("x", "title")) if spec.x.title else None
            elements += bottom_axis(scale, ground + theme.scale_gap, x_ticks(spec, plot), x_title, ctx, owner, arrow_path(spec.x, node.path + ("x",)))
        if spec.y is not None:
            y_title = (spec.y.title, node.path + ("y", "title")) if spec.y.title else None
            high = max([t.at for t in values] + [0.0])
            elements += left_axis(scale.left - theme.label_gap, to_y, (0.0, high), values, y_title, ctx, node.path + ("y", "ticks"), arrow_path(spec.y, node.path + ("y",)))
        anchors = plot_anchors(node, plot, screens, shapes, scale, to_y, Box(scale.left, top, scale.width, ground - top), ctx.wanted) if node.id else {}
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
    if spec.x_ticks is None and spec.x.scale != "log":  # a log axis is ruled at its powers unless given ticks
        return theme.scale_gap + ctx.text_height("note") + theme.label_gap if title or spec.x.arrow else theme.label_gap
    return 2 * theme.scale_gap + bottom_height(ctx, title, spec.x.major is not None, spec.x.arrow)


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
