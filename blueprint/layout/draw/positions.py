"""Anchors at positions on a mark's scale (`marks/positions.py`), made where
the spec names them (`ctx.wanted`), so a scene holds only what is asked for:
`ID.plot`, the whole of what the scale measures across, and `ID.at-X`, a
line across it at X (no width: what spans it ends at its centre), or across
one of its holders (a timeline's lane: `ID.LANE.at-X`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from blueprint.marks.positions import PLOT, Scale
from blueprint.scene import Box


def position_anchors(mark_id: str, wanted: Collection[str], scale: Scale | None, x_of: Callable[[float], float], plot: Box, holders: Mapping[str, Box] | None = None) -> dict[str, Box]:
    """The boxes of the wanted anchors of mark `mark_id` on its scale: `x_of`
    turns axis numbers into x; `plot` is what the scale measures across."""
    found: dict[str, Box] = {}
    if scale is None:
        return found
    for name in sorted(n for n in wanted if n.startswith(mark_id + ".")):
        rest = name[len(mark_id) + 1:]
        if rest == PLOT:
            found[name] = plot
            continue
        holder, _, last = rest.rpartition(".")
        value = scale.position(last)
        across = (holders or {}).get(holder) if holder else plot
        if value is not None and across is not None:
            found[name] = Box(x_of(value), across.y, 0.0, across.height)
    return found
