"""A chart's x axis titled as a quantity is said against its title, not as
elapsed time; a series equal to the sum of the others is said to be so, and
never where it is not; a straight line says where it ends (issue 26,
checkpoint-interval)."""

from __future__ import annotations

from conftest import compiled_marks

CHART = """\
  - curve:
      id: cost
      unit: min
      span: 120 min
      top: 20
      x: {title: "checkpoint interval, minutes"}
      y: {title: time lost, unit: '%', ticks: 5}
      series:
        - {id: overhead, noun: save overhead, points: [[6 min, 16.7], [10 min, 10], [30 min, 3.3], [60 min, 1.7], [120 min, 0.8]]}
        - {id: lost, noun: work lost, straight: true, points: [[0, 0], [120 min, 12.5]]}
        - {id: total, noun: total, points: [[6 min, 17.3], [10 min, 11], [30 min, 6.4], [60 min, 7.9], [120 min, 13.3]]}
"""


def test_an_x_axis_titled_as_a_quantity_is_said_against_its_title(compile_text):
    alt = compiled_marks(compile_text, CHART).alt
    assert "against the checkpoint interval, from zero to one hundred and twenty minutes" in alt
    assert "over two hours" not in alt and alt.count("checkpoint interval") == 1
    timed = compiled_marks(compile_text, CHART.replace('"checkpoint interval, minutes"', "elapsed time")).alt
    assert "over two hours" in timed and "against the elapsed" not in timed


def test_a_series_equal_to_the_others_sum_is_said_their_sum(compile_text):
    alt = compiled_marks(compile_text, CHART).alt
    assert "total, the sum of the two, is U-shaped" in alt
    off = compiled_marks(compile_text, CHART.replace("[60 min, 7.9]", "[60 min, 9.9]")).alt
    assert "the sum of" not in off


def test_a_straight_line_says_where_it_ends(compile_text):
    alt = compiled_marks(compile_text, CHART).alt
    assert "work lost rises steadily from zero to about twelve percent at " in alt
