"""The timeline's spec model, and a lane resolved to its pieces in seconds
(with the work redone after each restart)."""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping
from typing import ClassVar, Literal

from pydantic import ConfigDict, Field

from blueprint.marks.label import LABEL_COLOURS, LABEL_SIDES, Label, Labelled
from blueprint import messages
from blueprint.marks.look import LINE_COLOURS, LINE_RHYTHMS, LineColour, LineRhythm, Lined, Look, Looked, Parted
from blueprint.marks.axis import AxisSpec, end_of, start_of
from blueprint.marks.units import Axis
from blueprint.model import Alt, Identifier, OnAxis, Text
from blueprint.model import no_items
from blueprint.scene import SpecPath
from blueprint.values import AxisLengthField, AxisPlaceField, MarkUnitField, time_unit_rule


class TrackPartSpec(Looked):
    """A part laid across a stretch, in a thin track beneath it in its lane
    (the all-reduce running under the compute): from `start` (by default the
    stretch's) to `end` or for `duration` (by default to the stretch's end),
    in its look (a thin blue bar: `fill: blue`). It may run on past the
    stretch, under what follows it in the lane."""

    start: AxisPlaceField | None = Field(None, description="where it starts (by default, where its stretch starts)")
    end: AxisPlaceField | None = Field(None, description="where it ends (by default, where its stretch ends; or give `duration`); it may run on under the stretches after it")
    duration: AxisLengthField | None = None


class StretchSpec(Looked, Labelled):
    """A stretch of work in a lane: from `start` (or where the last one ended) to
    `end`, or for `duration`; a range (`9-34 min`) shows its uncertain part. It
    is drawn in its look (`fill`, `hatch`, `outline`, `colour`: `marks/look.py`).
    Its label takes every side: inside it, over or under it (the gap between
    lanes widens for it), before or after it in its lane."""

    label_sides: ClassVar[tuple[str, ...]] = LABEL_SIDES

    start: AxisPlaceField | None = Field(None, description="where the stretch starts (by default, where the one before it ended, or the axis's start); before zero (`-6 h`) on an axis that starts there (`axis: {from: -6 h}`)")
    end: AxisPlaceField | None = Field(None, description="where the stretch ends (or give `duration`); before zero on an axis that starts there")
    duration: AxisLengthField | None = None
    layer: bool = Field(False, description="drawn over the segment before it, which it may overlap")


class SegmentSpec(StretchSpec):
    """A timeline's stretch: a stretch that may hold parts laid across it, in a
    thin track beneath it in its lane."""

    parts: list[TrackPartSpec] = Field(default_factory=no_items, max_length=8, description="parts laid across the stretch: each a thin bar in a track beneath it in the lane (`[{start: 8 ms, end: 45 ms, fill: blue, means: the all-reduce}]`: the all-reduce running under the compute); a lane with any takes its stretches in its upper part, the track under them")


EVENTS = ("kill", "preempt", "restart", "checkpoint", "tick")


@dataclass(frozen=True)
class EventLook:
    """The looks an event takes, by kind: the colours and rhythms of its
    strokes that make sense on it, and its own. A tick is a plain moment, so
    it takes any line's look (ink by default; blue for a checkpoint, red for a
    loss); a cross, a save icon and redone work carry their meaning in their
    look (STYLE.md: a red cross is killed, blue is what the product saves,
    red hatching is redone), so they take none."""

    colour: str
    outline: str = "solid"
    colours: tuple[str, ...] = ()
    outlines: tuple[str, ...] = ()


EVENT_LOOKS: Mapping[str, EventLook] = {
    "tick": EventLook("dark", "solid", LINE_COLOURS, LINE_RHYTHMS),
    "kill": EventLook("red"),
    "preempt": EventLook("red"),
    "checkpoint": EventLook("blue"),
    "restart": EventLook("red"),
}


class EventSpec(Looked, Labelled):
    """Something that happens to a lane's work at a time. Its label stands
    over or under its place in the lane where asked (the gap between lanes
    widening for it), or before or after it, level with the lane's middle,
    on the lane's own stretch there (`left`, `right`: lint says what the
    words meet); else where the lane leaves room. Its look is its
    strokes' (`colour`, `outline`), where its kind takes one (`EVENT_LOOKS`:
    a tick does; a cross, a save icon and redone work are their meaning)."""

    leader_refused: ClassVar[str | None] = messages.LEADER_ON_EVENT

    label_sides: ClassVar[tuple[str, ...]] = ("above", "below", "left", "right")
    drawn_as: ClassVar[str] = "moment"
    looked_by: ClassVar[str] = "event"  # the key whose value decides the looks it takes
    refused: ClassVar[Mapping[str, str]] = {"fill": messages.EVENT_FILL.format(key="fill"), "hatch": messages.EVENT_FILL.format(key="hatch")}

    at: AxisPlaceField = Field(description="when it happens: `5 h`, or before zero (`-5 h`) on an axis that starts there (`axis: {from: -6 h}`)")
    event: Literal[EVENTS] = Field(description="`kill` ends the work (a red cross); `preempt` interrupts it and the lane carries on (a red cross); `restart` begins again from the last checkpoint, or from `from`, redoing the work since (red hatched); `checkpoint` saves it (a blue save icon); `tick` a moment that takes no time (a request arriving: a thin ink tick across the lane)")  # type: ignore[valid-type]
    label: Label | None = None
    noun: Text | None = Field(None, description="for a tick: what it is, said counted (`request arrival`: \"twenty-eight request arrivals\"); `tick` by default")
    from_: AxisPlaceField | None = Field(None, alias="from", description="for a restart: where the work is redone from (`18 h`), instead of the last checkpoint")
    outline: LineRhythm | Literal["none"] = Field("solid", description="for a tick: its line's rhythm, `solid`, `dashed` (planned) or `dotted` (absent, a moment missed); a cross, a save icon and redone work are drawn as the house style draws them")  # type: ignore[valid-type]
    colour: LineColour | None = Field(None, description="for a tick: its line's colour by meaning, `dark` (ink, the default), `grey`, `blue` (a checkpoint: what the product does) or `red` (a loss); a cross is red and a save icon blue by the house style")

    def look_problems(self) -> list[tuple[str, str]]:
        """A look key its kind does not take, or a value it does not: at the
        key, naming what would work (a tick's colours and rhythms)."""
        takes = EVENT_LOOKS[self.event]
        found = []
        for key, value, allowed in (("colour", self.colour, takes.colours), ("outline", self.outline, takes.outlines)):
            if key not in self.model_fields_set:
                continue
            if not allowed:
                found.append((key, messages.EVENT_LOOK_FIXED.format(event=self.event, key=key, drawn=messages.EVENT_DRAWN[self.event])))
            elif value not in allowed:
                found.append((key, messages.EVENT_LOOK_VALUE.format(key=key, found=value, valid=messages.either(allowed))))
        return found

    @property
    def look(self) -> Look:
        """Its strokes' look: no fill, the rhythm and colour asked, else its kind's own."""
        own = EVENT_LOOKS[self.event]
        return Look("none", False, self.outline if "outline" in self.model_fields_set else own.outline, self.colour or own.colour)


class LaneSpec(Parted):
    """A lane of work: its stretches side by side (`gaps` parts those that meet)
    and what happens to the work."""

    id: Identifier | None = None
    label: Label | None = None
    label_colour: Literal[LABEL_COLOURS] | None = Field(  # type: ignore[valid-type]
        None, alias="label-colour", description="the lane's name in a colour by meaning, as a part's words take one: `blue` (the product's lane, what it keeps), `red` (a lane lost) or `ink` (the default); said in the alt text (\"the lane marked with restore, named in blue\")"
    )
    segments: list[SegmentSpec] = Field(default_factory=no_items, max_length=64)
    events: list[EventSpec] = Field(default_factory=no_items, max_length=128)
    set_apart: bool = Field(False, alias="set-apart", description="`true`: the lane is set apart from the lanes above it by a gap twice the lanes' own (the slow node under the fast ones), and the alt text says so")

    needs = {"label_colour": "label"}  # a colour for words the lane does not have is refused at it


class BoundarySpec(Lined, Labelled):
    """A vertical line across every lane: a limit in time, in a house look
    (`marks/look.Lined`: dashed ink by default; a red failure line, a blue deadline).
    Its label stands over the lanes, or under the axis (`label-side: below`)."""

    label_sides: ClassVar[tuple[str, ...]] = ("above", "below")

    id: Identifier | None = None
    at: AxisPlaceField = Field(description="where the line stands: `36 h`, or `0` on an axis counted back from it (`axis: {from: -6 h}`)")
    label: Label | None = None
    noun: Text = Field("boundary", description="what the alt text calls it")
    after: Text | None = Field(None, description="what lies beyond it, a noun: `next allocation`")
    outline: LineRhythm = Field("dashed", description="the line's rhythm: `dashed` (the default: a limit), `solid` or `dotted`")
    colour: LineColour = Field("dark", description="the line's colour by meaning: `dark` (ink, the default), `grey`, `red` (a failure) or `blue` (a deadline the product keeps)")


class TimelineSpec(OnAxis):
    """Lanes of work on one axis: of time, or of any unit (`slot`, `epoch`)."""

    model_config = ConfigDict(json_schema_extra=time_unit_rule("span", "ticks"))

    id: Identifier | None = None
    unit: MarkUnitField = Field("h", description="the unit of plain numbers and of the axis: a time unit (`h`, `min`, `s`) or any unit word (`slot`, `epoch`, `step`: a pipeline schedule in slots)")
    span: AxisLengthField | None = Field(None, description="the axis's length (by default, to the last end)")
    ticks: AxisLengthField | None = Field(None, description="a ruled axis below, with a tick at every step")
    axis: AxisSpec | None = Field(None, description="the time axis as one part: its `title`, its `ticks` (a step, or chosen times with names: `[0, {at: 12 h, label: noon}, 24 h]`) and which carry figures (`labels`); in the mark's `unit`")
    noun: Text = Field("job", description="what each lane is: `job`, `worker`, `day` (\"seven lanes, one per day\"); unless written, a word the labels share (`job a`, `job b`: two jobs), else lanes")
    lanes: list[LaneSpec] = Field(default_factory=no_items, max_length=32)
    boundaries: list[BoundarySpec] = Field(default_factory=no_items, max_length=8)
    alt: Alt | None = None


REDONE = Look("red", True, "solid", "red")  # work redone after a restart: red hatched (STYLE.md: lost, wasted, redone)


@dataclass(frozen=True)
class Piece:
    """A resolved stretch of a lane, in seconds; `high` is the end of its range."""

    start: float
    end: float
    high: float
    look: Look
    label: str | None
    path: SpecPath
    redone: bool = False
    side: str | None = None  # where its label was asked to stand (`label-side`), else None
    align: str | None = None  # where along that side (`label-align`), else None
    label_colour: str | None = None  # its words' colour by meaning (`label-colour`), where they stand apart
    layer: bool = False
    event: int | None = None  # for redone work, the restart's place in the lane's events (where to blame)
    means: str | None = None  # what the writer says it stands for (`means`)

    @property
    def inside(self) -> bool:
        """Whether its label was asked to stand inside it."""
        return self.side == "inside"

    @property
    def fill(self) -> str:
        return self.look.fill

    @property
    def hatch(self) -> bool:
        return self.look.hatch


def resolve_lane(lane: LaneSpec, unit: str, path: SpecPath, origin: float = 0.0) -> list[Piece]:
    """The lane's pieces in order, with the redone work after each restart; a
    first segment with no `start` starts at the axis's start (`origin`: 0, or
    its `from`)."""
    pieces: list[Piece] = []
    restarts = sorted((e for e in lane.events if e.event == "restart"), key=lambda e: e.at.seconds(unit)[0])
    checkpoints = sorted(e.at.seconds(unit)[0] for e in lane.events if e.event == "checkpoint")
    cursor = origin

    def redo(restart: EventSpec) -> float:
        at = restart.at.seconds(unit)[0]
        started = pieces[0].start if pieces else origin
        saved = max([c for c in checkpoints if c <= at], default=started)
        if restart.from_ is not None:
            saved = min(at, restart.from_.seconds(unit)[0])  # the writer says where the work is redone from
        lost = at - saved
        if lost > 0:
            event = next(i for i, e in enumerate(lane.events) if e is restart)
            pieces.append(Piece(at, at + lost, at + lost, REDONE, restart.label, path + ("events",), redone=True, event=event, side=restart.label_side, align=restart.label_align, label_colour=restart.label_colour))
        return at + lost

    for index, segment in enumerate(lane.segments):
        where = path + ("segments", index)
        start = segment.start.seconds(unit)[0] if segment.start else cursor
        while restarts and restarts[0].at.seconds(unit)[0] <= start:
            cursor = redo(restarts.pop(0))
            start = segment.start.seconds(unit)[0] if segment.start else cursor
        if segment.duration:
            low, high = (start + d for d in segment.duration.seconds(unit))
        elif segment.end:
            low, high = segment.end.seconds(unit)
        else:
            low = high = start
        pieces.append(Piece(start, low, high, segment.look, segment.label, where, layer=segment.layer, side=segment.label_side, align=segment.label_align, label_colour=segment.label_colour, means=segment.means))
        cursor = high
    for restart in restarts:
        redo(restart)
    return pieces


@dataclass(frozen=True)
class TrackPiece:
    """A part laid across a stretch, resolved: in seconds, beneath the stretch it belongs to (`holder`)."""

    start: float
    end: float
    look: Look
    path: SpecPath
    holder: Piece
    means: str | None = None


def resolve_track(lane: LaneSpec, unit: str, path: SpecPath, origin: float = 0.0) -> list[TrackPiece]:
    """The parts laid across the lane's stretches, each from its start (or its
    stretch's) to its end (or its stretch's, or after its duration)."""
    found = []
    for piece in resolve_lane(lane, unit, path, origin):
        if piece.redone:
            continue
        segment = lane.segments[int(piece.path[-1])]
        for index, part in enumerate(segment.parts):
            start = part.start.seconds(unit)[0] if part.start is not None else piece.start
            end = part.end.seconds(unit)[0] if part.end is not None else start + part.duration.seconds(unit)[0] if part.duration is not None else piece.end
            found.append(TrackPiece(start, end, part.look, piece.path + ("parts", index), piece, part.means))
    return found


def axis_start(spec: TimelineSpec) -> float:
    """Where the axis starts, in seconds: its `from` (before zero), else 0."""
    return start_of(spec.axis, Axis(spec.unit))


def axis_seconds(spec: TimelineSpec) -> float:
    """The axis's length in seconds: its `span`, else to its `axis: {to}`,
    else from its start to the last end."""
    if spec.span and spec.span.high > 0:
        return spec.span.seconds(spec.unit)[1]
    start = axis_start(spec)
    end = end_of(spec.axis, Axis(spec.unit))
    if end is not None and end > start:
        return end - start
    ends = [p.high for i, lane in enumerate(spec.lanes) for p in resolve_lane(lane, spec.unit, ("lanes", i), start)]
    ends += [b.at.seconds(spec.unit)[1] for b in spec.boundaries]
    return max(ends, default=start + 1.0) - start or 1.0
