"""The curve mark: shapes computed from values, lines, regions, point marks, errors."""

from __future__ import annotations

import pytest

from blueprint.draw.series import crossings, extremes, regions, smooth
from blueprint.marks.curve import CurveSpec, series
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
    assert "a curve of demand over twenty-four hours, climbing to two peaks and falling away at night" in alt
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
    assert "climbing to a single peak and falling away" in alt and "at night" not in alt
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
    ("{values: [1, 2], shape: {peaks: 1}}", "give a curve either `values` or `shape`"),
    ("{values: [1, 2], marks: [{at: 3, icon: clouds}]}", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_a_step_line_gives_every_value_its_own_bin(compile_text):
    result = compiled_marks(compile_text, "\n  - curve: {values: [2, 8, 4, 6], step: true, marks: [{at: highest, block: true, place: curve}]}\n")
    curve = with_role(result, "curve")[0]
    xs = sorted({round(x, 3) for _, (x, y) in curve.segments})
    widths = {round(b - a, 3) for a, b in zip(xs, xs[1:])}
    assert len(xs) == 5 and len(widths) == 1, "four equal bins"
    block = with_role(result, "marker")[0]
    assert block.box.centre_x == pytest.approx((xs[1] + xs[2]) / 2), "a mark stands mid-bin"


def test_points_are_named_in_words(compile_text):
    alt = compiled_marks(compile_text, "\n  - curve: {values: [1, 5, 2, 6, 1], unit: h, marks: [{at: peak 2, icon: cloud}, {at: 2, block: true, place: curve}]}\n").alt
    assert "a blue cloud icon stands over the second peak and a small blue block sits on the curve at two hours" in alt.lower()
