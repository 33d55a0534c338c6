"""The realiser: facts -> English, in the house voice.

    aggregate   runs of like parts become one counted part ("two dashed tiers")
    refer       a thing is named by what tells it apart: the default grey is
                said once per noun, a dotted outline with no fill is "an
                outline", a later part of a stack drops its noun ("two dashed
                above it", "a dashed blue one on top")
    realise     noun phrases, stacks said bottom up, members said in turn with
                ordinals and one verb ("The first has ...; the second ..."),
                numbers in words (`Words`)

Marks never call this module: the describer hands it their facts.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import groupby

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise import stairs
from blueprint.describe.realise.repeats import repeating
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import STANDOUT, Look, Thing
from blueprint.describe.say.places import Place, Places
from blueprint.describe.say.look_words import FILL_WORDS, prenominal_look
from blueprint.describe.say.words import Words

RANKS = {"longest": "the longest", "second-longest": "the second longest", "shortest": "the shortest"}
QUALITY_WORDS = {"double-height": "double-height", "triple-height": "triple-height", "tall": "tall", "crossed": "", "far-shorter": "short", "longest": "", "second-longest": "", "shortest": "", "far-longer": "far longer than the rest", "short": "short", "long": "long", "small": "small", "thin": "thin", "shared": "shared"}
# A tier standing by its value, said after its label by its share of the tower.
SHARE_OF_TOWER = {"near-half": ", filling nearly half the tower", "half": ", filling half the tower", "over-half": ", filling over half the tower"}
WHERE = {
    "instead-of-next": "where the next would be",
    "instead-of-first": "where the first {noun} would be",
    "left-end": "at its left end",
    "right-end": "at its right end",
    "bottom-end": "at its bottom",  # a bar standing upright (upright7)
    "top-end": "at its top",
}


class Realiser:
    """Says facts; remembers what it has said (one per description)."""

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

    # --- realising ------------------------------------------------------------

    def lead(self, thing: Thing) -> str:
        """The noun phrase that brings a thing in: "four towers standing on one
        shared foundation marked ..., each tower up to three tiers tall"."""
        if thing.alt:
            return thing.alt
        phrase = self.counted_members(thing)
        if thing.rests_on is not None:
            ground = thing.rests_on
            quality = f"{ground.quality} " if ground.quality else ""
            phrase += f" standing on one {quality}{ground.noun}{self.marked([ground.label] if ground.label else [])}"
        if thing.to_scale is not None:  # parts standing by their values
            phrase += f", {'their' if thing.count > 1 else 'its'} {self.words.plural(thing.part_noun or 'part')} {axis_words.scaled(self.words, thing.to_scale)}"
        if thing.motion and stairs.fall_of(thing):  # it falls and climbs back: counted here, its shape said after (`stairs.fall`)
            phrase = f"{self.words.article(thing.noun)} of {self.words.count(len(thing.parts), thing.part_noun or 'part')}"
            phrase += self.length(thing) + stairs.value_axis(self, thing) + (f", {axis_words.time_axis(self.words, thing.axis)}" if thing.axis is not None else "") + self.standout(thing)
        elif thing.motion:
            phrase = f"{self.words.article(stairs.one_colour(thing) + thing.noun)} {thing.motion} in {self.words.count(len(thing.parts), thing.part_noun or 'part')}"
            phrase += self.length(thing)
            if thing.ends_at is not None and thing.ends_at.place == "under":  # a line it climbs from: its words name what it reaches
                phrase += f", ending at {self.words.spoken(thing.ends_at.label)}" if thing.ends_at.label else ""
            elif thing.ends_at is not None and thing.ends_at.place == "past-end":  # a landing past the last tread: "to a landing marked serving"
                phrase += f" to {self.words.article(thing.ends_at.noun)}" + self.marked([thing.ends_at.label] if thing.ends_at.label else [])
            elif thing.ends_at is not None:
                end = thing.ends_at
                phrase += f" to {self.words.article(self.words.spoken(end.label))} {end.noun}" if end.label else f" to {self.words.article(end.noun)}"
            phrase += stairs.value_axis(self, thing)
            phrase += f", {axis_words.time_axis(self.words, thing.axis)}" if thing.axis is not None else ""
            phrase += self.standout(thing)
        if thing.limit:
            alike = sum(m.noun == thing.noun for m in thing.members) if thing.members else thing.count  # a box beside them is no tower
            each = f"each {thing.noun}" if alike > 1 else f"the {thing.noun}"
            phrase += f", {each} up to {self.words.count(thing.limit, thing.part_noun or 'part')} tall"
        if thing.ruler:
            phrase += f", with a ruler of {self.words.count(thing.ruler, 'step')} at the left"
        return phrase

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
        return said

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

    def members(self, thing: Thing) -> str:
        """Each member in turn, one verb for all: "the first has X; the second Y";
        members alike said once: "the first two, marked a and b, each have X";
        members that each repeat the one before, said so (`repeating`)."""
        if thing.repeat is not None:
            return repeating(self, thing, thing.repeat)
        said = []
        start = 0
        for run in self.alike(thing.members):
            count, member = len(run), run[0]
            if len(thing.members) == 1:
                name = f"the {thing.noun}"
            elif count == len(thing.members):  # every member alike: "all three have", "both have"
                name = "both" if count == 2 else f"all {self.words.number(count)}"
            elif count > 1 and start == 0:
                name = f"the first {self.words.number(count)}"
            elif count > 1 and start + count == len(thing.members):  # the rest: "the other two"
                name = f"the other {self.words.number(count)}"
            elif count == 1 and start == 0:  # the first named says what the members are: "the first tower"
                name = f"the first {member.noun}"
            else:
                name = "the " + self.words.join([self.words.ordinal(start + i + 1) for i in range(count)])
            nouns = [m.noun for m in thing.members]
            if count == 1 and len(set(nouns)) > 1 and nouns.count(member.noun) == 1:  # "a tower and a box": "the box"
                name = f"the {member.noun}"
                before = thing.members[start - 1].noun if start else None
                if before is not None and before != member.noun and nouns.count(before) == 1:  # a box beside the one tower: "the box beside the tower"
                    name += f" beside the {before}"
            labels = [m.label for m in run if m.label]
            if labels and len(labels) == count > 1 and len(set(labels)) == 1:  # "the second and third, both marked released,"
                name += f", {'both' if count == 2 else 'all'} marked {self.words.spoken(labels[0])},"
            elif labels:
                name += f", marked {self.words.join([self.words.spoken(l) for l in labels])},"
            boxed = start > 0 and thing.members[start - 1].noun != thing.noun  # after a box, the verb is said again
            verb = (" have" if count == len(thing.members) else " each have") if count > 1 else (" has" if start == 0 or labels or boxed else "")
            if member.quality == "crossed":  # a cross across the whole of it
                verb = (" are each crossed out whole and have" if count > 1 else f" is crossed out whole{self.taller(member).replace(' and ', ', ', 1) + ',' if member.taller_than else ''} and has")
            if member.noun != thing.noun and len(member.parts) == 1:  # one whole part seen as a box: "is a dashed blue box marked ..."
                box = replace(member.parts[0], noun=member.noun, quality=None)
                crossed = ", crossed out whole" if member.quality == "crossed" else ""
                crossed += self.taller(member)
                said.append(f"{name} {'are each' if count > 1 else 'is'} {self.part(box)}{crossed}")
            elif member.arrangement == "stack":
                upward = ", from the bottom up," if self.upward(member) else ""
                said.append(f"{name}{verb}{upward} {self.stack(member)}")
            else:
                said.append(f"{name}{verb} {self.listed(member)}")
            start += count
        return "; ".join(said)

    def taller(self, member: Thing) -> str:
        """" and taller than the white tier marked free": a crossed thing set
        against the free room it would need (`Thing.taller_than`)."""
        free = member.taller_than
        if free is None:
            return ""
        before, after = self.words.look_of(free.look) if free.look is not None else ("", "")
        noun = " ".join(filter(None, [before, free.noun, after]))
        return f" and taller than the {noun}{self.marked([free.label] if free.label else [])}"

    @staticmethod
    def upward(stack: Thing) -> bool:
        """Whether a stack's order must be said: its labels name parts in turn."""
        return len(stack.parts) > 1 and any(p.label for p in stack.parts)

    @staticmethod
    def alike(members: tuple[Thing, ...]) -> list[list[Thing]]:
        """Consecutive members whose parts look, stand and are named alike."""
        def shape(member: Thing) -> tuple:
            return (member.arrangement, tuple((p.noun, p.look, p.place, p.quality, p.label, p.means) for p in member.parts))
        return [list(run) for _, run in groupby(members, key=shape)]

    def listed(self, thing: Thing) -> str:
        phrases = []
        for run in self.runs(thing.parts):
            part = run[0]
            look = self.look_words(part.look, part.noun) if part.look else ""
            noun = " ".join(filter(None, [part.quality, look, self.noun_of(part)]))
            phrases.append(self.words.count(len(run), noun) + self.marked([p.label for p in run if p.label]) + self.meant(run))
        return self.words.join(phrases) or f"no {self.words.plural(thing.part_noun or 'part')}"

    def stack(self, thing: Thing) -> str:
        """Parts said bottom up: "one solid grey tier and two dashed above it",
        "a dashed blue one on top", "with a small red cross where the next would be"."""
        runs = [run for run in self.runs(thing.parts)]
        standing = [run for run in runs if run[0].place is None]
        said: list[str] = []
        trailing = ""
        for run in runs:
            part, count = run[0], len(run)
            if part.place is not None:
                where = WHERE[part.place].format(noun=thing.part_noun or "part")
                noun = " ".join(filter(None, [part.quality, part.noun]))
                trailing = f"{'with ' if said else 'only '}{self.words.article(noun)} {where}"
                continue
            look = self.look_words(part.look, part.noun) if part.look else ""
            look = " ".join(filter(None, [QUALITY_WORDS.get(part.quality or "", ""), look]))  # "a double-height grey tier"
            noun = self.noun_of(part)
            if not said:
                phrase = self.words.count(count, f"{look} {noun}".strip()) if count > 1 else f"one {look} {noun}".replace("  ", " ")
                phrase += " at the bottom" if len(standing) > 1 and not self.upward(thing) else ""  # what the rest stand on
            elif count > 1:
                below = standing[len(said) - 1]
                phrase = f"{self.words.number(count)} {look} above {'it' if len(below) == 1 else 'them'}"
            else:
                below = standing[len(said) - 1]
                where = "on top" if run is standing[-1] else ("above it" if len(below) == 1 else "above them")
                phrase = f"{self.words.article(look) if look else 'one'} one {where}".replace("one one", "one")
            phrase += self.marked([p.label for p in run if p.label]) + self.meant(run)
            phrase += SHARE_OF_TOWER.get(part.quality or "", "") if count == 1 else ""
            said.append(phrase)
        text = self.words.join(said)
        if trailing:
            return f"{text} {trailing}".strip()
        return text or f"no {self.words.plural(thing.part_noun or 'part')}"


def _states(label: str | None, amount: str) -> bool:
    """Whether a label already gives the amount's figures ("57-70 s" on a bar of 57-70 s)."""
    return bool(label) and amount.split()[0] in label  # type: ignore[operator]


def _plain(amount: str) -> bool:
    """Whether a computed amount reads plainly: whole, or a half or a quarter
    ("eighteen minutes"; not "eight point three minutes")."""
    figure = amount.split()[0]
    return figure.replace(".", "", 1).isdigit() and (float(figure) * 4).is_integer()


class ThingForm:
    """The default form: a thing brought in by its lead, then its members (each
    in turn), its labelled parts, or, for companions, what they hold."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        return say.lead(thing)

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt:
            return []
        said = []
        if thing.members:
            said.append(say.members(thing))
        if thing.parts and thing.arrangement == "list":
            said.append(stairs.fall(say, thing))
            said.append(say.labelled_parts(thing))
            said.append(stairs.heights(say, thing))
            said.append(stairs.colours(say, thing))
            said.append(stairs.meanings(say, thing))
            said.append(say.compared(thing))
        return [s for s in said if s]


class CompanionForm:
    """Things standing with a mark on its span: said in one sentence, no lead."""

    lead = None

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        return [say.companions(thing)]

