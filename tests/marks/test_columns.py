"""The columns mark's spec (a column chart): its values on one axis, the
checks the model cannot say, its anchors (drawing: tests/layout/marks,
facts: tests/describe/marks)."""

from __future__ import annotations

import pytest

from conftest import compiled_marks, spec_text

CHART = """\
  - columns:
      id: price
      y: {title: price per hour, unit: $, ticks: 1}
      columns:
        - {id: od, label: on-demand, value: 4}
        - {label: reserved, value: 2.5}
        - {label: spot, value: 1.2, fill: blue}
"""


@pytest.mark.parametrize("body, message, where", [
    ("{top: 3, columns: [{value: 4}]}", "this column's value, 4, stands over the axis's `top` (3)", "spec.yaml:3:"),
    ("{y: {unit: $}, columns: [{value: 4}]}", "a y axis is drawn at its ticks", "spec.yaml:3:"),
    ("{y: {unit: GB, ticks: [0, 5 ms]}, columns: [{value: 4}]}", "", "spec.yaml:3:"),
    ("{columns: [{value: -1}]}", "", "spec.yaml:3:"),
    ("{columns: []}", "", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - columns: {body}"))
    assert errors and message in errors[0] and errors[0].startswith(where), errors


def test_columns_and_their_ids_are_anchors(compile_text):
    result = compiled_marks(compile_text, CHART + "  - note: {label: cheapest, to: price.column-3, right-of: price}\n")
    anchors = result.scene.anchors
    assert anchors["price.od"] == anchors["price.column-1"]
    assert anchors["price.column-1"].height > anchors["price.column-2"].height > anchors["price.column-3"].height


def test_an_unknown_column_lists_those_there_are(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + CHART + "  - note: {label: x, to: price.column-4, right-of: price}\n")
    (error,) = errors
    assert "`price` has no part or anchor `column-4`" in error and "`column-1` to `column-3`" in error, error


def test_a_column_chart_with_no_columns_is_refused_at_its_key(compile_text):
    """Found by the fuzzer: `columns: {}` divided by its zero columns in the layout."""
    _, errors = compile_text("blueprint: 1\nmarks:\n  - columns: {}\n")
    assert len(errors) == 1 and ":3:14: error: missing required key `columns`" in errors[0], errors


# Stacked parts, hanging columns, values left out, cells (trydraw7).
STACKED = """\
  - columns:
      id: saved
      values: none
      columns:
        - {value: 10, fill: blue, means: saved, parts: [{value: 6, fill: red, hatch: true, means: missed}]}
        - {value: 14, fill: blue, means: saved}
"""


def test_a_stacked_part_is_an_anchor_and_counts_to_the_scale(compile_text):
    result = compiled_marks(compile_text, STACKED + "  - bracket: {over: [saved.column-1.part-1], side: right, label: missed}\n")
    anchors = result.scene.anchors
    whole, part, other = anchors["saved.column-1"], anchors["saved.column-1.part-1"], anchors["saved.column-2"]
    assert abs(whole.height / other.height - 16 / 14) < 0.01, "a column reaches its value and its parts'"
    assert abs(part.height / other.height - 6 / 14) < 0.01 and abs(part.y - whole.y) < 0.01


def test_an_unknown_stacked_part_is_refused(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + STACKED + "  - bracket: {over: [saved.column-2.part-1], label: x}\n")
    assert errors and "column-2.part-1" in errors[0], errors


@pytest.mark.parametrize("body, message", [
    ("{cells: GPU, columns: [{value: 2.5}]}", "one cell per unit: this column reaches 2.5"),
    ("{cells: GPU, columns: [{value: 80}]}", "at most 64 a column"),
    ("{values: some, columns: [{value: 2}]}", ""),
    ("{columns: [{value: 2, parts: [{value: 0}]}]}", ""),
])
def test_cells_and_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - columns: {body}"))
    assert errors and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


HOURS = "  - columns: {id: day, noun: hour, values: none, x: {ticks: 1, labels: 2}, columns: [" + ", ".join(["{value: 2}"] * 6) + "]}\n"


@pytest.mark.parametrize("axis, message, key", [
    ("{ticks: [0, 3, 7]}", "a tick at 7 lies outside the axis, which runs from 0 to 6", "spec.yaml:3:"),
    ("{ticks: 1, to: 8}", "it takes no `to`", "spec.yaml:3:"),
    ("{ticks: 1, from: -1}", "it takes no `from`", "spec.yaml:3:"),
    ("{title: hour}", "`x` gives none", "spec.yaml:3:"),
    ("{ticks: 1, labels: named}", "", "spec.yaml:3:"),
])
def test_an_axis_along_the_slots_is_refused_at_its_key_past_the_count(compile_text, axis, message, key):
    body = "{noun: hour, x: " + axis + ", columns: [" + ", ".join(["{value: 2}"] * 6) + "]}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - columns: {body}"))
    assert errors and message in errors[0] and errors[0].startswith(key), errors


def test_a_hanging_chart_takes_no_axis_along_its_slots(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - columns: {hang: true, x: {ticks: 1}, columns: [{value: 1}, {value: 2}]}"))
    assert errors and "shares the axis of the chart above it" in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_the_slot_axis_ticks_stand_at_the_slots_edges(compile_text):
    from blueprint.marks.columns import ColumnsSpec

    node = compiled_marks(compile_text, HOURS).spec.marks[0]
    ticks = node.spec_as(ColumnsSpec).slot_ticks()
    assert [t.at for t in ticks] == [0, 1, 2, 3, 4, 5, 6]
    assert [t.text for t in ticks] == ["0", None, "2", None, "4", None, "6"]


# Reference lines, value anchors and part labels (trydraw9a).
CEILING = """\
  - columns:
      id: mem
      values: none
      y: {unit: GB, ticks: [0, 50, 100]}
      lines: [{id: ceiling, at: 80, label: 80 gb ceiling}]
      columns:
        - {label: a, value: 70, parts: [{value: 8, fill: white, outline: solid}]}
        - {label: b, value: 70, parts: [{value: 20, fill: red, hatch: true, colour: red, label: over, label-side: right}]}
"""


def test_a_line_counts_to_the_scale_and_its_id_and_values_are_anchors(compile_text):
    result = compiled_marks(compile_text, CEILING.replace("[0, 50, 100]", "[0, 50]").replace("value: 20", "value: 5") + "  - note: {label: x, to: mem.value-40, right-of: mem}\n")
    anchors = result.scene.anchors
    assert anchors["mem.ceiling"].height == 0 and anchors["mem.ceiling"].y < anchors["mem.column-1"].y, "the line over the tallest column's 78"
    assert anchors["mem.value-40"].y > anchors["mem.ceiling"].y


def test_a_value_off_the_axis_is_no_anchor_and_the_error_lists_the_values(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + CEILING + "  - note: {label: x, to: mem.value-140, right-of: mem}\n")
    assert errors and "value-140" in errors[0] and "`value-" in errors[0] and "written without spaces" in errors[0], errors


@pytest.mark.parametrize("part, message", [
    ("{value: 5, label: x, label-side: above}", "`label-side: above`"),
    ("{value: 5, label: x, leader: true}", "a column's part takes no leader yet"),
])
def test_a_part_label_on_a_side_it_does_not_take_is_refused_at_its_key(compile_text, part, message):
    text = spec_text("blueprint: 1", "marks:", f"  - columns: {{columns: [{{value: 2, parts: [{part}]}}]}}")
    _, errors = compile_text(text)
    assert errors and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_a_value_axis_in_a_time_unit_is_named_in_words_in_its_refusal(compile_text):
    """Values in minutes with no `y` unit: a value in another unit is refused
    "which is in minutes: write a time ...", never "in mins ... `3 mins`"."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - columns:", "      columns: [{value: 6 min}, {value: 3 GB}]"))
    assert len(errors) == 1 and "which is in minutes: write a time (`90 min`" in errors[0] and "mins" not in errors[0], errors


@pytest.mark.parametrize("extra, up", [("", True), ("      hang: true\n", False), ("      x: {ticks: 1}\n", False)])
def test_a_column_and_its_parts_run_upward_unless_it_hangs_or_stands_on_an_axis_of_slots(compile_text, extra, up):
    """Review 13: a column's `.start`/`.end` are its foot and top as the layout
    draws them; the mark says so (`runs_up`), as an upright bar and a tower
    do, so one mechanism names every upright thing's ends. On an axis along
    the slots its ends are the slot's edges; hanging, it runs down the page."""
    result = compiled_marks(compile_text, "  - columns:\n      id: w\n" + extra
                            + "      columns: [{value: 5, parts: [{value: 2}, {value: 3}]}, {value: 3}]\n")
    node = result.spec.marks[0]
    assert node.kind.runs_up(node, "column-1") is up
    assert node.kind.runs_up(node, "column-1.part-2") is up
    assert node.kind.runs_up(node, "at-2h") is False
