"""How an axis is said, for every mark with one: a value axis as a phrase of
the chart's lead ("on a value axis of GPU memory from zero to eighty
gigabytes"), and the x axis as a sentence of its own where the writer titled
it or named its ends ("The x axis, GPU utilization, runs from zero to one
hundred percent, with a tick named eighty-five percent"). The places come
already said (`Said` in `realise/series_words.py`); here they are put in words."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.say.facts import Time
from blueprint.describe.say.ranges import unit_once
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import UNITS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from blueprint.describe.say.facts import TimeAxis
    from blueprint.describe.say.words import Words


def titled_count(words: "Words", title: str | None, number: str, unit: str) -> str | None:
    """ "a batch size of sixty-four": a place on an axis whose unit is a count
    noun ("batch") that its title measures ("batch size", "node count") is read
    as the title, never "sixty-four batches", which counts batches the card
    does not draw; None where the unit is a measure ("GB", "ms", "%") or the
    title is not the unit's noun and one word after it."""
    if not title or not unit or unit.lower() in UNITS or unit.lower().rstrip("s") in UNITS:
        return None
    one = lambda word: words.engine.singular_noun(word.lower()) or word.lower()
    said = title.split()
    if len(said) != 2 or one(said[0]) != one(unit) or one(said[1]) == one(unit):
        return None
    return f"{words.article(title)} of {words.spoken(number)}"


def value_axis(words: "Words", title: str | None, low: str, high: str, named: str | None = None, scale: str | None = None) -> str:
    """"on a value axis of GPU memory from zero to eighty gigabytes"; a title's
    unit after a comma, which the range says already, is not said twice
    ("gpu utilization, %" -> "of gpu utilization from zero to one hundred
    percent"; "time lost, % of run" -> "of time lost from zero to twenty percent
    of the run": reader 10-A/10-D, the label's comma and "%" read into the sentence).
    The title is not said where the one series was just named by it (`named`):
    "a grey curve of p99 queue wait ... on a value axis of p99 queue wait" (reader 10-A)."""
    name, of_what = _unit_apart(words, title, high) if title else (None, "")
    same = named is not None and name is not None and words.spoken(name).lower() == words.spoken(named).lower()
    of = f" of {words.spoken(name)}" if name and not same else ""
    kind = f"{scale} value axis" if scale else "value axis"  # "on a logarithmic value axis"
    return f"on a {kind}{of} from {low} to {high}{of_what}"


def bare_value_axis(words: "Words", title: str | None) -> str:
    """"on a value axis of load, ruled without figures": a value axis whose
    ticks carry no figures (`labels: none`), so no value is read off it."""
    of = f" of {words.spoken(title)}" if title else ""
    return f"on a value axis{of}, ruled without figures"


def _unit_apart(words: "Words", title: str, high: str) -> tuple[str, str]:
    """A value axis's title without a trailing ", UNIT" (or ", UNIT of WHAT")
    whose unit the range's top says in words, and what the unit is of (" of the
    run"); the title whole where its tail is no unit the range says."""
    name, comma, tail = title.rpartition(", ")
    unit, _, whole = tail.partition(" of ")
    if not comma or not name or not unit or " " in unit:
        return title, ""
    spoken = words.spoken(f"2{unit}" if unit == "%" else f"2 {unit}").split()[-1]
    if spoken.lower() == unit.lower() or spoken not in high.split():
        return title, ""
    of = "" if not whole else f" of the {whole}" if len(whole.split()) == 1 else f" of {whole}"
    return name, of


def x_axis(words: "Words", title: str | None, span: str, named: list[str], tinted: "Sequence[tuple[str, str]]" = (), arrowed: bool = False) -> str:
    """"The x axis, GPU utilization, runs from zero to one hundred percent",
    "the x axis runs from midnight to midnight, with noon marked"; ticks
    whose words are coloured, after: ", thirty in blue"; its arrow last."""
    titled = f", {words.spoken(title)}," if title else ""
    said = f"the x axis{titled} runs {span}"
    if named:
        said += f", with {words.join(named)} marked"
    return said + coloured_ticks(words, tinted) + (f", {arrow('right')}" if arrowed else "")


def arrow(way: str) -> str:
    """"with an arrow pointing right": an axis's arrow (`arrow: true`), the
    way its values grow: right along a level axis, up beside an upright one."""
    return f"with an arrow pointing {way}"


def slot_axis(words: "Words", noun: str, axis: "TimeAxis", step: str | None) -> str:
    """"along an axis of hours ruled every hour, marked zero, six, twelve,
    eighteen and twenty-four": a column chart's axis along its slots, ruled at
    their edges (a step counted in columns), its words as drawn."""
    plural = words.engine.plural_noun(noun)
    said = f"along an axis of {words.spoken(axis.title) if axis.title else plural}"
    if step is not None and not step.replace(".", "", 1).isdigit():  # a step on the axis of columns at places (`1 h`): "ruled every hour"
        said += " ruled every " + words.spoken(step).removeprefix("one ")
    elif step is not None:
        count = float(step)
        said += " ruled every " + (noun if count == 1 else words.count(int(count), noun) if count == int(count) else f"{words.spoken(step)} {plural}")
    marked = [words.spoken(name) for _, name in axis.names]
    if marked:
        said += ", marked " + words.join(marked)
    return said + coloured_ticks(words, axis.coloured) + (f", {arrow('right')}" if axis.arrow else "")


def coloured_ticks(words: "Words", tinted: "Sequence[tuple[str, str]]") -> str:
    """", thirty in blue", ", thirty and sixty in blue and ninety in red": the
    ticks whose words the writer coloured, by colour, in the axis's order."""
    by_colour: dict[str, list[str]] = {}
    for text, colour in tinted:
        by_colour.setdefault(colour, []).append(words.spoken(text))
    return "".join(f"{', ' if i == 0 else ' and '}{words.join(said)} in {colour}" for i, (colour, said) in enumerate(by_colour.items()))


def time_axis(words: "Words", axis: "TimeAxis") -> str:
    """", on an axis of hour of the day from midnight to midnight, with noon
    and two p.m. marked": a time axis's title and the names of its ticks, its
    ends by their names where the writer named them; an axis counted from an
    event, from its start ("from six hours before the failure to the failure")."""
    zero = axis.start if axis.start is not None else Time(Fraction(0), axis.span.unit) if axis.span else None
    named = {t: words.spoken(name) for t, name in axis.names}
    ends = [named.get(zero) if zero is not None else None, named.get(axis.span) if axis.span else None]
    of = f" of {words.spoken(axis.title)}" if axis.title else ""
    said = f"on an axis{of}"
    if axis.span and (any(ends) or axis.start is not None):
        low = ends[0] or (time_words(words, zero) if zero is not None else "zero")
        said += f" from {unit_once(low, 'to', ends[1] or time_words(words, axis.span))}"
    inner = [name for t, name in named.items() if t not in (zero, axis.span)]
    if inner:
        said += f", with {words.join(inner)} marked"
    said += coloured_ticks(words, axis.coloured)
    if axis.arrow:
        said += f" {arrow('right')}" if said == "on an axis" else f", {arrow('right')}"  # alone: "on an axis with an arrow pointing right"
    if axis.major is None:
        return said
    longer = longer_ticks(every(time_words(words, axis.major)))
    if said == "on an axis":  # nothing else told of it: the ruling's longer ticks alone
        return f"with {longer}"
    return said + (f", and {longer}" if inner or axis.coloured else f", with {longer}")


def every(step: str) -> str:
    """"hour" of "one hour", "six hours" as it is: a step after "every"."""
    return step[4:] if step.startswith("one ") else step


def powers(words: "Words", step: float) -> str:
    """"at each power of thirty-two": a log axis's step (log10 of a factor) in words."""
    factor = 10**step
    return "at each power of " + words.spoken(f"{round(factor):d}" if abs(factor - round(factor)) < 1e-6 else f"{factor:.3g}")


def longer_ticks(step: str) -> str:
    """"a longer tick every six hours": an axis's `major` ticks, drawn twice as long."""
    return f"a longer tick {step}" if step.startswith("at ") else f"a longer tick every {step}"


PER = {"ms": "millisecond", "s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour", "d": "day"}
SHORT = {"req": "request", "tok": "token", "op": "operation", "q": "query", "img": "image"}  # a rate's short words, said whole


def value(words: "Words", figure: str, unit: str) -> str:
    """A value with its axis's unit in words: "sixty-six gigabytes", "forty
    dollars" (`$`), "eighty requests per second" (`req/s`), "eighty-five percent"."""
    if unit in ("%", "percent", "pct"):
        return words.spoken(f"{figure}%")
    if unit in ("$", "€", "£"):
        return words.spoken(f"{unit}{figure}")
    if "/" in unit:
        what, per = unit.split("/", 1)
        noun = SHORT.get(what.lower(), what)
        said = words.spoken(f"{figure} {noun}")
        if figure != "1" and noun == SHORT.get(what.lower()):
            said = f"{words.spoken(figure)} {words.engine.plural_noun(noun)}"
        return f"{said} per {PER.get(per, per)}"
    return words.spoken(f"{figure} {unit}")


def scaled(words: "Words", unit: str | None) -> str:
    """ "drawn to scale in gigabytes": parts standing by their values; the
    unit said as a plural noun where it is a word."""
    if not unit or unit in ("%", "percent", "pct", "$", "€", "£") or "/" in unit:
        return "drawn to scale"
    return "drawn to scale in " + value(words, "2", unit).split(" ", 1)[-1]
