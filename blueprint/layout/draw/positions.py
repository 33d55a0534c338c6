"""Anchors at positions on a mark's scale (`marks/positions.py`), made where
the spec names them (`ctx.wanted`), so a scene holds only what is asked for:
`ID.plot`, the whole of what the scale measures across, and `ID.at-X`, a
line across it at X (no width: what spans it ends at its centre), or across
one of its holders (a timeline's lane: `ID.LANE.at-X`); and the two ends
of any anchor, `X.start` and `X.end` (`anchor_ends`)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from blueprint.marks.positions import PLOT, Scale, end_of, runs_up
from blueprint.model import last_name
from blueprint.scene import Box, Element, Text


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
        holder, last = last_name(rest)
        value = scale.position(last)
        across = (holders or {}).get(holder) if holder else plot
        if value is not None and across is not None:
            found[name] = Box(x_of(value), across.y, 0.0, across.height)
    return found


def anchor_ends(wanted: Collection[str], anchors: Mapping[str, Box], elements: Sequence[Element], ids: Mapping[str, Any]) -> dict[str, Box]:
    """The boxes of the wanted ends of `anchors` (`spot3.end`, `stairs.landing.start`)
    not made by the mark itself (a connector's `start`): each one edge of its
    anchor, a whole mark's where its shapes reach (`_reach`)."""
    found = {}
    for name in wanted:
        end = end_of(name)
        if end is not None and end[0] in anchors and name not in anchors:
            upright = runs_up(end[0], ids)
            found[name] = end_box(_reach(end[0], anchors[end[0]], elements, ids, upright), end[1], upright)
    return found


def _reach(name: str, box: Box, elements: Sequence[Element], ids: Mapping[str, Any], upright: bool = False) -> Box:
    """An anchor's box; a whole mark's as far as its shapes reach along it
    (a bar that `ends: parts` ends where its parts end), its words aside."""
    node = getattr(ids.get(name), "node", None)
    if node is None or getattr(node, "id", None) != name or not hasattr(node, "path"):
        return box
    path = tuple(node.path)
    shapes = Box.around([e.bounds for e in elements if tuple(e.owner[: len(path)]) == path and not isinstance(e, Text)])
    if shapes is None:
        return box
    if upright:
        top, bottom = max(box.y, shapes.y), min(box.bottom, shapes.bottom)
        return Box(box.x, top, box.width, max(0.0, bottom - top))
    left, right = max(box.x, shapes.x), min(box.right, shapes.right)
    return Box(left, box.y, max(0.0, right - left), box.height)


def end_box(box: Box, end: str, upright: bool = False) -> Box:
    """One end of an anchor along the way it runs, as a line across it with
    no breadth: what reaches it ends there. Level (the default): `start` its
    left edge, `end` its right, `mid` midway; upright: `start` its bottom,
    `end` its top, `mid` midway up."""
    if upright:
        return Box(box.x, {"start": box.bottom, "mid": box.y + box.height / 2}.get(end, box.y), box.width, 0.0)
    return Box({"start": box.x, "mid": box.x + box.width / 2}.get(end, box.right), box.y, 0.0, box.height)
