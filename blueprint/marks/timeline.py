"""The timeline mark: work over time in lanes, with boundaries and events.

Spec: lanes (one per job, worker or node) of segments given by start and end or
by duration, in fills by meaning; boundaries across the lanes (a wall-time
limit); events in a lane: `kill` (a red cross), `restart` (the work since the
last checkpoint begins again from zero and is drawn redone, red hatched),
`checkpoint` (a blue save icon; the work carries on without loss).
Layout: lanes to scale on one time axis, labels to the left, a ruled axis
below if asked. Description: "a timeline of two jobs crossing a 24-hour
wall-time boundary: one is terminated and restarts from zero, the other
checkpoints and continues into the next allocation".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.draw.labels import first_free
from blueprint.draw.shapes import fill_paint, red_cross
from blueprint.draw.timescale import TimeScale, check_ticks, range_bar, ruled_axis, unit_text
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.marks.icon import draw_icon, icon_box
from blueprint.icons.base import IconState
from blueprint.model import Alt, Fill, Identifier, Outline, Placed, SpecModel, Text
from blueprint.scene import Box, Element, Line, Paint, SpecPath
from blueprint.values import DurationField, TimeUnit

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

EVENT_VERBS = {"kill": "is terminated", "restart": "restarts from zero", "checkpoint": "checkpoints"}
LANE_HEIGHT = 48.0  # preferred; a short frame shrinks lanes to SMALLEST_LANE_SHARE of it
SMALLEST_LANE_SHARE = 1 / 3


class SegmentSpec(SpecModel):
    """A stretch of work in a lane: from `start` (or where the last one ended) to
    `end`, or for `duration`; a range (`9-34 min`) shows its uncertain part."""

    start: DurationField | None = None
    end: DurationField | None = None
    duration: DurationField | None = None
    fill: Fill = "grey"
    hatch: bool = False
    outline: Outline = "solid"
    label: Text | None = None
    layer: bool = Field(False, description="drawn over the segment before it, which it may overlap")


class EventSpec(SpecModel):
    """Something that happens to a lane's work at a time."""

    at: DurationField
    event: Literal["kill", "restart", "checkpoint"]
    label: Text | None = None


class LaneSpec(SpecModel):
    id: Identifier | None = None
    label: Text | None = None
    segments: list[SegmentSpec] = Field(default_factory=list, max_length=64)
    events: list[EventSpec] = Field(default_factory=list, max_length=16)


class BoundarySpec(SpecModel):
    """A vertical line across every lane: a limit in time."""

    at: DurationField
    label: Text | None = None
    noun: Text = Field("boundary", description="what the alt text calls it")
    after: Text | None = Field(None, description="what lies beyond it, a noun: `next allocation`")
    outline: Literal["solid", "dashed", "dotted"] = "dashed"


class TimelineSpec(Placed):
    """Lanes of work on one time axis."""

    id: Identifier | None = None
    unit: TimeUnit = Field("h", description="the unit of plain numbers and of the axis")
    span: DurationField | None = Field(None, description="the axis's length (by default, to the last end)")
    ticks: DurationField | None = Field(None, description="a ruled axis below, with a tick at every step")
    noun: Text = Field("job", description="what a lane is: `job`, `worker`, `node`")
    lanes: list[LaneSpec] = Field(default_factory=list, max_length=32)
    boundaries: list[BoundarySpec] = Field(default_factory=list, max_length=8)
    alt: Alt | None = None


@dataclass(frozen=True)
class Piece:
    """A resolved stretch of a lane, in seconds; `high` is the end of its range."""

    start: float
    end: float
    high: float
    fill: str
    hatch: bool
    outline: str
    label: str | None
    path: SpecPath
    redone: bool = False
    layer: bool = False


def resolve_lane(lane: LaneSpec, unit: str, path: SpecPath) -> list[Piece]:
    """The lane's pieces in order, with the redone work after each restart."""
    pieces: list[Piece] = []
    restarts = sorted((e for e in lane.events if e.event == "restart"), key=lambda e: e.at.seconds(unit)[0])
    checkpoints = sorted(e.at.seconds(unit)[0] for e in lane.events if e.event == "checkpoint")
    cursor = 0.0

    def redo(restart: EventSpec) -> float:
        at = restart.at.seconds(unit)[0]
        started = pieces[0].start if pieces else 0.0
        saved = max([c for c in checkpoints if c <= at], default=started)
        lost = at - saved
        if lost > 0:
            pieces.append(Piece(at, at + lost, at + lost, "red", True, "solid", restart.label, path + ("events",), redone=True))
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
        pieces.append(Piece(start, low, high, segment.fill, segment.hatch, segment.outline, segment.label, where, layer=segment.layer))
        cursor = high
    for restart in restarts:
        redo(restart)
    return pieces


def axis_seconds(spec: TimelineSpec) -> float:
    if spec.span and spec.span.high > 0:
        return spec.span.seconds(spec.unit)[1]
    ends = [p.high for i, lane in enumerate(spec.lanes) for p in resolve_lane(lane, spec.unit, ("lanes", i))]
    ends += [b.at.seconds(spec.unit)[1] for b in spec.boundaries]
    return max(ends, default=1.0) or 1.0


class TimelineMark(MarkKind):
    name = "timeline"
    model = TimelineSpec
    noun = ("timeline", "timelines")

    def ids(self, node: MarkNode) -> list[Ident]:
        found = super().ids(node)
        if node.id:
            found += [Ident(f"{node.id}.{lane.id}", node.path + ("lanes", i, "id"), "lane", node) for i, lane in enumerate(node.spec.lanes) if lane.id]
        return found

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: TimelineSpec = node.spec
        where = lambda *key: source.locate(node.path + key)
        if not spec.lanes:
            diagnostics.error(where("boundaries") if spec.boundaries else where(), messages.BOUNDARY_NO_LANE if spec.boundaries else messages.TIMELINE_NO_LANES)
            return
        if spec.span is not None and spec.span.high == 0:
            diagnostics.error(where("span"), messages.AXIS_EMPTY)
            return
        check_ticks(spec.ticks, axis_seconds(spec), spec.unit, where("ticks"), diagnostics)
        for index, lane in enumerate(spec.lanes):
            self._check_lane(lane, index, spec.unit, where, diagnostics)
        if spec.span:
            self._check_axis(spec, where, diagnostics)

    @staticmethod
    def _check_lane(lane: LaneSpec, index: int, unit: str, where, diagnostics: "Diagnostics") -> None:
        """Segments that end before they start, or overlap without asking to."""
        say = lambda seconds: unit_text(seconds, unit)
        for s_index, segment in enumerate(lane.segments):
            if (segment.end is None) == (segment.duration is None):
                diagnostics.error(where("lanes", index, "segments", s_index), messages.SEGMENT_NEEDS_END)
        pieces = resolve_lane(lane, unit, ("lanes", index))
        for position, piece in enumerate(pieces):
            before = pieces[position - 1] if position else None
            if piece.end < piece.start:
                diagnostics.error(where(*piece.path, "end"), messages.END_BEFORE_START.format(end=say(piece.end), start=say(piece.start)))
            elif before and piece.start < before.end - 1e-9 and not piece.layer:
                diagnostics.error(
                    where(*piece.path),
                    messages.LANES_OVERLAP.format(start=say(piece.start), end=say(piece.end), other_start=say(before.start), other_end=say(before.end)),
                )

    @staticmethod
    def _check_axis(spec: TimelineSpec, where, diagnostics: "Diagnostics") -> None:
        """Segments, events and boundaries past the end of a stated `span`."""
        unit = spec.unit
        say = lambda seconds: unit_text(seconds, unit)
        high = spec.span.seconds(unit)[1]
        outside = lambda at, what, *key: diagnostics.error(where(*key), messages.OUTSIDE_AXIS.format(what=what, at=say(at), low=say(0), high=say(high)))
        for index, lane in enumerate(spec.lanes):
            for piece in resolve_lane(lane, unit, ("lanes", index)):
                if piece.high > high + 1e-9 and not piece.redone:
                    outside(piece.high, "a segment's end", *piece.path)
            for e_index, event in enumerate(lane.events):
                if event.at.seconds(unit)[0] > high:
                    outside(event.at.seconds(unit)[0], f"a {event.event}", "lanes", index, "events", e_index, "at")
        for index, boundary in enumerate(spec.boundaries):
            if boundary.at.seconds(unit)[0] > high:
                outside(boundary.at.seconds(unit)[0], "a boundary", "boundaries", index, "at")

    # --- layout ---------------------------------------------------------------

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec: TimelineSpec = node.spec
        theme = ctx.theme.layout
        labels = [lane.label for lane in spec.lanes if lane.label]
        label_room = max((ctx.font.measure(t, ctx.theme.type.size("label")) for t in labels), default=0.0)
        label_room += 2 * theme.label_gap if labels else 0.0
        scale = TimeScale(frame.x + label_room, frame.width - label_room, axis_seconds(spec))
        has_checkpoints = any(e.event == "checkpoint" for lane in spec.lanes for e in lane.events)
        icon_height = icon_box("save", "small", ctx, 0, 0).height
        spacing = icon_height + 4 * theme.label_gap if has_checkpoints else 4 * theme.label_gap
        lanes_top = top + (ctx.text_height("label") + 2 * theme.label_gap if any(b.label for b in spec.boundaries) else 0.0)
        lanes_top += icon_height + theme.label_gap if has_checkpoints else 0.0
        lane_height, spacing = self._lane_size(spec, ctx, frame, lanes_top - top, spacing)
        pitch = lane_height + spacing
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        lane_boxes = [Box(scale.left, lanes_top + i * pitch, scale.width, lane_height) for i in range(len(spec.lanes))]
        bottom = lane_boxes[-1].bottom if lane_boxes else lanes_top
        for index, boundary in enumerate(spec.boundaries):
            elements += self._boundary(boundary, scale, spec.unit, top, (lanes_top, bottom), ctx, node.path + ("boundaries", index))
        for index, (lane, box) in enumerate(zip(spec.lanes, lane_boxes)):
            path = node.path + ("lanes", index)
            elements += self._lane(lane, box, scale, spec.unit, ctx, path, elements)
            if node.id and lane.id:
                anchors[f"{node.id}.{lane.id}"] = box
        below = Box.around([e.bounds for e in elements]).bottom if elements else bottom
        if spec.ticks:
            step = spec.ticks.seconds(spec.unit)[0]
            if step > 0:
                elements += ruled_axis(scale, below + theme.scale_gap, step, spec.unit, ctx, node.path + ("ticks",))
        if node.id:
            anchors[node.id] = Box.around([e.bounds for e in elements]) or Box(scale.left, top, scale.width, 0)
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _lane_size(spec: TimelineSpec, ctx: "LayoutContext", frame: Box, above: float, spacing: float) -> tuple[float, float]:
        """A lane's height and the space after it: the preferred ones, or both
        shrunk together (to a third) so many lanes fit a short frame."""
        if frame.height == float("inf"):
            return LANE_HEIGHT, spacing
        theme = ctx.theme.layout
        below = 3 * theme.label_gap + (2 * theme.scale_gap + ctx.text_height("note") + theme.scale_major_tick if spec.ticks else 0.0)
        room = (frame.height - above - below) / max(1, len(spec.lanes))
        factor = max(SMALLEST_LANE_SHARE, min(1.0, room / (LANE_HEIGHT + spacing)))
        return LANE_HEIGHT * factor, max(theme.label_gap, spacing * factor)

    def _lane(self, lane: LaneSpec, box: Box, scale: TimeScale, unit: str, ctx: "LayoutContext", path: SpecPath, placed: list[Element]) -> list[Element]:
        theme = ctx.theme.layout
        elements: list[Element] = []
        if lane.label:
            label = ctx.text(lane.label, size="label", colour="ink", x=scale.left - 2 * theme.label_gap, top=0, align="right", role="label", owner=path + ("label",), source=path + ("label",))
            elements.append(ctx.text_centred_on(label, box.centre_y))
        for piece in resolve_lane(lane, unit, path):
            piece_box = Box(scale.x(piece.start), box.y, max(theme.minimum_size, scale.length(piece.high - piece.start)), box.height)
            paint = fill_paint(ctx.theme, piece.fill, piece.hatch, piece.outline)
            elements += range_bar(piece_box, scale.length(piece.end - piece.start), paint, theme.minimum_size, "segment", piece.path)
            if piece.label:
                elements.append(self._segment_label(piece, piece_box, ctx, placed + elements))
        for index, event in enumerate(lane.events):
            x = scale.x(event.at.seconds(unit)[0])
            where = path + ("events", index)
            if event.event == "kill":
                elements += red_cross(x, box.centre_y, theme.cross_size, where)
            elif event.event == "checkpoint":
                icon = icon_box("save", "small", ctx, x, 0)
                icon = icon.moved(0, box.y - 2 * theme.label_gap - icon.height - icon.y)
                elements += draw_icon("save", icon, "blue", "solid", IconState(), where, where)
        return elements

    def _segment_label(self, piece: Piece, box: Box, ctx: "LayoutContext", placed: list[Element]) -> Element:
        look = ctx.theme.look(piece.fill)
        inside_colour = "ink" if look.ink_inside and not piece.hatch else None
        where = piece.path + ("label",)
        make = lambda colour, x, top, align: ctx.text(piece.label, size="note", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
        gap = ctx.theme.layout.label_gap
        height = ctx.text_height("note")
        candidates = []
        if inside_colour:
            candidates.append(make(inside_colour, box.centre_x, box.centre_y - height / 2, "centre"))
        for top in (box.bottom + gap, box.y - gap - height):
            candidates += [make(look.text, box.centre_x, top, "centre"), make(look.text, box.x, top, "left"), make(look.text, box.right, top, "right")]
        obstacles = [e.bounds for e in placed + ctx.placed if e.kind == "text"]
        return first_free(candidates, obstacles, ctx.canvas) or candidates[-1]

    def _boundary(self, boundary: BoundarySpec, scale: TimeScale, unit: str, top: float, lanes: tuple[float, float], ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        theme = ctx.theme.layout
        x = scale.x(boundary.at.seconds(unit)[0])
        elements: list[Element] = []
        line_top = lanes[0] - 2 * theme.label_gap
        if boundary.label:
            where = path + ("label",)
            label = ctx.text(boundary.label, size="label", colour="ink", x=x, top=top, align="centre", role="label", owner=where, source=where)
            elements.append(label)
            line_top = min(line_top, label.box.bottom + theme.label_gap)
        paint = Paint(stroke="ink", stroke_width="dotted" if boundary.outline == "dotted" else "outline", line=boundary.outline)
        elements.append(Line(x, line_top, x, lanes[1] + 3 * theme.label_gap, paint, "boundary", path, path))
        if boundary.after:
            where = path + ("after",)
            elements.append(ctx.text(boundary.after, size="note", colour="ink", x=x + theme.label_gap * 1.5, top=lanes[1] + 1.5 * theme.label_gap, align="left", role="label", owner=where, source=where))
        return elements

    # --- description ----------------------------------------------------------

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: TimelineSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        phrase = f"a timeline of {ctx.words.count(len(spec.lanes), spec.noun)}"
        crossed = [b for b in spec.boundaries if self._crossing(spec, b)]
        if crossed:
            phrase += " crossing " + ctx.words.join([self._boundary_name(b, ctx) for b in crossed])
        stories = [self._story(spec, index, ctx) for index in range(len(spec.lanes))]
        stories = [s for s in stories if s]
        if stories:
            phrase += ": " + (", ".join(stories) if len(stories) == 2 else ctx.words.join(stories))
        return phrase

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.lone_phrase(node, ctx)

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: TimelineSpec = node.spec
        said = [] if node.path in ctx.told else [self.lone_phrase(node, ctx)]
        if spec.alt:
            return said
        details = [ctx.words.join(d) for d in (self._lane_details(spec, i, ctx) for i in range(len(spec.lanes))) if d]
        if spec.ticks:
            high = unit_text(axis_seconds(spec), spec.unit)
            details.append(f"beneath them a ruled time axis runs from zero to {ctx.words.spoken(high)}")
        if details:
            said.append("; ".join(details))
        return said

    def _subject(self, spec: TimelineSpec, index: int, ctx: "DescribeContext", *, story: bool) -> str:
        if story and len(spec.lanes) == 2:
            return "one" if index == 0 else "the other"
        return f"the {ctx.words.ordinal(index + 1)} {spec.noun}" if len(spec.lanes) > 1 else f"the {spec.noun}"

    def _boundary_name(self, boundary: BoundarySpec, ctx: "DescribeContext") -> str:
        if boundary.label:
            label = ctx.words.spoken(boundary.label)
            named = label if boundary.noun in label.split() else f"{label} {boundary.noun}"
            return ctx.words.article(named)
        return f"{ctx.words.article(boundary.noun)} at {ctx.words.spoken(boundary.at.written)}"

    def _crossing(self, spec: TimelineSpec, boundary: BoundarySpec) -> bool:
        at = boundary.at.seconds(spec.unit)[0]
        for index, lane in enumerate(spec.lanes):
            pieces = resolve_lane(lane, spec.unit, ("lanes", index))
            if any(p.start < at < p.high for p in pieces) or any(abs(e.at.seconds(spec.unit)[0] - at) < 1e-9 for e in lane.events):
                return True
            if pieces and pieces[0].start < at and pieces[-1].high > at:
                return True
        return False

    def _story(self, spec: TimelineSpec, index: int, ctx: "DescribeContext") -> str:
        lane = spec.lanes[index]
        events = sorted(lane.events, key=lambda e: e.at.seconds(spec.unit)[0])
        verbs = [EVENT_VERBS[e.event] for e in events]
        pieces = resolve_lane(lane, spec.unit, ("lanes", index))
        killed = any(e.event in ("kill", "restart") for e in events)
        last_end = max((p.high for p in pieces if not p.redone), default=0.0)
        for boundary in spec.boundaries:
            at = boundary.at.seconds(spec.unit)[0]
            if not killed and last_end > at:
                verbs.append(f"continues into the {boundary.after}" if boundary.after else f"continues past the {boundary.noun}")
                break
        if not verbs:
            return ""
        return f"{self._subject(spec, index, ctx, story=True)} {ctx.words.join(verbs)}"

    def _lane_details(self, spec: TimelineSpec, index: int, ctx: "DescribeContext") -> list[str]:
        lane = spec.lanes[index]
        subject = self._subject(spec, index, ctx, story=False)
        said: list[str] = []
        marked: list[str] = []
        for piece in resolve_lane(lane, spec.unit, ("lanes", index)):
            if piece.redone:
                lost = ctx.words.spoken(unit_text(piece.end - piece.start, spec.unit))
                verb = "is" if lost.startswith("one ") else "are"
                label = f", marked {ctx.words.spoken(piece.label)}" if piece.label else ""
                said.append(f"the lost {lost} of {subject} {verb} done again in red hatching{label}")
            elif piece.label or piece.high > piece.end:
                before, after = ctx.words.look(piece.fill, piece.hatch, piece.outline)
                noun = " ".join(filter(None, [before, "stretch" if not marked else "one", after]))
                if piece.label:
                    verb = "is marked " if not marked else ""
                    marked.append(f"{ctx.words.article(noun)} {verb}{ctx.words.spoken(piece.label)}")
                else:
                    span = f"{unit_text(piece.end - piece.start, spec.unit).split()[0]}-{unit_text(piece.high - piece.start, spec.unit)}"
                    marked.append(f"{ctx.words.article(noun)} lasts {ctx.words.spoken(span)}")
        if marked:
            said.insert(0, f"on {subject} {ctx.words.join(marked)}")
        for event in lane.events:
            if event.event == "checkpoint":
                label = f" marked {ctx.words.spoken(event.label)}" if event.label else ""
                said.append(f"a blue save icon{label} stands above {subject} where it checkpoints")
        return said

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: TimelineSpec = node.spec
        lanes = []
        for index, lane in enumerate(spec.lanes):
            pieces = ", ".join(f"{unit_text(p.start, spec.unit)} to {unit_text(p.high, spec.unit)}{' redone' if p.redone else ''}" for p in resolve_lane(lane, spec.unit, ("lanes", index)))
            events = ", ".join(f"{e.event} at {e.at.written}" for e in lane.events)
            lanes.append(f"{lane.label or f'lane {index + 1}'}: {pieces}" + (f"; {events}" if events else ""))
        boundaries = "; ".join(f"boundary at {b.at.written}" + (f" ({b.label})" if b.label else "") for b in spec.boundaries)
        return f"Timeline of {len(spec.lanes)} lanes over {unit_text(axis_seconds(spec), spec.unit)}: " + "; ".join(lanes) + (f". {boundaries}" if boundaries else "") + "."
