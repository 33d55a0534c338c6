"""A lane's stretch by its look, in words: what a lane's story, its summaries
and an annotation over a lane all say the same way ("grey", "red hatched",
"a short grey stretch outlined in dashes")."""

from __future__ import annotations

from blueprint.describe.say.facts import Look
from blueprint.describe.say.words import fill_words, outline_words


def look_words(look: Look) -> str:
    """A stretch's look as words after a verb: "grey", "red hatched", "blue
    outlined in dashes"."""
    return " ".join(filter(None, [fill_words(look.colour, look.hatch), outline_words(look.line, look.line_colour)])) or "outlined"


def stretch_parts(look: Look, short: bool = False, noun: str = "stretch") -> tuple[str, str]:
    """A stretch as a head to count or pluralise and an outline said after it:
    ("short grey stretch", " outlined in dashes"), ("stretch", " in dotted
    outline"); an outline is never said before its noun ("an outlined in
    blue dashes stretch")."""
    fill = fill_words(look.colour, look.hatch)
    edge = outline_words(look.line, look.line_colour)
    head = " ".join(filter(None, ["short" if short else "", fill or ("" if edge else "outlined"), noun]))
    return head, f" {edge}" if edge else ""
