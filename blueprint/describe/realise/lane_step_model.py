"""What a lane's story is planned as (`lane_steps.py`) and worded from
(`lane_step_words.py`, `lane_summaries.py`, `lane_staircase.py`): a `Step`, one
verb phrase of a lane's narrative, and a `Slot`, its times as said for lanes
told together; and the events a lane's story counts by their icon."""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.describe.say.facts import Time

EVENT_NOUNS = {"kill": "red cross", "preempt": "red cross", "checkpoint": "blue save icon"}  # the events a lane's pattern counts


@dataclass(frozen=True)
class Step:
    """One verb phrase of a lane's narrative. `sig` is what lanes must share to
    be said together (looks, labels, kinds, where it ends); `slots` are its
    times, each a tuple (several for counted events); `listable[i]`: whether
    slot i may differ between lanes said together (listed in lane order) or is
    left unsaid when they differ."""

    kind: str
    sig: tuple
    slots: tuple[tuple[Time, ...], ...] = ()
    listable: tuple[bool, ...] = ()


@dataclass(frozen=True)
class Slot:
    """A slot as said for a group of lanes: its times, or None when they differ
    and cannot be listed; `count`: how many things it counts over the group."""

    times: tuple[Time, ...] | None
    count: int
    each: int = 0  # lanes said together that each hold this many of what it counts (0: one lane, or they differ)
