"""The lines drawn across a curve's plot (a limit, an SLO) and the regions
against them or the baseline, for the curve's description (`series.py`): the
line by its look and figure, and how each series stands to it ("crosses it
twice, near nine and eleven hours", "stays under it all day")."""

from __future__ import annotations

from blueprint.describe.realise.series_axes import _value_axis
from blueprint.describe.realise.series_extent import own_extent
from blueprint.describe.realise.series_regions import _region_look, _region_words
from blueprint.describe.realise.series_words import Plot, Said, Trace, agree, is_a_day, is_plural, series_name
from blueprint.describe.say import against
from blueprint.describe.say.aligned import seen_peaks
from blueprint.describe.say.facts import Chart, ChartLine, ChartRegion
from blueprint.describe.say.words import Words

BRIEF = 0.25  # a single stretch over a line no longer than this share of the axis is said with its length


def _line_figure(chart: Chart, line: ChartLine, words: Words) -> str:
    """" at eighty percent" where a reader can read the line's value: off a drawn
    value axis, or from its own label; with neither, the figure is not on the card."""
    figure = Said(chart.plot, words).figure(line.at)
    readable = bool(_value_axis(chart, words)) or (line.label is not None and f"{line.at:g}" in line.label)
    if words.states(line.label, figure):
        return ""  # "a dashed line marked SLO two seconds runs across", never "... at two seconds" again (session 13)
    return f" at {figure}" if readable else ""


def line_name(line: ChartLine, words: Words) -> str:
    """ "a thick solid line marked 80 GB ceiling, the memory on one GPU,": a line
    across a chart by its look, words and meaning, on a curve or a column chart."""
    noun = "line" if line.label and line.noun and words.repeats(line.noun, words.spoken(line.label)) else line.noun  # "a dashed line marked SLO two seconds", not "a dashed SLO marked SLO ..." (reader 7-A)
    noun = noun if noun.endswith("line") else f"line of {noun}"  # "a solid line of paid capacity": what is drawn named (reader 8-B: "a solid paid capacity" lacks its noun)
    look = " ".join(filter(None, ["thick" if line.weight == "thick" else "", line.outline, "" if line.colour == "dark" else line.colour, noun]))
    meaning = words.meaning(line.means, line.label)
    return words.article(look) + (f" marked {words.spoken(line.label)}" if line.label else "") + (f", {meaning}," if meaning else "")


def _line_sentence(chart: Chart, plot: Plot, line: ChartLine, words: Words) -> str:
    name = line_name(line, words)
    said: list[tuple[str, str]] = []
    for trace in plot.traces:
        subject = series_name(trace, words) if chart.named else f"the {chart.noun}"
        said.append((subject, _line_relation(trace, plot, line, words, is_plural(subject, words), chart.axes.y_top if chart.axes else None)))
    text = f"{name} runs across{_line_figure(chart, line, words)}, and {words.join(_grouped(said, words))}"
    for region in chart.regions:
        if region.between is None and region.against == line.id:
            text += _against_phrase(chart, plot, region, line, words)
    return text


def _grouped(said: list[tuple[str, str]], words: Words) -> list[str]:
    """Each series with how it stands to the line; series that stand to it alike
    said together, where the first of them stands ("the runtime and the weights
    stay under it throughout", never "the runtime stays under it throughout, the
    weights stay under it throughout": reader 10-B/10-A). Only a plain relation
    is shared: one with a clause of its own ("until it reaches it") keeps its subject."""
    groups: dict[str, list[str]] = {}
    for subject, relation in said:
        plain = "," not in relation and " until " not in relation and " and " not in relation
        groups.setdefault(relation if plain else f"{len(groups)}\0{relation}", []).append(subject)
    clauses = []
    for key, subjects in groups.items():
        relation = key.split("\0")[-1]
        if len(subjects) == 1:
            clauses.append(agree(subjects[0], relation, words))
            continue
        verb, _, rest = relation.partition(" ")
        both = "both" if len(subjects) == 2 else "all"
        clauses.append(f"{words.join(subjects)} {both} {words.engine.plural_verb(verb)} {rest}")
    return clauses


def _line_relation(trace: Trace, plot: Plot, line: ChartLine, words: Words, plural: bool, top: float | None = None) -> str:
    """"stays under it all day", "crosses it twice", "crosses it once, between four
    and eight, and tops out at more than three times the line", "crosses it twice,
    staying above it for about three hours and under it the rest of the day"."""
    fact = against.against_line(trace.xs, trace.ys, line.at, trace.series.step)
    day = is_a_day(plot)
    whole = own_extent(trace, plot, words)  # "throughout" only of a series drawn the whole way (reader 10-A)
    said = Said(plot, words)
    if fact.relation == "reaches":
        return f"stays under it until it reaches it {said.at(fact.touches[0])}"
    if fact.relation != "crosses":
        return {"under": "stays under it", "just under": "stays just under it", "above": "stays above it",
                "just over": "stays just over it", "on": "runs along it"}[fact.relation] + f" {whole}" + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top), drawn_whole=getattr(plot, 'clip', None) is None)
    peaks = seen_peaks(trace.shape)
    if len(peaks) >= 2 and len(fact.where) == len(peaks) and all(a <= p.x <= b for (a, b), p in zip(fact.where, peaks)):
        # over the line only at its peaks, one stretch each: the peaks stand over it, whatever the count of
        # crossings (reader 7-A); it crosses on each peak's flanks, never "at" the peak (reader 10-D)
        rest = "the rest of the day" if day else "the rest of the time"
        return f"rises above it at each of its {words.number(len(peaks))} peaks and {'stay' if plural else 'stays'} under it {rest}" + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top), drawn_whole=getattr(plot, 'clip', None) is None)
    text = f"crosses it {({1: 'once', 2: 'twice'}.get(fact.times) or words.number(fact.times) + ' times')}"
    if trace.series.step and fact.times == 1:
        low, high = fact.across[0]
        text += f", between {said.figure(low)} and {said.figure(high)}"
    elif fact.times == 1:  # where a curve passes its line once is where the story turns: said as a place
        text += f", at about {said.place(fact.at[0])}"
    if fact.times == 2 and len(fact.where) == 1 and fact.where[0][1] - fact.where[0][0] <= BRIEF * plot.end:
        start, end = fact.where[0]
        text += f", staying above it for about {said.length(end - start)} and under it the rest of the {'day' if day else 'time'}"
    return text + _overshoot(fact, line, words, plural, ", and", _past_top(trace.ys, top), drawn_whole=getattr(plot, 'clip', None) is None)


def _past_top(ys: "list[float] | tuple[float, ...]", top: float | None) -> float | None:
    """How far past the value axis's top the curve's highest point runs (1 where
    it stops at the top), or None where it stays under it."""
    if top is None or not ys or max(ys) < top:
        return None
    return max(ys) / top if top > 0 else 1.0  # an axis topping at zero: the curve stands at its top


def _overshoot(fact: against.AgainstLine, line: ChartLine, words: Words, plural: bool, joint: str, past_top: float | None = None, drawn_whole: bool = False) -> str:
    """", and tops out at more than three times the line" when it reaches SEVERAL
    times it; ", and reaches the top of the plot at five times the line" where
    its highest is the value axis's top; where it runs on past that top, what
    the reader sees is the top: "runs off the top of the value axis, at three
    times the line" (reader 7b-B: a peak at 3.6 times the line, over an axis
    ending at 3 times it, was said "nearly four times ... at the top"); where
    the plot is not clipped (`drawn_whole`) the curve is seen whole over the
    axis's last tick: "rises above the top of the value axis, to nearly four
    times the line" (reader 8-B: "runs off ... at three times" read as cut off)."""
    if fact.overshoot is None or fact.overshoot < against.SEVERAL:
        return ""
    ratio = fact.overshoot if past_top is None else fact.overshoot / past_top
    past = past_top is not None and past_top > 1.0 + 1e-9
    said = _times(ratio, words)
    if past and drawn_whole:
        return f"{joint} {'rise' if plural else 'rises'} above the top of the value axis, to {_times(fact.overshoot, words)} the {line.noun}"
    if past:
        return f"{joint} {'run' if plural else 'runs'} off the top of the value axis, at {said} the {line.noun}"
    if past_top is not None:
        return f"{joint} {'reach' if plural else 'reaches'} the top of the value axis, {said} the {line.noun}"  # the place first, then the ratio (reader 10-D: "reaches ... the average line at the top" read garbled)
    return f"{joint} {'top' if plural else 'tops'} out at {said} the {line.noun}"


def _times(ratio: float, words: Words) -> str:
    """"nearly four times", "about three and a half times", "twice": a ratio
    to a line as a reader rounds it, to the nearest half."""
    halves = round(ratio * 2) / 2
    if halves >= 1.5 and halves != int(halves):  # 3.6 is "about three and a half times", not "nearly four" (reader 11-a)
        head = "about " if abs(ratio - halves) <= 0.05 * halves and ratio != halves else "" if ratio == halves else "more than " if ratio > halves else "nearly "
        return head + f"{words.number(int(halves))} and a half times"
    n = round(ratio)
    head = "about " if abs(ratio - n) <= 0.05 * n and ratio != n else "" if ratio == n else "more than " if ratio > n else "nearly "
    return head + ("twice" if n == 2 else f"{words.number(n)} times")


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
