"""The curve's description: each series by its look and what it is ("a grey curve
of demand", "a blue dashed step line of capacity"), its shape computed from its
values ("climbing to two peaks and falling away at night"), how the first
series stands to each other one and to each line ("stays under it all day",
"crosses it twice", "runs close above it"), what the regions mean, and the
marks (`series_marks.py`), every number in words with its unit. The words for one series and its
axis are in `series_words.py`; this module says the lead and puts the
sentences in order: the axes (`series_axes.py`), several series against each
other (`series_pairs.py`), the lines and regions (`series_lines.py`,
`series_regions.py`)."""

from __future__ import annotations

from collections.abc import Callable

from blueprint.describe.realise import marking
from blueprint.describe.realise.bracket_points import POINT
from blueprint.describe.realise.series_axes import _quantity, _ruled, _value_axis, _x_axis, log_span, subject_says
from blueprint.describe.realise.series_lines import _baseline_region, _line_sentence
from blueprint.describe.realise.series_marks import marks_phrases
from blueprint.describe.realise.series_named import row_phrase, value_names
from blueprint.describe.realise.series_pairs import _series_sentences, own_name
from blueprint.describe.realise.series_points import point_name
from blueprint.describe.realise.series_shape_words import shape_phrase
from blueprint.describe.realise.series_words import Said, agree, series_look
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Chart, ChartMark, Thing
from blueprint.describe.say.words import Words


def lead(chart: Chart, words: Words) -> str:
    """The chart as a noun phrase: "a grey curve of demand over twenty-four hours
    ruled every six hours, climbing to two peaks ..."; "two series on one pair of
    axes over ...: a grey curve of demand and a blue dashed step line of capacity"."""
    plot = chart.plot
    quantity = _quantity(chart, words)
    span = Said(plot, words).length(plot.end) + _ruled(chart, words)
    if chart.axes is not None and chart.axes.x_major and _value_axis(chart, words):
        span += ","  # "..., with a longer tick every six hours, on a value axis ..."
    over = (quantity + ("," if _value_axis(chart, words) else "")) if quantity else f"over {span}"
    if plot.axis.log:  # "on one pair of logarithmic axes, from one kilobyte to one gigabyte": no length on a log axis
        over = log_span(chart, words) + _ruled(chart, words) + ("," if _value_axis(chart, words) else "")
    if not quantity and subject_says(chart, words, f"over {Said(plot, words).length(plot.end)}"):
        over = _ruled(chart, words).strip()  # "p99 latency over ten minutes as two series ...": the span said once (reader 8-B)
    ruled_only = not quantity and _x_axis_says_span(chart, words)  # "over one hundred percent" read as "beyond 100 %" (reader 10-A): the x axis sentence says the range
    if len(plot.traces) == 1:
        trace = plot.traces[0]
        shape = row_phrase(trace, plot, words, finite=False) if value_names(plot) else shape_phrase(trace, plot, words, chart.in_turn)
        said = Said(plot, words)
        short = said.rounded(trace.xs[-1]) < said.rounded(plot.end)  # points that stop short of the `span` written
        ending = f", ending {said.at(trace.xs[-1])}" if short else ""
        look = series_look(trace, words, plot) + ("," if trace.series.past is not None or getattr(trace.series, "dots", None) is not None else "")  # "red past eighty-five percent, over ...", "with an open dot at each point, on ...": no garden path (reader 7-A)
        if ruled_only:  # "a grey curve of spot price, with a longer tick every day, on a value axis ..."
            ruled = _ruled(chart, words)
            if ruled:
                look = look.rstrip(",") + ruled + ("," if ruled.startswith(",") and _value_axis(chart, words) else "")
            over = ""
        return " ".join(filter(None, [look, over])) + f"{_value_axis(chart, words)}" + (f", {shape}" if shape else "") + ending
    count = words.number(len(plot.traces))
    axes = "on one pair of axes " if _value_axis(chart, words) and not plot.axis.log else ""  # only a time axis drawn: no pair of axes; a log one says its own
    noun = "staircases" if all(t.series.staircase for t in plot.traces) else "series"  # "two staircases on one pair of axes"
    return " ".join(filter(None, [count, noun, axes.strip(), over])) + f"{_value_axis(chart, words)}: {words.join([series_look(t, words, plot) for t in plot.traces])}" + _banded(chart, words)


def _x_axis_says_span(chart: Chart, words: Words) -> bool:
    """Whether the x axis's own sentence says the range, so the lead of one
    series need not (several series stand "on one pair of axes over ..."):
    an axis that is not time ("over one hundred percent" reads as more than a
    hundred percent, reader 10-A) or a week said in weeks ("over one hundred and
    sixty-eight hours" then "runs over one week")."""
    said = _x_axis(chart, words)
    if not said:
        return False
    return len(chart.plot.traces) == 1 and (chart.plot.axis.time is None or " runs over " in said)


def _banded(chart: Chart, words: Words) -> str:
    """ ", the first three each the top edge of a filled band": series whose
    stretch down to the next series (or the baseline) is filled, so the eye
    sees stacked bands, not lines alone (reader 7-A); "" where fewer than two."""
    filled: set[str | None] = {r.between[0] for r in chart.regions if r.between is not None and r.fill != "none"}
    filled |= {r.series for r in chart.regions if r.between is None and r.against == "baseline" and r.where != "below" and r.fill != "none"}
    tops = [i for i, t in enumerate(chart.plot.traces) if t.series.id in filled]
    if len(tops) < 2:
        return ""
    if len(tops) == len(chart.plot.traces):
        return ", each the top edge of a filled band"
    if tops == list(range(len(tops))):
        return f", the first {words.number(len(tops))} each the top edge of a filled band"
    return ""


def sentences(chart: Chart, words: Words, led: Callable[[ChartMark], str] = lambda mark: "") -> list[str]:
    """Everything after the lead: how the series stand to each other, the lines
    and what crosses them, the regions, the marks (with the words a leader
    carries from a mark's point, `led`)."""
    plot = chart.plot
    said = [_x_axis(chart, words)]
    if len(plot.traces) > 1 and value_names(plot):  # rows, not values: each series by its row, none compared (session 13)
        said += [agree(own_name(t, words), row_phrase(t, plot, words, finite=True), words, own_name(t, words)) for t in plot.traces]
    elif len(plot.traces) > 1:
        said += _series_sentences(chart, plot, words)
    for line in chart.lines:
        said.append(_line_sentence(chart, plot, line, words))
    said += [_baseline_region(chart, plot, region, words) for region in chart.regions if region.between is None and region.against == "baseline"]
    marks = marks_phrases(plot, chart.marks, words, chart.peaks_over, chart.lines, led)
    if marks:
        said.append(words.join(marks))
    return said


class SeriesForm:
    """Says a "series" thing: the chart as a noun phrase, then its sentences."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        if thing.alt:
            return thing.alt
        assert thing.chart is not None  # a thing of this form states its chart (`describe/marks/curve.py`)
        return lead(thing.chart, say.words)

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt or thing.chart is None:
            return []
        chart = thing.chart
        return [s for s in sentences(chart, say.words, lambda mark: _led(say, thing, chart, mark)) if s]

    @staticmethod
    def part_name(say: Voice, thing: Thing, key: tuple) -> str | None:
        """A point of one series (its key: the series' path, POINT, its index),
        named as a reader finds it on the line: "the start of the save
        overhead", "the end of ...", "the total at thirty minutes"."""
        return point_name(say.words, thing, key)


def _led(say: Voice, thing: Thing, chart: Chart, mark: ChartMark) -> str:
    """ ", marked by a thin leader: ...": the notes whose leaders point at the
    point of its series a mark stands at (a note `to: cost.at-64` over a blue
    dot there), said with that mark (`marking.led_to`)."""
    trace = chart.plot.trace(mark.series)
    point = mark.point
    x = None if point is None else point.at if point.kind == "time" else point.x
    if trace is None or x is None or mark.width is not None:
        return ""
    index = next((i for i, at in enumerate(trace.xs) if abs(at - x) <= 1e-9 * max(1.0, abs(x))), None)
    return "" if index is None else marking.led_to(say, thing.key + trace.series.path + (POINT, index))
