"""What a column chart states (facts, no English): its columns from the left,
each with its look, label, value (as the axis's unit says it) and what it
stands for, and the parts stacked past its value (each with its look, value
and meaning); whether the columns hang, or stand as stacks of cells (what one cell stands for); the column that stands clear as the tallest or the shortest; the
axis's unit and title. The realiser's "columns" form says them
(`describe/realise/columns.py`): "three columns on one scale of dollars ...;
the spot column is the shortest"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.compare import CLEAR
from blueprint.describe.say.facts import Statement, Thing, told_look
from blueprint.marks.columns import ColumnsSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class ColumnsDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(ColumnsSpec)
        ranks = _ranks([column.whole for column in spec.columns])
        members = tuple(
            Thing(spec.noun, node.path + ("columns", index), look=told_look(column.look), label=column.label, amount=f"{column.value:g}",
                  means=column.means, alt=column.alt, quality=ranks.get(index), rank=index + 1, parts=_parts(node, index, ctx))
            for index, column in enumerate(spec.columns)
        )
        title = spec.y.title if spec.y is not None else None
        unit = spec.y.unit if spec.y is not None else None
        return Statement((Thing(spec.noun, node.path, count=len(members), members=members, label=title, part_noun=unit, alt=spec.alt, form="columns",
                                motion="hanging" if spec.hang else None,
                                arrangement="stack" if spec.cells else "list", means=spec.cells),))  # stacks of cells, one per unit: what a cell stands for


def _parts(node: "MarkNode", index: int, ctx: "DescribeContext") -> tuple[Thing, ...]:
    """The parts stacked past a column's value, outward: each its look, value and meaning."""
    column = node.spec_as(ColumnsSpec).columns[index]
    return tuple(Thing("part", node.path + ("columns", index, "parts", number), look=told_look(part.look), label=part.label,
                       amount=f"{part.value:g}", means=part.means)
                 for number, part in enumerate(column.parts or ()))


def _ranks(values: list[float]) -> dict[int, str]:
    """The column standing clear of the rest: the tallest (at least CLEAR
    times the next) and the shortest (the next at least CLEAR times it), of
    three or more."""
    if len(values) < 3:
        return {}
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks: dict[int, str] = {}
    if values[order[-1]] >= CLEAR * values[order[-2]]:
        ranks[order[-1]] = "tallest"
    if values[order[1]] >= CLEAR * values[order[0]]:
        ranks[order[0]] = "shortest"
    return ranks
