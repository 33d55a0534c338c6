"""A thing in words, as the realiser says it (`realise/core.py`): how it is
referred to (its look said once per noun, its label, what it means), and what
its lead and its sentences say of it (its count, its length, what stands out,
its parts named and compared, its companions).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import groupby

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise import stairs
from blueprint.describe.say.facts import STANDOUT, Look, Thing
from blueprint.describe.say.places import Place, Places
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import FILL_WORDS, Words, prenominal_look


RANKS = {"longest": "the longest", "second-longest": "the second longest", "shortest": "the shortest"}
QUALITY_WORDS = {"double-height": "double-height", "triple-height": "triple-height", "tall": "tall", "crossed": "", "far-shorter": "short", "longest": "", "second-longest": "", "shortest": "", "far-longer": "far longer than the rest", "short": "short", "long": "long", "small": "small", "thin": "thin", "shared": "shared"}


class ThingPhrases:
    """Says a thing and its parts; remembers what it has said (one per description)."""

    def __init__(self, words: Words, places: Places | None = None):
        self.words = words
        self.places = places if places is not None else Places()  # the composition's places; with none, no place is said
        self.grey_said: set[str] = set()
        self.coloured: set[str] = set()  # nouns said in a colour other than grey: grey is then said every time

    # --- referring ------------------------------------------------------------

    def look_words(self, look: Look, noun: str) -> str:
        """"solid grey", "dashed blue", "red hatched", "dashed": grey, the default,
        is said once per noun (and not of an outline, which has no fill), unless
        that noun comes in other colours too (a dark, a grey and a white tier)."""
        if look.filled and (look.line in ("dashed", "dotted") or look.line_colour):  # filled, in a rhythm or another colour: "dashed-outline grey"
            self.coloured.add(noun)
            return prenominal_look(look.colour, look.hatch, look.line, look.line_colour)
        if not look.filled and look.line == "solid":  # an outline alone: "outlined", "blue outlined"
            return " ".join(filter(None, ["" if look.colour == "grey" else FILL_WORDS.get(look.colour, look.colour), "outlined"]))
        colour = FILL_WORDS.get(look.colour, look.colour)
        if look.colour and look.colour not in ("grey", "none"):
            self.coloured.add(noun)
        if look.colour == "grey":
            if look.line != "solid" or (noun in self.grey_said and noun not in self.coloured):
                colour = ""
            if look.line == "solid" and not look.hatch:
                self.grey_said.add(noun)
        if look.hatch:
            return f"{colour or 'grey'} hatched"
        return " ".join(filter(None, [look.line, colour]))

    @staticmethod
    def noun_of(thing: Thing) -> str:
        """A dotted thing with no fill reads as a ghost of itself: an outline."""
        look = thing.look
        if look is not None and look.line == "dotted" and not look.hatch and not look.filled:
            return "outline"
        return thing.noun

    def spoken_place(self, place: Place) -> str:
        """A place among kin as a word: "left", "top", "second"."""
        return self.words.ordinal(place.rank) if place.word == "nth" else place.word

    def marked(self, labels: list[str]) -> str:
        """ " marked a and b"; like things that all carry one label say it once:
        " each marked released", never "marked released and released"."""
        if len(labels) > 1 and len(set(labels)) == 1:
            return f" each marked {self.words.spoken(labels[0])}"
        return f" marked {self.words.join([self.words.spoken(l) for l in labels])}" if labels else ""

    def meant(self, things: list[Thing] | tuple[Thing, ...]) -> str:
        """ ", a copy on the node's disk": what the writer says the things stand
        for (`means`), an apposition said once after them (`runs` keeps
        things of different meanings apart)."""
        meanings = list(dict.fromkeys(t.means for t in things if t.means))
        return f", standing for {self.words.join([self.words.spoken(m) for m in meanings])}," if meanings else ""

    def memory(self, name: str) -> set:
        """A set a form keeps on this realiser from one call to the next (the
        things it has said, say), by name; empty at first."""
        memories = self.__dict__.setdefault("memories", {})
        return memories.setdefault(name, set())

    # --- aggregating ----------------------------------------------------------

    @staticmethod
    def runs(parts: tuple[Thing, ...]) -> list[list[Thing]]:
        """Consecutive parts that look alike and stand alike, together; a
        labelled part never runs with an unlabelled one, so a label is never
        said of a part that does not carry it."""
        return [list(run) for _, run in groupby(parts, key=lambda p: (p.noun, p.look, p.place, p.quality, p.label is None, p.means))]

    # --- a thing's phrases ------------------------------------------------------

    def counted_members(self, thing: Thing) -> str:
        """"two towers"; members seen as another noun counted apart, in order:
        "a tower and a box" (a one-tier tower beside towers, `marks/towers.py`)."""
        nouns = [m.noun for m in thing.members]
        if not nouns or set(nouns) == {thing.noun}:
            return self.words.count(thing.count, thing.noun)
        counts = {noun: nouns.count(noun) for noun in nouns}
        return self.words.join([self.words.article(noun) if n == 1 else self.words.count(n, noun) for noun, n in counts.items()])

    def standout(self, thing: Thing) -> str:
        """The part that sets itself apart, said with its holder: ", the second
        tread far longer than the rest, marked nine to thirty-four minutes"."""
        for index, part in enumerate(thing.parts):
            if part.quality in STANDOUT:
                colour = stairs.colour(part.look) if thing.arrangement == "list" and not (thing.motion and stairs.one_colour(thing)) else ""  # a colour all treads share was said with the staircase
                compared = QUALITY_WORDS["far-longer"]
                if part.quality == "longer-than-together":  # "far longer than the rest, longer than the other six together"
                    compared += f", longer than the other {self.words.number(len(thing.parts) - 1)} together"
                said = f", the {self.words.ordinal(index + 1)} {part.noun}{f', in {colour},' if colour else ''} {compared}"
                if part.label:  # the house voice (the gallery's cold start): the label after the comparison
                    return said + f", marked {self.words.spoken(part.label)}"
                return said + (f", {self.words.spoken(part.amount)}" if part.amount else "")
        return ""

    def length(self, thing: Thing) -> str:
        """" over eighteen minutes ruled every three minutes": how long a thing
        runs and the ruling of the axis it runs over."""
        said = f" over {self.words.spoken(thing.amount)}" if thing.amount and _plain(thing.amount) else ""
        if thing.ruled:
            step = self.words.spoken(thing.ruled)
            said += f"{'' if said else ' on an axis'} ruled every {step[4:] if step.startswith('one ') else step}"
            if thing.axis is not None and thing.axis.major is not None:  # its longer ticks with its ruling
                said += f", with {axis_words.longer_ticks(axis_words.every(time_words(self.words, thing.axis.major)))}"
        return said

    def axis_after(self, thing: Thing) -> str:
        """", on an axis of hour of the day ...": the time axis as the writer
        told it, after the length; its longer ticks said with the ruling
        where there is one (`length`), not again."""
        if thing.axis is None:
            return ""
        axis = replace(thing.axis, major=None) if thing.ruled else thing.axis
        said = axis_words.time_axis(self.words, axis)
        return "" if said == "on an axis" else f", {said}"

    def compared(self, thing: Thing) -> str:
        """The comparisons the values show among its parts, and uncertain ends:
        "the weights tread is the longest, compile the second longest and the
        first the shortest; the second tread runs dashed from three to four
        minutes, where its length is uncertain"."""
        noun = thing.part_noun or "part"
        named = {part.quality: (index, part) for index, part in enumerate(thing.parts) if part.quality in RANKS}
        said = []
        for quality in RANKS:
            if quality in named:
                index, part = named[quality]
                a_name = part.label is not None and not any(c.isdigit() for c in part.label)  # "the weights tread"
                name = self.words.spoken(part.label or "") if a_name else f"the {self.words.ordinal(index + 1)}"
                also = f", {self.words.spoken(part.label)}," if part.label and not a_name else ""  # "the fourth tread, sockets one second,": a label with figures reads as a run of words before the noun
                said.append((name, also, RANKS[quality]))
        clauses = []
        if said:
            (name, also, rank), rest = said[0], said[1:]
            head = f"{name} {noun}" if name.startswith("the ") else f"the {name} {noun}"
            clauses.append(self.words.join([f"{head}{also} is {rank}"] + [f"{n}{a} {r}" for n, a, r in rest]))
        deep = [(index, part) for index, part in enumerate(thing.parts) if part.rise > 1 and not stairs.said_by_fall(thing, index)]
        if deep:  # "the step after the second tread drops two levels", "the steps up to the fourth and fifth treads rise two levels each"
            clauses.append(self.words.join(self._deep(thing, deep)))
        for index, part in enumerate(thing.parts):
            if part.unsure_from and part.amount:
                clauses.append(f"the {self.words.ordinal(index + 1)} {noun} is dashed over its last {self._unsure(part)}")
        return "; ".join(clauses)

    def _deep(self, thing: Thing, deep: list[tuple[int, Thing]]) -> list[str]:
        """Steps deeper than one level, those alike counted: "the step after the
        second tread drops three levels", "the steps up to the fourth and fifth
        treads rise two levels each"."""
        noun = thing.part_noun or "part"
        groups: dict[tuple[bool, int], list[int]] = {}
        for index, part in deep:
            groups.setdefault((stairs.climbs_to(thing, index), part.rise), []).append(index)
        said = []
        for (up, rise), places in groups.items():
            where = self.words.join([self.words.ordinal(i + 1) for i in places])
            levels = self.words.count(rise, "level")
            if len(places) == 1:
                said.append(f"the step up to the {where} {noun} rises {levels}" if up else f"the step after the {where} {noun} drops {levels}")
            else:
                nouns = self.words.plural(noun)
                said.append(f"the steps up to the {where} {nouns} rise {levels} each" if up else f"the steps after the {where} {nouns} drop {levels} each")
        return said

    def _unsure(self, part: Thing) -> str:
        """How much of a part's length is uncertain, in words: "minute" for one
        ("its last minute"), "twenty-five minutes"."""
        low, high = part.unsure_from or "", (part.amount or "").split("-")[-1]
        unit = low.split()[-1] if " " in low else ""
        try:
            extra = float(high.split()[0]) - float(low.split()[0])
        except ValueError:
            return "stretch"
        said = self.words.spoken(f"{extra:g} {unit}".strip())
        return said[4:] if said.startswith("one ") else said

    def labelled_parts(self, thing: Thing) -> str:
        """The labels of the parts not said yet, by their place in order: "the first
        tread is marked pull, the second load and the fourth warm"."""
        named = [(i, p.noun, p.label) for i, p in enumerate(thing.parts) if p.label and p.quality not in STANDOUT]
        if not named:
            return ""
        (first, noun, label), rest = named[0], named[1:]
        said = [f"the {self.words.ordinal(first + 1)} {noun} is marked {self.words.spoken(label)}"]
        said += [f"the {self.words.ordinal(i + 1)} {self.words.spoken(l)}" for i, _, l in rest]
        return self.words.join(said) if len(said) < 3 else ", ".join(said[:-1]) + " and " + said[-1]

    def companions(self, thing: Thing) -> str:
        """Things that stand with a mark on its span: "one lane below on the same
        span holds a short blue bar marked ..."."""
        bars = self.words.join([self.part(p) + (f", {self.words.spoken(p.amount)} long" if p.amount and not _states(p.label, p.amount) else "") for p in thing.parts])
        verb = "holds" if thing.count == 1 else "hold"
        said = f"{self.words.count(thing.count, thing.noun)} below on the same span {verb} {bars}"
        shorter = [p for p in thing.parts if p.quality == "far-shorter"]
        if thing.within is not None and shorter and len(shorter) == len(thing.parts):
            who = "" if len(shorter) == 1 else "both " if len(shorter) == 2 else "all "
            said += f", {who}far shorter than the {thing.within.noun}"
        return said

    def part(self, thing: Thing) -> str:
        """One thing as a noun phrase: "a short blue bar marked ...", "a blue job
        outlined in dashes"."""
        before = after = ""
        if thing.look is not None:
            before, after = self.words.look_of(thing.look)
        quality = QUALITY_WORDS.get(thing.quality or "", thing.quality or "")
        noun = " ".join(filter(None, [quality, before, thing.noun, after]))
        return self.words.article(noun) + self.marked([thing.label] if thing.label else []) + self.meant([thing])


def _states(label: str | None, amount: str) -> bool:
    """Whether a label already gives the amount's figures ("57-70 s" on a bar of 57-70 s)."""
    return bool(label) and amount.split()[0] in label  # type: ignore[operator]


def _plain(amount: str) -> bool:
    """Whether a computed amount reads plainly: whole, or a half or a quarter
    ("eighteen minutes"; not "eight point three minutes")."""
    figure = amount.split()[0]
    return figure.replace(".", "", 1).isdigit() and (float(figure) * 4).is_integer()

