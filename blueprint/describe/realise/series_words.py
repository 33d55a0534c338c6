"""The words for one series of a curve and its axis, which every sentence of
the curve's description uses (`series.py`): the series by its look ("a grey
curve of demand") and as a sentence names it ("the demand"), a verb agreeing
with it, and places, lengths and values on its axis as a reader says them
(`Said`). Its shape computed from its values ("climbing to two peaks and
falling away at night") is worded in `series_shape_words.py`."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.lexicon.days import day_name
from blueprint.describe.say import against
from blueprint.describe.say.facts import Time
from blueprint.describe.say.look_words import dot_words
from blueprint.describe.say.ranges import unit_once
from blueprint.describe.say.times import PARTS, range_words, time_words, times_words
from blueprint.describe.say.words import Words, head_noun
from blueprint.marks.units import figure as written_figure, singular
from blueprint.values import SECONDS

Plot = Any  # a chart's series as data (`Chart.plot`): `axis`, `traces`, `end`, `trace(name)`
Trace = Any  # one series: `series` (look, noun, label, index, step), `xs`, `ys`, `shape`, `value(x)`

DAY, HOUR = 86400, 3600
TIME_GRAINS = (0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 600, 900, 1800, 3600, 21600, 43200, 86400)  # seconds a time axis's places round to
LONG_NAME = 4  # a staircase's noun of this many words or more is said once, in the lead; later sentences name it by its look
RHYTHM = {"solid": "", "dashed": "dashed", "dotted": "dotted"}


def series_look(trace: Trace, words: Words, plot: Plot | None = None) -> str:
    """"a grey curve of demand", "a blue dashed step line of capacity marked reserve":
    the colour always, grey too, as the blog names its main series."""
    s = trace.series
    colour = s.colour
    weight = s.weight if s.weight else ""
    look = " ".join(filter(None, [weight, colour, RHYTHM[s.outline], line_noun(trace)]))
    phrase = words.article(look)
    if s.noun and s.noun != "curve":
        phrase += f" of {s.noun}"
    if s.label and not words.repeats(s.label, phrase):  # not "a staircase of replicas wanted marked wanted"
        phrase += f" marked {words.spoken(s.label)}"
    return phrase + dots_look(trace, words) + (past_look(trace, plot, words) if plot is not None else "")


def dots_look(trace: Trace, words: Words) -> str:
    """", with an open dot at each point": a series' `dots`, said once with
    its look, and what they stand for where the writer says."""
    dots = getattr(trace.series, "dots", None)
    if dots is None:
        return ""
    look = dots.look_in(trace.series.colour)
    own = look.fill == trace.series.colour and look.outline == "none"  # the line's own colour: said with the line already
    said = dot_words("none" if own else look.fill, look.outline, None if look.own_colour else look.colour, dots.size)
    meaning = words.meaning(dots.means)
    return f", with {words.article(said)} at each point" + (f" ({meaning})" if meaning else "")


def line_noun(trace: Trace) -> str:
    """What the eye sees a series drawn as: "staircase", "step line", "line" (straight), "curve"."""
    s = trace.series
    return "staircase" if s.staircase else "step line" if s.step else "line" if s.straight or len(trace.xs) == 2 else "curve"


def past_look(trace: Trace, plot: Plot, words: Words) -> str:
    """", turning red above eighty-five percent", ", dashed past forty minutes":
    the look a series takes where its `past` says."""
    past = trace.series.past
    if past is None:
        return ""
    at, above = trace.past_from(plot.axis, getattr(plot, "value_axis", None))
    look = " ".join(filter(None, [past.outline, past.colour]))
    where = f"past {Said(plot, words).place(at)}" if at is not None else f"above {Said(plot, words).figure(above)}"
    return f", {look} {where}"


def is_plural(noun: str, words: Words) -> bool:
    """Whether a noun phrase is plural ("the requests", "the GPUs"; not "the
    utilization with four workers"): its head noun is."""
    head = head_noun(noun)
    singular = words.engine.singular_noun(head)
    return bool(singular) and singular != head


def agree(subject: str, predicate: str, words: Words, noun: str | None = None) -> str:
    """"the requests" + "crosses it twice" -> "the requests cross it twice"."""
    if is_plural(noun or subject, words):
        verb, _, rest = predicate.partition(" ")
        predicate = " ".join(filter(None, [words.engine.plural_verb(verb), rest]))
    return f"{subject} {predicate}"


def series_name(trace: Trace, words: Words) -> str:
    """How a sentence refers to a series: "the demand", "the second series"."""
    s = trace.series
    look = f"{s.colour} {RHYTHM[s.outline]}".strip() + " " if s.staircase else ""  # staircases by their looks: "the grey full copies", "the blue deltas"
    if s.staircase and s.noun and len(s.noun.split()) >= LONG_NAME:
        return f"the {look}staircase"  # a long name said once, in the lead; then by what the eye finds (reader 7-A: eight times over)
    if getattr(trace, "by_look", False):  # its noun written nowhere on the card: named by what is drawn (reader 10-C)
        return "the " + " ".join(filter(None, [s.colour, RHYTHM[s.outline], line_noun(trace)]))
    if s.noun:
        return f"the {look}{s.noun}"
    return f"the {look}{words.ordinal(s.index + 1)} series"


class Said:
    """Places, lengths and values on a plot's axis as a reader says them."""

    def __init__(self, plot: Plot, words: Words) -> None:
        self.plot, self.words = plot, words

    def rounded(self, x: float) -> float:
        return self.plot.axis.rounded(x) if self.plot.axis.log else _rounded(x, self.plot)

    def _written(self, x: float) -> tuple[str, str]:
        """A rounded place or length on an axis not of time, as a figure and its unit."""
        text = self.plot.axis.text(x)
        figure_, _, unit = text.partition(" ")
        return (figure_.rstrip("%"), "%") if text.endswith("%") else (figure_, unit)

    def _time(self, x: float) -> Time:
        """A rounded time in the largest unit that says it whole or in halves or
        quarters ("two hours", "seven and a half hours", "twenty-seven minutes"),
        days only on an axis in days."""
        axis = self.plot.axis
        units = [u for u in ("d", "h", "min", "s") if u != "d" or axis.time == "d"]
        for unit in units:
            value = x / float(SECONDS[unit])
            if abs(value * 4 - round(value * 4)) < 1e-6 and value >= 1:
                return Time(Fraction(round(value * 4), 4), unit)
        return Time(Fraction(x / float(SECONDS[axis.time])).limit_denominator(100), axis.time)

    def _say(self, number: str, unit: str) -> str:
        """A figure and its unit in words; halves and quarters as a reader says
        them ("eight and a half epochs", not "eight point five")."""
        words = self.words
        value = Fraction(number).limit_denominator(1000) if number.replace(".", "", 1).isdigit() else None
        if value is not None and value.denominator in (2, 4) and value > 1 and unit not in ("", "%"):
            whole, part = divmod(value, 1)
            plural = words.spoken(f"2 {unit}").rsplit(" ", 1)[-1]
            return f"{words.number(int(whole))} and {PARTS[part]} {plural}"
        return words.spoken(f"{number}%" if unit == "%" else f"{number} {unit}".strip())

    def named(self, x: float) -> str | None:
        """The name the writer gave the x axis's tick at this place (`noon`), if
        any; a tick named by its own bare figure ("120" on an axis in minutes)
        is said with the axis's unit, as the axis's title gives it (issue 26:
        "at one hundred and twenty minutes", never a bare "one hundred and twenty")."""
        names = tuple(getattr(self.plot, "names", ())) + tuple(getattr(self.plot, "shared_names", ()))  # a timeline's on the same scale too
        return next((self._name(at, name) for at, name in names if self.rounded(at) == self.rounded(x)), None)

    def _name(self, at: float, name: str, unit: bool = True) -> str:
        """A tick's name said; a bare figure with the axis's unit (`unit`) or alone."""
        if _bare(self.plot.axis, at, name):
            return self.words.spoken(self.plot.axis.text(at) if unit else name)
        return self.words.spoken(name)

    def _bare_named(self, x: float) -> str | None:
        """The figure of a tick named by its bare figure at this place, without its unit; None else."""
        names = tuple(getattr(self.plot, "names", ())) + tuple(getattr(self.plot, "shared_names", ()))
        return next((self._name(at, name, unit=False) for at, name in names if self.rounded(at) == self.rounded(x) and _bare(self.plot.axis, at, name)), None)

    def place(self, x: float) -> str:
        """"fourteen hours", "twenty-seven minutes", "five hundred steps"; a
        named tick's name ("noon") where the place is one."""
        name = self.named(x)
        if name is None or self._bare_named(x) is not None:
            titled = self.titled(x)
            if titled is not None:
                return titled
        return name if name is not None else self._figure(x)

    def titled(self, x: float) -> str | None:
        """ "a batch size of sixty-four": a place on an axis in a count noun its
        title measures (`axis_words.titled_count`); None on any other axis."""
        if self.plot.axis.time is not None:
            return None
        return axis_words.titled_count(self.words, getattr(self.plot, "x_title", None), *self._written(self.rounded(x)))

    def day_of(self, x: float) -> str | None:
        """The day a place falls on, where the x axis (or a timeline on its
        scale) names its days ("tue" at each day's noon or midnight) and the
        axis counts from a midnight: "tuesday"; None elsewhere."""
        if self.plot.axis.time is None:
            return None
        names = tuple(getattr(self.plot, "names", ())) + tuple(getattr(self.plot, "shared_names", ()))
        days = {int(at // DAY): day_name(name) for at, name in names}
        if len(days) < 2 or None in days.values():
            return None
        return days.get(int(x // DAY))

    def at(self, x: float) -> str:
        """ "at fourteen hours", "at noon"; "on tuesday" where the axis names
        the day the place falls on (never a rounded hour on another day)."""
        day = self.day_of(x) if self.named(x) is None else None
        return f"on {day}" if day else f"at {self.place(x)}"

    def at_about(self, x: float) -> str:
        """ "at about three hundred flop per byte": a place said "about" where
        it falls between the figures the axis writes and rounding moved it."""
        exact = self.named(x) is not None or abs(self.rounded(x) - x) <= 1e-9 * max(1.0, abs(x))
        return self.at(x) if exact else f"at about {self.place(x)}"

    def at_places(self, xs: "list[float]") -> str:
        """ "at twelve, twenty-eight and forty-six minutes"; "on tuesday and
        saturday" where the axis names the days they fall on."""
        days = [self.day_of(x) for x in xs]
        if all(days) and not any(self.named(x) is not None for x in xs):
            return f"on {self.words.join([d for d in days if d])}"
        return f"at {self.places(xs)}"

    def place_in_words(self, x: float) -> str:
        """A place by a tick's name where the name is words ("two p.m."), else
        as a figure with its unit ("thirty minutes", never a bare "thirty")."""
        names = tuple(getattr(self.plot, "names", ())) + tuple(getattr(self.plot, "shared_names", ()))
        worded = any(any(c.isalpha() for c in name) for at, name in names if self.rounded(at) == self.rounded(x))
        return self.place(x) if worded else self._figure(x)

    def _figure(self, x: float) -> str:
        """A place or length as a figure in words, never a tick's name."""
        if self.plot.axis.time is not None:
            return time_words(self.words, self._time(self.rounded(x)))
        return self._say(*self._written(self.rounded(x)))

    def _two(self, a: float, b: float, joint: str) -> str:
        """"ten and twenty minutes" (one unit said once), else "fifty minutes and two hours"."""
        bare, unit = self._bare_named(a), self.words.spoken(self.plot.axis.text(b)).rsplit(" ", 1)[-1]
        if bare is not None and (self._bare_named(b) is not None or self.place(b).endswith(" " + unit)):
            return f"{bare} {joint} {self.place(b)}"  # "from zero to one hundred and twenty minutes": the unit once
        if self.named(a) is not None or self.named(b) is not None:
            return unit_once(self.place(a), joint, self.place(b))
        if self.plot.axis.time is not None:
            low, high = self._time(self.rounded(a)), self._time(self.rounded(b))
            return range_words(self.words, low, high).replace(" to ", f" {joint} ", 1)
        (fa, ua), (fb, ub) = self._written(self.rounded(a)), self._written(self.rounded(b))
        if singular(ua) == singular(ub):  # "from one to two hundred and fifty-six batches": the count noun or unit once, however many words it takes ("flop per byte")
            first = self._say(fa, "" if ua and ua != "%" else ua)
            return f"{first} {joint} {self._say(fb, ub)}"
        return f"{self._say(fa, ua)} {joint} {self._say(fb, ub)}"

    def places(self, xs: "list[float]") -> str:
        """"twelve, twenty-eight and forty-six minutes": several places, their unit said once."""
        if self.plot.axis.time is not None and not any(self.named(x) is not None for x in xs):
            return times_words(self.words, [self._time(self.rounded(x)) for x in xs])
        titled = [self.place(x) for x in xs]
        if len(xs) > 1 and all(t == self.titled(x) for t, x in zip(titled, xs)):  # "batch sizes of two, four and eight": the title once
            title = getattr(self.plot, "x_title", "")
            return f"{self.words.plural(title)} of {self.words.join([t.split(' of ', 1)[1] for t in titled])}"
        return self.words.join([self.place(x) for x in xs])

    def stretch(self, a: float, b: float) -> str:
        """"between ten and twenty minutes", or "at fifteen minutes" if they round alike."""
        if self.rounded(a) == self.rounded(b):
            return f"at {self.place(a)}"
        return f"between {self._two(a, b, 'and')}"

    def span(self, a: float, b: float) -> str:
        """"from nine to twenty-one hours"."""
        return f"from {self._two(a, b, 'to')}"

    def length(self, d: float) -> str:
        """A length of the axis: "thirty minutes", "one hour", "two epochs"."""
        return self._figure(d)

    @staticmethod
    def _round(v: float) -> float:
        return round(v) if abs(v) >= 10 else round(v, 1) if abs(v) >= 1 else float(f"{v:.2g}")

    def _rounded_value(self, v: float) -> float:
        """A value as a reader rounds it; on a log value axis, in its real units (`LogAxis.rounded`)."""
        axis = getattr(self.plot, "value_axis", None)
        return axis.rounded(v) if axis is not None and axis.log else self._round(v)

    def value(self, v: float) -> str:
        """A value as a reader rounds it: "eighty-three", "zero point six"."""
        return self.figure(self._rounded_value(v))

    def about(self, v: float) -> str:
        """A value as a reader rounds it, "about" where rounding moved it."""
        return ("about " if abs(self._rounded_value(v) - v) > 1e-9 else "") + self.value(v)

    def figure(self, v: float) -> str:
        """A value in words, with the value axis's unit where it has one ("sixty-six gigabytes");
        on a log value axis, the value its number stands for ("four and a half milliseconds")."""
        axis = getattr(self.plot, "value_axis", None)
        if axis is not None and axis.log:
            number, unit = axis.shown(v)
            return self._say(written_figure(number), unit)
        unit = getattr(self.plot, "values", None)
        if unit:
            return axis_words.value(self.words, f"{v:g}", unit)
        return self.words.spoken(f"{v:g}")

    def when(self, x: float) -> str:
        """" at night", " in the evening" on a day's axis; "" elsewhere."""
        axis = self.plot.axis
        if not is_a_day(self.plot):
            return ""
        period = against.period(x / axis.per_unit(), axis.time or axis.word, self.plot.end / axis.per_unit())
        if period is None or period.part is None:
            return ""
        return " at night" if period.part == "night" else f" in the {period.part}"


def _bare(axis: Any, at: float, name: str) -> bool:
    """Whether a tick's name is its own figure on the axis ("30" at thirty minutes;
    "1" at one flop per byte on a log axis, whose numbers are not its values)."""
    shown = axis.bare(at) if getattr(axis, "log", False) else written_figure(at / axis.per_unit())
    return name.strip().replace(",", "") == shown


def is_a_day(plot: Plot) -> bool:
    return plot.axis.time is not None and abs(plot.end - 86400) < 1


def _rounded(x: float, plot: Plot) -> float:
    """A place on the axis rounded as a reader would say it: to whole hours on a
    day, to fives of minutes on two hours, to minutes on one (whatever unit the
    axis is in), to fifties on a thousand steps."""
    if plot.axis.time is not None:
        grain = max([g for g in TIME_GRAINS if g <= plot.end / 20] or [TIME_GRAINS[0]])
        while grain > HOUR and (round(x / grain) * grain) // DAY != x // DAY:
            grain = max(g for g in TIME_GRAINS if g < grain)  # never rounded over a midnight into another day (trywords9: 46 h said "forty-eight")
        return round(x / grain) * grain
    per = plot.axis.per_unit()
    grain = 10 ** math.floor(math.log10(max(plot.end / per / 20, 1e-9)))
    grain *= 5 if plot.end / per / grain >= 100 else 1
    return round(x / per / grain) * grain * per
