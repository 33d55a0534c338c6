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
