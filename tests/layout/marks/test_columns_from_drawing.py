"""How a column from a value is drawn (vocab16): from its `from` to its value
past it with no base under it, its foot and top as level anchors, guides
between two level edges side by side as one line over the gap, two-line
labels under the foot, and the axis's figures grouped as the writer groups
them."""

from __future__ import annotations

from conftest import compiled_marks, with_role
from marks.test_columns_from import GUIDES, WATERFALL


def _columns(result):
    return sorted(with_role(result, "bar"), key=lambda e: e.bounds.x)


def test_a_column_from_a_value_hangs_there_with_no_base_under_it(compile_text):
    result = compiled_marks(compile_text, WATERFALL)
    columns = _columns(result)
    assert len(columns) == 4, "one shape a column: no base drawn under a hanging one"
    (baseline,) = with_role(result, "baseline")
    paid, idle, startup, useful = columns
    per_hour = paid.bounds.height / 1000
    assert abs(idle.bounds.y - paid.bounds.y) < 0.01 and abs(idle.bounds.height - 240 * per_hour) < 0.01
    assert abs(startup.bounds.y - idle.bounds.bottom) < 0.01 and abs(baseline.y1 - startup.bounds.bottom - 650 * per_hour) < 0.01
    assert abs(useful.bounds.y - startup.bounds.bottom) < 0.01 and abs(useful.bounds.bottom - baseline.y1) < 0.01


def test_a_columns_ends_are_its_foot_and_its_top_as_level_lines(compile_text):
    result = compiled_marks(compile_text, WATERFALL + GUIDES)
    anchors = result.scene.anchors
    idle = anchors["w.column-2"]
    assert (anchors["w.column-2.start"].y, anchors["w.column-2.end"].y) == (idle.bottom, idle.y)
    assert all(anchors[f"w.column-{n}.{end}"].height == 0 and anchors[f"w.column-{n}.{end}"].width == anchors[f"w.column-{n}"].width
               for n, end in ((1, "end"), (2, "start"), (2, "end"), (3, "start")))


def test_guides_between_level_edges_side_by_side_run_level_over_the_gap(compile_text):
    result = compiled_marks(compile_text, WATERFALL + GUIDES)
    columns = _columns(result)
    guides = sorted(with_role(result, "guide"), key=lambda e: e.x1)
    assert len(guides) == 3, "one line a guide, not one from each end"
    for guide, left, right in zip(guides, columns, columns[1:]):
        assert guide.y1 == guide.y2, "level"
        assert abs(guide.x1 - left.bounds.right) < 0.01 and abs(guide.x2 - right.bounds.x) < 0.01, "over the gap only"
    assert abs(guides[0].y1 - columns[0].bounds.y) < 0.01 and abs(guides[1].y1 - columns[1].bounds.bottom) < 0.01
    assert not result.problems


def test_a_two_line_label_stands_in_two_lines_under_the_foot(compile_text):
    result = compiled_marks(compile_text, WATERFALL)
    (paid,) = [e for e in result.scene.elements if e.kind == "text" and e.source[-1:] == ("label",) and "paid" in e.text]
    assert paid.lines == ["paid", "1,000 h"]
    assert paid.box.y > _columns(result)[0].bounds.bottom
    assert paid.box.bottom <= result.scene.height


def test_figures_group_thousands_from_four_digits_where_the_writer_does(compile_text):
    grouped = compiled_marks(compile_text, WATERFALL)
    texts = [e.text for e in grouped.scene.elements if e.kind == "text"]
    assert "1,000 h" in texts and "1000 h" not in texts
    plain = compiled_marks(compile_text, WATERFALL.replace('value: "1,000 h"', "value: 1000 h"))
    texts = [e.text for e in plain.scene.elements if e.kind == "text"]
    assert "1000 h" in texts, "the house style: four digits ungrouped unless the writer groups them"
