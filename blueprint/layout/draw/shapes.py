"""Small shapes several marks draw the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.scene import Box, Element, Ellipse, Line, Paint, SpecPath

from blueprint.marks.look import PALE_DOTS

if TYPE_CHECKING:
    from blueprint.marks.look import Look
    from blueprint.theme import Theme


def red_cross(x: float, y: float, size: float, owner: SpecPath) -> list[Element]:
    """The cut: two red strokes with round caps, centred on (x, y) (STYLE.md)."""
    half = size / 2
    paint = Paint(stroke="red", stroke_width="cross", cap="round")
    return [
        Line(x - half, y - half, x + half, y + half, paint, "cross", owner, owner),
        Line(x + half, y - half, x - half, y + half, paint, "cross", owner, owner),
    ]


def fill_paint(theme: "Theme", look: "Look", *, clear: bool = False, width: str | None = None, edged: bool = True) -> Paint:
    """The one paint of a part's look: its fill (hatched in its colour over the
    paper if asked), its outline in its rhythm and colour (a dotted outline
    takes the dotted width). `clear`: a part with `fill: none` is left
    unpainted, what is under it showing (a tier's outline, a span over its
    cells), rather than painted in the paper; `width` replaces the outline's
    width token (a hairline round a tiny cell); `edged`: a part with no
    outline that its fill alone does not show on the sheet (a dark part on a
    dark sheet) takes the theme's edge, unless lines drawn for it edge it (a
    curve's region)."""
    own = theme.look(look.fill)
    stroke = None if look.outline == "none" else theme.look(look.colour).stroke
    stroke_width = width or ("dotted" if look.outline == "dotted" else "outline")
    line = "solid" if stroke is None else look.outline  # no stroke, no rhythm
    if edged and look.outline == "none" and own.edge is not None and not look.hatch:  # seen by its edge alone (a dark part on a dark sheet)
        stroke, stroke_width, line = own.edge, "thin", "solid"
    fill = None if clear and look.fill == "none" else own.fill
    if look.hatch:
        return Paint(fill="paper", stroke=stroke, stroke_width=stroke_width, line=line, hatch=own.fill)
    return Paint(fill=fill, stroke=stroke, stroke_width=stroke_width, line=line)


def dot_shape(theme: "Theme", look: "Look", x: float, y: float, diameter: float, role: str, path: SpecPath) -> Ellipse:
    """A dot in its look: solid in its colour's line tone (a grey dot is the
    grey of the line it sits on, a dark one ink), or pale (`white`) or
    unfilled inside a ring in its outline's colour: an open dot."""
    own = theme.look(look.fill)
    fill = None if look.fill == "none" else own.fill if look.fill in PALE_DOTS else own.stroke
    stroke = None if look.outline == "none" else theme.look(look.colour).stroke
    radius = diameter / 2
    return Ellipse(x, y, radius, radius, Paint(fill=fill, stroke=stroke), role, path, path)


def text_colour(theme: "Theme", look: "Look") -> str:
    """The colour of words naming a part drawn in `look`, standing apart from
    it: its fill's (blue for a blue part), or, for a part with no fill, its
    outline's (blue beside a tier outlined in blue dashes)."""
    return theme.look(look.fill if look.filled else look.colour).text


def line_paint(theme: "Theme", look: "Look", width: str, line: str | None = None) -> Paint:
    """The paint of a part drawn as a line (a staircase's tread): its fill's
    colour, in its outline's rhythm (or `line`, an uncertain range's dashes)."""
    return Paint(stroke=theme.look(look.fill).stroke, stroke_width=width, line=line or look.outline)


def stroke_paint(theme: "Theme", look: "Look") -> Paint:
    """The paint of a thing drawn in strokes alone (a lane's tick, a line in a
    house look): its outline's colour and rhythm, a dotted one in the dotted width."""
    return Paint(stroke=theme.look(look.colour).stroke, stroke_width="dotted" if look.outline == "dotted" else "outline", line=look.outline)


def seams(theme: "Theme", parts: "list[tuple[Box, Paint]]", owner: SpecPath, upright: bool = False) -> list[Element]:
    """A thin line of paper where two abutting parts of one paint meet and no
    outline of theirs shows the join (two dark stretches, load then warm-up):
    without it they read as one part, and the words say two. `upright`: parts
    stacked from the bottom (a bar standing upright), each on the one before."""
    drawn: list[Element] = []
    for (a, paint_a), (b, paint_b) in zip(parts, parts[1:]):
        if upright:
            joined = abs(a.y - b.bottom) < 0.5 and abs(a.x - b.x) < 0.5 and abs(a.width - b.width) < 0.5
        else:
            joined = abs(a.right - b.x) < 0.5 and abs(a.y - b.y) < 0.5 and abs(a.height - b.height) < 0.5
        look = next((look for look in theme.looks.values() if look.fill == paint_a.fill), None)
        unseen = paint_a.stroke is None or (look is not None and look.seamed and paint_a.stroke == look.stroke)
        hidden = unseen and paint_a.hatch is None  # decided by the paints' names, so every theme draws the same seams
        if joined and paint_a == paint_b and hidden and paint_a.fill not in (None, "paper"):
            line = (b.x, b.bottom, b.right, b.bottom) if upright else (b.x, b.y, b.x, b.bottom)
            drawn.append(Line(*line, Paint(stroke="paper", stroke_width="outline"), "seam", owner, owner))
    return drawn


def clear_of_widened(boxes: "list[Box]", least: float) -> "list[Box]":
    """Side-by-side parts (a bar's), each at least `least` wide: where a part
    widened to `least` (a 0.1% sliver) reaches over the start of the part
    after it, that part starts where the widened one ends, giving up the
    overlap, so neither hides the other (issue 27, faithful pictures); a part
    that would so fall under `least` (a second sliver) is drawn `least` wide
    from there, and the parts after it give way in turn: thin parts side by
    side draw equal and never cover each other (faithful10b)."""
    found = list(boxes)
    for index in range(1, len(found)):
        a, b = found[index - 1], found[index]
        over = a.right - b.x
        if 0.01 < over and boxes[index - 1].x < b.x and a.y < b.bottom and b.y < a.bottom:  # after it by its share, now under it
            found[index] = Box(a.right, b.y, max(least, b.width - over), b.height)
    return found


def stacked_outward(spans: "list[tuple[float, float]]", least: float, gap: float = 0.0) -> "list[tuple[float, float]]":
    """Parts stacked end to end one way (a column and the parts on it, as
    distances from the ground), each drawn at least `least` long: a part
    starts where the one under it is drawn to end (past its own start when
    that one was widened; `gap` past it where parts stand apart, a tower's
    tiers), and ends at its own end where that leaves it `least`, else
    `least` past its start. Widened parts never overlap, and thin parts of
    equal amounts draw equal (faithful10b: two 1 GB parts on a 70 GB column
    drew 6 px each, the second over the first by 2 px and under the part
    above by 2 more)."""
    found: list[tuple[float, float]] = []
    reach = float("-inf")
    for start, end in spans:
        start = reach + gap if reach + gap > start + 1e-6 else start  # its own start unless one under it was widened past it (not rounding)
        end = end if end >= start + least - 1e-6 else start + least
        found.append((start, end))
        reach = end
    return found


def parted(boxes: "list[Box]", gap: float | None, least: float, edge: float = 0.0, ends: bool = False) -> "list[Box]":
    """Side-by-side parts (a bar's, a lane's) with paper between each two that
    meet (`gaps`, issue 25): half the gap is cut from each at the join, so the
    middle of the gap stays where one ends and the next begins (a scale stays
    true); `edge`, how far a part's outline reaches past its box, is cut too,
    so the paper shows the whole gap between the painted edges. A part is
    never cut below `least` wide (the thinnest part shows). `ends` (a lane,
    whose stretches stand on paper, not in a frame): a run's first and last
    parts are cut at their outer ends as at a join, so every part of a run
    is drawn its span less one gap, centred on it: equal spans draw equal
    (faithful10b: the first and last of 18 one-step stretches drew wider)."""
    if not gap or len(boxes) < 2:
        return list(boxes)
    lefts = [0.0] * len(boxes)
    rights = [0.0] * len(boxes)
    for index, (a, b) in enumerate(zip(boxes, boxes[1:])):
        if abs(a.right - b.x) < 0.5 and a.y < b.bottom and b.y < a.bottom:
            rights[index] = gap / 2 + edge
            lefts[index + 1] = gap / 2 + edge
    if ends:
        for index in range(len(boxes)):
            if lefts[index] or rights[index]:  # in a run: its outer end cut as its join is
                lefts[index], rights[index] = lefts[index] or rights[index], rights[index] or lefts[index]
    cut = []
    for box, left, right in zip(boxes, lefts, rights):
        room = max(0.0, box.width - least)
        share = min(1.0, room / (left + right)) if left + right else 0.0
        cut.append(Box(box.x + left * share, box.y, box.width - (left + right) * share, box.height))
    return cut
