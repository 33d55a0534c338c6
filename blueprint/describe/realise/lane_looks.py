"""A lane's stretch by its look, in words: what a lane's story, its summaries
and an annotation over a lane all say the same way ("grey", "red hatched",
"a short grey stretch outlined in dashes"). A plain stretch of a colour
some stretch of the same timeline is hatched in is "solid grey" wherever it
is said, as the gallery says "solid" beside patterned parts of the same form."""

from __future__ import annotations

from blueprint.describe.say.facts import Lanes, Look
from blueprint.describe.say.words import fill_words, outline_words


def solid_colours(lanes: Lanes) -> frozenset[str]:
    """The colours some stretch of the timeline is hatched in: beside those, a
    plain stretch of that colour is said "solid"."""
    return frozenset(stretch.look.colour for lane in lanes.lanes for stretch in lane.stretches if stretch.look.hatch)


def _fill(look: Look, solid: frozenset[str]) -> str:
    """ "grey", "red hatched"; "solid grey" where `solid` holds its colour and it
    is plainly filled (no hatching, no outline of its own said)."""
    fill = fill_words(look.colour, look.hatch)
    plain = fill and look.filled and not look.hatch and not outline_words(look.line, look.line_colour)
    return f"solid {fill}" if plain and look.colour in solid else fill


def look_words(look: Look, solid: frozenset[str] = frozenset()) -> str:
    """A stretch's look as words after a verb: "grey", "red hatched", "blue
    outlined in dashes"."""
    return " ".join(filter(None, [_fill(look, solid), outline_words(look.line, look.line_colour)])) or "outlined"


def stretch_parts(look: Look, short: bool = False, noun: str = "stretch", solid: frozenset[str] = frozenset()) -> tuple[str, str]:
    """A stretch as a head to count or pluralise and an outline said after it:
    ("short grey stretch", " outlined in dashes"), ("stretch", " in dotted
    outline"); an outline is never said before its noun ("an outlined in
    blue dashes stretch")."""
    fill = _fill(look, solid)
    edge = outline_words(look.line, look.line_colour)
    head = " ".join(filter(None, ["short" if short else "", fill or ("" if edge else "outlined"), noun]))
    return head, f" {edge}" if edge else ""


def first_line(label: str) -> str:
    """A lane's label of two lines, after the lead has said it whole, by its
    first line, its name: "the lane marked warm pool", not "warm pool sixty
    dollars a day" in every clause (review 10-B, warm-pool-cost); a label of one
    line as it is. Lanes and the parts of them annotations point at, told after
    the timeline, are named so."""
    lines = getattr(label, "lines", None)
    return lines[0] if lines else label
