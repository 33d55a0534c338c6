"""What a band on a timeline covers, as a verb of the band form: a band is said
by what it covers, not always as lying "behind" the lanes. The class: every
band across a mark with lanes on a time axis (tensor-parallel-overlap: a band
from ninety to one hundred and twenty milliseconds, where every lane had
ended, was said to lie behind the timeline).

    lies-behind         stretches of the lanes run within its range
    stands-after        every lane has ended where it starts
    stands-before       no lane has started where it ends
    lies-over-empty     between stretches, over no stretch of any lane
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.marks.units import Axis
from blueprint.marks.timeline.spec import TimelineSpec, axis_start, resolve_lane

if TYPE_CHECKING:
    from blueprint.marks.band import BandSpec
    from blueprint.marks.base import MarkNode

EPSILON = 1e-9


def band_cover(band: "BandSpec", mark: "MarkNode | None") -> str:
    """The band form's verb for `band` across `mark` ("lies-behind" but on a timeline)."""
    if mark is None or mark.kind.name != "timeline":
        return "lies-behind"
    spec = mark.spec_as(TimelineSpec)
    axis = Axis(spec.unit)
    low, high = axis.value(band.start)[0], axis.value(band.end)[0]
    pieces = [piece for index, lane in enumerate(spec.lanes) for piece in resolve_lane(lane, spec.unit, ("lanes", index), axis_start(spec))]
    if not pieces:
        return "lies-behind"
    if any(piece.start < high - EPSILON and max(piece.end, piece.high) > low + EPSILON for piece in pieces):
        return "lies-behind"
    if all(max(piece.end, piece.high) <= low + EPSILON for piece in pieces):
        return "stands-after"
    if all(piece.start >= high - EPSILON for piece in pieces):
        return "stands-before"
    return "lies-over-empty"
