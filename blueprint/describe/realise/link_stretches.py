"""A line between two stretches of one lane, named by its stretches: "from
the blue stretch marked checkpoint to the one marked restore" (trywords9: a
line whose ends are both in the lane job, saved was said to run "from job,
saved to job, saved", which tells a reader nothing of where it runs)."""

from __future__ import annotations

import re

from blueprint.describe.realise.lane_looks import stretch_parts
from blueprint.describe.say.facts import Lane, Stretch, Time
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words


def stretch_ends(words: Words, lane: Lane, ends: list[tuple], positions: tuple = ()) -> tuple[str, str] | None:
    """The two stretches a line joins within `lane`, the second said as "the
    one" where it looks like the first; an end at a place on the lane
    (`positions`) said by that place ("from the lane's start", "from three
    hours"); None where an end is neither."""
    found = [next((s for s in lane.stretches if tuple(s.key) == tuple(end)), None) for end in ends]
    first, second = found
    if (first is None or second is None) and len(positions) == 2:
        said = [_stretch(words, s, lane) if s is not None else _place(words, at) for s, at in zip(found, positions)]
        return None if None in said else (str(said[0]), str(said[1]))
    if first is None or second is None or first is second:
        return None
    said_first = _stretch(words, first, lane)
    if first.look == second.look and (second.label or not first.label):
        return said_first, f"the one marked {words.spoken(second.label)}" if second.label else f"the one starting at {time_words(words, second.start)}"
    return said_first, _stretch(words, second, lane)


def _place(words: Words, at: object) -> str | None:
    """A place on the lane's scale: "the lane's start" at zero, else its time
    (or its value as written, `3 steps`, spoken)."""
    if isinstance(at, Time):
        return "the lane's start" if at.value == 0 else time_words(words, at)
    if isinstance(at, str):
        return "the lane's start" if re.match(r"0(?![\d.])", at) else words.spoken(at)
    return None


def _stretch(words: Words, stretch: Stretch, lane: Lane) -> str:
    """ "the blue stretch marked checkpoint", "the grey stretch starting at
    two minutes" (by where it starts when it has no words and another of its
    look stands in the lane)."""
    head, edge = stretch_parts(stretch.look)
    if stretch.label:
        return f"the {head}{edge} marked {words.spoken(stretch.label)}"
    alike = [s for s in lane.stretches if s.look == stretch.look and not s.layer]
    if len(alike) == 1:
        return f"the {head}{edge}"
    return f"the {head}{edge} starting at {time_words(words, stretch.start)}"
