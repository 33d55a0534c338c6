"""Lanes that form a staircase, in words (`say/lane_stairs.py` finds it):
"Each stage holds four solid grey stretches marked one to four, each one slot
later than the one above, so the grey forms a staircase down to the right;
grey hatched stretches fill the rest, a triangle at the lower left and one at
the upper right." Said instead of each lane told alone, which leaves the
reader to line the lanes up. A mixin of the lanes form's telling
(`lanes._Telling`)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.say.facts import Lanes, Look, Time
from blueprint.describe.say.lane_stairs import Fill, Staircase, spanned_fill
from blueprint.describe.say.times import time_words
from blueprint.describe.say.look_words import fill_words
from blueprint.describe.say.words import Words

from blueprint.describe.realise.voice import Discourse, Voice

if TYPE_CHECKING:
    from blueprint.describe.realise.lane_step_model import Step
    from blueprint.describe.say.facts import Relation


class LaneStaircase:
    """Needs `facts`, `words`, `subject()`, `steps()`, `predicate()` and
    `stretch_parts()` of the telling."""

    facts: Lanes
    words: Words

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`)
        def subject(self, members: list[int], first: bool, opening: bool = False) -> tuple[str, bool]: ...

        def steps(self, lane) -> "list[Step]": ...  # type: ignore[no-untyped-def]

        def predicate(self, lanes: "list[list[Step]]", plural: bool) -> str: ...

        def stretch_parts(self, look: Look, short: bool = False, noun: str = "stretch") -> tuple[str, str]: ...

    def staircase_sentences(self, stairs: Staircase) -> list[str]:
        """The staircase, its fills as triangles, then what a lane holds beyond them."""
        words = self.words
        noun = self.facts.each or self.facts.noun
        cells = all(lane.apart for lane in self.facts.lanes)  # stretches parted by gaps stand as cells
        head, edge = self.stretch_parts(stairs.look, noun="cell" if cells else "stretch")
        fills = [f for f in (stairs.before, stairs.after) if f is not None]
        if any(f.look.colour == stairs.look.colour and f.look.hatch and not stairs.look.hatch for f in fills):
            head = f"solid {head}"  # beside hatched stretches of its colour
        held = words.count(stairs.count, head) if stairs.count > 1 else words.article(head)
        said = f"Each {noun} holds {held}{edge}{self._run_words(stairs)}"
        later, way = ("later", "down") if stairs.down else ("earlier", "up")
        colour = fill_words(stairs.look.colour, stairs.look.hatch) or "work"
        said += f", each {noun} {time_words(words, Time(stairs.step, stairs.unit))} {later} than the one above, so the {colour} forms a staircase {way} to the right"
        if fills:
            said += f"; {self._fills(fills)}"
        sentences = [said]
        for index, extra in stairs.extras:
            subject, _ = self.subject([index], True, opening=True)
            lane = replace(self.facts.lanes[index], stretches=extra)
            predicate = self.predicate([self.steps(lane)], plural=False)
            if predicate:
                sentences.append(f"Past the staircase, {subject} {predicate}")
        return sentences

    def staircase_told(self, stairs: Staircase) -> frozenset[tuple]:
        """The stretches whose meaning the staircase's words say (none where it says none)."""
        return frozenset(stairs.keys) if self._run_words(stairs) and stairs.means and _counted_noun(stairs.means) else frozenset()

    def _run_words(self, stairs: Staircase) -> str:
        """" marked one to four" (figures counting up by one), ", microbatches
        one to four" where each stands for "a microbatch", " marked load, run
        and save"; nothing where some go unlabelled."""
        labels = stairs.labels
        if not labels or any(label is None for label in labels):
            return ""
        names = [label for label in labels if label is not None]
        noun = _counted_noun(stairs.means) if stairs.means else None
        if len(names) >= 3 and all(n.isdigit() for n in names) and all(int(b) - int(a) == 1 for a, b in zip(names, names[1:])):
            figures = f"{self.words.spoken(names[0])} to {self.words.spoken(names[-1])}"
            return f", {self.words.plural(noun)} {figures}" if noun else f" marked {figures}"
        return " marked " + self.words.join([self.words.spoken(n) for n in names])

    def _fills(self, fills: list[Fill]) -> str:
        """"grey hatched stretches fill the rest, a triangle at the lower left
        and one at the upper right"; two looks: each with its corner."""
        words = self.words
        if len(fills) == 2 and fills[0].look == fills[1].look:
            head, edge = self.stretch_parts(fills[0].look)
            return f"{words.plural(head)}{edge} fill the rest, a triangle at the {fills[0].corner} and one at the {fills[1].corner}"
        parts = []
        for fill in fills:
            head, edge = self.stretch_parts(fill.look)
            parts.append(f"{words.plural(head)}{edge} form a triangle at the {fill.corner}")
        return " and ".join(parts)


def _counted_noun(means: str) -> str | None:
    """"a microbatch" -> "microbatch": a meaning that names one thing of a
    kind, which numbered things are counted as ("microbatches one to four")."""
    article, _, noun = means.partition(" ")
    return noun if article in ("a", "an") and noun and " " not in noun else None


def spanned_triangle(say: "Voice", relation: "Relation") -> Fill | None:
    """The triangle of a staircase's lanes a bracket over axis positions spans
    exactly, on its side (`say/lane_stairs.py`'s `spanned_fill`), if any."""
    holder = say.thing(relation.object) if relation.object is not None and isinstance(say, Discourse) else None
    values = [_value(p) for p in relation.positions]
    if holder is None or holder.lanes is None or len(values) != 2 or None in values:
        return None
    low, high = sorted(v for v in values if v is not None)
    return spanned_fill(holder.lanes, low, high, relation.edge or "")


def triangle_spanned(say: "Voice", relation: "Relation") -> str:
    """"the grey hatched triangle at the lower left": a bracket over the axis
    positions that a staircase's fill covers, on its side, names the triangle
    it spans; "" else."""
    fill = spanned_triangle(say, relation)
    if fill is None:
        return ""
    head, edge = say.words.look_of(fill.look)
    return f"the {' '.join(filter(None, [head, 'triangle']))}{f' {edge}' if edge else ''} at the {fill.corner}"


def _value(position: "Time | str | None") -> Fraction | None:
    """A position's value on its axis: a time's, or the figure of a place as
    written on an axis of another unit (`3 slots`)."""
    if isinstance(position, Time):
        return position.value if not position.origin else None
    try:
        return Fraction((position or "").split()[0])
    except (ValueError, IndexError, ZeroDivisionError):
        return None
