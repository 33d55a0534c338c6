"""Alignment across marks on one scale, as a content fact (no English): a
curve drawn on a timeline's scale (`same-scale`) whose peaks fall one in each
stretch of one look in one of its lanes, in turn, as many peaks as stretches
("four tall spikes, one in each grey stretch of batches"). A reader sees the
spikes line up with the runs above; the alt text says it only where every
peak lies in its own stretch, in order, and no stretch is left without one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from blueprint.describe.say.facts import Look, told_look

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext

LEAST = 2  # one peak in one stretch is no pattern to tell


@dataclass(frozen=True)
class InTurn:
    """Peaks one in each stretch of `look` in the lane `lane` (its label, or its place from 1)."""

    lane: str | None
    place: int
    look: Look
    count: int


def peaks_in_turn(plot: Any, same_scale: str | None, ctx: "DescribeContext") -> InTurn | None:
    """The lane and look whose stretches each hold one of the first series'
    peaks, in turn, on the timeline the curve shares its scale with; None
    where no lane's stretches of one look match the peaks one for one. Both
    marks' places are in seconds from the axis's start (a timeline counted
    back from an event is left out)."""
    ident = ctx.ident(same_scale or "")
    holder = ctx.mark_at(ident.path) if ident is not None else None
    if holder is None or holder.kind.name != "timeline" or plot.axis.time is None or not plot.traces:
        return None
    from blueprint.marks.timeline.spec import TimelineSpec, axis_start, resolve_lane  # only a curve on a timeline's scale loads it

    timeline = holder.spec_as(TimelineSpec)
    peaks = plot.traces[0].shape.peaks
    if len(peaks) < LEAST or axis_start(timeline):
        return None
    tops = [(peak.top[0] + peak.top[1]) / 2 for peak in peaks]
    for index, lane in enumerate(timeline.lanes):
        pieces = [p for p in resolve_lane(lane, timeline.unit, ("lanes", index)) if not p.layer]
        for look in dict.fromkeys(p.look for p in pieces):
            held = [p for p in pieces if p.look == look]
            if len(held) == len(peaks) and all(p.start <= top <= p.high for p, top in zip(held, tops)):
                return InTurn(lane.label, index + 1, told_look(look), len(held))
    return None
