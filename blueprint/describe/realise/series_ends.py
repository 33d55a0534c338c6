"""How a series opens and closes beside its peaks, for `series_words`: a calm
before a lone peak ("running flat until three minutes, then climbing"), a low
stretch after several ("then staying low and flat over sat and sun")."""

from __future__ import annotations

from collections.abc import Sequence

CALM, CALM_BAND = 0.25, 0.05  # a series flat (within 5% of its range) from its start over a quarter of the axis or more, then one peak: said flat first
LOW_TAIL, LOW_BAND, LOW_FLAT = 0.25, 0.15, 0.1  # after its peaks, a series in the lowest 15% of its range to its end over a quarter of the axis or more "stays low" ("and flat" within a tenth of the range)


def calm_before(xs: Sequence[float], ys: Sequence[float], end: float) -> float | None:
    """Where a series that opens flat (within CALM_BAND of its range of its first
    value) stops being flat, when that flat run takes CALM of the axis or more:
    a lone peak after it is "running flat until three minutes, then climbing"."""
    if len(ys) < 3:
        return None
    band = CALM_BAND * (max(ys) - min(ys))
    last = 0
    while last + 1 < len(ys) and abs(ys[last + 1] - ys[0]) <= band:
        last += 1
    return xs[last] if 0 < last < len(ys) - 1 and xs[last] - xs[0] >= CALM * end else None


def low_stretch(xs: Sequence[float], ys: Sequence[float], peaks: Sequence[float], end: float) -> tuple[float, bool] | None:
    """Two peaks or more (at `peaks`), then a stretch to the end over LOW_TAIL of
    the axis or more where every value lies in the lowest LOW_BAND of the range:
    where it starts, and whether it is flat too (its own spread LOW_FLAT of the
    range or less). None where there is none (a lone peak "falls away": its low end is said)."""
    if len(ys) < 4 or len(peaks) < 2:
        return None
    floor = min(ys) + LOW_BAND * (max(ys) - min(ys))
    first = len(ys)
    while first > 0 and ys[first - 1] <= floor:
        first -= 1
    if first >= len(ys) - 1 or first == 0 or xs[-1] - xs[first] < LOW_TAIL * end or xs[first] <= peaks[-1]:
        return None
    tail = ys[first:]
    return xs[first], max(tail) - min(tail) <= LOW_FLAT * (max(ys) - min(ys))
