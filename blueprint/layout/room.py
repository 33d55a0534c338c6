"""The room links want between blocks that stand side by side.

A block placed `right-of` or `left-of` another stands the theme's gap away,
unless the writer gave one. A labelled line between the two needs its label
to fit along it, so the gap a link wants (`MarkKind.room`) becomes the least
length of line between them: the composer adds to it whatever the target
hangs on that side (a grid's row labels), which the line does not cross.
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.marks.base import MarkNode
from blueprint.layout.marks import drawer_of
from blueprint.scene import SpecPath

BESIDE = ("left-of", "right-of")


def beside_room(marks: Sequence[MarkNode], ctx) -> dict[SpecPath, float]:
    """By the path of each block placed beside another with no gap of its own:
    the longest line the links joining the two want."""
    wanted: dict[frozenset[str], float] = {}
    for node in marks:
        room = drawer_of(node).room(node, ctx) if node.kind.flow == "link" else 0.0
        ends = frozenset(_mark(ref.name) for ref in node.kind.references(node))
        if room > 0 and len(ends) == 2:
            wanted[ends] = max(wanted.get(ends, 0.0), room)
    rooms: dict[SpecPath, float] = {}
    for node in marks:
        relation = node.kind.relations(node)[:1]
        if node.id and relation and relation[0][0] in BESIDE and getattr(node.spec, "gap", None) is None:
            line = wanted.get(frozenset((node.id, _mark(relation[0][1]))))
            if line:
                rooms[node.path] = line
    return rooms


def _mark(reference: str) -> str:
    """The mark a reference names (`nodes` of `nodes.row-2`)."""
    return reference.split(".", 1)[0]
