"""The columns mark: a column chart. Several values standing upright side by
side on one value axis, each column with its label under its foot and its
value past its top (issue 25, item 7: "a column chart").

Spec: `columns`, each `{id, value, label, means, parts}` in a look (`fill`,
`hatch`, `outline`, `colour`: `marks/look.py`; grey by default; `parts`
stacked past its value, each in its own look), `values` (`all` or `none`
written), `hang` (hanging down from a baseline at the top), on one
value axis `y` (`marks/axis.AxisSpec`: its title, unit and ticks), up to
`top` (a little over the highest value by default), an axis `x` along the
slots (the same `AxisSpec`: slot k's left edge stands at k, the last edge at
the count, so an hour axis reads 0 to 24 under 24 columns), `noun` what the alt
text calls each column; reference `lines` across the columns at a value
(`marks/reference_lines.py`, as a curve's). Anchors: `ID`, `ID.column-N`
(from 1 at the left), `ID.column-N.part-M`, a column's own id (`ID.spot`), a
line's id (`ID.ceiling`) and a value on the axis (`ID.value-80`: a line across
the columns at that height). Drawing: `layout/marks/columns.py`;
facts: `describe/marks/columns.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal

from pydantic import Field, PrivateAttr, field_validator, model_validator

from blueprint import messages
from blueprint.marks.axis import AxisSpec, PlainAxis, Tick, ValueAxis, resolve, value_axis
from blueprint.marks.axis_checks import Longer, check as check_axis
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.label import Label, Labelled
from blueprint.marks.look import Looked
from blueprint.marks.positions import Scale, scale_anchor
from blueprint.marks.reference_lines import LineSpec, check_lines, line_ids, lines_field, value_on_axis, value_summary
from blueprint.marks.units import Axis
from blueprint.model import Alt, Identifier, OnAxis, Text
from blueprint.values import Quantity, QuantityField, grouped

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

NUMBERED = re.compile(r"column-([1-9][0-9]*)")
STACKED = re.compile(r"column-([1-9][0-9]*)\.part-([1-9][0-9]*)")  # a part stacked on a column
COLUMN_END = re.compile(r"column-[1-9][0-9]*(\.part-[1-9][0-9]*)?")  # a column or a part: its ends are along it (foot, top)


VALUES = ("all", "none")
MOST_CELLS = 64  # a column of cells: past this, the cells are too thin to count  # which columns have their value written past their end


class ColumnPartSpec(Looked, Labelled):
    """A part stacked on a column past its own value, in its own look: the red
    hatched tip of cold starts missed on a blue column of those saved. Its
    label stands inside it where the words fit, else beside the column
    (`label-side: left` or `right`, level with the part's middle)."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "left", "right")
    leader_refused: ClassVar[str | None] = messages.COLUMN_PART_LEADER

    value: Annotated[float, Field(gt=0, le=1e12)] | QuantityField = Field(description="the part's value, in the axis's unit (`240`) or written with a unit of it (`240 h`), as a column's value: its length on the shared scale, stacked past the column's own value (or the part before it)")
    label: Label | None = Field(None, description="words for the part, drawn inside it where they fit, else beside the column level with the part (`label-side`), and said in the alt text with it (`missed`)")
    means: Text | None = Field(None, description="what the part stands for, for the alt text (`cold starts missed`)")
    _amount: float = PrivateAttr(0.0)

    @field_validator("value")
    @classmethod
    def _above_zero(cls, value: float | Quantity) -> float | Quantity:
        """A part written with a unit is over zero too, as a plain one is (`gt=0`)."""
        if isinstance(value, Quantity) and value.low <= 0:
            raise ValueError(messages.COLUMN_PART_ZERO.format(found=value.written))
        return value

    @property
    def amount(self) -> float:
        """The value in the value axis's numbers (`4 h` on an axis in `min`: 240)."""
        return self.value if isinstance(self.value, float) else self._amount


class ColumnSpec(Looked):
    """One column: a value standing upright on the chart's one axis, in a
    look (grey by default: a value as it is)."""

    id: Identifier | None = None
    value: Annotated[float, Field(ge=0, le=1e12)] | QuantityField = Field(description="the column's value, in the axis's unit (`40` on an axis of `$`: forty dollars) or written with a unit of it (`6 min`, `40 s` on an axis in `s`: converted, and said as written); its height on the shared scale, written past its top")
    at: QuantityField | None = Field(None, description="the column's place on the axis along the chart (`14 h`): the column stands centred there, and places between columns stay empty; every column of the chart takes one, in order")
    label: Label | None = Field(None, description="words under the column's foot: what it is (`spot`), one line or two as a list (`[paid, '1,000 h']`)")
    means: Text | None = Field(None, description="what the column stands for, for the alt text (`the hourly price of an H100`)")
    from_: QuantityField | None = Field(None, alias="from", description="the value the column starts at, in the axis's unit or with a unit of it (`760 h`): it hangs there, drawn from it to its value past it with no base under it (a waterfall's piece where the last one ended, a floating range); `ID.column-N.start` is its foot, `.end` its top")
    parts: list[ColumnPartSpec] | None = Field(None, max_length=4, description="parts stacked past the column's value, each `{value, label, means}` in its own look, in order outward (`[{value: 6, fill: red, hatch: true, means: missed}]`): the column's whole is its value and theirs")
    alt: Alt | None = None
    _amount: float = PrivateAttr(0.0)
    _foot: float = PrivateAttr(0.0)

    @property
    def foot(self) -> float:
        """Where the column starts, in the value axis's numbers: its `from`, else 0."""
        return self._foot

    @property
    def amount(self) -> float:
        """The value in the value axis's numbers (`6 min` on an axis in `s`: 360)."""
        return self.value if isinstance(self.value, float) else self._amount

    @property
    def written(self) -> Quantity | None:
        """The value as written with its own unit (`6 min`), if it has one."""
        return self.value if isinstance(self.value, Quantity) and self.value.unit else None

    @property
    def whole(self) -> float:
        """How far the column reaches: its foot, its value and its stacked parts'."""
        return self.foot + self.amount + sum(part.amount for part in self.parts or ())

    def written_values(self) -> list[tuple[tuple, Quantity]]:
        """Each value written with a unit, with its key under the column: its
        value, its `from`, its parts' values (the axis's unit checks them)."""
        found = [(("value",), self.value)] if isinstance(self.value, Quantity) else []
        found += [(("from",), self.from_)] if self.from_ is not None else []
        return found + [(("parts", k, "value"), part.value) for k, part in enumerate(self.parts or ()) if isinstance(part.value, Quantity)]


class ColumnsSpec(OnAxis):
    """A column chart: values standing upright in a row on one value axis,
    in even slots or at their places on an axis along it (`at`)."""

    id: Identifier | None = None
    span: QuantityField | None = Field(None, description="with columns at places (`at`): the length of the axis along the chart, from 0 (`24 h`); by default to the last place and one step past it. With `same-scale`, the named mark's axis sets the px per unit")
    columns: list[ColumnSpec] = Field(min_length=1, max_length=24, description="the columns, from the left: each `{id, value, label, means}` in a look")
    y: AxisSpec | None = Field(None, description="the value axis at the left, `{title, unit, ticks, labels}` (`marks/axis.py`): its unit is every value's (`$`: `$40`, said forty dollars)")
    top: float | None = Field(None, gt=0, le=1e12, description="the value at the top of the axis (by default a little over the highest value, and at least the highest tick)")
    noun: Text = Field("column", description="what the alt text calls each column (`price`, `region`)")
    values: Literal[VALUES] = Field("all", description="`all`: each column's value written past its end (the default); `none`: no figures (the axis, labels or notes say them)")  # type: ignore[valid-type]
    cells: Text | None = Field(None, description="what one cell stands for (`spare GPU`): each column drawn as a stack of cells, one per unit of its value (whole values only, up to 64 a column), as a count of things reads")
    x: AxisSpec | None = Field(None, description="an axis along the slots under the columns, `{title, unit, ticks, labels}` (`marks/axis.py`): slot k's left edge stands at k and the last edge at the count of columns, so `x: {ticks: 1, labels: 6}` under 24 hourly columns rules every hour's edge and writes 0, 6, 12, 18 and 24 (name ticks for other words: `{at: 6, label: '06'}`); a chart that hangs under it shares it and takes none")
    lines: list[LineSpec] = lines_field(description="reference lines across the columns at a value, as a curve's: each `{id, at, label, weight, outline, colour, noun, means}` (`[{id: ceiling, at: 80, label: 80 gb ceiling, weight: thick, outline: solid}]`), drawn over the columns; the alt text says which columns stand over it")
    hang: bool = Field(False, description="`true`: the columns hang down from a baseline at the top, as a second series under a chart placed `below` it on the same slots (cold starts saved under the warm spares)")
    alt: Alt | None = None

    @model_validator(mode="after")
    def _axis_end(self) -> "ColumnsSpec":
        """`y: {to: 100}` says where the value axis ends, as `top` does (both
        written, the checks refuse it at `to`); each value written with a unit
        in the value axis's numbers (one that does not fit is refused by the checks)."""
        if self.y is not None and self.y.to is not None and self.top is None and self.y.to.low > 0:
            object.__setattr__(self, "top", float(self.y.to.low))
        unit = self.axis_unit
        number = lambda quantity: unit.value(quantity)[0] if unit.fits(quantity) else float(quantity.low)
        for column in self.columns:
            if isinstance(column.value, Quantity):
                column._amount = number(column.value)
            if column.from_ is not None:
                column._foot = number(column.from_)
            for part in column.parts or ():
                if isinstance(part.value, Quantity):
                    part._amount = number(part.value)
        return self

    @property
    def axis_unit(self) -> Axis:
        """The unit every value is in (`$`, `GB`): the value axis's, else the
        first unit a value is written in; or plain numbers."""
        if self.y is not None and self.y.unit:
            return value_axis(self.y, self.grouped)
        grouped = self.grouped
        first = next((quantity.unit for column in self.columns for _, quantity in column.written_values() if quantity.unit), None)
        return ValueAxis(first, grouped=grouped) if first else PlainAxis("", grouped=grouped)

    @property
    def grouped(self) -> bool:
        """Whether the writer groups thousands (`1,000 h`) in a value on the
        axis: its figures of four digits take the separator too."""
        return any(grouped(quantity.written) for column in self.columns for _, quantity in column.written_values())

    @property
    def placed(self) -> bool:
        """Whether the columns stand at places on an axis (`at`), not in even slots."""
        return any(column.at is not None for column in self.columns)

    @property
    def place_axis(self) -> Axis:
        """The unit of the places (`at`): the `x` axis's `unit`, else the first place's, else plain numbers."""
        written = [column.at.unit for column in self.columns if column.at is not None and column.at.unit]
        return Axis((self.x.unit if self.x is not None else None) or (written[0] if written else ""))

    def places(self) -> list[float]:
        """Each column's place in axis numbers (seconds on a time axis); 0 where none is written."""
        unit = self.place_axis
        return [unit.value(column.at)[0] if column.at is not None and unit.fits(column.at) else 0.0 for column in self.columns]

    @property
    def extent(self) -> float:
        """How long the axis along the chart is: the count of slots; with places,
        `span`, else the last place and the least step between places past it."""
        if not self.placed:
            return float(len(self.columns))
        unit = self.place_axis
        if self.span is not None and unit.fits(self.span):
            return unit.value(self.span)[0]
        places = sorted(self.places())
        steps = [b - a for a, b in zip(places, places[1:]) if b > a]
        return places[-1] + (min(steps) if steps else unit.per_unit())

    @property
    def highest(self) -> float:
        """The value the axis is ruled up to: `top`, else the highest value."""
        most = max([column.whole for column in self.columns] + [line.at for line in self.lines], default=0.0)
        return self.top if self.top is not None else (most or 1.0)

    @property
    def slot_unit(self) -> Axis:
        """The unit of the axis along the slots (`x`): its `unit`, or plain
        numbers; with places, the places' unit."""
        if self.placed:
            return self.place_axis
        return value_axis(self.x) if self.x is not None else PlainAxis("")

    def slot_ticks(self) -> list[Tick]:
        """The ticks of the axis along the slots (none without `x` and its
        `ticks`), at the slots' edges: 0 at the first's left, the count at the
        last's right; with places, along the axis to its `extent`."""
        if self.x is None or self.x.ticks is None:
            return []
        return resolve(self.x, self.slot_unit, self.extent)

    def ticks(self) -> list[Tick]:
        """The value axis's ticks (none without `y` and its `ticks`), up to `top` or the highest value."""
        if self.y is None or self.y.ticks is None:
            return []
        return resolve(self.y, self.axis_unit, self.highest)


class ColumnsMark(MarkKind):
    name = "columns"
    model = ColumnsSpec
    plotted = True

    def runs_up(self, node: MarkNode, name: str) -> bool:
        """A column and its parts run upward (`start` its foot, `end` its top),
        as the layout draws their ends, where the chart has no axis along its
        slots (there a column's ends are its slot's edges) and does not hang
        (there it runs down the page)."""
        spec = node.spec_as(ColumnsSpec)
        return COLUMN_END.fullmatch(name) is not None and not spec.hang and (spec.x is None or spec.placed)

    def ids(self, node: MarkNode) -> list[Ident]:
        """The chart, and each column that has an id (`ID.spot`)."""
        if not node.id:
            return []
        spec = node.spec_as(ColumnsSpec)
        found = [Ident(node.id, node.path + ("id",), self.name, node)]
        found += [Ident(f"{node.id}.{column.id}", node.path + ("columns", index, "id"), "column", node) for index, column in enumerate(spec.columns) if column.id]
        return found + line_ids(node, spec.lines)

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`column-N` and `column-N.part-M`, for the columns and parts there
        are; `value-N`, a value on the axis (a line across the columns)."""
        spec = node.spec_as(ColumnsSpec)
        if value_on_axis(spec.y, spec.highest, name) is not None:
            return True
        columns = spec.columns
        stacked = STACKED.fullmatch(name)
        if stacked is not None:
            at = int(stacked.group(1))
            return at <= len(columns) and int(stacked.group(2)) <= len(columns[at - 1].parts or ())
        found = NUMBERED.fullmatch(name)
        return (found is not None and int(found.group(1)) <= len(columns)) or scale_anchor(self.scale(node), name)

    def scale(self, node: MarkNode) -> Scale | None:
        """With columns at places (`at`): the axis along the chart, from 0 to its
        `extent` (`at-14h` a place on it); a chart of even slots has none."""
        spec = node.spec_as(ColumnsSpec)
        return Scale(spec.place_axis, spec.extent) if spec.placed else None

    def key_of_anchor(self, node: MarkNode, name: str) -> tuple | None:
        stacked = STACKED.fullmatch(name)
        if stacked is not None:
            return node.path + ("columns", int(stacked.group(1)) - 1, "parts", int(stacked.group(2)) - 1)
        found = NUMBERED.fullmatch(name)
        return node.path + ("columns", int(found.group(1)) - 1) if found else None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec = node.spec_as(ColumnsSpec)
        count = len(spec.columns)
        return [messages.ANCHOR_ONE.format(name="column") if count == 1 else messages.ANCHOR_RANGE.format(name="column", last=count), value_summary(spec.y, spec.highest)] + self.scale_summary(node)

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Every value under `top`; the axis's ticks on the axis."""
        spec = node.spec_as(ColumnsSpec)
        if spec.cells is not None:
            for index, column in enumerate(spec.columns):
                if column.whole != int(column.whole) or column.whole > MOST_CELLS or any(p.amount != int(p.amount) for p in column.parts or ()):
                    diagnostics.error(source.locate(node.path + ("columns", index, "value")), messages.COLUMN_CELLS_WHOLE.format(value=f"{column.whole:g}", most=MOST_CELLS))
        if spec.top is not None:
            for index, column in enumerate(spec.columns):
                if column.whole > spec.top:
                    diagnostics.error(source.locate(node.path + ("columns", index, "value")), messages.COLUMN_OVER_TOP.format(value=f"{column.whole:g}", top=f"{spec.top:g}"))
        check_lines(spec.lines, spec.top, lambda *key: source.locate(node.path + key), diagnostics)
        if spec.y is not None and spec.y.from_ is not None:  # columns stand on zero
            diagnostics.error(source.locate(node.path + ("y", "from"), key=True), messages.AXIS_FROM_NOT_HERE.format(mark="column chart", axis="value axis"))
        if spec.y is not None and spec.y.to is not None and "top" in spec.model_fields_set:
            diagnostics.error(source.locate(node.path + ("y", "to"), key=True), messages.AXIS_TO_TWICE.format(key="top", axis="y"))
        for index, column in enumerate(spec.columns):
            for key, quantity in column.written_values():
                spec.axis_unit.check(quantity, source.locate(node.path + ("columns", index, *key)), diagnostics)
        _check_feet(node, spec, source, diagnostics)
        _check_places(node, spec, source, diagnostics)
        if spec.x is not None:
            _check_slot_axis(node, spec, source, diagnostics)
        if spec.y is not None:
            if spec.y.ticks is None:
                diagnostics.error(source.locate(node.path + ("y",)), messages.AXIS_Y_NEEDS_TICKS)
                return
            check_axis(spec.y, spec.axis_unit, spec.highest, lambda *key: source.locate(node.path + ("y", *key)), diagnostics, Longer.of(node.path, "y", spec.y, "top"), exact_end=spec.top is not None)


def _check_feet(node: MarkNode, spec: ColumnsSpec, source: "SourceMap", diagnostics: "Diagnostics") -> None:
    """A column that starts at a value (`from`) hangs there with no base: a
    stack of cells counts from the baseline, so it takes none."""
    if spec.cells is None:
        return
    for index, column in enumerate(spec.columns):
        if column.from_ is not None:
            diagnostics.error(source.locate(node.path + ("columns", index, "from"), key=True), messages.COLUMN_FROM_CELLS)


def _check_slot_axis(node: MarkNode, spec: ColumnsSpec, source: "SourceMap", diagnostics: "Diagnostics") -> None:
    """The axis along the slots (`x`): on a standing chart (one that hangs
    shares the chart's above it), from the first slot's edge (0) to the last's
    (the count), ruled by `ticks`, every tick on it."""
    where = lambda *key: source.locate(node.path + ("x", *key), key=True)
    if spec.hang:
        diagnostics.error(where(), messages.COLUMN_X_HANGING)
    elif spec.x is None:
        return
    elif spec.x.from_ is not None or spec.x.to is not None:
        key = "from" if spec.x.from_ is not None else "to"
        if spec.placed:
            diagnostics.error(where(key), messages.COLUMN_X_PLACED_ENDS.format(key=key, end=spec.place_axis.text(spec.extent)))
        else:
            diagnostics.error(where(key), messages.COLUMN_X_ENDS.format(key=key, count=len(spec.columns)))
    elif spec.x.ticks is None:
        diagnostics.error(where(), messages.COLUMN_X_NEEDS_TICKS)
    else:
        longer = Longer.of(node.path, "x", spec.x, "span") if spec.placed else Longer.of(node.path, "x", spec.x, None, messages.AXIS_SLOTS_END)
        check_axis(spec.x, spec.slot_unit, spec.extent, lambda *key: source.locate(node.path + ("x", *key)), diagnostics, longer)


def _check_places(node: MarkNode, spec: ColumnsSpec, source: "SourceMap", diagnostics: "Diagnostics") -> None:
    """Columns at places (`at`): every column has one, in the axis's unit, in
    order from the left and on the axis; `span` and `same-scale` only with places."""
    where = lambda *key: source.locate(node.path + key)
    if not spec.placed:
        for key, given in (("span", spec.span), ("same-scale", spec.same_scale)):
            if given is not None:
                diagnostics.error(source.locate(node.path + (key,), key=True), messages.COLUMN_PLACES_ONLY.format(key=key))
        return
    unit = spec.place_axis
    if spec.span is not None and not unit.check(spec.span, where("span"), diagnostics):
        return
    before: Quantity | None = None
    for index, column in enumerate(spec.columns):
        if column.at is None:
            diagnostics.error(where("columns", index), messages.COLUMN_AT_EVERY)
            return
        if not unit.check(column.at, where("columns", index, "at"), diagnostics):
            return
        at = unit.value(column.at)[0]
        if before is not None and at <= unit.value(before)[0]:
            diagnostics.error(where("columns", index, "at"), messages.COLUMN_AT_ORDER.format(found=unit.written(column.at), before=unit.written(before)))
        elif at > spec.extent + 1e-9:
            diagnostics.error(where("columns", index, "at"), messages.COLUMN_AT_PAST.format(found=unit.written(column.at), end=unit.text(spec.extent)))
        before = column.at
