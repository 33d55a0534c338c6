"""Label candidates: a mark offers each label its places in its order of
preference; the first free one stands, and the others ride along as the
label's `alternatives`, for the layout's placement of all labels together
(`layout/labels.py`) to move it where another mark, drawn later, wants room."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks.label import Lines, lines_of
from blueprint.rules.policy import CLEARANCE
from blueprint.rules.index import Buckets
from blueprint.scene import Box, Element, Paint, Rect, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.look import Look
    from blueprint.theme import Theme


def is_free(box: Box, obstacles: Sequence[Box], bounds: Box, clearance: float = 2.0) -> bool:
    """Whether `box` lies inside `bounds` and keeps `clearance` from every obstacle."""
    if not bounds.contains(box):
        return False
    grown = box.grown(clearance)
    return not any(grown.overlaps(obstacle) for obstacle in obstacles)


def first_free(candidates: Iterable[Text], obstacles: Sequence[Box], bounds: Box, clearance: float = 2.0) -> Text | None:
    """The first candidate whose box is free (see `is_free`)."""
    for candidate in candidates:
        if is_free(candidate.box, obstacles, bounds, clearance):
            return candidate
    return None


def choose(candidates: Sequence[Text], obstacles: Sequence[Box], bounds: Box, clearance: float = 2.0, fallback: int = 0) -> Text:
    """The first free candidate (else the `fallback` one), carrying the others'
    places as its alternatives, in order."""
    chosen = first_free(candidates, obstacles, bounds, clearance) or candidates[fallback]
    return with_alternatives(chosen, candidates)


def with_alternatives(chosen: Text, candidates: Sequence[Text]) -> Text:
    """The chosen text, the other candidates' places its alternatives (and,
    where a candidate's colour differs from its own, their colours)."""
    rest = [c for c in candidates if c.box != chosen.box]
    others = tuple((round(c.box.x - chosen.box.x, 3), round(c.box.y - chosen.box.y, 3)) for c in rest)
    colours = tuple(c.colour for c in rest) if any(c.colour != chosen.colour for c in rest) else ()
    return replace(chosen, alternatives=others, colours=colours)


def fits_inside(text: Text, area: Box, padding: float) -> bool:
    """Whether a label sits inside `area` with `padding` left and right."""
    return (
        text.box.x >= area.x + padding - 0.01
        and text.box.right <= area.right - padding + 0.01
        and text.box.y >= area.y
        and text.box.bottom <= area.bottom
    )


class Obstacles:
    """Boxes labels keep clear of, filed in buckets as they are drawn, so a
    mark placing many labels asks only those near each one's candidates: a
    timeline of 3,000 labelled segments looks at a few neighbours per label,
    not at every label drawn before it."""

    def __init__(self, canvas: Box, boxes: Iterable[Box] = ()):
        self.boxes: list[Box] = []
        self.buckets = Buckets(canvas.right, canvas.bottom)
        for box in boxes:
            self.add(box)

    def add(self, box: Box) -> None:
        self.buckets.add(len(self.boxes), box)
        self.boxes.append(box)

    def catch_up(self, elements: Sequence[Element], start: int) -> int:
        """Adds the words among `elements[start:]`; returns where the next catch-up starts."""
        for element in elements[start:]:
            if element.kind == "text":
                self.add(element.bounds)
        return len(elements)

    def near(self, candidates: Sequence[Text], clearance: float = 2.0) -> list[Box]:
        """The boxes that may keep one of `candidates` from being free (`is_free`)."""
        around = Box.around([c.box for c in candidates])
        if around is None:
            return []
        return [self.boxes[i] for i in self.buckets.near(around.grown(clearance))]


def inside_colour(theme: "Theme", look: "Look") -> str:
    """The ink of words inside a part drawn in `look`: its fill's contrast ink
    (white on blue, dark and red; ink on grey, white and no fill), ink on a
    hatched part (its hatching lies on the paper)."""
    return "ink" if look.hatch else theme.look(look.fill).inside


def label_inside(ctx: "LayoutContext", text: str, area: Box, look: "Look", part: SpecPath, size: str = "label", blame: SpecPath | None = None, colour: str | None = None) -> Text:
    """A part's label asked to stand inside it (`label-side: inside`): centred
    in the part, in its contrast ink, free to slide along the part's length
    and never out of it (`slid_inside`: the placement of all labels moves it
    off a boundary or a guide that crosses the part). Where it does not fit,
    the writer is told at `label-side` (or `blame`, the words' own key: a
    grid's `cell-labels`), with the room there is."""
    where = blame or part + ("label",)
    run = ctx.text(text, size=size, colour=colour or inside_colour(ctx.theme, look), x=area.centre_x, top=0, align="centre", role="inside", owner=part, source=where)
    run = ctx.text_centred_on(run, area.centre_y)
    padding = ctx.theme.layout.inside_padding
    if run.box.width > area.width - 2 * padding + 0.01 or run.box.height > area.height - padding + 0.01:
        pair = two_lines(text)
        tall_enough = 2 * run.box.height <= area.height - padding  # two lines help only where two stand
        lines = messages.FIX_INSIDE_LINES.format(first=pair.lines[0], rest=pair.lines[1]) if pair is not None and tall_enough else ""
        message = messages.LABEL_INSIDE_UNFIT.format(text=text, width=round(run.box.width), height=round(run.box.height), room_w=round(area.width), room_h=round(area.height), lines=lines)
        ctx.diagnostics.error(ctx.locate(blame or part + ("label-side",)), message + ("" if blame else messages.FIX_INSIDE_SIDE))
        return run
    return with_alternatives(run, [run] + slid_inside(run, area, padding, ctx.theme.layout.label_gap))


SLIDES = 16  # the places an inside label may slide to each way along its part, at most


def slid_inside(centred: Text, area: Box, padding: float, gap: float) -> list[Text]:
    """`centred` slid along the part's length (across a wide part, up and down
    a tall one), two gaps at a time each way, nearest first: every place that
    keeps `padding` from the part's ends; never out of the part."""
    box = centred.box
    wide = area.width >= area.height
    low, high = (area.x + padding - box.x, area.right - padding - box.right) if wide else (area.y + padding / 2 - box.y, area.bottom - padding / 2 - box.bottom)
    found: list[Text] = []
    step = 2 * gap
    for k in range(1, SLIDES + 1):
        for shift in (k * step, -k * step):
            if low - 0.01 <= shift <= high + 0.01:
                found.append(centred.moved(shift, 0) if wide else centred.moved(0, shift))
    return found


PLATE_PADDING = 3.0  # px of paper round words set on a plate, so no hatch line runs up to a letter


def label_on_plate(ctx: "LayoutContext", text: str, area: Box, look: "Look", colour: str, part: SpecPath, size: str = "label") -> list[Element]:
    """A label asked inside a part that lets what lies under it show (no
    fill, or hatched): centred in it on a small paper plate, so no hatch or
    fill under the part runs behind the words, in `colour`, the ink the words
    take on paper (the part's own). Refused where it does not fit, as
    `label_inside` is. The plate and the words are the label's (`plate`,
    `plated` roles): lint reads them as words standing on paper."""
    run = replace(label_inside(ctx, text, area, look, part, size=size, colour=colour), role="plated", alternatives=(), colours=())  # fixed: its plate stands under it
    plate = Rect(run.box.grown(PLATE_PADDING), Paint(fill="paper"), "plate", part, part + ("label",))
    return [plate, run]


def two_lines(text: str) -> Lines | None:
    """One line's words as two of about one length, broken at the space
    nearest their middle; None for one word, or words in two lines already."""
    if isinstance(text, Lines):
        return None
    spaces = [at for at, char in enumerate(text) if char == " "]
    cut = min(spaces, key=lambda at: abs(at - len(text) / 2), default=None)
    return None if cut is None else Lines((text[:cut], text[cut + 1:]))


def clear_of(box: Box, crossing: Sequence[float]) -> bool:
    """Whether words keep lint's clearance from every upright line at `crossing`
    (their x): as from any line not a part's body (`rules/judge.breaks`)."""
    return all(x <= box.x - CLEARANCE or x >= box.right + CLEARANCE for x in crossing)


def at_side(ctx: "LayoutContext", text: str, area: Box, side: str, colour: str, where: SpecPath, size: str = "label", gap: float | None = None, owner: SpecPath | None = None, align: str | None = None, along: Box | None = None, crossing: Sequence[float] = ()) -> list[Text]:
    """A label's places on the side of `area` the writer asked (`label-side`),
    the one model of every part's sides: `above` or `below` it, centred, then
    starting at its left edge, then ending at its right (the placement of all
    labels may slide it along that side, never off it); `left` or `right` of
    it, level with its middle. `gap`: the space to the part (the theme's);
    `owner`: what the words belong to (by default, the label itself);
    `align` (`label-align`, over or under): that place alone, as written;
    `along` (a lane, an axis): how far over or under it the words may slide,
    still over their part, where the first three places meet something (a
    label wider than its part that crosses a boundary at the part's edge);
    `crossing` (with `along`): the x of upright lines across that side (a
    timeline's boundaries). Where every place of one line within `along` and
    over the part meets one of those lines, the words stand in two lines
    (`two_lines`) if one place of those clears them: still over their part,
    where one line could only hang past the lane's end (issue 27,
    faithful13: `node-replace`'s "health check fails")."""
    gap = ctx.theme.layout.label_gap if gap is None else gap
    if along is not None and crossing and not align:
        text = worded(ctx, text, area, side, size, along, crossing)
    make = lambda x, top, align: ctx.text(text, size=size, colour=colour, x=x, top=top, align=align, role="label", owner=owner or where, source=where)
    if side in ("left", "right"):
        x, align = (area.x - gap, "right") if side == "left" else (area.right + gap, "left")
        return [ctx.text_centred_on(make(x, 0, align), area.centre_y)]
    top = area.y - gap - ctx.text_height(size, text) if side == "above" else area.bottom + gap
    places = {"centre": make(area.centre_x, top, "centre"), "left": make(area.x, top, "left"), "right": make(area.right, top, "right")}
    if align:
        return [places[align]]
    if along is None:
        return list(places.values())
    return held_last(list(places.values()) + slid_along(places["centre"], area, along, ctx.theme.layout.label_gap), area, along)


def worded(ctx: "LayoutContext", text: str, area: Box, side: str, size: str, along: Box, crossing: Sequence[float]) -> str:
    """The words as they stand over or under a part of a lane (`at_side`):
    in two lines (`two_lines`) where no place of one line within `along` and
    over the part clears the upright lines at `crossing`, and one of two
    does; else as written. Judged on the places' spans alone (what the room
    a timeline makes asks at every size it tries)."""
    if side not in ("above", "below"):
        return text
    pair = two_lines(text)
    if pair is None or _clears(ctx, text, area, size, along, crossing):
        return text
    return pair if _clears(ctx, pair, area, size, along, crossing) else text


def _clears(ctx: "LayoutContext", text: str, area: Box, size: str, along: Box, crossing: Sequence[float]) -> bool:
    """Whether one of the places `at_side` offers over or under a part (centred,
    at its start, at its end, slid along) stands within `along`, over the
    part and clear of every line at `crossing`: spans, not runs."""
    width = max(ctx.font.measure(line, ctx.theme.type.size(size)) for line in lines_of(text))
    centred = Box(area.centre_x - width / 2, area.y, width, 1.0)
    step = 2 * ctx.theme.layout.label_gap
    spans = [centred, Box(area.x, area.y, width, 1.0), Box(area.right - width, area.y, width, 1.0)]
    spans += [centred.moved(k * step, 0) for n in range(1, 2 + int((width + area.width) / step)) for k in (n - 0.5, 0.5 - n)]
    return any(clear_of(box, crossing) and not off_part(box, area, along) and box.x <= area.right and area.x <= box.right for box in spans)


def _within(box: Box, along: Box) -> bool:
    return along.x - 0.5 <= box.x and box.right <= along.right + 0.5


OVER_PART = 1 / 3  # the least share of the narrower of a part and its words that stands over the other, for words over or under it


def off_part(box: Box, area: Box, along: Box) -> bool:
    """Whether words over or under a part of a lane stand off it: past the
    lane's ends (over the lanes' names), or over less than a third of the
    narrower of the part and the words ("evicted" 4 px over its 36 px cross
    reads as naming the empty stretch beside it; faithful11). Starting at
    its middle they still stand over it ("reclaimed" over its cross)."""
    over = min(box.right, area.right) - max(box.x, area.x)
    return not _within(box, along) or over < min(box.width, area.width) * OVER_PART - 0.01


def held_last(places: list[Text], area: Box, along: Box) -> list[Text]:
    """`places` with those off the part (`off_part`) last, each group in its order."""
    return sorted(places, key=lambda place: off_part(place.box, area, along))


def choose_held(places: list[Text], obstacles: Sequence[Box], bounds: Box, area: Box, along: Box | None) -> Text:
    """`choose`, the places off the part (`off_part`) held in reserve: the
    placement of all labels takes one only to clear what lint refuses, never
    to part two labels that read as one phrase."""
    if along is None:
        return choose(places, obstacles, bounds)
    ordered = held_last(places, area, along)
    chosen = choose(ordered, obstacles, bounds)
    return replace(chosen, reserve=sum(1 for place in ordered if off_part(place.box, area, along) and place.box != chosen.box))


def slid_along(centred: Text, area: Box, along: Box, gap: float) -> list[Text]:
    """`centred` slid along its side, a gap and then two at a time each way,
    nearest first: every place that stays within `along` and over `area`."""
    found: list[Text] = []
    step = 2 * gap
    for k in range(1, 1 + int((centred.box.width + area.width) / step) + 1):
        for dx in ((k - 0.5) * step, -(k - 0.5) * step):
            box = centred.box.moved(dx, 0)
            if _within(box, along) and box.x <= area.right and area.x <= box.right:
                found.append(centred.moved(dx, 0))
    return found


def side_room(ctx: "LayoutContext", text: str, side: str, size: str = "label") -> float:
    """The px a label asked to stand on `side` of its part takes from the part
    outwards (its gap included): what the layout makes room for."""
    gap = ctx.theme.layout.label_gap
    if side in ("left", "right"):
        return max(ctx.font.measure(line, ctx.theme.type.size(size)) for line in lines_of(text)) + gap
    return ctx.text_height(size, text) + gap
