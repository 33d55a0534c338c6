"""Marks stacked in one column start and end together.

Two bars one above the other are read against each other: the same share
must be the same length. Each gives up length at its ends for the labels
asked beside its end parts (`MarkLayout.end_room`), so left alone, a bar with
a longer end label comes out shorter than its neighbour. Every mark of one
stack (the marks of one column's flow, and those placed `above` or `below`
one of them) that keeps room at its ends takes the most any of them keeps,
on each side: in one frame, they start at one x and run to one scale, with
room for all their end labels. A mark given a `width`, side by side in a
`row`, or placed beside, over or at a place, stands alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.layout.marks import drawer_of
from blueprint.marks.base import MarkNode
from blueprint.scene import SpecPath

STACKED = ("above", "below")


def shared_ends(marks: Sequence[MarkNode], ctx) -> dict[SpecPath, tuple[float, float]]:
    """By the path of each mark that stacks with others keeping room at
    their ends: the room at its left and right ends the stack keeps."""
    rooms: dict[SpecPath, tuple[float, float]] = {}
    shared: dict[SpecPath, tuple[float, float]] = {}
    for members in stacks(marks, ctx, rooms):
        most = (max(rooms[p][0] for p in members), max(rooms[p][1] for p in members))
        shared.update({path: most for path in members})
    return shared


def stacks(marks: Sequence[MarkNode], ctx, rooms: dict[SpecPath, tuple[float, float]] | None = None) -> list[tuple[SpecPath, ...]]:
    """The stacks of two marks or more that keep room at their ends, each as
    its members' paths (their own end room put in `rooms`). The composer
    also makes the blocks placed beside any of them (a name at the left, a
    total at the right) room beside all of them, so words in columns beside
    the bars do not narrow one bar alone."""
    by_id = {node.id: node for node in marks if node.id}
    holders = {node.path: node for node in marks}
    rooms = {} if rooms is None else rooms
    found: dict[object, list[SpecPath]] = {}
    for node in marks:
        if node.kind.flow == "link" or node.kind.holds_marks or getattr(node.spec, "width", None) is not None:
            continue
        room = drawer_of(node).end_room(node, ctx)
        stack = column_of(node, by_id, holders)
        if room is None or stack is None:
            continue
        rooms[node.path] = room
        found.setdefault(stack, []).append(node.path)
    return [tuple(members) for members in found.values() if len(members) > 1]


def column_of(node: MarkNode, by_id: dict[str, MarkNode], holders: dict[SpecPath, MarkNode], depth: int = 0) -> object | None:
    """The column a mark stacks in (its holder's path), following `above` and
    `below` to the mark it is placed against; None where it stands alone."""
    relation = node.kind.relations(node)[:1]
    if relation:
        target = by_id.get(relation[0][1].split(".", 1)[0])
        if relation[0][0] not in STACKED or target is None or depth > len(by_id):
            return None
        return column_of(target, by_id, holders, depth + 1)
    holder = holders.get(node.parent) if node.parent is not None else None
    if holder is not None and getattr(holder.kind, "direction", None) == "row":
        return None
    return ("column", node.parent)
