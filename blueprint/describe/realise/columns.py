"""The columns form: a column chart said as the eye reads it, the count and
the scale first ("three columns on one scale of dollars"), then each column
from the left with its look, label and value ("a grey one marked on-demand
at forty dollars"), then the one that stands clear ("the spot column is the
shortest")."""

from __future__ import annotations

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing

RANK_WORDS = {"tallest": "the tallest", "shortest": "the shortest"}


class ColumnsForm:
    introduces = False

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        """ "three columns on one scale of dollars", "two prices on one value axis of hourly price in dollars"."""
        if thing.alt:
            return thing.alt
        words = say.words
        counted = words.count(thing.count, thing.noun)
        unit = thing.part_noun
        scale = f" in {_unit_plural(say, unit)}" if unit else ""
        if thing.label:
            return f"{counted} on one value axis of {words.spoken(thing.label)}{scale}"
        return f"{counted} on one scale" + (f" of {_unit_plural(say, unit)}" if unit else "")

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt:
            return []
        words = say.words
        said = []
        previous = None
        for member in thing.members:
            if member.alt:
                said.append(member.alt)
                continue
            before, after = words.look_of(member.look) if member.look else ("", "")
            look = " ".join(filter(None, [before, "one" if previous == member.look else member.noun, after]))
            phrase = words.article(look) + say.marked([member.label] if member.label else [])
            phrase += f" at {_value(say, member.amount or '0', thing.part_noun)}"
            phrase += f", {words.meaning(member.means, member.label)}" if words.meaning(member.means, member.label) else ""
            said.append(phrase)
            previous = member.look
        sentence = "From the left stand " + words.join(said)
        ranked = [m for m in thing.members if m.quality in RANK_WORDS]
        if ranked:
            ranks = [f"{_name(say, m)} is {RANK_WORDS[m.quality or '']}" for m in ranked]
            sentence += "; " + words.join(ranks)
        return [sentence]


def _name(say: Voice, member: Thing) -> str:
    """ "the spot column", "the third column"."""
    if member.label:
        return f"the {say.words.spoken(member.label)} {member.noun}"
    return f"the {say.words.ordinal(member.rank)} {member.noun}"


def _value(say: Voice, figure: str, unit: str | None) -> str:
    return axis_words.value(say.words, figure, unit) if unit else say.words.spoken(figure)


def _unit_plural(say: Voice, unit: str) -> str:
    """ "dollars", "gigabytes", "percent": the unit as a noun."""
    return axis_words.value(say.words, "2", unit).split(" ", 1)[-1]
