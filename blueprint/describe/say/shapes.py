"""The shape of a series as the eye sees it, computed from its values: facts, not
words. Flat; rising or falling (steadily, fast then slow, slow then fast); a climb
that then holds a plateau; steps up or down (doubling or not); a jump from one
level to another; one or several peaks, each a spike, a peak or a small bump; a
level held but for drops (to zero) and climbs back; how a series stands to a
horizontal line and to another series (`say/against.py`); and where a place
falls on its axis (`say/against.py`).

Pure functions over a series: `xs` (places on the axis, in order), `ys` (values)
and `step` (drawn as a step line: each value held from its place to the next
one's, where a riser stands; a value "stands" mid-tread). They return small frozen
dataclasses (`say/shape_facts.py`); the sentences are the describer's
(`describe/realise/series.py`).

Every tolerance is a share of the series' range, never less than a few times its
wiggle (the point-to-point noise a moving median does not follow), so noise of a
few percent leaves the verdict as it is and clean values are read exactly. The
series as drawn, its noise and which of its maxima and minima stand out as peaks
and valleys are `blueprint.series`'s: the curve mark's anchors count the same.

The reading and its tolerances are `say/shape_reading.py`'s, peaks and humps
`say/shape_peaks.py`'s, steps and drops `say/shape_levels.py`'s; this module
reads the whole shape from them (and the facts' types are importable from here).
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import median
from typing import TypedDict

from blueprint.series import valley_runs
from blueprint.describe.say.shape_facts import Drop, Feature, Hump, Jump, Level, Peak, Plateau, Shape, Steps, Trend, Valley
from blueprint.describe.say.shape_reading import FLAT, SAME, NOISE_ONLY, MOVE, PLATEAU, JUMP, SETTLED, ROUND, _Reading
from blueprint.describe.say.shape_peaks import _humps, _peaks, _width, peaks, valleys  # peaks, valleys: the public reading of a series
from blueprint.describe.say.shape_levels import _steps, _drops


def _valley(reading: _Reading) -> tuple[Trend, Trend, Valley] | None:
    """One valley, away from both ends, that each end stands above by MOVE of
    the range: the fall into it, the climb out, and its form (a U or a V, ROUND)."""
    ys = reading.ys
    found = valley_runs(reading)
    if len(found) != 1:
        return None
    index = found[0][0]
    if not 0 < index < reading.n - 1 or min(ys[0], ys[-1]) - ys[index] < MOVE * reading.range:
        return None
    depth = min(ys[0], ys[-1]) - ys[index]
    upside_down = _Reading(reading.xs, [-y for y in ys], reading.step)
    low, rim = _width(upside_down, index, -(ys[index] + depth / 4)), _width(upside_down, index, -(ys[index] + depth))
    shape = "U" if low >= ROUND * rim else "V"  # a V narrows straight to its point; a U keeps its width down low
    return reading.trend(0, index), reading.trend(index, reading.n - 1), Valley(reading.x(index), ys[index], shape)


def _plateau(reading: _Reading) -> tuple[Trend, Plateau] | None:
    """A climb (fall) that then holds one level to the end for PLATEAU of the axis."""
    ys = reading.ys
    cut = reading.end - PLATEAU * reading.span
    tail = [y for x, y in zip(reading.xs, ys) if x >= cut]
    level = median(tail)
    same = max(min(SAME * reading.range, FLAT * abs(level)), reading.noise)  # held: still by its own measure too
    s = reading.n - 1
    while s > 0 and abs(ys[s - 1] - level) <= same:
        s -= 1
    if s == 0 or reading.end - reading.edge(s) < PLATEAU * reading.span - 1e-9:
        return None
    if abs(level - ys[0]) < MOVE * reading.range:
        return None
    return reading.trend(0, s), Plateau(reading.edge(s), reading.end, level)


def _jump(reading: _Reading) -> Jump | None:
    """One move between neighbours that makes JUMP of the whole rise (fall); the
    jump spans the moves beside it that go the same way by SETTLED of it."""
    ys = reading.ys
    net = ys[-1] - ys[0]
    moves = [b - a for a, b in zip(ys, ys[1:])]
    k = max(range(len(moves)), key=lambda i: (abs(moves[i]), -i))
    if abs(moves[k]) < JUMP * abs(net) or moves[k] * net <= 0:
        return None
    sign, least = (1 if net > 0 else -1), SETTLED * abs(net)
    a, b = k, k + 1
    while a > 0 and sign * moves[a - 1] >= least:
        a -= 1
    while b < len(moves) and sign * moves[b] >= least:
        b += 1
    if a == 0:
        return None  # no level held before it: a steep climb, not a jump
    before = median(ys[:a + 1])
    return Jump("up" if sign > 0 else "down", reading.x(a), reading.x(b), before, ys[b])


class _Sides(TypedDict):
    """What every `Shape` says of its series besides its kind and features."""

    low: float
    high: float
    first: float
    last: float
    opens: str
    closes: str


def _climb_at_end(reading: _Reading, last: Peak) -> Trend | None:
    """The climb after the last peak, where the series falls back by half that
    peak's prominence and climbs as much again up to its very end (the third
    spike a run ends on, cut off by the axis): a rising Trend, else None."""
    ys = reading.ys
    if last.index >= reading.n - 1:
        return None
    dip = min(range(last.index, reading.n), key=lambda k: ys[k])
    enough = 0.5 * last.prominence
    if dip >= reading.n - 1 or ys[last.index] - ys[dip] < enough or ys[-1] - ys[dip] < enough or ys[-1] < max(ys[dip:]):
        return None
    return reading.trend(dip, reading.n - 1)


def shape(xs: Sequence[float], ys: Sequence[float], step: bool = False) -> Shape:
    """What the eye sees in a series, tried in this order:

    - "flat": the values spread less than FLAT of their size (or than the noise;
      then the Level is not `flat`: it hovers, jagged, between low and high).
    - "steps": treads all one way (Steps; a smooth line needs two risers);
      "jump" for one riser on a smooth line (Level before, Jump).
    - "drop-and-recovery": both ends high (or a quick climb to the level first)
      and drops to the lowest quarter, the level kept by a run of points (the climb's Trend, Level, Drops; a
      Drop's `end` is where it is back at the level).
    - "peaks": Peaks (spike, peak, bump; one at least not a bump), and a Trend
      down to the end if it closes low. Bumps alone ride on the shapes below.
    - "valley": one valley away from the ends, both ends MOVE of the range above
      it (the fall's Trend, the climb's Trend, Valley: "U" or "V" by its width).
    - "jump": from a level held, one move that makes JUMP of the whole rise (Level, Jump).
    - "plateau": a climb (fall) then a level held for PLATEAU of the axis (Trend, Plateau).
    - "rising" / "falling": ends MOVE of the range apart (Trend, with its pace).
    - "ranging": none of these, between its low and high.
    """
    reading = _Reading(xs, ys, step)
    ys = reading.ys
    middle = reading.low + reading.range / 2
    sides = _Sides(low=reading.low, high=reading.high, first=ys[0], last=ys[-1],
                   opens="high" if ys[0] >= middle else "low", closes="high" if ys[-1] >= middle else "low")
    size = max(abs(reading.low), abs(reading.high))
    if reading.n < 2 or reading.range <= max(FLAT * size, NOISE_ONLY * reading.noise):
        still = reading.range <= FLAT * size  # else flat only beside its noise: it hovers, jagged, about a level
        return Shape("flat", (Level(median(ys), reading.start, reading.end, still),), **sides)
    treads = _steps(reading)
    if treads is not None:
        steps, runs = treads
        if reading.step or steps.count >= 2:
            return Shape("steps", (steps,), **sides)
        (_, b, before, _), (c, _, after, _) = runs
        sign = "up" if after > before else "down"
        return Shape("jump", (Level(before, reading.start, reading.between(c)), Jump(sign, reading.x(b), reading.x(c), before, after)), **sides)
    held = _drops(reading)
    if held is not None:
        level, drops, climb = held
        return Shape("drop-and-recovery", ((climb,) if climb else ()) + (level, *drops), **sides)
    found = _peaks(reading)
    if any(p.size != "bump" for p in found):
        features: tuple[Feature, ...] = found + _humps(reading, found)
        rise = _climb_at_end(reading, found[-1]) if sides["closes"] == "high" else None
        if rise is not None:  # it climbs again past its last peak, to the axis's end: a peak cut off there
            features += (rise,)
        if sides["closes"] == "low":
            last = found[-1].index
            settle = reading.tolerance(SETTLED)
            done = next((k for k in range(last, reading.n) if abs(ys[k] - ys[-1]) <= settle), reading.n - 1)
            features += (reading.trend(last, done),)
        return Shape("peaks", features, **sides)
    bumps = found  # only small humps, if any: said with the shape they sit on
    valley = _valley(reading) if not bumps else None
    if valley is not None:
        return Shape("valley", valley, **sides)
    moves = abs(ys[-1] - ys[0]) >= MOVE * reading.range
    jump = _jump(reading) if moves and reading.n >= 3 else None
    if jump is not None:
        return Shape("jump", (Level(jump.before, reading.start, jump.start), jump, *bumps), **sides)
    plateau = _plateau(reading) if reading.n >= 3 else None
    if plateau is not None:
        return Shape("plateau", plateau + bumps, **sides)
    if moves:
        trend = reading.trend(0, reading.n - 1)
        return Shape("rising" if trend.direction == "up" else "falling", (trend, *bumps), **sides)
    return Shape("ranging", bumps, **sides)
