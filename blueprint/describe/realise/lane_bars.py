"""Lanes that are lengths side by side, in words: each lane one labelled
stretch from one start and nothing else is drawn, and read, as a bar ("three
bars starting from the same left edge"), so it is said as one: "The two grey
bars, object storage and local NVMe, are marked four minutes and one minute;
the host memory bar is a thin blue sliver marked eight seconds. The object
storage bar is the longest, far longer than the others; the local NVMe bar is
a quarter as long." A mixin of the lanes
form's telling (`lanes._Telling`); `say/lane_lengths.py` finds such lanes."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.realise.shares import fraction_words
from blueprint.describe.say.facts import Lanes, Look, Time
from blueprint.describe.say.lane_lengths import SLIVER, lengths_side_by_side
from blueprint.describe.say.salient import against_longest
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words

if TYPE_CHECKING:
    from blueprint.describe.say.facts import Stretch


class LaneBars:
    """Needs `facts`, `words`, `label_words()` and `stretch_look()` of the telling."""

    facts: Lanes
    words: Words

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`)
        def label_words(self, label: str, name: bool = True) -> str: ...

        def stretch_look(self, look: Look) -> str: ...

    def as_bars(self) -> bool:
        return lengths_side_by_side(self.facts)

    def bars_lead(self) -> str:
        """ "three bars starting from the same left edge" """
        return f"{self.words.count(len(self.facts.lanes), 'bar')} starting from the same left edge"

    def bars_sentences(self) -> list[str]:
        """Each bar by its name, look and words; then the longest, and the
        others as shares of it."""
        stretches = [lane.stretches[0] for lane in self.facts.lanes]
        longest = max(_length(s) for s in stretches)
        shares = [_length(s) / longest if longest else Fraction(1) for s in stretches]
        groups: dict[tuple, list[int]] = {}  # bars of one look, neither a sliver, said together: "the two grey bars"
        for index, stretch in enumerate(stretches):
            groups.setdefault((stretch.look, shares[index] < SLIVER), []).append(index)
        clauses = []
        for (look, sliver), members in groups.items():
            if len(members) == 1 or sliver:
                clauses += [f"the {self._name(i)} bar is {self._bar(stretches[i], shares[i])}" for i in members]
                continue
            names = self.words.join([self._name(i) for i in members])
            labels = [stretches[i].label for i in members]
            if all(labels):
                told = f"are marked {self.words.join([self.words.spoken(l) for l in labels if l])}"
            else:  # their lengths, where the words do not give them
                told = f"run {self.words.join([time_words(self.words, stretches[i].end.lasting(_length(stretches[i]))) for i in members])}"
            clauses.append(f"the {self.words.count(len(members), self.stretch_look(look) + ' bar')}, {names}, {told}")
        said = ["; ".join(clauses)]
        found = against_longest([_length(s) for s in stretches])
        if found is not None:
            compared = f"the {self._name(found.longest)} bar is the longest" + (", far longer than the others" if found.far else "")
            against = [f"the {self._name(i)} bar is {'' if near.exact else 'about '}{fraction_words(self.words, near.fraction)} as long" for i, near in found.shares]
            said.append("; ".join([compared] + against))
        return [s[0].upper() + s[1:] for s in said]

    def _name(self, index: int) -> str:
        label = self.facts.lanes[index].label or ""
        return self.label_words(label)

    def _bar(self, stretch: "Stretch", share: Fraction) -> str:
        """ "grey, marked one minute", "a thin blue sliver marked eight seconds";
        unlabelled, its length: "a thin blue sliver, eight seconds long"."""
        look = self.stretch_look(stretch.look)
        long = f"{time_words(self.words, stretch.end.lasting(_length(stretch)))} long"
        marked = f"marked {self.words.spoken(stretch.label)}" if stretch.label else ""
        if share < SLIVER:
            return f"{self.words.article(f'thin {look} sliver')} {marked}" if marked else f"{self.words.article(f'thin {look} sliver')}, {long}"
        return f"{look}, {marked or long}"


def _length(stretch: "Stretch") -> Fraction:
    return (stretch.high or stretch.end).value - stretch.start.value

