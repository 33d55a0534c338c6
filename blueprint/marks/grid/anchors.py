"""The names of a grid's cell anchors: `ID.cell-N` (N from 1 in reading order)
and `ID.row-R.cell-C`. They are made from numbers, so the loader asks the grid
whether one exists (`has_anchor`) rather than finding it listed. Their boxes
are the drawing's (`layout/marks/grid.py`).
"""

from __future__ import annotations

import re

from blueprint import messages
from blueprint.marks.grid.spec import GridSpec, shape

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
