"""A curve's anchors: the plot, its baseline, each series, line and region,
and the points made from values (`ID.peak-1`, `ID.demand.valley-2`, `at-`
positions asked for). Apart from `curve.py` so the plot's layout reads whole."""

from __future__ import annotations

from blueprint.model import last_name
from blueprint.layout.draw.timescale import TimeScale
from blueprint.layout.marks.curve_lines import ToY
from blueprint.layout.marks.curve_regions import Stretch
from blueprint.marks.base import MarkNode
from blueprint.marks.curve.anchors import anchor_point, named_points, value_place
from blueprint.marks.curve.data import Plot, Trace
from blueprint.marks.curve.points import CurvePoint, located
from blueprint.marks.curve.spec import CurveSpec
from blueprint.scene import Box
from blueprint.series import Point

POINT_ANCHOR = 8.0  # a point's anchor: a small box centred on it


def plot_anchors(node: MarkNode, plot: Plot, screens: list[list[Point]], shapes: list[list[Stretch]], scale: TimeScale, to_y: ToY, body: Box, wanted: frozenset[str]) -> dict[str, Box]:
    """`ID` (the plot), `ID.baseline`, each series (`ID.demand`, `ID.series-2`),
    line and region, and the points made from values: `ID.peak-1`, `ID.highest`
    (of the first series), `ID.demand.valley-2`, and each `at-` position asked for."""
    spec = node.spec_as(CurveSpec)
    mark_id = node.id
    assert mark_id is not None  # asked only of a curve with an id (CurveDrawer.layout)
    anchors = {mark_id: body}
    named = lambda name: f"{mark_id}.{name}"
    anchors[named("baseline")] = Box(scale.left, body.bottom, scale.width, 0)
    for trace, screen in zip(plot.traces, screens):
        drawn = Box.around([Box(x, y, 0, 0) for x, y in screen])
        assert drawn is not None  # a series is drawn through its points, two at least (`usable`)
        anchors.update({named(name): drawn for name in trace.series.names})
    for line, height in zip(spec.lines, plot.levels):
        if line.id:
            anchors[named(line.id)] = Box(scale.left, to_y(height), scale.width, 0)
    for index, stretches in enumerate(shapes):
        corners = [Box(scale.x(x), to_y(y), 0, 0) for stretch in stretches for x, y in stretch.outline()]
        anchors[named(f"region-{index + 1}")] = Box.around(corners) or Box(body.centre_x, body.bottom, 0, 0)

    def box(found: tuple[Trace, CurvePoint]) -> Box:
        at, value = located(*found)
        return Box(scale.x(at) - POINT_ANCHOR / 2, to_y(value) - POINT_ANCHOR / 2, POINT_ANCHOR, POINT_ANCHOR)

    for trace in plot.traces:
        for own in named_points(trace):
            found = anchor_point(plot, f"{trace.series.name}.{own}")
            names = [f"{n}.{own}" for n in trace.series.names] + ([own] if trace is plot.traces[0] else [])
            anchors.update({named(n): box(found) for n in names} if found else {})
    if f"{mark_id}.plot" in wanted:
        anchors[named("plot")] = body
    for name in sorted(n[len(mark_id) + 1:] for n in wanted if n.startswith(mark_id + ".")):
        found = anchor_point(plot, name) if last_name(name)[1].startswith(("at-", "crossing-")) else None
        if found:
            anchors[named(name)] = box(found)
        value = value_place(spec, plot, name)
        if value is not None:  # a value on the value axis: a line across the plot at its height, as a line's anchor is
            anchors[named(name)] = Box(scale.left, to_y(value), scale.width, 0)
    return anchors
