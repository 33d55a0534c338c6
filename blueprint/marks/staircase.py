"""The staircase mark: steps descending to a floor, each tread as long as its step.

Spec: `steps` with a duration each (a range like `9-34 min` shows its uncertain
part dashed) and an optional label, a `floor` label (`ready`), and `lanes`
below on the same time span (a short bar to compare: `57-70 s`). A step at
`level: floor` falls: its riser drops straight to the floor, its tread runs
along the floor, and the steps after it climb back (a node lost, capacity at
zero, then restored). Here: the spec, its checks, its anchors (`ID.tread-N`,
`ID.floor`, `ID.lane-N`), and the arithmetic both its drawing and its facts
read (each tread's times and height in levels, the fall, a lane's extent, the
span). Drawn by `layout/marks/staircase.py` (treads to scale, the lanes below
on the same scale); stated by `describe/marks/staircase.py` (treads ranked by
their durations, the lanes set against the span).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import ConfigDict, Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.timeline import StretchSpec
from blueprint.marks.label import Labelled
from blueprint.marks.look import LINE_COLOURS, Looked
from blueprint.model import Alt, Identifier, OnAxis, Text
from blueprint.model import no_items
from blueprint.marks.axis import AxisSpec, PlainAxis, chosen, end_of, place_of, stepped, value_axis
from blueprint.marks.axis_checks import Longer, check as check_axis, check_time_axis
from blueprint.marks.positions import Scale, scale_anchor
from blueprint.marks.units import Axis
from blueprint.values import AxisLengthField, Duration, MarkUnitField, Quantity, QuantityField, check_ticks, time_unit_rule

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

NUMBERED = re.compile(r"(tread|lane)-([1-9][0-9]*)")
TREAD_LINES = ("solid", "dashed", "dotted")


class StepSpec(Looked, Labelled):
    """A step: its tread, a line as long as its duration, in a look (`fill` its
    colour, `outline` its rhythm: a dashed tread is planned); a line is not
    hatched, nor outlined in another colour."""

    drawn_as: ClassVar[str] = "line"
    refused: ClassVar[Mapping[str, str]] = {
        "hatch": messages.LOOK_LINE_HATCH.format(part="tread", instead="a lane below, `lanes`"),
        "colour": messages.LOOK_LINE_COLOUR.format(part="tread"),
    }

    label_sides: ClassVar[tuple[str, ...]] = ("above", "below")  # a tread is a line: its label stands over or under it, never inside

    duration: AxisLengthField
    fill: Literal[LINE_COLOURS] = Field("grey", description="the tread's colour, by meaning: `grey` (the process), `blue` (kept, restored), `red` (lost), `dark` (overhead)")  # type: ignore[valid-type]
    outline: Literal[TREAD_LINES] = Field("solid", description="the tread's line: `solid`, `dashed` (planned, borrowed) or `dotted` (absent)")  # type: ignore[valid-type]
    rise: int = Field(1, ge=1, le=6, description="how many levels the step after this tread drops (climbing, and after a fall to the floor: rises to it): `2` for a step twice as deep")
    level: Literal["floor"] | None = Field(None, description="`floor`: the step falls straight to the floor and its tread runs along it (a node lost, capacity at zero); the steps after it climb back, each by its `rise`, and the fall is as deep as they climb unless the step before says its `rise`")
    value: QuantityField | None = Field(None, description="the tread's height on the staircase's value axis (`120 GB`, `4`, `8 replicas`): the tread stands at its value above the floor, which is zero, instead of counted levels (`rise`); every step gives one, or none does")


class LaneBarSpec(StretchSpec):
    """A bar below the staircase, on its span: a lane's stretch whose label
    stands after its end (`right`, where the bar leaves room), or inside it."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "right")


class StaircaseSpec(OnAxis):
    """Steps of a process descending to the state it reaches, on an axis of
    time or of any unit (`epoch`: one tread per epoch)."""

    model_config = ConfigDict(json_schema_extra=time_unit_rule("ticks"))

    id: Identifier | None = None
    unit: MarkUnitField = Field("min", description="the unit of plain numbers and of the axis: a time unit (`min`, `h`, `s`) or any unit word (`epoch`, `step`: one tread per epoch)")
    steps: list[StepSpec] = Field(max_length=24)
    direction: Literal["down", "up"] = Field("down", description="`down`: descending to what it reaches (a cold start); `up`: climbing from the floor (memory filling, replicas added)")
    floor: Text | None = Field(None, description="what the staircase reaches: `ready` (climbing, the level its last tread reaches)")
    lanes: list[LaneBarSpec] = Field(default_factory=no_items, max_length=4, description="bars below, on the same span")
    ticks: AxisLengthField | None = None
    axis: AxisSpec | None = Field(None, description="the time axis as one part: its `title`, its `ticks` (a step, or chosen times with names: `[0, {at: 12 h, label: noon}, 24 h]`) and which carry figures (`labels`); in the mark's `unit`")
    y: AxisSpec | None = Field(None, description="the value axis up the left, for treads sized by their `value`: its `title`, `unit` (`GB`, `replicas`, `GPUs`), `ticks` (a step or chosen values, to run past the highest tread) and `labels`")
    treads: Literal["line", "block"] = Field("line", description="how each tread is drawn: `line` (a line at its level) or `block` (a solid block in its colour, as long as its step, under its level)")
    landing: Text | None = Field(None, description="climbing: a landing past the last tread, marked with these words (`serving`): a grey line the last riser climbs to (with values, level with the last tread), anchor `ID.landing`")
    alt: Alt | None = None


def tread_times(spec: StaircaseSpec) -> list[tuple[float, float, float]]:
    """(start, sure end, end of range) of each tread, in seconds."""
    treads, cursor = [], 0.0
    for step in spec.steps:
        low, high = step.duration.seconds(spec.unit)
        treads.append((cursor, cursor + low, cursor + high))
        cursor += high
    return treads


def falling_step(spec: StaircaseSpec) -> int | None:
    """The index of the step that falls to the floor (`level: floor`), if one does."""
    return next((index for index, step in enumerate(spec.steps) if step.level == "floor"), None)


def tread_heights(spec: StaircaseSpec) -> list[int]:
    """Each tread's height above the floor, in levels. Descending, a tread stands
    the drops after it above the floor; climbing, the rises up to it. A tread
    on the floor stands at none, and each after it one `rise` above the last;
    a descending staircase falls to it from as high as the steps after it
    climb back, unless the step before the fall says its `rise`."""
    rises = [step.rise for step in spec.steps]
    fall = falling_step(spec)
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


def valued(spec: StaircaseSpec) -> bool:
    """Whether the treads are sized by their values (`value`), not counted levels."""
    return any(step.value is not None for step in spec.steps)


def value_unit(spec: StaircaseSpec) -> Axis:
    """The unit of the value axis: `y`'s, else the first value's, else plain numbers."""
    if spec.y is not None and spec.y.unit:
        return value_axis(spec.y)
    unit = next((step.value.unit for step in spec.steps if step.value is not None and step.value.unit), None)
    return value_axis(AxisSpec.model_validate({"unit": unit})) if unit else PlainAxis("")


def tread_values(spec: StaircaseSpec) -> list[float]:
    """Each tread's value in axis numbers (0 for a step without one)."""
    unit = value_unit(spec)
    return [unit.value(step.value)[0] if step.value is not None and unit.fits(step.value) else 0.0 for step in spec.steps]


def value_top(spec: StaircaseSpec) -> float:
    """Where the value axis ends: at its highest tick or tread, a step's
    multiple past the highest tread where `y` rules one (the axis runs past
    the last value when its ticks do); its `to` where it gives one."""
    unit, highest = value_unit(spec), max(tread_values(spec), default=0.0)
    places = [unit.value(place_of(t))[0] for t in chosen(spec.y) if unit.fits(place_of(t))]
    if stepped(spec.y) and spec.y is not None and isinstance(spec.y.ticks, Quantity) and unit.fits(spec.y.ticks):
        size = unit.value(spec.y.ticks)[0]
        if size > 0:
            highest = math.ceil(highest / size - 1e-9) * size
    end = end_of(spec.y, unit)
    if end is not None and end > 0:
        return end  # its `to`, as written: the checks refuse a tread or tick past it
    return max([highest, *places]) or 1.0


def lane_extent(lane: StretchSpec, unit: str) -> tuple[float, float, float]:
    """(start, sure end, end of range) of a lane's bar, in seconds."""
    start = lane.start.seconds(unit)[0] if lane.start else 0.0
    if lane.duration:
        low, high = (start + d for d in lane.duration.seconds(unit))
    else:
        low, high = lane.end.seconds(unit) if lane.end else (start, start)
    return start, low, high


def span_seconds(spec: StaircaseSpec) -> float:
    """The time the axis spans: to the last tread's or lane's end, or past it
    to the axis's `to`."""
    ends = [t[2] for t in tread_times(spec)] + [lane_extent(l, spec.unit)[2] for l in spec.lanes]
    ends += [end for end in [end_of(spec.axis, Axis(spec.unit))] if end is not None]
    return max(ends, default=1.0) or 1.0


class StaircaseMark(MarkKind):
    name = "staircase"
    model = StaircaseSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The staircase and its floor; treads and lanes are numbered (`has_anchor`)."""
        if not node.id:
            return []
        path = node.path + ("id",)
        landing = [Ident(f"{node.id}.landing", path, "landing", node)] if node.spec_as(StaircaseSpec).landing else []
        return [Ident(node.id, path, self.name, node), Ident(f"{node.id}.floor", path, "floor", node), *landing]

    def scale(self, node: MarkNode) -> Scale | None:
        """Its time axis, from 0 to where its treads and lanes end."""
        spec = node.spec_as(StaircaseSpec)
        return Scale(Axis(spec.unit), span_seconds(spec))

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`tread-N` and `lane-N`, for the steps and lanes there are; `plot` and a
        position on its axis (`at-90s`)."""
        found = NUMBERED.fullmatch(name)
        if not found:
            return scale_anchor(self.scale(node), name)
        spec = node.spec_as(StaircaseSpec)
        return int(found.group(2)) <= len(spec.steps if found.group(1) == "tread" else spec.lanes)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec = node.spec_as(StaircaseSpec)
        said = []
        for name, count in (("tread", len(spec.steps)), ("lane", len(spec.lanes))):
            if count:
                said.append(messages.ANCHOR_ONE.format(name=name) if count == 1 else messages.ANCHOR_RANGE.format(name=name, last=count))
        return said + self.scale_summary(node)

    def check(self, node: MarkNode, ids: Mapping[str, object], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(StaircaseSpec)
        if len(spec.steps) < 2:
            diagnostics.error(source.locate(node.path + ("steps",)), messages.STAIRCASE_EMPTY)
        if not Axis(spec.unit).check_places(((source.locate(node.path + key), place) for key, place in axis_places(spec)), diagnostics):
            return  # a time on an axis of epochs, a word on a time axis: nothing after it can be measured
        falls = [index for index, step in enumerate(spec.steps) if step.level == "floor"]
        if falls and falls[0] == 0:
            diagnostics.error(source.locate(node.path + ("steps", 0, "level")), messages.STAIRCASE_FALL_FIRST)
        for index in falls[1:]:
            diagnostics.error(source.locate(node.path + ("steps", index, "level")), messages.STAIRCASE_FALLS_TWICE.format(first=falls[0] + 1))
        for index in falls:
            if "rise" in spec.steps[index].model_fields_set:
                diagnostics.error(source.locate(node.path + ("steps", index, "rise")), messages.STAIRCASE_FALL_RISE)
        check_ticks(spec.ticks, span_seconds(spec), spec.unit, source.locate(node.path + ("ticks",)), diagnostics)
        self._check_values(node, spec, source, diagnostics)
        check_time_axis(spec, "staircase", span_seconds(spec), lambda *key: source.locate(node.path + key), lambda *key: source.locate(node.path + key, key=True), diagnostics, node.path, None)
        if spec.axis is not None and spec.axis.from_ is not None:  # its treads are counted from 0
            diagnostics.error(source.locate(node.path + ("axis", "from"), key=True), messages.AXIS_FROM_NOT_HERE.format(mark="staircase", axis="time axis"))
        if spec.y is not None and spec.y.from_ is not None:  # its treads stand above a floor at zero
            diagnostics.error(source.locate(node.path + ("y", "from"), key=True), messages.AXIS_FROM_NOT_HERE.format(mark="staircase", axis="value axis"))
        for index, lane in enumerate(spec.lanes):
            for key in ("start", "end"):
                place = getattr(lane, key)
                if place is not None and place.low < 0:
                    diagnostics.error(source.locate(node.path + ("lanes", index, key)), messages.AXIS_FROM_NOT_HERE.format(mark="staircase", axis="time axis"))
            if lane.layer:  # each lane is one bar: nothing to lie over
                diagnostics.error(source.locate(node.path + ("lanes", index, "layer"), key=True), messages.LAYER_STAIR_LANE)
            if (lane.end is None) == (lane.duration is None):
                diagnostics.error(source.locate(node.path + ("lanes", index)), messages.SEGMENT_NEEDS_END)
                continue
            start, low, high = lane_extent(lane, spec.unit)
            if low < start:
                diagnostics.error(
                    source.locate(node.path + ("lanes", index, "end")),
                    messages.END_BEFORE_START.format(end=Axis(spec.unit).text(low), start=Axis(spec.unit).text(start)),
                )

    @staticmethod
    def _check_values(node: MarkNode, spec: StaircaseSpec, source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Values on every step or none, each in the value axis's unit and no
        range, no `rise` beside a value; `y` only over values; a landing only
        on a climbing staircase, and not beside a `floor` label."""
        at = lambda *key: source.locate(node.path + key)
        if spec.landing and spec.direction == "down":
            diagnostics.error(source.locate(node.path + ("landing",), key=True), messages.STAIRCASE_LANDING_DOWN)
        elif spec.landing and spec.floor:
            diagnostics.error(source.locate(node.path + ("landing",), key=True), messages.STAIRCASE_LANDING_AND_FLOOR)
        if not valued(spec):
            if spec.y is not None:
                diagnostics.error(source.locate(node.path + ("y",), key=True), messages.STAIRCASE_Y_NO_VALUES)
            return
        unit = value_unit(spec)
        for index, step in enumerate(spec.steps):
            if step.value is None:
                diagnostics.error(at("steps", index), messages.STAIRCASE_VALUE_MISSING.format(step=index + 1))
            elif not unit.check(step.value, at("steps", index, "value"), diagnostics):
                continue
            elif step.value.is_range:
                diagnostics.error(at("steps", index, "value"), messages.AXIS_NO_RANGE.format(what="a tread's value", found=step.value.written))
            if step.value is not None and "rise" in step.model_fields_set:
                diagnostics.error(source.locate(node.path + ("steps", index, "rise"), key=True), messages.STAIRCASE_VALUE_AND_RISE)
        if spec.y is not None:
            ends = spec.y.to is not None
            check_axis(spec.y, unit, value_top(spec), lambda *key: at("y", *key), diagnostics, Longer.of(node.path, "y", spec.y, None), exact_end=ends)
            for index, step in enumerate(spec.steps):
                if ends and step.value is not None and unit.fits(step.value) and unit.value(step.value)[0] > value_top(spec) * (1 + 1e-9):
                    diagnostics.error(at("steps", index, "value"), messages.STAIRCASE_VALUE_PAST_TO.format(at=step.value.written, high=unit.text(value_top(spec))))


def axis_places(spec: StaircaseSpec) -> list[tuple[tuple, Duration]]:
    """Every place and length written on the staircase's axis, by its key: each
    step's duration, the lanes' starts, ends and durations, and `ticks` (each
    must be in the axis's unit)."""
    places: list[tuple[tuple, Duration]] = [(("steps", i, "duration"), step.duration) for i, step in enumerate(spec.steps)]
    for index, lane in enumerate(spec.lanes):
        places += [(("lanes", index, key), place) for key in ("start", "end", "duration") if (place := getattr(lane, key)) is not None]
    return places + ([(("ticks",), spec.ticks)] if spec.ticks is not None else [])
