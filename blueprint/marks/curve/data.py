"""The numbers of a curve: its series (one at the top of the spec, or several in
`series`), each as points in axis numbers and as drawn; the named points on a
series (`highest`, `peak 2`, a position); and the anchors made from them. Read
by the checks, the drawing (`layout/marks/curve.py`) and the facts
(`describe/marks/curve.py`), which reads each series' shape on top of them."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from blueprint import messages
from blueprint import series as arithmetic
from blueprint.model import last_name
from blueprint.series import Point, paired, value_at
from blueprint.marks import axis as axes
from blueprint.marks.units import Axis
from blueprint.marks.curve.spec import CurveSpec, PastSpec, ShapeSpec
from blueprint.scene import SpecPath
from blueprint.values import Quantity, parse_quantity

POINT = re.compile(r"^(highest|lowest)$|^(peak|valley)\s+(\d+)$")
NAMED = re.compile(r"^(highest|lowest)$|^(peak|valley)-(\d+)$")  # the same points as anchor names
CROSSING = re.compile(r"^crossing-(\d+)$")  # where the first series crosses a line or another series: `ID.LINE.crossing-1`


@dataclass(frozen=True)
class Series:
    """One series and its look; `path` is where it stands under the curve's node
    (`()` for the single curve written at the top)."""

    index: int
    id: str | None
    values: list[float] | None
    shape: ShapeSpec | None
    step: bool
    colour: str
    outline: str
    weight: str | None
    label: str | None
    noun: str | None
    path: SpecPath
    places: list | None = None  # with `points`: each value's place (a Quantity), in order
    twice: bool = False  # `values` and `points` both written (one too many)
    staircase: bool = False  # a step line that only climbs or only falls, said as a staircase (`step` is set with it)
    straight: bool = False  # straight pieces between its points, a drop where two share a place
    past: PastSpec | None = None  # the look it takes past a place or above a value
    from_baseline: bool = True  # climbing, its first step rises from the baseline (`false`: it starts at its first value)
    label_side: str | None = None  # where its label stands (`label-side`): by its line, past an end; None: the first free
    label_align: str | None = None  # over or under its line, where along it (`label-align`)
    label_colour: str | None = None  # its words' colour by meaning (`label-colour`); None: the series' own

    @property
    def climbing(self) -> bool:
        """A staircase that climbs."""
        ys = self.values or []
        return self.staircase and len(ys) >= 2 and ys[-1] > ys[0]

    @property
    def rises_from_baseline(self) -> bool:
        """A climbing staircase whose first step rises from the baseline at its start."""
        return self.climbing and self.from_baseline

    @property
    def name(self) -> str:
        """Its anchor name: its id, else `series-N`."""
        return self.id or f"series-{self.index + 1}"

    @property
    def names(self) -> list[str]:
        return [self.id, f"series-{self.index + 1}"] if self.id else [f"series-{self.index + 1}"]

    @property
    def count(self) -> int:
        return len(self.values) if self.values is not None else self.shape.points if self.shape else 0

    @property
    def given(self) -> int:
        """How many of `values`, `shape` and `points` the writer gave (one is right)."""
        return (self.values is not None) + (self.shape is not None) + self.twice

    @property
    def usable(self) -> bool:
        return self.given == 1 and self.count >= 2


def series_of(spec: CurveSpec) -> list[Series]:
    if spec.series is None:
        values, places = _given(spec.values, spec.points)
        return [Series(0, None, values, spec.shape, spec.step or spec.staircase, spec.colour, "solid", None, spec.label, spec.noun, (), places, spec.values is not None and spec.points is not None, spec.staircase, spec.straight, spec.past, spec.from_baseline)]
    found = []
    for i, s in enumerate(spec.series):
        values, places = _given(s.values, s.points)
        noun = s.noun or s.label or (s.id and re.sub(r"[-_]", " ", s.id))
        found.append(Series(i, s.id, values, s.shape, s.step or s.staircase, s.colour, s.outline, s.weight, s.label, noun, ("series", i), places, s.values is not None and s.points is not None, s.staircase, s.straight, s.past, s.from_baseline, s.label_side, s.label_align, s.label_colour))
    return found


def _given(values, points) -> tuple[list[float] | None, list | None]:
    """Values, and their places when written as `points` (`values` too is one
    too many: `Series.twice`, refused by the checks)."""
    if points is None:
        return values, None
    return [value for _, value in points], [place for place, _ in points]


@dataclass(frozen=True)
class Trace:
    """A series' values at their places on the axis (axis numbers), and as drawn."""

    series: Series
    xs: list[float]
    ys: list[float]

    @cached_property
    def drawn(self) -> list[Point]:
        return arithmetic.drawn(self.xs, self.ys, self.series.step, self.series.straight)

    def past_from(self, axis: Axis) -> tuple[float | None, float | None]:
        """Where its `past` look begins: (a place in axis numbers, or None; a value, or None)."""
        past = self.series.past
        if past is None:
            return None, None
        return (axis.value(past.at)[0] if past.at is not None else None), past.value

    def extremes(self, kind: str) -> list[int]:
        """The indices of its peaks (bumps too) or valleys, left to right: the points
        `peak 2` and `valley 1` name, the same the alt text counts."""
        return arithmetic.peak_indices(self.ys, self.xs) if kind == "peak" else arithmetic.valley_indices(self.ys, self.xs)

    def value(self, x: float) -> float:
        return value_at(self.drawn, x)


@dataclass(frozen=True)
class Plot:
    """Every series of a curve on its axis."""

    axis: Axis
    traces: list[Trace]
    span: float = 0.0  # the axis's length as written (`span`), or as the values give it
    names: tuple[tuple[float, str], ...] = ()  # the x axis's named ticks: (place, name), which the alt text says
    values: str | None = None  # the y axis's unit, which every value is said with
    lines: tuple[tuple[str, int, float], ...] = ()  # each line with an id: (id, its index in `lines`, its value), for crossings
    clip: float | None = None  # with `clip`, the top: values over it leave the plot
    figures: bool = True  # whether a value axis writes figures a reader can read values from

    @property
    def end(self) -> float:
        """Where the axis ends, in axis numbers: its span, which a curve of
        `points` may end short of (the checks refuse a point past it)."""
        return max([self.span] + [t.xs[-1] for t in self.traces])

    def trace(self, name: str | None) -> Trace | None:
        """The series named `name` (an id or `series-N`); the first for None."""
        if name is None:
            return self.traces[0]
        return next((t for t in self.traces if name in t.series.names), None)


def usable(spec: CurveSpec) -> bool:
    """Whether every series has its values (else check() reports what is wrong)."""
    return all(s.usable for s in series_of(spec))


def plot_of(spec: CurveSpec) -> Plot:
    axis = Axis(spec.axis_unit)
    serieses = series_of(spec)
    span = _span(spec, axis, max(s.count for s in serieses))
    traces = []
    for s in serieses:
        values = list(s.values) if s.values is not None else _generated(s.shape, span, axis) if s.shape else []
        if s.places is not None:
            xs = [axis.value(place)[0] for place in s.places]  # at their true places
        else:
            xs = [span * i / max(1, len(values) - 1) for i in range(len(values))]
        traces.append(Trace(s, xs, values))
    names = tuple((axis.value(t.at)[0], t.label) for t in axes.chosen(spec.x) if isinstance(t, axes.TickSpec) and t.label and axis.fits(t.at))
    lines = tuple((line.id, index, line.at) for index, line in enumerate(spec.lines) if line.id)
    figures = spec.y is not None and spec.y.ticks is not None
    return Plot(axis, traces, span, names, spec.y.unit if spec.y is not None else None, lines, spec.top if spec.clip and spec.top else None, figures)


def ceiling_of(spec: CurveSpec, plot: Plot) -> float:
    """The value at the top of the plot: `top`; else a little over the highest
    value or line, and at least the highest tick of a value axis."""
    if spec.top:
        return spec.top
    peak = max([y for t in plot.traces for y in t.ys] + [line.at for line in spec.lines])
    ceiling = peak * 1.15 if peak > 0 else 1.0
    if spec.y is not None and spec.y.ticks is not None:
        ceiling = max([ceiling] + [t.at for t in value_ticks(spec, plot)])
    return ceiling


def value_ticks(spec: CurveSpec, plot: Plot) -> list[axes.Tick]:
    """The y axis's ticks (none without `y`), up to `top` or the highest value."""
    if spec.y is None or spec.y.ticks is None:
        return []
    top = spec.top or max([y for t in plot.traces for y in t.ys] + [line.at for line in spec.lines] + [1.0])
    return axes.resolve(spec.y, axes.value_axis(spec.y), top)


def x_ticks(spec: CurveSpec, plot: Plot) -> list[axes.Tick]:
    """The x axis's ticks: `x.ticks`, else `ticks`; none where neither is given."""
    if spec.x_ticks is None:
        return []
    return axes.resolve(spec.x or axes.AxisSpec.model_validate({}), plot.axis, plot.end, plot.axis.value(spec.ticks)[0] if spec.ticks else None)


def series(spec: CurveSpec) -> tuple[list[float], list[float]]:
    """The (first) series' points in axis numbers and values; a shape is generated exactly."""
    trace = plot_of(spec).traces[0]
    return trace.xs, trace.ys


def _span(spec: CurveSpec, axis: Axis, count: int) -> float:
    """The axis's length: `span`; else to the last place any series gives; else
    one unit per value."""
    if spec.span and spec.span.high > 0:
        return axis.value(spec.span)[1]
    places = [p for s in series_of(spec) if s.places for p in s.places if axis.fits(p)]
    if places:
        return max(axis.value(p)[1] for p in places)
    return max(1, count - 1) * axis.per_unit()


def _generated(shape: ShapeSpec, span: float, axis: Axis) -> list[float]:
    if isinstance(shape.peaks, int):
        where = [span * (i + 1) / (shape.peaks + 1) for i in range(shape.peaks)]
    else:
        where = [axis.value(p)[0] for p in shape.peaks]
    heights = list(shape.heights or []) + [shape.high] * (len(where) - len(shape.heights or []))
    spread = shape.width * span
    values = []
    for i in range(shape.points):
        x = span * i / (shape.points - 1)
        bumps = [(h - shape.low) * math.exp(-0.5 * ((x - p) / spread) ** 2) for p, h in zip(where, heights)]
        blended = sum(b**4 for b in bumps) ** 0.25  # a smooth maximum: peaks keep their height, valleys no cusp
        values.append(round(shape.low + blended, 3))
    return values


# --- points on a series ---------------------------------------------------------


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
    return _named(trace, match.group(1) or match.group(2), int(match.group(3) or 0))


def _named(trace: Trace, kind: str, nth: int) -> CurvePoint | str:
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


# --- anchors made from values ------------------------------------------------------


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
        found = _named(trace, match.group(1) or match.group(2), int(match.group(3) or 0))
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
