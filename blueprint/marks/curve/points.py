"""The points a mark names on a curve's series: `highest`, `lowest`, `peak 2`,
`valley 1`, or a position on the axis, found on a series and placed (a step's
value in the middle of its tread). Apart from `data.py` (the series and the
plot) so the checks, the drawing and the facts read one finder of points."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from blueprint import messages
from blueprint.marks.units import Axis
from blueprint.marks.curve.data import Trace
from blueprint.values import Quantity, parse_quantity

POINT = re.compile(r"^(highest|lowest)$|^(peak|valley)\s+(\d+)$")


@dataclass(frozen=True)
class CurvePoint:
    """Where a mark stands: the value's index, and what the point is (`highest`,
    `lowest`, `peak`, `valley`, or `time` for a position the spec wrote, at `at`
    in axis numbers)."""

    index: int
    kind: str
    nth: int = 0
    of: int = 0
    written: str = ""
    at: float | None = None


def position(at: Any) -> Quantity | str | None:
    """A mark's `at` as a position on the axis, or its point name, or None if neither."""
    if isinstance(at, Quantity):
        return at
    text = str(at).strip()
    if POINT.match(text):
        return text
    try:
        return parse_quantity(text)
    except ValueError:
        return None


def point_on(trace: Trace, axis: Axis, at: Any) -> CurvePoint | str:
    """The point of a series a mark stands at, or an error message."""
    where = position(at)
    if where is None:
        return messages.POINT_FORMAT.format(found=at)
    if isinstance(where, Quantity):
        x = axis.value(where)[0]
        index = min(range(len(trace.xs)), key=lambda i: abs(trace.xs[i] - x))
        return CurvePoint(index, "time", written=axis.written(where), at=x)
    match = POINT.match(where)
    assert match is not None  # position() gives a string only when POINT matches it
    return named_point(trace, match.group(1) or match.group(2), int(match.group(3) or 0))


def named_point(trace: Trace, kind: str, nth: int) -> CurvePoint | str:
    ys = trace.ys
    if kind == "highest":
        return CurvePoint(max(range(len(ys)), key=lambda i: (ys[i], -i)), "highest")
    if kind == "lowest":
        return CurvePoint(min(range(len(ys)), key=lambda i: (ys[i], i)), "lowest")
    found = trace.extremes(kind)
    if not 1 <= nth <= len(found):
        noun = kind + ("s" if len(found) != 1 else "")
        return messages.NO_SUCH_POINT.format(point=f"{kind} {nth}", count=len(found), noun=noun)
    return CurvePoint(found[nth - 1], kind, nth, len(found))


def located(trace: Trace, point: CurvePoint) -> tuple[float, float]:
    """A point's place on the axis and its value: a step's value stands in the
    middle of its tread; a position written in the spec stands where it was written."""
    if point.at is not None:
        return point.at, trace.value(point.at)
    xs, ys, i = trace.xs, trace.ys, point.index
    x = (xs[i] + xs[i + 1]) / 2 if trace.series.step and i + 1 < len(xs) else xs[i]
    return x, ys[i]
