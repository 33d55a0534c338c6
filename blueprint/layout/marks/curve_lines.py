"""A curve's series as drawn lines: each in its look, cut where its `past`
look begins into runs that meet at the cut, and with `clip` the runs over the
plot's top left out under an arrowhead pointing the way the line goes on.
Apart from `curve.py` so the plot's layout reads whole."""

from __future__ import annotations

import math
from typing import Callable

from blueprint.layout.draw.reference_lines import STROKE
from blueprint.layout.draw.timescale import TimeScale
from blueprint.marks.curve.data import Plot, Trace
from blueprint.scene import Element, Paint, Path, SpecPath
from blueprint.series import Point, split

ARROWHEAD = 12.0  # the length of each barb of the arrowhead where a clipped series leaves the plot's top

ToY = Callable[[float], float]


def series_paint(trace: Trace, single: bool, beyond: bool = False) -> Paint:
    """A series' stroke by its look; the single curve keeps its one look; past
    where its `past` look begins (`beyond`), that look's colour and rhythm."""
    s = trace.series
    past = s.past if beyond else None
    colour = past.colour if past is not None and past.colour else s.colour
    outline = past.outline if past is not None and past.outline else s.outline
    if single and outline == "solid":
        return Paint(stroke=STROKE[colour], stroke_width="emphasis", cap="round")
    width = "thick" if s.weight == "thick" else "outline" if s.weight == "thin" else "dotted" if outline == "dotted" else "emphasis"
    return Paint(stroke=STROKE[colour], stroke_width=width, line=outline, cap="round" if outline == "solid" else "butt")


def _screen_split(screen: list[Point], at: float | None, above: float | None) -> list[tuple[list[Point], bool]]:
    """`series.split` on screen, where a higher value is a smaller y."""
    flipped = [(x, -y) for x, y in screen]
    return [([(x, -y) for x, y in run], side) for run, side in split(flipped, at, -above if above is not None else None)]


def series_paths(trace: Trace, screen: list[Point], single: bool, owner: SpecPath, plot: Plot, to_y: ToY, scale: TimeScale) -> list[Element]:
    """A series' line: one path in its look, or cut where its `past` look begins
    into runs each in its own look (the runs meet at the cut); with `clip`, the
    runs over the plot's top are left out, an arrowhead over each."""
    kept = [(screen, False)] if plot.clip is None else _screen_split(screen, None, to_y(plot.clip))
    at, above = trace.past_from(plot.axis, plot.value_axis)
    elements: list[Element] = []
    for piece, over in kept:
        if over:
            beyond = (above is not None and plot.clip is not None and above < plot.clip) or (at is not None and scale.x(at) < piece[0][0])
            elements.append(_leaves_top(series_paint(trace, single, beyond), piece, owner))
            continue
        runs = [(piece, False)] if at is None and above is None else _screen_split(piece, scale.x(at) if at is not None else None, to_y(above) if above is not None else None)
        for run, beyond in runs:
            segments = (("M", run[0]),) + tuple(("L", p) for p in run[1:])
            elements.append(Path(segments, series_paint(trace, single, beyond), "curve", owner, owner))
    return elements


def _leaves_top(paint: Paint, over: list[Point], owner: SpecPath) -> Element:
    """An open arrowhead at the plot's top where the series leaves it, in the
    series' look there: the line goes on up, out of the plot."""
    (x, top), (x1, y1) = over[0], next((p for p in over[1:] if p != over[0]), (over[0][0], over[0][1] - 1))
    heading = math.atan2(y1 - top, x1 - x)  # the way the line goes on, out of the plot
    barb = lambda turn: (x - ARROWHEAD * math.cos(heading + turn), top - ARROWHEAD * math.sin(heading + turn))
    paint = Paint(stroke=paint.stroke, stroke_width=paint.stroke_width, cap="round")
    return Path((("M", barb(0.7)), ("L", (x, top)), ("L", barb(-0.7))), paint, "curve", owner, owner)
