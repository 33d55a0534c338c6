"""The timeline's drawing: lanes to scale on one time axis, labels to the left,
boundaries across them, a ruled axis below if asked; sized down together to
fit a short frame. Anchors: `ID.lane-N` and a lane's own id,
`ID.lane-N.segment-M`, `ID.lane-N.event-M`, `ID.boundary-N` and a boundary's
own id."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from blueprint.layout.draw.icons import icon_box
from blueprint.layout.draw.axis import time_axis, time_axis_height
from blueprint.layout.draw.timescale import AxisRoom, TimeScale, own_scales, shared
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.draw.labels import Obstacles, at_side, choose, side_room
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.marks.timeline.guests import guest_reaches, guests
from blueprint.layout.marks.timeline.lane_sizes import LaneSizes, names_apart, names_hang
from blueprint.layout.marks.timeline.parts import Reach, asked_reach, draw_boundary, draw_lane
from blueprint.layout.marks.bracket import bracket_depth
from blueprint.layout.marks.note import note_depth
from blueprint.marks.bracket import brackets_before_axis
from blueprint.marks.note import notes_before_axis
from blueprint.marks.label import Labelled
from blueprint.marks.timeline.spec import BoundarySpec, LaneSpec, TimelineSpec, axis_seconds, axis_start, resolve_lane
from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

LANE_HEIGHT = 48.0  # preferred; a short frame shrinks lanes to SMALLEST_LANE_SHARE of it
SMALLEST_LANE_SHARE = 1 / 3
SMALLEST_ICON_SHARE = 1 / 2  # of a checkpoint's icon, in a short frame


class TimelineDrawer(MarkDrawer):
    """Draws a timeline, and tells the marks sharing its scale the room its
    lane labels and end events take (`axis_room`)."""

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec = node.spec_as(TimelineSpec)
        theme = ctx.theme.layout
        scale = _scale(spec, ctx, frame, node.path)
        sizes = _sizes(spec, ctx, frame, scale, _notes_room(node, ctx))
        first_top = top + _over_room(spec, ctx)
        lanes_top = first_top + (sizes.icon + sizes.gap if sizes.icon else 0.0)
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        lane_boxes = _lane_boxes(spec, scale, sizes, (first_top, lanes_top), ctx)
        lanes_top = lane_boxes[0].y if lane_boxes else lanes_top
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
            drawn, lane_parts = draw_lane(lane, (box, sizes.icon, sizes.gap, sizes.names), scale, spec.unit, ctx, node.path + ("lanes", index), elements, words, _crossing(spec, scale))
            elements += drawn
            anchors[f"lane-{index + 1}"] = box
            anchors.update({f"lane-{index + 1}.{name}": part for name, part in lane_parts.items()})
            if lane.id:  # a lane and its parts by its id too (`spot.segment-3`)
                anchors[lane.id] = box
                anchors.update({f"{lane.id}.{name}": part for name, part in lane_parts.items()})
        # the axis stands under what is drawn in its columns: the lanes' names left of it may hang lower (lanes thinner than a name)
        drawn_box = Box.around([e.bounds for e in elements if e.bounds.right > scale.left])  # None while nothing is drawn
        below = max((drawn_box.bottom if drawn_box is not None else bottom) + _before_axis_room(node, ctx), bottom + _notes_room(node, ctx))
        if spec.ticks or spec.axis is not None:
            step = spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0
            elements += time_axis(spec.axis, step, spec.unit, scale, below + sizes.axis_gap, ctx, node.path)
        elements += _labels_under(spec, scale, elements, ctx, node.path)
        if not node.id:
            return MarkLayout(elements=elements, scales=own_scales(node.id, node.path, scale))
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or Box(scale.left, top, scale.width, 0)
        lanes = {name: box for name, box in anchors.items() if name.startswith("lane-") and "." not in name or any(l.id == name for l in spec.lanes)}
        plot = Box(scale.left, lanes_top, scale.width, bottom - lanes_top)
        named.update(position_anchors(node.id, ctx.wanted, node.kind.scale(node), scale.x, plot, lanes))
        return MarkLayout(elements=elements, anchors=named, scales=own_scales(node.id, node.path, scale))

    def words_sized(self, key: str) -> bool:
        """Its height holds all its words (it sizes them into its frame,
        `_sizes`), so a `height` is drawn larger where they do not fit in it
        (faithful13: `height: 48` drew 79 px, the axis figures under it);
        words past its lanes' ends may hang past its width."""
        return key == "height"

    def asked_room(self, node: "MarkNode", ctx: "LayoutContext", vertical: bool) -> tuple[list[tuple[SpecPath, str]], float]:
        """The labels asked over or under lanes, and under the axis, and the
        height the timeline makes for them at its smallest."""
        spec = node.spec_as(TimelineSpec)
        if not vertical:
            return [], 0.0
        found: list[tuple[SpecPath, str]] = []
        for index, lane in enumerate(spec.lanes):
            labelled: tuple[tuple[str, Sequence[Labelled]], ...] = (("segments", lane.segments), ("events", lane.events))
            for key, parts in labelled:
                for at, part in enumerate(parts):
                    if part.label and part.label_side in ("above", "below"):
                        found.append((node.path + ("lanes", index, key, at, "label-side"), part.label))
        found += [(guest.asked_at, guest.label) for guest in guests(spec, ctx)]
        under = [b.label for b in spec.boundaries if b.label and b.label_side == "below"]
        found += [(node.path + ("boundaries", index, "label-side"), b.label) for index, b in enumerate(spec.boundaries) if b.label and b.label_side == "below"]
        least = _sizes_at(spec, ctx, _least_factor(spec, ctx))
        made = _made_room(spec, _scale(spec, ctx, ctx.content, node.path), least, ctx) - _set_apart_room(spec, least)
        made += max((ctx.text_height("label", t) + ctx.theme.layout.label_gap for t in under), default=0.0)
        held = _held_room(spec, ctx)
        if held > 0:  # words asked inside a stretch hold every lane at their height: that height is room made for them too
            found += [(node.path + ("lanes", index, "segments", at, "label-side"), s.label) for index, lane in enumerate(spec.lanes) for at, s in enumerate(lane.segments) if s.label and s.label_side == "inside"]
            made += held
        return found, made

    def axis_room(self, node: "MarkNode", ctx: "LayoutContext") -> AxisRoom:
        """Its lane names, and what an event at either end reaches out (on
        the content's width: the frame is not known yet)."""
        spec = node.spec_as(TimelineSpec)
        label_room = _label_room(spec, ctx)
        left, right = _insets(spec, ctx, label_room, ctx.content.width - label_room)
        return AxisRoom(label_room + left, right, axis_seconds(spec))


def _before_axis_room(node: "MarkNode", ctx: "LayoutContext") -> float:
    """The room brackets asked between the last lane and the axis
    (`before-axis`) take there: their gap from the lane, their ticks, their
    words (the axis keeps its own gap under them)."""
    return max((bracket_depth(b, ctx) for b in brackets_before_axis(ctx.marks, node.id)), default=0.0)


def _notes_room(node: "MarkNode", ctx: "LayoutContext") -> float:
    """The room notes asked under a lane, over the axis (`before-axis`), take
    below the last lane: their gap and words (what the lanes hang below them,
    a boundary's line, stands in it)."""
    return max((note_depth(n, ctx) for n in notes_before_axis(ctx.marks, node.id)), default=0.0)


def _over(boundary: BoundarySpec) -> bool:
    """Whether a boundary's label stands over the lanes (else under the axis, or none)."""
    return bool(boundary.label) and boundary.label_side != "below"


def _over_room(spec: TimelineSpec, ctx: "LayoutContext") -> float:
    """The room over the lanes for the boundaries' labels standing there (as
    many lines as the tallest has)."""
    over = [b.label for b in spec.boundaries if b.label and _over(b)]
    return max(ctx.text_height("label", t) for t in over) + 2 * ctx.theme.layout.label_gap if over else 0.0


def _asked(lane: LaneSpec) -> bool:
    """Whether a label of the lane's asks to stand over or under it."""
    return any(s.label and s.label_side in ("above", "below") for s in lane.segments) or any(e.label and e.label_side in ("above", "below") for e in lane.events)


def _lane_boxes(spec: TimelineSpec, scale: TimeScale, sizes: LaneSizes, tops: tuple[float, float], ctx: "LayoutContext") -> list[Box]:
    """Each lane's box, one pitch apart; where labels ask to stand over or
    under a lane's parts (`label-side`), the gap before it widens to hold
    them (`tops`: where the room over the first lane starts, and where the
    first lane stands without them): the layout makes room, not the writer."""
    first_top, lanes_top = tops
    pitch = sizes.lane + sizes.spacing
    apart = [sizes.spacing * sum(1 for lane in spec.lanes[1 : i + 1] if lane.set_apart) for i in range(len(spec.lanes))]  # a lane set apart opens one more gap before it
    boxes = [Box(scale.left, lanes_top + i * pitch + apart[i], scale.width, sizes.lane) for i in range(len(spec.lanes))]
    visiting = guests(spec, ctx)
    if not any(_asked(lane) for lane in spec.lanes) and not visiting:
        return boxes
    icon = (sizes.icon, sizes.gap)
    reaches = [asked_reach(lane, box, icon, scale, spec.unit, ctx, _crossing(spec, scale)) for lane, box in zip(spec.lanes, boxes)]
    for index, (above, below) in enumerate(reaches):  # the words of marks over a lane, as its own
        over, under = guest_reaches(visiting, index, scale, ctx, sizes.gap)
        above += over
        below += under
    placed: list[Box] = []
    for index, (above, _) in enumerate(reaches):
        if not index:
            y = lanes_top + max(0.0, max((r for _, _, r in above), default=0.0) - (lanes_top - first_top))
        else:
            y = placed[-1].bottom + max(sizes.spacing, _between(reaches[index - 1][1], above, sizes.gap)) + (sizes.spacing if spec.lanes[index].set_apart else 0.0)
        placed.append(Box(scale.left, y, scale.width, sizes.lane))
    return placed


def _crossing(spec: TimelineSpec, scale: TimeScale) -> list[float]:
    """The x of each boundary's line, which runs across every lane: words over
    or under a part keep clear of it (`draw_lane`, `asked_reach`)."""
    return [scale.x(boundary.at.seconds(spec.unit)[0]) for boundary in spec.boundaries]


def _between(under: list[Reach], over: list[Reach], gap: float) -> float:
    """The gap two lanes need for what stands under the first and over the
    second: the farthest reach of each, and, where one stands over the
    other across (closer than `gap`), the two stacked."""
    need = max((r for _, _, r in under + over), default=0.0)
    for left, right, reach in under:
        for other_left, other_right, other in over:
            if left < other_right + gap and other_left < right + gap:
                need = max(need, reach + other)
    return need


def _labels_under(spec: TimelineSpec, scale: TimeScale, elements: list[Element], ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """The labels of boundaries asked to stand under the axis (`label-side:
    below`), each under its line, below all the timeline draws."""
    asked = [(index, b) for index, b in enumerate(spec.boundaries) if b.label and b.label_side == "below"]
    if not asked:
        return []
    lowest = max(e.bounds.bottom for e in elements)
    words = [e.bounds for e in elements if e.kind == "text"]
    drawn: list[Element] = []
    for index, boundary in asked:
        assert boundary.label is not None  # kept only where it has one
        x = scale.x(boundary.at.seconds(spec.unit)[0])
        colour = boundary.label_colour or ctx.theme.look(boundary.colour).text
        places = at_side(ctx, boundary.label, Box(x, lowest, 0.0, 0.0), "below", colour, path + ("boundaries", index, "label"), align=boundary.label_align, along=Box(scale.left, lowest, scale.width, 0.0))
        drawn.append(choose(places, words + [e.bounds for e in drawn], ctx.canvas))
    return drawn


def _insets(spec: TimelineSpec, ctx: "LayoutContext", label_room: float, width: float) -> tuple[float, float]:
    """How far the axis is drawn in at each end, where a cross or an icon at
    an end would reach out of the frame, or the words asked before or after
    a stretch at an end (`label-side: left`, `right`) would."""
    theme = ctx.theme.layout
    seconds = axis_seconds(spec)
    halves = {"kill": theme.cross_size / 2, "preempt": theme.cross_size / 2, "checkpoint": icon_box("save", "small", ctx, 0, 0).width / 2}
    inset_left = inset_right = 0.0
    for lane in spec.lanes:
        for event in lane.events:
            share, half = min(1.0, (event.at.seconds(spec.unit)[0] - axis_start(spec)) / seconds), halves.get(event.event, 0.0)
            inset_left = max(inset_left, half - label_room - width * share)
            inset_right = max(inset_right, width * share + half - width)
        for piece in resolve_lane(lane, spec.unit, (), axis_start(spec)):  # a stretch's words asked before or after it, at an end
            if piece.label and piece.side in ("left", "right"):
                room = side_room(ctx, piece.label, piece.side, "note")
                if piece.side == "right":
                    inset_right = max(inset_right, width * (piece.high - axis_start(spec)) / seconds + room - width)
                else:  # between the lane's name and its first stretch
                    inset_left = max(inset_left, room - width * (piece.start - axis_start(spec)) / seconds)
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


def _sizes_at(spec: TimelineSpec, ctx: "LayoutContext", factor: float) -> LaneSizes:
    """The sizes at `factor` of the preferred ones: lanes and the gaps
    between them, icons to no less than half. Past the lanes' least share
    (`_least_factor`) only the gaps close, to one label gap."""
    theme = ctx.theme.layout
    icon = icon_box("save", "small", ctx, 0, 0).height if any(e.event == "checkpoint" for lane in spec.lanes for e in lane.events) else 0.0
    spacing = icon + 4 * theme.label_gap
    if not icon:
        if factor < SMALLEST_LANE_SHARE:  # past the lanes' least share: names in the note type, the axis a label gap under them
            return LaneSizes(LANE_HEIGHT * SMALLEST_LANE_SHARE, max(theme.label_gap, spacing * factor), 0.0, names="note", axis_gap=theme.label_gap)
        return LaneSizes(LANE_HEIGHT * factor, max(theme.label_gap, spacing * factor), 0.0, axis_gap=theme.scale_gap)
    shown = icon * max(SMALLEST_ICON_SHARE, min(1.0, factor))
    gap = theme.label_gap * min(1.0, factor)
    return LaneSizes(LANE_HEIGHT * factor, max(shown + 3 * gap, spacing * factor), shown, gap, axis_gap=theme.scale_gap)


def _least_factor(spec: TimelineSpec, ctx: "LayoutContext") -> float:
    """How far the sizes go down together: the lanes' least share, then
    the gaps between lanes close to one label gap, the least pitch (16 px
    lanes 24 px apart, issue vocab10b: two panels of eight lanes under
    headings), where no two neighbouring lanes are both named (their names,
    taller than the lanes, would meet) and no icon stands between them."""
    least = _least_share(spec, ctx)
    named = [bool(lane.label) for lane in spec.lanes]
    if not ctx.tight or least > SMALLEST_LANE_SHARE or any(a and b for a, b in zip(named, named[1:])) or _sizes_at(spec, ctx, 1.0).icon:
        return names_apart(spec, ctx, least, lambda factor: _sizes_at(spec, ctx, factor))
    return ctx.theme.layout.label_gap / _sizes_at(spec, ctx, 1.0).spacing


def _held_room(spec: TimelineSpec, ctx: "LayoutContext") -> float:
    """The height the lanes keep past their least for the words asked inside
    a stretch (`_least_share`): what leaving `label-side: inside` out gives
    back, the mark then standing the words inside where they fit."""
    held = _least_share(spec, ctx)
    if held <= SMALLEST_LANE_SHARE:
        return 0.0
    return len(spec.lanes) * LANE_HEIGHT * (held - SMALLEST_LANE_SHARE)


def _least_share(spec: TimelineSpec, ctx: "LayoutContext") -> float:
    """How far lanes may shrink: to SMALLEST_LANE_SHARE, but never below the
    height that holds the words asked inside a stretch (`label-side: inside`,
    in the note type, with its padding): the lanes keep that height and what
    stands round them gives way, before the words are refused (trydraw7)."""
    asked = any(segment.label and segment.label_side == "inside" for lane in spec.lanes for segment in lane.segments)
    if not asked:
        return SMALLEST_LANE_SHARE
    held = ctx.text_height("note") + ctx.theme.layout.inside_padding  # as `label_inside` measures it
    return min(1.0, max(SMALLEST_LANE_SHARE, held / LANE_HEIGHT))


def _made_room(spec: TimelineSpec, scale: TimeScale, sizes: LaneSizes, ctx: "LayoutContext") -> float:
    """The height the lanes take past their even pitch for the labels asked
    over and under them (`_lane_boxes`)."""
    if not spec.lanes or not (any(_asked(lane) for lane in spec.lanes) or any(lane.set_apart for lane in spec.lanes[1:]) or guests(spec, ctx)):
        return 0.0
    top = sizes.icon + sizes.gap if sizes.icon else 0.0
    laid = _lane_boxes(spec, scale, sizes, (0.0, top), ctx)
    return laid[-1].bottom - (top + len(spec.lanes) * sizes.lane + (len(spec.lanes) - 1) * sizes.spacing)


def _set_apart_room(spec: TimelineSpec, sizes: LaneSizes) -> float:
    """The gaps lanes set apart open (`set-apart`: one gap more before each),
    in `_made_room` but not room made for words: leaving `label-side` out
    gives none of it back (faithful14: the no-room message counted it)."""
    return sizes.spacing * sum(1 for lane in spec.lanes[1:] if lane.set_apart)


def _sizes(spec: TimelineSpec, ctx: "LayoutContext", frame: Box, scale: TimeScale, over_axis: float = 0.0) -> LaneSizes:
    """A lane's height, the space after it and the height of a checkpoint's
    icon (standing in that space, above its lane): the preferred ones, or all
    shrunk together so many lanes fit a short frame (lanes to a third, icons
    to half, the gaps around icons with the lanes), the largest that fit."""
    theme = ctx.theme.layout
    at = lambda factor: _sizes_at(spec, ctx, factor)
    if frame.height == float("inf"):
        return at(ctx.grown(1.0, "lane"))
    note = ctx.text_height("note")
    above = _over_room(spec, ctx)
    tail = [3 * theme.label_gap] if spec.boundaries else []
    tail += [1.5 * theme.label_gap + note] if any(b.after for b in spec.boundaries) else []
    tail += [theme.label_gap + note] if spec.lanes and any(s.label for s in spec.lanes[-1].segments) else []
    ruled = theme.scale_gap + theme.scale_tick + theme.label_gap / 2 + note if spec.ticks else 0.0
    if spec.axis is not None:
        ruled = time_axis_height(spec.axis, spec.ticks.seconds(spec.unit)[0] if spec.ticks else 0.0, ctx)
    below = max(tail + [over_axis], default=0.0) + ruled - (theme.scale_gap if ruled else 0.0)  # the axis's own gap: the sizes'
    below += max((ctx.text_height("label", b.label) + theme.label_gap for b in spec.boundaries if b.label and b.label_side == "below"), default=0.0)
    count = max(1, len(spec.lanes))

    def height(sizes: LaneSizes) -> float:
        first_icon = sizes.icon + 2 * sizes.gap if sizes.icon else 0.0  # over the first lane
        over, under = names_hang(spec, ctx, sizes)
        lanes = count * sizes.lane + (count - 1) * sizes.spacing + _made_room(spec, scale, sizes, ctx)
        return max(above + first_icon, over) + lanes + max(below + (sizes.axis_gap if ruled else 0.0), under)

    low, high = SMALLEST_LANE_SHARE, 1.0
    if height(at(high)) <= frame.height:
        return at(high)
    if ctx.tight and height(at(low)) > frame.height:  # past the lanes' least share, where the card is short: the gaps between them close
        low, high = _least_factor(spec, ctx), low
    for _ in range(16):
        middle = (low + high) / 2
        low, high = (middle, high) if height(at(middle)) <= frame.height else (low, middle)
    return at(max(low, _least_factor(spec, ctx)))  # never so thin the words asked inside are refused
