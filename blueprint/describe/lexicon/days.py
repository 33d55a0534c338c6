"""Day names as a reader says them: an axis's tick named "tue" names a day,
and a place on that day is said "on tuesday" (trywords9: the spot price's
peak at Tuesday 22:00 was said "at forty-eight hours", Wednesday's midnight)."""

from __future__ import annotations

DAYS = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
}
DAYS.update({day: day for day in set(DAYS.values())})


def day_name(label: str) -> str | None:
    """The day a tick's name names, in full ("tue": "tuesday"); None where it names no day."""
    return DAYS.get(label.strip().rstrip(".").lower())
