"""The columns mark: a column chart. Several values standing upright side by
side on one value axis, each column with its label under its foot and its
value past its top (issue 25, item 7: "a column chart").

Spec: `columns`, each `{id, value, label, means}` in a look (`fill`,
`hatch`, `outline`, `colour`: `marks/look.py`; grey by default), on one
value axis `y` (`marks/axis.AxisSpec`: its title, unit and ticks), up to
`top` (a little over the highest value by default), `noun` what the alt
text calls each column. Anchors: `ID`, `ID.column-N` (from 1 at the left)
and a column's own id (`ID.spot`). Drawing: `layout/marks/columns.py`;
facts: `describe/marks/columns.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from blueprint import messages
from blueprint.marks.axis import AxisSpec, PlainAxis, Tick, check as check_axis, resolve, value_axis
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.look import Looked
from blueprint.marks.units import Axis
from blueprint.model import Alt, Identifier, Placed, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

NUMBERED = re.compile(r"column-([1-9][0-9]*)")


class ColumnSpec(Looked):
    """One column: a value standing upright on the chart's one axis, in a
    look (grey by default: a value as it is)."""

    id: Identifier | None = None
    value: float = Field(ge=0, le=1e12, description="the column's value, in the axis's unit (`40` on an axis of `$`: forty dollars); its height on the shared scale, written past its top")
    label: Text | None = Field(None, description="words under the column's foot: what it is (`spot`)")
    means: Text | None = Field(None, description="what the column stands for, for the alt text (`the hourly price of an H100`)")
    alt: Alt | None = None


class ColumnsSpec(Placed):
    """A column chart: values standing upright in a row on one value axis."""

    id: Identifier | None = None
    columns: list[ColumnSpec] = Field(min_length=1, max_length=24, description="the columns, from the left: each `{id, value, label, means}` in a look")
    y: AxisSpec | None = Field(None, description="the value axis at the left, `{title, unit, ticks, labels}` (`marks/axis.py`): its unit is every value's (`$`: `$40`, said forty dollars)")
    top: float | None = Field(None, gt=0, le=1e12, description="the value at the top of the axis (by default a little over the highest value, and at least the highest tick)")
    noun: Text = Field("column", description="what the alt text calls each column (`price`, `region`)")
    alt: Alt | None = None

    @model_validator(mode="after")
    def _axis_end(self) -> "ColumnsSpec":
        """`y: {to: 100}` says where the value axis ends, as `top` does (both
        written, the checks refuse it at `to`)."""
        if self.y is not None and self.y.to is not None and self.top is None and self.y.to.low > 0:
            object.__setattr__(self, "top", float(self.y.to.low))
        return self

    @property
    def axis_unit(self) -> Axis:
        """The unit every value is in (`$`, `GB`), or plain numbers."""
        return value_axis(self.y) if self.y is not None else PlainAxis("")

    @property
    def highest(self) -> float:
        """The value the axis is ruled up to: `top`, else the highest value."""
        most = max((column.value for column in self.columns), default=0.0)
        return self.top if self.top is not None else (most or 1.0)

    def ticks(self) -> list[Tick]:
        """The value axis's ticks (none without `y` and its `ticks`), up to `top` or the highest value."""
        if self.y is None or self.y.ticks is None:
            return []
        return resolve(self.y, self.axis_unit, self.highest)


class ColumnsMark(MarkKind):
    name = "columns"
    model = ColumnsSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The chart, and each column that has an id (`ID.spot`)."""
        if not node.id:
            return []
        spec = node.spec_as(ColumnsSpec)
        found = [Ident(node.id, node.path + ("id",), self.name, node)]
        found += [Ident(f"{node.id}.{column.id}", node.path + ("columns", index, "id"), "column", node) for index, column in enumerate(spec.columns) if column.id]
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`column-N`, for the columns there are."""
        found = NUMBERED.fullmatch(name)
        return found is not None and int(found.group(1)) <= len(node.spec_as(ColumnsSpec).columns)

    def key_of_anchor(self, node: MarkNode, name: str) -> tuple | None:
        found = NUMBERED.fullmatch(name)
        return node.path + ("columns", int(found.group(1)) - 1) if found else None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        count = len(node.spec_as(ColumnsSpec).columns)
        return [messages.ANCHOR_ONE.format(name="column") if count == 1 else messages.ANCHOR_RANGE.format(name="column", last=count)]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Every value under `top`; the axis's ticks on the axis."""
        spec = node.spec_as(ColumnsSpec)
        if spec.top is not None:
            for index, column in enumerate(spec.columns):
                if column.value > spec.top:
                    diagnostics.error(source.locate(node.path + ("columns", index, "value")), messages.COLUMN_OVER_TOP.format(value=f"{column.value:g}", top=f"{spec.top:g}"))
        if spec.y is not None and spec.y.from_ is not None:  # columns stand on zero
            diagnostics.error(source.locate(node.path + ("y", "from"), key=True), messages.AXIS_FROM_NOT_HERE.format(mark="column chart", axis="value axis"))
        if spec.y is not None and spec.y.to is not None and "top" in spec.model_fields_set:
            diagnostics.error(source.locate(node.path + ("y", "to"), key=True), messages.AXIS_TO_TWICE.format(key="top", axis="y"))
        if spec.y is not None:
            if spec.y.ticks is None:
                diagnostics.error(source.locate(node.path + ("y",)), messages.AXIS_Y_NEEDS_TICKS)
                return
            check_axis(spec.y, spec.axis_unit, spec.highest, lambda *key: source.locate(node.path + ("y", *key)), diagnostics, exact_end=spec.top is not None)
