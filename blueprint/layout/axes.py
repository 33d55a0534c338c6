"""Axes that share a scale start together.

A mark drawn `same-scale` with another, and stacked over or under it, lines
its axis up with that mark's: the same minute at the same x. Each axis starts
some way into its frame (`MarkKind.axis_room`: a timeline's lane labels stand
left of its axis; a staircase's floor label right of its end), so the marks
of one stacked group all start their axes at the group's longest lead (the
composer narrows a mark's frame from the left by its `shift`: what its own
lead falls short of that), and run at the rate at which each ends, with what it hangs
past its end, within the frame (`draw.timescale.shared`).

Marks with a time axis stacked in one column without a shared scale (a night
in hours over its first minutes in seconds) still start their axes at one x,
the column's longest lead, each at its own rate to its own end: a reader
runs the eye down one edge from panel to panel (axes7, issue 25 item 4).
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.layout.draw.timescale import AxisGroup, AxisRoom
from blueprint.layout.ends import column_of
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
    groups = {path: AxisGroup(leads[_root(path, root)] - room.lead, ends[_root(path, root)]) for path, room in rooms.items()}
    return _columns(marks, groups, holders, by_id, ctx)


def _columns(marks: Sequence[MarkNode], groups: dict[SpecPath, AxisGroup], holders: dict[SpecPath, MarkNode], by_id: dict[str, MarkNode], ctx) -> dict[SpecPath, AxisGroup]:
    """Every mark with a time axis stacked in a column with another starts its
    axis at the column's longest lead (a same-scale group counted as its
    longest member); each keeps its own rate and ends (none past its frame)."""
    columns: dict[object, list[tuple[SpecPath, float]]] = {}
    for node in marks:
        if getattr(node.spec, "width", None) is not None or not _stacked(node, holders):
            continue
        room = drawer_of(node).axis_room(node, ctx)
        column = column_of(node, by_id, holders) if room is not None else None
        if column is not None and room is not None:
            shift = groups[node.path].shift if node.path in groups else 0.0
            columns.setdefault(column, []).append((node.path, room.lead + shift))
    for members in columns.values():
        if len(members) < 2:
            continue
        lead = max(start for _, start in members)
        for path, start in members:
            group = groups.get(path)
            groups[path] = AxisGroup(lead - start + (group.shift if group else 0.0), group.ends if group else ())
    return groups


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
