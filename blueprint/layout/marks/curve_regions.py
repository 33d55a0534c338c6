"""A curve's regions: where each is filled (between two series, or between a
series and a level), as filled paths, as thin strips labels keep out of, and
which series edge it. Apart from `curve.py` so the plot's layout reads whole;
the anchors and the labels read the same stretches."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.layout.draw.shapes import fill_paint
from blueprint.layout.draw.timescale import TimeScale
from blueprint.layout.marks.curve_lines import ToY
from blueprint.marks.curve.data import Plot
from blueprint.marks.curve.spec import RegionSpec
from blueprint.scene import Box, Element, Paint, Path, SpecPath
from blueprint.series import Point, between, clipped, regions

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext


def edges(region: RegionSpec, plot: Plot) -> tuple[str, ...]:
    """The series that edge a region (its own areas, not another's)."""
    pair = plot.pair(region)
    if pair is not None:
        return pair
    trace = plot.trace(region.series)
    return (trace.series.name,) if trace is not None else ()

@dataclass(frozen=True)
class Stretch:
    """One filled stretch of a region: the series' run from crossing to crossing
    (axis numbers and values), and under or over it either a level or the other
    series' run at the same places."""

    edge: list[Point]
    other: list[Point] | None = None
    level: float = 0.0

    def outline(self) -> list[Point]:
        if self.other is None:
            return self.edge + [(self.edge[-1][0], self.level), (self.edge[0][0], self.level)]
        return self.edge + list(reversed(self.other))

    def columns(self) -> list[tuple[float, float, float, float]]:
        """(x0, x1, one value, the other) for each step along the stretch."""
        if self.other is None:
            return [(x0, x1, y0, self.level) for (x0, y0), (x1, _) in zip(self.edge, self.edge[1:])]
        return [(x0, x1, a0, b0) for (x0, a0), (x1, _), (_, b0) in zip(self.edge, self.edge[1:], self.other)]


def filled_stretches(region: RegionSpec, plot: Plot, levels: dict[str, float]) -> list[Stretch]:
    """Where a region is filled: between two series where the first runs above the
    second, or between a series and a level where the series is below (above) it."""
    pair = plot.pair(region)
    low, high = plot.stretch(region)  # `from`, `to`: only over that stretch of the axis
    if pair is not None:
        first, second = plot.trace(pair[0]), plot.trace(pair[1])
        return [Stretch(upper, lower) for upper, lower in between(clipped(first.drawn, low, high), clipped(second.drawn, low, high))] if first and second else []
    trace = plot.trace(region.series)
    if trace is None:
        return []
    level = levels.get(region.against, 0.0)
    return [Stretch(run, None, level) for run in regions(clipped(trace.drawn, low, high), level, region.where == "below")]


def region_paths(region: RegionSpec, stretches: list[Stretch], scale: TimeScale, to_y: ToY, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    paint = fill_paint(ctx.theme, region.look, clear=True, edged=False)
    elements: list[Element] = []
    for stretch in stretches:
        points = [(scale.x(x), to_y(y)) for x, y in stretch.outline()]
        segments = (("M", points[0]),) + tuple(("L", p) for p in points[1:]) + (("Z", ()),)
        elements.append(Path(segments, paint, "region", path, path))
    return elements


def region_edges(region: RegionSpec, stretches: list[Stretch], scale: TimeScale, to_y: ToY, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """A region's outline, where the writer asked one, along the level it
    stands against (a line's, or the baseline), drawn over that line, which
    would hide it (the region itself lies under every line). Its series keeps
    its own ink over the region's outline (the curve is the thing measured),
    and its ends, which nothing draws over, are its own path's."""
    if region.look.outline == "none":
        return []
    paint = Paint(stroke=ctx.theme.look(region.look.colour).stroke, stroke_width="dotted" if region.look.outline == "dotted" else "outline", line=region.look.outline)
    elements: list[Element] = []
    for stretch in stretches:
        if stretch.other is not None:
            continue  # between two series: both edges are series
        y = to_y(stretch.level)
        x0, x1 = scale.x(stretch.edge[0][0]), scale.x(stretch.edge[-1][0])
        if abs(x1 - x0) >= 0.5:
            elements.append(Path((("M", (x0, y)), ("L", (x1, y))), paint, "region", path, path))
    return elements


def strips(shapes: list[list[Stretch]], scale: TimeScale, to_y: ToY) -> list[Box]:
    """The filled regions as thin vertical strips, so labels can keep out of them."""
    strips = []
    for stretches in shapes:
        for stretch in stretches:
            for x0, x1, a, b in stretch.columns():
                top, bottom = sorted((to_y(a), to_y(b)))
                strips.append(Box(scale.x(x0), top, max(1.0, scale.x(x1) - scale.x(x0)), bottom - top))
    return strips
