"""Lanes in step, phase by phase: between a timeline's boundaries, the
stretch every lane (or each of two groups of lanes) holds in one look over
the same times. A reader sees at a glance that all eight lanes run grey up to
where two fail, that those two stay dotted while the other six run on, and
that all eight run grey again to the end; telling the lanes one group at a
time hides it. Content only: the realiser words it (`realise/lane_phases.py`).

A fact is made only where it is true: every lane of a group has a stretch of
that look (not drawn over, no event inside it) over the whole of the times
said; no tolerance for thin stretches is allowed."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from blueprint.describe.say.facts import Lanes, Look, Time

MOST = Fraction(1, 2)  # a stretch in step said for a phase only where it lasts at least this share of the phase


@dataclass(frozen=True)
class InStep:
    """Lanes (by index) that hold one look over the same times."""

    lanes: tuple[int, ...]
    look: Look
    start: Time
    end: Time


@dataclass(frozen=True)
class Phase:
    """The times between two neighbouring places (the axis's ends and its
    boundaries): one InStep for every lane, or one for each of two groups."""

    start: Fraction
    end: Fraction
    groups: tuple[InStep, ...]


def lane_phases(facts: Lanes) -> tuple[Phase, ...] | None:
    """The phases, where at least one has every lane in step and another has
    them in two groups, each in step; None otherwise (nothing to add to the
    lanes told one group at a time)."""
    lanes = facts.lanes
    span = facts.span
    if len(lanes) < 3 or not facts.boundaries or span is None or span.origin or span.clock is not None:
        return None
    times = [s.start for lane in lanes for s in lane.stretches] + [s.end for lane in lanes for s in lane.stretches]
    if any(t.unit != span.unit or t.origin or t.clock is not None for t in times + [b.at for b in facts.boundaries]):
        return None
    places = sorted({Fraction(0), span.value} | {b.at.value for b in facts.boundaries if 0 < b.at.value < span.value})
    phases: list[Phase] = []
    said: dict[int, Fraction] = {}  # where what was said of each lane ends: no phase says its times twice
    for low, high in zip(places, places[1:]):
        together = _in_step(facts, tuple(range(len(lanes))), low, high)
        groups = (together,) if together is not None else _two_groups(facts, low, high)
        if groups is None:
            return None
        groups = tuple(_after(facts, group, said) for group in groups)
        if any(group.end.value <= group.start.value for group in groups):
            return None  # its times said already in the phase before
        said.update({index: group.end.value for group in groups for index in group.lanes})
        phases.append(Phase(low, high, groups))
    if not any(len(p.groups) == 1 for p in phases) or not any(len(p.groups) == 2 for p in phases):
        return None
    return tuple(phases)


def _after(facts: Lanes, group: InStep, said: dict[int, Fraction]) -> InStep:
    """A group's times from no earlier than where the phase before left its lanes."""
    floor = max((said[i] for i in group.lanes if i in said), default=Fraction(0))
    return group if group.start.value >= floor else InStep(group.lanes, group.look, _time(facts, floor), group.end)


def _two_groups(facts: Lanes, low: Fraction, high: Fraction) -> tuple[InStep, ...] | None:
    """The lanes parted by the look of their longest stretch in the phase into
    two groups, each in step over most of it."""
    keys: dict[tuple, list[int]] = {}
    for index, lane in enumerate(facts.lanes):
        own = _in_step(facts, (index,), low, high)
        if own is None:
            return None
        keys.setdefault((own.look, own.start.value, own.end.value), []).append(index)
    if len(keys) != 2:
        return None
    groups = [_in_step(facts, tuple(members), low, high) for members in keys.values()]
    if groups[0] is None or groups[1] is None:
        return None
    return groups[0], groups[1]


def _in_step(facts: Lanes, members: tuple[int, ...], low: Fraction, high: Fraction) -> InStep | None:
    """The longest times within [low, high] over which every lane of `members`
    holds a stretch of one look, where they last at least MOST of it."""
    lanes = facts.lanes
    best: InStep | None = None
    for stretch in lanes[members[0]].stretches:
        if stretch.layer:
            continue
        start, end = max(stretch.start, _time(facts, low), key=_value), min(stretch.end, _time(facts, high), key=_value)
        for index in members[1:]:
            cover = _cover(facts, index, stretch.look, start.value, end.value)
            if cover is None:
                break
            start, end = max(start, cover[0], key=_value), min(end, cover[1], key=_value)
        else:
            if end.value > start.value and _clear(facts, members, start.value, end.value):
                if best is None or end.value - start.value > best.end.value - best.start.value:
                    best = InStep(members, stretch.look, start, end)
    if best is None or (best.end.value - best.start.value) < MOST * (high - low):
        return None
    return _whole(facts, best)


def _whole(facts: Lanes, group: InStep) -> InStep:
    """The times in step, back past the phase's start where every lane's
    stretch began before it: "from three to eight hours", not from the
    boundary; kept to the phase where that would take in an event or a layer.
    (Never on past its end: the next phase says what follows.)"""
    covering = [next(s for s in facts.lanes[index].stretches
                     if not s.layer and s.look == group.look and s.start.value <= group.start.value and s.end.value >= group.end.value)
                for index in group.lanes]
    start = max((s.start for s in covering), key=_value)
    if not _clear(facts, group.lanes, start.value, group.end.value):
        return group
    return InStep(group.lanes, group.look, start, group.end)


def _cover(facts: Lanes, index: int, look: Look, low: Fraction, high: Fraction) -> tuple[Time, Time] | None:
    """The part of [low, high] lane `index`'s stretch of `look` overlapping it most holds."""
    best = None
    for stretch in facts.lanes[index].stretches:
        if stretch.layer or stretch.look != look:
            continue
        start, end = max(stretch.start.value, low), min(stretch.end.value, high)
        if end > start and (best is None or end - start > best[1].value - best[0].value):
            best = (stretch.start if stretch.start.value >= low else _time(facts, low),
                    stretch.end if stretch.end.value <= high else _time(facts, high))
    return best


def _clear(facts: Lanes, members: tuple[int, ...], low: Fraction, high: Fraction) -> bool:
    """Whether no lane of `members` has a stretch drawn over [low, high], nor
    an event inside it: the look said holds there as drawn."""
    for index in members:
        lane = facts.lanes[index]
        if any(s.layer and s.start.value < high and s.end.value > low for s in lane.stretches):
            return False
        if any(low < e.at.value < high for e in lane.events):
            return False
    return True


def _time(facts: Lanes, value: Fraction) -> Time:
    assert facts.span is not None
    return Time(value, facts.span.unit, most=facts.span.most)


def _value(time: Time) -> Fraction:
    return time.value
