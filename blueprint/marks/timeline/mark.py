"""The timeline mark: work over time in lanes, with boundaries and events.

Spec (spec.py): lanes (one per job, worker or node) of segments given by start
and end or by duration, in fills by meaning; boundaries across the lanes (a
wall-time limit); events in a lane: `kill` (a red cross), `restart` (the work
since the last checkpoint begins again from zero and is drawn redone, red
hatched), `checkpoint` (a blue save icon; the work carries on without loss).
Here: the checks of its values, and its anchors: `ID.lane-N` and a lane's own
id, `ID.lane-N.segment-M`, `ID.lane-N.event-M`, `ID.boundary-N` and a
boundary's own id. It is drawn by `layout/marks/timeline` (lanes to scale on
one time axis) and stated by `describe/marks/timeline.py` (facts the
realiser's "lanes" form says).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.model import last_name
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.timeline.spec import BoundarySpec, LaneSpec, TimelineSpec, axis_seconds, axis_start, resolve_lane, resolve_track
from blueprint.marks.axis import time_step
from blueprint.marks.axis_checks import check_time_axis
from blueprint.marks.positions import Scale, scale_anchor
from blueprint.marks.units import Axis
from blueprint.values import Duration, check_ticks

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

NUMBERED = re.compile(r"(lane|boundary)-([1-9][0-9]*)")
PARTS = re.compile(r"lane-([1-9][0-9]*)\.(segment|event)-([1-9][0-9]*)")
UNDER = re.compile(r"lane-([1-9][0-9]*)\.segment-([1-9][0-9]*)\.part-([1-9][0-9]*)")  # a part laid across a stretch, beneath it


def by_number(spec: TimelineSpec, name: str) -> str:
    """An anchor under a lane named by the lane's id (`spot.segment-3`) as the
    same anchor by the lane's number (`lane-1.segment-3`): a lane is reached
    either way, and so is every part of it."""
    head, dot, rest = name.partition(".")
    index = next((i for i, lane in enumerate(spec.lanes) if lane.id and lane.id == head), None)
    return f"lane-{index + 1}.{rest}" if index is not None and dot else name


class TimelineMark(MarkKind):
    name = "timeline"
    model = TimelineSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The timeline, and the lanes and boundaries that have their own id; the
        numbered lanes, segments, events and boundaries are `has_anchor`'s."""
        found = super().ids(node)
        if node.id:
            spec = node.spec_as(TimelineSpec)
            named: list[tuple[str, str, Sequence[LaneSpec | BoundarySpec]]] = [("lanes", "lane", spec.lanes), ("boundaries", "boundary", spec.boundaries)]
            for key, what, parts in named:
                found += [Ident(f"{node.id}.{part.id}", node.path + (key, i, "id"), what, node) for i, part in enumerate(parts) if part.id]
        return found

    def scale(self, node: MarkNode) -> Scale | None:
        """Its time axis, from 0 (or its `from`) to its span (or the end of its latest work)."""
        spec = node.spec_as(TimelineSpec)
        start = axis_start(spec)
        return Scale(Axis(spec.unit), start + axis_seconds(spec), start, time_step(spec)[0]) if spec.lanes else None

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`lane-N`, `boundary-N`, `lane-N.segment-M`, `lane-N.event-M` and
        `lane-N.segment-M.part-K` (a part beneath a stretch), for those there
        are (segments and events counted as written); `plot` and a
        position on its axis (`at-90s`), across every lane or on one
        (`lane-2.at-90s`, `LANE.at-90s`)."""
        spec = node.spec_as(TimelineSpec)
        name = by_number(spec, name)
        holder = last_name(name)[0]
        numbered = NUMBERED.fullmatch(holder)
        on_lane = (numbered is not None and numbered.group(1) == "lane" and int(numbered.group(2)) <= len(spec.lanes)) or any(l.id == holder for l in spec.lanes if holder)
        if scale_anchor(self.scale(node), name, holds=on_lane):
            return True
        whole = NUMBERED.fullmatch(name)
        if whole:
            return int(whole.group(2)) <= len(spec.lanes if whole.group(1) == "lane" else spec.boundaries)
        under = UNDER.fullmatch(name)
        if under and int(under.group(1)) <= len(spec.lanes):
            segments = spec.lanes[int(under.group(1)) - 1].segments
            return int(under.group(2)) <= len(segments) and int(under.group(3)) <= len(segments[int(under.group(2)) - 1].parts)
        part = PARTS.fullmatch(name)
        if not part or int(part.group(1)) > len(spec.lanes):
            return False
        lane = spec.lanes[int(part.group(1)) - 1]
        return int(part.group(3)) <= len(lane.segments if part.group(2) == "segment" else lane.events)

    def point_anchor(self, node: MarkNode, name: str) -> bool:
        """An event (`lane-1.event-2`): a moment, drawn as an icon or a cross; or a
        position on its axis (`at-90s`, `lane-1.at-90s`)."""
        part = PARTS.fullmatch(by_number(node.spec_as(TimelineSpec), name))
        return (part is not None and part.group(2) == "event" and self.has_anchor(node, name)) or super().point_anchor(node, name)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec = node.spec_as(TimelineSpec)
        numbered = lambda name, count: messages.ANCHOR_ONE.format(name=name) if count == 1 else messages.ANCHOR_RANGE.format(name=name, last=count)
        said = [numbered("lane", len(spec.lanes))] if spec.lanes else []
        for part, key in (("segment", "segments"), ("event", "events")):
            counts = [len(getattr(lane, key)) for lane in spec.lanes]
            if any(counts):
                told = str(counts[0]) if len(set(counts)) == 1 else messages.TIMELINE_PART_COUNTS.format(counts=", ".join(map(str, counts)))
                said.append(messages.ANCHOR_PARTS.format(whole="lane", part=part, order=messages.TIMELINE_PART_ORDER, counts=told))
        if spec.boundaries:
            said.append(numbered("boundary", len(spec.boundaries)))
        said += self.scale_summary(node)
        scale = self.scale(node)
        if scale is not None and said[-1:]:
            lane = next((l.id for l in spec.lanes if l.id), "lane-1")
            said.append(messages.SCALE_LANE_POSITIONS.format(lane=lane, example=scale.axis.text(scale.end / 2).replace(" ", "")))
        return said

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(TimelineSpec)
        where = lambda *key: source.locate(node.path + key)
        if not spec.lanes:
            diagnostics.error(where("boundaries") if spec.boundaries else where(), messages.BOUNDARY_NO_LANE if spec.boundaries else messages.TIMELINE_NO_LANES)
            return
        if spec.lanes[0].set_apart:
            diagnostics.error(source.locate(node.path + ("lanes", 0, "set-apart"), key=True), messages.LANE_APART_FIRST)
        if not Axis(spec.unit).check_places(((where(*key), place) for key, place in axis_places(spec)), diagnostics):
            return  # a time on a slot axis, a word on a time axis: nothing after it can be placed
        if spec.span is not None and spec.span.high == 0:
            diagnostics.error(where("span"), messages.AXIS_EMPTY)
            return
        check_ticks(spec.ticks, axis_seconds(spec), spec.unit, where("ticks"), diagnostics)
        check_time_axis(spec, "timeline", axis_start(spec) + axis_seconds(spec), where, lambda *key: source.locate(node.path + key, key=True), diagnostics, node.path)
        self._check_before_start(spec, where, diagnostics)
        named: list[tuple[str, Sequence[LaneSpec | BoundarySpec]]] = [("lanes", spec.lanes), ("boundaries", spec.boundaries)]
        for key, parts in named:
            for index, part in enumerate(parts):
                if part.id and NUMBERED.fullmatch(part.id):
                    diagnostics.error(where(key, index, "id"), messages.ANCHOR_NAME_TAKEN.format(name=part.id, mark="timeline"))
        for index, lane in enumerate(spec.lanes):
            self._check_lane(lane, index, spec, where, lambda *key: source.locate(node.path + key, key=True), diagnostics)
        if spec.span and spec.axis is not None and spec.axis.to is not None:
            diagnostics.error(source.locate(node.path + ("axis", "to"), key=True), messages.AXIS_TO_TWICE.format(key="span", axis="axis"))
        elif spec.span or (spec.axis is not None and spec.axis.to is not None):
            self._check_axis(spec, where, diagnostics)

    @staticmethod
    def _check_lane(lane: LaneSpec, index: int, spec: TimelineSpec, where, key_at, diagnostics: "Diagnostics") -> None:
        """Segments that end before they start, or overlap without asking to; a
        first segment layered over nothing, a `from` on an event not a restart."""
        unit = spec.unit
        say = Axis(unit).text
        if lane.segments and lane.segments[0].layer:  # nothing before the first to lie over
            diagnostics.error(key_at("lanes", index, "segments", 0, "layer"), messages.LAYER_FIRST)
        for e_index, event in enumerate(lane.events):
            if event.from_ is not None and event.event != "restart":  # only a restart redoes work from somewhere
                diagnostics.error(key_at("lanes", index, "events", e_index, "from"), messages.FROM_NOT_RESTART.format(event=event.event))
            if event.noun is not None and event.event != "tick":  # a tick is counted by its noun; other events by what they do
                diagnostics.error(key_at("lanes", index, "events", e_index, "noun"), messages.NOUN_NOT_TICK.format(event=event.event))
        for s_index, segment in enumerate(lane.segments):
            if (segment.end is None) == (segment.duration is None):
                diagnostics.error(where("lanes", index, "segments", s_index), messages.SEGMENT_NEEDS_END)
        for s_index, segment in enumerate(lane.segments):
            for p_index, part in enumerate(segment.parts):
                if part.end is not None and part.duration is not None:
                    diagnostics.error(key_at("lanes", index, "segments", s_index, "parts", p_index, "duration"), messages.TRACK_END_AND_DURATION)
        for beneath in resolve_track(lane, unit, ("lanes", index), axis_start(spec)):
            if beneath.end <= beneath.start:
                diagnostics.error(where(*beneath.path), messages.TRACK_PART_EMPTY.format(start=say(beneath.start), end=say(beneath.end)))
        pieces = resolve_lane(lane, unit, ("lanes", index), axis_start(spec))
        for position, piece in enumerate(pieces):
            before = pieces[position - 1] if position else None
            if piece.end < piece.start:
                diagnostics.error(where(*piece.path, "end"), messages.END_BEFORE_START.format(end=say(piece.end), start=say(piece.start)))
            elif before and piece.start < before.end - 1e-9 and not piece.layer:
                words = dict(start=say(piece.start), end=say(piece.end), other_start=say(before.start), other_end=say(before.end))
                if piece.redone:  # drawn by a restart, which has no `layer` to set: blame the restart
                    message = messages.RESTART_INSIDE_SEGMENT.format(**words)
                elif before.redone:
                    message = messages.SEGMENT_INSIDE_REDONE.format(**words)
                else:
                    message = messages.LANES_OVERLAP.format(**words)
                diagnostics.error(where(*piece.path, *([piece.event] if piece.redone and piece.event is not None else [])), message)

    @staticmethod
    def _check_axis(spec: TimelineSpec, where, diagnostics: "Diagnostics") -> None:
        """Segments, events and boundaries past the end of a stated `span` (or `axis: {to}`)."""
        unit = spec.unit
        say = Axis(unit).text
        low = axis_start(spec)
        high = low + axis_seconds(spec)  # its `span` or `axis: {to}`, as written
        outside = lambda at, what, *key: diagnostics.error(where(*key), messages.OUTSIDE_AXIS.format(what=what, at=say(at), low=say(low), high=say(high)))
        for index, lane in enumerate(spec.lanes):
            for piece in resolve_lane(lane, unit, ("lanes", index), low):
                if piece.high > high + 1e-9 and not piece.redone:
                    outside(piece.high, messages.TIMELINE_OUTSIDE_SEGMENT_END, *piece.path)
            for part in resolve_track(lane, unit, ("lanes", index), low):
                if part.end > high + 1e-9:
                    outside(part.end, messages.TIMELINE_OUTSIDE_SEGMENT_END, *part.path)
            for e_index, event in enumerate(lane.events):
                if event.at.seconds(unit)[0] > high:
                    outside(event.at.seconds(unit)[0], messages.TIMELINE_OUTSIDE_EVENT.format(event=event.event), "lanes", index, "events", e_index, "at")
        for index, boundary in enumerate(spec.boundaries):
            if boundary.at.seconds(unit)[0] > high:
                outside(boundary.at.seconds(unit)[0], messages.TIMELINE_OUTSIDE_BOUNDARY, "boundaries", index, "at")

    @staticmethod
    def _check_before_start(spec: TimelineSpec, where, diagnostics: "Diagnostics") -> None:
        """A place before the axis's start (0, or its `from`): at its key, with
        the `from` that would hold it."""
        start = axis_start(spec)
        for key, place in axis_places(spec, lengths=False):
            if place.seconds(spec.unit)[0] < start - 1e-9:
                found = Axis(spec.unit).written(place)
                diagnostics.error(where(*key), messages.PLACE_BEFORE_AXIS.format(found=found, start=Axis(spec.unit).text(start)))



def axis_places(spec: TimelineSpec, lengths: bool = True) -> list[tuple[tuple, Duration]]:
    """Every place written on the axis, by its key: boundaries, segments' starts
    and ends, events' places and restarts' `from`; with `lengths`, the
    durations, `span` and `ticks` too (each must be in the axis's unit)."""
    places: list[tuple[tuple, Duration]] = [(("boundaries", i, "at"), b.at) for i, b in enumerate(spec.boundaries)]
    for index, lane in enumerate(spec.lanes):
        places += [(("lanes", index, "segments", s, key), getattr(seg, key)) for s, seg in enumerate(lane.segments) for key in ("start", "end") if getattr(seg, key) is not None]
        places += [(("lanes", index, "segments", s, "parts", p, key), getattr(part, key)) for s, seg in enumerate(lane.segments) for p, part in enumerate(seg.parts) for key in ("start", "end") if getattr(part, key) is not None]
        places += [(("lanes", index, "events", e, key), place) for e, event in enumerate(lane.events) for key, place in (("at", event.at), ("from", event.from_)) if place is not None]
        if lengths:
            places += [(("lanes", index, "segments", s, "duration"), seg.duration) for s, seg in enumerate(lane.segments) if seg.duration is not None]
            places += [(("lanes", index, "segments", s, "parts", p, "duration"), part.duration) for s, seg in enumerate(lane.segments) for p, part in enumerate(seg.parts) if part.duration is not None]
    if lengths:
        places += [((key,), value) for key, value in (("span", spec.span), ("ticks", spec.ticks)) if value is not None]
    return places
