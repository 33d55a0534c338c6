"""Axes that share a scale start together.

A mark drawn `same-scale` with another, and stacked over or under it, lines
its axis up with that mark's: the same minute at the same x. Each axis starts
some way into its frame (`MarkKind.axis_room`: a timeline's lane labels stand
left of its axis; a staircase's floor label right of its end), so the marks
of one stacked group all start their axes at the group's longest lead (the
composer narrows a mark's frame from the left by its `shift`: what its own
lead falls short of that), and run at the rate at which each ends, with what it hangs
past its end, within the frame (`draw.timescale.shared`).
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.layout.draw.timescale import AxisGroup, AxisRoom
from blueprint.layout.marks import drawer_of
from blueprint.marks.base import MarkNode
from blueprint.scene import SpecPath

BESIDE = ("left-of", "right-of", "over", "at")


def axis_groups(marks: Sequence[MarkNode], ctx) -> dict[SpecPath, AxisGroup]:
    """By the path of each mark in a stacked same-scale group: the group."""
    by_id = {node.id: node for node in marks if node.id}
    holders = {node.path: node for node in marks}
    root: dict[SpecPath, SpecPath] = {}
    for node in marks:
        target = by_id.get(getattr(node.spec, "same_scale", None) or "")
        if target is not None and _stacked(node, holders) and _stacked(target, holders):
            root[node.path] = _root(target.path, root)
            root.setdefault(target.path, root[node.path])
    rooms = {path: room for path, node in ((n.path, n) for n in marks) if path in root
             for room in [drawer_of(node).axis_room(node, ctx)] if room is not None}
    members: dict[SpecPath, list[AxisRoom]] = {}
    for path, room in rooms.items():
        members.setdefault(_root(path, root), []).append(room)
    leads = {top: max(r.lead for r in group) for top, group in members.items()}
    ends = {top: tuple((r.seconds, r.tail) for r in group) for top, group in members.items()}
    return {path: AxisGroup(leads[_root(path, root)] - room.lead, ends[_root(path, root)]) for path, room in rooms.items()}


def _root(path: SpecPath, root: dict[SpecPath, SpecPath]) -> SpecPath:
    while path in root and root[path] != path:
        path = root[path]
    return path


def _stacked(node: MarkNode, holders: dict) -> bool:
    """Whether a mark stands in a column with others (not beside one, pinned or
    over one, nor side by side in a row)."""
    relation = node.kind.relations(node)[:1]
    holder = holders.get(node.parent) if node.parent is not None else None
    if holder is not None and getattr(holder.kind, "direction", None) == "row":
        return False
    return not relation or relation[0][0] not in BESIDE
