"""How a column chart is drawn: the columns on one baseline to one scale, the
value past each top in its colour, the label under each foot, the value axis
at the left."""

from __future__ import annotations

from conftest import compiled_marks, with_role
from marks.test_columns import CHART


def test_columns_stand_on_one_baseline_to_one_scale(compile_text):
    result = compiled_marks(compile_text, CHART)
    columns = sorted(with_role(result, "bar"), key=lambda e: e.bounds.x)
    assert len(columns) == 3
    (baseline,) = with_role(result, "baseline")
    assert all(abs(c.bounds.bottom - baseline.y1) < 0.01 for c in columns)
    heights = [c.bounds.height for c in columns]
    assert abs(heights[1] / heights[0] - 2.5 / 4) < 0.01 and abs(heights[2] / heights[0] - 1.2 / 4) < 0.01
    widths = {round(c.bounds.width, 3) for c in columns}
    assert len(widths) == 1, "every column as wide"
    assert columns[2].paint.fill == "blue"


def test_each_value_stands_past_its_top_and_each_label_under_its_foot(compile_text):
    result = compiled_marks(compile_text, CHART)
    columns = sorted(with_role(result, "bar"), key=lambda e: e.bounds.x)
    texts = {e.text: e for e in result.scene.elements if e.kind == "text"}
    for column, value, label in zip(columns, ("$4", "$2.5", "$1.2"), ("on-demand", "reserved", "spot")):
        assert texts[value].box.bottom < column.bounds.y and abs(texts[value].box.centre_x - column.bounds.centre_x) < 1
        assert texts[label].box.y > column.bounds.bottom and abs(texts[label].box.centre_x - column.bounds.centre_x) < 1
    assert texts["$1.2"].colour == "blue", "the words of a blue column are blue"
    assert texts["price per hour"].box.bottom < min(c.bounds.y for c in columns)
    assert not result.problems


def test_the_value_axis_stands_at_the_left_ruled_at_its_ticks(compile_text):
    result = compiled_marks(compile_text, CHART)
    columns = with_role(result, "bar")
    figures = [e for e in result.scene.elements if e.kind == "text" and "y" in e.source and e.text in ("0", "1", "2", "3", "$4")]
    assert len(figures) == 5 and all(f.box.right < min(c.bounds.x for c in columns) for f in figures)
