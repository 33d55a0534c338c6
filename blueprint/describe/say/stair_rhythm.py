"""A staircase's risers as drawn, and the rhythm of two sizes of step (issue 26).

The shape reading (`say/shape_levels.py`) groups values within a share of the
range into one tread: a step line climbing in tall risers with short ones
between reads as a few tall steps. A count of steps said to a reader must be
the count the picture draws, so a staircase's risers are counted here from its
values, and where they come in two sizes -- tall ones all one height, evenly
spaced, with short ones between -- that rhythm is a fact of its own
("five tall steps of three terabytes every six hours and five short steps of
zero point two terabytes between each two"); a staircase too long to count
whose risers are all one height and evenly spaced climbs at a rate
(`EvenClimb`: "three terabytes every hour"). Thresholds are written once
here; no English (`realise/staircase_series.py` words it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

VISIBLE = 0.005  # a riser under this share of the series' height draws no step one can see
TALL_SHARE = 0.5  # a riser over this share of the highest is a tall one
SHORT_AT_MOST = 1 / 3  # every short riser at most this share of the lowest tall one
ONE_HEIGHT = 0.05  # risers within this share of their mean are one height
EVEN = 1e-6  # gaps between tall risers within this share of the axis are one gap


@dataclass(frozen=True)
class Riser:
    x: float  # where it stands on the axis
    height: float  # how far it climbs (falls: negative)


@dataclass(frozen=True)
class Rhythm:
    """Tall risers (`tall` high where one height, `every` apart where evenly
    spaced) with shorter ones between: `short` high where one height, and
    `between` of them between each two tall ones where that count holds for
    every gap and none stands outside."""

    tall_count: int
    tall: float | None
    every: float | None
    short_count: int
    short: float | None
    between: int | None


def drawn_risers(xs: Sequence[float], ys: Sequence[float], grounded: bool) -> list[Riser]:
    """Every riser a step line draws: one at each point whose value differs from
    the last (one a reader can see), and the first from the baseline where the
    staircase rises from it (`grounded`)."""
    height = max(max(ys), 0.0) - min(min(ys), 0.0)
    floor = VISIBLE * height
    risers = [Riser(xs[0], ys[0])] if grounded and abs(ys[0]) > floor else []
    risers += [Riser(x, b - a) for x, a, b in zip(xs[1:], ys, ys[1:]) if abs(b - a) > floor]
    return risers


def _one_height(heights: Sequence[float]) -> float | None:
    mean = sum(heights) / len(heights)
    return mean if mean and all(abs(h - mean) <= ONE_HEIGHT * abs(mean) for h in heights) else None


def rhythm(risers: Sequence[Riser], span: float) -> Rhythm | None:
    """Two sizes of step: at least two tall risers and two short ones, all one
    way, every short one at most SHORT_AT_MOST of the lowest tall one; None
    where the risers are of one size or of many."""
    if len(risers) < 4 or not (all(r.height > 0 for r in risers) or all(r.height < 0 for r in risers)):
        return None
    highest = max(abs(r.height) for r in risers)
    tall = [r for r in risers if abs(r.height) > TALL_SHARE * highest]
    short = [r for r in risers if abs(r.height) <= TALL_SHARE * highest]
    if len(tall) < 2 or len(short) < 2:
        return None
    if max(abs(r.height) for r in short) > SHORT_AT_MOST * min(abs(r.height) for r in tall):
        return None
    gaps = [b.x - a.x for a, b in zip(tall, tall[1:])]
    every = gaps[0] if all(abs(g - gaps[0]) <= EVEN * span for g in gaps) else None
    counts = [sum(1 for r in short if a.x < r.x < b.x) for a, b in zip(tall, tall[1:])]
    inside = sum(counts) == len(short)
    between = counts[0] if inside and len(set(counts)) == 1 else None
    return Rhythm(len(tall), _one_height([abs(r.height) for r in tall]), every,
                  len(short), _one_height([abs(r.height) for r in short]), between)


def size_at(risers: Sequence[Riser], x: float, span: float) -> str | None:
    """ "tall" or "short": the size of the riser at `x` where the staircase has
    a rhythm of two sizes; None where it has none or no riser stands there."""
    at = next((r for r in risers if r.x == x), None)
    if at is None or rhythm(risers, span) is None:
        return None
    return "tall" if abs(at.height) > TALL_SHARE * max(abs(r.height) for r in risers) else "short"


EVEN_CLIMB_AT_LEAST = 6  # risers: a staircase of this many, all one height and evenly spaced, climbs by a rate


@dataclass(frozen=True)
class EvenClimb:
    """Every riser `height` high, one every `every` along the axis."""

    height: float
    every: float


def even_climb(risers: Sequence[Riser], span: float) -> EvenClimb | None:
    """A staircase too long to count by its steps (the shape reading calls it a
    ramp) whose risers are all one height, all one way and evenly spaced: it
    climbs (falls) so much every so long ("three terabytes every hour")."""
    if len(risers) < EVEN_CLIMB_AT_LEAST or not (all(r.height > 0 for r in risers) or all(r.height < 0 for r in risers)):
        return None
    height = _one_height([abs(r.height) for r in risers])
    gaps = [b.x - a.x for a, b in zip(risers, risers[1:])]
    if height is None or not all(abs(g - gaps[0]) <= EVEN * span for g in gaps):
        return None
    return EvenClimb(height, gaps[0])
