"""Where a curve's words stand: a series' label by its own line, a block's inside it (on a plate), a region's
inside it or beside its end on a leader. Each is a search over places of the
one model of sides (`marks/label.py`, `layout/draw/labels.at_side`), in the
writer's `label-side` where given, clear of the regions, lines and labels
drawn: a label over another series' area reads as that area's (lint: "label
overlaps a region"), so the search goes on past the line's end before it
gives up (issue 25, labels6)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from blueprint import messages
from blueprint.layout.draw.labels import at_side, choose, first_free, is_free, label_inside, label_on_plate, with_alternatives
from blueprint.layout.draw.shapes import text_colour
from blueprint.layout.series_leaders import names_own
from blueprint.marks.curve.data import Trace
from blueprint.marks.curve.spec import PointMarkSpec, RegionSpec
from blueprint.marks.label import label_ink
from blueprint.rules.geometry import Polyline
from blueprint.scene import Box, Dot, Element, Line, Paint, SpecPath, Text
from blueprint.series import Point, value_at

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

ALONG = 24  # how many places along a line a series' label tries, each side
SERIES_END_SHARE = 0.22  # a series' label past its end, at most this share of the card's width (the content narrows as the plot does)
Column = tuple[float, float, float, float]  # a region's screen strip: x0, x1, top, bottom


def series_label(trace: Trace, screen: list[Point], others: list[list[Point]], ctx: "LayoutContext", where: SpecPath, obstacles: list[Box], room: dict[str, float], areas: list[Box], lines: list[list[Point]]) -> Text:
    """A series' label by its own line: over or under it along its length, the
    first free place; where none is and other series' areas box it in, past
    its last point, level with it (the plot narrowing for it); on the writer's `label-side` only, where given. A lone series
    tries its highest point first, then near its ends; one of several, where it
    stands furthest from the others, on the side away from them, so the label
    cannot be read as another's. `room`: what a bracket beside the curve's
    ends takes on that side, the words standing past it; `areas`: the other
    series' filled regions (as strips): a label they box in goes past its end;
    `lines`: the chart's reference lines. A place where another series or a
    line stands as near the words as their own line, or between them and it,
    names either (review 10: "p99 latency" over two lines 2 px apart, "scaled
    with restore" over the provisioned line), so it is taken only where no
    place names the series alone, by its line or past its end (`layout/series_leaders.py`),
    held in reserve (the placement of all labels takes one only to clear a
    conflict), and there a leader from its own line says which it names
    (`layout/series_leaders.py`)."""
    series = trace.series
    label = series.label
    assert label is not None  # asked only of a labelled series (CurveDrawer.layout)
    gap = ctx.theme.layout.label_gap
    height = ctx.text_height("label", label)
    colour = series.label_colour or ctx.theme.look(series.colour).text
    make = lambda x, top, align: ctx.text(label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
    side = series.label_side
    along = [] if side in ("left", "right") else _along(screen, others, height, gap, make, side, series.label_align)
    if side is None and screen[0][1] <= min(y for _, y in screen):  # a line falling from its start: level with its first point, just right of it, over the fall
        along += at_side(ctx, label, Box(screen[0][0], screen[0][1], 0, 0), "right", colour, where, gap=2 * gap)
    ends = []
    for end, point in (("right", screen[-1]), ("left", screen[0])):
        if side == end or (side is None and end == "right"):  # past its end, where a reader looks for its name; before its start only asked
            ends += _beside(ctx, label, point, end, colour, where, height, room.get(end, 0.0))
    line, rivals = [Polyline.of(screen)], [Polyline.of(points) for points in others + lines]
    own = {id(c): names_own(c.box, line, rivals, gap) for c in along + ends}
    along, muddled = [c for c in along if own[id(c)]], [c for c in along if not own[id(c)]] + [c for c in ends if not own[id(c)]]
    ends = [c for c in ends if own[id(c)]]
    free = lambda places: first_free(places, obstacles, ctx.canvas) is not None
    only_muddled = not free(along) and free(muddled) and free(ends)  # free by its line only where it names another too, free past its end
    if side is None and not only_muddled and not _boxed_in(along + muddled, areas, obstacles, ctx):
        chosen = choose(along + muddled, obstacles, ctx.canvas)  # room by its line, or none there for others' areas to take: it stays by it
    else:
        # asked past an end, boxed in by other series' areas (a label there reads as theirs), or by its line only where
        # it names another too: past its end, which the composer makes room for (a narrower plot), as for a line's label,
        # if the words are short enough to take that room from the plot; else the first place stays, lint saying what it meets
        short = bool(ends) and ends[0].box.width + ctx.theme.layout.label_gap <= SERIES_END_SHARE * ctx.canvas.width
        fallback = len(along) if short or not (along or muddled) else 0 if along else len(along + ends)
        chosen = choose(along + ends + muddled, obstacles, ctx.canvas, fallback=fallback)
    return replace(chosen, reserve=sum(1 for c in muddled if c.box != chosen.box))  # where it names another line too: taken only to clear a conflict


def _boxed_in(along: list[Text], areas: list[Box], obstacles: list[Box], ctx: "LayoutContext") -> bool:
    """Whether no place by the line is free and some lie over other series'
    filled areas: the case for its end (a staircase in front of another's)."""
    return bool(along) and first_free(along, obstacles, ctx.canvas) is None and any(c.box.overlaps(a) for c in along for a in areas)


def _along(screen: list[Point], others: list[list[Point]], height: float, gap: float, make: Callable[[float, float, str], Text], side: str | None, align: str | None) -> list[Text]:
    """Places over or under the line along its length, in order of preference
    (`side`: that side only; `align`: at its start, middle or end only)."""
    last = len(screen) - 1
    if align is not None:
        index = {"left": 0, "centre": last // 2, "right": last}[align]
        x = {"left": screen[0][0], "centre": (screen[0][0] + screen[-1][0]) / 2, "right": screen[-1][0]}[align]
        y = value_at(screen, x) if align == "centre" else screen[index][1]
        return [make(x, y - 2 * gap - height if side == "above" else y + 2 * gap, align)]
    places: list[tuple[int, bool]]  # (index along the line, above it first)
    if not others:
        highest = sorted(range(len(screen)), key=lambda i: screen[i][1])[:1]
        shares = (0.06, 0.94, 0.25, 0.75, 0.5, 0.125, 0.875, 0.375, 0.625, 0.0, 1.0)
        places = [(index, True) for index in highest + [round(share * last) for share in shares]]
    else:
        ranked = []
        for index in sorted({round(k * last / ALONG) for k in range(ALONG + 1)}):
            x, y = screen[index]
            nearest = min((value_at(other, x) for other in others), key=lambda other_y: abs(other_y - y))
            ranked.append((-abs(nearest - y), index, y <= nearest))
        places = [(index, above) for _, index, above in sorted(ranked)]
    candidates = []
    for index, above in places:
        x, y = screen[index]
        share = index / last
        anchor = "left" if share < 0.2 else "right" if share > 0.8 else "centre"
        tops = {"above": y - 2 * gap - height, "below": y + 2 * gap}
        order = [side] if side else (["above", "below"] if above else ["below", "above"])
        candidates += [make(x, tops[s], anchor) for s in order]
    return candidates


def _beside(ctx: "LayoutContext", label: str, point: Point, side: str, colour: str, where: SpecPath, height: float, room: float) -> list[Text]:
    """Past a line's end (`right`) or before its start (`left`): level with its
    end point, then just over it and just under it, still by that end (past
    the `room` a bracket takes there)."""
    x, y = point
    level = at_side(ctx, label, Box(x, y, 0, 0), side, colour, where, gap=ctx.theme.layout.label_gap + room)
    shift = height / 2 + ctx.theme.layout.label_gap / 2
    return level + [ctx.text_centred_on(level[0], y - shift), ctx.text_centred_on(level[0], y + shift)]


def region_label(region: RegionSpec, columns: list[Column], ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
    """A region's label: inside it, in its fill's ink, at the place along it
    with the most room round the words, where one holds them clear of its
    edges and of what else stands there; else (or asked `left` or `right`)
    beside its end, level with the middle of its last (first) strip, joined to
    it by a short leader, so a label beside a thin band is not read as the
    next one's. `label-side: inside` where nothing holds the words is told at
    the key (`label_inside`'s message), and it stands beside."""
    label = region.label
    assert label is not None and columns  # asked only of a labelled region that is drawn
    where = path + ("label",)
    side = region.label_side
    if side == "inside" or (side is None and region.label_colour is None):  # words given a colour stand apart from the region
        inside, size, room = _inside(region, columns, ctx, path, obstacles)
        if inside is not None:
            return [inside]
        if side == "inside":  # asked inside, and no place holds it: refused at the key, never drawn beside
            ctx.diagnostics.error(ctx.locate(path + ("label-side",)), messages.REGION_LABEL_INSIDE_UNFIT.format(
                text=label, width=round(size[0]), height=round(size[1]), room=round(max(room, 0.0))))
            return []
    gap = ctx.theme.layout.label_gap
    ends = {"right": max(columns, key=lambda c: c[1]), "left": min(columns, key=lambda c: c[0])}
    candidates: list[tuple[Text, Point]] = []
    for end in ([side] if side in ("left", "right") else ["right", "left"]):
        x0, x1, top, bottom = ends[end]
        edge = x1 if end == "right" else x0
        middle = (top + bottom) / 2
        words = at_side(ctx, label, Box(edge, middle, 0, 0), end, label_ink(region, "ink"), where, gap=2 * gap)[0]
        candidates.append((words, (edge - gap if end == "right" else edge + gap, middle)))
    free = next((c for c in candidates if is_free(c[0].box, obstacles, ctx.canvas)), candidates[0])
    words, start = free
    finish = words.box.x - gap / 2 if start[0] < words.box.x else words.box.right + gap / 2
    leader = path + ("leader",)
    return [words, Line(start[0], start[1], finish, start[1], Paint(stroke="ink", stroke_width="thin"), "leader", leader, leader),
            Dot(start[0], start[1], ctx.theme.layout.leader_dot / 2, "ink", "leader", leader, leader)]


def _inside(region: RegionSpec, columns: list[Column], ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> tuple[Text | None, tuple[float, float], float]:
    """The words inside the region where the room round them is widest: at
    each of a few places along it, centred in the height every strip under
    the words leaves (clear of its edges by the theme's padding), free of
    every obstacle but the region itself; None where no place holds them.
    With them, the words' size and the most height any place leaves them
    (what a refusal says)."""
    label = region.label
    assert label is not None
    pad = ctx.theme.layout.inside_padding + 2
    colour = text_colour(ctx.theme, region.look)
    sample = ctx.text(label, size="label", colour=colour, x=0, top=0, align="centre", role="inside", owner=path, source=path + ("label",))
    width, height = sample.box.width, sample.box.height
    left, right = min(c[0] for c in columns), max(c[1] for c in columns)
    found: list[tuple[float, Text]] = []
    most = 0.0
    for k in range(1, ALONG):
        centre = left + (right - left) * k / ALONG
        x0, x1 = centre - width / 2 - pad, centre + width / 2 + pad
        under = [c for c in columns if c[1] > x0 and c[0] < x1]
        if x0 < left or x1 > right or not under:
            continue
        top, bottom = max(c[2] for c in under), min(c[3] for c in under)
        room = bottom - top - height - 2 * pad
        most = max(most, bottom - top - 2 * pad)
        if room < 0:
            continue
        words = ctx.text_centred_on(ctx.text(label, size="label", colour=colour, x=centre, top=0, align="centre", role="inside", owner=path, source=path + ("label",)), (top + bottom) / 2)
        if not is_free(words.box, obstacles, ctx.canvas):
            continue
        found.append((min(room, height) - 4 * abs(k - ALONG / 2), words))  # room enough round the words, then nearer the middle
    if not found:
        return None, (width, height), most
    ranked = [words for _, words in sorted(found, key=lambda f: -f[0])]  # stable: of like scores, the first along
    return with_alternatives(ranked[0], ranked), (width, height), most  # the others its places along the region, for the placement of all labels


def words_inside(mark: PointMarkSpec, block: Box, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """A block's words inside it (`label-side: inside`): in its fill's contrast
    ink on a solid fill, else (no fill, or hatched: the region under it shows)
    on a paper plate in the block's own colour; refused where they do not fit.
    Either way they stand on a surface that hides a region under the block
    (the `plated` role)."""
    assert mark.label is not None
    look = mark.look
    if look.filled and not look.hatch:
        return [replace(label_inside(ctx, mark.label, block, look, path, size="note"), role="plated")]
    return label_on_plate(ctx, mark.label, block, look, mark.inside_ink() or text_colour(ctx.theme, look), path, size="note")
