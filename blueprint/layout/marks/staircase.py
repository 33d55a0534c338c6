"""The staircase's drawing: treads to scale from the left, a riser between
them, the floor under them all, the lanes below on the same scale, a ruled
axis if asked. A step at `level: floor` falls: its riser drops straight to the
floor, its tread runs along it, and the steps after it climb back. Anchors:
`ID.tread-N` (a tread's extent, a little height around its line), `ID.floor`
(likewise) and `ID.lane-N` (a lane's bar)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import at_side, choose, label_inside
from blueprint.layout.draw.shapes import fill_paint, line_paint, text_colour
from blueprint.layout.draw.axis import arrow_path, left_axis, left_top_room, left_width, time_axis, time_axis_height
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, range_bar, shared
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.label import label_ink
from blueprint.marks.axis import resolve
from blueprint.marks.units import figure
from blueprint.marks.staircase import StaircaseSpec, StepSpec, falling_step, lane_extent, span_seconds, tread_heights, tread_times, tread_values, valued, value_top, value_unit
from blueprint.values import Quantity
from blueprint.marks.timeline import StretchSpec
from blueprint.scene import Box, Element, Line, Paint, SpecPath
from blueprint.marks.look import Look

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.axis import AxisSpec, Tick
    from blueprint.marks.base import MarkNode

RISE = 48.0  # a step's preferred height
SMALLEST_RISE = 24.0  # a short frame shrinks rises and lanes together, to half
LANE_HEIGHT = 32.0
BLOCK = 16.0  # a tread drawn as a solid block (`treads: block`): its thickness under its level
LINE_ANCHOR = 8.0  # the height of a tread's or the floor's anchor, centred on its line


class StaircaseDrawer(MarkDrawer):
    """Draws a staircase, and tells the marks sharing its scale the room its
    floor's label takes past the axis's end (`axis_room`)."""

    def axis_room(self, node: "MarkNode", ctx: "LayoutContext") -> AxisRoom:
        """Its value axis's room before its time axis; its floor's or landing's label past the axis's end."""
        spec = node.spec_as(StaircaseSpec)
        return AxisRoom(_value_axis_width(spec, ctx), _floor_room(spec, ctx), span_seconds(spec))

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(StaircaseSpec)
        theme = ctx.theme.layout
        floor_room, lead = _floor_room(spec, ctx), _value_axis_width(spec, ctx)
        scale = shared(TimeScale(frame.x + lead, frame.width - floor_room - lead, span_seconds(spec)), ctx, node.path, spec.same_scale, frame.right)
        label_room = ctx.text_height("label") + 2 * theme.label_gap if any(s.label for s in spec.steps) or spec.landing else 0.0
        y_axis = spec.y if valued(spec) and spec.y is not None else None
        first_tread = frame.y + max(label_room, left_top_room(y_axis.title, ctx, y_axis.arrow) if y_axis is not None else 0.0)
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        treads = tread_times(spec)
        rise, lane_height = _sizes(spec, ctx, frame, label_room)
        heights, fall = tread_heights(spec), falling_step(spec)
        climbing = spec.direction == "up"
        landing_step = 1 if spec.landing and climbing and not valued(spec) else 0  # counted levels: the landing one step above the last tread
        top_level = max(heights, default=0) + landing_step
        floor_y = first_tread + top_level * rise
        level = _levels(spec, heights, top_level, (first_tread, floor_y), rise)
        floor_path = node.path + ("floor",)
        floor_line = Line(scale.left, floor_y, frame.right, floor_y, Paint(stroke="line", stroke_width="outline"), "floor", floor_path, floor_path)
        if fall is not None:  # a tread on the floor is drawn over the floor's line
            elements.append(floor_line)
        last = len(treads) - 1
        for index, ((start, sure, end), step) in enumerate(zip(treads, spec.steps)):
            y = level(index)
            drawn = _tread(step, scale, (start, sure, end), y, ctx, node.path + ("steps", index), spec.treads)
            elements += drawn
            extent = Box.around([e.bounds for e in drawn])
            assert extent is not None  # a tread draws at least its line (`_tread`)
            anchors[f"tread-{index + 1}"] = Box(extent.x, y - LINE_ANCHOR / 2, extent.width, LINE_ANCHOR)
            riser = _riser(index, fall, climbing, (scale.x(start), scale.x(end)), y, _other_level(index, climbing or (fall is not None and index > fall), last, level, floor_y), level)
            if riser is not None:
                elements.append(Line(*riser, _paint(step.look, ctx), "riser", node.path + ("steps", index), node.path + ("steps", index)))
        if fall is None:
            elements.append(floor_line)
        anchors["floor"] = Box(scale.left, floor_y - LINE_ANCHOR / 2, frame.right - scale.left, LINE_ANCHOR)
        if spec.landing and treads:
            drawn_landing, anchors["landing"] = _landing(spec, scale.x(treads[-1][2]), (level(last), level(last) - landing_step * rise), frame.right, ctx, node.path)
            elements += drawn_landing
        if spec.floor:
            reached = level(last) if climbing else floor_y  # climbing, the words stand at the top tread's level
            label = ctx.text(spec.floor, size="label", colour="ink", x=frame.right, top=reached - theme.label_gap - ctx.text_height("label"), align="right", role="label", owner=floor_path, source=floor_path)
            elements.append(label)
        for index, (step, (start, sure, end)) in enumerate(zip(spec.steps, treads)):
            if step.label:
                rising = climbing or (fall is not None and index > fall)  # a riser climbs to this tread at its start
                under = BLOCK if spec.treads == "block" else 0.0  # words under a tread stand under what is drawn of it
                elements.append(_step_label(step, scale, (start, end), level(index), ctx, elements, node.path + ("steps", index, "label"), rising, under, frame.y))
        if y_axis is not None:
            top_value = value_top(spec)
            to_y = lambda value: floor_y - (floor_y - first_tread) * value / top_value
            title = (y_axis.title, node.path + ("y", "title")) if y_axis.title else None
            elements += left_axis(scale.left, to_y, (0.0, top_value), _value_ticks(spec, y_axis), title, ctx, node.path + ("y", "ticks"), arrow_path(y_axis, node.path + ("y",)))
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


def _levels(spec: StaircaseSpec, heights: list[int], top_level: int, band: tuple[float, float], rise: float) -> Callable[[int], float]:
    """The y of each tread: by its value (the floor is zero, the first
    tread's band the axis's top); climbing, its own rise and those before it
    above the floor; descending, the drops before it below the first."""
    first_tread, floor_y = band
    if valued(spec):
        values, top = tread_values(spec), value_top(spec)
        return lambda i: floor_y - (floor_y - first_tread) * values[i] / top
    if spec.direction == "up":
        return lambda i: floor_y - heights[i] * rise
    return lambda i: first_tread + (top_level - heights[i]) * rise


def _other_level(index: int, climbing: bool, last: int, level: Callable[[int], float], floor_y: float) -> float:
    """Where step `index`'s riser meets the level it leaves or reaches:
    climbing (or climbing back after a fall), the tread before it (the floor for the first); descending, the
    tread after it (the floor for the last)."""
    if climbing:
        return level(index - 1) if index > 0 else floor_y
    return level(index + 1) if index < last else floor_y


def _value_ticks(spec: StaircaseSpec, axis: "AxisSpec") -> list["Tick"]:
    """The value axis's ticks: as `y` rules them, else its two ends."""
    unit, top = value_unit(spec), value_top(spec)
    if axis.ticks is None:
        ends = [Quantity(Fraction(0), Fraction(0), None, "0"), Quantity(Fraction(top).limit_denominator(10**6), Fraction(top).limit_denominator(10**6), None, figure(top))]
        axis = axis.model_copy(update={"ticks": ends})
    return resolve(axis, unit, top)


def _value_axis_width(spec: StaircaseSpec, ctx: "LayoutContext") -> float:
    """How far the value axis stands left of the treads (none without one)."""
    return left_width(_value_ticks(spec, spec.y), ctx) if valued(spec) and spec.y is not None else 0.0


def _landing(spec: StaircaseSpec, x: float, ys: tuple[float, float], right: float, ctx: "LayoutContext", path: SpecPath) -> tuple[list[Element], Box]:
    """The landing: the last riser up to it (counted levels), a grey line from
    the last tread's end to the frame's right, and its words centred over it."""
    last, y = ys
    where = path + ("landing",)
    elements: list[Element] = []
    if y < last:
        elements.append(Line(x, last, x, y, _paint(spec.steps[-1].look, ctx), "riser", where, where))
    elements.append(Line(x, y, right, y, Paint(stroke="line", stroke_width="outline"), "landing", where, where))
    label = spec.landing
    assert label is not None  # drawn only for a staircase with a landing
    gap, height = ctx.theme.layout.label_gap, ctx.text_height("label")
    elements.append(ctx.text(label, size="label", colour="ink", x=(x + right) / 2, top=y - gap - height, align="centre", role="label", owner=where, source=where))
    return elements, Box(x, y - LINE_ANCHOR / 2, right - x, LINE_ANCHOR)


def _floor_room(spec: StaircaseSpec, ctx: "LayoutContext") -> float:
    """The room right of the last riser for the floor's label."""
    words = spec.landing or spec.floor
    return ctx.font.measure(words, ctx.theme.type.size("label")) + 4 * ctx.theme.layout.label_gap if words else 0.0


def _riser(index: int, fall: int | None, climbing: bool, xs: tuple[float, float], y: float, other: float, level: Callable[[int], float]) -> tuple[float, float, float, float] | None:
    """The riser step `index` draws, top to bottom: climbing, up to its tread
    from the level before, at its start; descending, down from its tread to
    the next, at its end. The falling step draws the fall, at its start, and
    the steps after it climb; the step before the fall draws none."""
    start, end = xs
    if fall is None or (index < fall and climbing) or (index < fall - 1):
        riser_x = start if climbing else end
        return riser_x, y, riser_x, other
    if index == fall - 1:
        return None  # descending into the fall: the falling step draws it
    if index == fall:
        return start, level(index - 1), start, y
    return start, y, start, other


def _paint(look: Look, ctx: "LayoutContext", line: str | None = None) -> Paint:
    """A step's line (its tread and its riser) in its look: its colour and rhythm."""
    return line_paint(ctx.theme, look, "emphasis", line)


def _tread(step: StepSpec, scale: TimeScale, extent: tuple[float, float, float], y: float, ctx: "LayoutContext", path: SpecPath, form: str = "line") -> list[Element]:
    """A tread: a line at its level, or (`treads: block`) a solid block under
    it; an uncertain end dashed either way."""
    start, sure, end = extent
    minimum = ctx.theme.layout.thin_part  # a step of a second among minutes still shows (the thinnest part that carries meaning)
    if form == "block":
        box = Box(scale.x(start), y, max(minimum, scale.length(end - start)), BLOCK)
        return range_bar(box, scale.length(sure - start), fill_paint(ctx.theme, step.look), minimum, "tread", path)
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


def _step_label(step: StepSpec, scale: TimeScale, extent: tuple[float, float], y: float, ctx: "LayoutContext", placed: list[Element], path: SpecPath, rising: bool = False, under: float = 0.0, ceiling: float = float("-inf")) -> Element:
    """Above the tread (centred, from its start, to its end), else under it
    (from its start, inside the riser a tread climbs to, centred, to its end);
    words longer than the tread start over it a riser's gap in and run on
    past its end; lifted over what stands on the tread (a cross): always
    starting over or under the tread it names, never beside its end, where
    the next tread begins and the words read as that one's (review 10-b:
    "epoch 5" stood under tread 6); where none is free, the first, which lint
    judges. `under`: how far the tread is drawn below its level (a solid
    block), which words under it clear; `ceiling`: the top of the frame,
    which lifted words stay under."""
    gap = ctx.theme.layout.label_gap
    height = ctx.text_height("label", step.label)
    colour = label_ink(step, text_colour(ctx.theme, step.look))
    label = step.label
    assert label is not None  # asked only of a labelled step (StaircaseDrawer.layout)
    make = lambda x, top, align: ctx.text(label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=path, source=path)
    if step.label_side is not None:  # over or under its line, as the writer asked: lint says what it meets there
        tread = Box(scale.x(extent[0]), y, scale.x(extent[1]) - scale.x(extent[0]), 0.0)
        sided = at_side(ctx, label, tread, step.label_side, colour, path, align=step.label_align)
        return choose(sided, [e.bounds for e in placed], ctx.canvas)
    start, end = scale.x(extent[0]), scale.x(extent[1])
    middle = (start + end) / 2
    over = [make(middle, y - gap - height, "centre"), make(start, y - gap - height, "left"), make(end, y - gap - height, "right")]
    obstacles = [e.bounds for e in placed]
    # over what may stand on its tread (a cross `over` it, placed later: the label search picks), as words over a lane rise over its icons
    lifted = [c for c in (over[0].moved(0, -step * height / 2) for step in range(1, 5)) if c.box.y >= ceiling]  # within the staircase's frame
    candidates = [
        *over,
        make(start + (2 * gap if rising else 0.0), y + under + gap, "left"),
        make(middle, y + under + gap, "centre"),
        make(end, y + under + gap, "right"),
        # words longer than their tread start over it, clear of the riser at its start, and reach on past its end
        make(start + 2 * gap, y - gap - height, "left"),
        *([] if rising else [make(start + 2 * gap, y + under + gap, "left")]),
        *lifted,
    ]
    return choose(candidates, obstacles, ctx.canvas)


def _lane(lane: StretchSpec, scale: TimeScale, band: tuple[float, float], ctx: "LayoutContext", path: SpecPath, unit: str) -> tuple[list[Element], Box]:
    """A lane's bar (its uncertain part dashed) and label; and the bar's box."""
    start, low, high = lane_extent(lane, unit)
    minimum = ctx.theme.layout.thin_part
    top, height = band
    box = Box(scale.x(start), top, max(minimum, scale.length(high - start)), height)
    paint = fill_paint(ctx.theme, lane.look)
    elements = range_bar(box, max(minimum, scale.length(low - start)), paint, ctx.theme.layout.minimum_size, "segment", path)  # its sure part shows; its uncertain rest keeps to scale down to the least shape drawn
    if lane.label and lane.label_side == "inside":  # where the writer asked: in its contrast ink, or refused
        elements.append(label_inside(ctx, lane.label, box, lane.look, path, colour=lane.inside_ink()))
    elif lane.label:
        where = path + ("label",)
        label = ctx.text(lane.label, size="label", colour=label_ink(lane, text_colour(ctx.theme, lane.look)), x=box.right + 2 * ctx.theme.layout.label_gap, top=0, align="left", role="label", owner=where, source=where)
        elements.append(ctx.text_centred_on(label, box.centre_y))
    return elements, box
