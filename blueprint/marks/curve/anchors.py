"""The anchors a curve makes from its values: a series' named points
(`peak-1`, `demand.valley-2`), positions (`at-6h`), and where the first series
crosses a line or another series (`ID.LINE.crossing-1`), found as drawn.
Apart from `data.py` so the series and the plot read whole."""

from __future__ import annotations

import re

from blueprint.model import last_name
from blueprint.series import Point, paired, value_at
from blueprint.values import parse_quantity
from blueprint.marks.curve.data import Plot, Trace, ceiling_of
from blueprint.marks.curve.spec import CurveSpec
from blueprint.marks.curve.points import CurvePoint, named_point
from blueprint.marks.reference_lines import VALUE, value_on_axis
from blueprint.marks.reference_lines import value_written as written_on_axis

NAMED = re.compile(r"^(highest|lowest)$|^(peak|valley)-(\d+)$")  # the same points as anchor names
CROSSING = re.compile(r"^crossing-(\d+)$")  # where the first series crosses a line or another series: `ID.LINE.crossing-1`


def value_place(spec: CurveSpec, plot: Plot, name: str) -> float | None:
    """The value a value anchor stands at on the curve's value axis
    (`value-15tb` -> 15.0), from 0 to the plot's top (`marks/reference_lines.py`)."""
    return value_on_axis(spec.y, ceiling_of(spec, plot), name)


def value_written(spec: CurveSpec, name: str) -> str:
    """A value anchor's value as written, with the value axis's unit (`15 tb`)."""
    return written_on_axis(spec.y, name)


def named_points(trace: Trace) -> list[str]:
    """The anchor names of a series' named points: `highest`, `lowest`, `peak-1`, ..."""
    names = ["highest", "lowest"]
    for kind in ("peak", "valley"):
        names += [f"{kind}-{n + 1}" for n in range(len(trace.extremes(kind)))]
    return names


def anchor_point(plot: Plot, name: str) -> tuple[Trace, CurvePoint] | None:
    """The series and point an anchor name made from values stands for
    (`peak-1`, `demand.valley-2`, `at-6h`, `capacity.at-90min`), or None."""
    holder, point = last_name(name)
    crossing = CROSSING.match(point)
    if crossing:
        return crossing_point(plot, holder, int(crossing.group(1)))
    trace = plot.trace(holder or None)
    if trace is None or "." in holder:
        return None
    match = NAMED.match(point)
    if match:
        found = named_point(trace, match.group(1) or match.group(2), int(match.group(3) or 0))
        return (trace, found) if isinstance(found, CurvePoint) else None
    if not point.startswith("at-"):
        return None
    try:
        where = parse_quantity(point[3:])
    except ValueError:
        return None
    if where.is_range or not plot.axis.fits(where) or plot.axis.value(where)[0] > plot.end:
        return None
    x = plot.axis.value(where)[0]
    index = min(range(len(trace.xs)), key=lambda i: abs(trace.xs[i] - x))
    return trace, CurvePoint(index, "time", written=plot.axis.written(where), at=x)


def crossed(plot: Plot, other: str) -> tuple[tuple, list[Point]] | None:
    """What the first series may cross, by name: a line (by its id) or another
    series, as (its key under the curve's node, its drawn points); None for
    another name or the first series itself."""
    line = next((l for l in plot.lines if l[0] == other), None)
    if line is not None:
        return ("lines", line[1]), [(0.0, line[2]), (plot.end, line[2])]
    trace = plot.trace(other) if other else None
    if trace is None or trace is plot.traces[0]:
        return None
    return tuple(trace.series.path), trace.drawn


def crossings(plot: Plot, other: str) -> list[float]:
    """Where, left to right, the first series crosses `other` (a line or another
    series) as drawn: the places (axis numbers) where one passes from under the
    other to over it, or back; touching without passing is no crossing."""
    found = crossed(plot, other)
    if found is None:
        return []
    places: list[float] = []
    sign, since = 0, 0.0
    for x, a, b in paired(plot.traces[0].drawn, found[1]):
        now = (a > b) - (a < b)
        if now and sign and now != sign:
            places.append(_meeting(plot.traces[0].drawn, found[1], since, x))
        if now:
            sign, since = now, x
    return places


def _meeting(first: list[Point], second: list[Point], low: float, high: float) -> float:
    """The place between `low` and `high` (on either side of it) where the two
    runs meet, found by halving; where one holds on the other a while, the
    middle of that stretch."""
    gap = lambda at: value_at(first, at) - value_at(second, at)
    start = gap(low) > 0
    left, right = low, high
    for _ in range(48):  # the last place still on the `low` side
        middle = (left + right) / 2
        if gap(middle) != 0 and (gap(middle) > 0) == start:
            left = middle
        else:
            right = middle
    touch_from = left
    left, right = low, high
    for _ in range(48):  # the first place on the `high` side
        middle = (left + right) / 2
        if gap(middle) != 0 and (gap(middle) > 0) != start:
            right = middle
        else:
            left = middle
    return (touch_from + right) / 2


def crossing_point(plot: Plot, other: str, nth: int) -> tuple[Trace, CurvePoint] | None:
    """The first series at its `nth` crossing of `other`, as a point at its place."""
    places = crossings(plot, other)
    if not 1 <= nth <= len(places):
        return None
    trace, x = plot.traces[0], places[nth - 1]
    index = min(range(len(trace.xs)), key=lambda i: abs(trace.xs[i] - x))
    return trace, CurvePoint(index, "crossing", nth, len(places), written=plot.axis.text(x), at=x)
