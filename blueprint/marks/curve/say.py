"""The curve's description: each series by its look and what it is ("a grey curve
of demand", "a blue dashed step line of capacity"), its shape computed from its
values ("climbing to two peaks and falling away at night"), how the first
series stands to each other one and to each line ("stays under it all day",
"crosses it twice", "runs close above it"), what the regions mean, and the
marks, every number in words with its unit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from blueprint.draw.series import crossing_places, crossings, differences, extremes
from blueprint.marks.curve.data import PROMINENCE, CurvePoint, Plot, Trace, plot_of, point_on
from blueprint.marks.curve.spec import CurveSpec, LineSpec, PointMarkSpec, RegionSpec

if TYPE_CHECKING:
    from blueprint.marks.base import MarkNode
    from blueprint.say.context import DescribeContext

CLOSE = 0.1  # a series within this share of the plot's range of another, on average, runs close to it
WELL = 0.25  # one at least this share away from another everywhere stands well below (above) it
RHYTHM = {"solid": "", "dashed": "dashed", "dotted": "dotted"}


def lone_phrase(node: "MarkNode", ctx: "DescribeContext") -> str:
    spec: CurveSpec = node.spec
    ctx.tell(node.path)
    if spec.alt:
        return spec.alt
    plot = plot_of(spec)
    span = ctx.words.spoken(plot.axis.text(plot.end))
    if spec.series is None:
        trace = plot.traces[0]
        phrase = f"{_look(trace, ctx, said_grey=False)} over {span}"
        shape = shape_phrase(trace, plot, ctx)
        return f"{phrase}, {shape}" if shape else phrase
    if len(plot.traces) == 1:
        trace = plot.traces[0]
        shape = shape_phrase(trace, plot, ctx)
        return f"{_look(trace, ctx, said_grey=True)} over {span}" + (f", {shape}" if shape else "")
    return f"{ctx.words.join([_look(t, ctx, said_grey=True) for t in plot.traces])} on one pair of axes over {span}"


def _look(trace: Trace, ctx: "DescribeContext", *, said_grey: bool) -> str:
    """"a curve of demand", "a blue dashed step line of capacity marked reserve"."""
    s = trace.series
    colour = s.colour if said_grey or s.colour != "grey" else ""
    weight = s.weight if s.weight else ""
    words = " ".join(filter(None, [weight, colour, RHYTHM[s.outline], "step line" if s.step else "curve"]))
    phrase = ctx.words.article(words)
    if s.noun and s.noun != "curve":
        phrase += f" of {s.noun}"
    if s.label and s.label != s.noun:
        phrase += f" marked {ctx.words.spoken(s.label)}"
    return phrase


def _plural(noun: str, ctx: "DescribeContext") -> bool:
    """Whether a noun phrase is plural ("the requests", "the GPUs")."""
    last = noun.rstrip(",").split()[-1]
    singular = ctx.words.engine.singular_noun(last)
    return bool(singular) and singular != last


def _agree(subject: str, predicate: str, ctx: "DescribeContext", noun: str | None = None) -> str:
    """"the requests" + "crosses it twice" -> "the requests cross it twice"."""
    if _plural(noun or subject, ctx):
        verb, _, rest = predicate.partition(" ")
        predicate = " ".join(filter(None, [ctx.words.engine.plural_verb(verb), rest]))
    return f"{subject} {predicate}"


def _name(trace: Trace, ctx: "DescribeContext") -> str:
    """How a sentence refers to a series: "the demand", "the second series"."""
    s = trace.series
    if s.noun:
        return f"the {s.noun}"
    return f"the {ctx.words.ordinal(s.index + 1)} series"


def _shape(trace: Trace, plot: Plot, ctx: "DescribeContext", finite: bool) -> str:
    """The series' shape in words, computed from its values: "climbing to two
    peaks and falling away at night" (or, finite, "climbs to two peaks ...")."""
    ys = trace.ys
    low, high = min(ys), max(ys)
    verb = (lambda ing, s: s) if finite else (lambda ing, s: ing)
    if high - low <= 0.05 * max(high, 1e-9):
        return f"{verb('', 'stays ')}flat throughout"
    middle = low + 0.5 * (high - low)
    peaks = extremes(ys, "peak", PROMINENCE * (high - low))
    if not peaks:
        return _without_peaks(trace, plot, ctx, verb)
    count = "a single peak" if len(peaks) == 1 else f"{ctx.words.number(len(peaks))} peaks"
    phrase = f"{verb('climbing', 'climbs') if ys[0] < middle else verb('running high', 'runs high')} to {count}"
    if ys[-1] < middle:
        phrase += f" and {verb('falling', 'falls')} away" + (" at night" if is_a_day(plot) else "")
    return phrase


def _without_peaks(trace: Trace, plot: Plot, ctx: "DescribeContext", verb) -> str:
    """A series with no peak: high but for drops, a jump, or a rise (fall) that is
    steep first, steep last or steady."""
    ys = trace.ys
    low, high = min(ys), max(ys)
    middle = low + 0.5 * (high - low)
    valleys = extremes(ys, "valley", PROMINENCE * (high - low))
    if valleys and ys[0] >= middle and ys[-1] >= middle:
        drops = "a single drop" if len(valleys) == 1 else f"{ctx.words.number(len(valleys))} drops"
        return f"{verb('holding', 'holds')} high but for {drops}" + (" to zero" if low == 0 else "")
    rise = ys[-1] - ys[0]
    rising = rise > 0
    figure = lambda value: ctx.words.spoken(f"{value:g}")
    if abs(rise) < 0.5 * (high - low):
        return f"{verb('ranging', 'ranges')} between {figure(low)} and {figure(high)}"
    jumps = [b - a for a, b in zip(ys, ys[1:])]
    jump = max(jumps, key=abs)
    if abs(jump) >= 0.6 * abs(rise):
        moved = verb("jumping", "jumps") if rising else verb("dropping", "drops")
        return f"{verb('holding', 'holds')} at {figure(ys[0])} then {moved} to {figure(ys[-1])}"
    halfway = next(i for i, y in enumerate(ys) if (y - ys[0] - rise / 2) * (1 if rising else -1) >= 0)
    share = trace.xs[halfway] / (plot.end or 1)
    if share <= 0.3:
        return f"{verb('climbing', 'climbs')} steeply then {verb('levelling', 'levels')} off" if rising else f"{verb('falling', 'falls')} steeply then {verb('flattening', 'flattens')}"
    if share >= 0.7:
        return f"{verb('rising', 'rises') if rising else verb('falling', 'falls')} slowly then steeply"
    return f"{verb('rising', 'rises') if rising else verb('falling', 'falls')} steadily"


def shape_phrase(trace: Trace, plot: Plot, ctx: "DescribeContext") -> str:
    return _shape(trace, plot, ctx, finite=False)


def is_a_day(plot: Plot) -> bool:
    return plot.axis.time is not None and abs(plot.end - 86400) < 1


def sentences(node: "MarkNode", ctx: "DescribeContext") -> list[str]:
    spec: CurveSpec = node.spec
    said = [] if node.path in ctx.told else [lone_phrase(node, ctx)]
    if spec.alt:
        return said
    plot = plot_of(spec)
    if len(plot.traces) > 1:
        said += _series_sentences(spec, plot, ctx)
    for index in range(len(spec.lines)):
        said.append(_line_sentence(spec, plot, index, ctx))
    said += [_baseline_region(spec, plot, region, ctx) for region in spec.regions if region.between is None and region.against == "baseline"]
    marks = [_mark_phrase(spec, plot, mark, ctx) for mark in spec.marks]
    if any(marks):
        said.append(ctx.words.join([m for m in marks if m]))
    return said


# --- several series -------------------------------------------------------------


def _series_sentences(spec: CurveSpec, plot: Plot, ctx: "DescribeContext") -> list[str]:
    """The first series' shape and how it stands to each other series, with the
    regions between them; then each other series' shape."""
    first, others = plot.traces[0], plot.traces[1:]
    told: set[int] = set()
    relations = []
    for other in others:
        relation = _relation(first, other, plot, ctx)
        for index, region in enumerate(spec.regions):
            pair = [plot.trace(name) for name in region.between or []]
            if region.between is not None and first in pair and other in pair:
                relation += _between_phrase(region, pair[0], pair[1], ctx)
                told.add(index)
        relations.append(relation)
    name = _name(first, ctx)
    again = [_agree("they" if _plural(name, ctx) else "it", relation, ctx, name) for relation in relations[1:]]
    said = ["; ".join([_agree(f"{name}, {shape_phrase(first, plot, ctx)},", relations[0], ctx, name)] + again)]
    said += [_agree(_name(t, ctx), _shape(t, plot, ctx, finite=True), ctx) for t in others]
    for index, region in enumerate(spec.regions):
        if region.between is not None and index not in told:
            upper, lower = (plot.trace(name) for name in region.between)
            said.append(_between_phrase(region, upper, lower, ctx).removeprefix("; "))
    return said


def _relation(first: Trace, other: Trace, plot: Plot, ctx: "DescribeContext") -> str:
    """How the first series stands to another: "stays under the capacity all day",
    "crosses the capacity twice", "runs close above it", "stays well below it"."""
    gaps = differences(first.drawn, other.drawn)
    reach = max([y for t in plot.traces for y in t.ys] + [1e-9])
    tolerance = 0.005 * reach
    whole = "all day" if is_a_day(plot) else "throughout"
    them = _name(other, ctx)
    places = crossing_places(first.drawn, other.drawn, tolerance)
    if places:
        times = {1: "once", 2: "twice"}.get(len(places), f"{ctx.words.number(len(places))} times")
        where = ctx.words.join([ctx.words.spoken(plot.axis.text(_rounded(x, plot))) for x in places]) if len(places) <= 2 else ""
        return f"crosses {them} {times}" + (f", at about {where}" if where else "")
    apart = [abs(g) for g in gaps]
    if max(apart) <= tolerance:
        return f"runs level with {them} {whole}"
    above = sum(gaps) > 0
    if sum(apart) / len(apart) <= CLOSE * reach:
        return f"runs close {'above' if above else 'under'} {them} {whole}"
    if min(apart) >= WELL * reach:
        return f"stays well {'above' if above else 'below'} {them} {whole}"
    return f"stays {'above' if above else 'under'} {them} {whole}"


def _rounded(x: float, plot: Plot) -> float:
    """A place on the axis rounded as a reader would say it: to whole hours on a
    day, to fives of minutes on two hours, to fifties on a thousand steps."""
    per = plot.axis.per_unit()
    grain = 10 ** math.floor(math.log10(max(plot.end / per / 20, 1e-9)))
    grain *= 5 if plot.end / per / grain >= 100 else 1
    return round(x / per / grain) * grain * per


def _region_look(region: RegionSpec) -> str:
    return f"{region.fill} hatched" if region.hatch else f"solid {region.fill}"


def _between_phrase(region: RegionSpec, upper: Trace, lower: Trace, ctx: "DescribeContext") -> str:
    """"; where the capacity runs above the demand, the gap is grey hatched, headroom"."""
    phrase = f"; where {_name(upper, ctx)} runs above {_name(lower, ctx)}, the gap between them is {_region_look(region)}"
    return phrase + (f", {region.means}" if region.means else "")


# --- lines and regions against them ---------------------------------------------


def _line_sentence(spec: CurveSpec, plot: Plot, index: int, ctx: "DescribeContext") -> str:
    line = spec.lines[index]
    look = " ".join(filter(None, ["thick" if line.weight == "thick" else "", RHYTHM[line.outline], "" if line.colour == "dark" else line.colour, line.noun]))
    name = ctx.words.article(look) + (f" marked {ctx.words.spoken(line.label)}" if line.label else "")
    whole = "all day" if is_a_day(plot) else "throughout"
    relations = []
    for trace in plot.traces:
        count = crossings(trace.drawn, line.at)
        if count == 0:
            relation = f"stays {'under' if max(trace.ys) < line.at else 'above'} it {whole}"
        else:
            relation = f"crosses it {({1: 'once', 2: 'twice'}.get(count) or ctx.words.number(count) + ' times')}"
        relations.append(_agree(_name(trace, ctx) if spec.series is not None else f"the {spec.noun}", relation, ctx))
    text = f"{name} runs across at {ctx.words.spoken(f'{line.at:g}')}, and {ctx.words.join(relations)}"
    for region in spec.regions:
        if region.between is None and region.against == line.id:
            text += _against_phrase(spec, plot, region, line, ctx)
    return text


def _against_phrase(spec: CurveSpec, plot: Plot, region: RegionSpec, line: LineSpec, ctx: "DescribeContext") -> str:
    if spec.series is None:
        gap = "the gap under the" if region.where == "below" else "the part above the"
        phrase = f"; {gap} {line.noun} is {_region_look(region)}"
    else:
        trace = plot.trace(region.series)
        gap = f"the gap between {_name(trace, ctx)} and the {line.noun} above it" if region.where == "below" else f"the part of {_name(trace, ctx)} above the {line.noun}"
        phrase = f"; {gap} is {_region_look(region)}"
    return phrase + (f", {region.means}" if region.means else "")


def _baseline_region(spec: CurveSpec, plot: Plot, region: RegionSpec, ctx: "DescribeContext") -> str:
    trace = plot.trace(region.series)
    if region.where == "below":
        return ""  # nothing lies below the baseline: such a region is empty
    noun = _name(trace, ctx) if spec.series is not None else f"the {spec.noun}"
    return f"the area under {noun} is {_region_look(region)}" + (f", {region.means}" if region.means else "")


# --- marks ----------------------------------------------------------------------------


def _mark_phrase(spec: CurveSpec, plot: Plot, mark: PointMarkSpec, ctx: "DescribeContext") -> str:
    trace = plot.trace(mark.series)
    point = point_on(trace, plot.axis, mark.at) if trace else None
    if not isinstance(point, CurvePoint):
        return ""
    colour = "" if mark.colour == "grey" else mark.colour + " "
    if mark.icon:
        thing = ctx.words.article(f"{colour}{mark.icon} icon")
    elif mark.width is not None:
        thing = ctx.words.article(f"{colour}block")
    elif mark.block:
        thing = ctx.words.article(f"small {colour}block")
    else:
        thing = "a label"
    if mark.label:
        thing += f" marked {ctx.words.spoken(mark.label)}"
    several = len(plot.traces) > 1
    curve = _name(trace, ctx) if several else "the curve"
    if mark.width is not None:
        length = ctx.words.spoken(plot.axis.written(mark.width))
        start = ctx.words.spoken(point.written) if point.kind == "time" else _point_name(point, ctx) + (f" of {_name(trace, ctx)}" if several else "")
        where = {"above": "over", "curve": "along", "baseline": "on the baseline"}[mark.place]
        return f"{thing} spans {length} {where}{'' if mark.place == 'baseline' else ' ' + curve} from {start}"
    if point.kind == "time":
        at = ctx.words.spoken(point.written)
        where = {"above": f"stands over {curve} at {at}", "curve": f"sits on {curve} at {at}", "baseline": f"sits on the baseline at {at}"}
    else:
        name = _point_name(point, ctx) + (f" of {_name(trace, ctx)}" if several else "")
        where = {"above": f"stands over {name}", "curve": f"sits on {curve} at {name}", "baseline": f"sits on the baseline under {name}"}
    return f"{thing} {where[mark.place]}"


def _point_name(point: CurvePoint, ctx: "DescribeContext") -> str:
    """"the highest peak", "the lowest point", "the valley", "the second peak"."""
    if point.kind == "highest":
        return "the highest peak"
    if point.kind == "lowest":
        return "the lowest point"
    return f"the {point.kind}" if point.of == 1 else f"the {ctx.words.ordinal(point.nth)} {point.kind}"


def details(node: "MarkNode", ctx: "DescribeContext") -> str:
    spec: CurveSpec = node.spec
    plot = plot_of(spec)
    parts = []
    for trace in plot.traces:
        values = ", ".join(f"{y:g}" for y in trace.ys[:: max(1, len(trace.ys) // 24)])
        name = f" {trace.series.label or trace.series.name}" if len(plot.traces) > 1 else ""
        parts.append(f"Curve{name} over {plot.axis.text(plot.end)}: {values}")
    lines = "; ".join(f"line at {line.at:g}" + (f" ({line.label})" if line.label else "") for line in spec.lines)
    return "; ".join(parts) + (f"; {lines}" if lines else "") + "."
