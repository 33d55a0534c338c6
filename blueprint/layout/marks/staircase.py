"""The staircase's drawing: treads to scale from the left, a riser between
them, the floor under them all, the lanes below on the same scale, a ruled
axis if asked. A step at `level: floor` falls: its riser drops straight to the
floor, its tread runs along it, and the steps after it climb back. Anchors:
`ID.tread-N` (a tread's extent, a little height around its line), `ID.floor`
(likewise) and `ID.lane-N` (a lane's bar)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import choose, label_inside
from blueprint.layout.draw.shapes import fill_paint, line_paint, text_colour
from blueprint.layout.draw.axis import time_axis, time_axis_height
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, range_bar, shared
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.label import label_ink
from blueprint.marks.staircase import StaircaseSpec, StepSpec, falling_step, lane_extent, span_seconds, tread_heights, tread_times
from blueprint.marks.timeline import SegmentSpec
from blueprint.scene import Box, Element, Line, Paint, SpecPath
from blueprint.marks.look import Look

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

RISE = 48.0  # a step's preferred height
SMALLEST_RISE = 24.0  # a short frame shrinks rises and lanes together, to half
LANE_HEIGHT = 32.0
LINE_ANCHOR = 8.0  # the height of a tread's or the floor's anchor, centred on its line


class StaircaseDrawer(MarkDrawer):
    """Draws a staircase, and tells the marks sharing its scale the room its
    floor's label takes past the axis's end (`axis_room`)."""

    def axis_room(self, node: "MarkNode", ctx: "LayoutContext") -> AxisRoom:
        """No room before its axis; its floor's label past the axis's end."""
        spec = node.spec_as(StaircaseSpec)
        return AxisRoom(0.0, _floor_room(spec, ctx), span_seconds(spec))

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec = node.spec_as(StaircaseSpec)
        theme = ctx.theme.layout
        floor_room = _floor_room(spec, ctx)
        scale = shared(TimeScale(frame.x, frame.width - floor_room, span_seconds(spec)), ctx, node.path, spec.same_scale, frame.right)
        label_room = ctx.text_height("label") + 2 * theme.label_gap if any(s.label for s in spec.steps) else 0.0
        first_tread = top + label_room
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        treads = tread_times(spec)
        rise, lane_height = _sizes(spec, ctx, frame, label_room)
        heights, fall = tread_heights(spec), falling_step(spec)
        top_level = max(heights, default=0)
        floor_y = first_tread + top_level * rise
        climbing = spec.direction == "up"
        if climbing:  # tread i stands its own rise and those before it above the floor
            level = lambda i: floor_y - heights[i] * rise
        else:  # tread i stands the drops before it below the first
            level = lambda i: first_tread + (top_level - heights[i]) * rise
        floor_path = node.path + ("floor",)
        floor_line = Line(scale.left, floor_y, frame.right, floor_y, Paint(stroke="line", stroke_width="outline"), "floor", floor_path, floor_path)
        if fall is not None:  # a tread on the floor is drawn over the floor's line
            elements.append(floor_line)
        for index, ((start, sure, end), step) in enumerate(zip(treads, spec.steps)):
            y = level(index)
            drawn = _tread(step, scale, (start, sure, end), y, ctx, node.path + ("steps", index))
            elements += drawn
            extent = Box.around([e.bounds for e in drawn])
            assert extent is not None  # a tread draws at least its line (`_tread`)
            anchors[f"tread-{index + 1}"] = Box(extent.x, y - LINE_ANCHOR / 2, extent.width, LINE_ANCHOR)
            riser = _riser(index, fall, climbing, (scale.x(start), scale.x(end)), y, step.rise * rise, level)
            if riser is not None:
                elements.append(Line(*riser, _paint(step.look, ctx), "riser", node.path + ("steps", index), node.path + ("steps", index)))
        if fall is None:
            elements.append(floor_line)
        anchors["floor"] = Box(scale.left, floor_y - LINE_ANCHOR / 2, frame.right - scale.left, LINE_ANCHOR)
        if spec.floor:
            reached = level(len(treads) - 1) if climbing else floor_y  # climbing, the words stand at the top tread's level
            label = ctx.text(spec.floor, size="label", colour="ink", x=frame.right, top=reached - theme.label_gap - ctx.text_height("label"), align="right", role="label", owner=floor_path, source=floor_path)
            elements.append(label)
        for index, (step, (start, sure, end)) in enumerate(zip(spec.steps, treads)):
            if step.label:
                rising = climbing or (fall is not None and index > fall)  # a riser climbs to this tread at its start
                elements.append(_step_label(step, scale, (start, end), level(index), ctx, elements, node.path + ("steps", index, "label"), rising))
        cursor = floor_y + 2 * theme.label_gap
        for index, lane in enumerate(spec.lanes):
            cursor += 2 * theme.label_gap
            drawn, anchors[f"lane-{index + 1}"] = _lane(lane, scale, (cursor, lane_height), ctx, node.path + ("lanes", index), spec.unit)
            elements += drawn
            cursor += lane_height
        if spec.axis is not None or (spec.ticks and spec.ticks.seconds(spec.unit)[0] > 0):
            tick_step = spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0
            elements += time_axis(spec.axis, tick_step, spec.unit, scale, cursor + theme.scale_gap, ctx, node.path)
        if not node.id:
            return MarkLayout(elements=elements, scales=own_scales(node.id, node.path, scale))
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        whole = Box.around([e.bounds for e in elements])
        assert whole is not None  # the floor's line is always drawn
        named[node.id] = whole
        highest = min(level(i) for i in range(len(treads))) if treads else floor_y
        plot = Box(scale.left, highest, scale.width, max(cursor, floor_y) - highest)
        named.update(position_anchors(node.id, ctx.wanted, node.kind.scale(node), scale.x, plot))
        return MarkLayout(elements=elements, anchors=named, scales=own_scales(node.id, node.path, scale))


def _floor_room(spec: StaircaseSpec, ctx: "LayoutContext") -> float:
    """The room right of the last riser for the floor's label."""
    return ctx.font.measure(spec.floor, ctx.theme.type.size("label")) + 4 * ctx.theme.layout.label_gap if spec.floor else 0.0


def _riser(index: int, fall: int | None, climbing: bool, xs: tuple[float, float], y: float, height: float, level: Callable[[int], float]) -> tuple[float, float, float, float] | None:
    """The riser step `index` draws, top to bottom: climbing, up to its tread
    from the level before, at its start; descending, down from its tread to
    the next, at its end. The falling step draws the fall, at its start, and
    the steps after it climb; the step before the fall draws none."""
    start, end = xs
    if fall is None or (index < fall and climbing) or (index < fall - 1):
        riser_x = start if climbing else end
        return riser_x, y, riser_x, y + height
    if index == fall - 1:
        return None  # descending into the fall: the falling step draws it
    if index == fall:
        return start, level(index - 1), start, y
    return start, y, start, y + height


def _paint(look: Look, ctx: "LayoutContext", line: str | None = None) -> Paint:
    """A step's line (its tread and its riser) in its look: its colour and rhythm."""
    return line_paint(ctx.theme, look, "emphasis", line)


def _tread(step: StepSpec, scale: TimeScale, extent: tuple[float, float, float], y: float, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    start, sure, end = extent
    minimum = ctx.theme.layout.minimum_size
    sure_x = max(scale.x(sure), scale.x(start) + minimum)
    elements: list[Element] = [Line(scale.x(start), y, sure_x, y, _paint(step.look, ctx), "tread", path, path)]
    if scale.x(end) - sure_x >= 1:
        elements.append(Line(sure_x, y, scale.x(end), y, _paint(step.look, ctx, "dashed"), "range", path, path))
    return elements


def _sizes(spec: StaircaseSpec, ctx: "LayoutContext", frame: Box, label_room: float) -> tuple[float, float]:
    """A step's rise and a lane's height: the preferred ones, or both less in a
    short frame, down to half; a step whose tread may carry a label above it
    keeps a label's height."""
    if frame.height == float("inf"):
        return ctx.grown(RISE, "lane"), ctx.grown(LANE_HEIGHT, "lane")
    theme = ctx.theme.layout
    fixed = label_room + ((len(spec.lanes) + 1) * 2 * theme.label_gap if spec.lanes else 0.0)
    if spec.axis is not None:
        fixed += time_axis_height(spec.axis, spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0, ctx)
    else:
        fixed += theme.scale_gap + theme.scale_tick + theme.label_gap / 2 + ctx.text_height("note") if spec.ticks else 0.0
    wanted = max(tread_heights(spec), default=0) * RISE + len(spec.lanes) * LANE_HEIGHT
    share = max(0.5, min(1.0, (frame.height - fixed) / wanted))
    smallest = SMALLEST_RISE if not any(s.label for s in spec.steps) else min(RISE, ctx.text_height("label") + theme.label_gap)
    return max(smallest, RISE * share), LANE_HEIGHT * share


def _step_label(step: StepSpec, scale: TimeScale, extent: tuple[float, float], y: float, ctx: "LayoutContext", placed: list[Element], path: SpecPath, rising: bool = False) -> Element:
    """Above the tread (centred, then from its start), else beside its end;
    a tread a riser climbs to is labelled under itself, inside that riser,
    before beside its end, where the next tread begins."""
    gap = ctx.theme.layout.label_gap
    height = ctx.text_height("label", step.label)
    colour = label_ink(step, text_colour(ctx.theme, step.look))
    label = step.label
    assert label is not None  # asked only of a labelled step (StaircaseDrawer.layout)
    make = lambda x, top, align: ctx.text(label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=path, source=path)
    middle = (scale.x(extent[0]) + scale.x(extent[1])) / 2
    candidates = [
        make(middle, y - gap - height, "centre"),
        make(scale.x(extent[0]), y - gap - height, "left"),
        *([make(scale.x(extent[0]) + 2 * gap, y + gap, "left")] if rising else []),
        make(scale.x(extent[1]) + gap, y - gap - height, "left"),
        make(scale.x(extent[1]) + 2 * gap, y + gap, "left"),
    ]
    obstacles = [e.bounds for e in placed]
    return choose(candidates, obstacles, ctx.canvas)


def _lane(lane: SegmentSpec, scale: TimeScale, band: tuple[float, float], ctx: "LayoutContext", path: SpecPath, unit: str) -> tuple[list[Element], Box]:
    """A lane's bar (its uncertain part dashed) and label; and the bar's box."""
    start, low, high = lane_extent(lane, unit)
    minimum = ctx.theme.layout.minimum_size
    top, height = band
    box = Box(scale.x(start), top, max(minimum, scale.length(high - start)), height)
    paint = fill_paint(ctx.theme, lane.look)
    elements = range_bar(box, scale.length(low - start), paint, minimum, "segment", path)
    if lane.label and lane.label_side == "inside":  # where the writer asked: in its contrast ink, or refused
        elements.append(label_inside(ctx, lane.label, box, lane.look, path))
    elif lane.label:
        where = path + ("label",)
        label = ctx.text(lane.label, size="label", colour=label_ink(lane, text_colour(ctx.theme, lane.look)), x=box.right + 2 * ctx.theme.layout.label_gap, top=0, align="left", role="label", owner=where, source=where)
        elements.append(ctx.text_centred_on(label, box.centre_y))
    return elements, box
