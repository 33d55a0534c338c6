"""Wholes of parts in words (`realise/parts.py`): a whole named, its parts
said by look, place and share ("split into a red hatched part marked lost, a
dark part, and a blue part"), how much of it they fill, and what it is as a
whole ("one long grey bar marked one gpu-year with a thin blue slice at its
left end"). One instance per call of the form: it remembers what it said.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import groupby

from blueprint.describe.realise import marking, standing_on
from blueprint.describe.realise.part_rhythms import alternation, rhythm_phrase
from blueprint.describe.realise.reach import reaching
from blueprint.describe.realise.shares import Shares
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.salient import COUNTED_FROM
from blueprint.describe.say.look_words import FILL_WORDS

SAID = "parts: wholes said"  # keys of the wholes whose parts have been said
RECENT = "parts: last said"  # keys of what the last call that said anything was about
GLOSSED = "parts: glosses said"  # (label, gloss) pairs said once: the same gloss of the same label is not said again
FREE = ("white", "none")  # a whole drawn in these is free where no part covers it


class PartPhrases:
    """Says wholes and their parts; remembers which wholes it has said."""

    def __init__(self, say: Voice):
        self.say = say
        self.words = say.words
        self.shares = Shares(say.words)
        self.said = say.memory(SAID)
        self.recent = say.memory(RECENT)
        self.about: set[tuple] = set()
        self.about_glossed: set[tuple] = set()  # parts whose gloss this phrase-maker said (asked again, it says it again)

    def part_meaning(self, part: Thing) -> str:
        """What a part stands for, said once for each label it goes with: bars
        whose parts are all "marked one hundred hours, standing for one hundred
        hours of training" say the gloss with the first (review 10-A: said three
        times); a part with no label keeps its gloss, its only name."""
        meaning = self.words.meaning(part.means, part.label)
        if not meaning or not part.label:
            return meaning
        glossed = self.say.memory(GLOSSED)
        key = (self.words.spoken(part.label), meaning)
        if key in glossed and part.key not in self.about_glossed:
            return ""
        glossed.add(key)
        self.about_glossed.add(part.key)
        return meaning

    # --- naming ---------------------------------------------------------------

    def name(self, whole: Thing) -> str:
        """"the top bar", "the left bar", "the second bar"; "the bar" alone."""
        places = self.say.places
        if whole.among:
            return places.said_as(whole.key, whole.among, f"the {whole.among} {whole.noun}")
        if whole.rank:
            return places.said_as(whole.key, None, f"the {self.words.ordinal(whole.rank)} {whole.noun}", rank=whole.rank)
        return f"the {whole.noun}"

    def marked(self, label: str | None) -> str:
        return f" marked {self.words.spoken(label)}" if label else ""

    @staticmethod
    def _solid(part: Thing, siblings: tuple[Thing, ...]) -> bool:
        """Solid is said of a part only to tell it from a hatched or outlined
        sibling of its colour ("a solid grey part and a grey hatched part")."""
        look = part.look
        if look is None or look.hatch or look.line != "solid":
            return False
        return any(s.look is not None and s.look.colour == look.colour and (s.look.hatch or s.look.line != "solid") for s in siblings if s is not part)

    def look(self, part: Thing, siblings: tuple[Thing, ...] = ()) -> tuple[str, str]:
        """The words before and after a part's noun for its look: ("red hatched", "")."""
        look = part.look or Look()
        before, after = self.words.look_of(look)
        if self._solid(part, siblings):
            before = f"solid {before}"
        return before, after

    def in_look(self, part: Thing, siblings: tuple[Thing, ...]) -> str:
        """How a share is filled: "in grey", "in grey hatching", "in solid grey"."""
        look = part.look or Look()
        colour = FILL_WORDS.get(look.colour, look.colour)
        if look.hatch:
            colour = f"{colour} hatching".strip()
        elif self._solid(part, siblings):
            colour = f"solid {colour}"
        _, after = self.words.look_of(look, hatch=False)
        if not colour and after.startswith("in "):  # no fill: "filled one half in dashed outline", never "in in"
            return after
        return " ".join(filter(None, ["in", colour, after]))

    # --- parts ----------------------------------------------------------------

    def part(self, part: Thing, siblings: tuple[Thing, ...], *, placed: bool = False, ends: bool = False, sized: bool = False,
             whole: Thing | None = None) -> str:
        """ "a thin blue slice at its left end", "a red hatched part marked lost",
        "a grey hatched part marked notebooks that covers over half of it";
        `placed`: a part of a bar, whose place in it is said (`Shares.where`)."""
        self.about.add(part.key)
        if part.alt:
            return part.alt
        ending = whole is not None and whole.quality == "parts-only"
        phrase = self.shares.phrase(part, siblings, self.look(part, siblings), placed=placed, ends=ends, sized=sized, ends_with_parts=ending)
        phrase += f", {self.part_meaning(part)}" if self.part_meaning(part) else ""  # what it stands for, never as if drawn
        if part.parts:
            phrase += f" with {self.listed(part.parts)} inside it"
        return phrase

    def listed(self, parts: tuple[Thing, ...], *, whole: Thing | None = None, ends: bool = False, sized: bool = False) -> str:
        """Parts in order, like ones side by side counted: "two blue parts and
        a grey hatched part"; `whole`: the bar they are the parts of, whose
        places in it are said. Parts of a bar alternating between two looks
        are said as their rhythm (`part_rhythms`), what follows them after
        "then"."""
        span = alternation(parts) if whole is not None else None
        if span is None:
            return self.words.join(self._phrases(parts, parts, whole, ends, sized))
        start, end = span
        self.about.update(p.key for p in parts[start:end])
        rhythm = rhythm_phrase(self.words, parts[start:end], lambda p: self.look(p, parts))
        after = self._phrases(parts[end:], parts, whole, ends, sized)
        said = ", ".join(self._phrases(parts[:start], parts, whole, ends, sized) + [rhythm])
        return said + (f", then {self.words.join(after)}" if after else "")

    def _phrases(self, some: tuple[Thing, ...], parts: tuple[Thing, ...], whole: Thing | None, ends: bool, sized: bool) -> list[str]:
        """A phrase for each of `some` of the parts, like ones side by side counted."""
        phrases = []
        for _, alike in groupby(some, key=lambda p: (p.noun, p.look, p.quality) if not (p.label or p.alt or p.parts) else id(p)):
            run = list(alike)
            if len(run) == 1:
                phrases.append(self.part(run[0], parts, placed=whole is not None, ends=ends, sized=sized, whole=whole))
                continue
            self.about.update(p.key for p in run)
            before, after = self.look(run[0], parts)
            size, noun = self.shares.size(run[0])
            phrases.append(" ".join(filter(None, [self.words.number(len(run)), size, before, self.words.plural(noun), after])))
        return phrases

    def ref(self, part: Thing, siblings: tuple[Thing, ...], noun: str = "part") -> str:
        """A part said again: "the slice", "the grey part", "the grey part marked
        busy" (where its look alone would not tell it from a sibling)."""
        self.about.add(part.key)
        if part.quality == "thin" and noun == "part" and sum(1 for s in siblings if s.quality == "thin") < 2:
            return "the slice"
        before, _ = self.look(part, siblings)
        alike = [s for s in siblings if s.look == part.look]
        name = " ".join(filter(None, ["the", before, noun]))
        return name + self.marked(part.label) if (len(alike) > 1 or not before) and part.label else name  # no look to tell it by: its label does ("the part marked thirty percent of the bill", review 7-C)

    # --- wholes ---------------------------------------------------------------

    def _body(self, whole: Thing) -> tuple[str, str]:
        """What fills a whole, as (how, words): how is "filled", "split",
        "with", "holding" or "empty"."""
        parts = whole.parts
        total = sum((p.share or Fraction(0) for p in parts), Fraction(0))
        free = whole.look is None or whole.look.colour in FREE and not whole.look.hatch
        if not parts:
            return "empty", ""
        first = parts[0]
        sayable = self.shares.exact(first) is not None
        up = (lambda said: said.replace("filled", "filled from the bottom", 1)) if whole.quality == "upright" else (lambda said: said)  # an upright bar fills from its foot
        if free and len(parts) == 1 and not first.alt and (first.place in ("left-end", "bottom-end") or total == 1) and sayable and first.quality != "thin":
            return "filled", up(self.filled(first, parts))
        if len(parts) == 1 and total == 1 and whole.quality == "parts-only" and not first.alt and not first.parts:  # a bar as long as its one part: filled, never "split into" one
            return "filled", self.filled(first, parts)
        if total == 1 and len(parts) == 2 and sayable and not any(p.alt or p.parts or p.quality == "thin" for p in parts):
            second = parts[1]
            self.about.add(second.key)
            before, after = self.look(second, parts)
            rest = " ".join(filter(None, [before, after]))
            return "filled", f"{up(self.filled(first, parts))}, and {rest} for the rest{self._comma_marked(second)}"
        if total == 1 or whole.quality == "parts-only":  # a bar that ends where its parts end has no rest
            counted = f"{self.words.count(len(parts), 'part')}: " if len(parts) >= COUNTED_FROM else ""  # "split into four parts: ..."
            split = split_words(whole)
            return "split", (self._apart(parts) if whole.apart else split + counted) + self.listed(parts, whole=whole)
        apart = ", parted by gaps" if whole.apart else ""
        if free:
            return "holding", self.listed(parts, whole=whole, ends=len(parts) == 1, sized=True) + apart + ", the rest free"
        return "with", "with " + self.listed(parts, whole=whole, ends=True, sized=True) + apart

    def _apart(self, parts: tuple[Thing, ...]) -> str:
        """ "split by gaps into six parts of different widths: ": parts standing
        apart are counted first, as the eye counts separate pieces."""
        shares = [p.share for p in parts]
        differ = len(parts) >= 3 and None not in shares and len(set(shares)) == len(shares)
        if parts[0].noun == "box":  # nothing joins them: "six separate boxes of different widths"
            return f"{self.words.count(len(parts), 'separate box')}{' of different widths' if differ else ''}: "
        return f"split by gaps into {self.words.count(len(parts), 'part')}{' of different widths' if differ else ''}: "

    def _under(self, whole: Thing) -> str:
        """ ", under on-demand,": the label of the panel a whole stands in."""
        panel = whole.within
        if panel is None or not panel.label or _holder(whole) is not None:
            return ""
        return f", under {self.words.spoken(panel.label)},"

    def _comma_marked(self, part: Thing) -> str:
        """", marked busy", and what the part stands for: ", work that survived"."""
        return (f", marked {self.words.spoken(part.label)}" if part.label else "") + (f", {self.part_meaning(part)}" if self.part_meaning(part) else "")

    def filled(self, part: Thing, siblings: tuple[Thing, ...]) -> str:
        """ "filled six tenths in grey, marked busy sixty percent" """
        self.about.add(part.key)
        amount = f" {self.shares.share(part)}" if part.share is not None and part.share < 1 else ""
        if part.look is not None and not part.look.filled and part.look.line in ("dashed", "dotted"):  # an outline alone fills nothing: "drawn in dashed outline"
            phrase = f"drawn {self.in_look(part, siblings)}{f' to{amount}' if amount else ''}{self._comma_marked(part)}"
        else:
            phrase = f"filled{amount} {self.in_look(part, siblings)}{self._comma_marked(part)}"
        if part.parts:
            phrase += f", with {self.listed(part.parts)} inside it"
        return phrase

    def _whole_look(self, whole: Thing) -> tuple[str, str]:
        look = whole.look or Look("white")
        before, after = self.words.look_of(look)
        return ("" if look.colour in FREE and not look.hatch else before), after

    def whole(self, whole: Thing, *, count: bool = False, wide: str = "") -> str:
        """A whole brought in as a noun phrase: "one long grey bar marked one
        gpu-year with a thin blue slice at its left end", "a second bar of the
        same width, split into ..."."""
        self.about.add(whole.key)
        self.said.add(whole.key)
        if whole.alt:
            return whole.alt
        how, body = self._body(whole)
        before, after = self._whole_look(whole) if how in ("with", "empty") else ("", "")
        if how == "empty" and not before:
            before = "empty"
        shorter = whole.quality == "shorter" or any(t.noun == "reach" and t.place == "shorter" for t in whole.attached)
        long = "long" if count and whole.quality == "long" else "shorter" if shorter else ""  # "a shorter blue bar", below the one it is set against
        adjectives = " ".join(filter(None, [long, before, whole.noun, after]))
        separate = whole.apart and whole.noun == "boxes" and how == "split"  # nothing joins them (`marks/bar.separate`): "six separate boxes ...: a box ..."
        if separate:
            body = self.listed(whole.parts, whole=whole)
            noun = self._apart(whole.parts).rstrip(": ")
        elif count:
            noun = f"{self.words.number(whole.count)} {adjectives}"
        elif whole.rank > 1:
            noun = self.say.places.said_as(whole.key, None, f"a {self.words.ordinal(whole.rank)} {adjectives}", rank=whole.rank)
        else:
            noun = self.words.article(adjectives)
        meaning = self.words.meaning(whole.means, whole.label)
        beside = marking.with_whole(self.say, whole)
        beside = (f" and {beside}" if whole.label else f" marked {beside}") if beside else ""
        noun += (" standing upright" + ("," if whole.label or beside else "")) if whole.quality == "upright" else ""
        noun += wide + self.marked(whole.label) + beside + (f", {meaning}" if meaning else "")
        noun += f", {self.ending(whole)}" if self.ending(whole) and not separate else ""  # separate boxes end nowhere a reader sees
        noun += standing_on.on_it(self.say, whole)  # a cross drawn over it: "cut by a red cross marked out of memory"
        if how == "empty":
            return noun
        joint = " holding " if how == "holding" else " " if how == "with" else ": " if separate else ", "
        return noun + joint + body

    def ending(self, whole: Thing) -> str:
        """ "ending about a fifth of the way along": a bar drawn no longer than
        its parts, by how far it reaches ("where its parts end" said nothing a
        reader sees, review 7-C); against the bar above it, by that bar's
        parts (`reach.reaching`)."""
        if whole.quality != "parts-only" or whole.share is None:
            return ""
        along = f"ending {self.shares.share(whole, article=True)} of the way along"
        reach = next((t for t in whole.attached if t.noun == "reach"), None)
        if reach is None or reach.within is None or reach.within.within is None:
            return along
        bar = reach.within.within
        name = self.say.name(bar.key, introduce=False) if isinstance(self.say, Discourse) else self.name(bar)
        return reaching(self.words, reach, f"{self.ref(reach.within, bar.parts)} of {name}", name, along)

    def told(self, whole: Thing) -> str:
        """A whole the reader knows of, in a sentence of its own: "the top bar is
        filled six tenths in grey, marked busy sixty percent"."""
        self.about.add(whole.key)
        self.said.add(whole.key)
        if whole.alt:
            return whole.alt
        beside = marking.with_whole(self.say, whole)
        named = [f"marked {self.words.spoken(whole.label)}"] if whole.label else []
        named += [f"marked {beside}" if not named else beside] if beside else []
        named = (["standing upright"] if whole.quality == "upright" else []) + named
        named += [self.words.meaning(whole.means, whole.label)] if self.words.meaning(whole.means, whole.label) else []
        named += [self.ending(whole)] if self.ending(whole) else []
        named += [on.removeprefix(", ")] if (on := standing_on.on_it(self.say, whole)) else []
        subject = self.name(whole) + self._under(whole) + (f", {', '.join(named)}," if named else "")
        how, body = self._body(whole)
        before, after = self._whole_look(whole)
        look = " ".join(filter(None, [before, after]))
        if how == "empty":
            return f"{subject} is {look or 'empty'}"
        if how == "holding":
            return f"{subject} holds {body}"
        if how == "with":
            return f"{subject} is {look} {body}" if look else f"{subject} has {body.removeprefix('with ')}"
        return f"{subject} is {body}"

def _holder(thing: Thing) -> Thing | None:
    """The whole a part is said with; None for a whole (whose `within` is the
    panel it stands in, a thing with no parts)."""
    return thing.within if thing.within is not None and thing.within.parts else None


def _relation(thing: Thing) -> bool:
    """Guides and the like: a thing said as what runs from one thing to another."""
    return thing.starts_at is not None or thing.ends_at is not None


# How a whole's parts lie, said before them: by (standing upright, laid across it).
SPLIT_WAYS = {(False, False): "split", (True, False): "split from the bottom", (True, True): "split side by side", (False, True): "split from the top down"}


def split_words(whole: Thing) -> str:
    """ "split from the bottom into ", "split side by side by dashed lines
    into ": which way its parts lie (an upright bar's are read from its foot;
    laid across, side by side), and the lines drawn at their joins."""
    way = SPLIT_WAYS[whole.quality == "upright", whole.laid_across]
    lines = f" by {whole.dividers} lines" if whole.dividers else ""
    return f"{way}{lines} into "
