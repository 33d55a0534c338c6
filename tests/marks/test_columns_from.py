"""A column from a value (`from`), a part's value with a unit, a column's
label in two lines (vocab16): the spec, its checks and its anchors. Drawing:
tests/layout/marks/test_columns_from_drawing.py; facts:
tests/describe/marks/test_columns_from_facts.py."""

from __future__ import annotations

import pytest

from blueprint.marks import REGISTRY
from blueprint.marks.columns import ColumnsSpec
from conftest import compiled_marks, spec_text

WATERFALL = """\
  - columns:
      id: w
      values: none
      y: {title: gpu-hours, unit: h, ticks: 100, labels: 500}
      columns:
        - {label: [paid, "1,000 h"], value: "1,000 h"}
        - {label: [idle, 240 h], from: 760 h, value: 240 h, hatch: true}
        - {label: [startup, 110 h], from: 650 h, value: 110 h, fill: dark}
        - {label: [useful, 650 h], value: 650 h, fill: blue}
"""
GUIDES = """\
  - guides: {from: w.column-1.end, to: w.column-2.end}
  - guides: {from: w.column-2.start, to: w.column-3.end}
  - guides: {from: w.column-3.start, to: w.column-4.end}
"""


def test_a_column_from_a_value_reaches_its_value_past_it(compile_text):
    spec = compiled_marks(compile_text, WATERFALL).spec.marks[0].spec_as(ColumnsSpec)
    assert [(c.foot, c.amount, c.whole) for c in spec.columns] == [(0, 1000, 1000), (760, 240, 1000), (650, 110, 760), (0, 650, 650)]


def test_a_parts_value_takes_the_axis_units_and_converts(compile_text):
    result = compiled_marks(compile_text, "  - columns: {y: {unit: min, ticks: 60}, columns: [{value: 1 h, parts: [{value: 30 min}, {value: 600 s}]}]}\n")
    column = result.spec.marks[0].spec_as(ColumnsSpec).columns[0]
    assert [part.amount for part in column.parts or ()] == [30, 10] and column.whole == 100


@pytest.mark.parametrize("body, message, where", [
    ("{y: {unit: h, ticks: 100}, columns: [{value: 10, parts: [{value: 5 GB}]}]}", "`5 GB` does not fit this axis", "spec.yaml:3:"),
    ("{y: {unit: h, ticks: 100}, columns: [{value: 10, from: 5 GB}]}", "`5 GB` does not fit this axis", "spec.yaml:3:"),
    ("{cells: GPU, columns: [{value: 2, from: 3}]}", "cannot start at a value: leave `from` out, or `cells`", "spec.yaml:3:"),
    ("{top: 10, columns: [{value: 4, from: 8}]}", "this column's value, 12, stands over the axis's `top` (10)", "spec.yaml:3:"),
])
def test_a_column_from_a_value_and_parts_with_units_are_refused_where_they_cannot_hold(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - columns: {body}"))
    assert errors and errors[0].startswith(where) and message in errors[0], errors


def test_a_columns_label_takes_two_lines_and_one_of_three_is_refused(compile_text):
    result = compiled_marks(compile_text, WATERFALL)
    assert result.spec.marks[0].spec_as(ColumnsSpec).columns[0].label.lines == ("paid", "1,000 h")
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - columns: {columns: [{value: 1, label: [a, b, c]}]}"))
    assert errors and "spec.yaml:3:" in errors[0]


def _label_fields(schema: dict, defs: dict, path: str = "") -> list[tuple[str, dict]]:
    """Every property named `label` in a JSON schema, with where it is."""
    found = []
    if isinstance(schema, dict):
        if "$ref" in schema:
            return []
        for key, value in (schema.get("properties") or {}).items():
            if key == "label":
                found.append((path, value))
            found += _label_fields(value, defs, f"{path}.{key}")
        for key in ("items", "anyOf", "allOf", "oneOf", "additionalProperties"):
            sub = schema.get(key)
            for each in sub if isinstance(sub, list) else [sub] if isinstance(sub, dict) else []:
                found += _label_fields(each, defs, path)
    return found


def test_every_marks_label_takes_the_one_label_model_of_one_line_or_two():
    """The class: a mark's label (a column's, a band's, a part's) is a label
    like every part's, one line or two as a list; a tick's name is a figure's
    stand-in on an axis, drawn in one line, and stays one."""
    one_line = []
    for kind, mark in REGISTRY.items():
        schema = mark.model.model_json_schema(by_alias=True)
        defs = schema.get("$defs", {})
        for where, field in _label_fields(schema, defs, kind) + [hit for name, sub in defs.items() for hit in _label_fields(sub, defs, f"{kind}/{name}")]:
            options = field.get("anyOf", [field])
            if not any(o.get("type") == "array" or any(p.get("type") == "array" for p in o.get("anyOf", [])) for o in options) and not where.endswith(("TickSpec", ".ticks")):  # a tick's name
                one_line.append(where)
    assert not one_line, f"labels of one line only: {sorted(set(one_line))}"
