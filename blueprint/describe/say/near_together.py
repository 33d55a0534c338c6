"""Lanes side by side that stop at red crosses close together in time: a
reader sees the crosses as one group (a region lost within twenty minutes),
and a count drawn over the group ("3 reclaimed in 20 min") is the group's,
not the one cross it stands by. Review 10-B (spot-reclaims): "a red cross
marked three reclaimed in twenty minutes at five hours" gave one lane's
cross the words that stand over three; the three lanes' loss was never said
together. The content stage finds the group here; `lane_summaries.py` says it."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction

from blueprint.describe.say.facts import Event, Lane, Lanes

STOPPING = ("kill",)  # the work stops at a red cross
NEAR = Fraction(1, 20)  # crosses within this share of the axis read as one group
LEAST = 3  # lanes side by side, fewest that make a group (two a reader pairs at a glance)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@dataclass(frozen=True)
class NearTogether:
    """Lanes `first` to `last` (indices) each stopping at one red cross, at
    `times` (lane by lane), all within NEAR of the axis; `label`: the words
    drawn by one of the crosses that count the group, now the group's."""

    first: int
    last: int
    times: tuple[Event, ...]
    label: str | None = None


def _count_of(label: str) -> int | None:
    """The count a label opens with ("3 reclaimed", "three lost"), else None."""
    found = re.match(r"\s*(\d+|[a-z]+)\b", label.lower())
    if found is None:
        return None
    word = found.group(1)
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word)


def _stop(lane: Lane) -> Event | None:
    stops = [event for event in lane.events if event.kind in STOPPING]
    return stops[0] if len(stops) == 1 else None


def near_together(facts: Lanes) -> list[NearTogether]:
    """Each run of LEAST or more neighbouring lanes whose one red cross each
    falls within NEAR of the axis of the run's first, not all at one time
    (`salient.together` says those), the lanes beside the run not joining it."""
    if facts.span is None or not facts.span.value:
        return []
    near = NEAR * Fraction(facts.span.value).limit_denominator(10**6)
    stops = [_stop(lane) for lane in facts.lanes]
    found = []
    index = 0
    while index < len(stops):
        first = stops[index]
        end = index + 1
        while first is not None and end < len(stops) and (other := stops[end]) is not None and other.at.unit == first.at.unit and abs(other.at.value - first.at.value) <= near:
            end += 1
        run = [event for event in stops[index:end] if event is not None]
        if first is not None and len(run) >= LEAST and len({event.at.value for event in run}) > 1 and end - index < len(stops):
            labels = [event.label for event in run if event.label]
            label = labels[0] if len(labels) == 1 and _count_of(labels[0]) == len(run) else None
            found.append(NearTogether(index, end - 1, tuple(run), label))
            index = end
        else:
            index += 1
    return found


def without_group_labels(facts: Lanes, groups: list[NearTogether]) -> Lanes:
    """The lanes with each group's words taken off the cross that drew them:
    they are said with the group."""
    taken = {event.key for group in groups if group.label for event in group.times if event.label == group.label}
    if not taken:
        return facts
    lanes = tuple(replace(lane, events=tuple(replace(e, label=None) if e.key in taken else e for e in lane.events)) for lane in facts.lanes)
    return replace(facts, lanes=lanes)
