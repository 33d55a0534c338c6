"""Lanes whose work steps along time, one lane after another: a staircase.

A pipeline's stages each run the same run of work, each starting a constant
step after the lane above ("each stage one slot later than the one above");
what fills the lanes before and after that run, where one look does, forms a
triangle at one corner. A reader sees the staircase and the triangles, not
four lanes told one by one; this module finds them (facts only, no words:
`realise/lane_staircase.py` says them).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from blueprint.describe.say.facts import Lane, Lanes, Look, Stretch

LEAST_LANES = 3  # two lanes offset are a pair, not a staircase


@dataclass(frozen=True)
class Fill:
    """One look filling every lane on one side of its run: the stretches
    before the run (growing down the lanes when the staircase descends) or
    after it; `corner` is where its triangle stands ("lower left")."""

    look: Look
    corner: str
    start: Fraction  # the stretch of the axis the triangle covers
    end: Fraction
    means: str | None = None
    keys: tuple[tuple, ...] = ()  # its stretches, every lane's


@dataclass(frozen=True)
class Staircase:
    """The same run of `count` stretches of one look in every lane, each lane's
    starting `step` after the one above (negative: before it); the looks that
    fill each side; the stretches of each lane outside all of these
    (`extras`, by lane index), said as that lane's own."""

    look: Look
    count: int
    labels: tuple[str | None, ...]
    means: str | None  # what every stretch of the run stands for, where the writer says one thing
    keys: tuple[tuple, ...]  # the run's stretches, every lane's
    step: Fraction  # how much later each lane's run starts than the one above's (its size)
    down: bool  # later lane by lane: the staircase descends to the right
    unit: str
    before: Fill | None
    after: Fill | None
    extras: tuple[tuple[int, tuple[Stretch, ...]], ...]


def lane_staircase(facts: Lanes) -> Staircase | None:
    """The staircase the lanes form, if they do: three lanes or more, none with
    events, ticks or stretches drawn over others."""
    lanes = facts.lanes
    if len(lanes) < LEAST_LANES or any(lane.events or lane.ticks or any(s.layer for s in lane.stretches) or not lane.stretches for lane in lanes):
        return None
    for look in dict.fromkeys(s.look for s in lanes[0].stretches):
        runs = [_run(lane, look) for lane in lanes]
        if any(run is None for run in runs):
            continue
        found = _stepped(lanes, [run for run in runs if run is not None], look)
        if found is not None:
            return found
    return None


def _run(lane: Lane, look: Look) -> tuple[int, int] | None:
    """The one unbroken run of stretches of `look` in a lane (first index, one past the last)."""
    at = [i for i, s in enumerate(lane.stretches) if s.look == look]
    if not at or at != list(range(at[0], at[-1] + 1)):
        return None
    return at[0], at[-1] + 1


def _stepped(lanes: tuple[Lane, ...], runs: list[tuple[int, int]], look: Look) -> Staircase | None:
    """The staircase of these runs, where each is the same (lengths, labels)
    and their starts step by one constant, not zero."""
    pieces = [lane.stretches[a:b] for lane, (a, b) in zip(lanes, runs)]
    shape = [(s.end.value - s.start.value, s.label) for s in pieces[0]]
    if any([(s.end.value - s.start.value, s.label) for s in piece] != shape for piece in pieces):
        return None
    starts = [piece[0].start.value for piece in pieces]
    steps = {b - a for a, b in zip(starts, starts[1:])}
    if len(steps) != 1 or 0 in steps:
        return None
    step = steps.pop()
    ends = [piece[-1].end.value for piece in pieces]
    first, last = min(starts), max(ends)
    befores = [lane.stretches[:a] for lane, (a, _) in zip(lanes, runs)]
    afters = [tuple(s for s in lane.stretches[b:] if s.end.value <= last) for lane, (_, b) in zip(lanes, runs)]
    down = step > 0
    before = _fill(befores, [(first, s) for s in starts], "lower left" if down else "upper left")
    after = _fill(afters, list(zip(ends, [last] * len(ends))), "upper right" if down else "lower right")
    extras = []
    for index, (lane, (a, b)) in enumerate(zip(lanes, runs)):
        rest = tuple(s for s in lane.stretches[b:] if s.end.value > last)
        if before is None:
            rest = tuple(lane.stretches[:a]) + rest
        if after is None:
            rest = rest + afters[index]
        if rest:
            extras.append((index, tuple(sorted(rest, key=lambda s: s.start.value))))
    meanings = {s.means for piece in pieces for s in piece}
    means = meanings.pop() if len(meanings) == 1 else None
    keys = tuple(s.key for piece in pieces for s in piece)
    return Staircase(look, len(shape), tuple(label for _, label in shape), means, keys, abs(step), down, pieces[0][0].start.unit, before, after, tuple(extras))


def _fill(sides: list[tuple[Stretch, ...]], spans: list[tuple[Fraction, Fraction]], corner: str) -> Fill | None:
    """One look covering each lane's side from where the staircase's first run
    starts (or its last ends) to its own run: a triangle at `corner`."""
    stretches = [s for side in sides for s in side]
    if not stretches or len({s.look for s in stretches}) != 1:
        return None
    for side, (low, high) in zip(sides, spans):
        if sum((s.end.value - s.start.value for s in side), Fraction(0)) != high - low or (side and (side[0].start.value != low or side[-1].end.value != high)):
            return None
    meanings = {s.means for s in stretches}
    low, high = min(low for low, _ in spans), max(high for _, high in spans)
    return Fill(stretches[0].look, corner, low, high, meanings.pop() if len(meanings) == 1 else None, tuple(s.key for s in stretches))


SIDE_CORNER_WORDS = {"bottom": "lower", "top": "upper", "left": "left", "right": "right"}  # a bracket's edge, by the triangle's corner


def spanned_fill(facts: Lanes, low: Fraction, high: Fraction, side: str) -> Fill | None:
    """The triangle of a staircase's lanes a bracket on `side` spans exactly
    (its ends at `low` and `high` on the axis), standing on the triangle's own
    side (below the lower one): the bracket names that triangle."""
    stairs = lane_staircase(facts)
    if stairs is None:
        return None
    word = SIDE_CORNER_WORDS.get(side, "")
    return next((f for f in (stairs.before, stairs.after) if f is not None and (f.start, f.end) == (low, high) and word in f.corner.split()), None)
