"""A time axis whose ticks the writer named as clock times ("18:00", "20:00",
... on an axis of hours): any place on it is a time of day, and a reader of
it reads times of day ("until nine pm", not "for three hours"; review 8-C).
The clock is read off the named ticks, only where every one of them (two or
more) agrees with one start time."""

from __future__ import annotations

import re

DAY = 24 * 3600
_CLOCK = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")


def clock_start(named: list[tuple[float, str]]) -> float | None:
    """The time of day (seconds after midnight) at the axis's zero, where every
    named tick (its place in seconds, its name) is a clock time "HH:MM" that
    agrees with one; None otherwise (fewer than two, or any other name)."""
    if len(named) < 2:
        return None
    starts = set()
    for at, name in named:
        found = _CLOCK.match(name.strip())
        if found is None:
            return None
        starts.add(round((int(found[1]) * 3600 + int(found[2]) * 60 - at) % DAY, 3))
    return starts.pop() if len(starts) == 1 else None


def clock_time(seconds: float, start: float) -> str | None:
    """A place (seconds from the axis's zero) as "HH:MM", where it falls on a whole minute."""
    at = (start + seconds) % DAY
    if abs(at - round(at / 60) * 60) > 1e-6:
        return None
    minutes = round(at / 60)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"
