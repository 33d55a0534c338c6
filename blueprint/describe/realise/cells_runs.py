"""Cells of one state that run on from one row into the next, in reading order,
said by where they lie: "eighteen cells in the bottom three rows are grey
hatched: the right four of the sixth row, all of the seventh and the left six
of the eighth". A grid of several rows reads like text: a run that wraps from
the right end of a row to the left of the next is one block to the eye, and
its rows are where a reader finds it.

Rows that repeat the row above cell for cell are said so ("memory repeats
compute cell for cell over its first seven cells"): a reader compares rows.

Functions of the grid form's reading (`cells.Grid`), kept apart to keep that
module short; each says nothing where what it says is not so.
"""

from __future__ import annotations

from typing import Protocol

from blueprint.describe.say.facts import Thing
from blueprint.describe.say.salient import COUNTED_FROM
from blueprint.describe.say.words import Words


class Grid(Protocol):
    """What these functions read of the grid form's reading (`cells.Grid`)."""

    rows: tuple[Thing, ...]
    words: Words
    short: str

    def row_name(self, r: int) -> str: ...

    def counted(self, count: int) -> str: ...

    def shorts(self, count: int) -> str: ...

    def state_of(self, cell: Thing) -> str: ...


WRAPPED_ROWS = 2  # a run said row by row spans at least this many rows (within one row, `clause` says "sit together")


def flowing(grid: Grid, state: str, found: list[tuple[int, int]]) -> str | None:
    """The words for cells of `state` at `found` (row, column) that make one
    run in reading order across WRAPPED_ROWS rows or more: each row's share
    from where it starts to where it ends, and, where the rows are the last
    (first) ones of the grid, "in the bottom (top) N rows". None otherwise."""
    cells = sorted(found)
    rows = sorted({r for r, _ in cells})
    if len(rows) < WRAPPED_ROWS or rows != list(range(rows[0], rows[-1] + 1)):
        return None
    sizes = [len(grid.rows[r].parts) for r in rows]
    order = [sum(len(grid.rows[q].parts) for q in range(r)) + c for r, c in cells]  # each cell's place in reading order
    if order != list(range(order[0], order[0] + len(order))):
        return None
    words = grid.words
    pieces = []
    for index, r in enumerate(rows):
        held = [c for q, c in cells if q == r]
        size = sizes[index]
        name = grid.row_name(r)
        if len(held) == size:
            pieces.append(f"all of {name}")
        elif index == 0:  # the run starts in this row: it holds the row's right end
            pieces.append(f"the right {words.number(len(held))} of {name}")
        else:  # the run ends in this row: it holds the row's left end
            pieces.append(f"the left {words.number(len(held))} of {name}")
    span = ""
    count = len(rows)
    if rows[-1] == len(grid.rows) - 1 and rows[0] > 0:
        span = f" in the bottom {words.number(count)} rows"
    elif rows[0] == 0 and rows[-1] < len(grid.rows) - 1:
        span = f" in the top {words.number(count)} rows"
    return f"{grid.counted(len(cells))}{span} are {state}: {words.join(pieces)}"


def repeating_rows(grid: Grid) -> list[str]:
    """Rows that repeat the row above cell for cell ("memory repeats compute
    cell for cell over its first seven cells"), from the left, over
    COUNTED_FROM cells or more and at least half the row, where those cells
    are not all alike (a row of one state is said whole)."""
    said = []
    words = grid.words
    for r in range(1, len(grid.rows)):
        above, row = grid.rows[r - 1].parts, grid.rows[r].parts
        states = [grid.state_of(cell) for cell in row]
        same = 0
        while same < min(len(above), len(row)) and grid.state_of(above[same]) == states[same]:
            same += 1
        if same < COUNTED_FROM or 2 * same < len(row) or len(set(states[:same])) < 2:
            continue
        scope = "" if same == len(row) == len(above) else f" over its first {words.number(same)} {grid.shorts(same)}"
        said.append(f"{grid.row_name(r)} repeats {grid.row_name(r - 1)} {grid.short} for {grid.short}{scope}")
    return said


def in_each_row(words: Words, found: list[tuple[int, int]], rows: int) -> str:
    """", two or three in each row": cells scattered over every row of
    several, each row holding one of two counts next to each other, so a
    reader need not count row by row (none holds more than the larger).
    Empty where a row holds none, or the counts spread wider."""
    per_row = [sum(1 for r, _ in found if r == row) for row in range(rows)]
    low, high = min(per_row), max(per_row)
    if rows < 2 or low < 1 or high - low != 1:
        return ""
    return f", {words.number(low)} or {words.number(high)} in each row"


def full_rows(grid: Grid) -> list[str]:
    """ "node 1 is full": rows with no free cell, each drawn in two looks or
    more, in a grid where other rows hold free cells: the reader adds up the
    looks to find it, and a row with no room left is what a packing shows
    (reader 8-A, "first node full"). A row of one look is said whole already
    ("the top five rows are solid grey"); where any full row is, none is
    named full, which would single the others out. Nothing where no row is so."""
    if len(grid.rows) < 2 or not any(cell.state == "free" for row in grid.rows for cell in row.parts):
        return []
    full = [r for r, row in enumerate(grid.rows) if row.parts and not any(cell.state in ("free", "empty") for cell in row.parts)]
    if not full or any(len({grid.state_of(cell) for cell in grid.rows[r].parts}) == 1 for r in full):
        return []  # a full row of one look is said whole; naming only the others as full would single them out falsely
    names = [grid.row_name(r) for r in full]
    return [f"{grid.words.join(names)} {'is' if len(full) == 1 else 'are'} full"]


def covered_rows(rows: tuple[Thing, ...]) -> set[int]:
    """Rows a span drawn filled covers cell for cell: the eye sees one block, not cells."""
    return {r for r, row in enumerate(rows) for span in row.attached
            if span.place is None and span.look is not None and span.look.filled and row.parts and span.count == len(row.parts)}
