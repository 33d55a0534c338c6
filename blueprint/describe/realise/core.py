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

A thing's own phrases (how it is referred to, its length, its parts named) are
`realise/thing_phrases.py`'s; this module brings a thing in (its lead), says
members in turn and stacks bottom up, and holds the default forms.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import groupby

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise import stairs
from blueprint.describe.realise.repeats import repeating
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.realise.thing_phrases import QUALITY_WORDS, ThingPhrases

# What crosses out a whole member: drawn red whatever its colour, and said so (the reader's "red cross over the whole tower").
CROSS = "a red cross"
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


class Realiser(ThingPhrases):
    """Says facts; remembers what it has said (one per description): a thing's
    own phrases (`ThingPhrases`), its lead, members in turn and stacks bottom up."""

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
            phrase += self.length(thing) + stairs.value_axis(self, thing) + self.axis_after(thing) + self.standout(thing)
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
            phrase += self.axis_after(thing)
            phrase += self.standout(thing)
        if thing.limit:
            alike = sum(m.noun == thing.noun for m in thing.members) if thing.members else thing.count  # a box beside them is no tower
            each = f"each {thing.noun}" if alike > 1 else f"the {thing.noun}"
            phrase += f", {each} up to {self.words.count(thing.limit, thing.part_noun or 'part')} tall"
        if thing.ruler:
            phrase += f", with a ruler of {self.words.count(thing.ruler, 'step')} at the left"
        return phrase


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
                verb = (f" are each crossed out whole by {CROSS} and have" if count > 1 else f" is crossed out whole by {CROSS}{self.taller(member).replace(' and ', ', ', 1) + ',' if member.taller_than else ''} and has")
            if member.noun != thing.noun and len(member.parts) == 1:  # one whole part seen as a box: "is a dashed blue box marked ..."
                box = replace(member.parts[0], noun=member.noun, quality=None)
                crossed = f", crossed out whole by {CROSS}" if member.quality == "crossed" else ""
                crossed += self.taller(member)
                said.append(f"{name} {'are each' if count > 1 else 'is'} {self.part(box)}{crossed}")
            elif member.arrangement == "stack":
                upward = ", from the bottom up," if self.upward(member) else ""
                said.append(f"{name}{verb}{upward} {self.stack(member, sized=thing.to_scale is not None)}")
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

    def stack(self, thing: Thing, sized: bool = False) -> str:
        """Parts said bottom up: "one solid grey tier and two dashed above it",
        "a dashed blue one on top", "with a small red cross where the next would be";
        a pattern repeated to the top said once with its repetition (`repeated`),
        never where the parts are `sized` by their values (tiers of 3, 6, 5 and
        4 GB repeat their looks, not their sizes: review 13)."""
        pattern = "" if sized else self.repeated(thing)
        if pattern:
            return pattern
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


    def repeated(self, thing: Thing) -> str:
        """ "a solid dark tier under a solid grey one, twice over, four tiers
        in all": a stack of one-high, unlabelled parts that is one pattern of
        unlike parts repeated from the bottom to the top, said once with its
        repetition (the eye reads the pattern, not each part); "" else."""
        parts = thing.parts
        keys = [(p.noun, p.look, p.place, p.quality, p.label, p.means, p.rise) for p in parts]
        if any(p.label or p.place or p.quality or p.means for p in parts):
            return ""
        period = next((n for n in range(2, len(parts) // 2 + 1) if len(parts) % n == 0 and all(keys[i] == keys[i % n] for i in range(len(parts)))), 0)
        if not period or len(set(keys[:period])) < 2 or any(keys[i] == keys[i + 1] for i in range(period - 1)):
            return ""
        looks = [self.look_words(p.look, p.noun) if p.look else "" for p in parts[:period]]
        noun = self.noun_of(parts[0])
        first = self.words.article(f"{looks[0]} {noun}".strip())
        rest = [self.words.article(f"{look} one".strip()) for look in looks[1:]]
        pattern = f"{first} under {rest[0]}" if period == 2 else f"{self.words.join([first] + rest)}, from the bottom up,"
        times = {2: "twice"}.get(len(parts) // period, f"{self.words.number(len(parts) // period)} times")
        return f"{pattern.rstrip(',')}, {times} over, {self.words.count(len(parts), noun)} in all"


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

