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


def test_a_part_stacks_past_its_column_in_its_own_look(compile_text):
    from marks.test_columns import STACKED

    result = compiled_marks(compile_text, STACKED)
    bars = with_role(result, "bar")
    assert len(bars) == 3
    parts = [b for b in bars if "parts" in b.source]
    (part,) = parts
    column = next(b for b in bars if b.bounds.x == part.bounds.x and b is not part)
    assert abs(part.bounds.bottom - column.bounds.y) < 0.01, "the part stands on its column's top"
    assert part.paint.hatch == "red" and column.paint.fill == "blue"
    assert not [e for e in result.scene.elements if e.kind == "text" and e.role != "brand"], "`values: none`: no figures"


def test_a_hanging_chart_hangs_from_a_baseline_at_its_top(compile_text):
    from marks.test_columns import STACKED

    result = compiled_marks(compile_text, STACKED.replace("values: none", "hang: true"))
    (baseline,) = with_role(result, "baseline")
    bars = with_role(result, "bar")
    assert all(b.bounds.y >= baseline.y1 - 0.01 for b in bars), "every column below its baseline"
    part = next(b for b in bars if "parts" in b.source)
    column = next(b for b in bars if b.bounds.x == part.bounds.x and b is not part)
    assert abs(part.bounds.y - column.bounds.bottom) < 0.01, "the part past the column's far end: below it"
    figures = {e.text: e for e in result.scene.elements if e.kind == "text"}
    assert figures["16"].box.y > part.bounds.bottom, "the value under the hanging column's end"


def test_cells_draw_one_box_per_unit(compile_text):
    result = compiled_marks(compile_text, "  - columns: {cells: spare GPU, values: none, columns: [{value: 2, hatch: true}, {value: 3, hatch: true}]}\n")
    bars = with_role(result, "bar")
    assert len(bars) == 5 and len({round(b.bounds.height, 3) for b in bars}) == 1, "five cells of one height"


def test_a_column_leaves_a_gap_in_a_narrow_slot(compile_text):
    body = "  - columns: {width: 400, values: none, columns: [" + ", ".join(["{value: 2}"] * 24) + "]}\n"
    bars = sorted(with_role(compiled_marks(compile_text, body), "bar"), key=lambda b: b.bounds.x)
    assert all(b.bounds.right < c.bounds.x - 1 for b, c in zip(bars, bars[1:])), "neighbours never touch"


def test_an_axis_along_the_slots_ticks_their_edges_and_writes_its_figures_on_them(compile_text):
    from marks.test_columns import HOURS

    result = compiled_marks(compile_text, HOURS.replace("{value: 2}]", "{value: 2, label: late}]", 1))
    bars = sorted(with_role(result, "bar"), key=lambda b: b.bounds.x)
    (baseline,) = with_role(result, "baseline")
    ticks = sorted((e for e in with_role(result, "scale") if abs(e.x1 - e.x2) < 0.01), key=lambda e: e.x1)
    assert len(ticks) == 7, "a tick at every slot's edge, the last at the count"
    slot = ticks[1].x1 - ticks[0].x1
    assert all(abs((b.x1 - a.x1) - slot) < 0.01 for a, b in zip(ticks, ticks[1:])), "evenly apart, one slot each"
    assert all(t.x1 < (b.bounds.x + b.bounds.right) / 2 < t.x1 + slot for t, b in zip(ticks, bars)), "each column between its edges"
    assert all(abs(t.y1 - baseline.y1) < 0.01 and t.y2 > t.y1 for t in ticks), "down from the baseline"
    texts = {e.text: e for e in result.scene.elements if e.kind == "text"}
    for figure, tick in (("0", ticks[0]), ("2", ticks[2]), ("6", ticks[6])):
        assert abs(texts[figure].box.x + texts[figure].box.width / 2 - tick.x1) < 0.5, f"{figure} centred on its edge"
        assert texts[figure].box.y > tick.y2, f"{figure} under its tick"
    assert texts["late"].box.y > texts["0"].box.bottom, "a column's label under the axis's figures"


def test_a_chart_hanging_under_one_with_a_slot_axis_keeps_its_slots(compile_text):
    above = "{noun: hour, values: none, x: {ticks: 1}, columns: [" + ", ".join(["{value: 2}"] * 6) + "]}"
    below = "{noun: hour, values: none, hang: true, columns: [" + ", ".join(["{value: 3}"] * 6) + "]}"
    body = f"  - column: {{width: 600, marks: [{{columns: {above}}}, {{columns: {below}}}]}}\n"
    bars = with_role(compiled_marks(compile_text, body), "bar")
    assert len(bars) == 12 and len({round(b.bounds.x, 3) for b in bars}) == 6, "the hanging columns stand under the standing ones, slot for slot"


# Reference lines, part labels, words over a column (trydraw9a).
from marks.test_columns import CEILING  # noqa: E402


def _text(result, words):
    (found,) = [e for e in result.scene.elements if e.kind == "text" and e.text == words]
    return found


def test_a_line_runs_across_the_columns_over_them_its_words_past_its_end(compile_text):
    result = compiled_marks(compile_text, CEILING)
    (line,) = with_role(result, "reference")
    (baseline,) = with_role(result, "baseline")
    assert (line.x1, line.x2) == (baseline.x1, baseline.x2), "along the baseline"
    order = result.scene.elements.index
    assert all(order(line) > order(c) for c in with_role(result, "bar")), "drawn over the columns"
    words = _text(result, "80 gb ceiling")
    assert words.box.x > line.x2 and not result.problems


def test_a_part_label_stands_inside_where_it_fits_else_beside_its_column(compile_text):
    result = compiled_marks(compile_text, CEILING.replace("at: 80", "at: 98").replace("{value: 8, fill: white, outline: solid}", "{value: 20, fill: white, outline: solid, label: 8}")
                            .replace("label: over, label-side: right", "label: over the top by far"))
    anchors = result.scene.anchors
    inside, beside = _text(result, "8"), _text(result, "over the top by far")
    assert anchors["mem.column-1.part-1"].contains(inside.box) and inside.role == "inside"
    part = anchors["mem.column-2.part-1"]
    assert beside.box.x >= part.right and part.y <= beside.box.centre_y <= part.bottom, "beside its column, level with the part"
    assert beside.colour == "red" and not result.problems


def test_a_part_label_asked_right_stands_right_clear_of_the_line(compile_text):
    result = compiled_marks(compile_text, CEILING.replace("value: 20", "value: 12"))
    words, (line,) = _text(result, "over"), with_role(result, "reference")
    part = result.scene.anchors["mem.column-2.part-1"]
    assert words.box.x >= part.right and not (words.box.y < line.y1 < words.box.bottom), "slid along the part, off the line"
    assert part.y - 0.5 <= words.box.y and words.box.bottom <= part.bottom + 0.5 and not result.problems


def test_words_asked_inside_widen_the_column(compile_text):
    result = compiled_marks(compile_text, "  - columns: {id: c, columns: [{value: 5, parts: [{value: 5, label: weights and cache, label-side: inside}]}, {value: 3}]}\n")
    part = result.scene.anchors["c.column-1.part-1"]
    assert part.contains(_text(result, "weights and cache").box) and part.width > 96 and not result.problems


def test_a_note_over_a_column_stands_a_label_gap_over_its_top(compile_text):
    result = compiled_marks(compile_text, CEILING.replace("value: 8,", "value: 10,") + "  - note: {label: 78 gb, above: mem.column-1}\n  - note: {label: far, above: mem}\n")
    column, words = result.scene.anchors["mem.column-1"], _text(result, "78 gb")
    gap = column.y - words.box.bottom
    assert 0 <= gap <= 12 and abs(words.box.centre_x - column.centre_x) < 1, gap
    assert _text(result, "far").box.bottom < words.box.y - 24, "a note over the whole mark keeps a block's gap"
