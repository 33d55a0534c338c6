"""A lane's track beneath its stretches: the parts laid across a stretch
(`parts`: the all-reduce running under the compute), each a thin bar on the
time scale at the lane's foot, the stretches taking the lane's upper part."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.shapes import fill_paint
from blueprint.layout.draw.timescale import TimeScale
from blueprint.marks.timeline.spec import TrackPiece
from blueprint.scene import Box, Element, Rect

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

STRETCHES = 5 / 8  # of a lane's height, its stretches take this much where parts run beneath them ...
TRACK = 1 / 4  # ... and the track under them this much, the rest between the two


def stretches_box(lane: Box) -> Box:
    """Where a lane's stretches stand when parts run beneath them: its upper part."""
    return Box(lane.x, lane.y, lane.width, lane.height * STRETCHES)


def draw_track(track: list[TrackPiece], lane: Box, scale: TimeScale, ctx: "LayoutContext", anchors: dict[str, Box]) -> list[Element]:
    """The parts laid across the lane's stretches, each a thin bar in the
    track beneath them, on the time scale; anchors `segment-M.part-K`."""
    height = lane.height * TRACK
    drawn: list[Element] = []
    for part in track:
        area = Box(scale.x(part.start), lane.bottom - height, max(ctx.theme.layout.thin_part, scale.length(part.end - part.start)), height)
        drawn.append(Rect(area, fill_paint(ctx.theme, part.look), "segment", part.path, part.path))
        anchors[f"segment-{part.holder.path[-1] + 1}.part-{part.path[-1] + 1}"] = area
    return drawn
