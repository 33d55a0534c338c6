"""Alignment across marks on one scale, as a content fact (no English): a
curve and a timeline on one scale (`same-scale`, written on either) whose
peaks fall one in each stretch of one look in one or more of its lanes, in
turn, as many peaks as stretches ("four tall spikes, one in each grey stretch
of batches"; "the red hatched stretches of job b to job d lined up under
each"). A reader sees the spikes line up with the runs; the alt text says it
only where every peak lies in its own stretch, in order, and no stretch is
left without one.

Also: the peaks a reader counts (`seen_peaks`), and marks of one curve that
stand one under each of those of a curve stacked on its scale (`PeaksOver`:
"three save icons at ..., each under a peak of the grey curve above").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from blueprint.describe.say import shapes
from blueprint.describe.say.facts import Look, told_look

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext

LEAST = 2  # one peak in one stretch is no pattern to tell


@dataclass(frozen=True)
class InTurn:
    """Peaks one in each stretch of `look` in the lane `lane` (its label, or its
    place from 1); `lanes`, every lane (label, place) so matched with that look,
    in order, where more than one is."""

    lane: str | None
    place: int
    look: Look
    count: int
    lanes: tuple[tuple[str | None, int], ...] = ()
    side: str | None = None  # where the timeline stands from the curve, "below" or "above", as drawn


def _timeline_on_scale(same_scale: str | None, own_id: str | None, ctx: "DescribeContext") -> Any:
    """The timeline the curve shares its scale with: the one its `same-scale`
    names, else the one whose `same-scale` names the curve."""
    ident = ctx.ident(same_scale or "")
    holder = ctx.mark_at(ident.path) if ident is not None else None
    if holder is not None and holder.kind.name == "timeline":
        return holder
    if own_id is None:
        return None
    return next((t for t in ctx.marks_of("timeline") if getattr(t.spec, "same_scale", None) == own_id), None)


def peaks_in_turn(plot: Any, same_scale: str | None, ctx: "DescribeContext", own_id: str | None = None) -> InTurn | None:
    """The lane and look whose stretches each hold one of the first series'
    peaks, in turn, on the timeline the curve shares its scale with; None
    where no lane's stretches of one look match the peaks one for one. Both
    marks' places are in seconds from the axis's start (a timeline counted
    back from an event is left out)."""
    holder = _timeline_on_scale(same_scale, own_id, ctx)
    if holder is None or plot.axis.time is None or not plot.traces:
        return None
    from blueprint.marks.timeline.spec import TimelineSpec, axis_start, resolve_lane  # only a curve on a timeline's scale loads it

    timeline = holder.spec_as(TimelineSpec)
    peaks = plot.traces[0].shape.peaks
    if len(peaks) < LEAST or axis_start(timeline):
        return None
    tops = [(peak.top[0] + peak.top[1]) / 2 for peak in peaks]
    matched: dict[Any, list[tuple[str | None, int]]] = {}
    for index, lane in enumerate(timeline.lanes):
        pieces = [p for p in resolve_lane(lane, timeline.unit, ("lanes", index)) if not p.layer]
        for look in dict.fromkeys(p.look for p in pieces):
            held = [p for p in pieces if p.look == look]
            if len(held) == len(peaks) and all(p.start <= top <= p.high for p, top in zip(held, tops)):
                matched.setdefault(look, []).append((lane.label, index + 1))
    if not matched:
        return None
    look, lanes = next(iter(matched.items()))  # the look first matched, in the topmost lane that has it
    (label, place), = lanes[:1]
    curve, lanes_box = ctx.scene.anchors.get(own_id or ""), ctx.scene.anchors.get(getattr(timeline, "id", None) or "")
    side = None
    if curve is not None and lanes_box is not None and (lanes_box.y >= curve.bottom - 0.5 or lanes_box.bottom <= curve.y + 0.5):
        side = "below" if lanes_box.y >= curve.bottom - 0.5 else "above"  # stacked apart: the stretches stand beneath (or over) the peaks
    return InTurn(label, place, told_look(look), len(peaks), tuple(lanes) if len(lanes) > 1 else (), side)


def seen_peaks(shape: shapes.Shape) -> tuple[shapes.Peak, ...]:
    """The peaks a reader counts: the shape's, and a climb again to the axis's
    end after them (the third spike a run ends on, cut off by the axis)."""
    peaks = shape.peaks
    fall = shape.one(shapes.Trend)
    if shape.kind == "peaks" and peaks and fall is not None and fall.direction == "up":
        last = peaks[-1]
        peaks += (replace(last, index=-1, x=fall.end, height=fall.last, prominence=fall.last - fall.first, top=(fall.end, fall.end), base=(fall.start, fall.end)),)
    return peaks


@dataclass(frozen=True)
class PeaksOver:
    """The places of the peaks of the first series of another curve on the
    same scale (`xs`, in this curve's axis numbers), its colour, and the side
    it stands on ("above", "below")."""

    xs: tuple[float, ...]
    colour: str
    side: str


def peaks_over(node: Any, same_scale: str | None, ctx: "DescribeContext", read: Any) -> PeaksOver | None:
    """The peaks of the curve this one shares its scale with (`same-scale`),
    stacked above or below it; None where there is none or it has fewer than
    LEAST peaks. `read` turns a curve's spec into its plot with shapes."""
    ident = ctx.ident(same_scale or "")
    holder = ctx.mark_at(ident.path) if ident is not None else None
    if holder is None or holder.kind.name != "curve":
        return None
    other = read(holder)
    if not other.traces:
        return None
    peaks = seen_peaks(other.traces[0].shape)
    theirs = ctx.scene.anchors.get(ident.name)
    here = ctx.scene.anchors.get(getattr(node.spec, "id", None) or "")
    if len(peaks) < LEAST or theirs is None or here is None or abs(theirs.centre_y - here.centre_y) < here.height / 2:
        return None
    return PeaksOver(tuple(p.x for p in peaks), other.traces[0].series.colour, "above" if theirs.centre_y < here.centre_y else "below")
