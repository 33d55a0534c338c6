"""Where a run of columns stands and how it ranks, for the columns form
(`columns.py`): "ten of eight cells from eight to eighteen, the tallest".
A chart with an axis along its slots is read off that axis, as a reader
reads the run's ends off the figures under it (reader 8-A: runs said by count
only, never where they stand); a run that holds the greatest value of the
chart says so, never "the tallest" where a column with parts stacked past a
smaller value reaches further."""

from __future__ import annotations

import re
from fractions import Fraction

from blueprint.describe.say.clock import day_hours
from blueprint.describe.say.facts import Thing, TimeAxis
from blueprint.describe.say.words import Words

TOGETHER = {"tallest-together": "the tallest", "most-together": "the most of any {noun}"}
HANGING_TOGETHER = {"tallest-together": "the longest"}  # a column hanging down is long, not tall
_CLOCK = re.compile(r"^(\d{1,2}):00$")


def edge_words(words: Words, axis: TimeAxis, at: int) -> str | None:
    """The words for the slots' edge `at`: its tick's name where it has one;
    else, where every named tick is its own edge's number ("06" at six) or
    that hour on a clock ("06:00" at six), the edge as that number or time
    (hours of a day, "00" to "24", as times: `say/clock.day_hours`);
    else None (names such as "mon" give no number to edges between them)."""
    names = {t.value: text for t, text in axis.names}
    if names and day_hours(names.values()):
        return words.spoken(f"{at:02d}:00")
    if Fraction(at) in names:
        return words.spoken(names[Fraction(at)])
    if not names:
        return None
    if all(text.isdigit() and int(text) == value for value, text in names.items()):
        return words.spoken(str(at))
    clocks = [_CLOCK.match(text) for text in names.values()]
    if all(m is not None and int(m.group(1)) == value for m, value in zip(clocks, names)):
        return words.spoken(f"{at:02d}:00")
    return None


def run_span(words: Words, axis: TimeAxis | None, run: list[Thing]) -> str:
    """ " from eight to eighteen": the edges of a run of two or more columns on
    the axis along the slots (a column's `rank` is its slot from one); empty
    without an axis, for a lone column, or where an edge has no words."""
    if axis is None or len(run) < 2 or run[0].rank is None or run[-1].rank is None:
        return ""
    start, end = edge_words(words, axis, run[0].rank - 1), edge_words(words, axis, run[-1].rank)
    return f" from {start} to {end}" if start and end else ""


def together_words(run: list[Thing], members: tuple[Thing, ...], noun: str, hanging: bool) -> str:
    """ ", the tallest": a run that holds every column of its rank (`marks/
    columns.py`'s tallest-together or most-together); empty otherwise."""
    quality = run[0].quality
    if quality not in TOGETHER or sum(1 for m in members if m.quality == quality) != len(run):
        return ""
    said = (HANGING_TOGETHER.get(quality) if hanging else None) or TOGETHER[quality]
    return ", " + said.format(noun=noun)
