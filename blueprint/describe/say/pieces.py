"""A line of straight pieces read as the writer drew it: runs between its
points and the sheer drops (or rises) where two points share a place, so a
sawtooth of work lost and redone is said as climbs and falls back ("climbs,
falls back to zero at three hours, climbs again"), never as a smooth trend.
Numbers only; the words are `realise/series_words.py`'s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

LEVEL = 0.02  # a run moving less than this share of the series' range is level


@dataclass(frozen=True)
class Run:
    """A stretch between two drops: from `start` to `end` on the axis, from
    `first` to `last` in value; `direction` up, down or level."""

    start: float
    end: float
    first: float
    last: float
    direction: str


@dataclass(frozen=True)
class Sheer:
    """A drop (or rise) at one place: from `before` to `after`; `back` when it
    returns to the level its run began at (progress lost back to where it was)."""

    at: float
    before: float
    after: float
    back: bool


def sheer_places(xs: Sequence[float]) -> list[int]:
    """The indices i where points i and i+1 share a place (a sheer drop or rise)."""
    return [i for i in range(len(xs) - 1) if xs[i] == xs[i + 1]]


def pieces(xs: Sequence[float], ys: Sequence[float]) -> list[Run | Sheer]:
    """The series as runs parted by its sheer drops, left to right."""
    span = max(ys) - min(ys) or 1.0
    found: list[Run | Sheer] = []
    begin = 0
    for i in sheer_places(xs) + [len(xs) - 1]:
        first, last = ys[begin], ys[i]
        direction = "level" if abs(last - first) < LEVEL * span else "up" if last > first else "down"
        found.append(Run(xs[begin], xs[i], first, last, direction))
        if i + 1 < len(xs):
            found.append(Sheer(xs[i], ys[i], ys[i + 1], abs(ys[i + 1] - first) < LEVEL * span))
        begin = i + 1
    return found
