"""Lanes that open alike, said once: "both lanes run red hatched up to the
death of node a, the top one marked lost; then the top lane, marked storage,
continues dark ..." (review 8-C, issue 26: a reader sees the lanes start the
same, and telling it lane by lane hides it). A mixin of the lanes form's
telling (`lanes._Telling`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_numbering import fitting_noun
from blueprint.describe.realise.lane_step_model import Slot, Step
from blueprint.describe.say.facts import Lanes
from blueprint.describe.say.words import Words

LABEL = 3  # where a run step's sig holds its label
OPENER = 1  # ... and how it follows what came before
RANK = 8  # ... and whether it is its lane's longest


class LaneOpenings:
    """Needs `facts`, `words`, `say()` and `label_words()` of the telling."""

    facts: Lanes
    words: Words

    if TYPE_CHECKING:
        def say(self, step: Step, slots: list[Slot], plural: bool) -> str: ...

        def label_words(self, label: str, name: bool = True) -> str: ...

    def shared_opening(self, told: list[list[Step]]) -> tuple[str, list[list[Step]]] | None:
        """The clause saying the first stretch every lane opens with, where two
        or more lanes open with a stretch of one look, meaning and extent (the
        label of only some said as theirs) and then go on unlike each other;
        and each lane's steps after it, the next one said as going on. None
        where the lanes do not open alike, or tell one story anyway."""
        lanes = self.facts.lanes
        if len(lanes) < 2 or any(len(steps) < 2 for steps in told) or len({tuple(s.sig for s in steps) for steps in told}) == 1:
            return None
        firsts = [steps[0] for steps in told]
        if any(s.kind != "run" or s.sig[OPENER] != "first" for s in firsts):
            return None
        labels = [s.sig[LABEL] for s in firsts]
        common = labels[0] if len(set(labels)) == 1 else None
        ranks = {s.sig[RANK] for s in firsts} if common else {None}  # a rank is said only with a label
        bare = {s.sig[:LABEL] + s.sig[LABEL + 1:RANK] + s.sig[RANK + 1:] for s in firsts}
        if len(bare) > 1 or len(ranks) > 1 or len({s.slots for s in firsts}) > 1:
            return None
        first = Step("run", firsts[0].sig[:LABEL] + (common,) + firsts[0].sig[LABEL + 1:RANK] + (ranks.pop(),) + firsts[0].sig[RANK + 1:], firsts[0].slots, firsts[0].listable)
        said = self.say(first, [Slot(slot, len(slot)) for slot in first.slots], plural=True)
        if common is None:
            places = ("top", "bottom") if len(lanes) == 2 else None
            marked = [f"the {places[i]} one" if places else (f"the one marked {self.label_words(lane.label)}" if lane.label else f"the {self.words.ordinal(i + 1)}")
                      for i, (lane, label) in enumerate(zip(lanes, labels)) if label]
            said += "".join(f", {who} marked {self.words.spoken(label)}" for who, label in zip(marked, [l for l in labels if l]))
        whole = "both" if len(lanes) == 2 else f"all {self.words.number(len(lanes))}"
        noun = self.facts.each or self.facts.noun
        if fitting_noun(noun, [lane.label for lane in lanes]) is not None:
            noun = "lane"  # the noun fits only some of them ("chunked" is no stream): all are lanes
        subject = f"{whole} {self.words.plural(noun)}"
        rest = [[_going_on(steps[1])] + steps[2:] for steps in told]
        return f"{subject} {said}", rest


def _going_on(step: Step) -> Step:
    """A lane's step after the opening said for all: it goes on ("continues
    dark for forty-five seconds"), not "then" after a clause of its own."""
    if step.kind != "run" or step.sig[OPENER] not in ("then", "again", "carry"):
        return step
    return replace(step, sig=step.sig[:OPENER] + ("next",) + step.sig[OPENER + 1:])
