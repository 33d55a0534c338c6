"""Grids alike (one noun, one shape: a before and an after, panels side by
side) whose taken cells are as many in each: a fact the grids state together
(`AlikeCount`), said once after the last of them. Taken is read off the
look a cell is drawn in, by the house style's meanings of fills: any fill but
white (free) and none (an outline only, where nothing is); busy, solid grey,
blue or dark (in use, kept, overhead), never hatched (idle, lost). The count
holds only where every grid shows free cells too, so that taken is read
against them. Also what a filled span colours, as the grid draws it
(`filled`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.say.facts.alike import AlikeCount
from blueprint.marks.grid.spec import STATE_LOOKS, GridSpec, cell_look, resolve
from blueprint.marks.look import Look as PartLook

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

UNTAKEN = ("white", "none")  # fills of a cell that holds nothing: free, or an outline only
BUSY = ("grey", "blue", "dark")  # solid fills of work: in use, kept, overhead (hatched: idle or lost)


def filled(spec: GridSpec, columns: int, count: int) -> dict[int, PartLook]:
    """The cells a filled span colours, by index: the look it draws them in."""
    found: dict[int, PartLook] = {}
    for span in spec.spans:
        look = span.cell_look
        if look is not None and not span.outside:
            first = (span.row - 1) * columns + span.start - 1
            for index in range(first, min(first + span.cells, (span.row) * columns, count)):
                found[index] = look
    return found


def state_of(look: PartLook) -> str:
    """The state whose look this is (`used` for solid grey), or "" for none."""
    return next((state for state, own in STATE_LOOKS.items() if own == look), "")


def alike_count(node: "MarkNode", ctx: "DescribeContext") -> AlikeCount | None:
    """The taken cells of this grid and every other of its noun and shape, when
    they are as many in each (two grids or more, none in the writer's own
    words, each with free cells and taken ones); else None."""
    spec = node.spec_as(GridSpec)
    kin = [other for other in ctx.marks_of("grid") if _kind(other.spec_as(GridSpec)) == _kind(spec)]
    if len(kin) < 2 or any(other.spec_as(GridSpec).alt for other in kin):
        return None
    drawn = [_drawn(other.spec_as(GridSpec)) for other in kin]
    taken = [[look for look in looks if look.fill not in UNTAKEN] for looks in drawn]
    counts = {len(looks) for looks in taken}
    if len(counts) != 1 or any(not looks or not any(look.fill == "white" for look in every) for looks, every in zip(taken, drawn)):
        return None
    busy = all(look.fill in BUSY and not look.hatch for looks in taken for look in looks)
    return AlikeCount(counts.pop(), tuple(other.path for other in kin), busy)


def _kind(spec: GridSpec) -> tuple:
    cells = resolve(spec)
    return (spec.noun, cells.rows, cells.columns, len(cells.states))


def _drawn(spec: GridSpec) -> list[PartLook]:
    """Each cell's look as drawn: a filled span's cells take its fill."""
    cells = resolve(spec)
    over = filled(spec, cells.columns, len(cells.states))
    return [over.get(index) or cell_look(spec, state) for index, state in enumerate(cells.states)]
