"""The "band" form: bands behind a mark's plot, each over a range of its
scale, said once that mark is told:

    "a grey hatched band lies behind the curve from zero to one hundred and
    fifty milliseconds, marked window, idle but paid"
    "four grey hatched bands lie behind the curve, from zero to one hundred
    and fifty, ... and from seven hundred and fifty to nine hundred
    milliseconds, idle but paid"
"""

from __future__ import annotations

from blueprint.describe.realise.annotations import AnnotationForm, _marked, _means, _told
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.positions import position_words
from blueprint.describe.say.look_words import fill_words, outline_words


BAND_VERBS = ("lies-behind", "stands-after", "stands-before", "lies-over-empty")  # what a band covers (`describe/marks/band_cover.py`)


def _relation(thing: Thing) -> Relation | None:
    return next((r for r in thing.relations if r.verb in BAND_VERBS), None)


def _where(verb: str, mark: str, plural: bool) -> tuple[str, str]:
    """The band's verb and where it stands against its mark, by what it covers:
    "lies behind the curve", "stands after the lanes of the timeline end"."""
    if not mark:
        return ("lie" if plural else "lies"), ""
    lanes = f"the lanes of {mark}" if mark.startswith("the ") else mark
    if verb == "stands-after":
        return ("stand" if plural else "stands"), f" after {lanes} end,"
    if verb == "stands-before":
        return ("stand" if plural else "stands"), f" before {lanes} start,"
    if verb == "lies-over-empty":
        return ("lie" if plural else "lies"), f" over an empty stretch of {mark},"
    return ("lie" if plural else "lies"), f" behind {mark}"


def _look(thing: Thing) -> tuple[str, str]:
    """Its look before its noun and after it: ("grey hatched", ""), ("light
    grey", "outlined in red"), ("", "outlined in dashes")."""
    look = thing.look
    if look is None:
        return "", ""
    fill = fill_words(look.colour, look.hatch) if look.filled else ""
    if look.line == "none":
        return fill, ""
    edge = outline_words(look.line, look.line_colour)
    if not edge and not look.filled:
        return "outlined", ""  # an outline alone, in the line's own ink
    return fill, edge


def _ranges(say: Voice, things: tuple[Thing, ...]) -> str:
    """Each band's range, its unit said once at the last: "from zero to one
    hundred and fifty, from two hundred and fifty to four hundred milliseconds"."""
    said = []
    for each in things:
        relation = _relation(each)
        if relation is None or len(relation.positions) != 2:
            return ""
        said.append(position_words(say.words, tuple(p for p in relation.positions if p is not None)))
    return say.words.join(said)


class BandForm(AnnotationForm):
    """A band across a mark's plot, by its range and look."""

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        relation = _relation(thing)
        mark = say.name(relation.object) if relation is not None and relation.object is not None and isinstance(say, Discourse) else ""
        members = thing.members or (thing,)
        look, edge = _look(thing)
        count = say.words.number(thing.count) if thing.count > 1 else ""
        noun = " ".join(filter(None, [count, look, say.words.plural(thing.noun) if thing.count > 1 else thing.noun, edge]))
        noun = noun if thing.count > 1 else say.words.article(noun)
        verb, where = _where(relation.verb if relation is not None else "lies-behind", mark, thing.count > 1)
        ranges = _ranges(say, members)
        marked = f", {_marked(say, thing)}" if thing.label else ""
        joint = ", " if thing.count > 1 and ranges else " "
        return f"{noun} {verb}{where}{joint if ranges else ''}{ranges}{marked}{_means(say, thing)}"

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        _told(say, thing)
        if thing.alt:
            return [thing.alt]
        return [BandForm._said(say, thing)]
