"""Whether one series of a chart is the sum of the others: a fact computed
from the written values, so the alt text says "the sum of the two" only
where it is true (issue 26, checkpoint-interval)."""

from __future__ import annotations

from collections.abc import Sequence

SUM_NEAR = 0.03  # a series within this share of its highest value of the others' sum, at every place it shares with them, is their sum
SUM_PLACES = 3  # ... at this many places at least


def written_at(xs: Sequence[float], ys: Sequence[float], x: float) -> float | None:
    """A series' value at `x` from its written points (straight between them); None outside them."""
    if not xs or x < xs[0] - 1e-9 or x > xs[-1] + 1e-9:
        return None
    for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
        if x0 - 1e-9 <= x <= x1 + 1e-9:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return ys[-1] if abs(x - xs[-1]) <= 1e-9 else None


def is_sum(series: tuple[Sequence[float], Sequence[float]], others: Sequence[tuple[Sequence[float], Sequence[float]]]) -> bool:
    """Whether `series` (xs, ys) equals the sum of two or more `others` at each
    of its places they all reach: SUM_PLACES at least, each within SUM_NEAR."""
    xs, ys = series
    if len(others) < 2 or not ys:
        return False
    near = SUM_NEAR * max(abs(y) for y in ys)
    shared = 0
    for x, y in zip(xs, ys):
        parts = [written_at(oxs, oys, x) for oxs, oys in others]
        if any(p is None for p in parts):
            continue
        shared += 1
        if abs(sum(p for p in parts if p is not None) - y) > near:
            return False
    return shared >= SUM_PLACES
