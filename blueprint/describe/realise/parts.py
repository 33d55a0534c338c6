"""The parts form: a whole split into parts by share, and guides from a part
of one whole to another.

    whole       "one long grey bar marked one gpu-year with a thin blue slice at
                its left end" (its lead); "the top bar is filled six tenths in
                grey, marked busy sixty percent"; "... is split into a red
                hatched part marked lost, a dark part, and a blue part ...";
                "... holds a grey part and a small red hatched part, the rest
                free"; "... is filled seven tenths in grey hatching, and solid
                grey for the rest"
    shares      one wording in every form (`shares`): "covering the left three
                quarters", "a thin red hatched slice at its right end", "a small
                dark part in the middle", "that is the widest of the four"
    attached    "a leader drops from the slice to the words the fee, and beneath
                them ..."; "beneath the top bar a ruled scale of seven steps runs
                from zero to seven days"
    relation    "two dashed guides drop from that grey portion to a second bar
                of the same width, split into ..."

A whole is said once: through its lead, its own sentence or the guides that
lead to it, whichever comes first; after that only what hangs on it. Guides
are said right after the whole they start from when the speaker already
knows them (every mark's facts gathered first), else in their own turn.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import groupby

from blueprint.describe.realise import marking
from blueprint.describe.realise.reach import reaching
from blueprint.describe.realise.shares import Shares
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.salient import COUNTED_FROM
from blueprint.describe.say.look_words import FILL_WORDS

SAID = "parts: wholes said"  # keys of the wholes whose parts have been said
RECENT = "parts: last said"  # keys of what the last call that said anything was about
FREE = ("white", "none")  # a whole drawn in these is free where no part covers it


class PartsForm:
    """Says wholes of parts (form `parts`); see the module."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        return _Parts(say).lead(thing)

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        return _Parts(say).sentences(thing)


class _Parts:
    """One call of the form: says a thing and remembers what it said."""

    def __init__(self, say: Voice):
        self.say = say
        self.words = say.words
        self.shares = Shares(say.words)
        self.said = say.memory(SAID)
        self.recent = say.memory(RECENT)
        self.about: set[tuple] = set()

    def _done(self, text: list[str]) -> list[str]:
        if any(text):
            self.recent.clear()
            self.recent.update(self.about)
        return text

    # --- the form -------------------------------------------------------------

    def lead(self, thing: Thing) -> str:
        if _relation(thing):
            self.said.add(thing.key)
            return self._done([self.relation(thing, finite=False)])[0]
        return self._done([self.whole(thing, count=True)])[0]

    def sentences(self, thing: Thing) -> list[str]:
        if _relation(thing):
            if thing.key in self.said:
                return []
            self.said.add(thing.key)
            return self._done([self.relation(thing)])
        said = []
        if thing.key not in self.said:
            said.append(self.told(thing))
        said += self.leaders(thing)
        said += [self.scale(t, thing) for t in thing.attached if t.noun == "scale"]
        said += self.hosted(thing)
        return self._done([s for s in said if s])

    def hosted(self, whole: Thing) -> list[str]:
        """Guides that start from this whole or a part of it, said right after it
        when the speaker already knows them (a speaker that gathered every
        mark's facts first: `tops`); else they speak in their own turn."""
        if not isinstance(self.say, Discourse):
            return []
        said = []
        for thing in list(self.say.tops.values()):
            start = thing.starts_at
            if thing.form != "parts" or not _relation(thing) or thing.key in self.said or start is None:
                continue
            if start.key == whole.key or ((holder := _holder(start)) is not None and holder.key == whole.key):
                self.said.add(thing.key)
                said.append(self.relation(thing))
        return said

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
        phrase += f", {self.words.meaning(part.means, part.label)}" if self.words.meaning(part.means, part.label) else ""  # what it stands for, never as if drawn
        if part.parts:
            phrase += f" with {self.listed(part.parts)} inside it"
        return phrase

    def listed(self, parts: tuple[Thing, ...], *, whole: Thing | None = None, ends: bool = False, sized: bool = False) -> str:
        """Parts in order, like ones side by side counted: "two blue parts and
        a grey hatched part"; `whole`: the bar they are the parts of, whose
        places in it are said."""
        phrases = []
        for _, alike in groupby(parts, key=lambda p: (p.noun, p.look, p.quality) if not (p.label or p.alt or p.parts) else id(p)):
            run = list(alike)
            if len(run) == 1:
                phrases.append(self.part(run[0], parts, placed=whole is not None, ends=ends, sized=sized, whole=whole))
                continue
            self.about.update(p.key for p in run)
            before, after = self.look(run[0], parts)
            size, noun = self.shares.size(run[0])
            phrases.append(" ".join(filter(None, [self.words.number(len(run)), size, before, self.words.plural(noun), after])))
        return self.words.join(phrases)

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
            split = "split from the bottom into " if whole.quality == "upright" else "split into "  # an upright bar's parts are read from its foot
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
        return (f", marked {self.words.spoken(part.label)}" if part.label else "") + (f", {self.words.meaning(part.means, part.label)}" if self.words.meaning(part.means, part.label) else "")

    def filled(self, part: Thing, siblings: tuple[Thing, ...]) -> str:
        """ "filled six tenths in grey, marked busy sixty percent" """
        self.about.add(part.key)
        amount = f" {self.shares.share(part)}" if part.share is not None and part.share < 1 else ""
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
        along = f"ending {self.shares.share(whole)} of the way along"
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

    # --- what hangs on a whole -----------------------------------------------

    def leaders(self, whole: Thing) -> list[str]:
        """ "a leader drops from the slice to the words the fee, and beneath them
        five point seven points to break even"; more leaders in one sentence."""
        said: list[str] = []

        def walk(parts: tuple[Thing, ...]) -> None:
            for part in parts:
                for leader in part.attached:
                    if leader.noun == "leader":
                        said.append(leader.alt or self.leader(leader, part, parts, first=not said))
                walk(part.parts)

        walk(whole.parts)
        return ["; ".join(said)] if said else []

    def leader(self, leader: Thing, part: Thing, siblings: tuple[Thing, ...], *, first: bool) -> str:
        verb = {"climbing": "rises", "leftward": "runs left", "rightward": "runs right"}.get(leader.motion or "", "drops")
        subject = "a leader" if first else "another"
        named = self.ref(part, siblings)
        if part.quality == "small" and named.startswith("the "):  # as the list named it: "the small dark part"
            named = "the small " + named.removeprefix("the ")
        text = f"{subject} {verb} from {named} to the words {self.words.spoken(leader.label or '')}"
        if leader.note:
            text += f", and beneath them {self.words.spoken(leader.note)}"
        return text

    def scale(self, scale: Thing, whole: Thing) -> str:
        """ "beneath the top bar a ruled scale of seven steps runs from zero to
        seven days", "beneath it runs a ruled scale of ten steps"."""
        if scale.alt:
            return scale.alt
        under = self.name(whole) if whole.among or whole.rank else "it"
        ruled = f"a ruled {scale.noun} of {self.words.count(scale.steps or 1, 'step')}"
        start = self.words.spoken(scale.starts_at.label) if scale.starts_at and scale.starts_at.label else ""
        end = self.words.spoken(scale.ends_at.label) if scale.ends_at and scale.ends_at.label else ""
        if start and end and len(start.split()) > 1 and start.split()[-1] == end.split()[-1]:
            start = start.rsplit(" ", 1)[0]  # "from zero to seven days"
        span = " ".join(filter(None, [f"from {start}" if start else "", f"to {end}" if end else ""]))
        text = f"beneath {under} {ruled} runs {span}" if span else f"beneath {under} runs {ruled}"
        return text + (f", marked {self.words.spoken(scale.label)}" if scale.label else "")

    # --- relations ------------------------------------------------------------

    def relation(self, guides: Thing, *, finite: bool = True) -> str:
        """ "two dashed guides drop from that grey portion to a second bar of the
        same width, split into ..." """
        self.about.add(guides.key)
        if guides.alt:
            return guides.alt
        look = guides.look or Look("grey", "dashed", filled=False)
        colour = "" if look.colour == "grey" else FILL_WORDS.get(look.colour, look.colour)
        rhythm = look.line if look.line in ("dashed", "dotted") else ""
        noun = " ".join(filter(None, [self.words.number(guides.count), colour, rhythm, self.words.plural(guides.noun) if guides.count != 1 else guides.noun]))
        down = guides.motion != "climbing"
        verb = ("drop" if down else "rise") if finite else ("dropping" if down else "rising")
        source, target = guides.starts_at, guides.ends_at
        start = f" from {self.source(source)}" if source is not None else ""
        end = f" to {self.target(target, source)}" if target is not None else ""
        return f"{noun} {verb}{start}{end}"

    def source(self, source: Thing) -> str:
        """ "that grey portion", "the grey hatched portion of the top bar", "the top bar"."""
        holder = _holder(source)
        if holder is None:
            self.about.add(source.key)
            return self.name(source)
        near = bool({source.key, holder.key} & (self.recent | self.about))
        portion = self.ref(source, holder.parts, noun="portion")
        if near:
            return portion.replace("the ", "that ", 1)
        return f"{portion} of {self.name(holder)}"

    def target(self, target: Thing, source: Thing | None) -> str:
        """A whole said in full the first time ("a second bar of the same width,
        split into ..."), by its name after; a part by its whole's name."""
        holder = _holder(target)
        if holder is not None:
            part = self.ref(target, holder.parts)
            if " marked " in part and part.startswith("the "):  # "the second bar's part marked thirty percent of the bill", not "... of the bill of the second bar"
                return f"{self.name(holder)}'s {part[4:]}"
            return f"{part} of {self.name(holder)}"
        if target.key in self.said:
            self.about.add(target.key)
            return self.name(target)
        same = source is not None and target.width_of is not None and target.width_of.key == source.key
        said = self.whole(target, wide=" of the same width" if same else "")
        if isinstance(self.say, Discourse):
            self.say.tell(target)  # brought in here: the describer does not bring it in again
        return said


def _holder(thing: Thing) -> Thing | None:
    """The whole a part is said with; None for a whole (whose `within` is the
    panel it stands in, a thing with no parts)."""
    return thing.within if thing.within is not None and thing.within.parts else None


def _relation(thing: Thing) -> bool:
    """Guides and the like: a thing said as what runs from one thing to another."""
    return thing.starts_at is not None or thing.ends_at is not None
