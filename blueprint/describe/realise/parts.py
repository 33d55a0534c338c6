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

The wholes and parts themselves are said by `realise/part_phrases.py`; this
module brings them in and says what hangs on them and the guides between them.
"""

from __future__ import annotations

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.look_words import FILL_WORDS
from blueprint.describe.realise.part_phrases import PartPhrases, _holder, _relation


class PartsForm:
    """Says wholes of parts (form `parts`); see the module."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        return _Parts(say).lead(thing)

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        return _Parts(say).sentences(thing)


class _Parts(PartPhrases):
    """One call of the form: says a thing and remembers what it said."""

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
        if scale.longer_every:
            ruled += f", with {axis_words.longer_ticks(axis_words.every(self.words.spoken(scale.longer_every)))},"
        start = self.words.spoken(scale.starts_at.label) if scale.starts_at and scale.starts_at.label else ""
        end = self.words.spoken(scale.ends_at.label) if scale.ends_at and scale.ends_at.label else ""
        if start and end and len(start.split()) > 1 and start.split()[-1] == end.split()[-1]:
            start = start.rsplit(" ", 1)[0]  # "from zero to seven days"
        span = " ".join(filter(None, [f"from {start}" if start else "", f"to {end}" if end else ""]))
        text = f"beneath {under} {ruled} runs {span}" if span else f"beneath {under} runs {ruled}"
        text += f", marked {self.words.spoken(scale.label)}" if scale.label else ""
        return text + (f", {axis_words.arrow(scale.arrow)}" if scale.arrow else "")

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
