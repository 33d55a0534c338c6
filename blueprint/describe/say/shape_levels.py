"""The levels of a series: runs of values held at one level, read as steps up
or down (doubling or not), or as a level held but for drops (to zero) and the
climbs back (`say/shapes.py` reads the whole shape from them).
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import median

from blueprint.series import valley_runs
from blueprint.describe.say.shape_facts import Drop, Level, Steps, Trend
from blueprint.describe.say.salient import equal_steps
from blueprint.describe.say.shape_reading import FLAT, SAME, NOISE_ONLY, SETTLED, DROP_FLOOR, RAMP, ZERO, DOUBLING, MAX_STEPS, _Reading


def _runs(reading: _Reading, same: float) -> list[tuple[int, int, float, float]]:
    """The series cut into runs of values within `same` of the run's mean, each as
    (first index, last index, median, spread). A run whose values all lie within
    `same` of a longer neighbour's is part of it (noise at a high level is louder
    than at a low one: a noisy tread breaks into pieces the first cut keeps apart)."""
    ys = reading.ys
    runs: list[list[float]] = []  # [first, last, lowest, highest]
    start, total = 0, ys[0]
    for i in range(1, reading.n + 1):
        if i == reading.n or abs(ys[i] - total / (i - start)) > same:
            values = ys[start:i]
            runs.append([start, i - 1, min(values), max(values)])
            if i < reading.n:
                start, total = i, ys[i]
        else:
            total += ys[i]
    for _ in range(3):
        merged: list[list[float]] = []
        for run in runs:
            merged.append(run)
            while len(merged) > 1:
                a, b = merged[-2], merged[-1]
                short, long = (a, b) if a[1] - a[0] < b[1] - b[0] else (b, a)
                if not (long[2] - same <= short[2] and short[3] <= long[3] + same):
                    break
                merged[-2:] = [[a[0], b[1], min(a[2], b[2]), max(a[3], b[3])]]
        if len(merged) == len(runs):
            break
        runs = merged
    return [(int(a), int(b), median(ys[int(a):int(b) + 1]), hi - lo) for a, b, lo, hi in runs]


def _steps(reading: _Reading) -> tuple[Steps, list[tuple[int, int, float, float]]] | None:
    """Treads all one way: every value of a step line, or runs of two values or
    more on a smooth one; at most MAX_STEPS risers, each taller than twice the
    spread of the treads beside it (a ramp cut into runs has risers no taller)."""
    runs = _runs(reading, reading.tolerance(SAME))
    if not 2 <= len(runs) <= MAX_STEPS + 1:
        return None
    if not reading.step and any(b == a for a, b, _, _ in runs):
        return None
    levels = [v for _, _, v, _ in runs]
    rises = [b - a for a, b in zip(levels, levels[1:])]
    if not (all(r > 0 for r in rises) or all(r < 0 for r in rises)):
        return None
    if any(abs(r) <= 2 * max(runs[k][3], runs[k + 1][3]) for k, r in enumerate(rises)):
        return None
    direction = "up" if rises[0] > 0 else "down"
    ratios = [(b / a if direction == "up" else a / b) for a, b in zip(levels, levels[1:])] if all(v > 0 for v in levels) else []
    doubling = len(rises) >= 2 and bool(ratios) and all(DOUBLING[0] <= r <= DOUBLING[1] for r in ratios)
    at = tuple(reading.between(a) for a, _, _, _ in runs[1:])
    even = None if doubling else equal_steps(levels)
    return Steps(direction, doubling, len(rises), tuple(levels), at, even.each if even is not None else None), runs


def _drops(reading: _Reading) -> tuple[Level, list[Drop], Trend | None] | None:
    """A level held but for drops: both ends high (or a quick climb to the level
    first, a run warming up), and valleys that reach the lowest quarter of the
    range; each with where it leaves, bottoms and is back; and the opening
    climb, if there is one."""
    ys, middle = reading.ys, reading.low + reading.range / 2
    if ys[-1] < middle:
        return None
    level = median([y for y in ys if y >= middle])
    same, back = reading.tolerance(SAME), reading.tolerance(SETTLED)
    reached = 0 if ys[0] >= middle else next(k for k in range(reading.n) if ys[k] >= level - back)
    if reading.x(reached) - reading.start > RAMP * reading.span:
        return None  # a slow climb is the shape, not an opening
    valleys = [i for i, _ in valley_runs(reading) if i > reached and ys[i] <= reading.low + DROP_FLOOR * reading.range]
    if not valleys or not _held(ys, level, back):
        return None  # no run of points stays at the level: nothing is held (a U's high ends are no level)
    drops, inside = [], set(range(reached))
    for index in valleys:
        floor = ys[index]
        a = b = index
        while a > 0 and ys[a - 1] <= floor + same:
            a -= 1
        while b < reading.n - 1 and ys[b + 1] <= floor + same:
            b += 1
        leave = a
        while leave > 0 and ys[leave] < level - back:
            leave -= 1
        home = next((k for k in range(b + 1, reading.n) if ys[k] >= level - back), None)
        inside.update(range(leave + 1, (home if home is not None else reading.n - 1) + 1))
        if reading.step:  # a step line leaves, bottoms and comes back on its risers
            start, bottom = reading.edge(leave + 1), (reading.edge(a), reading.edge(b + 1) if b + 1 < reading.n else reading.end)
        else:
            start, bottom = reading.x(leave), (reading.x(a), reading.x(b))
        end = None if home is None else reading.edge(home)
        drops.append(Drop(start, floor, bottom, end, floor <= ZERO * abs(level)))
    rest = [y for k, y in enumerate(ys) if k not in inside]
    flat = max(rest) - min(rest) <= max(FLAT * max(abs(y) for y in rest), NOISE_ONLY * reading.noise)
    return Level(level, reading.x(reached), reading.end, flat), drops, reading.trend(0, reached) if reached else None


def _held(ys: Sequence[float], level: float, near: float) -> bool:
    """Whether two neighbouring values or more stay within `near` of `level`,
    or half the values do (a level kept with a dip at every other point):
    a level is held only where points keep it, never by a U's two ends."""
    at_level = [abs(y - level) <= near for y in ys]
    return any(a and b for a, b in zip(at_level, at_level[1:])) or 2 * sum(at_level) >= len(ys)

