"""The room links want between the blocks they join.

A link between two blocks the composition spaces (one placed `right-of`,
`left-of`, `above` or `below` the other with no gap of its own, or two
neighbours in a `row` or `column`) wants a length of line: at least the
theme's least link, so it reads as an arrow, its head and a cut's cross clear
of both ends, and room for its label along it (`MarkKind.room`). That length
becomes the least gap between the two: the composer adds to a placed block's
gap whatever its target hangs on that side (a grid's row labels), which the
line does not cross; a group's gap runs between its children's extents.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from blueprint.marks.base import MarkNode
from blueprint.layout.marks import drawer_of
from blueprint.scene import SpecPath

BESIDE = ("left-of", "right-of")
STACKED = ("above", "below")

Pair = frozenset[str]
Lengths = tuple[float, float]  # the line a pair's links want: level (side by side), upright (one over the other)


def link_lengths(marks: Sequence[MarkNode], ctx) -> dict[Pair, Lengths]:
    """By the two marks each link joins: the longest line their links want,
    level and upright."""
    wanted: dict[Pair, Lengths] = {}
    for node in marks:
        if node.kind.flow != "link":
            continue
        drawer = drawer_of(node)
        level, upright = drawer.room(node, ctx, True), drawer.room(node, ctx, False)
        ends = frozenset(_mark(ref.name) for ref in node.kind.references(node))
        if max(level, upright) > 0 and len(ends) == 2:
            old = wanted.get(ends, (0.0, 0.0))
            wanted[ends] = (max(old[0], level), max(old[1], upright))
    return wanted


def placed_room(marks: Sequence[MarkNode], lengths: Mapping[Pair, Lengths]) -> dict[SpecPath, float]:
    """By the path of each block placed beside, above or below another with no
    gap of its own: the longest line the links joining the two want."""
    rooms: dict[SpecPath, float] = {}
    for node in marks:
        relation = node.kind.relations(node)[:1]
        if node.id and relation and relation[0][0] in BESIDE + STACKED and getattr(node.spec, "gap", None) is None:
            line = lengths.get(frozenset((node.id, _mark(relation[0][1]))))
            if line:
                rooms[node.path] = line[0] if relation[0][0] in BESIDE else line[1]
    return rooms


def between(first: Iterable[str], second: Iterable[str], lengths: Mapping[Pair, Lengths], level: bool) -> float:
    """The longest line the links from any mark of one set to any of the other
    want: the least gap between two neighbours of a group."""
    mine, theirs = set(first), set(second)
    return max((wanted[0 if level else 1] for pair, wanted in lengths.items() if len(pair & mine) == 1 and len(pair & theirs) == 1), default=0.0)


def _mark(reference: str) -> str:
    """The mark a reference names (`nodes` of `nodes.row-2`)."""
    return reference.split(".", 1)[0]
