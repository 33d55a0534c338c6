"""Reference lines and value anchors, one model for every mark with a value
axis (a curve, a column chart): a line across the plot at a value (`lines`:
a limit, a ceiling, what was paid for) and a value on the axis as an anchor
(`ID.value-80`, a line across the plot at that height). The marks declare
`lines` with `lines_field`, name them with `line_ids`, answer `value-N` with
`value_on_axis` and check them with `check_lines`; the drawing is
`layout/draw/reference_lines.py`. No drawing and no English here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.axis import AxisSpec, PlainAxis, value_axis
from blueprint.marks.base import Ident, MarkNode
from blueprint.marks.label import Label
from blueprint.marks.look import LineColour, LineRhythm, Lined
from blueprint.model import Identifier, Text, no_items
from blueprint.values import parse_quantity

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics

VALUE = "value-"  # a value on the value axis (`ID.value-15tb`): a line across the plot at that height (trydraw8)
MOST_LINES = 8


class LineSpec(Lined):
    """A horizontal reference line at a value: what was provisioned, a limit;
    a line in a house look (`marks/look.Lined`: dashed ink by default)."""

    id: Identifier | None = None
    at: float = Field(ge=0, le=1e12)
    label: Label | None = None
    weight: Literal["thin", "thick"] = "thin"
    outline: LineRhythm = Field("dashed", description="the line's rhythm: `dashed` (the default: a limit), `solid` or `dotted`")
    colour: LineColour = Field("dark", description="the line's colour by meaning: `dark` (ink, the default), `grey`, `blue` (a target kept) or `red` (a limit broken, a failure)")
    noun: Text = Field("line", description="what the alt text calls it")
    means: Text | None = Field(None, description="what the line stands for, for the alt text (`the capacity bought`)")


def lines_field(description: str | None = None) -> Any:
    """The `lines` key as every mark with a value axis declares it."""
    return Field(default_factory=no_items, max_length=MOST_LINES, description=description)


def line_ids(node: MarkNode, lines: Sequence[LineSpec]) -> list[Ident]:
    """Each line with an id, as `ID.LINE` (`mem.ceiling`)."""
    if not node.id:
        return []
    return [Ident(f"{node.id}.{line.id}", node.path + ("lines", index, "id"), "line", node) for index, line in enumerate(lines) if line.id]


def value_on_axis(axis: AxisSpec | None, top: float, name: str) -> float | None:
    """The value a value anchor stands at (`value-15tb` -> 15.0, `value-0`),
    written without spaces in the value axis's unit (or none), from 0 to the
    axis's `top`; None for any other name or a value off the axis."""
    if not name.startswith(VALUE):
        return None
    try:
        value = parse_quantity(name[len(VALUE):])
    except ValueError:
        return None
    unit = value_axis(axis) if axis is not None else PlainAxis("")
    if value.is_range or not unit.fits(value):
        return None
    at = unit.value(value)[0]
    return at if 0 <= at <= top + 1e-9 else None


def value_written(axis: AxisSpec | None, name: str) -> str:
    """A value anchor's value as written, with the value axis's unit (`15 tb`)."""
    unit = value_axis(axis) if axis is not None else PlainAxis("")
    return unit.text(unit.value(parse_quantity(name[len(VALUE):]))[0])


def value_summary(axis: AxisSpec | None, top: float) -> str:
    """The value anchors a mark offers, for its anchor list."""
    unit = value_axis(axis) if axis is not None else PlainAxis("")
    return messages.CURVE_ANCHOR_VALUE.format(example=unit.text(round(top / 2)).replace(" ", ""), low=unit.text(0), high=unit.text(top))


def check_lines(lines: Sequence[LineSpec], top: float | None, where: Callable[..., Any], diagnostics: "Diagnostics") -> None:
    """Every line on the axis: at or under its `top`, where one is given."""
    for index, line in enumerate(lines):
        if top is not None and line.at > top:
            diagnostics.error(where("lines", index, "at"), messages.LINE_OUTSIDE.format(value=f"{line.at:g}", low=0, high=f"{top:g}"))
