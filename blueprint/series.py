"""Series of values: a smooth monotone interpolation and the series as drawn,
peaks and valleys (the ones a reader counts: the curve's anchors `peak-2` and
the alt text's "second peak" are the same), crossings, the regions between a
series and a level, and two series read against each other. Pure arithmetic,
no drawing and no words, so the curve mark's anchors, its layout and its
description read the same numbers."""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from statistics import median

Point = tuple[float, float]


def smooth(xs: Sequence[float], ys: Sequence[float], samples: int) -> list[Point]:
    """Monotone cubic interpolation (Fritsch-Carlson): smooth, and never overshoots
    the data, so a curve that stays under a line in the values stays under it drawn."""
    n = len(xs)
    slopes = [(ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i]) for i in range(n - 1)]
    tangents = [slopes[0]] + [0.0 if slopes[i - 1] * slopes[i] <= 0 else (slopes[i - 1] + slopes[i]) / 2 for i in range(1, n - 1)] + [slopes[-1]]
    for i, slope in enumerate(slopes):
        if slope == 0:
            tangents[i] = tangents[i + 1] = 0.0
            continue
        a, b = tangents[i] / slope, tangents[i + 1] / slope
        if a * a + b * b > 9:
            t = 3 / math.hypot(a, b)
            tangents[i], tangents[i + 1] = t * a * slope, t * b * slope
    points: list[Point] = []
    for k in range(samples):
        x = xs[0] + (xs[-1] - xs[0]) * k / (samples - 1)
        i = min(max(0, next((j for j in range(n - 1) if x <= xs[j + 1]), n - 2)), n - 2)
        h = xs[i + 1] - xs[i]
        t = (x - xs[i]) / h
        h00, h10, h01, h11 = 2 * t**3 - 3 * t**2 + 1, t**3 - 2 * t**2 + t, -2 * t**3 + 3 * t**2, t**3 - t**2
        points.append((x, h00 * ys[i] + h10 * h * tangents[i] + h01 * ys[i + 1] + h11 * h * tangents[i + 1]))
    return points


def steps(xs: Sequence[float], ys: Sequence[float]) -> list[Point]:
    """A step line: each value stands at its own place on the axis (the places a
    curve's values stand at) and holds until the next value's place, where a
    riser takes the line to it."""
    points: list[Point] = []
    for i in range(len(ys) - 1):
        points += [(xs[i], ys[i]), (xs[i + 1], ys[i])]
    return points + [(xs[-1], ys[-1])]


def extremes(ys: Sequence[float], kind: str, prominence: float) -> list[int]:
    """Indices of the peaks (or valleys) that stand out by `prominence` from the
    lowest (highest) value on either side before a higher (lower) one."""
    sign = 1 if kind == "peak" else -1
    values = [sign * y for y in ys]
    found: list[int] = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[i]:
            j += 1
        left = values[i - 1] if i > 0 else -math.inf
        right = values[j + 1] if j + 1 < len(values) else -math.inf
        if values[i] > left and values[i] > right and i > 0 and j < len(values) - 1:
            if _prominent(values, i, j, prominence):
                found.append((i + j) // 2)
        i = j + 1
    return found


def _prominent(values: Sequence[float], i: int, j: int, prominence: float) -> bool:
    top = values[i]
    for side in (range(i - 1, -1, -1), range(j + 1, len(values))):
        lowest = top
        for k in side:
            if values[k] > top:
                break
            lowest = min(lowest, values[k])
        if top - lowest < prominence:
            return False
    return True


# --- peaks and valleys as a reader counts them ------------------------------------

SAMPLES = 241  # points of a smooth series as drawn; the curve mark draws (and crosses) these same points
FEW = 12  # in fewer values than this each one is meant (a drop of two points is a third of seven): no noise is read
NOISE = 3.0  # no tolerance falls below this many times the wiggle (noise of +-a has a wiggle near a/2): noise makes no level, peak or crossing
CHATTER = 1 / 8  # local maxima at one value in eight or more: the series is noisy (clean values have a handful)...
SMALL = 0.6  # ...if they are small beside the range (a zigzag of full swings is a shape; noise of +-a swings about a)...
NOISE_PEAKS = 1.5  # ...and its noise band is this many times their typical prominence (about a, for noise of +-a)
PEAK = 0.15  # a peak (valley) stands out from the lowest (highest) point on either side by this share of the range
BUMP_OUT = 0.08  # a lesser hump still shows when it stands out by this share of the range, if it is small (a bump)
BUMP = 1 / 3  # a peak rising less than this share of the range above the series' floor is a bump beside the tall ones


def drawn(xs: Sequence[float], ys: Sequence[float], step: bool = False, straight: bool = False) -> list[Point]:
    """The series as drawn: a step line's treads and risers, its own points joined
    straight (two at one place a sheer drop), or SAMPLES points of the smooth
    monotone curve (which never overshoots its values)."""
    if straight or any(a == b for a, b in zip(xs, xs[1:])):  # two points at one place: only straight pieces hold the drop
        return list(zip(xs, ys))
    return steps(xs, ys) if step else smooth(xs, ys, SAMPLES)


def split(points: Sequence[Point], at: float | None, above: float | None) -> list[tuple[list[Point], bool]]:
    """A drawn series cut where it changes look: into runs before and past the
    place `at`, or under and over the value `above`, each run (with the cut
    interpolated, so the runs meet) and whether it is past (over)."""
    def beyond(p: Point) -> bool:
        return (at is not None and p[0] > at) or (above is not None and p[1] > above)

    runs: list[tuple[list[Point], bool]] = [([points[0]], beyond(points[0]))]
    for p0, p1 in zip(points, points[1:]):
        side = beyond(p1)
        if side != runs[-1][1]:
            (x0, y0), (x1, y1) = p0, p1
            if at is not None:
                share = (at - x0) / (x1 - x0) if x1 != x0 else 1.0
            elif above is not None:
                share = (above - y0) / (y1 - y0) if y1 != y0 else 1.0
            cut = (x0 + (x1 - x0) * share, y0 + (y1 - y0) * share)
            runs[-1][0].append(cut)
            runs.append(([cut], side))
        runs[-1][0].append(p1)
    return [(run, side) for run, side in runs if len(run) > 1]


def wiggle(ys: Sequence[float], xs: Sequence[float] | None = None) -> float:
    """The point-to-point noise of a series: the spread of its values about a
    moving median of five (which follows slopes, steps and plateaus exactly); none
    in fewer than FEW values, and none where the places are unevenly spaced (a
    writer's breakpoints, each meant: a square wave of two-point plateaus is
    not noise about its median)."""
    n = len(ys)
    if n < FEW or (xs is not None and not even(xs)):
        return 0.0
    residuals = []
    for i in range(n):
        half = min(2, i, n - 1 - i)
        window = sorted(ys[i - half:i + half + 1])
        residuals.append(abs(ys[i] - window[half]))
    residuals.sort()
    return 1.4826 * residuals[n // 2]


def even(xs: Sequence[float]) -> bool:
    """Whether places are evenly spaced (samples), within a hundredth of a step."""
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    return not gaps or max(gaps) - min(gaps) <= 0.01 * max(abs(g) for g in gaps)


class Measure:
    """A series' values measured for what stands out of them: their range, every
    local maximum with its prominence, and the band of their noise."""

    def __init__(self, ys: Sequence[float], xs: Sequence[float] | None = None) -> None:
        if not ys:
            raise ValueError("a series needs at least one value")
        self.ys = [float(y) for y in ys]
        self.n = len(self.ys)
        self.low, self.high = min(self.ys), max(self.ys)
        self.range = self.high - self.low
        self.maxima = prominences(self.ys)
        self.noise = NOISE * wiggle(self.ys, xs)
        if len(self.maxima) >= max(6, self.n * CHATTER):
            typical = median(p for _, _, p in self.maxima)
            if typical <= SMALL * self.range:  # many small wiggles: their typical height is the noise
                self.noise = max(self.noise, NOISE_PEAKS * typical)

    def standing_out(self, share: float) -> float:
        """How far a peak (valley) must stand out: a share of the range, and clear
        of the noise's own peaks, which stand out by up to twice its band."""
        return max(share * self.range, 2 * self.noise)

    def small(self, height: float) -> bool:
        """Whether a peak this high rises less than BUMP of the range above the
        series' floor: a bump beside the tall ones."""
        return height - self.low < BUMP * self.range


def prominences(values: Sequence[float]) -> list[tuple[int, int, float]]:
    """Every local maximum of `values` (a run of equal values counts once; never at
    either end) as (first and last index of its run, prominence): how far it stands
    above the lowest value on either side before a higher one, the higher of the
    two. The same reading as `extremes`, in O(n log n) (a noisy 5,000-point series
    has some 1,700 maxima)."""
    runs: list[tuple[int, int, float]] = []
    for i, v in enumerate(values):
        if runs and runs[-1][2] == v:
            runs[-1] = (runs[-1][0], i, v)
        else:
            runs.append((i, i, v))
    m = len(runs)
    heights = [r[2] for r in runs]
    table = [heights]  # sparse table of minima over 2**k runs
    k = 1
    while (1 << k) <= m:
        last, width = table[-1], 1 << (k - 1)
        table.append([min(last[i], last[i + width]) for i in range(m - (1 << k) + 1)])
        k += 1

    def lowest(a: int, b: int) -> float:  # min of heights[a..b], a <= b
        level = (b - a + 1).bit_length() - 1
        return min(table[level][a], table[level][b - (1 << level) + 1])

    left_higher = [-1] * m
    stack: list[int] = []
    for i in range(m):
        while stack and heights[stack[-1]] <= heights[i]:
            stack.pop()
        left_higher[i] = stack[-1] if stack else -1
        stack.append(i)
    right_higher = [m] * m
    stack = []
    for i in range(m - 1, -1, -1):
        while stack and heights[stack[-1]] <= heights[i]:
            stack.pop()
        right_higher[i] = stack[-1] if stack else m
        stack.append(i)
    found = []
    for r in range(1, m - 1):
        top = heights[r]
        if not (heights[r - 1] < top > heights[r + 1]):
            continue
        left = lowest(left_higher[r] + 1, r - 1)
        right = lowest(r + 1, right_higher[r] - 1)
        found.append((runs[r][0], runs[r][1], top - max(left, right)))
    return found


def peak_runs(measure: Measure) -> list[tuple[int, int, float]]:
    """The maxima a reader sees as peaks, left to right, as (first, last index of
    the run, prominence): those standing out by PEAK of the range, and smaller
    humps (BUMP_OUT) that rise less than BUMP of it (bumps)."""
    if measure.range <= 0:
        return []
    peak_out = measure.standing_out(PEAK)
    bump_out = measure.standing_out(BUMP_OUT)
    found = []
    for first, last, prominence in measure.maxima:
        small = measure.small(measure.ys[(first + last) // 2])
        if prominence < bump_out or (prominence < peak_out and not small):
            continue
        found.append((first, last, prominence))
    return found


def valley_runs(measure: Measure) -> list[tuple[int, float]]:
    """The valleys that stand out by PEAK of the range, left to right, as (index, prominence)."""
    out = measure.standing_out(PEAK)
    return [((a + b) // 2, p) for a, b, p in prominences([-y for y in measure.ys]) if p >= out]


def peak_indices(ys: Sequence[float], xs: Sequence[float] | None = None) -> list[int]:
    """The indices of the peaks a reader counts, left to right (`peak 2`)."""
    return [(first + last) // 2 for first, last, _ in peak_runs(Measure(ys, xs))]


def valley_indices(ys: Sequence[float], xs: Sequence[float] | None = None) -> list[int]:
    """The indices of the valleys a reader counts, left to right (`valley 1`)."""
    return [index for index, _ in valley_runs(Measure(ys, xs))]


def crossings(points: Sequence[Point], level: float) -> int:
    """How many times the series passes through `level`."""
    signs = [y > level for _, y in points if abs(y - level) > 1e-9]
    return sum(1 for a, b in zip(signs, signs[1:]) if a != b)


def regions(points: Sequence[Point], level: float, below: bool) -> list[list[Point]]:
    """The stretches where the series is below (or above) `level`, each as its run of
    points with the crossings interpolated, from crossing to crossing."""

    def inside(y: float) -> bool:
        return y < level if below else y > level

    runs: list[list[Point]] = []
    current: list[Point] = []
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if inside(y0) and not current:
            current = [(x0, y0)]
        if inside(y0) != inside(y1) and y1 != y0:
            cross = (x0 + (x1 - x0) * (level - y0) / (y1 - y0), level)
            if current:
                current.append(cross)
                runs.append(current)
                current = []
            else:
                current = [cross, (x1, y1)]
        elif current:
            current.append((x1, y1))
    if current:
        runs.append(current)
    return [run for run in runs if len(run) > 1]


# --- two series ---------------------------------------------------------------


def value_at(points: Sequence[Point], x: float, *, left: bool = False, xs: Sequence[float] | None = None) -> float:
    """The drawn series' value at `x` (points in order of x; `xs` their x, if at
    hand). At a step's riser the value just after it, or just before it with `left`."""
    xs = xs if xs is not None else [p[0] for p in points]
    if x <= xs[0]:
        return points[0][1]
    if x >= xs[-1]:
        return points[-1][1]
    i = bisect_left(xs, x) if left else bisect_right(xs, x)
    i = min(max(i, 1), len(points) - 1)
    (x0, y0), (x1, y1) = points[i - 1], points[i]
    if x1 == x0:
        return y1
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


def paired(first: Sequence[Point], second: Sequence[Point]) -> list[tuple[float, float, float]]:
    """Both series read at every x either is drawn at, as (x, first, second); at a
    riser of either, twice (the values just before it, then just after)."""
    triples: list[tuple[float, float, float]] = []
    xs1, xs2 = [p[0] for p in first], [p[0] for p in second]
    for x in sorted(set(xs1) | set(xs2)):
        before = (x, value_at(first, x, left=True, xs=xs1), value_at(second, x, left=True, xs=xs2))
        after = (x, value_at(first, x, xs=xs1), value_at(second, x, xs=xs2))
        triples.append(before)
        if after != before:
            triples.append(after)
    return triples


def clipped(points: Sequence[Point], low: float | None, high: float | None) -> list[Point]:
    """The run of a drawn line (points in order of x) from `low` to `high`
    (None: its own end), cut where it crosses them: a region asked to fill
    only over a stretch of the axis (`from: 256 KB`)."""
    if not points or (low is None and high is None):
        return list(points)
    low = points[0][0] if low is None else low
    high = points[-1][0] if high is None else high
    if high <= low or points[-1][0] <= low or points[0][0] >= high:
        return []
    xs = [p[0] for p in points]
    before = [(low, value_at(points, low, xs=xs))] if low not in xs else []
    after = [(high, value_at(points, high, left=True, xs=xs))] if high not in xs else []
    return before + [p for p in points if low <= p[0] <= high] + after


def between(upper: Sequence[Point], lower: Sequence[Point]) -> list[tuple[list[Point], list[Point]]]:
    """The stretches where `upper` runs above `lower`, each as its two edges (the
    upper and the lower run of points, left to right, from crossing to crossing),
    only where both are drawn: a series that ends short (memory in use, up to the
    out-of-memory point) bounds the gap there, never carried on flat past its end."""
    stretches: list[tuple[list[Point], list[Point]]] = []
    top: list[Point] = []
    bottom: list[Point] = []
    start, end = max(upper[0][0], lower[0][0]), min(upper[-1][0], lower[-1][0])
    triples = [t for t in paired(upper, lower) if start <= t[0] <= end]
    for (x0, a0, b0), (x1, a1, b1) in zip(triples, triples[1:]):
        inside0, inside1 = a0 > b0, a1 > b1
        if inside0 and not top:
            top, bottom = [(x0, a0)], [(x0, b0)]
        if inside0 != inside1:
            d0, d1 = a0 - b0, a1 - b1
            share = d0 / (d0 - d1) if d0 != d1 else 0.0
            x, a, b = x0 + (x1 - x0) * share, a0 + (a1 - a0) * share, b0 + (b1 - b0) * share
            if top:
                top.append((x, a))
                bottom.append((x, b))
                stretches.append((top, bottom))
                top, bottom = [], []
            else:
                top, bottom = [(x, a), (x1, a1)], [(x, b), (x1, b1)]
        elif top:
            top.append((x1, a1))
            bottom.append((x1, b1))
    if top:
        stretches.append((top, bottom))
    return [(t, b) for t, b in stretches if len(t) > 1 and t[-1][0] > t[0][0]]


def widening(upper: Sequence[Point], lower: Sequence[Point]) -> int:
    """+1 where the gap between two runs opens from nothing at its left end and
    grows to its right (a wedge: memory in use over the runtime), -1 for the
    mirror, 0 otherwise: the gap keeps a width at both ends, or wavers."""
    gaps = [a - b for (_, a), (_, b) in zip(upper, lower)]
    if len(gaps) < 2 or max(gaps) <= 0:
        return 0
    closed = WEDGE_TIP * max(gaps)
    for sign, run in ((1, gaps), (-1, gaps[::-1])):
        if run[0] <= closed and run[-1] == max(gaps) and all(b >= a - closed for a, b in zip(run, run[1:])):
            return sign
    return 0


WEDGE_TIP = 0.02  # a gap this share of its widest or narrower is closed (a wedge's tip)


def differences(first: Sequence[Point], second: Sequence[Point]) -> list[float]:
    """How far the first series stands above the second (negative: below), read at
    every x either is drawn at."""
    return [a - b for _, a, b in paired(first, second)]


def crossing_places(first: Sequence[Point], second: Sequence[Point], tolerance: float) -> list[float]:
    """Where the first series passes through the second (ignoring a touch within
    `tolerance`), at the x between the two readings either side."""
    readings = [(x, a - b) for x, a, b in paired(first, second) if abs(a - b) > tolerance]
    places = []
    for (x0, d0), (x1, d1) in zip(readings, readings[1:]):
        if (d0 > 0) != (d1 > 0):
            places.append(x0 + (x1 - x0) * d0 / (d0 - d1))
    return places
