"""The "key" form: a key of looks, said as a reader reads one, each swatch's
look and then its words:

    "a key at the lower left reads: solid grey, in use; grey hatched, paid,
    idle; a dashed blue line, the deadline"
"""

from __future__ import annotations

from blueprint.describe.realise.annotations import AnnotationForm, _told
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.realise.where import region
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.look_words import LINE_COLOUR_WORDS, fill_words, outline_words


def swatch_words(thing: Thing) -> str:
    """A swatch's look as a reader names it: "solid grey", "grey hatched",
    "white outlined in blue dashes", "outlined in dashes", "a blue dashed line"."""
    look = thing.look
    if look is None:
        return ""
    if thing.noun == "line":
        return " ".join(filter(None, ["a", look.line, LINE_COLOUR_WORDS.get(look.colour, ""), "line"]))
    fill = fill_words(look.colour, look.hatch) if look.filled else ""
    if fill and not look.hatch and look.line in ("solid", "none") and not look.line_colour:
        fill = f"solid {fill}"
    edge = outline_words(look.line, look.line_colour) if look.line != "none" else ""
    return " ".join(filter(None, [fill, edge])) or "outlined"


def _told_before(say: Voice, member: Thing) -> bool:
    """Whether the part a line keys was said already with the same meaning
    (a part said "solid grey, in use"): the key then adds nothing to it."""
    if not isinstance(say, Discourse) or member.same_as is None or not say.told(member.same_as):
        return False
    part = say.thing(member.same_as)
    return part is not None and part.means == member.label


class LegendForm(AnnotationForm):
    """A key, by each of its lines in order; lines whose part was said with
    its meaning already are not said twice."""

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        where = region(say, thing)
        noun = f"a key {where}" if where else "a key"
        fresh = [member for member in thing.members if member.label and not _told_before(say, member)]
        lines = [f"{swatch_words(member)}, {say.words.spoken(member.label or '')}" for member in fresh]
        if not lines:
            return f"{noun} names each look's meaning" if thing.members else noun
        rest = ", and names the looks said above" if len(fresh) < len(thing.members) else ""
        return f"{noun} reads: {'; '.join(lines)}{rest}"

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        _told(say, thing)
        if thing.alt:
            return [thing.alt]
        return [LegendForm._said(say, thing)]
