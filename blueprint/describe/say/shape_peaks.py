"""The peaks and valleys of a series as a reader sees them: where each stands,
how wide it is and where it leaves its level, and which are spikes, peaks or
small humps (`say/shapes.py` reads the whole shape from them).
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.series import peak_runs, valley_runs
from blueprint.describe.say.shape_facts import Hump, Peak
from blueprint.describe.say.shape_reading import SAME, SPIKE, SPIKE_RISE, LEAVES, _Reading


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

