"""Like cells drawn at one size: grids of one noun (GPU cells in a prefill
pool and a decode pool) whose cells the writer sizes nowhere (`size`,
`width`, `height`) are one scale, as a shared axis is, so none is drawn
bigger than another (faithful12: 80 px and 66.5 px cells in one row made a
prefill GPU look bigger than a decode GPU). A drawer says what its cells
are (`MarkDrawer.like_cells`) and how large it drew them; a pass in which
like cells differ is composed again with each held to the smallest
(`passes.py`), and the relation check holds the drawing to it
(`relations.py`)."""

from __future__ import annotations

from collections.abc import Iterable

from blueprint.layout.marks import drawer_of
from blueprint.layout.tree import Block
from blueprint.scene import Element, SpecPath

APART = 0.5  # px: cells further apart in size than this are two sizes


def like_groups(blocks: Iterable[Block]) -> list[list[Block]]:
    """The blocks whose cells are alike, two or more to a group, in spec order."""
    groups: dict[tuple, list[Block]] = {}
    for block in blocks:
        like = drawer_of(block.node).like_cells(block.node)
        if like is not None:
            groups.setdefault(like, []).append(block)
    return [members for members in groups.values() if len(members) > 1]


def drawn_sizes(group: list[Block], elements: list[Element]) -> dict[SpecPath, float]:
    """The size each member of a group drew its cells at, where it drew any."""
    found: dict[SpecPath, float] = {}
    for block in group:
        size = drawer_of(block.node).cell_size(block.node, elements)
        if size is not None:
            found[block.path] = size
    return found


def like_cells(groups: list[list[Block]], elements: list[Element]) -> dict[SpecPath, float]:
    """For each group whose cells were drawn at more than one size, every
    member held to the smallest of them; empty where all are alike."""
    held: dict[SpecPath, float] = {}
    for group in groups:
        sizes = drawn_sizes(group, elements)
        if sizes and max(sizes.values()) - min(sizes.values()) > APART:
            held.update((path, min(sizes.values())) for path in sizes)
    return held
