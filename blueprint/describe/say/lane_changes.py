"""A look that recurs where the lanes' count changes (a thin blue slice at
every resize of an elastic job: where a node drops out or comes back), found
as a fact so it can be said by what it coincides with ("a thin blue slice
stands at each of the three changes in the number of nodes running"), not
only counted as a look. Holds only where it does so every time: each stretch
of the look meets a change, and each change is met by one."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from blueprint.describe.say.facts import Lanes, Look, Stretch

THIN = 25  # a stretch at most this share of the axis (a twenty-fifth) is a thin slice


@dataclass(frozen=True)
class AtChanges:
    """The stretches of `look` standing at each of `changes` moments where the
    count of lanes at work changes; `labels`: their words, with each one's
    place among the changes (0-based)."""

    look: Look
    changes: int
    labels: tuple[tuple[int, str], ...] = ()


def at_changes(lanes: Lanes) -> AtChanges | None:
    """The look whose thin stretches stand exactly at the moments where the
    number of lanes at work (filled, not hatched) changes, every time; None
    where no look does, or the count changes fewer than twice."""
    if lanes.span is None or len(lanes.lanes) < 2:
        return None
    changes = _changes(lanes)
    if len(changes) < 2:
        return None
    stretches = [s for lane in lanes.lanes for s in lane.stretches if not s.layer]
    for look in dict.fromkeys(s.look for s in stretches if s.look.filled and not s.look.hatch):
        mine = [s for s in stretches if s.look == look]
        if not all(_thin(s, lanes.span.value) for s in mine):
            continue
        met = [next((i for i, at in enumerate(changes) if at in (s.start.value, s.end.value)), None) for s in mine]
        if None in met or set(met) != set(range(len(changes))):
            continue
        labels = tuple(sorted({(i, s.label) for i, s in zip(met, mine) if s.label and i is not None}))
        return AtChanges(look, len(changes), labels)
    return None


def _at_work(stretch: Stretch) -> bool:
    return stretch.look.filled and not stretch.look.hatch and not stretch.layer


def _changes(lanes: Lanes) -> list[Fraction]:
    """The moments, in order, where the count of lanes at work changes."""
    moments = sorted({t for lane in lanes.lanes for s in lane.stretches for t in (s.start.value, s.end.value)})
    counts = []
    for start, end in zip(moments, moments[1:]):
        middle = (start + end) / 2
        counts.append((start, sum(any(_at_work(s) and s.start.value <= middle < s.end.value for s in lane.stretches) for lane in lanes.lanes)))
    return [at for (at, count), (_, before) in zip(counts[1:], counts) if count != before]


def _thin(stretch: Stretch, span: Fraction) -> bool:
    return (stretch.end.value - stretch.start.value) * THIN <= span
