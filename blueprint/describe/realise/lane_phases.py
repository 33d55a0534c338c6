"""Lanes in step said phase by phase (`say/lane_phases.py`), one sentence:
"All eight lanes run grey for the first three hours forty-eight minutes;
then node 7 and node 8 stay empty in dotted outline from four to eight hours,
while the other six run on in grey from four hours twelve minutes to eight
hours; then all eight run grey from eight hours twelve minutes to the end"."""

from __future__ import annotations

from typing import Callable

from blueprint.describe.realise.lane_looks import look_words
from blueprint.describe.realise.lane_numbering import labels_said
from blueprint.describe.say.facts import Lanes, Look
from blueprint.describe.say.lane_phases import InStep, lane_phases
from blueprint.describe.say.times import join, range_words, time_words
from blueprint.describe.say.words import Words


def phases_words(words: Words, facts: Lanes, label_words: Callable[[str], str], solid: frozenset[str]) -> str:
    """The sentence, or "" where no phase has every lane in step."""
    phases = lane_phases(facts)
    if phases is None:
        return ""
    lanes = facts.lanes
    noun = facts.each or facts.noun
    clauses = []
    before: dict[int, Look] = {}  # each lane's look in step in the phase before: "run on" where it goes on in it
    for number, phase in enumerate(phases):
        if len(phase.groups) == 1:
            group = phase.groups[0]
            who = f"all {words.count(len(lanes), noun)}" if number == 0 else f"all {words.number(len(lanes))}"
            clauses.append(f"{who} {_doing(words, group, before, solid)} {_when(words, facts, group)}")
        else:
            small, large = sorted(phase.groups, key=lambda g: len(g.lanes))
            named = _named(words, facts, small, label_words)
            if named is None:
                return ""
            other = (f"the other {words.number(len(large.lanes))}" if len(small.lanes) < len(large.lanes)
                     else _named(words, facts, large, label_words))
            if other is None:
                return ""
            clauses.append(f"{named} {_doing(words, small, before, solid)} {_when(words, facts, small)}, "
                           f"while {other} {_doing(words, large, before, solid)} {_when(words, facts, large)}")
        before = {index: group.look for group in phase.groups for index in group.lanes}
    said = "; then ".join(clauses)
    return said[0].upper() + said[1:] + "."


def _named(words: Words, facts: Lanes, group: InStep, label_words: Callable[[str], str]) -> str | None:
    """A group by its lanes' labels ("node 7 and node 8"); None where one has none."""
    labels = [facts.lanes[i].label for i in group.lanes]
    if not all(labels):
        return None
    said = [label for label in labels if label]
    consecutive = list(group.lanes) == list(range(group.lanes[0], group.lanes[-1] + 1))
    return labels_said(said, label_words) if len(said) >= 3 and consecutive else join([label_words(label) for label in said])


def _doing(words: Words, group: InStep, before: dict[int, Look], solid: frozenset[str]) -> str:
    """ "run grey", "run on in grey" (in the look they held before), "stay
    empty in dotted outline" (an outline with no fill)."""
    look = look_words(group.look, solid)
    one = len(group.lanes) == 1  # "node 4 stays", "the other three run"
    if not group.look.filled or group.look.colour == "none":
        stay = "stays" if one else "stay"
        return f"{stay} empty {look}" if look.startswith("in ") else f"{stay} empty, {look},"
    run = "runs" if one else "run"
    if all(before.get(i) == group.look for i in group.lanes):
        return f"{run} on in {look}"
    return f"{run} {look}"


def _when(words: Words, facts: Lanes, group: InStep) -> str:
    """ "for the first three hours", "from eight hours to the end", "from four to eight hours"."""
    assert facts.span is not None
    if group.start.value == 0 and group.end.value == facts.span.value:
        return "from start to end"
    if group.start.value == 0:
        return f"for the first {time_words(words, facts.span.lasting(group.end.value))}"
    if group.end.value == facts.span.value:
        return f"from {time_words(words, group.start)} to the end"
    return f"from {range_words(words, group.start, group.end)}"
