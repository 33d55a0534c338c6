"""Drawing a timeline's parts: a lane (its label, pieces and events), a segment's
label, a boundary. Each returns its elements and the boxes of its anchors.

A segment's label also keeps clear of the words other marks drew before the
timeline (`ctx.placed`, in `segment_label`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import Obstacles, at_side, choose, choose_held, label_inside, with_alternatives, worded
from blueprint.layout.draw.shapes import fill_paint, parted, red_cross, seams, stroke_paint, text_colour
from blueprint.layout.draw.timescale import TimeScale, range_bar
from blueprint.layout.marks.bar_labels import free_stretches
from blueprint.icons.base import IconState
from blueprint.layout.draw.icons import draw_icon, icon_box
from blueprint.layout.marks.timeline.track import draw_track, stretches_box
from blueprint.marks.timeline.spec import BoundarySpec, EventSpec, LaneSpec, Piece, resolve_lane, resolve_track
from blueprint.rules.policy import TEXT_CLEARANCE
from blueprint.scene import Box, Element, Line, Paint, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

LINE_ANCHOR = 8.0  # the width of a boundary's anchor, centred on its line


def draw_lane(spec: LaneSpec, band: tuple[Box, float, float, str], scale: TimeScale, unit: str, ctx: "LayoutContext", path: SpecPath, placed: list[Element], words: Obstacles, crossing: Sequence[float] = ()) -> tuple[list[Element], dict[str, Box]]:
    """The lane's label, pieces and events (in `band`: the lane's box, the
    height of a checkpoint's icon above it, the gap around that icon and the
    type of its name, `label` or on the thinnest lanes `note`;
    `placed`: the timeline's elements so far; `words`: every word drawn so far,
    the timeline's and the blocks' composed before it, which this lane's words
    join; `crossing`: the x of the boundaries' lines across the lanes, which
    words over or under a part clear in two lines where one cannot, `at_side`);
    anchors `segment-M` (a written segment's bar, its uncertain part included)
    and `event-M` (a kill's cross, a checkpoint's icon, a restart's redone
    stretch), named without the lane."""
    theme = ctx.theme.layout
    box, icon_height, icon_gap, names = band
    elements: list[Element] = []
    anchors: dict[str, Box] = {}
    if spec.label:
        label = ctx.text(spec.label, size=names, colour=spec.label_colour or "ink", x=scale.left - 2 * theme.label_gap, top=0, align="right", role="label", owner=path + ("label",), source=path + ("label",))
        elements.append(ctx.text_centred_on(label, box.centre_y))
    redone: dict[float, Box] = {}
    synced = 0  # `elements` before this one are in `words`
    # A piece widened to the least a part is drawn (a one-minute restore: 6 px
    # where its time is under 1) would be painted over by the piece after it:
    # that piece is drawn under it instead, so the short one shows whole.
    widened: list[tuple[Box, int]] = []  # (its box, where its drawing starts in `elements`)
    painted: list[tuple[Box, Paint]] = []  # each piece's box and paint, for the seams between alike ones
    pieces = resolve_lane(spec, unit, path, scale.start)
    icons = checkpoint_boxes(spec, box, (icon_height, icon_gap), scale, unit, ctx)
    track = resolve_track(spec, unit, path, scale.start)
    boxed = _piece_boxes(pieces, spec.gaps, scale, stretches_box(box) if track else box, (theme.thin_part, ctx.theme.strokes.outline / 2))
    layers = [drawn for piece, drawn, _ in boxed if piece.layer]
    beside = words_beside(spec, box, scale, unit, ctx, path, icons, icon_gap)  # left or right of their events: no line crosses them there
    em = ctx.theme.type.size("note")
    for texts in beside.values():  # a stretch's own words keep two ems from an event's words on it (they would read as one phrase)
        for text in texts:
            words.add(Box(text.box.x - 2 * em, text.box.y, text.box.width + 4 * em, text.box.height))
    for piece, piece_box, sure in boxed:
        paint = fill_paint(ctx.theme, piece.look)
        painted.append((piece_box, paint))
        bar = range_bar(piece_box, sure, paint, theme.thin_part, "segment", piece.path)
        under = [start for earlier, start in widened if piece_box.x < earlier.right and earlier.x < piece_box.right]
        below = min(under, default=len(elements))
        elements[below:below] = bar
        widened = [(earlier, start + len(bar) if start >= below else start) for earlier, start in widened]
        synced += len(bar) if synced > below else 0
        if scale.length(piece.high - piece.start) < theme.thin_part:
            widened.append((piece_box, below))
        if piece.redone:
            redone[piece.start] = piece_box
        else:
            anchors[f"segment-{piece.path[-1] + 1}"] = piece_box
        if piece.label:
            synced = words.catch_up(elements, synced)
            room = uncovered(piece_box, layers) if piece.inside and not piece.layer else piece_box
            elements.append(segment_label(piece, room, ctx, words, (list(icons.values()), icon_gap), box, crossing))
    elements += seams(ctx.theme, painted, path)  # alike pieces that abut stay two
    elements += draw_track(track, box, scale, ctx, anchors)
    for index, event in enumerate(spec.events):
        at = event.at.seconds(unit)[0]
        x = scale.x(at)
        where = path + ("events", index)
        drawn = event_drawn(event, x, box, icons.get(index), ctx, where)
        elements += drawn
        mark = Box.around([e.bounds for e in drawn])  # None where nothing is drawn
        anchors[f"event-{index + 1}"] = mark or redone.get(at) or Box(x, box.y, 0.0, box.height)
        if event.label and mark is not None and event.label_side is not None:  # on the side asked: the gap between lanes was widened for it
            sided = beside[index] if index in beside else event_words(event, index, mark, box, ctx, where, icons, icon_gap, crossing)
            if event.label_side in ("left", "right"):  # on the lane, level with its middle: the words stand on the stretch there
                sided = [on_stretch(text, anchors, path) for text in sided]
            over = box if event.label_side in ("above", "below") and index not in beside else None  # over or under it: along the lane, off its mark only in reserve
            elements.append(choose_held(sided, [e.bounds for e in placed + elements], ctx.canvas, mark, over))
        elif event.label and mark is not None:  # said "marked ..." in the alt text: so drawn, beside its mark (not part of its anchor)
            elements.append(event_label(event.label, mark, box, ctx, where + ("label",), placed + elements, event.label_colour or "ink"))
    words.catch_up(elements, synced)
    return elements, anchors


def _piece_boxes(pieces: list[Piece], gaps: float | None, scale: TimeScale, lane: Box, sizes: tuple[float, float]) -> list[tuple[Piece, Box, float]]:
    """Each piece with its box on the scale and the px of it that are sure;
    with `gaps`, the pieces laid end to end (not those drawn over others)
    stand apart (`parted`; `sizes`: the thinnest piece, and how far an
    outline reaches past its box), the gap cut from the sure part where it starts."""
    least, edge = sizes
    boxes = [Box(scale.x(p.start), lane.y, max(least, scale.length(p.high - p.start)), lane.height) for p in pieces]
    boxes = _kept_at_start(pieces, boxes, scale, least)
    laid = [index for index, p in enumerate(pieces) if not p.layer]
    for index, cut in zip(laid, parted([boxes[i] for i in laid], gaps, least, edge, ends=True)):
        boxes[index] = cut
    found = []
    for piece, drawn in zip(pieces, boxes):
        sure = scale.length(piece.end - piece.start) - (drawn.x - scale.x(piece.start))
        found.append((piece, drawn, max(0.0, min(drawn.width, sure))))
    return found


def uncovered(box: Box, layers: list[Box]) -> Box:
    """The widest stretch of a part that the stretches drawn over it (`layer`)
    leave in view: where words asked inside it stand (a skipped fetch's
    \"fetch skipped\" beside the work drawn over its start), not under a layer."""
    edges = sorted({box.x, box.right} | {x for layer in layers if layer.overlaps(box) for x in (layer.x, layer.right) if box.x < x < box.right})
    free = [(a, b) for a, b in zip(edges, edges[1:]) if not any(layer.overlaps(box) and layer.x <= a and b <= layer.right for layer in layers)]
    runs: list[tuple[float, float]] = []
    for a, b in free:  # neighbouring free pieces are one stretch
        runs = runs[:-1] + [(runs[-1][0], b)] if runs and abs(runs[-1][1] - a) < 0.01 else runs + [(a, b)]
    if not runs:
        return box
    a, b = max(runs, key=lambda run: run[1] - run[0])
    return Box(a, box.y, b - a, box.height)


def checkpoint_boxes(spec: LaneSpec, box: Box, icon: tuple[float, float], scale: TimeScale, unit: str, ctx: "LayoutContext") -> dict[int, Box]:
    """Each checkpoint's icon box, by its place in the lane's events: standing
    in the space above the lane (`icon`: its height and the gap round it)."""
    height, gap = icon
    found = {}
    for index, event in enumerate(spec.events):
        if event.event == "checkpoint":
            x = scale.x(event.at.seconds(unit)[0])
            natural = icon_box("save", "small", ctx, x, 0)
            width = natural.width * height / natural.height
            found[index] = Box(x - width / 2, box.y - 2 * gap - height, width, height)
    return found


def event_area(mark: Box, lane: Box, side: str) -> Box:
    """What an event's label stands beside: over or under, its place in the
    lane (its mark and the lane's band there: a save icon stands over the
    lane, a cross across it); before or after, its mark."""
    if side in ("left", "right"):
        return mark
    top, bottom = min(mark.y, lane.y), max(mark.bottom, lane.bottom)
    return Box(mark.x, top, mark.width, bottom - top)


def event_drawn(event: EventSpec, x: float, lane: Box, icon: Box | None, ctx: "LayoutContext", where: SpecPath) -> list[Element]:
    """An event's mark on its lane: a red cross (a preempted lane carries on
    after it), a save icon (in `icon`, its box over the lane), a thin tick
    across the lane and a little past it in its look (ink by default); a
    restart draws the work it redoes, if any was lost, as a piece."""
    theme = ctx.theme.layout
    if event.event in ("kill", "preempt"):
        return red_cross(x, lane.centre_y, theme.cross_size, where)
    if event.event == "checkpoint" and icon is not None:
        return draw_icon("save", icon, "blue", "solid", IconState(), where, where)
    if event.event == "tick":
        reach = min(theme.lane_tick_reach, lane.height / 6)
        return [Line(x, lane.y - reach, x, lane.bottom + reach, stroke_paint(ctx.theme, event.look), "tick", where, where)]
    return []


def event_words(event: EventSpec, index: int, mark: Box, lane: Box, ctx: "LayoutContext", where: SpecPath, icons: dict[int, Box], gap: float, crossing: Sequence[float] = ()) -> list[Text]:
    """An event's words on the side asked (`label-side`), their places in order."""
    assert event.label is not None and event.label_side is not None
    area = mark if event.event != "tick" else Box(mark.x, lane.y, mark.width, lane.height)  # a tick's words stand where a lane's stand, its reach in their gap
    others = [i for k, i in icons.items() if k != index]
    return sided_label(event.label, event_area(area, lane, event.label_side), event.label_side, event.label_colour or "ink", where + ("label",), ctx, others, gap, event.label_align, lane, crossing)


def words_beside(spec: LaneSpec, lane: Box, scale: TimeScale, unit: str, ctx: "LayoutContext", path: SpecPath, icons: dict[int, Box], gap: float) -> dict[int, list[Text]]:
    """The words of the events asked to stand before or after them (`left`,
    `right`), by event, placed before the stretches' own words are: those
    stand clear of them."""
    found = {}
    for index, event in enumerate(spec.events):
        if event.label and event.label_side in ("left", "right"):
            where = path + ("events", index)
            mark = Box.around([e.bounds for e in event_drawn(event, scale.x(event.at.seconds(unit)[0]), lane, icons.get(index), ctx, where)])
            if mark is not None:
                found[index] = event_words(event, index, mark, lane, ctx, where, icons, gap)
    return found


def on_stretch(text: Text, anchors: dict[str, Box], lane: SpecPath) -> Text:
    """An event's words before or after it (`label-side: left`, `right`) stand
    in its lane, on the stretch there, as a stretch's own words stand inside
    it: that stretch is theirs to stand on (lint judges them against every
    other stretch, mark and word, and their ink against its fill). The
    stretch is the one they cover most; none where they cover none."""
    covered = [(overlap(text.box, part), name) for name, part in anchors.items() if name.startswith("segment-")]
    most, name = max(covered, default=(0.0, ""))
    if most <= 0:
        return text
    return replace(text, owner=lane + ("segments", int(name.split("-")[1]) - 1))


def overlap(first: Box, second: Box) -> float:
    """The area two boxes share."""
    width = min(first.right, second.right) - max(first.x, second.x)
    height = min(first.bottom, second.bottom) - max(first.y, second.y)
    return max(0.0, width) * max(0.0, height)


def sided_label(text: str, area: Box, side: str, colour: str, where: SpecPath, ctx: "LayoutContext", icons: list[Box], gap: float, align: str | None = None, lane: Box | None = None, crossing: Sequence[float] = ()) -> list[Text]:
    """A lane's label (a stretch's, an event's) on the side asked: its places
    there (`at_side`, `gap` from the part: the lanes' own, less in a short
    frame), each lifted over the save icons standing above the lane that it
    would meet, so it stands over what stands over its part; those nearest
    their part first, then slid along the `lane` (`at_side`'s `along`);
    with `align` (`label-align`), that place alone; in two lines where no
    place of one clears the lines `crossing` the lane (`at_side`)."""
    gap = max(gap, TEXT_CLEARANCE + 1)  # never closer than lint lets words stand to a shape
    places = at_side(ctx, text, area, side, colour, where, size="note", gap=gap, align=align, along=lane, crossing=crossing)
    if side != "above":
        return places
    lifted = []
    for place in places:
        met = [icon for icon in icons if icon.grown(gap).overlaps(place.box)]
        top = min((icon.y for icon in met), default=place.box.bottom + gap)
        lifted.append(place.moved(0, min(0.0, top - gap - place.box.bottom)))
    return sorted(lifted, key=lambda place: -place.box.y)  # stable: in at_side's order where none is lifted


Reach = tuple[float, float, float]  # what stands over or under a lane: its left, its right, how far it reaches from the lane


def asked_reach(spec: LaneSpec, box: Box, icon: tuple[float, float], scale: TimeScale, unit: str, ctx: "LayoutContext", crossing: Sequence[float] = ()) -> tuple[list[Reach], list[Reach]]:
    """What stands over this lane (its save icons, and the labels asked to
    stand over its parts) and under it (the labels asked there), each with
    how far it reaches from the lane's box, a gap beyond it included: the
    room the timeline makes between lanes (`label-side`): for two lines where
    the words stand in two (`crossing`, as `draw_lane` stands them)."""
    gap = max(icon[1], TEXT_CLEARANCE + 1)
    icons = checkpoint_boxes(spec, box, icon, scale, unit, ctx)
    marks = dict(icons)
    for index, event in enumerate(spec.events):
        if event.event in ("kill", "preempt"):
            half = ctx.theme.layout.cross_size / 2
            x = scale.x(event.at.seconds(unit)[0])
            marks[index] = Box(x - half, box.centre_y - half, 2 * half, 2 * half)
    asked: list[Text] = []
    for piece in resolve_lane(spec, unit, (), scale.start):
        if piece.label and piece.side in ("above", "below"):
            area = Box(scale.x(piece.start), box.y, max(1.0, scale.length(piece.high - piece.start)), box.height)
            words = worded(ctx, piece.label, area, piece.side, "note", box, crossing) if not piece.align else piece.label
            asked.append(sided_label(words, area, piece.side, "ink", (), ctx, list(icons.values()), gap, piece.align)[0])
    for index, event in enumerate(spec.events):
        if event.label and event.label_side in ("above", "below") and index in marks:
            others = [i for k, i in icons.items() if k != index]
            area = event_area(marks[index], box, event.label_side)
            words = worded(ctx, event.label, area, event.label_side, "note", box, crossing) if not event.label_align else event.label
            asked.append(sided_label(words, area, event.label_side, "ink", (), ctx, others, gap, event.label_align)[0])
    above = [(t.box.x, t.box.right, box.y - t.box.y + gap) for t in asked if t.box.bottom <= box.y + 0.5]
    above += [(i.x, i.right, box.y - i.y + gap) for i in icons.values()]
    below = [(t.box.x, t.box.right, t.box.bottom - box.bottom + gap) for t in asked if t.box.y >= box.bottom - 0.5]
    return above, below


def _kept_at_start(pieces: list[Piece], boxes: list[Box], scale: TimeScale, least: float) -> list[Box]:
    """A piece widened to the least a part is drawn keeps its start where its
    time puts it and grows toward later time, taking its room from the piece
    that starts at its end (a one-minute restore at 2 h starts at 2 h, the
    thirty minutes after it start where it ends: review 10-b); where that
    cannot be (the lane ends, or the neighbour would fall under `least`), it
    grows to the left into empty lane (`_widened_into_room`), else it stands
    over its neighbour, which is drawn under it (`draw_lane`). A neighbour
    as thin as it (a run of one-minute pieces) is not stood over: it starts
    where the widened one ends, still `least` wide, and gives way in turn,
    so thin pieces of one length draw equal and apart (faithful10b)."""
    found = list(boxes)
    for index, piece in enumerate(pieces):
        box = found[index]  # where a thin piece before it has pushed it
        if box.right - scale.x(piece.high) <= 0.01:
            continue
        if box.right > scale.right + 0.01:  # the lane ends: it ends there, as late as it can start
            found[index] = Box(scale.right - box.width, box.y, box.width, box.height)
            continue
        after = [i for i, p in enumerate(pieces) if i != index and not _covers(p, piece) and piece.high - 1e-9 <= p.start and found[i].x < box.right - 0.01]
        cut = {i: Box(box.right, found[i].y, found[i].right - box.right, found[i].height) for i in after}
        thin = all(c.width >= least - 0.01 or scale.length(pieces[i].high - pieces[i].start) < least for i, c in cut.items())
        if thin:
            for i, box_after in cut.items():
                found[i] = Box(box_after.x, box_after.y, max(least, box_after.width), box_after.height)
        else:
            found[index] = _widened_into_room(index, pieces, found, scale)
    return found


def _covers(outer: Piece, inner: Piece) -> bool:
    """Whether `outer` lies under `inner` the whole of its time (the lane's
    base stretch under the blocks drawn over it)."""
    return outer.start <= inner.start and outer.high >= inner.high


def _widened_into_room(index: int, pieces: list[Piece], boxes: list[Box], scale: TimeScale) -> Box:
    """Where the piece after a widened one cannot give up room (it would fall
    under the least a part is drawn), the widened one grows to the left if a
    piece starts at its end and nothing but what lies under it is drawn
    before it: its width comes from empty lane."""
    piece, box = pieces[index], boxes[index]
    more = box.width - scale.length(piece.high - piece.start)
    if more <= 0 or piece.high != piece.end:
        return box
    others = [(p, b) for i, (p, b) in enumerate(zip(pieces, boxes)) if i != index and not _covers(p, piece)]
    if not any(abs(p.start - piece.high) < 1e-9 for p, _ in others):
        return box
    moved = Box(box.x - more, box.y, box.width, box.height)
    if moved.x < scale.left - 0.01 or any(b.x < box.x and moved.x < b.right for _, b in others):
        return box
    return moved


def event_label(text: str, mark: Box, lane: Box, ctx: "LayoutContext", where: SpecPath, placed: list[Element], colour: str = "ink") -> Element:
    """An event's words beside its mark: under the lane, else to the mark's
    right, else above it; wherever they are clear."""
    gap = ctx.theme.layout.label_gap
    make = lambda x, top, align: ctx.text(text, size="note", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
    height = ctx.text_height("note", text)
    candidates = [
        make(mark.centre_x, lane.bottom + gap, "centre"),
        ctx.text_centred_on(make(mark.right + gap, 0, "left"), mark.centre_y),
        make(mark.centre_x, mark.y - gap - height, "centre"),
    ]
    return choose(candidates, [e.bounds for e in placed], ctx.canvas)


def segment_label(piece: Piece, box: Box, ctx: "LayoutContext", words: Obstacles, icons: tuple[list[Box], float] = ([], 8.0), lane: Box | None = None, crossing: Sequence[float] = ()) -> Element:
    look = ctx.theme.look(piece.fill)
    inside_colour = look.inside if look.ink_inside and not piece.hatch else None
    beside = piece.label_colour or text_colour(ctx.theme, piece.look)
    where = piece.path + ("label",)
    label = piece.label
    assert label is not None  # asked only of a labelled piece (draw_lane)
    if piece.inside:  # where the writer asked: in its contrast ink, or refused
        return label_inside(ctx, label, box, piece.look, piece.path, size="note", colour=piece.label_colour if not piece.look.filled else None)
    if piece.side is not None:  # on the side asked, sliding only along it: the gap between lanes was widened for it
        sided = sided_label(label, box, piece.side, beside, where, ctx, *icons, piece.align, lane, crossing)
        return choose_held(sided, words.near(sided), ctx.canvas, box, lane if piece.side in ("above", "below") else None)
    make = lambda colour, x, top, align: ctx.text(label, size="note", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
    gap = ctx.theme.layout.label_gap
    height = ctx.text_height("note", label)
    candidates = []
    if inside_colour:
        centred = make(inside_colour, box.centre_x, box.centre_y - height / 2, "centre")
        candidates.append(centred)
        level = [o for o in words.near([centred]) if o.y < centred.box.bottom and centred.box.y < o.bottom and o.x < box.right and box.x < o.right]
        for stretch in sorted(free_stretches(box, [Box(o.x, box.y, o.width, box.height) for o in level]), key=lambda b: -b.width) if level else []:
            if stretch.width >= centred.box.width + 2 * ctx.theme.layout.label_padding:  # centred in what the words beside an event leave of it
                candidates.append(make(inside_colour, stretch.centre_x, box.centre_y - height / 2, "centre"))
    for top in (box.bottom + gap, box.y - gap - height):
        candidates += [make(beside, box.centre_x, top, "centre"), make(beside, box.x, top, "left"), make(beside, box.right, top, "right")]
    return choose(candidates, words.near(candidates), ctx.canvas, fallback=-1)


def draw_boundary(spec: BoundarySpec, scale: TimeScale, unit: str, top: float, lanes: tuple[float, float], ctx: "LayoutContext", path: SpecPath) -> tuple[list[Element], Box]:
    """The boundary's label above the lanes, its line across them and what lies
    after it; and its anchor: the line, LINE_ANCHOR wide."""
    theme = ctx.theme.layout
    x = scale.x(spec.at.seconds(unit)[0])
    elements: list[Element] = []
    line_top = lanes[0] - 2 * theme.label_gap
    if spec.label and spec.label_side != "below":  # under the axis: drawn with it (the drawer's `_labels_under`)
        where = path + ("label",)
        colour = spec.label_colour or ctx.theme.look(spec.colour).text  # words naming a red line are red (STYLE.md, Type)
        make = lambda x_, align: ctx.text(spec.label, size="label", colour=colour, x=x_, top=top, align=align, role="label", owner=where, source=where)
        places = {"centre": make(x, "centre"), "right": make(x + theme.label_gap, "right"), "left": make(x - theme.label_gap, "left")}
        if spec.label_align:  # where the writer asked along the line: that place alone, starting, centred on or ending at it
            places = {spec.label_align: make(x, spec.label_align)}
        label = next(iter(places.values()))  # over its line; else ending at it, or starting at it, to clear a neighbour's
        label = with_alternatives(label, list(places.values()))
        elements.append(label)
        line_top = min(line_top, label.box.bottom + theme.label_gap)
    paint = Paint(stroke=ctx.theme.look(spec.colour).stroke, stroke_width="dotted" if spec.outline == "dotted" else "outline", line=spec.outline)
    line_bottom = lanes[1] + 3 * theme.label_gap
    elements.append(Line(x, line_top, x, line_bottom, paint, "boundary", path, path))
    if spec.after:
        where = path + ("after",)
        elements.append(ctx.text(spec.after, size="note", colour="ink", x=x + theme.label_gap * 1.5, top=lanes[1] + 1.5 * theme.label_gap, align="left", role="label", owner=where, source=where))
    return elements, Box(x - LINE_ANCHOR / 2, line_top, LINE_ANCHOR, line_bottom - line_top)
