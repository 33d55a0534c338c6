"""Columns at places on an axis (`at`, `span`, `same-scale`) and values written
with a unit (`6 min`): the spec model and its checks (vocab13). Drawing:
tests/layout/marks/test_columns_placed_drawing.py; facts:
tests/describe/marks/test_columns_placed_facts.py."""

from __future__ import annotations

import pytest

from conftest import spec_text

STRIP = """\
  - columns:
      id: loads
      above: rate
      same-scale: rate
      values: none
      columns:
        - {at: 6 h, value: 6 min, fill: dark}
        - {at: 7 h, value: 40 s, fill: blue}
        - {at: 14 h, value: 6 min, fill: dark}
  - curve:
      id: rate
      unit: h
      span: 24 h
      x: {ticks: 6 h}
      points: [[6 h, 0], [7 h, 50], [14 h, 30], [24 h, 30]]
"""


@pytest.mark.parametrize("body, message, where", [
    ("{columns: [{at: 6 h, value: 1}, {value: 2}]}", "the other columns of this chart stand at places", "spec.yaml:3:"),
    ("{columns: [{at: 7 h, value: 1}, {at: 6 h, value: 2}]}", "does not come after the column before it (7 h)", "spec.yaml:3:"),
    ("{span: 8 h, columns: [{at: 6 h, value: 1}, {at: 9 h, value: 2}]}", "`9 h` stands past the end of the axis along the chart (8 h)", "spec.yaml:3:"),
    ("{columns: [{at: 6 h, value: 1}, {at: 9 GB, value: 2}]}", "does not fit this axis, which is in hours", "spec.yaml:3:"),
    ("{span: 24 h, columns: [{value: 1}]}", "`span` sets the axis the columns stand at places on", "spec.yaml:3:"),
    ("{y: {unit: s, ticks: 60 s}, columns: [{value: 6 GB}]}", "`6 GB` does not fit this axis", "spec.yaml:3:"),
    ("{x: {to: 9 h, ticks: 1 h}, columns: [{at: 6 h, value: 1}]}", "set `span` instead", "spec.yaml:3:"),
])
def test_bad_places_and_units_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - columns: {body}"))
    assert errors and message in errors[0] and errors[0].startswith(where), errors


def test_a_value_with_a_unit_converts_to_the_value_axis():
    from blueprint.marks.columns import ColumnsSpec

    chart = ColumnsSpec.model_validate({"y": {"unit": "s", "ticks": [0, 360]}, "columns": [{"value": "6 min"}, {"value": "40 s"}, {"value": 2}]})
    assert [column.amount for column in chart.columns] == [360.0, 40.0, 2.0]
    assert chart.columns[0].written is not None and chart.columns[0].written.written == "6 min"
    unaxed = ColumnsSpec.model_validate({"columns": [{"value": "6 min"}, {"value": "30 s"}]})  # no `y`: the first value's unit is the axis's
    assert [column.amount for column in unaxed.columns] == [6.0, 0.5]


def test_placed_columns_make_places_on_their_axis_anchors(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + STRIP + "  - drop: {from: loads.at-14h, to: rate}\n")
    assert not errors, errors
    assert "loads.at-14h" in result.scene.anchors
    _, refused = compile_text(spec_text("blueprint: 1", "marks:") + STRIP + "  - drop: {from: loads.at-30h, to: rate}\n")
    assert refused and "at-30h" in refused[0]
