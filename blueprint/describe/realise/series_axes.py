"""A curve's axes in words, for the lead and the axis sentence of its
description (`series.py`): the x axis by its title or named ticks ("over
three weeks", "against the checkpoint interval, from zero to one hundred and
twenty minutes"), the value axis (" on a value axis of GPU memory from zero to
eighty gigabytes") and the ruling (" ruled every six hours")."""

from __future__ import annotations

from blueprint.describe.lexicon import axis as lexicon
from blueprint.describe.realise.series_named import rows_phrase, value_names
from blueprint.describe.realise.series_words import Said
from blueprint.describe.say.facts import Chart
from blueprint.describe.say.words import Words

WEEK = 7 * 24 * 3600  # seconds in a week: an x axis of whole weeks whose ticks are named is said in weeks

# Words of an x title that say elapsed time (the chart runs "over" it); any other title on a time unit is a quantity.
ELAPSED = ("time", "elapsed", "hour", "hours", "minute", "minutes", "day", "days", "since", "after", "clock", "date")

def _quantity(chart: Chart, words: Words) -> str:
    """" against the checkpoint interval, from zero to one hundred and twenty
    minutes": an x axis on a unit of time that the writer titled as a quantity
    (not elapsed time), said by its title, in the axis's own unit; "" else."""
    title = chart.axes.x_title if chart.axes else None
    if not title or chart.plot.axis.time is None:
        return ""
    head = title.split(",")[0].strip()
    if not head or any(word in ELAPSED for word in head.lower().split()):
        return ""
    end = f"from zero to {words.spoken(chart.plot.axis.text(chart.plot.end))}"
    if subject_says(chart, words, words.spoken(head)):
        return end  # "checkpoint interval against ... as three series ... from zero to ...": the quantity said once (reader 8-B)
    return f"against the {words.spoken(head)}, {end}"


def subject_says(chart: Chart, words: Words, phrase: str) -> bool:
    """Whether the diagram's subject already says these words ("p99 latency
    over ten minutes" says "over ten minutes"): the lead does not say them again."""
    if not chart.subject or not phrase:
        return False
    return f" {phrase.lower()} " in f" {words.spoken(chart.subject).lower()} "

def _value_axis(chart: Chart, words: Words) -> str:
    """" on a value axis of GPU memory from zero to eighty gigabytes", where the chart has a y axis."""
    axes = chart.axes
    if axes is None or axes.y_top is None:
        return ""
    if value_names(chart.plot):  # ticks that are names: rows, never a range of numbers (session 13)
        return rows_phrase(chart.plot, words)
    if not chart.plot.figures:  # `labels: none`: ticks a reader reads no value off
        noun = chart.plot.traces[0].series.noun if len(chart.plot.traces) == 1 else None
        return " " + lexicon.bare_value_axis(words, None if axes.y_title and noun and axes.y_title.lower() == noun.lower() else axes.y_title)
    said = Said(chart.plot, words)
    log = chart.plot.value_axis is not None and chart.plot.value_axis.log
    step = lexicon.powers(words, axes.y_major) if log and axes.y_major else lexicon.every(said.figure(axes.y_major)) if axes.y_major else ""
    longer = f", with {lexicon.longer_ticks(step)}" if axes.y_major else ""
    traces = chart.plot.traces
    named = traces[0].series.noun if len(traces) == 1 else None  # one series named by the axis's title: the title not said twice
    low = said.figure(0.0) if log else words.number(0)  # a log axis starts at its least power, never zero
    scaled = "logarithmic" if log and not chart.plot.axis.log else None  # both log: the lead says "logarithmic axes"
    arrowed = f", {lexicon.arrow('up')}" if axes.y_arrow else ""
    return " " + lexicon.value_axis(words, axes.y_title, low, said.figure(axes.y_top), named, scaled) + lexicon.coloured_ticks(words, axes.y_coloured) + longer + arrowed

def _x_axis(chart: Chart, words: Words) -> str:
    """The x axis's sentence, where the writer titled it or named its ticks."""
    plot = chart.plot
    names = getattr(plot, "names", ())
    title = chart.axes.x_title if chart.axes else None
    if _quantity(chart, words):
        title = None  # said in the lead, not again
    tinted = chart.axes.x_coloured if chart.axes else ()
    arrowed = chart.axes is not None and chart.axes.x_arrow
    if not title and not names and not tinted and not arrowed:
        return ""
    said = Said(plot, words)
    ends = (said.rounded(0), said.rounded(plot.end))
    inner = [words.spoken(name) for at, name in names if said.rounded(at) not in ends]
    if plot.axis.log and not inner and not tinted and not arrowed:
        return ""  # the lead says a log axis's title and range ("against message size, from one kilobyte to one gigabyte")
    weeks = plot.end / WEEK if plot.axis.time is not None else 0
    if names and weeks >= 1 and abs(weeks - round(weeks)) < 1e-9:  # a time axis of whole weeks with named ticks (days): said in weeks
        return lexicon.x_axis(words, title, f"over {words.count(round(weeks), 'week')}", inner, tinted, arrowed)
    return lexicon.x_axis(words, title, said.span(0, plot.end), inner, tinted, arrowed)

def _ruled(chart: Chart, words: Words) -> str:
    """" ruled every six hours": the axis's ruling, as a timeline says its own
    (a log axis's steps are factors: "a longer tick at each power of thirty-two")."""
    major = chart.axes.x_major if chart.axes else None
    step = (lexicon.powers(words, major) if chart.plot.axis.log else lexicon.every(Said(chart.plot, words).length(major))) if major else ""
    longer = lexicon.longer_ticks(step) if major else ""
    if chart.plot.axis.log:
        return f", with {longer}" if longer else ""
    if not chart.ticks or chart.ticks <= 0:
        return f", with {longer}" if longer else ""
    step = Said(chart.plot, words).length(chart.ticks)
    return f" ruled every {lexicon.every(step)}" + (f", with {longer}" if longer else "")


def log_span(chart: Chart, words: Words) -> str:
    """"on one pair of logarithmic axes, against message size, from one kilobyte
    to one gigabyte": a log x axis in the lead, its title (where the subject
    does not say it) and its range in real units; "" on a linear x axis."""
    plot = chart.plot
    if not plot.axis.log:
        return ""
    both = plot.value_axis is not None and plot.value_axis.log
    where = "on one pair of logarithmic axes" if both else "on a logarithmic x axis"
    title = chart.axes.x_title if chart.axes else None
    head = title.split(",")[0].strip() if title else ""
    against = f", against {words.spoken(head)}" if head and not subject_says(chart, words, f"against {words.spoken(head)}") else ""
    return f"{where}{against}, {Said(plot, words).span(0.0, plot.end)}"
