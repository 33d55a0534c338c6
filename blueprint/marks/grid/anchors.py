"""The anchors of a grid's cells: `ID.cell-N` (N from 1 in reading order) and
`ID.row-R.cell-C`. They are made from numbers, so the loader asks the grid
whether one exists (`has_anchor`) rather than finding it listed.

A grid of up to ALL_CELLS cells registers an anchor for every cell. A bigger
one (up to 10,000 cells, a few pixels each) registers only the cells the spec
names (the layout context's `wanted`), so the layout does not pay two boxes
per cell for anchors nothing uses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator

from blueprint import messages
from blueprint.marks.grid.spec import GridSpec, Shape, shape
from blueprint.scene import Box

ALL_CELLS = 1_000
CELL = re.compile(r"cell-([1-9][0-9]*)")
ROW_CELL = re.compile(r"row-([1-9][0-9]*)\.cell-([1-9][0-9]*)")
TAKEN = re.compile(r"(cell|row)-[1-9][0-9]*")  # span ids that would hide a made anchor


def cell_index(spec: GridSpec, name: str) -> int | None:
    """The reading-order index (from 0) of the cell `name` stands for, if any."""
    found = shape(spec)
    whole = CELL.fullmatch(name)
    if whole:
        index = int(whole.group(1)) - 1
        return index if index < found.count else None
    pair = ROW_CELL.fullmatch(name)
    if pair:
        return found.index(int(pair.group(1)), int(pair.group(2)))
    return None


def summary(spec: GridSpec) -> list[str]:
    """How the cell anchors are named, for an error that lists a grid's anchors."""
    found = shape(spec)
    cells = messages.ANCHOR_ONE.format(name="cell") if found.count == 1 else messages.ANCHOR_RANGE.format(name="cell", last=found.count)
    return [cells, messages.GRID_ROW_CELL_ANCHORS.format(rows=found.rows, columns=found.columns)]


def cell_anchors(mark_id: str, spec: GridSpec, box_of: Callable[[int, int], Box], wanted: Collection[str]) -> dict[str, Box]:
    """`ID.cell-N` and `ID.row-R.cell-C` for every cell, or for those of a big
    grid that are `wanted` (named by the spec)."""
    found = shape(spec)
    anchors: dict[str, Box] = {}
    for index in _registered(mark_id, spec, found, wanted):
        r, c = divmod(index, found.columns)
        box = box_of(r, c)
        anchors[f"{mark_id}.cell-{index + 1}"] = box
        anchors[f"{mark_id}.row-{r + 1}.cell-{c + 1}"] = box
    return anchors


def _registered(mark_id: str, spec: GridSpec, found: Shape, wanted: Collection[str]) -> Iterator[int]:
    if found.count <= ALL_CELLS:
        yield from range(found.count)
        return
    prefix = mark_id + "."
    indices = {cell_index(spec, name[len(prefix):]) for name in wanted if name.startswith(prefix)}
    yield from sorted(i for i in indices if i is not None)
