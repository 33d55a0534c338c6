"""The grid mark: its spec (states resolved, the scatter), the values it
refuses with located errors, and the anchors it names. Its drawing is tested in
`tests/layout/marks/test_grid_drawing.py`, its facts in
`tests/describe/marks/test_grid_facts.py`."""

from __future__ import annotations

import pytest

from blueprint.marks.grid import GridSpec, resolve

from conftest import spec_text


def only(errors):
    assert len(errors) == 1, errors
    return errors[0]


@pytest.mark.parametrize("body, message", [
    ("{cells: 0}", "spec.yaml:3:19: error:"),
    ("{cells: -3}", "spec.yaml:3:19: error:"),
    ("{cells: 4, levels: [0.5, 1.2]}", "a level is a share of the cell's height from 0 to 1; found `1.2`"),
    ("{rows: [[used, used]], spans: [{start: 2, cells: 2}]}", "a span from cell 2 across 2 cells is wider than its row of 2"),
    ("{cells: 8, columns: 4, scatter: [{state: free, count: 5, per-row: true}]}", "cannot scatter 5 cells: a row holds only 4"),
    ("{cells: 3, states: [used, used, free, free]}", "`states` lists 4 values but the grid has 3 cells"),
    ("{cells: 3, crosses: [4]}", "there is no cell 4; the grid has cells 1 to 3"),
    ("{cells: 3, state: busy}", "`busy` is not one of"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - grid: {body}"))
    line = only(errors)
    assert message in line and line.startswith("spec.yaml:3:"), line


def test_scatter_is_deterministic_and_exact():
    spec = GridSpec.model_validate({"rows": [["used"] * 6] * 3, "scatter": [{"state": "free", "count": 1, "per-row": True}]})
    first, second = resolve(spec), resolve(spec)
    assert first == second
    assert [first.row(r).count("free") for r in range(3)] == [1, 1, 1]
    other = resolve(GridSpec.model_validate({**spec.model_dump(by_alias=True), "scatter": [{"state": "free", "count": 1, "per-row": True, "seed": 7}]}))
    assert other.states != first.states or True  # another seed may differ; the count never does
    assert [other.row(r).count("free") for r in range(3)] == [1, 1, 1]


# --- anchors ------------------------------------------------------------------

SIXTEEN = "\n  - grid: {id: g, cells: 16, columns: 4, spans: [{id: job, row: 3, start: 2, cells: 2}]}\n"


@pytest.mark.parametrize("name", ["cell-99", "row-2.cell-5", "row-5.cell-1", "cell-0", "cells-3"])
def test_an_unknown_cell_lists_the_anchors_there_are(compile_text, name):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", SIXTEEN.strip("\n"), f"  - icon: {{name: gpu, below: g.{name}}}"))
    (error,) = errors
    assert error.startswith(f"spec.yaml:4:30: error: `g` has no part or anchor `{name}`"), error
    assert error.endswith("; it has `job`, `row-1`, `row-2`, `row-3`, `row-4`, `cell-1` to `cell-16`, `row-R.cell-C` (R from 1 to 4, C from 1 to 4)"), error


def test_a_span_cannot_take_a_cell_anchors_name(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {id: g, cells: 4, spans: [{id: cell-2, cells: 1}]}"))
    assert errors == ["spec.yaml:3:42: error: `cell-2` is the name of an anchor the grid makes from its numbers; give this one another id"], errors


@pytest.mark.parametrize("body, key", [
    ("{rows: [[used, free]], columns: 2}", "columns"),
    ("{rows: [[used, free]], cells: 2}", "cells"),
    ("{rows: [[used, free]], states: [used]}", "states"),
    ("{rows: [[used, free]], state: used}", "state"),
])
def test_keys_of_cells_by_count_given_with_rows_are_refused_at_the_key(compile_text, body, key):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - grid: {body}"))
    assert only(errors).startswith(f"spec.yaml:3:34: error: `{key}` "), errors
    assert "leave `" + key + "` out" in errors[0]


def test_state_fills_a_short_row_of_rows(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {rows: [[used, free], [used]], state: blue}"))
    assert not errors and resolve(result.spec.marks[0].spec).states[-1] == "blue"


def test_a_short_row_with_no_state_is_refused_at_the_row_not_filled_silently(compile_text):
    """Rows of 2 and 1 cells with no `state` would draw a free cell the spec
    never lists (issue 27: a picture that differs from the spec); the error
    stands at the short row and names the three ways out."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {rows: [[used, free], [used]]}"))
    line = only(errors)
    assert line.startswith("spec.yaml:3:33: error: row 2 of `rows` lists 1 of the 2 cells the widest row has"), line
    assert "`state: free`" in line and "`column`" in line
    fixed, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {rows: [[used, free], [used]], state: free}"))
    assert not errors and resolve(fixed.spec.marks[0].spec).states == ("used", "free", "used", "free")


def test_a_scatter_with_count_and_share_is_refused_at_the_second(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {cells: 8, scatter: [{state: free, count: 2, share: 50%}]}"))
    assert only(errors).startswith("spec.yaml:3:56: error: a scatter gives either `count` or `share`"), errors


def test_a_look_no_cell_takes_is_refused_at_its_name(compile_text):
    """Issue 27: a look named in `looks` that no cell takes changed nothing."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {cells: 4, looks: {paid: {fill: grey, hatch: true}}}"))
    assert errors == ["spec.yaml:3:30: error: look `paid` is named in `looks`, and no cell takes it: give it to cells as their state (in `rows`, `states`, `state` or a `scatter`), or leave it out"]
