"""What a column chart states (facts, no English): its columns from the left,
each with its look, label, value (as the axis's unit says it) and what it
stands for, and the parts stacked past its value (each with its look, value
and meaning); whether the columns hang, or stand as stacks of cells (what one cell stands for); the column that stands clear as the tallest or the shortest; the
axis's unit and title; the axis along the slots (`x`): its step, title and the words at
its ticks, each at its edge; each reference line across the columns, its look,
words and value, and which columns stand over it or reach it. The realiser's "columns" form says them
(`describe/realise/columns.py`): "three columns on one scale of dollars ...;
the spot column is the shortest"."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber, chart_line
from blueprint.describe.say.compare import CLEAR
from blueprint.describe.say.facts import LineAcross, Statement, Thing, Time, TimeAxis, told_look
from blueprint.describe.say.times import UNIT_NOUNS
from blueprint.marks.columns import ColumnSpec, ColumnsSpec
from blueprint.values import Quantity

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class ColumnsDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(ColumnsSpec)
        lengths = [column.whole - column.foot for column in spec.columns]  # as drawn: a column from a value (`from`) is as long as its value
        ranks = _ranks(lengths) | _together([column.amount for column in spec.columns], lengths)
        places = spec.place_axis
        members = tuple(
            Thing(spec.noun, node.path + ("columns", index), look=told_look(column.look), label=column.label, amount=_amount(column),
                  part_noun=column.written.unit if column.written is not None else None, at=places.written(column.at) if column.at is not None else None,
                  means=column.means, alt=column.alt, quality=ranks.get(index), rank=index + 1, parts=_parts(node, index, ctx),
                  hangs=(f"{column.foot:g}", f"{column.foot + column.amount:g}") if column.from_ is not None else None)  # its top: its parts stack past it
            for index, column in enumerate(spec.columns)
        )
        title = spec.y.title if spec.y is not None else None
        unit = spec.axis_unit.unit or None
        return Statement((Thing(spec.noun, node.path, count=len(members), members=members, label=title, part_noun=unit, alt=spec.alt, form="columns",
                                motion="hanging" if spec.hang else None, axis=_slot_axis(spec) or _hung_axis(node, ctx), ruled=_slot_step(spec),
                                arrangement="stack" if spec.cells else "list", means=spec.cells,  # stacks of cells, one per unit: what a cell stands for
                                across=_across(spec), arrow="up" if spec.y is not None and spec.y.arrow else None, waterfall=_waterfall(spec)),))


def _waterfall(spec: ColumnsSpec) -> str | None:
    """"down" where each column after the first hangs from where the one
    before it ended (its top at the foot of the one before, or at the top of
    one standing on the baseline), the last perhaps standing on the baseline
    at that level (a total); "up" where each stands on the top of the one
    before; None else, or with no column hanging (`from`)."""
    columns = spec.columns
    if len(columns) < 3 or not any(c.from_ is not None for c in columns):
        return None
    near = lambda a, b: abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    down = all(near(b.whole, a.foot if a.from_ is not None else a.whole) for a, b in zip(columns, columns[1:]))
    up = all(near(b.foot if b.from_ is not None else b.whole, a.whole) for a, b in zip(columns, columns[1:]))
    return "down" if down else "up" if up else None


def _amount(column: ColumnSpec) -> str:
    """A column's value as written: `6` of `6 min` (its unit is the member's
    `part_noun`), or the number on the axis."""
    return f"{float(column.written.low):g}" if column.written is not None else f"{column.amount:g}"


def _across(spec: ColumnsSpec) -> tuple[LineAcross, ...]:
    """Each line across the columns (as a curve's lines are stated), with the
    columns whose whole stands over it and those that reach it, from the left."""
    wholes = [column.whole for column in spec.columns]
    return tuple(LineAcross(chart_line(l),
                            over=tuple(i + 1 for i, w in enumerate(wholes) if w > l.at + 1e-9),
                            reach=tuple(i + 1 for i, w in enumerate(wholes) if abs(w - l.at) <= 1e-9))
                 for l in spec.lines)


def _slot_axis(spec: ColumnsSpec) -> TimeAxis | None:
    """The axis along the slots as drawn: its title, its length (the count of
    columns) and each tick with words, at its edge (0 the first column's left)."""
    if spec.x is None:
        return None
    edge = lambda at: Time(Fraction(at).limit_denominator(10**6), "")
    named = tuple((edge(t.at), t.text) for t in spec.slot_ticks() if t.text is not None)
    unit = spec.place_axis.unit if spec.placed else ""
    title = spec.x.title or (f"{UNIT_NOUNS.get(unit, unit)}s" if unit and unit != "%" else None)  # columns at places: "along an axis of hours", not of the columns' noun
    return TimeAxis(title, edge(spec.extent), named, arrow=spec.x.arrow)  # the count of slots, or the placed axis's length


def _hung_axis(node: "MarkNode", ctx: "DescribeContext") -> TimeAxis | None:
    """A hanging chart's slots line up under the chart it hangs from (the one
    before it in its group, of as many columns): that chart's axis along its
    slots is theirs too, for where its runs stand (never said as its own:
    the lead says an axis only where `x` is given, `ruled`)."""
    spec = node.spec_as(ColumnsSpec)
    if not spec.hang:
        return None
    before = [n for n in ctx.marks_of("columns") if n.parent == node.parent and n.path < node.path]
    if not before:
        return None
    above = before[-1].spec_as(ColumnsSpec)
    return _slot_axis(above) if len(above.columns) == len(spec.columns) else None


def _slot_step(spec: ColumnsSpec) -> str | None:
    """The step the axis along the slots is ruled at, in columns (`1`: every
    column's edge): its `ticks` as a step, or a list of ticks evenly apart."""
    places = [tick.at for tick in spec.slot_ticks()]
    gaps = {round(b - a, 9) for a, b in zip(places, places[1:])}
    if len(gaps) != 1:
        return None
    step = gaps.pop()
    return spec.place_axis.text(step) if spec.placed else f"{step:g}"  # columns at places: a step on their axis (`1 h`), not a count of columns


def _parts(node: "MarkNode", index: int, ctx: "DescribeContext") -> tuple[Thing, ...]:
    """The parts stacked past a column's value, outward: each its look, value and meaning."""
    column = node.spec_as(ColumnsSpec).columns[index]
    return tuple(Thing("part", node.path + ("columns", index, "parts", number), look=told_look(part.look), label=part.label,
                       amount=f"{float(part.value.low):g}" if isinstance(part.value, Quantity) else f"{part.value:g}",
                       part_noun=part.value.unit if isinstance(part.value, Quantity) else None, means=part.means)
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


def _together(values: list[float], wholes: list[float]) -> dict[int, str]:
    """Neighbouring columns (two or more) that together hold the greatest
    value of three or more unlike ones: "tallest-together" where none
    reaches further, else "most-together" (a column with parts stacked past
    a smaller value reaches further: calling these the tallest would be false)."""
    if len(values) < 3 or len(set(values)) == 1:
        return {}
    top = max(values)
    at = [i for i, v in enumerate(values) if v == top]
    if len(at) < 2 or at[-1] - at[0] + 1 != len(at):
        return {}
    quality = "tallest-together" if all(wholes[i] == max(wholes) for i in at) else "most-together"
    return {i: quality for i in at}
