"""The grid's drawing: cells and states, levels, spans, crosses, cells fitted
to the card and to a frame, and the boxes of its anchors (cells, rows, spans)."""

from __future__ import annotations

import pytest

from blueprint.diagnostics import Diagnostics
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.marks import drawer_of
from blueprint.loader import load
from blueprint.scene import Box
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME

from conftest import compiled_marks, spec_text, with_role

MARGIN = DEFAULT_THEME.canvas.margin


def grid(compile_text, body: str):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - grid: {body}"))
    assert not errors, errors
    return result


def cells_of(result):
    return [e for e in result.scene.elements if e.role == "cell"]


def test_states_by_meaning(compile_text):
    result = grid(compile_text, "{rows: [[used, free, empty, blue, red, dark]]}")
    paints = [c.paint for c in sorted(cells_of(result), key=lambda c: c.box.x)]
    assert [p.fill for p in paints] == ["grey", "white", "paper", "blue", "paper", "shade"]
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


def test_grey_levels_take_a_darker_outline_to_stand_out_on_the_paper(compile_text):
    result = grid(compile_text, "{cells: 4, levels: [0.9, 0.3, null, 0.5], level-colour: grey}")
    levels = [e for e in result.scene.elements if e.role == "level"]
    assert len(levels) == 3 and all(e.paint.fill == "grey" and e.paint.stroke == "line" for e in levels), "compiles clean: the lint finds the contrast"
    blue = grid(compile_text, "{cells: 2, levels: [0.5, 0.5]}")
    assert all(e.paint.stroke is None for e in blue.scene.elements if e.role == "level"), "a blue block stands out as it is"


def test_span_across_cells_and_outside(compile_text):
    result = grid(compile_text, "{id: g, rows: [[used, empty, empty, empty]], spans: [{id: a, start: 2, cells: 2, outline: dashed, label: borrowed}, {id: b, cells: 2, outside: right, same-as: a, cross: true}]}")
    anchors = result.scene.anchors
    cells = sorted(cells_of(result), key=lambda c: c.box.x)[:4]
    assert anchors["g.a"].x < cells[1].box.x and anchors["g.a"].right > cells[2].box.right
    assert anchors["g.b"].x > anchors["g"].right, "stands whole to the right"
    assert anchors["g.b"].width == pytest.approx(anchors["g.a"].width - 4, abs=0.01), "at its true width in cells"
    assert len([e for e in result.scene.elements if e.role == "cross"]) == 2
    alt = result.alt.lower()
    assert "a blue job in dashed outline marked borrowed sits across two of the empty ones" in alt
    assert "the same blue job stands whole to the right, with a red cross over it" in alt


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
    assert "three quarters are grey and two thousand five hundred white cells lie scattered among them" in result.alt


def test_cells_shrink_to_fit_many_rows(compile_text):
    tall = grid(compile_text, "{cells: 400, columns: 8}")
    box = Box.around([c.box for c in cells_of(tall)])
    assert box.height <= tall.scene.height - 2 * MARGIN


# --- anchors ------------------------------------------------------------------

SIXTEEN = "\n  - grid: {id: g, cells: 16, columns: 4, spans: [{id: job, row: 3, start: 2, cells: 2}]}\n"


def test_every_cell_and_row_is_an_anchor_at_its_box(compile_text):
    result = compiled_marks(compile_text, SIXTEEN)
    anchors = result.scene.anchors
    cells = sorted((c.box for c in cells_of(result)), key=lambda b: (round(b.y), b.x))
    for n, box in enumerate(cells, start=1):
        r, c = divmod(n - 1, 4)
        assert anchors[f"g.cell-{n}"] == box, "cells counted from 1 in reading order"
        assert anchors[f"g.row-{r + 1}.cell-{c + 1}"] == box
    for r in range(4):
        row = anchors[f"g.row-{r + 1}"]
        assert row == Box.around(cells[4 * r : 4 * r + 4]), "a row is the extent of its cells"
    assert anchors["g.job"].x < anchors["g.cell-10"].x and anchors["g.job"].right > anchors["g.cell-11"].right
    assert "g.cell-17" not in anchors and "g.row-5" not in anchors


def test_a_short_last_row_has_only_its_cells(compile_text):
    anchors = compiled_marks(compile_text, "\n  - grid: {id: m, cells: 10, columns: 4}\n").scene.anchors
    assert anchors["m.row-3"] == anchors["m.cell-9"].union(anchors["m.cell-10"])
    assert anchors["m.row-3.cell-2"] == anchors["m.cell-10"] and "m.row-3.cell-3" not in anchors


def test_an_icon_right_of_a_row_sits_beside_that_row(compile_text):
    result = compiled_marks(compile_text, SIXTEEN + "  - icon: {id: x, name: cross, colour: red, right-of: g.row-2}\n")
    row, icon = result.scene.anchors["g.row-2"], result.scene.anchors["x"]
    assert icon.x >= row.right + 100, "beside the row, the default gap away"
    assert icon.centre_y == pytest.approx(row.centre_y, abs=0.5), "level with that row, not the grid"


def test_a_connector_from_a_cell_starts_at_its_side(compile_text):
    result = compiled_marks(compile_text, SIXTEEN + "  - icon: {id: x, name: gpu, right-of: g.row-1}\n  - connector: {from: g.row-3.cell-4, to: x, arrow: end}\n")
    cell = result.scene.anchors["g.cell-12"]
    line = with_role(result, "connector")[0]
    assert line.x1 == pytest.approx(cell.right, abs=0.5) and cell.y <= line.y1 <= cell.bottom, "from the cell's right side"


def test_a_big_grid_registers_only_the_cells_named(compile_text):
    result = compiled_marks(compile_text, """
  - grid: {id: g, cells: 10000, columns: 100, state: used}
  - icon: {id: x, name: cross, colour: red, right-of: g.row-50}
  - connector: {from: g.cell-5000, to: x}
""")
    anchors = result.scene.anchors
    assert "g.cell-5000" in anchors and "g.row-50.cell-100" in anchors, "named, so registered (both names of the cell)"
    assert len([name for name in anchors if ".cell-" in name]) == 2, "ten thousand cells, two anchors"
    assert anchors["g.cell-5000"].right == pytest.approx(anchors["g.row-50"].right)


# --- sizes in a frame ---------------------------------------------------------------


def laid_out(marks: str, frame: Box):
    """The first mark of a spec laid out directly in `frame`."""
    diagnostics = Diagnostics("spec.yaml")
    spec = load(spec_text("blueprint: 1", "marks:") + marks, "spec.yaml", diagnostics)
    assert spec is not None, diagnostics.errors
    theme = DEFAULT_THEME
    canvas = Box(0, 0, theme.canvas.width, theme.canvas.height)
    content = Box(MARGIN, MARGIN, canvas.width - 2 * MARGIN, canvas.height - 2 * MARGIN)
    ctx = LayoutContext(theme, load_font(theme.font_file), spec.source, diagnostics, canvas, content, spec.ids)
    node = spec.marks[0]
    return drawer_of(node).layout(node, ctx, frame)


def test_a_height_of_160_shrinks_the_cells_to_fit(compile_text):
    result = compiled_marks(compile_text, "\n  - grid: {id: g, rows: [[used, used, free, free], [used, free, free, free], [free, free, free, free], [used, used, used, used]], row-labels: [a, b, c, d], height: 160}\n")
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "grid")])
    assert drawn.height <= 160 + 0.5
    assert all(c.box.width < 64 for c in cells_of(result)), "cells shrank"


def test_a_short_frame_shrinks_cells_only_so_far():
    tiny = laid_out("  - grid: {cells: 40, columns: 8, row-labels: [a, b, c, d, e]}\n", Box(100, 0, 1000, 60))
    cells = [e for e in tiny.elements if e.role == "cell"]
    labels = sorted((e.bounds for e in tiny.elements if e.role == "label"), key=lambda b: b.y)
    assert min(c.box.width for c in cells) >= 24, "no smaller than a sensible minimum"
    assert all(not a.overlaps(b) for a, b in zip(labels, labels[1:])), "row labels stay apart"


@pytest.mark.parametrize("side", ["right", "left"])
def test_a_span_standing_outside_stays_in_a_narrow_frame(side):
    frame = Box(200, 0, 520, float("inf"))
    laid = laid_out(f"  - grid: {{id: g, rows: [[used, used, used, used, used, used, used, used]], spans: [{{cells: 3, outside: {side}}}]}}\n", frame)
    drawn = Box.around([e.bounds for e in laid.elements])
    assert frame.x - 0.01 <= drawn.x and drawn.right <= frame.right + 0.01


SPANS = """
  - grid:
      rows: [[used, used, used, free, free, free, free, free]]
      noun: GPU
      spans:
        - {row: 1, start: 4, cells: 3, fill: true, colour: blue, label: new job}
        - {row: 1, cells: 2, outside: right, outline: dashed, label: 2-GPU job}
        - {row: 1, cells: 1, outside: right, outline: dashed, label: 1-GPU job}
"""


def test_a_filled_span_colours_its_cells_and_spans_beside_a_row_stand_side_by_side(compile_text):
    """Issue 17: `fill` paints a job's cells in its colour; several spans outside
    one row stand one after another, never on top of each other."""
    result = compiled_marks(compile_text, SPANS)
    spans = sorted((e for e in result.scene.elements if e.role == "span"), key=lambda e: e.box.x)
    assert len(spans) == 3 and spans[1].box.right < spans[2].box.x, "the two outside spans side by side"
    blue = [e for e in result.scene.elements if e.role == "cell" and e.paint.fill == "blue"]
    block = [c for c in blue if c.box == spans[0].box]
    assert len(blue) == 4 and all(spans[0].box.contains(c.box) for c in blue), "the new job's three cells are blue"
    assert len(block) == 1 and result.scene.elements.index(block[0]) < min(result.scene.elements.index(c) for c in blue if c is not block[0]), \
        "marks7: a filled span is one block, its fill under its cells and across the gaps between them"
    alt = result.alt
    assert "A blue job marked new job fills three squares in blue" in alt
    assert "marked 2-GPU job stands whole to the right, two squares long" in alt and "marked 1-GPU job stands whole to the right, one square long" in alt


def test_rows_outlined_as_units_stand_apart_each_in_its_outline(compile_text):
    """Issue 17: `outline: rows`, each row a node outlined as one."""
    result = compiled_marks(compile_text, "\n  - grid: {outline: rows, rows: [[used, used, free, free], [used, free, free, free]], row-labels: [node-a, node-b], noun: GPU}\n")
    outlines = [e for e in result.scene.elements if e.role == "row"]
    cells = [e for e in result.scene.elements if e.role == "cell"]
    assert len(outlines) == 2 and not outlines[0].box.overlaps(outlines[1].box), "one outline a row, apart"
    assert all(sum(o.box.contains(c.box) for o in outlines) == 1 for c in cells), "each cell inside its row's outline"
    assert "labelled node-a and node-b, each row outlined as one" in result.alt


def test_a_size_larger_than_fits_is_refused_at_the_size(compile_text):
    """Issue 27: cells of `size: 150` across 8 columns were drawn as wide as the card allows, silently."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {cells: 16, columns: 8, size: 150, row-labels: [node-a, node-b]}"))
    assert len(errors) == 1 and "cells of `size: 150` do not fit where this grid stands: they are drawn" in errors[0] and "give at most `size: " in errors[0], errors


# --- labels (issue 25): row labels at the right, words inside cells ---

def test_row_labels_stand_at_the_right_when_asked():
    from blueprint import compile_spec
    from blueprint.scene import Rect, Text
    result = compile_spec("blueprint: 1\nmarks:\n  - grid: {rows: [[used, used], [free, free]], row-labels: [a, [b, two]], row-label-side: right}\n", "spec.yaml")
    cells = [e for e in result.scene.elements if isinstance(e, Rect) and e.role == "cell"]
    labels = [e for e in result.scene.elements if isinstance(e, Text) and e.role == "label"]
    assert all(label.box.x > max(c.box.right for c in cells) for label in labels) and not result.problems
    assert [label.lines for label in labels] == [["a"], ["b", "two"]]
