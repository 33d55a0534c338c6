"""Times in words, for every mark that speaks of time: `4.25 h` -> "four and a
quarter hours", `0.5 h` -> "thirty minutes", `120 min` -> "two hours"; several
times with their unit said once ("nine, six and eleven hours"), ranges ("nine
to thirty-four minutes")."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from blueprint.describe.say.facts import Time
from blueprint.describe.say.words import Words
from blueprint.values import SECONDS

UNIT_NOUNS = {"ms": "millisecond", "s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour", "d": "day"}
SMALLER = {"d": ("h", 24), "h": ("min", 60), "hr": ("min", 60), "min": ("s", 60), "s": ("ms", 1000), "sec": ("ms", 1000)}
LARGER = {"ms": ("s", 1000), "s": ("min", 60), "sec": ("min", 60), "min": ("h", 60)}  # hours stay hours: "forty-eight hours"
DECIMAL = frozenset(("ms", "s", "sec"))  # units read in tenths ("two point six seconds"); minutes and hours in sixtieths
PARTS = {Fraction(1, 2): "a half", Fraction(1, 4): "a quarter", Fraction(3, 4): "three quarters"}


def time_words(words: Words, time: Time, unit: bool = True) -> str:
    """`4.25 h` -> "four and a quarter hours", `0.5 h` -> "thirty minutes",
    `1 h` -> "one hour", `6.5 h` -> "six and a half hours", `310 min` in
    hours -> "five hours ten minutes" (never "five point one seven hours").
    A place on an axis counted from an event: "five hours before the failure",
    "the failure" at zero."""
    if time.clock is not None:  # on a clock axis a place is a time of day (`clock.py`)
        return words.spoken(time.clock)
    if time.origin:
        return _from_event(words, time, unit)
    value, code = _whole_unit(time)
    noun = UNIT_NOUNS.get(code, code)
    whole, part = divmod(value, 1)
    if code == time.most and code in DECIMAL and part != 0 and part not in PARTS and (part * 10).denominator == 1:  # as its axis's figures write it: "two point six seconds"
        figure, plural = words.number(f"{float(value):.1f}"), True
    elif part == 0:
        figure, plural = words.number(int(whole)), whole != 1
    elif part in PARTS and whole == 0:
        said = f"half {words.article(noun)}" if part == Fraction(1, 2) else f"{PARTS[part]} of {words.article(noun)}"
        return said if unit else PARTS[part]
    elif part in PARTS:
        figure, plural = f"{words.number(int(whole))} and {PARTS[part]}", True
    elif whole and code in SMALLER and (part * SMALLER[code][1]).denominator == 1:  # 310 min in hours: "five hours ten minutes"
        smaller, factor = SMALLER[code]
        rest = time_words(words, Time(part * factor, smaller, most=time.most))
        return f"{time_words(words, Time(Fraction(whole), code))} {rest}"
    else:
        figure, plural = words.number(f"{float(value):.2f}".rstrip("0").rstrip(".")), True
    if not unit:
        return figure
    return f"{figure} {words.plural(noun) if plural else noun}"


def times_words(words: Words, times: list[Time]) -> str:
    """Several times, their shared unit said once: "nine, six and eleven hours";
    the same time many times, once."""
    if len(set(times)) == 1:
        times = times[:1]
    if any(t.origin or t.clock is not None for t in times):  # places counted from an event, or times of day: each said whole
        return join([time_words(words, t) for t in times])
    units = {_whole_unit(t)[1] for t in times}
    compound = any(_compound(t) for t in times)  # "five hours ten minutes" keeps its units in a list
    if len(units) == 1 and len(times) > 1 and all(_whole_unit(t)[0] >= 1 for t in times) and not compound:
        figures = [time_words(words, t, unit=False) for t in times]
        last = time_words(words, times[-1])
        return join(figures[:-1] + [last])
    return join([time_words(words, t) for t in times])


def _compound(time: Time) -> bool:
    """Whether a time is said in two units ("five hours ten minutes")."""
    value, code = _whole_unit(time)
    whole, part = divmod(value, 1)
    return bool(whole) and part not in PARTS and part != 0 and code in SMALLER and (part * SMALLER[code][1]).denominator == 1


def range_words(words: Words, low: Time, high: Time) -> str:
    """A range, its unit said once: "nine to thirty-four minutes", "zero to
    fifteen seconds"."""
    plain = low.clock is None and high.clock is None and not low.origin and not high.origin
    if plain and low.value == 0 and high.value > 0:  # zero has no unit of its own: "zero to fifteen seconds"
        return f"zero to {time_words(words, high)}"
    if _whole_unit(low)[1] == _whole_unit(high)[1] and _whole_unit(low)[0] >= 1 and low.clock is None and high.clock is None:
        return f"{time_words(words, low, unit=False)} to {time_words(words, high)}"
    return f"{time_words(words, low)} to {time_words(words, high)}"


def _whole_unit(time: Time) -> tuple[Fraction, str]:
    """A time below one of its unit in a smaller one, where that makes it whole;
    a whole number of a larger unit in that one ("two hours", not "one hundred
    and twenty minutes")."""
    value, code = Fraction(time.value), time.unit
    if time.most in SECONDS and code in SECONDS:  # on an axis whose figures are written in one unit: said in it, whole or in tenths of a decimal unit
        drawn = value * SECONDS[code] / SECONDS[time.most]
        if drawn.denominator == 1 or ((drawn * 10).denominator == 1 and time.most in DECIMAL):  # "eighteen minutes", never "zero point three hours"
            return drawn, time.most
    while 0 < value < 1 and code in SMALLER:
        smaller, factor = SMALLER[code]
        if (value * factor).denominator != 1:
            break
        value, code = value * factor, smaller
    while code in LARGER and code != time.most and value >= LARGER[code][1] and (value / LARGER[code][1]).denominator == 1:
        value, code = value / LARGER[code][1], LARGER[code][0]
    return value, code


def _from_event(words: Words, time: Time, unit: bool) -> str:
    """A place on an axis counted from an event at zero, said from that event:
    "five hours before the failure", "the failure", "ten minutes after zero"."""
    at = time.value + time.origin
    zero = time.zero or "zero"
    if at == 0:
        return zero
    said = time_words(words, Time(abs(at), time.unit, most=time.most), unit)
    return f"{said} {'before' if at < 0 else 'after'} {zero}"


def reading_unit(span: Time, step: Time | None) -> str:
    """The unit an axis is read in, and every time on it said in (never a
    larger one: "a ready boundary at three hundred seconds" on an axis from zero
    to three hundred seconds ruled every thirty, never "at five minutes",
    cold-start-phases): the unit of its ticks where its length is read off them
    (`ticked_span_words`), else the unit its length is said in."""
    ticked = _ticked(span, step)
    return ticked[1] if ticked is not None else _whole_unit(span)[1]


def drawn_unit(unit: str, span: Time, step: Time | None, figured: bool) -> str:
    """The unit an axis is read in: the one its figures are written in, where
    it draws figures (`0 s`, `1 s`, ... `3 s`: "two point six seconds", never
    "two seconds six hundred milliseconds", straggler-node-timeline); else the
    one its ticks or length are said in (`reading_unit`)."""
    return unit if figured and unit in SECONDS else reading_unit(span, step)


def join(items: list[str]) -> str:
    """"a, b and c" (the blog's lists take no comma before the last)."""
    items = [i for i in items if i]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def ticked_span_words(words: Words, span: Time, step: Time | None) -> str | None:
    """"from zero to sixty minutes": an axis ruled in a unit smaller than the one
    its length would be said in (sixty minutes ruled every ten minutes is read
    off its ticks in minutes, never as "one hour"); None where the step and the
    length are said in one unit anyway, or the length is no whole number of it."""
    ticked = _read_ticked(span, step)
    if ticked is None:
        return None
    value, code = ticked
    noun = UNIT_NOUNS.get(code, code)
    return f"from zero to {words.number(int(value))} {words.plural(noun) if value != 1 else noun}"


def ticked_count(span: Time, step: Time | None) -> Fraction:
    """How many of its ticks' unit an axis read off them is long (0: it is not)."""
    ticked = _read_ticked(span, step)
    return ticked[0] if ticked is not None else Fraction(0)


def _read_ticked(span: Time, step: Time | None) -> tuple[Fraction, str] | None:
    """`_ticked`, where its ticks' unit is the one the axis is read in
    (`drawn_unit`): never "from zero to three thousand nine hundred
    milliseconds" under figures written in seconds."""
    ticked = _ticked(replace(span, most=None), step if step is None else replace(step, most=None))
    return ticked if ticked is not None and span.most in (None, ticked[1]) else None


def _ticked(span: Time, step: Time | None) -> tuple[Fraction, str] | None:
    """An axis's length in the unit of its ticks, where that is smaller than the
    unit its length would be said in and the length a whole number of it."""
    if step is None or span.origin or step.origin:
        return None
    step_value, step_code = _whole_unit(step)
    span_value, span_code = _whole_unit(span)
    if step_code == span_code or step_value.denominator != 1 or span_code not in SMALLER:
        return None
    value, code = span_value, span_code
    while code != step_code and code in SMALLER:
        smaller, factor = SMALLER[code]
        value, code = value * factor, smaller
    if code != step_code or value.denominator != 1:
        return None
    return value, code
