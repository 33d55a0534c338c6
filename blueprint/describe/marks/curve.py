"""What a curve states, with no English in it: its series as data (looks,
nouns, values, and the shape the eye sees in each, read here by
`describe/say/shapes.py`), its axis's ruling, the lines across it, the regions
filled and the marks placed on it, each point resolved (`Chart`, said by
`describe/realise/series.py`). The numbers are the mark's (`marks/curve/data.py`),
the same the drawing reads."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber, chart_line
from blueprint.describe.say.label_reach import label_apart
from blueprint.describe.say import shapes
from blueprint.describe.say.aligned import peaks_in_turn, peaks_over
from blueprint.describe.say.facts import AxisFacts, Chart, ChartMark, ChartPoint, ChartRegion, Statement, Thing, told_look
from blueprint.marks.axis import coloured, major_step, value_axis
from blueprint.marks.curve.data import Plot, Trace, plot_of, value_ticks, x_ticks
from blueprint.marks.curve.points import CurvePoint, point_on
from blueprint.marks import axis as axes
from blueprint.values import Quantity
from blueprint.marks.curve.spec import CurveSpec, PointMarkSpec, RegionSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


@dataclass(frozen=True)
class ReadTrace(Trace):
    """A series as the describer reads it: its numbers, and what the eye sees in
    them; `by_look`: its noun is written nowhere on the card and its look is its
    own on the plot, so after the lead it is named by its look (`series_name`)."""

    by_look: bool = False

    @cached_property
    def shape(self) -> shapes.Shape:
        """What the eye sees in the series (see `say/shapes.py`)."""
        return shapes.shape(self.xs, self.ys, self.series.step)


@dataclass(frozen=True)
class ReadPlot(Plot):
    """A plot as the describer reads it: with `shared_names`, the named ticks
    of a timeline drawn on its scale (`same-scale`), whose axis a reader reads
    the curve's places off too ("a single peak at two p.m.")."""

    shared_names: tuple[tuple[float, str], ...] = ()
    x_title: str | None = None  # the x axis's title: places on an axis in a count noun are read as it ("a batch size of sixty-four")
    value_names: tuple[tuple[float, str], ...] = ()  # the value axis's ticks where every one drawn is a name (`value_names`): rows, not numbers


def read(plot: Plot, shared_names: tuple[tuple[float, str], ...] = (), written: str | None = None, x_title: str | None = None,
         value_names: tuple[tuple[float, str], ...] = ()) -> Plot:
    """The plot with each series ready to have its shape read; `written`, the
    card's words (None: unknown, every series keeps its noun)."""
    looks = [_look(t) for t in plot.traces]
    traces: list[Trace] = [ReadTrace(t.series, t.xs, t.ys, by_look=written is not None and _unwritten(t, written) and looks.count(_look(t)) == 1 and len(looks) > 1) for t in plot.traces]
    return ReadPlot(plot.axis, traces, plot.span, plot.names, plot.values, plot.lines, plot.clip, plot.figures, plot.value_axis, plot.levels, shared_names=shared_names, x_title=x_title, value_names=value_names)


def value_names(ticks: "list[axes.Tick]", plot: "Plot") -> tuple[tuple[float, str], ...]:
    """The value axis's ticks by place and name, where every tick drawn with
    words is a name with no figure in it (`{at: 3, label: host}`) and every
    value of every series stands on one of them: its numbers are only the
    order of the rows a reader sees, never values (session 13: "on a value
    axis from zero to four", "flat at three"); none else. A curve that runs
    between named levels (`idle`, `full`) keeps its shape (review 13)."""
    drawn = [t for t in ticks if t.text is not None]
    if len(drawn) < 2 or any(t.name is None or any(c.isdigit() for c in t.text or "") for t in drawn):
        return ()
    levels = [t.at for t in drawn]
    if any(all(abs(y - at) > 1e-9 * max(1.0, abs(at)) for at in levels) for trace in plot.traces for y in trace.ys):
        return ()
    return tuple((t.at, t.name or "") for t in drawn)


def _look(trace: Trace) -> tuple:
    """What tells a series apart on its plot at a glance: colour, rhythm, staircase or not."""
    s = trace.series
    return (s.colour, s.outline, s.staircase or s.step)


def _unwritten(trace: Trace, written: str) -> bool:
    """A series whose noun is the writer's and on the card nowhere: no label of
    its own, no words drawn that hold it (a note, a legend) (reader 10-C: "the
    latency with restore", a name the picture never shows)."""
    s = trace.series
    return bool(s.noun) and not s.label and not s.staircase and (s.noun or "").lower() not in written


def _written(ctx: "DescribeContext") -> str | None:
    """Every run of words drawn on the card, lowered, one a line; None without a scene."""
    scene = getattr(ctx, "scene", None)
    if scene is None:
        return None
    return "\n".join(e.text.lower() for e in scene.elements if isinstance(getattr(e, "text", None), str))


def _shared_names(node: "MarkNode", spec: CurveSpec, plot: Plot, ctx: "DescribeContext") -> tuple[tuple[float, str], ...]:
    """The named ticks of a timeline on this curve's scale, in the same unit,
    where the curve names none of its own."""
    if plot.names:
        return ()
    ident = getattr(spec, "id", None)
    for other in ctx.marks_of("timeline"):
        theirs = other.spec
        if not (getattr(theirs, "same_scale", None) == ident and ident or getattr(theirs, "id", None) == spec.same_scale and spec.same_scale):
            continue
        if getattr(theirs, "unit", None) != spec.unit or getattr(theirs, "axis", None) is None:
            continue
        return tuple((plot.axis.value(t.at)[0], t.label) for t in axes.chosen(theirs.axis) if isinstance(t, axes.TickSpec) and t.label and plot.axis.fits(t.at))
    return ()


class CurveDescriber(MarkDescriber):
    def nouns(self, node: "MarkNode") -> tuple[str, str]:
        """A curve of several series is a chart of curves, not one curve."""
        spec = node.spec_as(CurveSpec)
        return ("chart", "charts") if spec.series is not None and len(spec.series) > 1 else super().nouns(node)

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(CurveSpec)
        drawn = plot_of(spec)
        plot = read(drawn, _shared_names(node, spec, drawn, ctx), _written(ctx), spec.x.title if spec.x is not None else None, value_names(value_ticks(spec, drawn), drawn))
        lines = tuple(replace(chart_line(l), at=height) for l, height in zip(spec.lines, plot.levels))  # at its height on the value axis
        regions = tuple(_region(r, drawn) for r in spec.regions)
        step = spec.x_ticks if isinstance(spec.x_ticks, Quantity) else None
        ticks = plot.axis.value(step)[0] if step else None
        reach = ctx.theme.layout.label_reach
        marks = tuple(replace(_mark(plot, m), label_apart=label_apart(ctx.scene, node.path + ("marks", i), reach)) for i, m in enumerate(spec.marks))
        chart = Chart(plot, lines, regions, marks, spec.series is not None, spec.noun, ticks, _axes(spec, plot), peaks_in_turn(plot, spec.same_scale, ctx, node.id),
                      peaks_over(node, spec.same_scale, ctx, lambda other: read(plot_of(other.spec_as(CurveSpec)))), ctx.spec.header.subject)
        return Statement((Thing(self.nouns(node)[0], node.path, form="series", chart=chart, alt=spec.alt),))


def _mark(plot: Plot, mark: PointMarkSpec) -> ChartMark:
    """A mark with its point resolved on its series (None where it names none)."""
    trace = plot.trace(mark.series)
    found = point_on(trace, plot.axis, mark.at) if trace else None
    point = ChartPoint(found.kind, found.nth, found.of, found.at, trace.xs[found.index] if trace is not None and 0 <= found.index < len(trace.xs) else None) if isinstance(found, CurvePoint) else None
    width = plot.axis.value(mark.width)[0] if mark.width is not None else None
    plain_dot = mark.is_dot and mark.plain_look and mark.size in (None, "medium")  # said as ever: "a grey dot"
    look = told_look(mark.look) if mark.is_block or (mark.is_dot and not plain_dot) else None
    return ChartMark(mark.series, point, mark.icon, width, mark.block, mark.colour, mark.label, mark.place, mark.means, look, mark.size if mark.is_dot else None)


def _region(region: RegionSpec, drawn: Plot) -> ChartRegion:
    """A region with its look as said: its fill, hatching and own outline;
    the two series it lies between (`RegionSpec.pair`); the stretch of the
    axis it is held to (`from`, `to`), as the axis writes those places."""
    look = told_look(region.look)
    stretch = tuple(drawn.axis.text(x) if x is not None else None for x in drawn.stretch(region))
    return ChartRegion(drawn.pair(region), region.series, region.against, region.where, look.colour, look.hatch, region.means, look.line, look.line_colour, region.label,
                       (stretch[0], stretch[1]))


def _axes(spec: CurveSpec, plot: Plot) -> AxisFacts | None:
    """What the writer told of the axes (`x`, `y`): titles, the value axis's
    range in its unit; none where neither is given."""
    if spec.x is None and spec.y is None:
        return None
    x_major = major_step(spec.x, plot.axis) if spec.x is not None else None
    y_major = major_step(spec.y, value_axis(spec.y)) if spec.y is not None else None
    high = max([t.at for t in value_ticks(spec, plot)] + [0.0])  # the highest figure a reader sees on it
    y = spec.y
    return AxisFacts(spec.x.title if spec.x else None, y.title if y else None, y.unit if y else None, high if y else None, coloured(x_ticks(spec, plot)), coloured(value_ticks(spec, plot)) if y else (), x_major, y_major,
                    bool(spec.x and spec.x.arrow), bool(y and y.arrow))
