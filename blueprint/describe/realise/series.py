"""The curve's description: each series by its look and what it is ("a grey curve
of demand", "a blue dashed step line of capacity"), its shape computed from its
values ("climbing to two peaks and falling away at night"), how the first
series stands to each other one and to each line ("stays under it all day",
"crosses it twice", "runs close above it"), what the regions mean, and the
marks (`series_marks.py`), every number in words with its unit. The words for one series and its
axis are in `series_words.py`; this module puts them in sentences."""

from __future__ import annotations

from blueprint.describe.realise.series_shape_words import series_shape, shape_phrase, stacked_phrase
from blueprint.describe.realise.series_words import Plot, Said, Trace, agree, is_a_day, is_plural, series_look, RHYTHM, series_name
from blueprint.describe.say.aligned import seen_peaks
from blueprint.describe.lexicon import axis as lexicon
from blueprint.describe.realise.series_marks import marks_phrases
from blueprint.describe.realise.series_points import point_name
from blueprint.describe.realise.staircase_series import late_steps
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say import against
from blueprint.describe.say.sums import is_sum
from blueprint.describe.say.facts import Chart, ChartLine, ChartRegion, Thing
from blueprint.describe.say.words import Words, fill_words, outline_words
from blueprint.series import between, widening

WEEK = 7 * 24 * 3600  # seconds in a week: an x axis of whole weeks whose ticks are named is said in weeks
DWARFED = 0.2  # a series' lone peak rising at most this share of another's peak on the same axes is only a small bump beside it
BRIEF = 0.25  # a single stretch over a line no longer than this share of the axis is said with its length


def lead(chart: Chart, words: Words) -> str:
    """The chart as a noun phrase: "a grey curve of demand over twenty-four hours
    ruled every six hours, climbing to two peaks ..."; "two series on one pair of
    axes over ...: a grey curve of demand and a blue dashed step line of capacity"."""
    plot = chart.plot
    quantity = _quantity(chart, words)
    span = Said(plot, words).length(plot.end) + _ruled(chart, words)
    over = (quantity + ("," if _value_axis(chart, words) else "")) if quantity else f"over {span}"
    if len(plot.traces) == 1:
        trace = plot.traces[0]
        shape = shape_phrase(trace, plot, words, chart.in_turn)
        said = Said(plot, words)
        short = said.rounded(trace.xs[-1]) < said.rounded(plot.end)  # points that stop short of the `span` written
        ending = f", ending at {said.place(trace.xs[-1])}" if short else ""
        look = series_look(trace, words, plot) + ("," if trace.series.past is not None else "")  # "red past eighty-five percent, over ...": no garden path (reader 7-A)
        return f"{look} {over}{_value_axis(chart, words)}" + (f", {shape}" if shape else "") + ending
    count = words.number(len(plot.traces))
    axes = "on one pair of axes " if _value_axis(chart, words) else ""  # only a time axis drawn: no pair of axes
    noun = "staircases" if all(t.series.staircase for t in plot.traces) else "series"  # "two staircases on one pair of axes"
    return f"{count} {noun} {axes}{over}{_value_axis(chart, words)}: {words.join([series_look(t, words, plot) for t in plot.traces])}" + _banded(chart, words)


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
    return f"against the {words.spoken(head)}, from zero to {words.spoken(chart.plot.axis.text(chart.plot.end))}"


def _value_axis(chart: Chart, words: Words) -> str:
    """" on a value axis of GPU memory from zero to eighty gigabytes", where the chart has a y axis."""
    axes = chart.axes
    if axes is None or axes.y_top is None:
        return ""
    said = Said(chart.plot, words)
    return " " + lexicon.value_axis(words, axes.y_title, words.number(0), said.figure(axes.y_top)) + lexicon.coloured_ticks(words, axes.y_coloured)


def _x_axis(chart: Chart, words: Words) -> str:
    """The x axis's sentence, where the writer titled it or named its ticks."""
    plot = chart.plot
    names = getattr(plot, "names", ())
    title = chart.axes.x_title if chart.axes else None
    if _quantity(chart, words):
        title = None  # said in the lead, not again
    tinted = chart.axes.x_coloured if chart.axes else ()
    if not title and not names and not tinted:
        return ""
    said = Said(plot, words)
    ends = (said.rounded(0), said.rounded(plot.end))
    inner = [words.spoken(name) for at, name in names if said.rounded(at) not in ends]
    weeks = plot.end / WEEK if plot.axis.time is not None else 0
    if names and weeks >= 1 and abs(weeks - round(weeks)) < 1e-9:  # a time axis of whole weeks with named ticks (days): said in weeks
        return lexicon.x_axis(words, title, f"over {words.count(round(weeks), 'week')}", inner, tinted)
    return lexicon.x_axis(words, title, said.span(0, plot.end), inner, tinted)


def _ruled(chart: Chart, words: Words) -> str:
    """" ruled every six hours": the axis's ruling, as a timeline says its own."""
    if not chart.ticks or chart.ticks <= 0:
        return ""
    step = Said(chart.plot, words).length(chart.ticks)
    return f" ruled every {step[4:] if step.startswith('one ') else step}"


def sentences(chart: Chart, words: Words) -> list[str]:
    """Everything after the lead: how the series stand to each other, the lines
    and what crosses them, the regions, the marks."""
    plot = chart.plot
    said = [_x_axis(chart, words)]
    if len(plot.traces) > 1:
        said += _series_sentences(chart, plot, words)
    for line in chart.lines:
        said.append(_line_sentence(chart, plot, line, words))
    said += [_baseline_region(chart, plot, region, words) for region in chart.regions if region.between is None and region.against == "baseline"]
    marks = marks_phrases(plot, chart.marks, words, chart.peaks_over, chart.lines)
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
        return [s for s in sentences(thing.chart, say.words) if s]

    @staticmethod
    def part_name(say: Voice, thing: Thing, key: tuple) -> str | None:
        """A point of one series (its key: the series' path, POINT, its index),
        named as a reader finds it on the line: "the start of the save
        overhead", "the end of ...", "the total at thirty minutes"."""
        return point_name(say.words, thing, key)



# --- several series -------------------------------------------------------------


def _series_sentences(chart: Chart, plot: Plot, words: Words) -> list[str]:
    """The first series' shape and how it stands to each other series, with the
    regions between them; then each other series' shape."""
    first, others = plot.traces[0], plot.traces[1:]
    told: set[int] = set()
    relations: list[str] = []
    followers: dict[int, str] = {}  # series that follow the first closely: said from their side, in their own sentence
    turned: dict[int, str] = {}  # how a series stands to the first, said from its side ("staying above the demand throughout")
    for other in others:
        relation = _relation(first, other, plot, words)
        between = False
        for index, region in enumerate(chart.regions):
            pair = [plot.trace(name) for name in region.between or []]
            if region.between is not None and first in pair and other in pair:
                relation += _between_phrase(region, pair[0], pair[1], words)
                told.add(index)
                between = True
        side = _follows(first, other, plot) if not between else None
        if side is not None:
            followers[id(other)] = f"follows just {side} {series_name(first, words)} {'all day' if is_a_day(plot) else 'throughout'}"
            continue
        if any("; where" in r for r in relations) and relation.startswith(("stays ", "runs ")) and ";" not in relation:
            # after a region's clause a pronoun would name the gap (reader 7-A): said from the other's side, in its sentence
            inverse = _relation(other, first, plot, words)
            verb, _, rest = inverse.partition(" ")
            turned[id(other)] = {"stays": "staying", "runs": "running"}.get(verb, "") + " " + rest
            if verb in ("stays", "runs"):
                continue
        relations.append(relation)
    noun = series_name(first, words)
    name = noun + _sum_of(first, plot, words)
    again = [agree("they" if is_plural(noun, words) else "it", relation, words, noun) for relation in relations[1:]]
    if relations:
        said = ["; ".join([agree(f"{name}, {shape_phrase(first, plot, words)},", relations[0], words, noun)] + again)]
    else:
        said = [agree(name, series_shape(first, plot, words, finite=True), words, noun)]
    below = {id(plot.trace(r.between[0])): plot.trace(r.between[1]) for r in chart.regions if r.between is not None}  # a band's top: its bottom
    said += [agree(own_name(t, words) + _sum_of(t, plot, words), _with_turned(followers.get(id(t)) or stacked_phrase(t, below.get(id(t)), plot, words) or _dwarfed(t, plot, words) or series_shape(t, plot, words, finite=True), turned.get(id(t))), words, series_name(t, words))
             for t in others]
    for index, region in enumerate(chart.regions):
        if region.between is not None and index not in told:
            upper, lower = (plot.trace(name) for name in region.between)
            said.append(_between_phrase(region, upper, lower, words).removeprefix("; "))
    return said


def _with_turned(phrase: str, turned: str | None) -> str:
    """The series' own phrase, then how it stands to the first ("staying above
    the demand throughout"), "throughout" said once."""
    if not turned:
        return phrase
    for whole in (" throughout", " all day"):
        if phrase.endswith(whole) and turned.endswith(whole):
            phrase = phrase.removesuffix(whole)
    return f"{phrase}, {turned}"


def own_name(trace: Trace, words: Words) -> str:
    """A series in a sentence of its own, after the first's: named with its look
    ("the blue latency with restore"), as the reader finds it among the lines."""
    name = series_name(trace, words)
    s = trace.series
    if s.staircase or not s.noun:
        return name  # a staircase says its look already; "the second series" names its place
    look = " ".join(filter(None, [s.colour, RHYTHM[s.outline]]))
    return f"the {look} {s.noun}"


def _follows(first: Trace, other: Trace, plot: Plot) -> str | None:
    """"above" or "under": where a series runs close beside the first series the
    whole way (`say/against.py`'s close relation), the side it follows on."""
    reach = max([y for t in plot.traces for y in t.ys] + [1e-9])
    fact = against.against_series(first.xs, first.ys, other.xs, other.ys, step=first.series.step, other_step=other.series.step, reach=reach)
    return {"close below": "above", "close above": "under"}.get(fact.relation)


def _sum_of(trace: Trace, plot: Plot, words: Words) -> str:
    """", the sum of the two,": a series equal to the sum of every other
    (`say/sums.py`), never said untrue; step lines are not summed."""
    others = [t for t in plot.traces if t is not trace]
    if trace.series.step or any(t.series.step for t in others) or not is_sum((trace.xs, trace.ys), [(t.xs, t.ys) for t in others]):
        return ""
    them = f"the {words.number(len(others))}" if len(others) <= 3 else words.join([series_name(t, words) for t in others])
    return f", the sum of {them},"


def _dwarfed(trace: Trace, plot: Plot, words: Words) -> str:
    """"has only a small bump at four minutes": a series whose one peak rises
    at most DWARFED of the rise of another series' peak on the same axes, as
    the eye sets the two against each other (its own shape, on its own
    range, would call it a spike). Empty where it is not so."""
    peaks = trace.shape.peaks
    if trace.shape.kind != "peaks" or len(peaks) != 1:
        return ""
    rises = [p.rise for other in plot.traces if other is not trace for p in other.shape.peaks]
    if not rises or peaks[0].rise > DWARFED * max(rises):
        return ""
    return f"has only a small bump at {Said(plot, words).place(peaks[0].x)}"


def _relation(first: Trace, other: Trace, plot: Plot, words: Words) -> str:
    """How the first series stands to another: "stays under the capacity all day",
    "crosses the capacity twice", "runs close above it", "stays well below it"."""
    reach = max([y for t in plot.traces for y in t.ys] + [1e-9])
    fact = against.against_series(first.xs, first.ys, other.xs, other.ys, step=first.series.step, other_step=other.series.step, reach=reach)
    whole = "all day" if is_a_day(plot) else "throughout"
    them = series_name(other, words)
    if fact.relation == "crosses":
        late = late_steps(first, other, fact.times)
        if late:  # "runs above the grey staircase three times, each time until the staircase steps up, so each step comes late"
            times = {1: "once", 2: "twice"}.get(late, f"{words.number(late)} times")
            return f"runs above {them} {times}, each time until the staircase steps up, so each step comes late"
        times = {1: "once", 2: "twice"}.get(fact.times, f"{words.number(fact.times)} times")
        where = words.join([Said(plot, words).place(x) for x in fact.at]) if fact.times <= 2 else ""
        return f"crosses {them} {times}" + (f", at about {where}" if where else "")
    if fact.relation == "apart":
        ends, begins = fact.apart
        said = Said(plot, words)
        if said.rounded(ends) == said.rounded(begins):
            return f"gives way to {them} at {said.place(ends)}"
        return f"ends before {them} begins"
    if fact.relation.endswith(" in part"):
        return _in_part(fact.relation.split()[0], fact.apart, them, plot, words)
    return {
        "level": f"runs level with {them} {whole}",
        "close above": f"runs close above {them} {whole}",
        "close below": f"runs close under {them} {whole}",
        "well above": f"stays well above {them} {whole}",
        "well below": f"stays well below {them} {whole}",
        "above": f"stays above {them} {whole}",
        "below": f"stays under {them} {whole}",
    }[fact.relation]


def _in_part(side: str, apart: tuple[float, ...], them: str, plot: Plot, words: Words) -> str:
    """"runs above the replicas ready from one and a half to five and a half
    minutes and level with them the rest of the time": two series that share a
    level for part of the way are never said to stand apart throughout."""
    said = Said(plot, words)
    stretches = list(zip(apart[::2], apart[1::2]))
    where = "above" if side == "above" else "under"
    rest = "the rest of the day" if is_a_day(plot) else "the rest of the time"
    pronoun = "them" if is_plural(them, words) else "it"
    if len(stretches) == 1:
        start, end = stretches[0]
        if said.rounded(end) >= said.rounded(plot.end):
            span, level = f"from {said.place(start)} on", "before that"
        elif said.rounded(start) <= said.rounded(0):
            span, level = f"until {said.place(end)}", "after that"
        else:
            span, level = said.span(start, end), "before and after"
        if (end - start) * 2 >= plot.end:  # apart most of the way: "only" would understate it (review 5)
            return f"runs {where} {them} {span}, level with {pronoun} {level}"
        return f"runs {where} {them} only {span} and level with {pronoun} {rest}"
    return f"never crosses {them}, running {where} {pronoun} in {words.number(len(stretches))} stretches and level with {pronoun} between"


def _region_look(region: ChartRegion) -> str:
    """"grey hatched", "solid light grey", "outlined in blue dashes", "solid
    grey outlined in dashes"."""
    edge = outline_words(region.line, region.line_colour)
    if region.fill == "none":
        return edge
    fill = fill_words(region.fill)
    return " ".join(filter(None, [f"{fill} hatched" if region.hatch else f"solid {fill}", edge]))


def _gap_look(region: ChartRegion, upper: Trace, lower: Trace, words: Words) -> str:
    """"solid grey", or "a solid grey wedge, widening from nothing" where the gap
    is one stretch that opens from a point (memory in use over the runtime)."""
    look = _region_look(region)
    stretches = between(upper.drawn, lower.drawn)
    sign = widening(*stretches[0]) if len(stretches) == 1 else 0
    if not sign:
        return look
    wedge = f"a wedge {look}" if region.fill == "none" else f"{words.article(look)} wedge"
    return wedge + (", widening from nothing" if sign > 0 else ", narrowing to nothing")


def _between_phrase(region: ChartRegion, upper: Trace, lower: Trace, words: Words) -> str:
    """"; where the capacity runs above the demand, the gap is grey hatched, headroom"."""
    phrase = f"; where {series_name(upper, words)} runs above {series_name(lower, words)}, the gap between them is {_gap_look(region, upper, lower, words)}"
    return phrase + _region_words(region, words)


def _region_words(region: ChartRegion, words: Words) -> str:
    """", marked weights 40 GB, standing for the model's weights": the words a
    region carries on the drawing (its label, inside it or on a leader), then
    what it stands for, said once (`Words.meaning` leaves out a meaning that
    repeats the label)."""
    marked = f" marked {words.spoken(region.label)}" if region.label else ""
    meaning = words.meaning(region.means, region.label)
    return (f",{marked}" if marked else "") + (f", {meaning}" if meaning else "")


# --- lines and regions against them ---------------------------------------------


def _line_figure(chart: Chart, line: ChartLine, words: Words) -> str:
    """" at eighty percent" where a reader can read the line's value: off a drawn
    value axis, or from its own label; with neither, the figure is not on the card."""
    figure = Said(chart.plot, words).figure(line.at)
    readable = bool(_value_axis(chart, words)) or (line.label is not None and f"{line.at:g}" in line.label)
    return f" at {figure}" if readable else ""


def _line_sentence(chart: Chart, plot: Plot, line: ChartLine, words: Words) -> str:
    noun = "line" if line.label and line.noun and words.repeats(line.noun, words.spoken(line.label)) else line.noun  # "a dashed line marked SLO two seconds", not "a dashed SLO marked SLO ..." (reader 7-A)
    look = " ".join(filter(None, ["thick" if line.weight == "thick" else "", line.outline, "" if line.colour == "dark" else line.colour, noun]))
    meaning = words.meaning(line.means, line.label)
    name = words.article(look) + (f" marked {words.spoken(line.label)}" if line.label else "") + (f", {meaning}," if meaning else "")
    relations = []
    for trace in plot.traces:
        subject = series_name(trace, words) if chart.named else f"the {chart.noun}"
        relations.append(agree(subject, _line_relation(trace, plot, line, words, is_plural(subject, words), chart.axes.y_top if chart.axes else None), words))
    text = f"{name} runs across{_line_figure(chart, line, words)}, and {words.join(relations)}"
    for region in chart.regions:
        if region.between is None and region.against == line.id:
            text += _against_phrase(chart, plot, region, line, words)
    return text


def _line_relation(trace: Trace, plot: Plot, line: ChartLine, words: Words, plural: bool, top: float | None = None) -> str:
    """"stays under it all day", "crosses it twice", "crosses it once, between four
    and eight, and tops out at more than three times the line", "crosses it twice,
    staying above it for about three hours and under it the rest of the day"."""
    fact = against.against_line(trace.xs, trace.ys, line.at, trace.series.step)
    day = is_a_day(plot)
    whole = "all day" if day else "throughout"
    said = Said(plot, words)
    if fact.relation == "reaches":
        return f"stays under it until it reaches it at {said.place(fact.touches[0])}"
    if fact.relation != "crosses":
        return {"under": "stays under it", "just under": "stays just under it", "above": "stays above it",
                "just over": "stays just over it", "on": "runs along it"}[fact.relation] + f" {whole}" + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top))
    peaks = seen_peaks(trace.shape)
    if len(peaks) >= 2 and len(fact.where) == len(peaks) and all(a <= p.x <= b for (a, b), p in zip(fact.where, peaks)):
        # over the line only at its peaks, one stretch each: the peaks cross it, whatever the count of crossings (reader 7-A)
        return f"crosses it at each of its {words.number(len(peaks))} peaks and only there" + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top))
    text = f"crosses it {({1: 'once', 2: 'twice'}.get(fact.times) or words.number(fact.times) + ' times')}"
    if trace.series.step and fact.times == 1:
        low, high = fact.across[0]
        text += f", between {said.figure(low)} and {said.figure(high)}"
    elif fact.times == 1:  # where a curve passes its line once is where the story turns: said as a place
        text += f", at about {said.place(fact.at[0])}"
    if fact.times == 2 and len(fact.where) == 1 and fact.where[0][1] - fact.where[0][0] <= BRIEF * plot.end:
        start, end = fact.where[0]
        text += f", staying above it for about {said.length(end - start)} and under it the rest of the {'day' if day else 'time'}"
    return text + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top))


def _past_top(ys: "list[float] | tuple[float, ...]", top: float | None) -> float | None:
    """How far past the value axis's top the curve's highest point runs (1 where
    it stops at the top), or None where it stays under it."""
    if top is None or not ys or max(ys) < top:
        return None
    return max(ys) / top if top > 0 else 1.0  # an axis topping at zero: the curve stands at its top


def _overshoot(fact: against.AgainstLine, line: ChartLine, words: Words, plural: bool, joint: str, past_top: float | None = None) -> str:
    """", and tops out at more than three times the line" when it reaches SEVERAL
    times it; ", and reaches the top of the plot at five times the line" where
    its highest is the value axis's top; where it runs on past that top, what
    the reader sees is the top: "runs off the top of the value axis, at three
    times the line" (reader 7b-B: a peak at 3.6 times the line, over an axis
    ending at 3 times it, was said "nearly four times ... at the top")."""
    if fact.overshoot is None or fact.overshoot < against.SEVERAL:
        return ""
    ratio = fact.overshoot if past_top is None else fact.overshoot / past_top
    past = past_top is not None and past_top > 1.0 + 1e-9
    n = round(ratio)
    head = "about " if abs(ratio - n) <= 0.05 * n and ratio != n else "" if ratio == n else "more than " if ratio > n else "nearly "
    times = "twice" if n == 2 else f"{words.number(n)} times"
    if past:
        return f"{joint} {'run' if plural else 'runs'} off the top of the value axis, at {head}{times} the {line.noun}"
    if past_top is not None:
        return f"{joint} {'reach' if plural else 'reaches'} {head}{times} the {line.noun} at the top of the value axis"
    return f"{joint} {'top' if plural else 'tops'} out at {head}{times} the {line.noun}"


def _against_phrase(chart: Chart, plot: Plot, region: ChartRegion, line: ChartLine, words: Words) -> str:
    if not chart.named:
        gap = "the gap under the" if region.where == "below" else "the part above the"
        phrase = f"; {gap} {line.noun} is {_region_look(region)}"
    else:
        trace = plot.trace(region.series)
        gap = f"the gap between {series_name(trace, words)} and the {line.noun} above it" if region.where == "below" else f"the part of {series_name(trace, words)} above the {line.noun}"
        phrase = f"; {gap} is {_region_look(region)}"
    return phrase + _region_words(region, words)


def _baseline_region(chart: Chart, plot: Plot, region: ChartRegion, words: Words) -> str:
    trace = plot.trace(region.series)
    if region.where == "below":
        return ""  # nothing lies below the baseline: such a region is empty
    noun = series_name(trace, words) if chart.named else f"the {chart.noun}"
    return f"the area under {noun} is {_region_look(region)}" + _region_words(region, words)
