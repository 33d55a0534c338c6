"""A series' shape in words, from the facts `say/shapes.py` computes:
"climbing to two peaks and falling away at night", "five tall spikes peaking
near eighty percent", "stepping up four times", "stays flat, eight gigabytes
above the weights, throughout". The places and values in it are said by
`series_words.Said`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.realise.series_ends import calm_before, low_stretch
from blueprint.describe.realise.series_words import Plot, Said, Trace, is_a_day, is_plural, series_name
from blueprint.describe.realise.staircase_series import even_climb_phrase, staircase_phrase
from blueprint.describe.say import shapes
from blueprint.describe.say.aligned import seen_peaks
from blueprint.describe.say.pieces import Run, pieces, sheer_places
from blueprint.describe.realise.series_dips import dips_phrase
from blueprint.describe.say.ranges import unit_once
from blueprint.describe.say.words import Words, fill_words, outline_words
from blueprint.series import regions

if TYPE_CHECKING:
    from collections.abc import Callable

    from blueprint.describe.say.aligned import InTurn

STEEP_CLIMB = 0.5  # a climb into a plateau over at most this share of the axis is said to be steep
WIDE_TOP = 0.1  # a lone peak whose top holds over more than this share of the axis is said from where to where
ALIKE_PEAKS = 0.05  # three peaks or more whose heights lie within this share of the tallest are said with their one height ("five tall spikes peaking near eighty percent")
LASTING = 1 / 3  # a lone peak on a time axis no wider than this share of it (at half its rise) is said with how long it lasts
DIP = 0.1  # a series opening at least this share of its range above its lowest point, before its first peak, is said to fall to it
LOW_NIGHT = 0.15  # a day's series whose night readings before its first peak all lie in this lowest share of its range lies low overnight
STEADY_LULL = 0.3  # a steady move whose knee stands past this share of its stretch is said to stay low, then rise steadily
LONG_LULL = 0.5  # a slow-then-fast move whose knee stands past this share of its stretch is said to stay low, then rise steeply


def series_shape(trace: Trace, plot: Plot, words: Words, finite: bool, in_turn: "InTurn | None" = None) -> str:
    """The series' shape in words, from the facts `say/shapes.py` computes: "climbing
    to two peaks and falling away at night" (or, finite, "climbs to two peaks ...")."""
    phrase = _main_shape(trace, plot, words, finite, in_turn)
    shape, said = trace.shape, Said(plot, words)
    if shape.kind != "peaks" and shape.peaks:  # small bumps riding on another shape
        phrase += ", with " + words.join([f"a small bump {said.at(p.x)}" for p in shape.peaks])
    return phrase + _off_top(trace, said)


def _off_top(trace: Trace, said: "Said") -> str:
    """", leaving the top of the plot at three minutes and coming back at five
    minutes, up to three thousand milliseconds": what a clipped curve (`clip`) does not draw."""
    top = getattr(said.plot, "clip", None)
    runs = regions(trace.drawn, top, below=False) if top is not None else []
    if top is None or not runs:
        return ""
    if len(runs) > 1:
        return f", leaving the top of the plot {said.words.number(len(runs))} times, up to {said.value(max(trace.ys))}"
    return f", {_exit(runs[0], trace.drawn, top, said)}, up to {said.value(max(trace.ys))}"


def _exit(run: list[tuple[float, float]], drawn: list[tuple[float, float]], top: float, said: "Said") -> str:
    """ "leaving the top of the plot at six hours": where a clipped line crosses
    the top, and where it comes back, if it does (a run is said by its two
    crossings, never as a stretch the exit lies somewhere in)."""
    (x0, y0), (x1, y1) = run[0], run[-1]
    leaves = y0 <= top or x0 > drawn[0][0]  # the run opens on a crossing, not at the series' start
    back = y1 <= top and x1 < drawn[-1][0]  # the run closes on a crossing before the series' end
    if not leaves:
        return f"above the top of the plot from the start until {said.place(x1)}" if back else "above the top of the plot throughout"
    return f"leaving the top of the plot {said.at(x0)}" + (f" and coming back {said.at(x1)}" if back else "")


def _main_shape(trace: Trace, plot: Plot, words: Words, finite: bool, in_turn: "InTurn | None" = None) -> str:
    verb = (lambda ing, s: s) if finite else (lambda ing, s: ing)
    said = Said(plot, words)
    if trace.series.straight and sheer_places(trace.xs):
        return _pieces_phrase(pieces(trace.xs, trace.ys), said, verb)
    shape = trace.shape
    if shape.kind == "flat":
        level = shape.one(shapes.Level)
        if not level.flat:  # a jagged line about a level: flat is not what the eye sees
            return f"{verb('hovering', 'hovers')} between {said.value(shape.low)} and {said.value(shape.high)} throughout"
        exact = len(set(trace.ys)) == 1 and trace.ys[0] == level.value  # every point written at one level: said as written, not rounded
        return f"{verb('', 'stays ')}flat at {said.figure(level.value) if exact else said.value(level.value)} throughout"
    if shape.kind == "peaks" and (dips := dips_phrase(trace, said, verb)):
        return dips
    if shape.kind == "peaks":
        phrase = _peaks_phrase(shape, said, verb, in_turn, calm=calm_before(trace.xs, trace.ys, plot.end)) + low_tail(trace, plot, said, verb)
        low = _low_before(trace) if phrase.startswith(verb("climbing", "climbs")) else None
        if low is not None:
            phrase = f"{verb('falling', 'falls')} to {'their' if is_plural(series_name(trace, words), words) else 'its'} lowest {said.at(low)}, then {phrase}"
        elif phrase.startswith(verb("climbing", "climbs")) and _low_overnight(trace, said):
            phrase = f"{verb('lying', 'lies')} low overnight, then {phrase}"
        return phrase
    if shape.kind == "drop-and-recovery":
        return _drops_phrase(shape, said, verb, "their" if is_plural(series_name(trace, words), words) else "its")
    if shape.kind == "valley":
        return _valley_phrase(shape, said, verb, "their" if is_plural(series_name(trace, words), words) else "its")
    if shape.kind == "steps" and trace.series.staircase:
        steps = shape.one(shapes.Steps)
        return staircase_phrase(trace, steps, said, verb, _step_times(steps, said))
    if shape.kind == "steps":
        return _steps_phrase(shape.one(shapes.Steps), said, verb)
    if shape.kind == "jump":
        jump = shape.one(shapes.Jump)
        moved = verb("jumping", "jumps") if jump.direction == "up" else verb("dropping", "drops")
        return f"{verb('holding', 'holds')} at {said.value(jump.before)} then {moved} to {said.value(jump.after)} {said.stretch(jump.start, jump.end)}"
    if shape.kind == "plateau":
        climb, plateau = shape.one(shapes.Trend), shape.one(shapes.Plateau)
        steeply = "steeply " if plateau.start - climb.start <= STEEP_CLIMB * plot.end else ""
        held = f"{verb('holding', 'holds')} a flat plateau near" if climb.direction == "up" else f"{verb('holding', 'holds')} flat near"
        moved = verb("climbing", "climbs") if climb.direction == "up" else verb("falling", "falls")
        return f"{moved} {steeply}then {held} {said.value(plateau.level)} from {said.place(plateau.start)}"
    if shape.kind in ("rising", "falling") and trace.series.staircase and (climb := even_climb_phrase(trace, said, verb)):
        return climb  # too many steps to count, all one height: a rate
    if shape.kind in ("rising", "falling"):
        return _trend_phrase(trace, plot, said, verb) + _log_reach(trace, plot, said)
    return f"{verb('ranging', 'ranges')} between {said.value(shape.low)} and {said.value(shape.high)}"


def _log_reach(trace: Trace, plot: Plot, said: "Said") -> str:
    """" to about ninety milliseconds at one gigabyte": on a log value axis,
    where the eye reads no value off the height, a rise or a fall says the
    value it reaches at its end (not where its own words said it already)."""
    axis = getattr(plot, "value_axis", None)
    if axis is None or not axis.log or trace.series.straight:
        return ""
    trend = trace.shape.one(shapes.Trend)
    return f" to {said.about(trend.last)} {said.at(trend.end)}"


def _trend_phrase(trace: Trace, plot: Plot, said: "Said", verb: "Callable[[str, str], str]") -> str:
    """A rise or a fall by its pace: "climbing steeply then levelling off", "rising steadily"."""
    shape = trace.shape
    pace, up = shape.one(shapes.Trend).pace, shape.kind == "rising"
    if pace == "fast then slow":
        return f"{verb('climbing', 'climbs')} steeply then {verb('levelling', 'levels')} off" if up else f"{verb('falling', 'falls')} steeply then {verb('flattening', 'flattens')}"
    if pace == "fast then gradual":
        return f"{verb('climbing', 'climbs')} steeply at first, then {verb('creeping', 'creeps')} upward" if up else f"{verb('falling', 'falls')} steeply at first, then {verb('drifting', 'drifts')} down"
    moved = verb("rising", "rises") if up else verb("falling", "falls")
    knee = shape.one(shapes.Trend).knee
    turn = f" from about {said.place(knee)}" if knee is not None and said.rounded(knee) > said.rounded(0) and pace == "slow then fast" else ""
    if pace != "slow then fast" and trace.series.straight:  # a straight line: where it starts and ends is all there is to read
        trend = shape.one(shapes.Trend)
        return f"{moved} steadily from {unit_once(said.about(trend.first), 'to', said.about(trend.last))} {said.at(trend.end)}"
    trend = shape.one(shapes.Trend)
    if pace == "steady" and knee is not None and said.rounded(knee) > said.rounded(0) and knee - trend.start >= STEADY_LULL * (trend.end - trend.start):
        # a tenth of the move done only past a third of the way, and on at an even pace: drawn flat, then straight
        # (on log axes, a fixed cost then a rate), never "rising steadily" from its start (allreduce-nvlink-pcie)
        held = "low" if up else "high"
        return f"{verb('staying', 'stays')} {held} up to about {said.place(knee)}, then {moved} steadily"
    if pace == "slow then fast" and turn and knee is not None and knee - trend.start >= LONG_LULL * (trend.end - trend.start):
        # a tenth of the move done only past half the way: the eye sees it lie low, then climb (queue wait past eighty percent)
        held = "low" if up else "high"
        return f"{verb('staying', 'stays')} {held} up to about {said.place(knee)}, then {verb('rising', 'rises') if up else verb('falling', 'falls')} steeply"
    return f"{moved} slowly then steeply{turn}" if pace == "slow then fast" else f"{moved} steadily"


def _low_before(trace: Trace) -> float | None:
    """Where a series that climbs to its peaks first falls to its lowest: one
    lowest reading, inside the series and before its first peak, at least DIP
    of its range under where it opens. The eye sees the dip as it sees the
    peak (peak-to-burst-cloud: lowest at four hours, before dawn), so it is
    said with its place; a series opening at its lowest only climbs."""
    peaks = trace.shape.peaks
    if not peaks or len(trace.ys) < 3:
        return None
    low, high = min(trace.ys), max(trace.ys)
    at = [i for i, y in enumerate(trace.ys) if y == low]
    if len(at) != 1 or not 0 < at[0] < len(trace.ys) - 1 or trace.xs[at[0]] >= peaks[0].x:
        return None
    return trace.xs[at[0]] if trace.ys[0] - low >= DIP * (high - low) else None


def _low_overnight(trace: Trace, said: "Said") -> bool:
    """On a day's axis, whether the series' readings of the night it opens in
    (at least two, before its first peak) all lie in the lowest LOW_NIGHT of
    its range: the eye sees a quiet night before the day's climb."""
    peaks = trace.shape.peaks
    if not peaks or not is_a_day(said.plot):
        return False
    night = [y for x, y in zip(trace.xs, trace.ys) if x < peaks[0].x and said.when(x) == " at night"]
    low, high = min(trace.ys), max(trace.ys)
    return len(night) >= 2 and all(y <= low + LOW_NIGHT * (high - low) for y in night)


def _pieces_phrase(found: list, said: "Said", verb) -> str:
    """"climbing to sixty percent, falling back to zero at three hours, climbing
    again to forty percent, ..." : a line of straight pieces as it is drawn."""
    moves = {"up": verb("climbing", "climbs"), "down": verb("falling", "falls"), "level": verb("holding", "holds")}
    done: set[str] = set()
    said_pieces = []
    for piece in found:
        if isinstance(piece, Run):
            again = " again" if piece.direction in done else ""
            target = f"at {said.value(piece.last)}" if piece.direction == "level" else f"to {said.value(piece.last)}"
            said_pieces.append(f"{moves[piece.direction]}{again} {target}")
            done.add(piece.direction)
        else:
            sheer = verb("falling", "falls") if piece.after < piece.before else verb("jumping", "jumps")
            back = " back" if piece.back and piece.after < piece.before else ""
            said_pieces.append(f"{sheer}{back} to {said.value(piece.after)} {said.at(piece.at)}")
    return said.words.join(said_pieces)


def _stepped(peak: shapes.Peak, said: "Said") -> bool:
    """Whether a peak's flat top is a step line's tread (said from where to where)."""
    return any(t.series.step for t in said.plot.traces if any(abs(y - peak.height) < 1e-9 for y in t.ys))


SIZED = {"spike": "a tall spike", "peak": "a peak", "bump": "a small bump"}
SIZES = {"spike": "tall spikes", "peak": "peaks", "bump": "small bumps"}


def low_tail(trace: Trace, plot: Plot, said: "Said", verb) -> str:
    """", then staying low and flat over sat and sun" (`series_ends.low_stretch`),
    named by the named ticks inside the stretch, else by where it starts."""
    found = low_stretch(trace.xs, trace.ys, [p.x for p in trace.shape.peaks], plot.end)
    if found is None:
        return ""
    start, flat = found
    names = [name for at, name in getattr(plot, "names", ()) if start <= at <= trace.xs[-1]]
    where = f"over {said.words.join([said.words.spoken(n) for n in names])}" if names else f"from {said.place(start)}"
    return f", then {verb('staying', 'stays')} low{' and flat' if flat else ''} {where}"


def _peaks_phrase(shape: shapes.Shape, said: "Said", verb, in_turn: "InTurn | None" = None, calm: float | None = None) -> str:
    """"climbing to a single peak at seventeen hours", "climbing to two peaks",
    "climbing to a small bump at nine hours and a tall spike at fourteen hours";
    "and falling away at night" when it ends low. Several peaks alike are counted,
    not placed."""
    words = said.words
    fall = shape.one(shapes.Trend)
    peaks = seen_peaks(shape)
    cut = len(peaks) > len(shape.peaks)  # a climb again to the axis's end (`shapes._climb_at_end`): a reader sees a peak there
    sizes = [p.size for p in peaks]
    if len(peaks) == 1:
        peak = peaks[0]
        flat = peak.top[1] - peak.top[0]
        wide = flat > WIDE_TOP * said.plot.end or (flat > 0 and said.rounded(peak.top[0]) != said.rounded(peak.top[1]) and _stepped(peak, said))
        where = said.span(*peak.top) if wide else said.at(peak.x)
        humps = shape.of(shapes.Hump)
        alone = "" if humps else "single "  # a shoulder beside it: a peak, not the only high
        what = f"a {alone}{'spike' if sizes[0] == 'spike' else 'peak'} {where}"
        if said.plot.axis.time is not None and not wide and 0 < said.rounded(peak.width) and peak.width <= LASTING * said.plot.end:
            what += f" lasting about {said.length(peak.base[1] - peak.base[0])}"  # "a spike of minutes": from where it leaves its level to where it is back
        if humps and humps[0].x < peak.x:
            what = f"past a lesser hump {said.at(humps[0].x)} to {what}"
        elif humps:
            what += f" and a lesser hump {said.at(humps[0].x)}"
    elif set(sizes) == {"peak"}:
        what = f"{words.number(len(peaks))} peaks"
        what += ", the last at its end," if cut else ""
    elif len(peaks) <= 3 and len(set(sizes)) == 1:  # like shapes counted, then placed: "three tall spikes, at twelve, twenty-eight and forty-six minutes,"
        what = f"{words.number(len(peaks))} {SIZES[sizes[0]]}, {said.at_places([p.x for p in peaks])},"
    elif len(peaks) <= 3:
        what = words.join([f"{SIZED[p.size]} {said.at(p.x)}" for p in peaks])
    else:
        what = words.join([SIZED[size] if sizes.count(size) == 1 else f"{words.number(sizes.count(size))} {SIZES[size]}" for size in SIZED if size in sizes])
    if said.plot.figures and len(peaks) >= 3 and len(set(sizes)) == 1 and max(p.height for p in peaks) - min(p.height for p in peaks) <= ALIKE_PEAKS * max(abs(p.height) for p in peaks):
        # (only where a value axis writes figures: with none drawn, "peaking near ninety-five" is read off nothing, reader 7b-B)
        what += f" peaking near {said.value(sum(p.height for p in peaks) / len(peaks))}"  # peaks of one height: a regularity the reader would check one by one
    if in_turn is not None and in_turn.count == len(peaks) and len(peaks) > 1:  # they line up with the stretches above, one each
        look = in_turn.look
        head = " ".join(filter(None, [fill_words(look.colour, look.hatch), "stretch"]))
        edge = (" " + outline_words(look.line, look.line_colour)) if outline_words(look.line, look.line_colour) else ""
        if in_turn.lanes:  # several lanes alike: their stretches stand under the peaks, one set under each
            what += f", the {words.plural(head)}{edge} of {_lanes_named(in_turn.lanes, words)} lined up under each,"
        else:
            lane = f"the lane {words.spoken(in_turn.lane)}" if in_turn.lane else f"the {words.ordinal(in_turn.place)} lane"
            if in_turn.side is not None:  # the lane drawn apart from the curve: where its stretches stand from the peaks (trywords9)
                what += f", {words.article(head)}{edge} of {lane} {'beneath' if in_turn.side == 'below' else 'above'} each,"
            else:
                what += f", one in each {head}{edge} of {lane},"
    opening = verb("climbing", "climbs") if shape.opens == "low" else verb("running high", "runs high")
    if calm is not None and len(peaks) == 1 and shape.opens == "low":  # a calm, then the one peak: the eye's story
        opening = f"{verb('running', 'runs')} flat until {said.place(calm)}, then {opening}"
    phrase = f"{opening} {what}" if what.startswith("past ") else f"{opening} to {what}"
    if shape.closes == "low" and fall is not None:
        phrase += f" and {verb('falling', 'falls')} away" + said.when(fall.end)
    return phrase


def _lanes_named(lanes: "tuple[tuple[str | None, int], ...]", words: Words) -> str:
    """"the lanes job b to job d" (three or more in a row, by their labels),
    "the lanes job b and job d", "the second and third lanes"."""
    places = [place for _, place in lanes]
    if all(label for label, _ in lanes):
        labels = [words.spoken(label or "") for label, _ in lanes]
        in_a_row = len(lanes) >= 3 and places == list(range(places[0], places[0] + len(places)))
        return f"the lanes {labels[0]} to {labels[-1]}" if in_a_row else f"the lanes {words.join(labels)}"
    return f"the {words.join([words.ordinal(p) for p in places])} lanes"


def _drops_phrase(shape: shapes.Shape, said: "Said", verb, its: str) -> str:
    """"holding flat near eighty-three, dropping to zero at sixty minutes, staying
    there for thirty minutes and climbing back to its old level by two hours"."""
    level, drops = shape.one(shapes.Level), shape.drops
    assert level is not None  # a drop and recovery is from a level held (`shapes.shape`)
    hold = f"{verb('holding', 'holds')} {'flat' if level.flat else 'high'} near {said.value(level.value)}"
    if shape.one(shapes.Trend) is not None:  # it climbs to the level first: "climbing steeply, then holding flat near ... from one hour"
        hold = f"{verb('climbing', 'climbs')} steeply, then {hold} from {said.place(level.start)}"
    if len(drops) > 1:
        zero = " to zero" if all(d.to_zero for d in drops) else ""
        places = said.words.join([said.place(d.bottom[0]) for d in drops])
        return f"{hold} but for {said.words.number(len(drops))} drops{zero}, at {places}"
    drop = drops[0]
    parts = [f"{verb('dropping', 'drops')} to {'zero' if drop.to_zero else said.value(drop.floor)} {said.at(drop.bottom[0])}"]
    if said.rounded(drop.bottom[1]) > said.rounded(drop.bottom[0]):
        parts.append(f"{verb('staying', 'stays')} there for {said.length(drop.bottom[1] - drop.bottom[0])}")
    if drop.end is not None:
        parts.append(f"{verb('climbing', 'climbs')} back to {its} old level by {said.place(drop.end)}")
    return f"{hold}, " + (", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0])


def _valley_phrase(shape: shapes.Shape, said: "Said", verb, its: str) -> str:
    """"U-shaped, falling steeply from about seventeen percent to its
    lowest, six point four percent at thirty, then climbing to about thirteen
    percent at one hundred and twenty"."""
    fall, climb = shape.of(shapes.Trend)
    valley = shape.one(shapes.Valley)
    assert valley is not None  # a valley shape holds its Valley (`shapes._valley`)
    steeply = " steeply" if fall.pace in ("fast then slow", "fast then gradual") else ""
    rises = " steeply" if climb.pace == "slow then fast" else ""
    return (f"{verb('', 'is ')}{valley.shape}-shaped, falling{steeply} from {said.about(fall.first)} "
            f"to {its} lowest, {said.value(valley.floor)} {said.at(valley.x)}, "
            f"then climbing{rises} to {said.about(climb.last)} {said.at(climb.end)}")


def _steps_phrase(steps: shapes.Steps, said: "Said", verb) -> str:
    """"holding at thirty then stepping up to ninety at twenty-eight minutes",
    "doubling in four steps from one to two, four, eight, and sixteen"."""
    words = said.words
    levels = [said.figure(v) for v in steps.levels]
    way = steps.direction
    if steps.count == 1:
        return f"{verb('holding', 'holds')} at {levels[0]} then {verb('stepping', 'steps')} {way} to {levels[1]} {said.at(steps.at[0])}"
    when = _step_times(steps, said)
    if steps.doubling:
        moved = verb("doubling", "doubles") if way == "up" else verb("halving", "halves")
        return f"{moved} in {words.number(steps.count)} steps from {levels[0]} to {words.join(levels[1:])}{when}"
    if steps.count <= 4:  # few enough to say each level: "from eight to sixteen, twenty-four and forty"
        return f"{verb('stepping', 'steps')} {way} in {words.number(steps.count)} steps from {levels[0]} to {words.join(levels[1:])}{when}"
    each = f" of {said.figure(steps.each)} each" if steps.each is not None else ""  # equal risers, where the levels are not listed
    return f"{verb('stepping', 'steps')} {way} in {words.number(steps.count)} steps{each} from {levels[0]} to {levels[-1]}{when}"


def _step_times(steps: shapes.Steps, said: "Said") -> str:
    """" at five and nine minutes": where a few steps stand, when they are not
    evenly spaced (even ones say nothing a reader would miss)."""
    at = list(steps.at)
    treads = [0.0, *at, said.plot.end]
    gaps = [b - a for a, b in zip(treads, treads[1:])]
    if len(at) > 3 or max(gaps) - min(gaps) <= 0.05 * said.plot.end:
        return ""
    return f", at {said.words.join_sharing_unit([said.place(x) for x in at])}"


def stacked_phrase(trace: Trace, below: Trace | None, plot: Plot, words: Words) -> str:
    """"stays flat, eight gigabytes above the weights, throughout": a flat series
    that is the top of a region drawn between it and a flat series under it is
    read as a band of that thickness on top (the band's own label gives its
    size), never as its level, which no part of the picture names. Empty
    where it is not so."""
    if below is None or trace.shape.kind != "flat" or below.shape.kind != "flat":
        return ""
    top, bottom = trace.shape.one(shapes.Level), below.shape.one(shapes.Level)
    if not (top.flat and bottom.flat) or top.value <= bottom.value:
        return ""
    said = Said(plot, words)
    return f"stays flat, {said.value(top.value - bottom.value)} above {series_name(below, words)}, throughout"


def shape_phrase(trace: Trace, plot: Plot, words: Words, in_turn: "InTurn | None" = None) -> str:
    return series_shape(trace, plot, words, finite=False, in_turn=in_turn)
