"""The staircase mark: steps descending to a floor, each tread as long as its step.

Spec: `steps` with a duration each (a range like `9-34 min` shows its uncertain
part dashed) and an optional label, a `floor` label (`ready`), and `lanes`
below on the same time span (a short bar to compare: `57-70 s`).
Layout: treads to scale from the left, a riser down after each, the floor
under them all; the lanes below share the staircase's scale. A step at
`level: floor` falls: its riser drops straight to the floor, its tread runs
along the floor, and the steps after it climb back (a node lost, capacity at
zero, then restored). Anchors:
`ID.tread-N` (a tread's extent, a little height around its line),
`ID.floor` (likewise) and `ID.lane-N` (a lane's bar). Description: "a
staircase descending in seven treads to a ready floor, the second tread far
longer than the rest, marked nine to thirty-four minutes" - the comparison is
computed from the durations.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.layout.draw.labels import choose
from blueprint.layout.draw.shapes import fill_paint
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, check_ticks, range_bar, shared, ruled_axis, unit_text, written_with_unit
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.marks.timeline import SegmentSpec
from blueprint.model import Alt, Fill, Identifier, OnAxis, SpecModel, Text
from blueprint.describe.say.compare import far_shorter, ranked
from blueprint.describe.say.facts import Look, Statement, Thing
from blueprint.scene import Box, Element, Line, Paint, SpecPath
from blueprint.values import DurationField, TimeUnit

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

RISE = 48.0  # a step's preferred height
SMALLEST_RISE = 24.0  # a short frame shrinks rises and lanes together, to half
LANE_HEIGHT = 32.0
LINE_ANCHOR = 8.0  # the height of a tread's or the floor's anchor, centred on its line
NUMBERED = re.compile(r"(tread|lane)-([1-9][0-9]*)")


class StepSpec(SpecModel):
    duration: DurationField
    label: Text | None = None
    fill: Fill = "grey"
    rise: int = Field(1, ge=1, le=6, description="how many levels the step after this tread drops (climbing, and after a fall to the floor: rises to it): `2` for a step twice as deep")
    level: Literal["floor"] | None = Field(None, description="`floor`: the step falls straight to the floor and its tread runs along it (a node lost, capacity at zero); the steps after it climb back, each by its `rise`, and the fall is as deep as they climb unless the step before says its `rise`")


class StaircaseSpec(OnAxis):
    """Steps of a process descending to the state it reaches."""

    id: Identifier | None = None
    unit: TimeUnit = Field("min", description="the unit of plain numbers and of the axis")
    steps: list[StepSpec] = Field(max_length=24)
    direction: Literal["down", "up"] = Field("down", description="`down`: descending to what it reaches (a cold start); `up`: climbing from the floor (memory filling, replicas added)")
    floor: Text | None = Field(None, description="what the staircase reaches: `ready` (climbing, the level its last tread reaches)")
    lanes: list[SegmentSpec] = Field(default_factory=list, max_length=4, description="bars below, on the same span")
    ticks: DurationField | None = None
    alt: Alt | None = None


def _treads(spec: StaircaseSpec) -> list[tuple[float, float, float]]:
    """(start, sure end, end of range) of each tread, in seconds."""
    treads, cursor = [], 0.0
    for step in spec.steps:
        low, high = step.duration.seconds(spec.unit)
        treads.append((cursor, cursor + low, cursor + high))
        cursor += high
    return treads


def _fall(spec: StaircaseSpec) -> int | None:
    """The index of the step that falls to the floor (`level: floor`), if one does."""
    return next((index for index, step in enumerate(spec.steps) if step.level == "floor"), None)


def _heights(spec: StaircaseSpec) -> list[int]:
    """Each tread's height above the floor, in levels. Descending, a tread stands
    the drops after it above the floor; climbing, the rises up to it. A tread
    on the floor stands at none, and each after it one `rise` above the last;
    a descending staircase falls to it from as high as the steps after it
    climb back, unless the step before the fall says its `rise`."""
    rises = [step.rise for step in spec.steps]
    fall = _fall(spec)
    heights: list[int] = []
    if spec.direction == "up":
        for index, rise in enumerate(rises):
            heights.append(0 if index == fall else (heights[-1] if heights else 0) + rise)
        return heights
    end = len(rises) if fall is None else fall
    depth = rises[end - 1] if end else 0
    if fall is not None and end and "rise" not in spec.steps[end - 1].model_fields_set:
        depth = max(depth, sum(rises[fall + 1:]))  # by default it climbs back to where it fell from
    heights = [sum(rises[index:end - 1]) + depth for index in range(end)]
    for index in range(end, len(rises)):
        heights.append(0 if index == fall else heights[-1] + rises[index])
    return heights


def _lane_extent(lane: SegmentSpec, unit: str) -> tuple[float, float, float]:
    start = lane.start.seconds(unit)[0] if lane.start else 0.0
    if lane.duration:
        low, high = (start + d for d in lane.duration.seconds(unit))
    else:
        low, high = lane.end.seconds(unit) if lane.end else (start, start)
    return start, low, high


def _span(spec: StaircaseSpec) -> float:
    ends = [t[2] for t in _treads(spec)] + [_lane_extent(l, spec.unit)[2] for l in spec.lanes]
    return max(ends, default=1.0) or 1.0


class StaircaseMark(MarkKind):
    name = "staircase"
    model = StaircaseSpec
    noun = ("staircase", "staircases")

    def ids(self, node: MarkNode) -> list[Ident]:
        """The staircase and its floor; treads and lanes are numbered (`has_anchor`)."""
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, self.name, node), Ident(f"{node.id}.floor", path, "floor", node)]

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`tread-N` and `lane-N`, for the steps and lanes there are."""
        found = NUMBERED.fullmatch(name)
        if not found:
            return False
        spec: StaircaseSpec = node.spec
        return int(found.group(2)) <= len(spec.steps if found.group(1) == "tread" else spec.lanes)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec: StaircaseSpec = node.spec
        said = []
        for name, count in (("tread", len(spec.steps)), ("lane", len(spec.lanes))):
            if count:
                said.append(messages.ANCHOR_ONE.format(name=name) if count == 1 else messages.ANCHOR_RANGE.format(name=name, last=count))
        return said

    def check(self, node: MarkNode, ids: Mapping[str, object], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: StaircaseSpec = node.spec
        if len(spec.steps) < 2:
            diagnostics.error(source.locate(node.path + ("steps",)), messages.STAIRCASE_EMPTY)
        falls = [index for index, step in enumerate(spec.steps) if step.level == "floor"]
        if falls and falls[0] == 0:
            diagnostics.error(source.locate(node.path + ("steps", 0, "level")), messages.STAIRCASE_FALL_FIRST)
        for index in falls[1:]:
            diagnostics.error(source.locate(node.path + ("steps", index, "level")), messages.STAIRCASE_FALLS_TWICE.format(first=falls[0] + 1))
        for index in falls:
            if "rise" in spec.steps[index].model_fields_set:
                diagnostics.error(source.locate(node.path + ("steps", index, "rise")), messages.STAIRCASE_FALL_RISE)
        check_ticks(spec.ticks, _span(spec), spec.unit, source.locate(node.path + ("ticks",)), diagnostics)
        for index, lane in enumerate(spec.lanes):
            if (lane.end is None) == (lane.duration is None):
                diagnostics.error(source.locate(node.path + ("lanes", index)), messages.SEGMENT_NEEDS_END)
                continue
            start, low, high = _lane_extent(lane, spec.unit)
            if low < start:
                diagnostics.error(
                    source.locate(node.path + ("lanes", index, "end")),
                    messages.END_BEFORE_START.format(end=unit_text(low, spec.unit), start=unit_text(start, spec.unit)),
                )

    # --- layout ---------------------------------------------------------------

    def axis_room(self, node: MarkNode, ctx: "LayoutContext") -> AxisRoom:
        return AxisRoom(0.0, self._floor_room(node.spec, ctx), _span(node.spec))

    @staticmethod
    def _floor_room(spec: StaircaseSpec, ctx: "LayoutContext") -> float:
        """The room right of the last riser for the floor's label."""
        return ctx.font.measure(spec.floor, ctx.theme.type.size("label")) + 4 * ctx.theme.layout.label_gap if spec.floor else 0.0

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec: StaircaseSpec = node.spec
        theme = ctx.theme.layout
        floor_room = self._floor_room(spec, ctx)
        scale = shared(TimeScale(frame.x, frame.width - floor_room, _span(spec)), ctx, node.path, spec.same_scale, frame.right)
        label_room = ctx.text_height("label") + 2 * theme.label_gap if any(s.label for s in spec.steps) else 0.0
        first_tread = top + label_room
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        treads = _treads(spec)
        rise, lane_height = self._sizes(spec, ctx, frame, label_room)
        heights, fall = _heights(spec), _fall(spec)
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
            drawn = self._tread(step, scale, (start, sure, end), y, ctx, node.path + ("steps", index))
            elements += drawn
            extent = Box.around([e.bounds for e in drawn])
            anchors[f"tread-{index + 1}"] = Box(extent.x, y - LINE_ANCHOR / 2, extent.width, LINE_ANCHOR)
            riser = self._riser(index, fall, climbing, (scale.x(start), scale.x(end)), y, step.rise * rise, level)
            if riser is not None:
                elements.append(Line(*riser, self._paint(step.fill, ctx), "riser", node.path + ("steps", index), node.path + ("steps", index)))
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
                elements.append(self._step_label(step, scale, (start, end), level(index), ctx, elements, node.path + ("steps", index, "label"), rising))
        cursor = floor_y + 2 * theme.label_gap
        for index, lane in enumerate(spec.lanes):
            cursor += 2 * theme.label_gap
            drawn, anchors[f"lane-{index + 1}"] = self._lane(lane, scale, (cursor, lane_height), ctx, node.path + ("lanes", index), spec.unit)
            elements += drawn
            cursor += lane_height
        if spec.ticks and spec.ticks.seconds(spec.unit)[0] > 0:
            elements += ruled_axis(scale, cursor + theme.scale_gap, spec.ticks.seconds(spec.unit)[0], spec.unit, ctx, node.path + ("ticks",))
        if not node.id:
            return MarkLayout(elements=elements)
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements])
        return MarkLayout(elements=elements, anchors=named, scales={node.id: scale})

    @staticmethod
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

    @staticmethod
    def _paint(fill: str, ctx: "LayoutContext", line: str = "solid") -> Paint:
        return Paint(stroke=ctx.theme.look(fill).stroke, stroke_width="emphasis", line=line)

    def _tread(self, step: StepSpec, scale: TimeScale, extent: tuple[float, float, float], y: float, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        start, sure, end = extent
        minimum = ctx.theme.layout.minimum_size
        sure_x = max(scale.x(sure), scale.x(start) + minimum)
        elements: list[Element] = [Line(scale.x(start), y, sure_x, y, self._paint(step.fill, ctx), "tread", path, path)]
        if scale.x(end) - sure_x >= 1:
            elements.append(Line(sure_x, y, scale.x(end), y, self._paint(step.fill, ctx, "dashed"), "range", path, path))
        return elements

    @staticmethod
    def _sizes(spec: StaircaseSpec, ctx: "LayoutContext", frame: Box, label_room: float) -> tuple[float, float]:
        """A step's rise and a lane's height: the preferred ones, or both less in a
        short frame, down to half; a step whose tread may carry a label above it
        keeps a label's height."""
        if frame.height == float("inf"):
            return RISE, LANE_HEIGHT
        theme = ctx.theme.layout
        fixed = label_room + ((len(spec.lanes) + 1) * 2 * theme.label_gap if spec.lanes else 0.0)
        fixed += theme.scale_gap + theme.scale_tick + theme.label_gap / 2 + ctx.text_height("note") if spec.ticks else 0.0
        wanted = max(_heights(spec), default=0) * RISE + len(spec.lanes) * LANE_HEIGHT
        share = max(0.5, min(1.0, (frame.height - fixed) / wanted))
        smallest = SMALLEST_RISE if not any(s.label for s in spec.steps) else min(RISE, ctx.text_height("label") + theme.label_gap)
        return max(smallest, RISE * share), LANE_HEIGHT * share

    def _step_label(self, step: StepSpec, scale: TimeScale, extent: tuple[float, float], y: float, ctx: "LayoutContext", placed: list[Element], path: SpecPath, rising: bool = False) -> Element:
        """Above the tread (centred, then from its start), else beside its end;
        a tread a riser climbs to is labelled under itself, inside that riser,
        before beside its end, where the next tread begins."""
        gap = ctx.theme.layout.label_gap
        height = ctx.text_height("label")
        colour = ctx.theme.look(step.fill).text
        make = lambda x, top, align: ctx.text(step.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=path, source=path)
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

    def _lane(self, lane: SegmentSpec, scale: TimeScale, band: tuple[float, float], ctx: "LayoutContext", path: SpecPath, unit: str) -> tuple[list[Element], Box]:
        """A lane's bar (its uncertain part dashed) and label; and the bar's box."""
        start, low, high = _lane_extent(lane, unit)
        minimum = ctx.theme.layout.minimum_size
        top, height = band
        box = Box(scale.x(start), top, max(minimum, scale.length(high - start)), height)
        paint = fill_paint(ctx.theme, lane.fill, lane.hatch, lane.outline)
        elements = range_bar(box, scale.length(low - start), paint, minimum, "segment", path)
        if lane.label:
            where = path + ("label",)
            label = ctx.text(lane.label, size="label", colour=ctx.theme.look(lane.fill).text, x=box.right + 2 * ctx.theme.layout.label_gap, top=0, align="left", role="label", owner=where, source=where)
            elements.append(ctx.text_centred_on(label, box.centre_y))
        return elements, box

    # --- description ----------------------------------------------------------

    # --- facts ------------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        """Treads descending to a floor over the staircase's whole length, those
        the values set apart (far longer than the rest, the longest, the
        shortest: `say/compare.py`), uncertain ends dashed; lanes below on the
        same span, each bar sized against the span."""
        spec: StaircaseSpec = node.spec
        treads = _treads(spec)
        qualities = ranked([end - start for start, _, end in treads])
        rises = self._rises(spec)
        fall = _fall(spec)
        parts = tuple(
            Thing("tread", node.path + ("steps", index), look=Look(step.fill) if step.fill != "grey" else None, label=step.label,
                  amount=written_with_unit(step.duration, spec.unit), quality=qualities.get(index), unsure_from=self._unsure(step, spec.unit),
                  rise=rises[index], place="on-floor" if index == fall else None)
            for index, step in enumerate(spec.steps)
        )
        floor = Thing("floor" if spec.direction == "down" else "level", node.path + ("floor",), label=spec.floor)  # climbing, it reaches a level, not a floor
        sure = all(low == high for _, low, high in treads)
        total = unit_text(treads[-1][2], spec.unit) if treads and sure else None  # a range's total is no length to state
        ruled = written_with_unit(spec.ticks, spec.unit) if spec.ticks else None
        motion = "climbing" if spec.direction == "up" else "descending"
        stairs = Thing("staircase", node.path, parts=parts, part_noun="tread", motion=motion, ends_at=floor, alt=spec.alt, amount=total, ruled=ruled)
        things = [stairs]
        if spec.lanes and not spec.alt:
            bars = tuple(self._lane_fact(lane, spec, node.path + ("lanes", index)) for index, lane in enumerate(spec.lanes))
            things.append(Thing("lane", node.path + ("lanes",), count=len(spec.lanes), parts=bars, place="below-on-span", form="companions", within=stairs))
        return Statement(tuple(things))

    @staticmethod
    def _rises(spec: StaircaseSpec) -> list[int]:
        """The levels of the riser each step draws: its `rise`; the fall's depth
        for the step that falls to the floor and, descending, for the step
        before it (the step after its tread is the fall)."""
        rises = [step.rise for step in spec.steps]
        fall = _fall(spec)
        if fall:
            depth = _heights(spec)[fall - 1]
            rises[fall] = depth
            if spec.direction == "down":
                rises[fall - 1] = depth
        return rises

    @staticmethod
    def _unsure(step: "StepSpec", unit: str) -> str | None:
        """Where a range's uncertain part begins (`3 min` of `3-4 min`), if it is one."""
        low, high = step.duration.seconds(unit)
        return unit_text(low, unit) if high > low else None

    @staticmethod
    def _lane_fact(lane: SegmentSpec, spec: StaircaseSpec, key: SpecPath) -> Thing:
        start, _, high = _lane_extent(lane, spec.unit)
        length, stairs = high - start, _treads(spec)[-1][2] if spec.steps else 0.0
        size = "far-shorter" if far_shorter(length, stairs) else "long" if length > 0.6 * _span(spec) else None
        amount = written_with_unit(lane.duration, spec.unit) if lane.duration else unit_text(length, spec.unit)
        return Thing("bar", key, look=Look(lane.fill, lane.outline, lane.hatch), label=lane.label, quality=size, amount=amount)
