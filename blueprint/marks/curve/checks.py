"""The curve's value checks, each a located error: series with their values,
quantities in the axis's unit, names that exist, points that exist, blocks that
end on the axis."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks import axis as axes
from blueprint.marks import axis_checks
from blueprint.marks.units import same_unit
from blueprint.marks.curve.anchors import NAMED
from blueprint.marks.curve.data import Plot, ceiling_of, plot_of, series_of
from blueprint.marks.curve.points import located, point_on, position
from blueprint.marks.curve.spec import ONE_SERIES_KEYS, CurveSpec
from blueprint.marks.positions import Scale, check_range
from blueprint.marks.reference_lines import check_lines
from blueprint.scene import SpecPath
from blueprint.values import Quantity

VALUE_KEYS = ("values", "shape", "points")  # a series gives one of them

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.marks.base import MarkNode
    from blueprint.sourcemap import SourceMap


def check(node: "MarkNode", source: "SourceMap", diagnostics: "Diagnostics") -> None:
    spec = node.spec_as(CurveSpec)
    where = lambda *key: source.locate(node.path + key)
    if not _series_complete(spec, where, lambda *key: source.locate(node.path + key, key=True), diagnostics, lambda path, keys: source.last_of(node.path + path, keys)):
        return
    plot = plot_of(spec)
    axis = plot.axis
    if not _staircases_one_way(plot, lambda *key: source.locate(node.path + key, key=True), diagnostics):
        return
    peaks: list[tuple[SpecPath, Quantity]] = []
    for s in plot.traces:
        if s.series.shape and not isinstance(s.series.shape.peaks, int):
            peaks += [(s.series.path + ("shape", "peaks", i), peak) for i, peak in enumerate(s.series.shape.peaks)]
    quantities: list[tuple[SpecPath, Quantity | None]] = [(("span",), spec.span), (("ticks",), spec.ticks), *peaks]
    places = [(s.series.path + ("points", i, 0), place) for s in plot.traces for i, place in enumerate(s.series.places or ())]
    fitting = {key: axis.check(q, where(*key), diagnostics) for key, q in quantities + places if q is not None}
    if not all(fitting.values()):
        return
    if not _values_on_axes(spec, plot, places, where, diagnostics):
        return
    if not _places_in_order(plot, places, where, diagnostics):
        return
    outside = lambda what, at: messages.OUTSIDE_AXIS.format(what=what, at=at, low=axis.text(0), high=axis.text(plot.end))
    if spec.span is not None:  # the axis is as long as `span` says: a point past it is refused, not the axis stretched
        past = [(key, place) for key, place in places if axis.value(place)[0] > plot.span * (1 + 1e-9)]
        for key, place in past[:1]:
            high = axis.text(plot.span)
            diagnostics.error(where(*key), messages.OUTSIDE_AXIS.format(what="a point", at=place.written, low=axis.text(0), high=high) + messages.POINT_PAST_SPAN)
        if past:
            return
    if spec.ticks is not None:
        axis.check_ticks(spec.ticks, plot.end, where("ticks"), diagnostics)
    for key, q in peaks:
        if axis.value(q)[0] > plot.end:
            diagnostics.error(where(*key), outside(messages.WHAT_PEAK, q.written))
    check_lines(spec.lines, spec.top, where, diagnostics)
    _check_looks(plot, where, lambda *key: source.locate(node.path + key, key=True), diagnostics)
    if spec.clip and spec.top is None:
        diagnostics.error(source.locate(node.path + ("clip",), key=True), messages.CLIP_NEEDS_TOP)
    elif spec.clip and spec.top is not None and all(y <= (plot.clip if plot.clip is not None else spec.top) for t in plot.traces for y in t.ys):
        diagnostics.error(source.locate(node.path + ("clip",), key=True), messages.CLIP_NOTHING_OVER.format(top=f"{spec.top:g}"))
    _check_names(spec, plot, where, diagnostics)
    _check_regions(spec, plot, where, lambda *key: source.locate(node.path + key, key=True), diagnostics)
    _check_stretches(spec, plot, node.id or "curve", lambda *key: source.locate(node.path + key), diagnostics)
    _check_marks(spec, plot, where, outside, diagnostics, lambda *key: source.locate(node.path + key, key=True))
    _check_shapes(spec, lambda *key: source.locate(node.path + key, key=True), diagnostics)
    _check_axes(spec, plot, where, lambda *key: source.locate(node.path + key, key=True), diagnostics, node.path)


def _places_in_order(plot: Plot, places, where, diagnostics: "Diagnostics") -> bool:
    """Each series' places in order; two at one place only on a line of straight
    pieces (a sheer drop), never three."""
    straight = {t.series.path: t.series.straight for t in plot.traces}
    axis = plot.axis
    for index, ((earlier, before), (key, after)) in enumerate(zip(places, places[1:])):
        if key[:-2] != earlier[:-2]:  # the next series begins
            continue
        here, there = axis.value(after)[0], axis.value(before)[0]
        if here < there:
            diagnostics.error(where(*key), messages.POINTS_OUT_OF_ORDER.format(at=after.written, before=before.written))
            return False
        if here == there and not straight[key[:-3]]:
            diagnostics.error(where(*key), messages.POINTS_SAME_PLACE.format(at=after.written))
            return False
        if here == there and index > 0 and places[index - 1][0][:-2] == key[:-2] and axis.value(places[index - 1][1])[0] == here:
            diagnostics.error(where(*key), messages.POINTS_THREE_AT_ONCE.format(at=after.written))
            return False
    return True


def _check_looks(plot: Plot, where, key_at, diagnostics: "Diagnostics") -> None:
    """A series is a step line or straight, not both; its `past` says where
    (one of `at`, `value`, on the axis) and a look that changes something."""
    for trace in plot.traces:
        s = trace.series
        if s.straight and s.step:
            diagnostics.error(key_at(*s.path, "straight"), messages.STRAIGHT_AND_STEP)
        past = s.past
        if past is None:
            continue
        given = past.model_fields_set
        if (past.at is None) == (past.value is None):
            diagnostics.error(key_at(*s.path, "past", "value") if past.at is not None else where(*s.path, "past"), messages.PAST_AT_OR_VALUE)
        elif past.at is not None and plot.axis.check(past.at, where(*s.path, "past", "at"), diagnostics) and plot.axis.value(past.at)[0] > plot.end:
            diagnostics.error(where(*s.path, "past", "at"), messages.OUTSIDE_AXIS.format(what="`past`", at=past.at.written, low=plot.axis.text(0), high=plot.axis.text(plot.end)))
        if past.colour is None and past.outline is None:
            diagnostics.error(where(*s.path, "past"), messages.PAST_NO_LOOK)
        for key, own, found, other in (("colour", s.colour, past.colour, "red" if s.colour != "red" else "grey"), ("outline", s.outline, past.outline, "dashed" if s.outline != "dashed" else "solid")):
            if key in given and found == own:
                diagnostics.error(where(*s.path, "past", key), messages.PAST_SAME_LOOK.format(key=key, found=found, other=other))


def _series_complete(spec: CurveSpec, where, key_at, diagnostics: "Diagnostics", last_of) -> bool:
    """Every series has values or a shape (not both), at least two points; with
    `series`, the single curve's keys are not given at the top. Two given are
    refused at the second written."""
    if spec.series is None:
        one = series_of(spec)[0]
        if one.given != 1:
            diagnostics.error(last_of((), VALUE_KEYS) if one.given else where(), messages.CURVE_VALUES_OR_SHAPE)
            return False
        if one.count < 2:
            diagnostics.error(where("points" if one.places else "values"), messages.CURVE_TOO_SHORT.format(count=one.count))
            return False
        return True
    fine = True
    for key in ONE_SERIES_KEYS:
        if key.replace("-", "_") in spec.model_fields_set:
            diagnostics.error(key_at(key), messages.CURVE_SERIES_OR_ONE.format(key=key))
            fine = False
    for s in series_of(spec):
        if s.given != 1:
            diagnostics.error(last_of(s.path, VALUE_KEYS) if s.given else where(*s.path), messages.SERIES_VALUES_OR_SHAPE)
            fine = False
        elif s.count < 2:
            diagnostics.error(where(*s.path, "points" if s.places else "values"), messages.CURVE_TOO_SHORT.format(count=s.count))
            fine = False
    return fine


def _staircases_one_way(plot: Plot, key_at, diagnostics: "Diagnostics") -> bool:
    """A staircase only climbs or only falls: a series given `staircase` whose
    values turn back, or hold flat throughout, is refused at the key."""
    fine = True
    for trace in plot.traces:
        if not trace.series.staircase:
            continue
        ys = trace.ys
        rises = [b - a for a, b in zip(ys, ys[1:]) if b != a]
        turn = next((i + 1 for i, (a, b) in enumerate(zip(ys, ys[1:])) if rises and (b - a) * rises[0] < 0), None)
        if not rises or turn is not None:
            found = messages.STAIRCASE_SERIES_FLAT if turn is None else messages.STAIRCASE_SERIES_TURNS.format(value=f"{ys[turn]:g}", nth=turn + 1, before=f"{ys[turn - 1]:g}")
            diagnostics.error(key_at(*trace.series.path, "staircase"), messages.STAIRCASE_SERIES_ONE_WAY.format(found=found))
            fine = False
    return fine


def _check_names(spec: CurveSpec, plot: Plot, where, diagnostics: "Diagnostics") -> None:
    """Series and lines share the curve's names (`ID.demand`, `ID.provisioned`):
    each once, and none that the curve makes itself (`baseline`, `peak-1`)."""
    seen: dict[str, str] = {}
    named = [(s.series.id, messages.WHAT_SERIES, s.series.path + ("id",)) for s in plot.traces if s.series.id]
    named += [(line.id, messages.WHAT_LINE, ("lines", i, "id")) for i, line in enumerate(spec.lines) if line.id]
    for name, what, key in named:
        if name in seen:
            both = f"{seen[name]} and {what}" if seen[name] != what else f"two {what.removeprefix('a ')}{'' if what == messages.WHAT_SERIES else 's'}"
            diagnostics.error(where(*key), messages.CURVE_NAME_TWICE.format(name=name, what=both))
        elif name == "baseline" or NAMED.match(name) or name.startswith(("series-", "region-", "at-")):
            diagnostics.error(where(*key), messages.CURVE_NAME_TAKEN.format(name=name, what=what.removeprefix("a ")))
        seen.setdefault(name, what)


def _series_named(name: str, plot: Plot, location, diagnostics: "Diagnostics") -> bool:
    if plot.trace(name) is not None:
        return True
    valid = [n for t in plot.traces for n in t.series.names[:1]]
    diagnostics.error(location, messages.UNKNOWN_SERIES.format(name=name, hint=messages.suggestion(name, valid), valid=messages.one_of(valid)))
    return False


def _check_apart(plot: Plot, pair: tuple[str, str], location, diagnostics: "Diagnostics") -> None:
    """Two series a region lies between must share a stretch of the axis, or it fills nothing."""
    upper, lower = plot.trace(pair[0]), plot.trace(pair[1])
    if upper is None or lower is None or not upper.xs or not lower.xs or upper is lower:
        return
    if upper.xs[-1] <= lower.xs[0] or lower.xs[-1] <= upper.xs[0]:
        text = plot.axis.text
        diagnostics.error(location, messages.REGION_APART.format(upper=pair[0], lower=pair[1], upper_from=text(upper.xs[0]), upper_to=text(upper.xs[-1]), lower_from=text(lower.xs[0]), lower_to=text(lower.xs[-1])))


def _check_regions(spec: CurveSpec, plot: Plot, where, key_at, diagnostics: "Diagnostics") -> None:
    lines = {line.id for line in spec.lines if line.id} | {"baseline"}
    for index, region in enumerate(spec.regions):
        given = region.model_fields_set
        pair = plot.pair(region)
        if pair is not None:
            _check_apart(plot, pair, where("regions", index, "between" if region.between is not None else "against"), diagnostics)
        if region.between is not None:
            if "against" in given:
                diagnostics.error(key_at("regions", index, "against"), messages.REGION_BETWEEN_OR_AGAINST)
            for key in ("where", "series"):
                if key in given:
                    diagnostics.error(key_at("regions", index, key), messages.REGION_BETWEEN_ONLY.format(key=key))
            known = [_series_named(name, plot, where("regions", index, "between", i), diagnostics) for i, name in enumerate(region.between)]
            if all(known) and plot.trace(region.between[0]) is plot.trace(region.between[1]):
                diagnostics.error(where("regions", index, "between"), messages.REGION_BETWEEN_SAME.format(name=region.between[0]))
            continue
        if region.against == "baseline" and region.where == "below":
            diagnostics.error(where("regions", index, "where") if "where" in given else where("regions", index), messages.REGION_UNDER_BASELINE)
        if region.against not in lines and plot.pair(region) is None:
            valid = sorted(lines) + [n for t in plot.traces for n in t.series.names[:1]]
            diagnostics.error(where("regions", index, "against"), messages.UNKNOWN_LINE.format(name=region.against, hint=messages.suggestion(region.against, valid), valid=messages.one_of(valid)))
        elif region.against not in lines and plot.trace(region.against) is plot.trace(region.series):
            diagnostics.error(where("regions", index, "against"), messages.REGION_BETWEEN_SAME.format(name=region.against))
        if region.series is not None:
            _series_named(region.series, plot, where("regions", index, "series"), diagnostics)


def _check_stretches(spec: CurveSpec, plot: Plot, mark: str, key_at, diagnostics: "Diagnostics") -> None:
    """A region's `from` and `to` on the x axis, in that order."""
    scale = Scale(plot.axis, plot.end)  # as `CurveMark.scale`: what a band across the curve lies on
    for index, region in enumerate(spec.regions):
        if region.start is None and region.end is None:
            continue
        at = lambda key: key_at("regions", index, key)
        if not check_range(scale, {"from": region.start, "to": region.end}, mark, messages.WHAT_REGION, at, diagnostics):
            continue
        traces = [plot.trace(name) for name in (plot.pair(region) or (region.series,))]
        drawn = [t.xs for t in traces if t is not None and t.xs]
        if len(drawn) != len(traces):
            continue
        low, high = max(xs[0] for xs in drawn), min(xs[-1] for xs in drawn)  # where every series it lies by is drawn
        start, end = plot.stretch(region)
        drawn_from, drawn_to = plot.axis.text(low), plot.axis.text(high)
        if low < high and ((start is not None and start >= high) or (end is not None and end <= low)):
            diagnostics.error(at("from" if region.start is not None else "to"), messages.REGION_STRETCH_EMPTY.format(drawn_from=drawn_from, drawn_to=drawn_to))
            continue
        slack = 1e-9 * max(1.0, abs(low), abs(high))
        for key, value, past in (("from", start, start is not None and start < low - slack), ("to", end, end is not None and end > high + slack)):
            if past and value is not None:  # the fill would run on flat where no series is drawn
                diagnostics.error(at(key), messages.REGION_STRETCH_PAST.format(key=key, at=plot.axis.text(value), drawn_from=drawn_from, drawn_to=drawn_to))


def _check_marks(spec: CurveSpec, plot: Plot, where, outside, diagnostics: "Diagnostics", key_at) -> None:
    axis = plot.axis
    source_key = lambda index, key: key_at("marks", index, key)
    for index, mark in enumerate(spec.marks):
        at = lambda *key: where("marks", index, *key)
        if mark.series is not None and not _series_named(mark.series, plot, at("series"), diagnostics):
            continue
        trace = plot.trace(mark.series)
        assert trace is not None  # the first series, or the one _series_named found above
        spot = position(mark.at)
        if isinstance(spot, Quantity):
            if not axis.check(spot, at("at"), diagnostics):
                continue
            if spot.is_range:
                diagnostics.error(at("at"), messages.AXIS_NO_RANGE.format(what="a mark's `at`", found=spot.written))
                continue
            if axis.value(spot)[0] > plot.end:
                diagnostics.error(at("at"), outside(messages.WHAT_MARK, spot.written))
                continue
        point = point_on(trace, axis, mark.at)
        if isinstance(point, str):
            diagnostics.error(at("at"), point)
            continue
        if mark.width is not None and "block" in mark.model_fields_set and not mark.block:
            diagnostics.error(source_key(index, "block"), messages.BLOCK_FALSE_WIDTH)
        if mark.label_side == "inside" and not mark.is_block:
            diagnostics.error(source_key(index, "label-side"), messages.INSIDE_NOT_A_BLOCK)
        if mark.width is not None and axis.check(mark.width, at("width"), diagnostics):
            _check_width(mark.width, trace, point, plot, at("width"), diagnostics)


def _check_shapes(spec: CurveSpec, key_at, diagnostics: "Diagnostics") -> None:
    """`high` where `heights` gives every peak its height is refused at `high`;
    `dots` on a shape (points the tool makes, not data) at `dots`."""
    for series in series_of(spec):
        shape = series.shape
        if shape is not None and series.dots is not None:
            diagnostics.error(key_at(*series.path, "dots"), messages.DOTS_ON_A_SHAPE)
        if shape is None or "high" not in shape.model_fields_set or not shape.heights:
            continue
        peaks = shape.peaks if isinstance(shape.peaks, int) else len(shape.peaks)
        if len(shape.heights) >= peaks:
            diagnostics.error(key_at(*series.path, "shape", "high"), messages.HIGH_UNUSED)


def _check_width(width: Quantity, trace, point, plot: Plot, location, diagnostics: "Diagnostics") -> None:
    axis = plot.axis
    length = axis.value(width)[0]
    if width.is_range:
        diagnostics.error(location, messages.AXIS_NO_RANGE.format(what="a block's `width`", found=width.written))
    elif length <= 0:
        diagnostics.error(location, messages.BLOCK_EMPTY.format(found=width.written))
    else:
        start = located(trace, point)[0]
        if start + length > plot.end * (1 + 1e-9):
            diagnostics.error(location, messages.BLOCK_PAST_AXIS.format(start=axis.text(start), width=axis.written(width), end=axis.text(start + length), high=axis.text(plot.end)))


def _check_axes(spec: CurveSpec, plot: Plot, where, key_at, diagnostics: "Diagnostics", path: SpecPath) -> None:
    """`x` and `y` (`marks/axis.py`): the x axis's unit given once, its ticks
    given once and on the axis; the y axis ruled, its ticks from 0 to `top`."""
    x, y = spec.x, spec.y
    for name, axis, old in (("x", x, "span"), ("y", y, "top")):
        if axis is not None and axis.from_ is not None and axis.scale != "log":  # a curve's places are counted from 0; a log axis's from its `from`
            diagnostics.error(key_at(name, "from"), messages.CURVE_AXIS_FROM.format(axis=name))
        if axis is not None and axis.to is not None and old in spec.model_fields_set:
            diagnostics.error(key_at(name, "to"), messages.AXIS_TO_TWICE.format(key=old, axis=name))
    if x is not None:
        if x.unit is not None and "unit" in spec.model_fields_set and not same_unit(x.unit, spec.unit):
            diagnostics.error(key_at("x", "unit"), messages.AXIS_X_UNIT_TWICE.format(unit=spec.unit, found=x.unit))
        if x.unit is not None and x.unit in axes.CURRENCIES:
            diagnostics.error(key_at("x", "unit"), messages.AXIS_X_UNIT_WORD.format(found=x.unit))
        if x.ticks is not None and spec.ticks is not None:
            diagnostics.error(key_at("x", "ticks"), messages.AXIS_TICKS_TWICE.format(key="x"))
        ruling = plot.axis.value(spec.ticks)[0] if spec.ticks is not None and plot.axis.fits(spec.ticks) else None
        axis_checks.check(x, plot.axis, plot.end, lambda *key: where("x", *key), diagnostics, axis_checks.Longer.of(path, "x", x, "span"), step=ruling)
    if y is not None:
        if y.ticks is None and y.scale != "log":  # a log axis is ruled at its powers
            diagnostics.error(where("y"), messages.AXIS_Y_NEEDS_TICKS)
            return
        unit = plot.value_axis or axes.value_axis(y)
        top = ceiling_of(spec, plot) if unit.log else spec.top if spec.top is not None else max([v for t in plot.traces for v in t.ys] + list(plot.levels) + [1.0])
        axis_checks.check(y, unit, top, lambda *key: where("y", *key), diagnostics, axis_checks.Longer.of(path, "y", y, "top"), exact_end=spec.top is not None)


def _values_on_axes(spec: CurveSpec, plot: Plot, places, where, diagnostics: "Diagnostics") -> bool:
    """Each value written with a unit is in one of its value axis's (`40 GB`
    on an axis in GB); on a log axis every place and value is above zero,
    its places written (`points`), its span at least one step long and its
    steps factors above 1. Each a located error."""
    fine = True
    y = plot.value_axis or axes.PlainAxis("")
    rows = [((), spec.values, spec.points)] if spec.series is None else [(("series", i), s.values, s.points) for i, s in enumerate(spec.series)]
    written: list[tuple[SpecPath, float | Quantity]] = [(path + ("values", i), v) for path, values, _ in rows for i, v in enumerate(values or [])]
    written += [(path + ("points", i, 1), v) for path, _, points in rows for i, (_, v) in enumerate(points or [])]
    for key, value in written:
        if isinstance(value, Quantity) and not y.check(value, where(*key), diagnostics):
            fine = False
        elif y.log and (value.low if isinstance(value, Quantity) else value) <= 0:
            diagnostics.error(where(*key), messages.AXIS_LOG_NOT_POSITIVE.format(found=messages.shown(value.written if isinstance(value, Quantity) else f"{value:g}")))
            fine = False
    if not plot.axis.log:
        return fine
    for key, place in places:
        if place.low <= 0:
            diagnostics.error(where(*key), messages.AXIS_LOG_NOT_POSITIVE.format(found=messages.shown(place.written)))
            fine = False
    if any(t.series.places is None for t in plot.traces):
        diagnostics.error(where(*plot.traces[0].series.path), messages.AXIS_LOG_NEEDS_PLACES)
        return False
    if fine and plot.end <= 0:
        key = ("x", "to") if spec.x is not None and spec.x.to is not None else ("span",) if spec.span is not None else ("x",)
        diagnostics.error(where(*key), messages.AXIS_LOG_SPAN.format(low=plot.axis.text(0), high=plot.axis.text(plot.end), found=messages.shown("no power"), key="span"))
        fine = False
    for name, axis, unit in (("x", spec.x, plot.axis), ("y", spec.y, y)):
        for part in ("ticks", "labels", "major"):
            step = getattr(axis, part, None)
            if unit.log and isinstance(step, Quantity) and (step.unit is not None or step.low <= 1):
                diagnostics.error(where(name, part), messages.AXIS_LOG_STEP.format(found=messages.shown(step.written)))
                fine = False
    return fine
