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
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from statistics import median
from typing import TypedDict

from blueprint.series import Measure, Point, drawn, peak_runs, valley_runs
from blueprint.describe.say.shape_facts import Drop, Feature, Hump, Jump, Level, Peak, Plateau, Shape, Steps, Trend, Valley
from blueprint.describe.say.salient import equal_steps

FLAT = 0.05  # values spreading less than this share of their largest size look flat (plots start at zero)
SAME = 0.04  # values within this share of the range read as one level (a tread, a plateau)
NOISE_ONLY = 3.0  # a range within this many noise bands is noise about a level: flat
SPIKE = 0.15  # a peak narrower than this share of the axis where it stands above half its rise is a spike...
SPIKE_RISE = 0.5  # ...if it also rises at least this share of the range
MOVE = 0.5  # ends this share of the range apart make a rise (fall); nearer, the series only ranges
EARLY, LATE = 0.3, 0.7  # half a move done within 30% of its length: fast then slow; only after 70%: slow then fast
STILL_MOVING = 0.25  # fast then slow, yet a quarter of the move still made in its second half: it creeps on, it has not levelled
KNEE = 0.1  # slow then fast: it turns steep where a tenth of the move is done (the eye's knee; said "steeply from about ...")
PLATEAU = 0.4  # a level held for this share of the axis after a climb is a plateau (shorter: the climb levels off)
JUMP = 0.6  # one move between neighbours that makes this share of the whole rise is a jump
SETTLED = 0.1  # a move is over once within this share of the range of where it ends; a drop is back once this near its level
DROP_FLOOR = 0.25  # a drop reaches the lowest quarter of the range; a shallower dip is not one
RAMP = 0.2  # a climb to the level held within this share of the axis opens a drop-and-recovery (a run warming up)
ZERO = 0.02  # a floor within this share of the level held is zero (a throughput that stops)
DOUBLING = (1.6, 2.5)  # levels this many times the last read as doubling (halving on the way down)
LEAVES = 0.05  # a peak has left its level where it stands or falls by this share of its prominence (and clear of noise): its base, as a reader sees it
ROUND = 0.35  # a valley as wide at a quarter of its depth as this share of its width at the rim is a U (a straight V: a quarter)
MAX_STEPS = 12  # more risers than this read as a ramp, not as steps one can count


# --- reading a series ------------------------------------------------------------------


class _Reading(Measure):
    """One series with what every verdict needs: its range, noise and maxima
    (`Measure`), and its places."""

    def __init__(self, xs: Sequence[float], ys: Sequence[float], step: bool) -> None:
        if len(xs) != len(ys):
            raise ValueError(f"a series needs as many places as values: {len(xs)} places, {len(ys)} values")
        super().__init__(ys, xs)
        self.xs, self.step = [float(x) for x in xs], step
        self.start, self.end = self.xs[0], self.xs[-1]
        self.span = self.end - self.start

    def drawn(self) -> list[Point]:
        """The series as drawn; a single point (or an axis of no length) as its points."""
        if self.n < 2 or self.span <= 0:
            return list(zip(self.xs, self.ys))
        return drawn(self.xs, self.ys, self.step)

    def tolerance(self, share: float) -> float:
        """A share of the range, but never within the noise."""
        return max(share * self.range, self.noise)

    def x(self, i: int) -> float:
        """Where value i stands: the middle of its tread on a step line."""
        if self.step and i + 1 < self.n:
            return (self.xs[i] + self.xs[i + 1]) / 2
        return self.xs[i]

    def edge(self, i: int) -> float:
        """Where value i begins: its place (on a step line, its riser)."""
        return self.xs[i]

    def between(self, i: int) -> float:
        """Where the move from value i-1 to value i is drawn."""
        return self.edge(i) if self.step else (self.xs[i - 1] + self.xs[i]) / 2

    def either_side(self, x: float) -> tuple[float, float]:
        """The two values a place on the drawn series lies between: a step line's
        treads either side of the riser nearest it, or the values either side of it."""
        if self.n < 2:
            return self.ys[0], self.ys[0]
        if self.step:  # the riser nearest the place
            i = min(range(1, self.n), key=lambda k: abs(self.xs[k] - x))
        else:
            i = min(max(bisect_left(self.xs, x), 1), self.n - 1)
        return self.ys[i - 1], self.ys[i]

    def trend(self, i: int, j: int) -> Trend:
        """The move from value i to value j, and its pace: where half of it is done."""
        ys = self.ys
        first, last = ys[i], ys[j]
        sign = 1 if last >= first else -1
        half = first + (last - first) / 2
        k = next((k for k in range(i, j + 1) if sign * (ys[k] - half) >= 0), j)
        x_half = self.x(k)
        if k > i and ys[k] != ys[k - 1]:
            x_half = self.x(k - 1) + (self.x(k) - self.x(k - 1)) * (half - ys[k - 1]) / (ys[k] - ys[k - 1])
        length = self.x(j) - self.x(i)
        share = (x_half - self.x(i)) / length if length > 0 else 0.5
        pace = "fast then slow" if share <= EARLY else "slow then fast" if share >= LATE else "steady"
        if pace == "fast then slow" and length > 0:  # does it still move in its second half, or has it levelled?
            middle = next((m for m in range(i, j + 1) if self.x(m) >= self.x(i) + length / 2), j)
            if sign * (last - ys[middle]) >= STILL_MOVING * abs(last - first):
                pace = "fast then gradual"
        end = self.edge(j) if self.step and j > i else self.x(j)  # a step line gets there on its riser
        knee = self._done(i, j, KNEE) if pace == "slow then fast" and not self.step else None
        return Trend("up" if sign > 0 else "down", pace, self.x(i), end, first, last, knee)

    def _done(self, i: int, j: int, share: float) -> float:
        """Where the move from value i to value j has done `share` of itself."""
        ys = self.ys
        target = ys[i] + (ys[j] - ys[i]) * share
        sign = 1 if ys[j] >= ys[i] else -1
        k = next((k for k in range(i, j + 1) if sign * (ys[k] - target) >= 0), j)
        if k == i or ys[k] == ys[k - 1]:
            return self.x(k)
        return self.x(k - 1) + (self.x(k) - self.x(k - 1)) * (target - ys[k - 1]) / (ys[k] - ys[k - 1])


def _width(reading: _Reading, index: int, level: float) -> float:
    """How wide a peak is where it stands above `level`, from crossing to crossing."""
    xs, ys = reading.xs, reading.ys
    i = index
    while i > 0 and ys[i - 1] >= level:
        i -= 1
    j = index
    while j < reading.n - 1 and ys[j + 1] >= level:
        j += 1
    if reading.step:
        return reading.edge(j + 1) - reading.edge(i) if j + 1 < reading.n else reading.end - reading.edge(i)
    left = xs[i] if i == 0 else xs[i - 1] + (xs[i] - xs[i - 1]) * (level - ys[i - 1]) / (ys[i] - ys[i - 1])
    right = xs[j] if j == reading.n - 1 else xs[j] + (xs[j + 1] - xs[j]) * (ys[j] - level) / (ys[j] - ys[j + 1])
    return right - left


def _base(reading: _Reading, index: int, level: float, step: float) -> tuple[float, float]:
    """Where a peak leaves its level and where it is back on it, as a reader
    sees them: walking out from its top while it still falls by more than `step`
    a value and stands above `level`, the first value past that on each side (a
    step line: the treads' edges). How long it lasts is read between these."""
    ys, top = reading.ys, reading.ys[index]

    def falling(k: int, out: int) -> bool:
        return ys[out] > level and (ys[k] - ys[out] > step or ys[out] >= top - step)

    i = index
    while i > 0 and falling(i, i - 1):
        i -= 1
    j = index
    while j < reading.n - 1 and falling(j, j + 1):
        j += 1
    if reading.step:
        return reading.edge(i), reading.edge(j + 1) if j + 1 < reading.n else reading.end
    return reading.x(max(i - 1, 0)), reading.x(min(j + 1, reading.n - 1))


def _peaks(reading: _Reading) -> tuple[Peak, ...]:
    """The peaks `blueprint.series` counts, each with its size and where its top holds."""
    found = []
    for first, last, prominence in peak_runs(reading):
        index = (first + last) // 2
        height = reading.ys[index]
        rise = height - reading.low
        small = reading.small(height)
        width = _width(reading, index, reading.low + rise / 2)
        narrow = width <= SPIKE * reading.span and rise >= SPIKE_RISE * reading.range
        size = "bump" if small else "spike" if narrow else "peak"
        top = (reading.edge(first), reading.edge(last + 1) if last + 1 < reading.n else reading.end) if reading.step else (reading.x(first), reading.x(last))
        leaves = max(LEAVES * prominence, reading.noise)
        base = _base(reading, index, height - prominence + leaves, leaves)  # the level it stands out of, not the series' floor
        found.append(Peak(index, (top[0] + top[1]) / 2, height, prominence, rise, width, size, top, base))
    return tuple(found)


def _humps(reading: _Reading, peaks: tuple[Peak, ...]) -> tuple[Hump, ...]:
    """Local highs that stand out by SAME of the range (and clear of noise) but
    were not read as peaks or bumps."""
    taken = {p.index for p in peaks}
    out = reading.standing_out(SAME)
    return tuple(
        Hump(reading.x((first + last) // 2), reading.ys[(first + last) // 2])
        for first, last, prominence in reading.maxima
        if prominence >= out and (first + last) // 2 not in taken and not first <= min(taken, default=-1) <= last
    )


def peaks(xs: Sequence[float], ys: Sequence[float], step: bool = False) -> tuple[Peak, ...]:
    """The peaks a reader sees, left to right: those standing out by PEAK of the
    range, and smaller humps (BUMP_OUT) that rise less than BUMP of it (bumps)."""
    return _peaks(_Reading(xs, ys, step))


def valleys(xs: Sequence[float], ys: Sequence[float], step: bool = False) -> tuple[int, ...]:
    """The indices of the valleys that stand out by PEAK of the range, left to right."""
    return tuple(i for i, _ in valley_runs(_Reading(xs, ys, step)))


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
