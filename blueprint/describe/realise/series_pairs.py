"""How several series on one pair of axes stand to each other, for the
curve's description (`series.py`): the first series' shape and how it stands
to each other one ("stays under it all day", "crosses it twice", "runs close
above it"), the regions between them, then each other series' shape."""

from __future__ import annotations

from statistics import correlation

from blueprint.describe.realise.series_extent import shared_extent
from blueprint.describe.realise.series_regions import _between_phrase
from blueprint.describe.realise.series_shape_words import series_shape, shape_phrase, stacked_phrase
from blueprint.describe.realise.series_words import Plot, Said, Trace, agree, is_a_day, is_plural, line_noun, RHYTHM, series_name
from blueprint.describe.realise.staircase_series import late_steps
from blueprint.describe.say import against
from blueprint.describe.say.sums import is_sum
from blueprint.describe.say.facts import Chart
from blueprint.describe.say.words import Words

FOLLOWS = 0.9  # a step line whose levels correlate at least this well with another series' values follows it in steps
DWARFED = 0.2  # a series' lone peak rising at most this share of another's peak on the same axes is only a small bump beside it


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
            followers[id(other)] = f"follows just {side} {series_name(first, words)} {shared_extent(first, other, plot)}"
            continue
        if any("; where" in r for r in relations) and relation.startswith(("stays ", "runs ")) and ";" not in relation:
            # after a region's clause a pronoun would name the gap (reader 7-A): said from the other's side, in its sentence
            inverse = _relation(other, first, plot, words)
            verb, _, rest = inverse.partition(" ")
            turned[id(other)] = {"stays": "staying", "runs": "running"}.get(verb, "") + " " + rest
            if verb in ("stays", "runs"):
                continue
        relations.append(relation)
    noun = own_name(first, words)  # the subject, which the verbs agree with ("the grey line of weights stays")
    name = noun + _sum_of(first, plot, words)
    again = [agree("they" if is_plural(noun, words) else "it", relation, words, noun) for relation in relations[1:]]
    if relations:
        said = ["; ".join([agree(f"{name}, {shape_phrase(first, plot, words)},", relations[0], words, noun)] + again)]
    else:
        said = [agree(name, series_shape(first, plot, words, finite=True), words, noun)]
    below = {id(plot.trace(r.between[0])): plot.trace(r.between[1]) for r in chart.regions if r.between is not None}  # a band's top: its bottom
    said += [agree(own_name(t, words) + _sum_of(t, plot, words), _with_turned(followers.get(id(t)) or stacked_phrase(t, below.get(id(t)), plot, words) or _dwarfed(t, plot, words) or _in_steps_with(first, t, plot, words) or series_shape(t, plot, words, finite=True), turned.get(id(t))), words, own_name(t, words))
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
    """A series where its shape is said: named with its look and what it is
    drawn as ("the red line of work lost", "the blue dashed curve of latency
    with restore"), as the reader finds it among the lines (issue 26: a bare
    "the save overhead" leaves the reader to match it to the lead's list)."""
    name = series_name(trace, words)
    s = trace.series
    if s.staircase or not s.noun:
        return name  # a staircase says its look already; "the second series" names its place
    look = " ".join(filter(None, [s.colour, RHYTHM[s.outline], line_noun(trace)]))
    return f"the {look} of {s.noun}"


def _follows(first: Trace, other: Trace, plot: Plot) -> str | None:
    """"above" or "under": where a series runs close beside the first series the
    whole way (`say/against.py`'s close relation), the side it follows on."""
    reach = max([y for t in plot.traces for y in t.ys] + [1e-9])
    fact = against.against_series(first.xs, first.ys, other.xs, other.ys, step=first.series.step, other_step=other.series.step, reach=reach)
    return {"close below": "above", "close above": "under"}.get(fact.relation)


def _in_steps_with(first: Trace, trace: Trace, plot: Plot, words: Words) -> str:
    """"follows the demand in steps, lying low overnight, then climbing to ...":
    a step line whose levels rise and fall as the first series does (their
    correlation at its points at least FOLLOWS, a step up and a step down at
    least), as capacity set to demand is drawn; the eye reads the steps as
    following it, then the shape they make. Empty where it is not so."""
    if not trace.series.step or first.series.step or len(trace.xs) < 3:
        return ""
    levels = list(trace.ys)
    moves = [b - a for a, b in zip(levels, levels[1:]) if b != a]
    if not any(m > 0 for m in moves) or not any(m < 0 for m in moves):
        return ""
    theirs = [first.value(x) for x in trace.xs]
    if len(set(levels)) < 2 or len(set(theirs)) < 2 or correlation(levels, theirs) < FOLLOWS:
        return ""
    return f"follows {series_name(first, words)} in steps, {series_shape(trace, plot, words, finite=False)}"


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
    whole = shared_extent(first, other, plot)  # "throughout" only where both are drawn the whole way (reader 10-D)
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
            corner = _corner(first, other, reach)
            if corner is not None:  # joined end to start at a turn (a roofline's ridge): where they meet, on the x axis
                return f"meets {_with_shape(them, corner)} at a corner {said.at_about(ends)}"
            return f"gives way to {them} {said.at(ends)}"
        return f"ends before {them} begins"
    if fact.relation.endswith(" in part"):
        return _in_part(fact.relation.split()[0], fact.apart, them, plot, words)
    if fact.relation in ("above", "below", "close above", "close below") and _level_at_start(first, other, reach):
        # they start on one level: "stays above the runtime" would put it over the runtime where it starts on it (reader 10-A)
        pronoun = "them" if is_plural(them, words) else "it"
        side = "above" if fact.relation.endswith("above") else "under"
        return f"starts level with {them}, then stays {side} {pronoun} {whole}"
    return {
        "level": f"runs level with {them} {whole}",
        "close above": f"runs close above {them} {whole}",
        "close below": f"runs close under {them} {whole}",
        "well above": f"stays well above {them} {whole}",
        "well below": f"stays well below {them} {whole}",
        "above": f"stays above {them} {whole}",
        "below": f"stays under {them} {whole}",
    }[fact.relation]


def _corner(first: Trace, other: Trace, reach: float) -> str | None:
    """How the line turns where one series ends on the level the next begins
    at ("flat", "rising", "falling": the way the next runs on), where the
    two run different ways there; None where they do not join or run on alike."""
    if len(first.xs) < 2 or len(other.xs) < 2 or abs(first.ys[-1] - other.ys[0]) > against.TOUCH * reach:
        return None
    ways = [_way(first.ys[-2], first.ys[-1], reach), _way(other.ys[0], other.ys[1], reach)]
    return ways[1] if ways[0] != ways[1] else None


def _way(start: float, end: float, reach: float) -> str:
    """ "rising", "falling" or "flat": the way a piece of a line runs."""
    return "flat" if abs(end - start) <= against.TOUCH * reach else "rising" if end > start else "falling"


def _with_shape(them: str, way: str) -> str:
    """ "the flat compute limit": a series named with the way it runs on."""
    return f"the {way} {them.removeprefix('the ')}" if them.startswith("the ") else them


def _level_at_start(first: Trace, other: Trace, reach: float) -> bool:
    """Whether two series start on one level where both are first drawn (within a touch)."""
    start = max(first.xs[0], other.xs[0])
    return abs(first.value(start) - other.value(start)) <= against.TOUCH * reach


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
