"""The runs a bracket spans that are not parts side by side but points, lines
and stretches within one mark, named as a reader sees them:

    "the gap between the grey and blue curves' ends"     two series' last points
    "the gap between the curve's end and the solid blue restore"
    "the second and third stretches of spot node a"      stretches of one lane
    "the gap from the notice to the red cross"           a boundary and an event

`gap(say, keys)` names a run of points, lines, boundaries and events (the
bracket "spans" it, the run standing between them); `stretches(say, keys)` a
run of a lane's stretches (the bracket stands beside them). Each is "" where
the keys are something else.
"""

from __future__ import annotations

from blueprint.describe.realise.lane_step_model import EVENT_NOUNS
from blueprint.describe.realise.series_words import series_name
from blueprint.describe.realise.voice import Discourse
from blueprint.describe.say.facts import Lane, Thing
from blueprint.describe.say.look_words import FILL_WORDS

POINT = "point"  # a key's step to a point of a series (`describe/marks/bracket.py`)
CROSSING = "crossing"  # a key's step to where a series crosses a line or another series (`describe/marks/bracket.py`)


def _holder(say: Discourse, keys: tuple[tuple, ...]) -> Thing | None:
    """The one thing every key stands within, or None."""
    things = {id(t): t for t in (say.thing(key) for key in keys) if t is not None}
    return next(iter(things.values())) if len(things) == 1 and len(keys) > 0 and all(say.thing(k) is not None for k in keys) else None


def gap(say: Discourse, keys: tuple[tuple, ...]) -> str:
    """ "the gap between A and B" for two points, lines, boundaries or events of one mark."""
    thing = _holder(say, keys)
    if thing is None or len(keys) != 2:
        return ""
    names = [_chart_name(say, thing, key) if thing.chart is not None else _lane_name(say, thing, key) for key in keys]
    if not all(names):
        return ""
    (a, a_end), (b, b_end) = names  # type: ignore[misc]
    noun = next((n for n in ("curve", "staircase") if a.endswith(f" {n}") and b.endswith(f" {n}")), None)
    if a_end and a_end == b_end and noun:  # "the grey and blue curves' ends", "... staircases' ends"
        first, second = a.removeprefix("the ").removesuffix(f" {noun}"), b.removeprefix("the ").removesuffix(f" {noun}")
        return f"the gap between the {first} and {second} {noun}s' {say.words.plural(a_end)}"
    said = [f"{name}'s {end}" if end else name for name, end in (names[0], names[1])]  # type: ignore[misc]
    word = "from" if thing.lanes is not None else "between"
    joint = "to" if thing.lanes is not None else "and"
    return f"the gap {word} {said[0]} {joint} {said[1]}"


def point_name(say: Discourse, key: tuple) -> str:
    """What a point of a series (or a crossing) is called where a line, a guide
    or a bracket starts or ends at it: "the curve's end", "the curve's peak"
    (its series' one highest), "the curve at twenty hours"; "" for any other key."""
    if not ((len(key) >= 2 and key[-2] == POINT) or (len(key) >= 3 and key[-3] == CROSSING)):
        return ""
    thing = say.thing(key)
    found = _chart_name(say, thing, key) if thing is not None and thing.chart is not None else None
    if thing is None or found is None:
        return ""
    name, end = found
    return f"{name}'s {end}" if end else _peak(say, thing, key) or name


def _peak(say: Discourse, thing: Thing, key: tuple) -> str:
    """ "the curve's peak", "the grey curve's peak": a point that is its
    series' one highest, named by its series as an end is."""
    chart = thing.chart
    if chart is None:
        return ""
    rest = tuple(key[len(thing.key):])
    trace = next((t for t in chart.plot.traces if tuple(t.series.path) == rest[:-2]), None)
    if trace is None or not trace.ys:
        return ""
    top = max(trace.ys)
    if trace.ys[rest[-1]] != top or trace.ys.count(top) != 1 or rest[-1] in (0, len(trace.ys) - 1):  # an end is named as that end
        return ""
    if len(chart.plot.traces) == 1:
        return f"the {thing.noun}'s peak"
    named = _chart_name(say, thing, tuple(key[:-1]) + (0,))  # the series as its start names it: "the grey curve", "the start of the demand"
    return f"{named[0].removeprefix('the start of ')}'s peak" if named is not None else ""


def _chart_name(say: Discourse, thing: Thing, key: tuple) -> tuple[str, str] | None:
    """(the series or line, the end of it the key names: "end", "start" or "")."""
    chart = thing.chart
    assert chart is not None
    rest = tuple(key[len(thing.key):])
    if rest[:1] == ("lines",) and len(rest) == 2 and rest[1] < len(chart.lines):
        line = chart.lines[rest[1]]
        look = " ".join(filter(None, [line.outline if line.outline != "none" else "", FILL_WORDS.get(line.colour, line.colour)]))
        return f"the {look} {line.noun}".replace("  ", " "), ""
    if len(rest) >= 3 and rest[-3] == CROSSING:
        return _crossing_name(say, thing, rest), ""
    if len(rest) < 2 or rest[-2] != POINT:
        return None
    traces = chart.plot.traces
    trace = next((t for t in traces if tuple(t.series.path) == rest[:-2]), None)
    if trace is None:
        return None
    index = rest[-1]
    colour = FILL_WORDS.get(trace.series.colour, trace.series.colour) if len(traces) > 1 else ""
    kind = "staircase" if trace.series.staircase else "line" if trace.series.straight or len(trace.xs) == 2 else "curve"
    name = " ".join(filter(None, ["the", colour, kind]))  # one series of a chart is a curve, a staircase given `staircase` one
    alike = [t for t in traces if t.series.colour == trace.series.colour and bool(t.series.staircase) == bool(trace.series.staircase)]
    if len(alike) > 1 and trace.series.noun:  # "the grey curve" names none of three grey series (reader 7-A): by its noun
        noun = series_name(trace, say.words)
        ends = {len(trace.xs) - 1: "the end of", 0: "the start of"}
        return (f"{ends[index]} {noun}", "") if index in ends else (f"{noun} at {say.words.spoken(chart.plot.axis.text(trace.xs[index]))}", "")
    if index == len(trace.xs) - 1:
        return name, "end"
    if index == 0:
        return name, "start"
    return f"{name} at {say.words.spoken(chart.plot.axis.text(trace.xs[index]))}", ""


def _crossing_name(say: Discourse, thing: Thing, rest: tuple) -> str:
    """ "the curve's crossing with the solid blue restore": where the first series
    crosses a line or another series (`rest`: its series, CROSSING, the other, its place)."""
    chart = thing.chart
    assert chart is not None
    traces = chart.plot.traces
    trace = next((t for t in traces if tuple(t.series.path) == tuple(rest[:-3])), traces[0])
    colour = FILL_WORDS.get(trace.series.colour, trace.series.colour) if len(traces) > 1 else ""
    name = " ".join(filter(None, ["the", colour, "curve"]))
    other = tuple(rest[-2])
    if other[:1] == ("lines",):
        crossed = _chart_name(say, thing, tuple(thing.key) + other)
        said = crossed[0] if crossed else "a line"
    else:
        second = next((t for t in traces if tuple(t.series.path) == other), None)
        said = " ".join(filter(None, ["the", FILL_WORDS.get(second.series.colour, second.series.colour) if second else "", "curve"]))
    return f"{name}'s crossing with {said}"


def _lane_name(say: Discourse, thing: Thing, key: tuple) -> tuple[str, str] | None:
    """A boundary ("the notice") or an event ("the red cross") of a timeline."""
    lanes = thing.lanes
    if lanes is None:
        return None
    for boundary in lanes.boundaries:
        if boundary.key == key:
            return f"the {boundary.noun}", ""
    for lane in lanes.lanes:
        for event in lane.events:
            if event.key == key:
                return f"the {EVENT_NOUNS.get(event.kind, event.kind)}", ""
    return None


def stretches(say: Discourse, keys: tuple[tuple, ...], placed) -> str:  # type: ignore[no-untyped-def]
    """Stretches of one lane: by their labels where each has one ("the
    stretches marked a and b of job c"), else by where the run stands among
    the lane's ("the second and third stretches of spot node a")."""
    thing = _holder(say, keys)
    if thing is None or thing.lanes is None:
        return ""
    lane = next((l for l in thing.lanes.lanes if all(_index(l, key) is not None for key in keys)), None)
    if lane is None:
        return ""
    found = sorted(i for i in (_index(lane, key) for key in keys) if i is not None)
    low, high = found[0], found[-1]
    if low == 0 and high == len(lane.stretches) - 1:
        return ""  # all of the lane: the lane is named
    run = lane.stretches[low : high + 1]
    of = f" of {say.words.spoken(lane.label)}" if lane.label else ""
    if all(s.label for s in run):
        labels = say.words.join([say.words.spoken(s.label or "") for s in run])
        within = f" in the {thing.lanes.noun} marked {say.words.spoken(lane.label)}" if lane.label else ""  # "of save" after a label read as more of it (review 7-B)
        return f"the {'stretch' if len(run) == 1 else 'stretches'} marked {labels}{within}"
    return placed(say, "list", "stretch", low, high, len(lane.stretches)) + of


def _index(lane: Lane, key: tuple) -> int | None:
    return next((i for i, s in enumerate(lane.stretches) if s.key and s.key == tuple(key)), None)

