"""A point of one series named as a reader finds it on its line, for what
stands by it (a note placed `right-of: cost.overhead.at-5min`): "the start of
the save overhead", "the end of ...", "the total at thirty minutes". A key
names the point as `describe/marks/bracket.py` makes it: the series' path,
POINT, its index."""

from __future__ import annotations

from blueprint.describe.realise.bracket_points import POINT
from blueprint.describe.realise.series_words import series_name
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import Words


def point_name(words: Words, thing: Thing, key: tuple) -> str | None:
    """The words for a point of a series a key names; None for any other key."""
    chart = thing.chart
    rest = tuple(key[len(thing.key):])
    if chart is None or len(rest) < 2 or rest[-2] != POINT or not isinstance(rest[-1], int):
        return None
    trace = next((t for t in chart.plot.traces if tuple(t.series.path) == rest[:-2]), None)
    if trace is None or not 0 <= rest[-1] < len(trace.xs):
        return None
    name = series_name(trace, words)
    if rest[-1] == 0:
        return f"the start of {name}"
    if rest[-1] == len(trace.xs) - 1:
        return f"the end of {name}"
    return f"{name} at {words.spoken(chart.plot.axis.text(trace.xs[rest[-1]]))}"
