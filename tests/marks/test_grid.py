"""The grid mark: cells and states, levels, scatter, spans, crosses, errors, scale."""

from __future__ import annotations

import pytest

from blueprint.marks.grid import GridSpec, resolve
from blueprint.scene import Box
from blueprint.theme import DEFAULT_THEME

MARGIN = DEFAULT_THEME.canvas.margin
from conftest import spec_text


def only(errors):
    assert len(errors) == 1, errors
    return errors[0]


def grid(compile_text, body: str):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - grid: {body}"))
    assert not errors, errors
    return result


def cells_of(result):
    return [e for e in result.scene.elements if e.role == "cell"]


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


def test_states_by_meaning(compile_text):
    result = grid(compile_text, "{rows: [[used, free, empty, blue, red, dark]]}")
    paints = [c.paint for c in sorted(cells_of(result), key=lambda c: c.box.x)]
    assert [p.fill for p in paints] == ["grey", "white", "paper", "blue", "paper", "ink"]
    assert paints[4].hatch == "red", "red is hatched, never colour alone"
    assert all(p.stroke for p in paints), "every cell is outlined"


def test_cells_wrap_into_rows_and_are_square(compile_text):
    result = grid(compile_text, "{id: m, cells: 30, columns: 7}")
    cells = cells_of(result)
    assert len(cells) == 30
    assert len({round(c.box.y) for c in cells}) == 5, "thirty days as five weeks"
    assert all(c.box.width == c.box.height for c in cells)
    assert "thirty outlined cells in a grid" in result.alt


def test_levels_rise_from_the_bottom(compile_text):
    result = grid(compile_text, "{cells: 3, levels: [0.5, null, 1], level-colour: blue}")
    cells = sorted(cells_of(result), key=lambda c: c.box.x)
    levels = [e for e in result.scene.elements if e.role == "level"]
    assert len(levels) == 2
    half, full = sorted(levels, key=lambda e: e.box.x)
    assert half.box.height == pytest.approx(full.box.height / 2)
    assert half.box.bottom == pytest.approx(full.box.bottom) and half.box.bottom < cells[0].box.bottom
    assert "one cell stands empty" in result.alt


def test_scatter_is_deterministic_and_exact():
    spec = GridSpec.model_validate({"rows": [["used"] * 6] * 3, "scatter": [{"state": "free", "count": 1, "per-row": True}]})
    first, second = resolve(spec), resolve(spec)
    assert first == second
    assert [first.row(r).count("free") for r in range(3)] == [1, 1, 1]
    other = resolve(GridSpec.model_validate({**spec.model_dump(by_alias=True), "scatter": [{"state": "free", "count": 1, "per-row": True, "seed": 7}]}))
    assert other.states != first.states or True  # another seed may differ; the count never does
    assert [other.row(r).count("free") for r in range(3)] == [1, 1, 1]


def test_scatter_described_per_row(compile_text):
    result = grid(compile_text, "{rows: [[used, used, used, used, used, used], [used, used, used, used, used, used], [used, used, used, used, used, used]], scatter: [{state: free, count: 1, per-row: true}]}")
    assert "three rows of six cells" in result.alt
    assert "one free cell in every row" in result.alt


def test_span_across_cells_and_outside(compile_text):
    result = grid(compile_text, "{id: g, rows: [[used, empty, empty, empty]], spans: [{id: a, start: 2, cells: 2, outline: dashed, label: borrowed}, {id: b, cells: 2, outside: right, same-as: a, cross: true}]}")
    anchors = result.scene.anchors
    cells = sorted(cells_of(result), key=lambda c: c.box.x)[:4]
    assert anchors["g.a"].x < cells[1].box.x and anchors["g.a"].right > cells[2].box.right
    assert anchors["g.b"].x > anchors["g"].right, "stands whole to the right"
    assert anchors["g.b"].width == pytest.approx(anchors["g.a"].width - 4, abs=0.01), "at its true width in cells"
    assert len([e for e in result.scene.elements if e.role == "cross"]) == 2
    alt = result.alt
    assert "a blue job outlined in dashes marked borrowed sits across two of the empty ones" in alt
    assert "the same blue job stands whole to the right, crossed out in red" in alt




def test_a_hundred_by_a_hundred_grid_fits_and_is_summarised(compile_text):
    result = grid(compile_text, "{cells: 10000, columns: 100, state: used, noun: GPU cell, scatter: [{state: free, share: 25%}]}")
    cells = cells_of(result)
    assert len(cells) == 10_000
    grid_box = Box.around([c.box for c in cells])
    content = Box(MARGIN, MARGIN, result.scene.width - 2 * MARGIN, result.scene.height - 2 * MARGIN)
    assert content.grown(0.01).contains(grid_box), "fitted inside the margins"
    side = {round(c.box.width, 3) for c in cells}
    assert len(side) == 1 and side.pop() >= 3, "square cells still large enough to see"
    assert all(c.paint.stroke_width == "hairline" for c in cells), "a thin outline lets the fill show"
    assert "ten thousand GPU cells in a grid" in result.alt
    assert "two thousand five hundred cells are free" in result.alt


def test_cells_shrink_to_fit_many_rows(compile_text):
    tall = grid(compile_text, "{cells: 400, columns: 8}")
    box = Box.around([c.box for c in cells_of(tall)])
    assert box.height <= tall.scene.height - 2 * MARGIN
