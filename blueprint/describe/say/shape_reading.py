"""A series read for its shape (`say/shapes.py`): the tolerances every verdict
uses, each a share of the series' range, and the reading itself -- the series
as drawn, its places, its range, noise and maxima (`Measure`), and how it moves
between two points (a trend, steady or not).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from blueprint.series import Measure, Point, drawn
from blueprint.describe.say.shape_facts import Trend

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
        knee = self._done(i, j, KNEE) if pace in ("slow then fast", "steady") and not self.step else None
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
