"""A point of one series named as a reader finds it on its line, for what
stands by it (a note placed `right-of: cost.overhead.at-5min`): "the start of
the save overhead", "the end of ...", "the total at thirty minutes". A key
names the point as `describe/marks/bracket.py` makes it: the series' path,
POINT, its index."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from blueprint.describe.realise.bracket_points import POINT
from blueprint.describe.realise.series_words import Said, series_name
from blueprint.describe.say import stair_rhythm
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.facts import Time
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words
from blueprint.marks.units import time_key
from blueprint.values import parse_quantity

AT = "at"  # a key's step to a place on a series between its points, by its value on the axis (`describe/marks/note.py`)


def point_name(words: Words, thing: Thing, key: tuple) -> str | None:
    """The words for a point of a series a key names; None for any other key."""
    chart = thing.chart
    rest = tuple(key[len(thing.key):])
    if chart is not None and len(rest) >= 2 and rest[-2] == AT:  # a place on it between its points, as written: "the recompute at four minutes"
        on = next((t for t in chart.plot.traces if tuple(t.series.path) == rest[:-2]), None)
        place = rest[-1] if isinstance(rest[-1], str) else chart.plot.axis.text(rest[-1])
        titled = Said(chart.plot, words).titled(rest[-1]) if not isinstance(rest[-1], str) else None
        return f"{series_name(on, words)} at {titled or _place_words(words, place)}" if on is not None else None
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
    at = trace.xs[rest[-1]]
    return f"{_step_size(trace, chart, at)}{name} at {Said(chart.plot, words).titled(at) or words.spoken(chart.plot.axis.text(at))}"


def _step_size(trace: Any, chart: Any, x: float) -> str:
    """ "the tall step of ": where a staircase climbs in two sizes of step
    (`say/stair_rhythm.py`) and the place is one of its risers, which size;
    "" elsewhere. A note's leader to a riser's top then says which kind of
    step it explains ("full three terabytes" on a tall one)."""
    if not trace.series.staircase:
        return ""
    risers = stair_rhythm.drawn_risers(trace.xs, trace.ys, trace.series.rises_from_baseline)
    size = stair_rhythm.size_at(risers, x, chart.plot.end)
    return f"the {size} step of " if size else ""


def _place_words(words: Words, place: str) -> str:
    """A place on the axis as written, spoken: a time as one ("one and a half
    hours", never "one point five hours"), anything else word by word."""
    try:
        found = parse_quantity(place)
    except ValueError:
        return words.spoken(place)
    unit = time_key(found.unit)
    if unit is None:
        return words.spoken(place)
    return time_words(words, Time(Fraction(found.low).limit_denominator(10**6), unit))
