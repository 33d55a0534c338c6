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

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.timeline import SegmentSpec
from blueprint.marks.label import Labelled
from blueprint.marks.look import LINE_COLOURS, Looked
from blueprint.model import Alt, Identifier, OnAxis, Text
from blueprint.model import no_items
from blueprint.marks.axis import AxisSpec, check_time_axis
from blueprint.marks.positions import Scale, scale_anchor
from blueprint.marks.units import Axis
from blueprint.values import DurationField, TimeUnit, check_ticks, unit_text

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

    label_sides: ClassVar[tuple[str, ...]] = ()  # a tread is a line: its label stands over it, never inside

    duration: DurationField
    fill: Literal[LINE_COLOURS] = Field("grey", description="the tread's colour, by meaning: `grey` (the process), `blue` (kept, restored), `red` (lost), `dark` (overhead)")  # type: ignore[valid-type]
    outline: Literal[TREAD_LINES] = Field("solid", description="the tread's line: `solid`, `dashed` (planned, borrowed) or `dotted` (absent)")  # type: ignore[valid-type]
    rise: int = Field(1, ge=1, le=6, description="how many levels the step after this tread drops (climbing, and after a fall to the floor: rises to it): `2` for a step twice as deep")
    level: Literal["floor"] | None = Field(None, description="`floor`: the step falls straight to the floor and its tread runs along it (a node lost, capacity at zero); the steps after it climb back, each by its `rise`, and the fall is as deep as they climb unless the step before says its `rise`")


class StaircaseSpec(OnAxis):
    """Steps of a process descending to the state it reaches."""

    id: Identifier | None = None
    unit: TimeUnit = Field("min", description="the unit of plain numbers and of the axis")
    steps: list[StepSpec] = Field(max_length=24)
    direction: Literal["down", "up"] = Field("down", description="`down`: descending to what it reaches (a cold start); `up`: climbing from the floor (memory filling, replicas added)")
    floor: Text | None = Field(None, description="what the staircase reaches: `ready` (climbing, the level its last tread reaches)")
    lanes: list[SegmentSpec] = Field(default_factory=no_items, max_length=4, description="bars below, on the same span")
    ticks: DurationField | None = None
    axis: AxisSpec | None = Field(None, description="the time axis as one part: its `title`, its `ticks` (a step, or chosen times with names: `[0, {at: 12 h, label: noon}, 24 h]`) and which carry figures (`labels`); in the mark's `unit`")
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


def lane_extent(lane: SegmentSpec, unit: str) -> tuple[float, float, float]:
    """(start, sure end, end of range) of a lane's bar, in seconds."""
    start = lane.start.seconds(unit)[0] if lane.start else 0.0
    if lane.duration:
        low, high = (start + d for d in lane.duration.seconds(unit))
    else:
        low, high = lane.end.seconds(unit) if lane.end else (start, start)
    return start, low, high


def span_seconds(spec: StaircaseSpec) -> float:
    """The time the axis spans: to the last tread's or lane's end."""
    ends = [t[2] for t in tread_times(spec)] + [lane_extent(l, spec.unit)[2] for l in spec.lanes]
    return max(ends, default=1.0) or 1.0


class StaircaseMark(MarkKind):
    name = "staircase"
    model = StaircaseSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The staircase and its floor; treads and lanes are numbered (`has_anchor`)."""
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, self.name, node), Ident(f"{node.id}.floor", path, "floor", node)]

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
        falls = [index for index, step in enumerate(spec.steps) if step.level == "floor"]
        if falls and falls[0] == 0:
            diagnostics.error(source.locate(node.path + ("steps", 0, "level")), messages.STAIRCASE_FALL_FIRST)
        for index in falls[1:]:
            diagnostics.error(source.locate(node.path + ("steps", index, "level")), messages.STAIRCASE_FALLS_TWICE.format(first=falls[0] + 1))
        for index in falls:
            if "rise" in spec.steps[index].model_fields_set:
                diagnostics.error(source.locate(node.path + ("steps", index, "rise")), messages.STAIRCASE_FALL_RISE)
        check_ticks(spec.ticks, span_seconds(spec), spec.unit, source.locate(node.path + ("ticks",)), diagnostics)
        check_time_axis(spec, "staircase", span_seconds(spec), lambda *key: source.locate(node.path + key), lambda *key: source.locate(node.path + key, key=True), diagnostics)
        for index, lane in enumerate(spec.lanes):
            if lane.layer:  # each lane is one bar: nothing to lie over
                diagnostics.error(source.locate(node.path + ("lanes", index, "layer"), key=True), messages.LAYER_STAIR_LANE)
            if (lane.end is None) == (lane.duration is None):
                diagnostics.error(source.locate(node.path + ("lanes", index)), messages.SEGMENT_NEEDS_END)
                continue
            start, low, high = lane_extent(lane, spec.unit)
            if low < start:
                diagnostics.error(
                    source.locate(node.path + ("lanes", index, "end")),
                    messages.END_BEFORE_START.format(end=unit_text(low, spec.unit), start=unit_text(start, spec.unit)),
                )
