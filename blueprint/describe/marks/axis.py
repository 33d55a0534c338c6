"""A time axis's facts (`axis` on a timeline or a staircase, `marks/axis.py`):
its title, its length, and the ticks the writer named, as times; said by
`describe/lexicon/axis.py` after the mark's length."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.say.facts import Time, TimeAxis
from blueprint.marks.axis import AxisSpec, TickSpec, chosen, coloured, major_step, resolve, start_of
from blueprint.marks.units import Axis
from blueprint.values import SECONDS


def time_axis(axis: AxisSpec | None, unit: str, seconds: float, zero: str | None = None) -> TimeAxis | None:
    """What a reader is told of the axis: None where the writer gave no `axis`,
    or one with no title, no named tick and no start before zero (its length
    is said already). An axis counted from an event (`from`) gives its places
    from its start, each said from the event (`zero`, its name)."""
    if axis is None:
        return None
    scale = Axis(unit)
    start = start_of(axis, scale)
    place = lambda at: event_time(at, start, unit, zero)
    names = tuple((place(scale.value(t.at)[0]), t.label) for t in chosen(axis) if isinstance(t, TickSpec) and t.label and scale.fits(t.at))
    tinted = coloured(resolve(axis, scale, start + seconds, start=start)) if any(isinstance(t, TickSpec) and t.colour for t in chosen(axis)) else ()
    major = major_step(axis, scale)
    if not axis.title and not names and not start and not tinted and major is None and not axis.arrow:
        return None
    return TimeAxis(axis.title, place(start + seconds) if start else _time(seconds, unit), names, place(start) if start else None, tinted, _time(major, unit) if major else None, axis.arrow)


def event_time(seconds: float, start: float, unit: str, zero: str | None = None) -> Time:
    """A place on a time axis as a fact: from the axis's start, and, on an axis
    counted from an event (`start` before zero), said from that event."""
    if not start:
        return _time(seconds, unit)
    relative, origin = _time(seconds - start, unit), _time(start, unit)
    return Time(relative.value, unit, origin.value, zero)


def _time(seconds: float, unit: str) -> Time:
    return Time(Fraction(seconds).limit_denominator(10**6) / SECONDS.get(unit, 1), unit)  # a slot axis: the number itself
