"""The curve mark: its spec, its numbers (series generated and resolved, points
named, quantities in the axis's unit) and its located errors. Its drawing is
tested in tests/layout/marks/test_curve_drawing.py, its facts in
tests/describe/marks/test_curve_facts.py."""

from __future__ import annotations

from fractions import Fraction

import pytest

from blueprint import SpecError, compile_spec
from blueprint.series import crossings, extremes, regions, smooth
from blueprint.marks.curve import CurveSpec, series
from blueprint.marks.units import Axis
from blueprint.values import Quantity, parse_quantity
from conftest import spec_text
from curve_examples import ANCHORED


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
    ("{values: [1, 2], regions: [{against: capacty}], lines: [{id: capacity, at: 1}]}", "there is no line or series `capacty` (did you mean `capacity`?)"),
    ("{values: [1, 2], shape: {peaks: 1}}", "give a curve one of `values`, `shape` or `points`"),
    ("{values: [1, 2], marks: [{at: 3, icon: clouds}]}", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


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


@pytest.mark.parametrize("body, message", [
    ("{unit: min, points: [[0, 3], [5, 6], [4, 12]]}", "each of `points` stands after the one before: 4 comes after 5"),
    ("{unit: min, values: [1, 2], points: [[0, 3], [5, 6]]}", "one of `values`, `shape` or `points`, not two"),
    ("{unit: min, points: [[0, 3], [5 GB, 6]]}", "GB"),
    ("{unit: h, span: 8 h, points: [[0, 3], [9 h, 6]]}",
     "a point at 9 h lies outside the axis, which runs from 0 h to 8 h (`span`): lengthen `span`, or leave it out"),
])
def test_bad_points_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


@pytest.mark.parametrize("body, column", [
    ("{values: [1, 2], shape: {peaks: 1}}", 29),
    ("{points: [[0, 1], [1, 2]], values: [1, 2]}", 39),
    ("{series: [{values: [1, 2], shape: {peaks: 1}}]}", 39),
])
def test_a_second_of_values_shape_and_points_is_refused_at_its_key(compile_text, body, column):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and errors[0].startswith(f"spec.yaml:3:{column}: error: give a "), errors


@pytest.mark.parametrize("body, message", [
    ("{values: [1, 2, 3], marks: [{at: 0, block: false, width: 1}]}", "spec.yaml:3:48: error: `width` draws a block that long at the point, and `block: false` says no block"),
    ("{span: 24 h, shape: {peaks: 2, heights: [5, 6], high: 9}}", "spec.yaml:3:60: error: `high` is the height of the peaks `heights` leaves out, and `heights` gives every peak its own"),
    ("{span: 24 h, series: [{shape: {peaks: [3 h], heights: [5], high: 9}}]}", "spec.yaml:3:71: error: `high` is the height"),
])
def test_a_key_another_overrides_is_refused_at_it(compile_text, body, message):
    """Issue 27: each was accepted and changed nothing."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and errors[0].startswith(message), errors


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


# --- staircases among a curve's series (issue 25; branch panels5) ---


@pytest.mark.parametrize("values, found", [([1, 2, 1], "value 3 (1) turns back"), ([2, 2, 2], "hold level")])
def test_a_staircase_that_turns_back_or_holds_level_is_refused_at_its_key(values: list[int], found: str) -> None:
    text = "blueprint: 1\nmarks:\n  - curve:\n      series:\n        - {values: [1, 2, 3]}\n        - {values: %s, staircase: true}\n" % values
    with pytest.raises(SpecError) as raised:
        compile_spec(text, "spec.yaml")
    message = str(raised.value)
    assert "spec.yaml:6:" in message and "a staircase only climbs or only falls" in message and found in message and "`step: true`" in message


@pytest.mark.parametrize("body, message", [
    ("{unit: h, points: [[0, 0], [3 h, 60], [3 h, 0]]}", "spec.yaml:3:51: error: two of `points` stand at 3 h: a sheer drop (or rise) there is drawn by a line of straight pieces; give the series `straight: true`"),
    ("{unit: h, straight: true, points: [[0, 0], [3 h, 60], [3 h, 0], [3 h, 9]]}", "spec.yaml:3:77: error: three of `points` stand at 3 h"),
    ("{unit: h, values: [1, 2], straight: true, step: true}", "spec.yaml:3:38: error: a series is a step line (`step: true`) or a line of straight pieces"),
    ("{unit: h, values: [1, 2], past: {colour: red}}", "spec.yaml:3:44: error: `past` says where the series' look changes"),
    ("{unit: h, values: [1, 2], past: {at: 1 h, value: 3, colour: red}}", "spec.yaml:3:54: error: `past` says where"),
    ("{unit: h, values: [1, 2], past: {at: 1 h}}", "spec.yaml:3:44: error: `past` gives the look the series takes there"),
    ("{unit: h, values: [1, 2], past: {at: 3 h, colour: red}}", "spec.yaml:3:49: error: `past` at 3 h lies outside the axis"),
    ("{unit: h, values: [1, 2], past: {at: 2 GB, colour: red}}", "spec.yaml:3:49: error: `2 GB` does not fit this axis"),
    ("{unit: h, values: [1, 2], past: {value: 1, colour: grey}}", "spec.yaml:3:63: error: `past: {colour: grey}` is the series' own colour already"),
    ("{unit: h, values: [1, 2], clip: true}", "spec.yaml:3:38: error: `clip` lets values over the plot's top leave it"),
    ("{unit: h, values: [1, 2], top: 5, clip: true}", "spec.yaml:3:46: error: `clip` lets values over the plot's top (5) leave it, and no value stands over it"),
])
def test_looks_that_change_drops_and_clips_are_refused_at_their_key(compile_text, body, message):
    """Issue 25 items 5 and 7: each wrong `straight`, `past` and `clip` is located and says what works."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {body}"))
    assert len(errors) == 1 and errors[0].startswith(message), errors


def test_straight_pieces_join_the_points_and_a_shared_place_is_a_drop():
    from blueprint.series import drawn, split
    assert drawn([0, 3, 3, 5], [0, 60, 0, 40], straight=True) == [(0, 0), (3, 60), (3, 0), (5, 40)]
    assert drawn([0, 3, 3], [0, 60, 0]) == [(0, 0), (3, 60), (3, 0)], "a drop is only drawn straight"
    runs = split([(0, 0), (1, 10), (2, 0)], None, 5)
    assert [side for _, side in runs] == [False, True, False] and runs[0][0][-1] == runs[1][0][0] == (0.5, 5.0)
    assert [run for run, _ in split([(0, 0), (2, 10)], 1, None)] == [[(0, 0), (1.0, 5.0)], [(1.0, 5.0), (2, 10)]]


def test_a_gap_between_series_stands_only_where_both_are_drawn():
    from blueprint.series import between, widening
    ((upper, lower),) = between([(0, 48), (100, 80)], [(0, 48), (120, 48)])
    assert upper[-1][0] == 100 and lower[-1][0] == 100, "not carried on flat past the shorter series' end"
    assert widening(upper, lower) == 1
    assert widening([(0, 5), (1, 6)], [(0, 1), (1, 1)]) == 0, "a gap open at both ends is no wedge"


@pytest.mark.parametrize("where", ["single", "series"])
def test_from_baseline_is_a_staircases_and_is_refused_at_its_key_on_another_line(compile_text, where):
    one = "  - curve: {unit: min, span: 10 min, points: [[0, 2], [5 min, 8]], from-baseline: false}\n"
    several = "  - curve: {unit: min, span: 10 min, series: [{points: [[0, 2], [5 min, 8]], from-baseline: false}]}\n"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + (one if where == "single" else several))
    assert len(errors) == 1 and "`from-baseline`" in errors[0] and "`staircase`" in errors[0], errors


# --- blocklabels6: a block's words inside it ---------------------------------


def test_a_block_takes_its_label_inside_and_an_icon_is_refused_at_the_key(compile_text):
    """`label-side: inside` on a block is taken (it has an inside); on an icon
    or a dot it is refused at `label-side`, naming what would work."""
    block = "{span: 12 h, values: [1, 2], marks: [{at: 2 h, width: 6 h, fill: none, outline: dashed, label: backfill, label-side: inside}]}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {block}"))
    assert not errors, errors
    icon = "{span: 12 h, values: [1, 2], marks: [{at: 2 h, icon: save, label: saved, label-side: inside}]}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {icon}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:") and "`block: true`" in errors[0], errors
    column = int(errors[0].split(":")[2])
    assert icon[column - len("  - curve: ") - 1:].startswith("label-side"), errors


def test_a_region_stands_against_a_series_as_against_a_line(compile_text):
    """`against` names a line or a series: against a series the region is the
    one `between` draws (the series it follows below, `where: above` above),
    the same picture and words; two series that share no stretch of the axis
    fill nothing, refused at `against`."""
    body = ("  - curve:", "      span: 10 h", "      top: 100", "      series:",
            "        - {id: capacity, values: [80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80]}",
            "        - {id: demand, colour: blue, values: [20, 30, 50, 70, 60, 40, 30, 35, 50, 40, 20]}",
            "      regions:")
    spec = lambda region: spec_text("blueprint: 1", "marks:", *body, f"        - {{{region}, fill: grey, hatch: true, means: idle}}")
    against, errors = compile_text(spec("against: capacity, series: demand"))
    between, more = compile_text(spec("between: [capacity, demand]"))
    assert not errors and not more, (errors, more)
    assert against.alt == between.alt and "the gap between them is grey hatched" in against.alt, against.alt
    assert [e.bounds for e in against.scene.elements if e.role == "region"] == [e.bounds for e in between.scene.elements if e.role == "region"]
    apart = spec_text("blueprint: 1", "marks:", "  - curve:", "      span: 10 h", "      series:",
                      "        - {id: roof, points: [[6 h, 80], [10 h, 80]]}", "        - {id: kernel, points: [[0, 20], [4 h, 20]]}",
                      "      regions: [{against: roof, series: kernel}]")
    _, errors = compile_text(apart)
    assert len(errors) == 1 and "share no stretch of the axis" in errors[0] and errors[0].startswith("spec.yaml:8:27:"), errors


def test_a_curve_with_no_unit_takes_it_from_its_look_s_place_too(compile_text):
    """A curve given no `unit` is in the unit its places are written in,
    `past: {at: 2 h}` among them: drawn in hours, never refused as plain numbers."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {values: [1, 2, 3, 4], past: {at: 2 h, outline: dashed}}"))
    assert not errors and result is not None, errors
    assert "dashed past two hours" in result.alt, result.alt
