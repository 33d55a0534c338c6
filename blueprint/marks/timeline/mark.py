"""The timeline mark: work over time in lanes, with boundaries and events.

Spec (spec.py): lanes (one per job, worker or node) of segments given by start
and end or by duration, in fills by meaning; boundaries across the lanes (a
wall-time limit); events in a lane: `kill` (a red cross), `restart` (the work
since the last checkpoint begins again from zero and is drawn redone, red
hatched), `checkpoint` (a blue save icon; the work carries on without loss).
Layout: lanes to scale on one time axis, labels to the left, a ruled axis
below if asked (draw.py draws the parts). Anchors: `ID.lane-N` and a lane's
own id, `ID.lane-N.segment-M`, `ID.lane-N.event-M`, `ID.boundary-N` and a
boundary's own id. Description: facts.py states facts; the realiser's
"lanes" form says them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, check_ticks, ruled_axis, shared, unit_text
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.layout.draw.icons import icon_box
from blueprint.marks.timeline import draw
from blueprint.marks.timeline.facts import TimelineFacts
from blueprint.marks.timeline.spec import LaneSpec, TimelineSpec, axis_seconds, resolve_lane
from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

LANE_HEIGHT = 48.0  # preferred; a short frame shrinks lanes to SMALLEST_LANE_SHARE of it
SMALLEST_LANE_SHARE = 1 / 3
SMALLEST_ICON_SHARE = 1 / 2  # of a checkpoint's icon, in a short frame
NUMBERED = re.compile(r"(lane|boundary)-([1-9][0-9]*)")
PARTS = re.compile(r"lane-([1-9][0-9]*)\.(segment|event)-([1-9][0-9]*)")


@dataclass(frozen=True)
class LaneSizes:
    """A lane's height, the space after it, a checkpoint icon's height (0 when
    the timeline has none) and the gap around that icon."""

    lane: float
    spacing: float
    icon: float
    gap: float = 8.0


class TimelineMark(TimelineFacts, MarkKind):
    name = "timeline"
    model = TimelineSpec
    noun = ("timeline", "timelines")

    def ids(self, node: MarkNode) -> list[Ident]:
        """The timeline, and the lanes and boundaries that have their own id; the
        numbered lanes, segments, events and boundaries are `has_anchor`'s."""
        found = super().ids(node)
        if node.id:
            spec: TimelineSpec = node.spec
            for key, what, parts in (("lanes", "lane", spec.lanes), ("boundaries", "boundary", spec.boundaries)):
                found += [Ident(f"{node.id}.{part.id}", node.path + (key, i, "id"), what, node) for i, part in enumerate(parts) if part.id]
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`lane-N`, `boundary-N`, `lane-N.segment-M` and `lane-N.event-M`, for
        those there are (segments and events counted as written)."""
        spec: TimelineSpec = node.spec
        whole = NUMBERED.fullmatch(name)
        if whole:
            return int(whole.group(2)) <= len(spec.lanes if whole.group(1) == "lane" else spec.boundaries)
        part = PARTS.fullmatch(name)
        if not part or int(part.group(1)) > len(spec.lanes):
            return False
        lane = spec.lanes[int(part.group(1)) - 1]
        return int(part.group(3)) <= len(lane.segments if part.group(2) == "segment" else lane.events)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec: TimelineSpec = node.spec
        numbered = lambda name, count: messages.ANCHOR_ONE.format(name=name) if count == 1 else messages.ANCHOR_RANGE.format(name=name, last=count)
        said = [numbered("lane", len(spec.lanes))] if spec.lanes else []
        for part, key in (("segment", "segments"), ("event", "events")):
            counts = [len(getattr(lane, key)) for lane in spec.lanes]
            if any(counts):
                told = str(counts[0]) if len(set(counts)) == 1 else ", ".join(map(str, counts)) + " in turn"
                said.append(messages.ANCHOR_PARTS.format(whole="lane", part=part, order="as written", counts=told))
        if spec.boundaries:
            said.append(numbered("boundary", len(spec.boundaries)))
        return said

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
        for key, parts in (("lanes", spec.lanes), ("boundaries", spec.boundaries)):
            for index, part in enumerate(parts):
                if part.id and NUMBERED.fullmatch(part.id):
                    diagnostics.error(where(key, index, "id"), messages.ANCHOR_NAME_TAKEN.format(name=part.id, mark="timeline"))
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
        scale = self._scale(spec, ctx, frame, node.path)
        sizes = self._sizes(spec, ctx, frame)
        lanes_top = top + (ctx.text_height("label") + 2 * theme.label_gap if any(b.label for b in spec.boundaries) else 0.0)
        lanes_top += sizes.icon + sizes.gap if sizes.icon else 0.0
        lane_height, spacing = sizes.lane, sizes.spacing
        pitch = lane_height + spacing
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        lane_boxes = [Box(scale.left, lanes_top + i * pitch, scale.width, lane_height) for i in range(len(spec.lanes))]
        bottom = lane_boxes[-1].bottom if lane_boxes else lanes_top
        for index, boundary in enumerate(spec.boundaries):
            drawn, anchors[f"boundary-{index + 1}"] = draw.boundary(boundary, scale, spec.unit, top, (lanes_top, bottom), ctx, node.path + ("boundaries", index))
            elements += drawn
            if boundary.id:
                anchors[boundary.id] = anchors[f"boundary-{index + 1}"]
        for index, (lane, box) in enumerate(zip(spec.lanes, lane_boxes)):
            drawn, parts = draw.lane(lane, (box, sizes.icon, sizes.gap), scale, spec.unit, ctx, node.path + ("lanes", index), elements)
            elements += drawn
            anchors[f"lane-{index + 1}"] = box
            anchors.update({f"lane-{index + 1}.{name}": part for name, part in parts.items()})
            if lane.id:
                anchors[lane.id] = box
        below = Box.around([e.bounds for e in elements]).bottom if elements else bottom
        if spec.ticks:
            step = spec.ticks.seconds(spec.unit)[0]
            if step > 0:
                elements += ruled_axis(scale, below + theme.scale_gap, step, spec.unit, ctx, node.path + ("ticks",))
        if not node.id:
            return MarkLayout(elements=elements)
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or Box(scale.left, top, scale.width, 0)
        return MarkLayout(elements=elements, anchors=named, scales={node.id: scale})

    def axis_room(self, node: MarkNode, ctx: "LayoutContext") -> AxisRoom:
        """Its lane names, and what an event at either end reaches out (on
        the content's width: the frame is not known yet)."""
        label_room = self._label_room(node.spec, ctx)
        left, right = self._insets(node.spec, ctx, label_room, ctx.content.width - label_room)
        return AxisRoom(label_room + left, right, axis_seconds(node.spec))

    @staticmethod
    def _insets(spec: TimelineSpec, ctx: "LayoutContext", label_room: float, width: float) -> tuple[float, float]:
        """How far the axis is drawn in at each end, where a cross or an icon at
        an end would reach out of the frame."""
        theme = ctx.theme.layout
        seconds = axis_seconds(spec)
        halves = {"kill": theme.cross_size / 2, "preempt": theme.cross_size / 2, "checkpoint": icon_box("save", "small", ctx, 0, 0).width / 2}
        inset_left = inset_right = 0.0
        for lane in spec.lanes:
            for event in lane.events:
                share, half = min(1.0, event.at.seconds(spec.unit)[0] / seconds), halves.get(event.event, 0.0)
                inset_left = max(inset_left, half - label_room - width * share)
                inset_right = max(inset_right, width * share + half - width)
        return inset_left, inset_right

    @staticmethod
    def _label_room(spec: TimelineSpec, ctx: "LayoutContext") -> float:
        """The room left of the axis for the lanes' labels."""
        labels = [lane.label for lane in spec.lanes if lane.label]
        room = max((ctx.font.measure(t, ctx.theme.type.size("label")) for t in labels), default=0.0)
        return room + 2 * ctx.theme.layout.label_gap if labels else 0.0

    @staticmethod
    def _scale(spec: TimelineSpec, ctx: "LayoutContext", frame: Box, path: SpecPath) -> TimeScale:
        """The time axis: right of the lane labels, to the frame's right, drawn in
        a little where a cross or an icon at an end would reach out of the frame."""
        label_room = TimelineMark._label_room(spec, ctx)
        seconds = axis_seconds(spec)
        width = frame.width - label_room
        inset_left, inset_right = TimelineMark._insets(spec, ctx, label_room, width)
        return shared(TimeScale(frame.x + label_room + inset_left, width - inset_left - inset_right, seconds), ctx, path, spec.same_scale, frame.right)

    @staticmethod
    def _sizes(spec: TimelineSpec, ctx: "LayoutContext", frame: Box) -> LaneSizes:
        """A lane's height, the space after it and the height of a checkpoint's
        icon (standing in that space, above its lane): the preferred ones, or all
        shrunk together so many lanes fit a short frame (lanes to a third, icons
        to half, the gaps around icons with the lanes), the largest that fit."""
        theme = ctx.theme.layout
        icon = icon_box("save", "small", ctx, 0, 0).height if any(e.event == "checkpoint" for lane in spec.lanes for e in lane.events) else 0.0
        spacing = icon + 4 * theme.label_gap

        def at(factor: float) -> LaneSizes:
            if not icon:
                return LaneSizes(LANE_HEIGHT * factor, max(theme.label_gap, spacing * factor), 0.0)
            shown = icon * max(SMALLEST_ICON_SHARE, factor)
            gap = theme.label_gap * min(1.0, factor)
            return LaneSizes(LANE_HEIGHT * factor, max(shown + 3 * gap, spacing * factor), shown, gap)

        if frame.height == float("inf"):
            return at(1.0)
        note = ctx.text_height("note")
        above = ctx.text_height("label") + 2 * theme.label_gap if any(b.label for b in spec.boundaries) else 0.0
        tail = [3 * theme.label_gap] if spec.boundaries else []
        tail += [1.5 * theme.label_gap + note] if any(b.after for b in spec.boundaries) else []
        tail += [theme.label_gap + note] if spec.lanes and any(s.label for s in spec.lanes[-1].segments) else []
        below = max(tail, default=0.0) + (theme.scale_gap + theme.scale_tick + theme.label_gap / 2 + note if spec.ticks else 0.0)
        count = max(1, len(spec.lanes))

        def height(sizes: LaneSizes) -> float:
            first_icon = sizes.icon + 2 * sizes.gap if sizes.icon else 0.0  # over the first lane
            return above + first_icon + count * sizes.lane + (count - 1) * sizes.spacing + below

        low, high = SMALLEST_LANE_SHARE, 1.0
        if height(at(high)) <= frame.height:
            return at(high)
        for _ in range(16):
            middle = (low + high) / 2
            low, high = (middle, high) if height(at(middle)) <= frame.height else (low, middle)
        return at(low)
