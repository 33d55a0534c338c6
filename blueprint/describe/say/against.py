"""How a series stands to a horizontal line and to another series, read off
both as drawn (a touch within the noise is no crossing); and where a place
falls on its axis (morning, afternoon, night on a day; the second epoch).
Facts, not words (`say/shape_facts.py`)."""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence

from blueprint.series import Point, crossing_places, differences, paired, value_at
from blueprint.describe.say.shape_facts import AgainstLine, AgainstSeries, Period
from blueprint.describe.say.shapes import _Reading

JUST = 0.1  # a series never farther than this share of a line's value from it stays just over (under) it
SEVERAL = 2.0  # a series reaching this many times a line overshoots it several times over
TOUCH = 0.005  # two series within this share of the plot's reach touch rather than cross
CLOSE = 0.1  # a series within this share of the reach of another, on average, runs close to it
LEVEL_SHARE = 0.05  # two series level with each other over at least this share of their common stretch share a level there
WELL = 0.25  # one at least this share of the reach away from another everywhere stands well above (below) it
DAY_PARTS = ((5, "night"), (12, "morning"), (17, "afternoon"), (21, "evening"), (24, "night"))  # hours a part ends at
COUNTED = frozenset({"epoch", "day", "week", "month", "year", "round", "episode", "pass", "generation", "quarter"})  # units one counts through
MAX_COUNTED = 12  # an axis of at most this many counted units names which one a place is in ("the second epoch")
HOURS = {"s": 1 / 3600, "sec": 1 / 3600, "second": 1 / 3600, "min": 1 / 60, "minute": 1 / 60, "h": 1.0, "hr": 1.0, "hour": 1.0, "d": 24.0, "day": 24.0}  # time units in hours


def against_line(xs: Sequence[float], ys: Sequence[float], level: float, step: bool = False) -> AgainstLine:
    """How a series stands to a horizontal line at `level`, read off the series as
    drawn (a touch within the noise is no crossing)."""
    reading = _Reading(xs, ys, step)
    band = max(1e-9, reading.noise)
    points = reading.drawn()
    sides = [(x, y > level) for x, y in points if abs(y - level) > band]
    at = [_crossing(points, x0, x1, level) for (x0, a), (x1, b) in zip(sides, sides[1:]) if a != b]
    across = tuple(reading.either_side(x) for x in at)
    bounds = [points[0][0], *at, points[-1][0]]
    first_over = bool(sides) and sides[0][1]
    where = tuple((bounds[i], bounds[i + 1]) for i in range(0 if first_over else 1, len(bounds) - 1, 2)) if sides else ()
    over = [y for y in reading.ys if y - level > band]
    under = [y for y in reading.ys if level - y > band]
    if at:
        relation = "crosses"
    elif not over and not under:
        relation = "on"
    elif not under:
        relation = "just over" if level > 0 and reading.high - level <= JUST * level else "above"
    else:
        relation = "just under" if level > 0 and level - reading.low <= JUST * level else "under"
        touches = [x for x, y in points if abs(y - level) <= band]
        if touches:  # it meets the line without passing it: "stays under" would hide the meeting
            return AgainstLine("reaches", 0, (), (), (), reading.high / level if level > 0 else None, (touches[0],))
    overshoot = reading.high / level if level > 0 else None
    return AgainstLine(relation, len(at), tuple(at), across, where, overshoot)


def _crossing(points: Sequence[Point], x0: float, x1: float, level: float) -> float:
    """Where the drawn series passes `level` between two readings on either side."""
    xs = [p[0] for p in points]
    i = bisect_left(xs, x0)
    while i + 1 < len(points) and points[i][0] < x1:
        (ax, ay), (bx, by) = points[i], points[i + 1]
        if (ay - level) * (by - level) <= 0 and ay != by:
            return ax + (bx - ax) * (level - ay) / (by - ay)
        i += 1
    return (x0 + x1) / 2


def against_series(xs: Sequence[float], ys: Sequence[float], other_xs: Sequence[float], other_ys: Sequence[float], *,
                   step: bool = False, other_step: bool = False, reach: float | None = None) -> AgainstSeries:
    """How the first series stands to the second, read off both as drawn; `reach`
    is the largest value on the plot they share (theirs by default)."""
    first, second = _Reading(xs, ys, step), _Reading(other_xs, other_ys, other_step)
    a, b = first.drawn(), second.drawn()
    start, end = max(a[0][0], b[0][0]), min(a[-1][0], b[-1][0])
    if end <= start:  # drawn over different stretches of the axis: neither stands above the other
        return AgainstSeries("apart", 0, (), (a[-1][0], b[0][0]))
    a, b = _within(a, start, end), _within(b, start, end)
    reach = reach if reach is not None else max(first.high, second.high, 1e-9)
    tolerance = max(TOUCH * reach, first.noise, second.noise)
    places = tuple(crossing_places(a, b, tolerance))
    if places:
        return AgainstSeries("crosses", len(places), places)
    gaps = differences(a, b)
    apart = [abs(g) for g in gaps]
    if max(apart) <= tolerance:
        return AgainstSeries("level", 0, ())
    side = "above" if sum(gaps) > 0 else "below"
    stretches = _apart_stretches(a, b, tolerance)
    level = (end - start) - sum(y - x for x, y in stretches)
    if level >= LEVEL_SHARE * (end - start):  # they share a level for part of the way: above only where apart
        return AgainstSeries(f"{side} in part", 0, (), tuple(x for pair in stretches for x in pair))
    if sum(apart) / len(apart) <= CLOSE * reach:
        return AgainstSeries(f"close {side}", 0, ())
    if min(apart) >= WELL * reach:
        return AgainstSeries(f"well {side}", 0, ())
    return AgainstSeries(side, 0, ())


def _within(points: Sequence[Point], start: float, end: float) -> list[Point]:
    """The drawn points from `start` to `end` (both ends read off the series)."""
    inner = [p for p in points if start < p[0] < end]
    return [(start, value_at(points, start)), *inner, (end, value_at(points, end, left=True))]


def _apart_stretches(a: Sequence[Point], b: Sequence[Point], tolerance: float) -> list[tuple[float, float]]:
    """Where the two series stand apart (farther than `tolerance`), as (start, end)
    stretches of the axis; a stretch between a reading level and one apart
    starts (ends) at the apart reading, as a riser is drawn there."""
    stretches: list[tuple[float, float]] = []
    opened: float | None = None
    last = None
    for x, p, q in paired(a, b):
        away = abs(p - q) > tolerance
        if away and opened is None:
            opened = x
        if not away and opened is not None:
            stretches.append((opened, x))
            opened = None
        last = x
    if opened is not None and last is not None:
        stretches.append((opened, last))
    return [(x, y) for x, y in stretches if y > x]


# --- where a place falls on its axis --------------------------------------------------------


def _unit_key(unit: str) -> str:
    """`hours` -> `hour`, `mins` -> `min`, `epochs` -> `epoch`; others as written, lower case."""
    low = unit.strip().lower()
    for word in (low, low[:-1] if low.endswith("s") else low):
        if word in HOURS or word in COUNTED:
            return word
    return low


def period(x: float, axis_unit: str, span: float) -> Period | None:
    """Where `x` falls on an axis of `span` (both in `axis_unit`s): the part of the
    day on an axis one day long, with which day on an axis of a few days, or which
    unit on an axis of a few counted units ("epoch": the second epoch); None where
    an axis has no such parts (a thousand steps, eighty gigabytes)."""
    key = _unit_key(axis_unit)
    if key in HOURS:
        hours, days = x * HOURS[key], span * HOURS[key] / 24
        if days < 1 - 1e-9 or abs(days - round(days)) > 1e-6 or round(days) > 2 * MAX_COUNTED:
            return None
        hour = hours % 24 if hours < days * 24 else 24.0
        part = next(name for end, name in DAY_PARTS if hour < end or end == 24)
        if round(days) == 1:
            return Period(part)
        return Period(part, "day", min(int(hours // 24) + 1, round(days)))
    if key in COUNTED and 0 < span <= MAX_COUNTED:
        return Period(None, key, min(int(math.floor(x)) + 1, math.ceil(span)))
    return None
