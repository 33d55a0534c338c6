"""What a curve states, with no English in it: its series as data (looks,
nouns, values, for the shape analysis), its axis's ruling, the lines across
it, the regions filled and the marks placed on it, each point resolved
(`Chart`, said by `describe/realise/series.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.marks.curve.data import CurvePoint, Plot, plot_of, point_on
from blueprint.marks.curve.spec import CurveSpec, PointMarkSpec
from blueprint.describe.say.facts import Chart, ChartLine, ChartMark, ChartPoint, ChartRegion, Statement, Thing

if TYPE_CHECKING:
    from blueprint.marks.base import MarkNode
    from blueprint.describe.say.context import DescribeContext


def facts(node: "MarkNode", ctx: "DescribeContext") -> Statement:
    spec: CurveSpec = node.spec
    plot = plot_of(spec)
    lines = tuple(ChartLine(l.id, l.at, l.label, l.outline, l.weight if l.weight == "thick" else None, l.colour, l.noun, l.means) for l in spec.lines)
    regions = tuple(
        ChartRegion(tuple(r.between) if r.between else None, r.series, r.against, r.where, r.fill, r.hatch, r.means)  # type: ignore[arg-type]
        for r in spec.regions
    )
    ticks = plot.axis.value(spec.ticks)[0] if spec.ticks else None
    chart = Chart(plot, lines, regions, tuple(_mark(plot, m) for m in spec.marks), spec.series is not None, spec.noun, ticks)
    return Statement((Thing("curve", node.path, form="series", chart=chart, alt=spec.alt),))


def _mark(plot: Plot, mark: PointMarkSpec) -> ChartMark:
    """A mark with its point resolved on its series (None where it names none)."""
    trace = plot.trace(mark.series)
    found = point_on(trace, plot.axis, mark.at) if trace else None
    point = ChartPoint(found.kind, found.nth, found.of, found.at) if isinstance(found, CurvePoint) else None
    width = plot.axis.value(mark.width)[0] if mark.width is not None else None
    return ChartMark(mark.series, point, mark.icon, width, mark.block, mark.colour, mark.label, mark.place, mark.means)
