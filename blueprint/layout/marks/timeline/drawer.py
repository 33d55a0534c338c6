"""The timeline's drawing: lanes to scale on one time axis, labels to the left,
boundaries across them, a ruled axis below if asked; sized down together to
fit a short frame. Anchors: `ID.lane-N` and a lane's own id,
`ID.lane-N.segment-M`, `ID.lane-N.event-M`, `ID.boundary-N` and a boundary's
own id."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.layout.draw.icons import icon_box
from blueprint.layout.draw.axis import time_axis, time_axis_height
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, shared
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.draw.labels import Obstacles
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.marks.timeline.parts import draw_boundary, draw_lane
from blueprint.marks.timeline.spec import TimelineSpec, axis_seconds, axis_start
from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

LANE_HEIGHT = 48.0  # preferred; a short frame shrinks lanes to SMALLEST_LANE_SHARE of it
SMALLEST_LANE_SHARE = 1 / 3
SMALLEST_ICON_SHARE = 1 / 2  # of a checkpoint's icon, in a short frame


@dataclass(frozen=True)
class LaneSizes:
    """A lane's height, the space after it, a checkpoint icon's height (0 when
    the timeline has none) and the gap around that icon."""

    lane: float
    spacing: float
    icon: float
    gap: float = 8.0


class TimelineDrawer(MarkDrawer):
    """Draws a timeline, and tells the marks sharing its scale the room its
    lane labels and end events take (`axis_room`)."""

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec = node.spec_as(TimelineSpec)
        theme = ctx.theme.layout
        scale = _scale(spec, ctx, frame, node.path)
        sizes = _sizes(spec, ctx, frame)
        lanes_top = top + (ctx.text_height("label") + 2 * theme.label_gap if any(b.label for b in spec.boundaries) else 0.0)
        lanes_top += sizes.icon + sizes.gap if sizes.icon else 0.0
        lane_height, spacing = sizes.lane, sizes.spacing
        pitch = lane_height + spacing
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        lane_boxes = [Box(scale.left, lanes_top + i * pitch, scale.width, lane_height) for i in range(len(spec.lanes))]
        bottom = lane_boxes[-1].bottom if lane_boxes else lanes_top
        for index, boundary in enumerate(spec.boundaries):
            drawn, anchors[f"boundary-{index + 1}"] = draw_boundary(boundary, scale, spec.unit, top, (lanes_top, bottom), ctx, node.path + ("boundaries", index))
            elements += drawn
            if boundary.id:
                anchors[boundary.id] = anchors[f"boundary-{index + 1}"]
        # the words drawn so far: the timeline's, and those of the blocks composed
        # before it (`ctx.placed`: empty while the stacked column is laid out, so they
        # count for a timeline placed by a relation or pinned); segments' labels keep clear of them
        words = Obstacles(ctx.canvas, (e.bounds for e in elements + ctx.placed if e.kind == "text"))
        for index, (lane, box) in enumerate(zip(spec.lanes, lane_boxes)):
            drawn, lane_parts = draw_lane(lane, (box, sizes.icon, sizes.gap), scale, spec.unit, ctx, node.path + ("lanes", index), elements, words)
            elements += drawn
            anchors[f"lane-{index + 1}"] = box
            anchors.update({f"lane-{index + 1}.{name}": part for name, part in lane_parts.items()})
            if lane.id:
                anchors[lane.id] = box
        drawn_box = Box.around([e.bounds for e in elements])  # None while nothing is drawn
        below = drawn_box.bottom if drawn_box is not None else bottom
        if spec.ticks or spec.axis is not None:
            step = spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0
            elements += time_axis(spec.axis, step, spec.unit, scale, below + theme.scale_gap, ctx, node.path)
        if not node.id:
            return MarkLayout(elements=elements, scales=own_scales(node.id, node.path, scale))
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or Box(scale.left, top, scale.width, 0)
        lanes = {name: box for name, box in anchors.items() if name.startswith("lane-") and "." not in name or any(l.id == name for l in spec.lanes)}
        plot = Box(scale.left, lanes_top, scale.width, bottom - lanes_top)
        named.update(position_anchors(node.id, ctx.wanted, node.kind.scale(node), scale.x, plot, lanes))
        return MarkLayout(elements=elements, anchors=named, scales=own_scales(node.id, node.path, scale))

    def axis_room(self, node: "MarkNode", ctx: "LayoutContext") -> AxisRoom:
        """Its lane names, and what an event at either end reaches out (on
        the content's width: the frame is not known yet)."""
        spec = node.spec_as(TimelineSpec)
        label_room = _label_room(spec, ctx)
        left, right = _insets(spec, ctx, label_room, ctx.content.width - label_room)
        return AxisRoom(label_room + left, right, axis_seconds(spec))


def _insets(spec: TimelineSpec, ctx: "LayoutContext", label_room: float, width: float) -> tuple[float, float]:
    """How far the axis is drawn in at each end, where a cross or an icon at
    an end would reach out of the frame."""
    theme = ctx.theme.layout
    seconds = axis_seconds(spec)
    halves = {"kill": theme.cross_size / 2, "preempt": theme.cross_size / 2, "checkpoint": icon_box("save", "small", ctx, 0, 0).width / 2}
    inset_left = inset_right = 0.0
    for lane in spec.lanes:
        for event in lane.events:
            share, half = min(1.0, (event.at.seconds(spec.unit)[0] - axis_start(spec)) / seconds), halves.get(event.event, 0.0)
            inset_left = max(inset_left, half - label_room - width * share)
            inset_right = max(inset_right, width * share + half - width)
    return inset_left, inset_right


def _label_room(spec: TimelineSpec, ctx: "LayoutContext") -> float:
    """The room left of the axis for the lanes' labels."""
    labels = [lane.label for lane in spec.lanes if lane.label]
    room = max((ctx.font.measure(t, ctx.theme.type.size("label")) for t in labels), default=0.0)
    return room + 2 * ctx.theme.layout.label_gap if labels else 0.0


def _scale(spec: TimelineSpec, ctx: "LayoutContext", frame: Box, path: SpecPath) -> TimeScale:
    """The time axis: right of the lane labels, to the frame's right, drawn in
    a little where a cross or an icon at an end would reach out of the frame."""
    label_room = _label_room(spec, ctx)
    seconds = axis_seconds(spec)
    width = frame.width - label_room
    inset_left, inset_right = _insets(spec, ctx, label_room, width)
    return shared(TimeScale(frame.x + label_room + inset_left, width - inset_left - inset_right, seconds, axis_start(spec)), ctx, path, spec.same_scale, frame.right)


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
        shown = icon * max(SMALLEST_ICON_SHARE, min(1.0, factor))
        gap = theme.label_gap * min(1.0, factor)
        return LaneSizes(LANE_HEIGHT * factor, max(shown + 3 * gap, spacing * factor), shown, gap)

    if frame.height == float("inf"):
        return at(ctx.grown(1.0, "lane"))
    note = ctx.text_height("note")
    above = ctx.text_height("label") + 2 * theme.label_gap if any(b.label for b in spec.boundaries) else 0.0
    tail = [3 * theme.label_gap] if spec.boundaries else []
    tail += [1.5 * theme.label_gap + note] if any(b.after for b in spec.boundaries) else []
    tail += [theme.label_gap + note] if spec.lanes and any(s.label for s in spec.lanes[-1].segments) else []
    ruled = theme.scale_gap + theme.scale_tick + theme.label_gap / 2 + note if spec.ticks else 0.0
    if spec.axis is not None:
        ruled = time_axis_height(spec.axis, spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0, ctx)
    below = max(tail, default=0.0) + ruled
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
