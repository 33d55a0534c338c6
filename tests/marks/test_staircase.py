"""The staircase mark's spec: checks of its values (located errors), the
anchors it makes from its numbers, and the arithmetic its drawing and its
facts share (treads' times and heights, the fall, the span)."""

from __future__ import annotations

import pytest

from conftest import compiled_marks as compiled
from conftest import spec_text
from staircase_examples import FALL, STAIRS


@pytest.mark.parametrize("body, message", [
    ("{steps: [{duration: 2}]}", "a staircase needs at least two steps"),
    ("{steps: [{duration: 2}, {duration: 2 parsecs}]}", "unknown unit `parsecs`"),
    ("{steps: [{duration: 2}, {duration: 1}], lanes: [{start: 5, end: 2}]}", "ends at 2 min before it starts at 5 min"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - staircase: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


# --- anchors ------------------------------------------------------------------

NAMED = STAIRS.replace("  - staircase:\n", "  - staircase:\n      id: s\n")


@pytest.mark.parametrize("name", ["tread-9", "lane-2", "step-1"])
def test_an_unknown_tread_lists_those_there_are(compile_text, name):
    lines = NAMED.strip("\n").split("\n")
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *lines, f"  - icon: {{name: gpu, below: s.{name}}}"))
    (error,) = errors
    assert error.startswith(f"spec.yaml:{len(lines) + 3}:30: error: `s` has no part or anchor `{name}`"), error
    assert error.endswith("; it has `floor`, `tread-1` to `tread-4`, `lane-1`, `plot`, `at-20min` (any position on its scale from 0 min to 40 min, written without spaces)"), error


# --- a fall to the floor and a climb back (issue 17) -----------------------------

@pytest.mark.parametrize("steps, message", [
    ("[{duration: 1, level: floor}, {duration: 2}]", "the first step has nothing to fall from"),
    ("[{duration: 1}, {duration: 2, level: floor}, {duration: 3, level: floor}]", "a staircase falls to the floor once; step 2 already does"),
    ("[{duration: 1}, {duration: 2, level: floor, rise: 3}, {duration: 3}]", "a step on the floor stands at no height; it falls as deep as the steps after it climb back, or give the step before it a `rise`"),
])
def test_a_fall_with_nothing_to_fall_from_or_a_second_fall_is_a_located_error(compile_text, steps, message):
    line = f"  - staircase: {{steps: {steps}}}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", line))
    (error,) = errors
    where = line.index("rise: 3") + len("rise: ") if "rise" in line else line.rindex("floor")
    assert message in error and error.startswith(f"spec.yaml:3:{where + 1}:"), "at the key that cannot be: " + error


def test_treads_their_heights_the_fall_and_the_span_come_from_the_spec(compile_text):
    from blueprint.marks.staircase import falling_step, span_seconds, tread_heights, tread_times

    spec = compiled(compile_text, FALL).spec.marks[0].spec
    assert tread_times(spec) == [(0, 540, 540), (540, 840, 840), (840, 1140, 1140), (1140, 1680, 1680)], "in seconds: 9, 5, 5 and 9 minutes"
    assert falling_step(spec) == 1
    assert tread_heights(spec) == [4, 0, 2, 4], "it falls from as high as the steps after it climb back"
    assert span_seconds(spec) == 1680
    ranged = compiled(compile_text, STAIRS).spec.marks[0].spec
    assert tread_times(ranged)[1] == (60, 600, 2100) and span_seconds(ranged) == 2400, "a range's end: 1 + 34 min, then 3 and 2 min"


def test_the_kind_neither_draws_nor_speaks():
    """What a staircase is stays here; its drawing is the layout stage's, its facts the describe stage's."""
    from blueprint.marks.staircase import StaircaseMark

    stage_methods = {"layout", "finish", "axis_room", "facts", "group_phrase", "relation_phrase", "noun"}
    assert not stage_methods & set(vars(StaircaseMark)), stage_methods & set(vars(StaircaseMark))


def test_a_lane_under_a_staircase_layered_over_nothing_is_refused_at_the_key(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 1}, {duration: 2}], lanes: [{duration: 2, layer: true}]}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:78: error: `layer` lays a timeline's segment over the one before it"), errors


def test_a_tread_takes_a_colour_a_line_can_show(compile_text):
    """Issue 27: a tread is a line: `white`, `grey-light` and `none` drew it grey, silently."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 1, fill: white}, {duration: 2}]}"))
    assert errors == ["spec.yaml:3:45: error: `white` is not one of `blue`, `dark`, `grey`, `red`"]


# --- a staircase by values, its value axis and its landing (issue 25, item 4) ---

@pytest.mark.parametrize("body, message, key", [
    ("{steps: [{duration: 2, value: 4}, {duration: 2}]}", "step 2 gives no `value`, and other steps do", "{duration: 2}]"),
    ("{steps: [{duration: 2, value: 4, rise: 2}, {duration: 2, value: 6}]}", "a step with a `value` stands at it", "rise"),
    ("{y: {title: GPUs}, steps: [{duration: 2}, {duration: 2}]}", "a value axis (`y`) measures the treads' values", "y:"),
    ("{y: {unit: GB}, steps: [{duration: 2, value: 4 GPUs}, {duration: 2, value: 6}]}", "`4 GPUs`", "4 GPUs"),
    ("{steps: [{duration: 2, value: 2-4}, {duration: 2, value: 6}]}", "a tread's value", "2-4"),
    ("{landing: ready, steps: [{duration: 2}, {duration: 2}]}", "a descending staircase arrives at its floor", "landing"),
    ("{direction: up, floor: a, landing: b, steps: [{duration: 2}, {duration: 2}]}", "give `landing`", "landing"),
    ("{y: {ticks: [0, 5, 5]}, steps: [{duration: 2, value: 4}, {duration: 2, value: 6}]}", "two ticks stand at the same place", "[0, 5"),
    ("{y: {to: 5}, steps: [{duration: 2, value: 4}, {duration: 2, value: 6}]}", "a tread at 6 stands past the value axis's end", "6}"),
    ("{y: {to: 5, ticks: [0, 10]}, steps: [{duration: 2, value: 4}, {duration: 2, value: 5}]}", "a tick at 10 lies outside the axis", "10]"),
])
def test_values_a_value_axis_and_a_landing_are_checked_at_their_keys(compile_text, body, message, key):
    line = f"  - staircase: {body}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", line))
    (error,) = errors
    assert message in error and error.startswith(f"spec.yaml:3:{line.index(key) + 1}:"), error


def test_values_and_the_top_of_the_value_axis_come_from_the_spec(compile_text):
    from staircase_examples import VALUED

    from blueprint.marks.staircase import tread_values, valued, value_top

    spec = compiled(compile_text, VALUED).spec.marks[0].spec
    assert valued(spec) and tread_values(spec) == [120, 240, 960]
    assert value_top(spec) == 1000, "the axis runs past the highest tread to its last tick"
    stepped = compiled(compile_text, VALUED.replace("ticks: [0, 500, 1000]", "ticks: 200")).spec.marks[0].spec
    assert value_top(stepped) == 1000, "a step's multiple past the highest tread"


def test_a_landing_is_an_anchor(compile_text):
    from staircase_examples import VALUED

    result = compiled(compile_text, VALUED + "  - note: {label: here, above: store.landing}\n")
    assert "store.landing" in result.scene.anchors
