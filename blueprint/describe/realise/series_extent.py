"""Over how much of the axis a relation between series (or a series and a
line) can be seen, for the words that close it: "throughout" / "all day" only
where both are drawn the whole way; "from one hundred thousand on" for a series
drawn over part of the axis; "wherever both are drawn" for two series whose
common stretch (cut where one leaves a clipped plot) is shorter than the axis
(reader 10-D: "stays under the grey dashed staircase all day" of a staircase
that leaves the plot at six hours; 10-A: "stays just over it throughout" of a
line drawn from one hundred thousand tokens on)."""

from __future__ import annotations

from blueprint.describe.realise.series_words import Plot, Said, Trace, is_a_day
from blueprint.describe.say.words import Words

SLACK = 0.02  # a series starting or ending within this share of the axis from its end is drawn the whole way


def drawn_stretch(trace: Trace, plot: Plot) -> tuple[float, float]:
    """Where a series can be seen along the axis: from its first point to its
    last, or to where it first leaves the top of a clipped plot."""
    xs, ys = list(trace.xs), list(trace.ys)
    start, end = xs[0], xs[-1]
    top = getattr(plot, "clip", None)
    if top is not None:
        for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
            if y1 > top >= y0:
                end = x1 if trace.series.step else x0 + (x1 - x0) * (top - y0) / (y1 - y0)
                break
    return start, end


def _whole(plot: Plot) -> str:
    return "all day" if is_a_day(plot) else "throughout"


def covers(plot: Plot, start: float, end: float) -> tuple[bool, bool]:
    """Whether a stretch starts at the axis's start, and ends at its end (within SLACK)."""
    slack = SLACK * plot.end
    return start <= slack, end >= plot.end - slack


def own_extent(trace: Trace, plot: Plot, words: Words) -> str:
    """How long a series' relation to a line holds, said by where it is drawn:
    "throughout", "from one hundred thousand on", "up to six hours, where it ends"."""
    start, end = drawn_stretch(trace, plot)
    early, late = covers(plot, start, end)
    said = Said(plot, words)
    if early and late:
        return _whole(plot)
    if late:
        return f"from {said.place(start)} on"
    return "wherever it is drawn"


def shared_extent(first: Trace, other: Trace, plot: Plot) -> str:
    """How long two series' relation holds: the whole axis where both are drawn
    all the way, else only where both are drawn."""
    a, b = drawn_stretch(first, plot), drawn_stretch(other, plot)
    early, late = covers(plot, max(a[0], b[0]), min(a[1], b[1]))
    return _whole(plot) if early and late else "wherever both are drawn"
