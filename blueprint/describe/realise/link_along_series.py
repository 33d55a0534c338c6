"""A line between two places on one series of a curve, said along that series:
"on the chart, a blue dashed arrow climbs the slope of the memory limit from
one to sixty-four flop per byte, ending at a block marked batch sixty-four"
(the way it runs is the series' way between its ends; what it reaches, the
mark that stands at its end)."""

from __future__ import annotations

from typing import Any

from blueprint.describe.realise.series_words import series_name
from blueprint.describe.say import against
from blueprint.describe.say.facts import ChartMark, Relation, Thing, Time
from blueprint.describe.say.positions import Position
from blueprint.describe.say.words import Words
from blueprint.values import parse_quantity


def along_series(words: Words, relation: Relation, chart_thing: Thing | None) -> tuple[str, str] | None:
    """(the verb phrase "climbs the slope of the memory limit", the words for
    what it reaches ", ending at a block marked batch sixty-four"), or None
    where the line does not run between two places of one series."""
    chart = chart_thing.chart if chart_thing is not None else None
    xs = [_x(chart.plot, p) for p in relation.positions] if chart is not None else []
    if chart is None or relation.series is None or len(xs) != 2 or None in xs:
        return None
    trace = chart.plot.trace(relation.series)
    if trace is None:
        return None
    start, end = (x for x in xs if x is not None)
    reach = max([abs(y) for t in chart.plot.traces for y in t.ys] + [1e-9])
    rise = trace.value(end) - trace.value(start)
    name = series_name(trace, words)
    if abs(rise) <= against.TOUCH * reach:
        return None
    verb = "climbs" if rise > 0 else "falls"
    slope = trace.series.straight and len(trace.xs) == 2  # drawn as one straight piece: a slope
    path = (f"the slope of {name}" if rise > 0 else f"down the slope of {name}") if slope else f"along {name}"
    reached = _mark_at(chart.marks, relation.series, trace.series.names, end)
    return f"{verb} {path}", (f", ending at {words.article(_noun(reached))} marked {words.spoken(reached.label)}" if reached is not None and reached.label else "")


def _x(plot: Any, position: Position | None) -> float | None:
    """A position as the plot's axis number (a log axis's too); None where it
    cannot be read (a time counted back from an event)."""
    if position is None or (isinstance(position, Time) and position.origin):
        return None
    text = f"{float(position.value):g} {position.unit}" if isinstance(position, Time) else str(position)
    try:
        return float(plot.axis.value(parse_quantity(text))[0])
    except (ValueError, TypeError, AttributeError):
        return None


def _mark_at(marks: tuple[ChartMark, ...], series: str, names: tuple[str, ...], x: float) -> ChartMark | None:
    """The mark standing on the series at this place, if one does."""
    return next((m for m in marks if (m.series in names or m.series == series) and m.point is not None and m.point.at is not None
                 and abs(m.point.at - x) <= 1e-6 * max(1.0, abs(x)) and m.place == "curve"), None)


def _noun(mark: ChartMark) -> str:
    """ "block", "save icon", "dot": what stands at the line's end."""
    return "block" if mark.block else f"{mark.icon} icon" if mark.icon else "dot"
