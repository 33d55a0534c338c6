"""A time axis's facts (`axis` on a timeline or a staircase, `marks/axis.py`):
its title, its length, and the ticks the writer named, as times; said by
`describe/lexicon/axis.py` after the mark's length."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.say.facts import Time, TimeAxis
from blueprint.marks.axis import AxisSpec, TickSpec, chosen
from blueprint.marks.units import Axis
from blueprint.values import SECONDS


def time_axis(axis: AxisSpec | None, unit: str, seconds: float) -> TimeAxis | None:
    """What a reader is told of the axis: None where the writer gave no `axis`,
    or one with no title and no named tick (its length is said already)."""
    if axis is None:
        return None
    scale = Axis(unit)
    names = tuple((_time(scale.value(t.at)[0], unit), t.label) for t in chosen(axis) if isinstance(t, TickSpec) and t.label and scale.fits(t.at))
    if not axis.title and not names:
        return None
    return TimeAxis(axis.title, _time(seconds, unit), names)


def _time(seconds: float, unit: str) -> Time:
    return Time(Fraction(seconds).limit_denominator(10**6) / SECONDS[unit], unit)
