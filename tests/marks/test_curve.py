"""The curve mark: shapes computed from values, lines, regions, point marks, errors."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from blueprint.series import crossings, extremes, regions, smooth
from blueprint.marks.curve import CurveSpec, series
from blueprint.marks.curve.axis import Axis
from blueprint.scene import Box
from blueprint.values import Quantity, parse_quantity
from conftest import compiled_marks, spec_text, with_role

DAY = """
  - curve:
      span: 24 h
      noun: demand
      top: 100
      shape: {peaks: [11 h, 19 h], heights: [62, 70], low: 12}
      lines: [{id: paid, at: 80, label: provisioned, weight: thick}]
      regions: [{against: paid, where: below, means: capacity paid for and idle}]
      marks: [{at: highest, icon: cloud}, {at: valley 1, place: baseline, block: true, label: lull}]
"""


def test_the_shape_is_said_from_the_values(compile_text):
    alt = compiled_marks(compile_text, DAY).alt
    assert "a grey curve of demand over twenty-four hours, climbing to two peaks and falling away at night" in alt
    assert "A thick dashed line marked provisioned runs across at eighty, and the demand stays under it all day" in alt
    assert "the gap under the line is grey hatched, capacity paid for and idle" in alt
    assert "a blue cloud icon stands over the highest peak" in alt.lower()
    assert "a small blue block marked lull sits on the baseline under the valley" in alt


def test_crossings_and_a_single_peak_are_computed(compile_text):
    alt = compiled_marks(compile_text, """
  - curve:
      noun: load
      values: [10, 30, 70, 90, 70, 30, 10]
      lines: [{at: 50, outline: solid}]
""").alt
    assert "climbing to a single peak at three hours and falling away" in alt and "at night" not in alt
    assert "the load crosses it twice" in alt


def test_a_region_is_drawn_only_where_the_curve_is_below_the_line(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      values: [10, 90, 10, 90, 10]
      lines: [{id: cap, at: 50}]
      regions: [{against: cap, where: above, fill: blue, hatch: false}]
""")
    filled = with_role(result, "region")
    assert len(filled) == 2 and all(r.paint.fill == "blue" for r in filled), "one region per stretch above the line"
    line = with_role(result, "reference")[0]
    assert all(r.bounds.bottom == pytest.approx(line.y1, abs=0.5) for r in filled), "bounded by the line"


def test_a_generated_shape_is_the_same_every_time_and_keeps_its_peaks():
    spec = CurveSpec.model_validate({"span": "24 h", "shape": {"peaks": [6, 18], "heights": [50, 80], "low": 5}})
    assert series(spec) == series(spec)
    _, values = series(spec)
    peaks = extremes(values, "peak", 10)
    assert len(peaks) == 2 and max(values) == pytest.approx(80, abs=0.5) and min(values) >= 5


def test_series_helpers():
    points = smooth([0, 1, 2, 3], [0, 10, 0, 10], 61)
    assert max(y for _, y in points) <= 10 + 1e-9 and min(y for _, y in points) >= -1e-9, "no overshoot"
    assert crossings(points, 5) == 3
    assert len(regions(points, 5, below=False)) == 2


@pytest.mark.parametrize("body, message", [
    ("{values: [3]}", "a curve needs at least two points; found 1"),
    ("{values: [1, 2], top: 10, lines: [{at: 12}]}", "a line at 12 lies outside the axis, which runs from 0 to 10"),
    ("{values: [0, 5, 0, 5, 0], marks: [{at: peak 5}]}", "the curve has no peak 5: it has 2 peaks"),
    ("{values: [1, 2], marks: [{at: tallest}]}", "expected a point: `highest`"),
    ("{values: [1, 2], regions: [{against: capacty}], lines: [{id: capacity, at: 1}]}", "there is no line `capacty` (did you mean `capacity`?)"),
    ("{values: [1, 2], shape: {peaks: 1}}", "give a curve one of `values`, `shape` or `points`"),
    ("{values: [1, 2], marks: [{at: 3, icon: clouds}]}", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_a_step_line_holds_each_value_from_its_place_to_the_next(compile_text):
    """Values stand where a curve's would (evenly, both ends included); each is
    held to the next one's place, where its riser stands."""
    result = compiled_marks(compile_text, "\n  - curve: {values: [2, 8, 4, 6], step: true, marks: [{at: highest, block: true, place: curve}]}\n")
    curve = with_role(result, "curve")[0]
    xs = sorted({round(x, 3) for _, (x, y) in curve.segments})
    widths = [b - a for a, b in zip(xs, xs[1:])]
    assert len(xs) == 4 and max(widths) - min(widths) < 0.01, "three equal treads between four places; the last value at the end"
    block = with_role(result, "marker")[0]
    assert block.box.centre_x == pytest.approx((xs[1] + xs[2]) / 2), "a mark stands mid-tread"


def test_points_are_named_in_words(compile_text):
    alt = compiled_marks(compile_text, "\n  - curve: {values: [1, 5, 2, 6, 1], unit: h, marks: [{at: peak 2, icon: cloud}, {at: 2, block: true, place: curve}]}\n").alt
    assert "a blue cloud icon stands over the second peak and a small blue block sits on the curve at two hours" in alt.lower()


# --- several series, regions between them, units, blocks, anchors ------------------

TWO = """
  - curve:
      id: c
      span: 24 h
      ticks: 6 h
      top: 100
      series:
        - {id: demand, label: demand, values: [20, 30, 60, 70, 40, 20]}
        - {id: capacity, label: capacity, colour: blue, outline: dashed, step: true, values: [40, 70, 80, 80, 75, 40]}
        - {id: floor, colour: red, outline: dotted, weight: thick, values: [10, 10, 10, 10, 10, 10]}
      regions: [{between: [capacity, demand], fill: grey, hatch: true, means: headroom paid for and idle}]
"""


def series_paths(result):
    return {e.owner[-1]: e for e in with_role(result, "curve")}


def test_several_series_are_drawn_each_in_its_look(compile_text):
    result = compiled_marks(compile_text, TWO)
    paths = series_paths(result)
    assert set(paths) == {0, 1, 2}, "one path per series, owned by its series"
    demand, capacity, floor = paths[0].paint, paths[1].paint, paths[2].paint
    assert (demand.stroke, demand.line, demand.stroke_width) == ("line", "solid", "emphasis")
    assert (capacity.stroke, capacity.line) == ("blue", "dashed")
    assert (floor.stroke, floor.line, floor.stroke_width) == ("red", "dotted", "thick")
    assert [e.owner[-1] for e in with_role(result, "curve")] == [2, 1, 0], "the first series drawn last, on top"
    labels = {e.text: e for e in result.scene.texts() if e.owner[-1:] == ("label",)}
    assert set(labels) == {"demand", "capacity"} and labels["capacity"].colour == "blue"


def test_each_label_keeps_clear_of_the_other_series(compile_text):
    result = compiled_marks(compile_text, TWO)
    paths = series_paths(result)
    for text in result.scene.texts():
        if text.owner[-1:] != ("label",):
            continue
        mine = text.owner[-2]
        for index, path in paths.items():
            points = [p for _, p in path.segments]
            if index != mine:
                assert not any(text.box.grown(1).overlaps(Box(x, y, 0.01, 0.01)) for x, y in points), (text.text, index)


def test_a_region_between_two_series_fills_where_the_first_runs_above(compile_text):
    result = compiled_marks(compile_text, TWO)
    (region,) = with_role(result, "region")
    assert region.paint.hatch == "grey"
    anchors = result.scene.anchors
    demand, capacity = anchors["c.demand"], anchors["c.capacity"]
    top = min(y for _, (x, y) in region.segments[:-1])
    bottom = max(y for _, (x, y) in region.segments[:-1])
    assert top == pytest.approx(capacity.y, abs=0.5) and bottom == pytest.approx(demand.bottom, abs=0.5), "from the capacity down to the demand"


def test_a_region_between_two_series_only_where_they_cross(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      series:
        - {id: a, values: [10, 90, 10, 90, 10]}
        - {id: b, values: [50, 50, 50, 50, 50]}
      regions: [{between: [a, b], fill: blue, hatch: false}]
""")
    assert len(with_role(result, "region")) == 2, "one stretch per crossing pair"


def test_the_alt_text_names_each_series_with_its_look_and_how_they_stand(compile_text):
    alt = compiled_marks(compile_text, TWO).alt
    assert "three series on one pair of axes over twenty-four hours ruled every six hours: a grey curve of demand, a blue dashed step line of capacity and a thick red dotted curve of floor" in alt
    assert "The demand, climbing to a single peak at fourteen hours and falling away at night, stays under the capacity all day" in alt
    assert "The capacity climbs to a single peak from ten to nineteen hours and falls away at night" in alt, "a wide top said from where to where"
    assert "The floor stays flat at ten throughout" in alt
    assert "where the capacity runs above the demand, the gap between them is grey hatched, headroom paid for and idle" in alt
    assert "; it stays above the floor all day" in alt


@pytest.mark.parametrize("values, relation", [
    ("[50, 52, 51, 53, 50]", "runs close under the b throughout"),
    ("[10, 12, 11, 13, 10]", "stays well below the b throughout"),
    ("[30, 70, 30, 70, 30]", "crosses the b four times"),
    ("[10, 90, 90, 90, 90]", "crosses the b once, at about"),
])
def test_how_the_first_series_stands_to_another(compile_text, values, relation):
    alt = compiled_marks(compile_text, f"""
  - curve:
      unit: step
      series:
        - {{id: a, values: {values}}}
        - {{id: b, values: [55, 56, 57, 56, 55]}}
""").alt
    assert relation in alt, alt


def test_an_axis_in_epochs_is_ruled_and_said_in_epochs(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      unit: epoch
      span: 1000
      ticks: 250 epochs
      noun: loss
      values: [9, 5, 3, 2, 2]
      lines: [{at: 4, label: target}]
      marks: [{at: 500, place: baseline, icon: save, label: checkpoint}]
""")
    ticks = [t.text for t in result.scene.texts() if t.owner[-1] == "ticks"]
    assert ticks == ["0", "250", "500", "750", "1000 epochs"]
    assert "a grey curve of loss over one thousand epochs ruled every two hundred and fifty epochs" in result.alt
    assert "sits on the baseline at five hundred epochs" in result.alt
    assert not re.search(r"\bat 500\b|\b1000\b", result.alt), "no figure where a unit word belongs"


def test_an_axis_in_gigabytes_writes_its_figures_as_a_writer_would(compile_text):
    result = compiled_marks(compile_text, """
  - curve: {unit: GB, span: 80 GB, ticks: 20, values: [1, 5, 9, 20], marks: [{at: 40 GB, block: true, place: curve}]}
""")
    ticks = [t.text for t in result.scene.texts() if t.owner[-1] == "ticks"]
    assert ticks == ["0", "20", "40", "60", "80 GB"]
    assert "over eighty gigabytes" in result.alt and "at forty gigabytes" in result.alt


def test_a_block_as_long_as_a_stretch_of_the_axis_is_drawn_to_scale(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      id: c
      span: 12 h
      values: [80, 80, 80, 0, 0, 80, 80]
      marks: [{at: 6 h, place: baseline, block: true, width: 90 min, colour: blue, label: restore}]
""")
    plot = result.scene.anchors["c"]
    (block,) = with_role(result, "marker")
    per_hour = plot.width / 12
    assert block.box.x == pytest.approx(plot.x + 6 * per_hour)
    assert block.box.width == pytest.approx(1.5 * per_hour)
    assert block.box.bottom <= result.scene.anchors["c.baseline"].y
    assert "A blue block marked restore spans the baseline from six to seven and a half hours" in result.alt


@pytest.mark.parametrize("body, message", [
    ("{span: 12 h, values: [1, 2], marks: [{at: 6 h, block: true, width: 3 GB}]}",
     "spec.yaml:3:79: error: `3 GB` does not fit this axis, which is in hours: write a time"),
    ("{unit: epoch, span: 10, values: [1, 2], marks: [{at: 2, block: true, width: 90 s}]}",
     "spec.yaml:3:88: error: `90 s` does not fit this axis, which is in epochs: write a plain number (`3`) or a number of epochs (`3 epochs`)"),
    ("{unit: epoch, span: 10 h, values: [1, 2]}", "spec.yaml:3:32: error: `10 h` does not fit this axis, which is in epochs"),
    ("{span: 12 h, values: [1, 2], marks: [{at: 11 h, width: 2 h}]}", "a block from 11 h that is 2 h wide ends at 13 h, past the end of the axis at 12 h"),
    ("{values: [1, 2], series: [{values: [1, 2]}]}", "`values` belongs in each series when a curve has `series`"),
    ("{series: [{id: a, values: [1, 2]}, {id: b}]}", "give a series one of `values`, `shape` or `points`, not two and not none"),
    ("{series: [{id: demand, values: [1, 2]}], regions: [{between: [demand, demnd]}]}", "there is no series `demnd` (did you mean `demand`?); the series are `demand`"),
    ("{series: [{id: demand, values: [1, 2]}], marks: [{at: highest, series: demnad}]}", "there is no series `demnad` (did you mean `demand`?)"),
    ("{series: [{id: a, values: [1, 2]}, {id: b, values: [1, 2]}], regions: [{between: [a, b], where: above}]}", "`where` does not apply"),
    ("{series: [{id: a, values: [1, 2]}], lines: [{id: a, at: 1}]}", "`a` names two things of this curve (a series and a line)"),
    ("{values: [1, 2], regions: [{against: baseline}]}", "nothing lies under the baseline"),
    ("{values: [1, 2], unit: 5}", "a unit is a time unit"),
])
def test_bad_series_and_units_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


ANCHORED = """
  - curve:
      id: c
      width: 70%
      at: left
      span: 24 h
      series:
        - {id: demand, values: [30, 26, 22, 20, 19, 20, 24, 30, 38, 44, 48, 50, 51, 52, 53, 55, 58, 64, 72, 84, 92, 86, 66, 46, 34]}
        - {id: capacity, step: true, colour: blue, values: [60, 60, 60, 60, 100, 100]}
  - icon: {id: burst, name: cloud, colour: blue, at: top-right}
  - connector: {from: c.peak-1, to: burst, arrow: end}
  - icon: {name: save, colour: blue, size: small, above: c.capacity.at-18h}
"""


def test_a_connector_starts_at_a_peak(compile_text):
    result = compiled_marks(compile_text, ANCHORED)
    anchors = result.scene.anchors
    peak = anchors["c.peak-1"]
    assert (peak.width, peak.height) == (8, 8)
    curve = series_paths(result)[0]
    highest = min((p for _, p in curve.segments), key=lambda p: p[1])
    assert (peak.centre_x, peak.centre_y) == (pytest.approx(highest[0], abs=3), pytest.approx(highest[1], abs=1)), "centred on the peak"
    (line,) = with_role(result, "connector")
    assert peak.grown(1).contains(Box(line.x1, line.y1, 0, 0)), "the arrow starts at the peak"


def test_every_anchor_a_curve_declares_is_laid_out(compile_text):
    result = compiled_marks(compile_text, ANCHORED)
    anchors = result.scene.anchors
    for name in ("c", "c.baseline", "c.demand", "c.series-1", "c.capacity", "c.series-2", "c.highest", "c.lowest",
                 "c.valley-1", "c.demand.peak-1", "c.capacity.highest", "c.capacity.at-18h"):
        assert name in anchors, name
    step = anchors["c.capacity.at-18h"]
    assert step.centre_x == pytest.approx(anchors["c"].x + anchors["c"].width * 3 / 4), "three quarters of the way along a day"
    assert step.centre_y == pytest.approx(anchors["c.capacity"].bottom, abs=0.5), "still on the tread at 60: the riser to 100 stands at the fifth value's place, 19.2 h"
    assert anchors["c.capacity"] == anchors["c.series-2"]


def test_an_anchor_that_does_not_exist_lists_those_that_do(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *ANCHORED.replace("from: c.peak-1", "from: c.peak-3").splitlines()[1:]))
    (error,) = errors
    for valid in ("`baseline`", "`demand`", "`capacity`", "`series-1`", "`highest`", "`peak-1`", "`at-12h`", "`capacity.peak-1`"):
        assert valid in error, error
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *ANCHORED.replace("c.capacity.at-18h", "c.capacity.at-30h").splitlines()[1:]))
    assert len(errors) == 1 and "`c` has no part or anchor `capacity.at-30h`" in errors[0], errors


def test_quantities_are_read_with_any_unit_word():
    assert parse_quantity("1,000 steps") == Quantity(Fraction(1000), Fraction(1000), "steps", "1,000 steps")
    assert parse_quantity("9-34 min").is_range and parse_quantity(500).unit is None
    assert parse_quantity("50%").unit == "%"
    with pytest.raises(ValueError, match="cannot be negative"):
        parse_quantity("-3 GB")
    axis = Axis("epoch")
    assert axis.fits(parse_quantity("3 epochs")) and not axis.fits(parse_quantity("3 s"))
    assert Axis("h").value(parse_quantity("90 min")) == (5400.0, 5400.0)
    assert Axis("step").text(1) == "1 step" and Axis("percent").text(50) == "50%" and Axis("GB").text(10) == "10 GB"


# --- shapes said from the facts of say/shapes.py ------------------------------------


@pytest.mark.parametrize("body, said", [
    ("{unit: step, span: 1000, noun: memory, values: [18, 34, 48, 58, 64, 66, 66.5, 67, 67, 67, 67]}",
     "climbing steeply then holding a flat plateau near sixty-seven from five hundred steps"),
    ("{unit: min, span: 40 min, step: true, noun: GPUs, values: [1, 2, 4, 8, 16, 16], lines: [{at: 5}]}",
     "doubling in four steps from one to two, four, eight and sixteen"),
    ("{unit: min, span: 40 min, step: true, noun: GPUs, values: [1, 2, 4, 8, 16, 16], lines: [{at: 5}]}",
     "the GPUs cross it once, between four and eight, and top out at more than three times the line"),
    ("{unit: min, span: 180 min, noun: throughput, values: [82, 84, 83, 85, 84, 83, 0, 0, 0, 0, 20, 55, 78, 83, 84, 82, 85, 84, 83]}",
     "holding flat near eighty-three, dropping to zero at one hour, staying there for thirty minutes and climbing back to its old level by two hours"),
    ("{span: 12 h, values: [80, 80, 0, 80, 80, 80, 0, 0, 80, 80, 80, 80, 80]}", "holding flat near eighty but for two drops to zero, at two hours and six hours"),
    ("{span: 60 min, step: true, values: [30, 30, 30, 30, 30, 30, 90, 90, 90, 90, 90, 90, 90]}",
     "holding at thirty then stepping up to ninety at thirty minutes"),
    ("{span: 60 min, values: [20, 20, 22, 60, 75, 80, 82, 80, 78, 76, 75, 74, 74]}", "holding at twenty then jumping to seventy-five between ten and twenty minutes"),
    ("{span: 24 h, values: [50, 51, 50, 49.5, 50.5, 50]}", "flat at fifty throughout"),
    ("{span: 7 h, values: [10, 30, 12, 20, 40, 60, 80, 100]}", "rising steadily, with a small bump at one hour"),
    ("{span: 12 h, values: [2.6, 1.9, 1.5, 1.25, 1.08, 0.96, 0.87, 0.8, 0.74, 0.69, 0.65, 0.62, 0.6]}", "falling steeply then flattening"),
])
def test_shapes_are_said_from_the_facts(compile_text, body, said):
    alt = compiled_marks(compile_text, f"\n  - curve: {body}\n").alt
    assert said in alt, alt


LAUNCH = """
  - curve:
      span: 24 h
      noun: requests
      values: [12, 11, 10, 10, 11, 13, 16, 20, 25, 28, 26, 22, 20, 30, 95, 88, 60, 35, 24, 20, 18, 16, 14, 13, 12]
      lines: [{at: 50, weight: thick}]
      marks: [{at: peak 2, icon: cloud}]
"""


def test_a_tall_spike_against_a_small_bump_and_a_brief_overshoot(compile_text):
    alt = compiled_marks(compile_text, LAUNCH).alt
    assert "climbing to a small bump at nine hours and a tall spike at fourteen hours and falling away in the evening" in alt
    assert "the requests cross it twice, staying above it for about three hours and under it the rest of the day" in alt
    assert "stands over the second peak" in alt, "a mark counts the peaks the text says, the bump first"


def test_the_peaks_a_mark_names_are_the_peaks_the_text_counts():
    spec = CurveSpec.model_validate({"span": "24 h", "values": [12, 11, 10, 10, 11, 13, 16, 20, 25, 28, 26, 22, 20, 30, 95, 88, 60, 35, 24, 20, 18, 16, 14, 13, 12]})
    from blueprint.marks.curve.data import plot_of, point_on

    plot = plot_of(spec)
    trace = plot.traces[0]
    assert [point_on(trace, plot.axis, f"peak {n}").index for n in (1, 2)] == [p.index for p in trace.shape.peaks] == [9, 14]


def test_a_step_line_stands_at_the_places_its_points_give(compile_text):
    """Issue 17: steps at their true positions (`points`), not equal bins."""
    result = compiled_marks(compile_text, "\n  - curve: {unit: min, span: 12 min, noun: GPUs, step: true, points: [[0, 3], [5, 6], [9, 12], [12, 12]]}\n")
    curve = with_role(result, "curve")[0]
    xs = sorted({round(x, 3) for _, (x, y) in curve.segments})
    assert len(xs) == 4 and (xs[1] - xs[0]) / (xs[3] - xs[0]) == pytest.approx(5 / 12, abs=0.01), "the riser at five of twelve minutes"
    assert "doubling in two steps from three to six and twelve, at five and nine minutes" in result.alt


@pytest.mark.parametrize("body, message", [
    ("{unit: min, points: [[0, 3], [5, 6], [4, 12]]}", "each of `points` stands after the one before: 4 comes after 5"),
    ("{unit: min, values: [1, 2], points: [[0, 3], [5, 6]]}", "one of `values`, `shape` or `points`, not two"),
    ("{unit: min, points: [[0, 3], [5 GB, 6]]}", "GB"),
])
def test_bad_points_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_means_on_a_reference_line_and_a_mark_is_said_after_them(compile_text):
    """Issue 17: `means` on point marks and reference lines."""
    alt = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 24 h, noun: demand, top: 100, values: [20, 30, 60, 70, 40, 20], lines: [{at: 80, label: provisioned, means: the capacity bought}], marks: [{at: 12 h, icon: save, place: baseline, label: checkpoint, means: a snapshot of the replicas}]}\n").alt
    assert "A dashed line marked provisioned, the capacity bought, runs across at eighty" in alt
    assert "A blue save icon marked checkpoint, a snapshot of the replicas, sits on the baseline at twelve hours." in alt


def test_two_reference_lines_keep_their_labels_apart(compile_text):
    """Issue 17: a line's label placed before the next line was drawn landed on it."""
    result = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 24 h, top: 100, values: [20, 30, 40, 35, 30, 20], lines: [{at: 60, label: reserved nodes}, {at: 66, label: on-demand ceiling}]}\n")
    lines = [e for e in result.scene.elements if e.role == "reference"]
    labels = [t for t in result.scene.texts() if t.text in ("reserved nodes", "on-demand ceiling")]
    assert len(lines) == 2 and len(labels) == 2
    assert not any(label.box.y < line.y1 < label.box.bottom for label in labels for line in lines), "no label on a line"
    assert not labels[0].box.overlaps(labels[1].box)


def test_a_cross_on_the_series_cuts_it_where_it_fails(compile_text):
    """Issue 17: a cross that cuts the series where it fails, said red whatever its colour key."""
    alt = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 12 h, noun: throughput, values: [80, 82, 81, 83, 82, 0, 0, 40, 80, 82, 81, 80, 82], marks: [{at: 5 h, icon: cross, place: curve, label: NCCL hang}]}\n").alt
    assert "A red cross marked NCCL hang cuts the curve at five hours." in alt and "blue cross" not in alt


CREEP = """
  - curve:
      unit: step
      span: 4000
      values: [22, 58, 61, 62, 63, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 88]
      lines: [{at: %s, label: limit, outline: dashed}]
      marks:
        - {at: 3000, place: curve, icon: save, colour: blue, label: last checkpoint}
        - {at: highest, place: curve, icon: cross, colour: red}
"""


def _icon_and_curve(result):
    (curve,) = [e for e in result.scene.elements if e.role == "curve"]
    save = Box.around([e.bounds for e in result.scene.elements if e.owner[-2:] == ("marks", 0) and e.role == "icon"])
    cross = Box.around([e.bounds for e in result.scene.elements if e.owner[-2:] == ("marks", 1)])
    return curve, save, cross


@pytest.mark.parametrize("limit", [120, 95])
def test_an_icon_on_the_curve_stands_on_it_and_only_a_sign_cuts_it(compile_text, limit):
    """`place: curve`: a thing (a save icon) stands on the curve, its foot over
    the line's highest stretch beneath it, and the plot grows tall enough for
    it under a reference line above; a sign (a cross) is centred on its point.
    Lint passes what the layout drew."""
    result = compiled_marks(compile_text, CREEP % limit)
    curve, save, cross = _icon_and_curve(result)
    ys = [p[1] for _, p in curve.segments if save.x <= p[0] <= save.right]
    assert save.bottom < min(ys), "the icon's foot is above the curve under it"
    (rule,) = [e for e in result.scene.elements if e.role == "reference"]
    assert save.y > rule.bounds.bottom, "and below the line over it"
    assert cross.y < min(p[1] for _, p in curve.segments) < cross.bottom, "the cross cuts the curve at its peak"


def test_an_icon_with_no_room_under_a_line_hangs_from_the_curve(compile_text):
    """A limit only a few units over the curve, and no height left to grow
    the plot: the icon hangs under the curve at its point, clear of both."""
    result, errors = compile_text(spec_text("blueprint: 1", "canvas: {height: 360}", "marks:") + CREEP % 76)
    assert not errors, errors
    curve, save, _ = _icon_and_curve(result)
    ys = [p[1] for _, p in curve.segments if save.x <= p[0] <= save.right]
    assert save.y > max(ys), "the icon hangs below the curve"


def test_a_line_hemmed_in_by_a_series_above_and_a_region_below_is_named_past_its_end(compile_text):
    """Above the target runs the blue series, below it the red region: the
    label stands past the line's end, and the plot narrows to make room."""
    result = compiled_marks(compile_text, """
  - curve:
      unit: min
      span: 60 min
      ticks: 10 min
      top: 100
      series:
        - {id: four, label: 4 workers, colour: grey, values: [38, 52, 30, 48, 35, 50, 32, 47, 36, 51, 33, 49, 37]}
        - {id: sixteen, label: 16 workers, colour: blue, values: [20, 88, 91, 90, 92, 89, 91, 90, 92, 90, 91, 89, 90]}
      lines: [{id: target, at: 80, label: target 80%, outline: dashed}]
      regions: [{against: target, where: below, series: four, fill: red, hatch: true}]
""")
    (line,) = [e for e in result.scene.elements if e.role == "reference"]
    label = next(t for t in result.scene.texts() if t.text == "target 80%")
    assert label.box.x > max(line.x1, line.x2) and label.box.y < line.y1 < label.box.bottom, "past the end, on the line's level"
    assert label.box.right <= result.scene.width - 56 + 8, "inside the card: the plot gave way"

