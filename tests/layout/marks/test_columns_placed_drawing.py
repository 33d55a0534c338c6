"""Columns at places on a shared time scale stand where the curve's hours
stand; a value with a unit stands to the value axis's scale; a column's ends
on an axis along its slots are its slot's; a block `above` a place on a
plotted mark stands over the plot (vocab13)."""

from __future__ import annotations

from conftest import compiled_marks, with_role
from marks.test_columns_placed import STRIP


def _columns(result) -> list:
    return sorted((e for e in with_role(result, "bar") if e.owner[:2] == ("marks", 0)), key=lambda e: e.bounds.x)


def test_placed_columns_stand_centred_at_the_shared_axis_places(compile_text):
    result = compiled_marks(compile_text, STRIP + "  - drop: {from: rate.at-14h}\n  - drop: {from: rate.at-6h}\n")
    columns = _columns(result)
    anchors = result.scene.anchors
    assert abs(columns[0].bounds.centre_x - anchors["rate.at-6h"].centre_x) < 0.01
    assert abs(columns[2].bounds.centre_x - anchors["rate.at-14h"].centre_x) < 0.01
    assert columns[2].bounds.x - columns[1].bounds.right > 100, "the empty hours between stay empty"
    ratio = columns[1].bounds.height / columns[0].bounds.height
    assert abs(ratio - 40 / 360) < 0.02, "40 s against 6 min, on one scale"


def test_a_drop_from_a_place_runs_at_that_place_through_the_plot_below(compile_text):
    result = compiled_marks(compile_text, STRIP + "  - drop: {from: loads.at-14h, to: rate}\n  - drop: {from: rate.at-14h}\n")
    (guide, _) = sorted(with_role(result, "guide"), key=lambda e: e.owner)
    assert abs(guide.x1 - result.scene.anchors["rate.at-14h"].centre_x) < 0.01
    assert guide.y2 > result.scene.anchors["rate.at-14h"].centre_y


def test_a_block_above_a_place_on_a_plot_stands_over_the_plot(compile_text):
    free = compiled_marks(compile_text, STRIP + "  - note: {id: n, label: top, above: rate.at-20h}\n")
    anchors = free.scene.anchors
    assert anchors["n"].bottom <= anchors["rate"].y + 0.5, "over the plot, not on the series inside it"
    assert abs(anchors["n"].centre_x - anchors["rate.at-20h"].centre_x) < 1
    kept = compiled_marks(compile_text, STRIP + "  - note: {id: n, label: top, above: rate.at-20h, gap: 8}\n")
    point = kept.scene.anchors["rate.at-20h"]
    assert abs(kept.scene.anchors["n"].bottom + 8 - point.y) < 1, "a gap is measured from the point itself, as written"


def test_a_drop_from_a_columns_start_on_a_slot_axis_stands_at_the_slots_edge(compile_text):
    chart = """\
  - columns:
      id: day
      x: {ticks: 1, labels: 2}
      values: none
      columns: [{value: 1}, {value: 2}, {value: 3}, {value: 2}]
  - curve: {id: c, below: day, values: [1, 2]}
  - drop: {from: day.column-3.start, to: c}
"""
    result = compiled_marks(compile_text, chart)
    (guide,) = with_role(result, "guide")
    (baseline,) = [e for e in with_role(result, "baseline") if e.owner[:2] == ("marks", 0)]
    columns = _columns(result)
    slot = (baseline.x2 - columns[0].bounds.centre_x) / 3.5  # the slots from the first's centre to the row's end
    edge = columns[2].bounds.centre_x - slot / 2
    assert abs(guide.x1 - edge) < 0.5, (guide.x1, edge)
    assert guide.x1 < columns[2].bounds.x - 1, "the slot's edge, not the column's own"
