"""A time axis whose ticks the writer named as clock times ("18:00", "20:00",
... on an axis of hours): any place on it is a time of day, and a reader of
it reads times of day ("until nine pm", not "for three hours"; review 8-C).
The clock is read off the named ticks, only where every one of them (two or
more) agrees with one start time; ticks named "6 a.m.", "noon", "midnight" are
clock times too. Ticks named "00" to "24" (two digits,
zero-padded, from "00") are the hours of a day on a 24-hour clock too, on
every axis (`day_hours`): elapsed hours are not zero-padded."""

from __future__ import annotations

import re
from collections.abc import Iterable

DAY = 24 * 3600
_CLOCK = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")
_TWELVE = re.compile(r"^(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$", re.IGNORECASE)
_NAMED_HOURS = {"midnight": 0, "noon": 12, "midday": 12}


def clock_start(named: list[tuple[float, str]]) -> float | None:
    """The time of day (seconds after midnight) at the axis's zero, where every
    named tick (its place in seconds, its name) is a clock time "HH:MM" that
    agrees with one; None otherwise (fewer than two, or any other name)."""
    if len(named) < 2:
        return None
    hours = day_hours(name for _, name in named)
    starts = set()
    for at, name in named:
        found = _CLOCK.match(f"{name.strip()}:00" if hours else name.strip())
        said = (int(found[1]), int(found[2])) if found is not None else twelve_hour(name)
        if said is None:
            return None
        starts.add(round((said[0] * 3600 + said[1] * 60 - at) % DAY, 3))
    return starts.pop() if len(starts) == 1 else None


def twelve_hour(name: str) -> tuple[int, int] | None:
    """ "6 a.m.", "2 pm", "noon", "midnight" as (hour, minute) on a 24-hour
    clock: ticks named the way a writer says times of day are a clock too
    (review 10-C: lanes placed "from seven and ten hours" under ticks named
    "6 a.m.", "noon", "2 p.m."); None for any other name."""
    text = name.strip().lower()
    if text in _NAMED_HOURS:
        return _NAMED_HOURS[text], 0
    found = _TWELVE.match(text)
    if found is None:
        return None
    hour = int(found[1]) % 12 + (12 if found[3] == "p" else 0)
    return hour, int(found[2] or 0)


def day_hours(names: Iterable[str]) -> bool:
    """Whether tick names are the hours of a day written as two digits
    ("00", "06", ... "24"): all two digits, "00" among them, none past 24."""
    written = [name.strip() for name in names]
    return "00" in written and all(len(n) == 2 and n.isdigit() and int(n) <= 24 for n in written)


def clock_time(seconds: float, start: float) -> str | None:
    """A place (seconds from the axis's zero) as "HH:MM", where it falls on a whole minute."""
    at = (start + seconds) % DAY
    if abs(at - round(at / 60) * 60) > 1e-6:
        return None
    minutes = round(at / 60)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"
