"""Bars of one row or column said together (form "alike", planned by
`describe/grouping_alike.py`): each run of alike bars once, what its bars
share said once, what differs said as a sequence in order, a sequence that
truly repeats said as its pattern; a bar unlike the rest on its own.

    "six upright bars, marked a, b, c, a, b and c, are filled from the
    bottom in solid grey to seventy-one, thirty-nine and fifty-five percent,
    twice, and in grey hatching for the rest, standing for the card idle in
    that turn; between them stand five thin upright bars in dark, standing
    for a context switch"

A meaning every bar of a run shares is said once; meanings that differ are
said in order where they are few (`FEW`), else by the noun they all end on
("each standing for a turn"), else left to the labels and the long
description.
"""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.realise.annotations import _shared_head as shared_head  # the noun every `means` ends on, as frames find theirs
from blueprint.describe.realise.part_phrases import PartPhrases
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import Words
from blueprint.values.shares import Share

FEW = 3  # differing meanings said in order up to this many bars
WHERE = {  # where a run stands against those before it, by the group's arrangement
    ("row", "between"): "between them", ("column", "between"): "between them",
    ("row", "after"): "to the right", ("column", "after"): "below",
    ("row", "among"): "among them", ("column", "among"): "among them",
}
MOTION = {"narrowing": "each narrower than the one before", "widening": "each wider than the one before"}


class AlikeBarsForm:
    """Says an "alike" thing: its runs in order, in one sentence."""

    lead = None

    @staticmethod
    def member_name(say: Voice, holder: Thing, index: int, thing: Thing) -> str | None:
        """A bar of a run named again (a note's leader to it): "the third thin
        upright bar", by its place in its run as said; None for a bar said on
        its own (named as any bar)."""
        if holder.key[:1] != ("run",) or len(holder.members) < 2:
            return None
        label = _label(thing)
        if label and sum(_label(m) == label for m in holder.members) == 1:
            return f"the {holder.noun} marked {say.words.spoken(label)}"
        noun = f"{_adjectives(holder, holder.members)} {holder.noun}".strip()
        return f"the {say.words.ordinal(index + 1)} {noun}"

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        phrases = PartPhrases(say)
        clauses = []
        for index, run in enumerate(thing.members):
            bars = run.members
            counted = thing.share == 1 and isinstance(say, Discourse) and all(say.told(bar.key) for bar in bars)  # the opening counted them all
            head = _head(say, run, bars, thing.arrangement, counted=counted)
            body = _body(say, phrases, bars, run.motion if len(bars) > 1 else None)
            if index == 0:
                verb = say.words.verb("is", len(bars))
                clauses.append(f"{head} {verb} {body}" if body.startswith("filled") else f"{head} {verb} drawn {body}" if body.startswith("in ") else f"{head}{body}")
            else:
                where = WHERE.get((thing.arrangement, run.place or ""), "beside them")
                before = sum(len(r.members) for r in thing.members[:index])
                where = f"{where} of {'them' if before > 1 else 'it'}" if where == "to the right" else where
                if len(bars) == 1 and run.place == "after" and before > 1 and index == len(thing.members) - 1:  # one after all the rest: counted on ("an eighth bar")
                    head = _head(say, run, bars, thing.arrangement, counted=counted, nth=before + 1)
                stand = "stand" if len(bars) > 1 else "stands"
                filled = f", {body}" if body.startswith("filled") else f" {body}"
                clauses.append(f"{where} {stand} {head}{filled}")
        if thing.label:  # a labelled row or column: its panel, said first ("under pool a, two upright bars ...")
            clauses[0] = f"under {say.words.spoken(thing.label)}, {clauses[0]}"
        if isinstance(say, Discourse):
            for run in thing.members:
                for bar in run.members:
                    say.tell(bar)
        return ["; ".join(clauses)]


def _adjectives(run: Thing, bars: tuple[Thing, ...]) -> str:
    """ "thin upright": what the eye sees of a run's bars before their looks."""
    return " ".join(filter(None, ["thin" if run.quality == "thin" else "", "upright" if bars[0].quality == "upright" else ""]))


def _head(say: Voice, run: Thing, bars: tuple[Thing, ...], arrangement: str, *, counted: bool, nth: int = 0) -> str:
    """ "six upright bars, marked a, b, c, a, b and c," / "an upright bar";
    a lone bar counted on from those before it (`nth`): "an eighth upright bar"."""
    words = say.words
    noun = " ".join(filter(None, [words.ordinal(nth) if nth else "", _adjectives(run, bars), run.noun]))
    head = words.count(len(bars), noun) if len(bars) > 1 else words.article(noun)
    if counted and len(bars) > 1:
        head = f"the {head}"  # the opening counted them, all of them: "the four bars", not a second "four bars"
    labels = [_label(bar) for bar in bars]
    if all(labels) and len(set(labels)) == 1 < len(bars):  # one word on every bar: said once, "each marked 1g"
        head += f",{say.marked(labels)},"
    elif all(labels):
        order = " top to bottom" if arrangement == "column" and len(bars) > 1 else ""
        head += f", marked {words.join([words.spoken(label) for label in labels])}{order},"  # names keep their order: a, b, c, a, b and c
    return head


def _label(bar: Thing) -> str:
    """A bar's name: its own label, else the label of its one labelled part."""
    if bar.label:
        return bar.label
    labelled = [p.label for p in bar.parts if p.label]
    return labelled[0] if len(labelled) == 1 else ""


def _body(say: Voice, phrases: PartPhrases, bars: tuple[Thing, ...], widths: str | None) -> str:
    """How the bars are filled, part by part: the look once, the shares in
    order (as a pattern where they repeat), the meanings once or in order;
    then how their widths run."""
    first = bars[0]
    upright = first.quality == "upright"
    clauses = []
    parts = first.parts
    for index, part in enumerate(parts):
        look = phrases.in_look(part, parts)
        shares = [bar.parts[index].share for bar in bars]
        if len(parts) == 1 and all(s == 1 for s in shares):
            clause = look
        elif index == len(parts) - 1 and index > 0:
            clause = f"and {look} for the rest"
        else:
            amount = _amounts(say, [s or Fraction(0) for s in shares])
            if upright and len(set(shares)) > 1:  # fills rising to unlike heights: said as heights
                amount = amount.replace("to ", "to heights of ", 1)
            start = ("filled from the bottom" if upright else "filled from the left") if index == 0 else "then"
            clause = f"{start} {look} {amount}"
        meaning = _meaning(say, [bar.parts[index] for bar in bars])
        clauses.append(f"{clause}, {meaning}" if meaning else clause)
    body = ", ".join(clauses)
    motion = MOTION.get(widths or "")
    return f"{body}, {motion}" if motion else body


def _amounts(say: Voice, shares: list[Fraction]) -> str:
    """ "to seventy-one, thirty-nine and fifty-five percent, twice": the
    shares in order, a sequence that repeats whole said once with how often."""
    words = say.words
    if len(set(shares)) == 1:
        return f"to {_share(words, shares[0])}" + (" each" if len(shares) > 1 else "")
    period = _period(shares)
    times = len(shares) // len(period)
    said = f"to {words.join_sharing_unit([_share(words, s) for s in period])}"
    if times > 1:
        said += ", twice" if times == 2 else f", {words.number(times)} times"
    return said


def _share(words: Words, value: Fraction) -> str:
    """ "one half", "three tenths", "seventy-one percent", as a bar's share is said."""
    return words.fraction(Share(value, "", "percent"))


def _period(values: list) -> list:
    """The shortest run that, repeated whole, makes the sequence."""
    for length in range(1, len(values)):
        if len(values) % length == 0 and values == values[:length] * (len(values) // length):
            return values[:length]
    return values


def _meaning(say: Voice, parts: list[Thing]) -> str:
    """What the parts stand for: once where all share it, in order where they
    differ and are few, else what they all are where every meaning ends on
    one noun ("each standing for a turn"), in order where they are one
    phrase with a name changed ("memory tenant t1 uses", "memory tenant t2
    uses": never "a uses"), else nothing (their labels tell them apart)."""
    means = [p.means for p in parts]
    if not any(means) or not all(means):
        return ""
    if len(set(means)) == 1:
        return say.words.meaning(means[0])
    said = say.words.meaning(means[0])
    if len(parts) > FEW:
        head = shared_head(say, tuple(parts))
        if head and said.startswith("standing for"):
            return f"each standing for {say.words.article(head)}"
        if not _one_slot(means):
            return ""
    verb = said.split(" ", 2)[:2] if said.startswith("standing for") else said.split(" ", 1)[:1]
    return f"{' '.join(verb)} {say.words.join([say.words.spoken(m or '') for m in means])}"  # in the order the bars are marked


def _one_slot(means: list[str | None]) -> bool:
    """Whether the meanings are one phrase with one word changed (a name)
    and more said after it: said in order in full, as no noun they all end
    on can stand for them."""
    said = [(m or "").split() for m in means]
    if len({len(words) for words in said}) != 1:
        return False
    differ = [index for index, column in enumerate(zip(*said)) if len(set(column)) > 1]
    return len(differ) == 1 and differ[0] < len(said[0]) - 1  # a bare name at the end ("tenant a") the labels tell; words after it say more
