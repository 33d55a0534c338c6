"""The marks on a curve in words: each point mark by its look, words and
place ("a blue dot marked zero point six seconds sits on the curve at seventy
percent, well under the SLO line"); like marks counted, never repeated ("three
blue save icons ... each below a peak of the grey curve above"); a cross on a
counted peak said at it ("at its last peak"). The sentences of the curve's
description are in `series.py`; the words for a series in `series_words.py`."""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby

from blueprint.describe.realise.series_crossing_marks import over_crossing
from blueprint.describe.realise.series_words import Plot, Said, Trace, series_name
from blueprint.describe.say import against
from blueprint.describe.say.aligned import PeaksOver, seen_peaks
from blueprint.describe.say.facts import ChartLine, ChartMark, ChartPoint
from blueprint.describe.say.look_words import dot_words
from blueprint.describe.say.words import Words


def marks_phrases(plot: Plot, marks: tuple[ChartMark, ...], words: Words, over: PeaksOver | None = None, lines: tuple[ChartLine, ...] = (),
                  led: Callable[[ChartMark], str] = lambda mark: "") -> list[str]:
    """Each mark's phrase; like marks at written places (the same look and the
    same words, if any) counted, not repeated: "three blue save icons marked
    checkpoint stand over the curve at two, four and six hours". `led`: the
    words a leader carries from a lone mark's point, said with it."""
    def alike(mark: ChartMark) -> tuple | None:
        if mark.point is None or mark.point.kind != "time" or mark.point.at is None or mark.width is not None:
            return None
        if not mark.icon and not mark.block and mark.place == "above":
            return None  # words alone over the point: each is said as "a label"
        if beyond_data(plot.trace(mark.series), mark) is not None:
            return None  # past the series' data: said alone, against where the data ends
        return (mark.icon, mark.block, mark.colour, mark.place, mark.series, mark.label, mark.means, mark.look, mark.size)

    said: list[str] = []
    for run in _runs(marks, alike):
        labels = [m.label for m in run if m.label]
        if len(run) == 1:
            said += [p + _beside_line(plot, m, lines, words) + over_crossing(plot, m, words) + led(m) for m, p in ((m, _mark_phrase(plot, m, words)) for m in run) if p]
            continue
        first = run[0]
        noun = "red cross" if first.icon == "cross" else f"{first.colour} {first.icon} icon" if first.icon else _block(first, words, "small") if first.block else _dot(first)
        named = words.join(list(dict.fromkeys(words.spoken(label) for label in labels if label)))  # one for like words, each in order for their own
        things = words.count(len(run), noun) + (f" marked {named}" if labels else "")  # "four grey dots marked one GPU, two GPUs, four GPUs and eight GPUs", in order
        things += f", {words.meaning(first.means, first.label)}," if words.meaning(first.means, first.label) else ""
        times = [m.point.at for m in run if m.point is not None and m.point.at is not None]
        assert len(times) == len(run)  # marks alike (`alike`) each stand at a time on their series
        at = f"at {words.join_sharing_unit([Said(plot, words).place(t) for t in times])}"
        curve = series_name(plot.trace(first.series), words) if len(plot.traces) > 1 else "the curve"
        where = {"above": f"stand over {curve} {at}", "curve": f"{'cut' if first.icon == 'cross' else 'sit on'} {curve} {at}", "baseline": f"sit on the baseline {at}"}[first.place]
        said.append(f"{things} {where}" + _under_peaks(times, over, plot, words))
    return said


def _beside_line(plot: Plot, mark: ChartMark, lines: tuple[ChartLine, ...], words: Words) -> str:
    """ ", well under the SLO line": a dot or icon on a series set against the
    line nearest it (under half its value: well under; over twice: well over)."""
    trace = plot.trace(mark.series)
    point = mark.point
    if not lines or mark.place != "curve" or mark.icon == "cross" or mark.width is not None or beyond_data(trace, mark) is not None or trace is None or point is None or point.kind != "time" or point.at is None:
        return ""
    value = trace.value(point.at)
    line = min(lines, key=lambda l: abs(l.at - value))
    if line.at <= 0 or abs(value - line.at) <= against.JUST * line.at:
        return ""
    side = "under" if value < line.at else "over"
    well = "well " if (value <= line.at / 2 if side == "under" else value >= 2 * line.at) else ""
    name = line.noun if line.noun.endswith("line") else f"{line.noun} line"
    return f", {well}{side} the {name}"


def _runs(marks: tuple[ChartMark, ...], alike: Callable[[ChartMark], tuple | None]) -> list[list[ChartMark]]:
    """Marks in runs said as one: alike ones with the same words ("two blue
    save icons marked checkpoint"), and lone ones alike but for their words,
    each with words of its own near its point ("four grey dots marked one GPU,
    two GPUs, four GPUs and eight GPUs ... at five, fifteen, thirty-one and
    forty-eight minutes")."""
    merged: list[list[ChartMark]] = []
    but_words = lambda key: key[:5] + key[6:]  # `alike`'s key without the mark's label
    for _, group in groupby(marks, key=lambda m: alike(m) or id(m)):
        run = list(group)
        key, last = alike(run[0]), merged[-1] if merged else None
        lone = len(run) == 1 and key is not None and bool(run[0].label) and not run[0].label_apart
        if lone and last is not None and key is not None and (before := alike(last[0])) is not None and but_words(before) == but_words(key) \
                and all(m.label and not m.label_apart for m in last) and len({m.label for m in last} | {run[0].label}) == len(last) + 1:
            last.append(run[0])
            continue
        merged.append(run)
    return merged


def _under_peaks(times: list[float], over: PeaksOver | None, plot: Plot, words: Words) -> str:
    """ ", each below a peak of the grey curve above": marks standing one at
    each peak of a curve stacked on the same scale, in turn (save icons under
    the spikes they explain); "" where they do not match one for one."""
    said = Said(plot, words)
    if over is None or len(times) != len(over.xs) or any(said.rounded(t) != said.rounded(x) for t, x in zip(times, over.xs)):
        return ""
    return f", each {'below' if over.side == 'above' else 'above'} a peak of the {over.colour} curve {over.side}"



def _block(mark: ChartMark, words: Words, size: str = "") -> str:
    """A block as a noun with its look: "small blue block" (its colour fills
    it), "block outlined in blue dashes", "grey hatched block"."""
    look = mark.look
    if look is None or (look.colour == mark.colour and look.line == "none" and not look.hatch):
        return " ".join(filter(None, [size, mark.colour, "block"]))
    before, after = words.look_of(look)
    return " ".join(filter(None, [size, before, "block", after]))


def _dot(mark: ChartMark) -> str:
    """A dot as a noun with its look: "grey dot" (its colour fills it), "open
    dot", "large blue dot"."""
    look = mark.look
    return f"{mark.colour} dot" if look is None else dot_words(look.colour, look.line, look.line_colour, mark.size)


def _mark_phrase(plot: Plot, mark: ChartMark, words: Words) -> str:
    trace = plot.trace(mark.series)
    point = mark.point
    if trace is None or point is None:
        return ""
    colour = mark.colour + " "  # grey too: the blog names every colour it draws
    said = Said(plot, words)
    if mark.icon == "cross" and mark.point is not None and mark.width is None:  # drawn red whatever its colour: the cut
        where = Said(plot, words).place(mark.point.at) if mark.point.kind == "time" and mark.point.at is not None else _point_name(mark.point, words)
        at = _at_peak(trace, mark.point, plot, words) + f"at {where}"
        curve = series_name(trace, words) if len(plot.traces) > 1 else "the curve"
        verb = {"curve": f"cuts {curve} {at}", "above": f"stands over {curve} {at}", "baseline": f"stands on the baseline {at}"}[mark.place]
        if (side := beyond_data(trace, mark)) is not None and mark.place != "baseline":
            verb = f"stands {_beyond_words(side, curve)}, {at}"
        return f"a red cross{' marked ' + words.spoken(mark.label) if mark.label else ''} {verb}"
    if mark.icon:
        thing = words.article(f"{colour}{mark.icon} icon")
    elif mark.width is not None:
        thing = words.article(_block(mark, words))
    elif mark.block:
        thing = words.article(_block(mark, words, "small"))
    elif mark.place != "above":  # words alone on the curve or the baseline: a dot marks the point, in its look
        thing = words.article(_dot(mark))
    else:
        thing = "a label"
    if mark.label and mark.label_apart:  # words a reader does not see as its own
        thing += f", with the words {words.spoken(mark.label)} set apart from it,"
    elif mark.label:
        thing += f" marked {words.spoken(mark.label)}"
    if words.meaning(mark.means, mark.label):
        thing += f", {words.meaning(mark.means, mark.label)},"  # what it stands for, never as if drawn
    several = len(plot.traces) > 1
    curve = series_name(trace, words) if several else "the curve"
    if mark.width is not None and point.kind == "time" and point.at is not None:
        where = {"above": f"stands over {curve}", "curve": f"lies along {curve}", "baseline": "spans the baseline"}[mark.place]
        return f"{thing} {where} {said.span(point.at, point.at + mark.width)}"
    if mark.width is not None:
        length = said.length(mark.width)
        start = said.place(point.at) if point.kind == "time" and point.at is not None else _point_name(point, words) + (f" of {series_name(trace, words)}" if several else "")
        where = {"above": "over", "curve": "along", "baseline": "on the baseline"}[mark.place]
        return f"{thing} spans {length} {where}{'' if mark.place == 'baseline' else ' ' + curve} from {start}"
    if point.kind == "time" and point.at is not None:
        at = said.place(point.at)
        placed = {"above": f"stands over {curve} at {at}", "curve": f"sits {on_piece(plot, trace, point.at, curve)} at {at}", "baseline": f"sits on the baseline at {at}"}
        if (side := beyond_data(trace, mark)) is not None:
            placed["above"] = placed["curve"] = f"stands {_beyond_words(side, curve)}, at {at}"
    else:
        name = _point_name(point, words) + (f" of {series_name(trace, words)}" if several else "")
        name += f", at {said.place_in_words(point.x)}," if point.x is not None and point.kind in ("highest", "lowest") else ""  # where it is, as a reader reads it off the axis
        placed = {"above": f"stands over {name}", "curve": f"sits on {curve} at {name}", "baseline": f"sits on the baseline under {name}"}
    return f"{thing} {placed[mark.place]}"


def on_piece(plot: Plot, trace: Trace, x: float, curve: str) -> str:
    """ "low on the slope of the memory limit", "on the flat compute limit":
    where a point stands on a series drawn as one straight piece (a slope, low
    or high on it by the share of its run along the axis, or a flat stretch);
    "on the curve" on any other series (a polyline has no one slope)."""
    xs, ys = trace.xs, trace.ys
    if not trace.series.straight or len(xs) != 2 or not xs[0] <= x <= xs[1] or xs[0] == xs[1]:
        return f"on {curve}"
    (x0, x1), (y0, y1) = xs, ys
    reach = max([abs(y) for t in plot.traces for y in t.ys] + [1e-9])
    if abs(y1 - y0) <= against.TOUCH * reach:
        return f"on the flat {curve.removeprefix('the ')}" if curve.startswith("the ") else f"on {curve}"
    share = (x - x0) / (x1 - x0)  # axis numbers run as drawn (a log axis's too)
    if y1 < y0:
        share = 1 - share  # a falling slope is high at its start
    height = "low on" if share < 1 / 3 else "high on" if share > 2 / 3 else "on"
    return f"{height} the curve's slope" if curve == "the curve" else f"{height} the slope of {curve}"


def beyond_data(trace: Trace | None, mark: ChartMark) -> str | None:
    """ "past" or "before": a mark written at a place beyond the series' first
    or last point, where no curve is drawn to stand on or over (a red cross at a
    batch size the series never reaches); None on the data or without a place."""
    point = mark.point
    if trace is None or point is None or point.kind != "time" or point.at is None or mark.width is not None or not trace.xs:
        return None
    return "past" if point.at > max(trace.xs) else "before" if point.at < min(trace.xs) else None


def _beyond_words(side: str, curve: str) -> str:
    """ "past the curve's end", "before the grey line's start"."""
    return f"past {curve}'s end" if side == "past" else f"before {curve}'s start"


def _at_peak(trace: Trace, point: ChartPoint, plot: Plot, words: Words) -> str:
    """ "at its last peak, ": a point written at a time where one of several
    peaks the reader counts stands (a cross on the third spike); "" else."""
    peaks = seen_peaks(trace.shape)
    if point.kind != "time" or point.at is None or len(peaks) < 2:
        return ""
    said = Said(plot, words)
    for n, peak in enumerate(peaks, 1):
        if said.rounded(peak.x) == said.rounded(point.at):
            return f"at its {'last' if n == len(peaks) else words.ordinal(n)} peak, "
    return ""


def _point_name(point: ChartPoint, words: Words) -> str:
    """"the highest peak", "the lowest point", "the valley", "the second peak"."""
    if point.kind == "highest":
        return "the highest peak"
    if point.kind == "lowest":
        return "the lowest point"
    return f"the {point.kind}" if point.of == 1 else f"the {words.ordinal(point.nth)} {point.kind}"
