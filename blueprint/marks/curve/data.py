"""The numbers of a curve: its series (one at the top of the spec, or several in
`series`), each as points in axis numbers and as drawn, the plot they make and
its ticks. The named points on a series (`highest`, `peak 2`, a position) are
`points.py`; the anchors made from them, `anchors.py`. Read by the checks, the
drawing (`layout/marks/curve.py`) and the facts (`describe/marks/curve.py`),
which reads each series' shape on top of them."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cached_property

from blueprint import series as arithmetic
from blueprint.series import Point, value_at
from blueprint.marks import axis as axes
from blueprint.marks.axis import AxisSpec
from blueprint.marks.units import Axis, LogAxis
from blueprint.marks.curve.spec import CurveSpec, DotsSpec, PastSpec, RegionSpec, ShapeSpec
from blueprint.values import Quantity
from blueprint.scene import SpecPath


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
    dots: DotsSpec | None = None  # a dot at each point it is given (`dots`), in their look

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
    values_axis = y_axis_of(spec)
    if spec.series is None:
        values, places = _given(spec.values, spec.points, values_axis)
        return [Series(0, None, values, spec.shape, spec.step or spec.staircase, spec.colour, "solid", None, spec.label, spec.noun, (), places, spec.values is not None and spec.points is not None, spec.staircase, spec.straight, spec.past, spec.from_baseline, dots=spec.dots)]
    found = []
    for i, s in enumerate(spec.series):
        values, places = _given(s.values, s.points, values_axis)
        noun = s.noun or s.label or (s.id and re.sub(r"[-_]", " ", s.id))
        found.append(Series(i, s.id, values, s.shape, s.step or s.staircase, s.colour, s.outline, s.weight, s.label, noun, ("series", i), places, s.values is not None and s.points is not None, s.staircase, s.straight, s.past, s.from_baseline, s.label_side, s.label_align, s.label_colour, s.dots))
    return found


def _given(values, points, axis: Axis) -> tuple[list[float] | None, list | None]:
    """Values as numbers of the value axis (`level`), and their places when
    written as `points` (`values` too is one too many: `Series.twice`,
    refused by the checks)."""
    if points is None:
        return (None if values is None else [level(axis, v) for v in values]), None
    return [level(axis, value) for _, value in points], [place for place, _ in points]


def level(axis: Axis, value: float | Quantity) -> float:
    """A value as a number of the value axis: itself on a linear axis (a
    value written in the axis's unit, `40 GB`, its number), its log over the
    axis's start on a log one. The one way a value becomes a height."""
    if isinstance(value, Quantity):
        return axis.value(value)[0] if axis.fits(value) else float(value.low)  # a value in no unit of the axis: refused by the checks
    if isinstance(axis, LogAxis):
        return axis.of_real(axis.real(value))
    return float(value)


def _written_places(spec: CurveSpec) -> list[Quantity]:
    """Every place a series gives, as written."""
    rows = [spec.points] if spec.series is None else [s.points for s in spec.series]
    return [place for row in rows if row for place, _ in row]


def _written_values(spec: CurveSpec) -> list[float | Quantity]:
    """Every value a series gives, as written (a shape's none)."""
    rows = [(spec.values, spec.points)] if spec.series is None else [(s.values, s.points) for s in spec.series]
    return [v for values, points in rows for v in (values or []) + [value for _, value in (points or [])]]


def _origin(axis: AxisSpec, unit: LogAxis, reals: list[float]) -> float:
    """Where a log axis starts, in its base unit: its `from`, else its least
    value floored to a power of its ticks' factor (1 KB on bytes, 10 µs under 20 µs)."""
    if axis.from_ is not None and unit.fits(axis.from_) and axis.from_.low > 0:
        return unit.real(float(axis.from_.low), axis.from_.unit)
    shown = [r for r in reals if r > 0]
    if not shown:
        return unit.real(1.0)
    step = unit.step(axis.ticks) if isinstance(axis.ticks, Quantity) else unit.default_step()
    exponent = math.log10(min(shown)) / step if step > 0 else 0.0
    return float(10 ** (step * math.floor(exponent + 1e-9)))


def x_axis_of(spec: CurveSpec) -> Axis:
    """The x axis's unit: linear (`marks/units.Axis`) or, with `scale: log`, a log axis from its start."""
    if spec.x is None or spec.x.scale != "log":
        return Axis(spec.axis_unit)
    unit = LogAxis(spec.axis_unit)
    return LogAxis(spec.axis_unit, _origin(spec.x, unit, [unit.real(float(p.low), p.unit) for p in _written_places(spec) if unit.fits(p)]))


def y_axis_of(spec: CurveSpec) -> Axis:
    """The value axis's unit: its `unit` (or plain numbers); with `scale: log`,
    a log axis from its start (`from`, else under the least value)."""
    if spec.y is None or spec.y.scale != "log":
        return axes.value_axis(spec.y) if spec.y is not None else axes.PlainAxis("")
    unit = LogAxis(spec.y.unit or "")
    reals = [unit.real(float(v.low), v.unit) if isinstance(v, Quantity) else unit.real(v) for v in _written_values(spec) if not isinstance(v, Quantity) or unit.fits(v)]
    return LogAxis(spec.y.unit or "", _origin(spec.y, unit, reals))


@dataclass(frozen=True)
class Trace:
    """A series' values at their places on the axis (axis numbers), and as drawn."""

    series: Series
    xs: list[float]
    ys: list[float]

    @cached_property
    def drawn(self) -> list[Point]:
        return arithmetic.drawn(self.xs, self.ys, self.series.step, self.series.straight)

    def past_from(self, axis: Axis, values: Axis | None = None) -> tuple[float | None, float | None]:
        """Where its `past` look begins: (a place in axis numbers, or None; a
        value as a number of the value axis `values`, or None)."""
        past = self.series.past
        if past is None:
            return None, None
        above = level(values, past.value) if values is not None and past.value is not None else past.value
        return (axis.value(past.at)[0] if past.at is not None else None), above

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
    value_axis: Axis | None = None  # the value axis's unit: a log one turns its numbers back into values
    levels: tuple[float, ...] = ()  # every line's height, a number of the value axis (`level`)

    def pair(self, region: RegionSpec) -> tuple[str, str] | None:
        """The two series a region lies between, the upper first (`RegionSpec.pair`):
        a name `against` is a series' where no line has it."""
        lined = {line[0] for line in self.lines}
        return region.pair(lambda name: name not in lined and self.trace(name) is not None, self.traces[0].series.name if self.traces else None)

    def stretch(self, region: RegionSpec) -> tuple[float | None, float | None]:
        """Where along the x axis a region may fill (`from`, `to`), in axis
        numbers; None at an end it leaves open."""
        low = self.axis.value(region.start)[0] if region.start is not None else None
        high = self.axis.value(region.end)[0] if region.end is not None else None
        return low, high

    @property
    def log(self) -> bool:
        """Whether either axis is logarithmic."""
        return self.axis.log or (self.value_axis is not None and self.value_axis.log)

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
    axis = x_axis_of(spec)
    values_axis = y_axis_of(spec)
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
    levels = tuple(level(values_axis, line.at) for line in spec.lines)
    lines = tuple((line.id, index, levels[index]) for index, line in enumerate(spec.lines) if line.id)
    figures = spec.y is not None and (spec.y.ticks is not None or spec.y.scale == "log") and spec.y.labels != "none"
    top = level(values_axis, spec.top) if spec.top else None
    return Plot(axis, traces, span, names, spec.y.unit if spec.y is not None else None, lines, top if spec.clip else None, figures, values_axis, levels)


def ceiling_of(spec: CurveSpec, plot: Plot) -> float:
    """The value at the top of the plot, a number of the value axis: `top`;
    else a little over the highest value or line, and at least the highest
    tick of a value axis; on a log axis its `to`, else the power of its
    ticks' factor over its highest value."""
    unit = plot.value_axis or axes.PlainAxis("")
    peak = max([y for t in plot.traces for y in t.ys] + list(plot.levels))
    if isinstance(unit, LogAxis) and spec.y is not None:
        if spec.y.to is not None and unit.fits(spec.y.to):
            return unit.value(spec.y.to)[0]
        if spec.top:
            return level(unit, spec.top)
        step = unit.step(spec.y.ticks) if isinstance(spec.y.ticks, Quantity) else unit.default_step()
        return step * max(1, math.ceil(peak / step - 1e-9)) if step > 0 else max(peak, 1.0)
    if spec.top:
        return spec.top
    ceiling = peak * 1.15 if peak > 0 else 1.0
    if spec.y is not None and spec.y.ticks is not None:
        ceiling = max([ceiling] + [t.at for t in value_ticks(spec, plot)])
    return ceiling


def value_ticks(spec: CurveSpec, plot: Plot) -> list[axes.Tick]:
    """The y axis's ticks (none without `y`), up to `top` or the highest
    value; a log axis's at each power where it gives none (`LogAxis.default_step`)."""
    unit = plot.value_axis or axes.PlainAxis("")
    if spec.y is None or (spec.y.ticks is None and not unit.log):
        return []
    if isinstance(unit, LogAxis):
        return axes.resolve(spec.y, unit, ceiling_of(spec, plot), unit.default_step())
    top = spec.top or max([y for t in plot.traces for y in t.ys] + list(plot.levels) + [1.0])
    return axes.resolve(spec.y, unit, top)


def x_ticks(spec: CurveSpec, plot: Plot) -> list[axes.Tick]:
    """The x axis's ticks: `x.ticks`, else `ticks`; none where neither is
    given (a log axis's at each power, `LogAxis.default_step`)."""
    default = plot.axis.default_step() if isinstance(plot.axis, LogAxis) else None
    if spec.x_ticks is None and default is None:
        return []
    return axes.resolve(spec.x or axes.AxisSpec.model_validate({}), plot.axis, plot.end, plot.axis.step(spec.ticks) if spec.ticks else default)


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
