"""An axis drawn from its ticks (`layout/draw/axis.py`): a tick where each is
asked, its figure under it (or left of it, up a value axis), the title clear
of the figures, and the value axis's room kept free of the plot."""

from __future__ import annotations

import pytest

from conftest import compiled_marks

AXES = """
  - curve:
      span: 100
      unit: "%"
      top: 10
      x: {title: GPU utilization, ticks: [0, 50%, 70%, {at: 85%, label: knee}, 100%]}
      y: {title: p99 queue wait, unit: s, ticks: [0, 5, 10]}
      points: [[0, 0.2], [50, 0.4], [70, 1], [85, 3], [98, 9.5]]
"""


def texts_of(result, *key: object) -> list:
    return [e for e in result.scene.texts() if tuple(e.source[-len(key) - 1:-1]) == key or tuple(e.source[-len(key):]) == key]


def test_ticks_stand_where_asked_and_the_axis_runs_past_the_last_point(compile_text):
    result = compiled_marks(compile_text, AXES)
    figures = {t.text: t for t in texts_of(result, "x", "ticks")}
    assert list(figures) == ["0", "50", "70", "knee", "100%"]
    left, right = figures["0"].box.centre_x, figures["100%"].box.centre_x
    assert figures["knee"].box.centre_x == pytest.approx(left + 0.85 * (right - left), abs=0.5)
    curve = next(e for e in result.scene.elements if e.role == "curve")
    assert curve.bounds.right < right - 0.01 * (right - left), "the points end at 98%; the axis runs on to 100%"


def test_the_value_axis_stands_left_of_the_plot_and_no_labels_collide(compile_text):
    result = compiled_marks(compile_text, AXES)
    values = {t.text: t for t in texts_of(result, "y", "ticks")}
    assert list(values) == ["0", "5", "10 s"]
    assert values["0"].box.centre_y > values["5"].box.centre_y > values["10 s"].box.centre_y
    plot_left = min(e.bounds.x for e in result.scene.elements if e.role in ("curve", "baseline"))
    assert all(v.box.right < plot_left for v in values.values())
    titles = [t for t in result.scene.texts() if t.source[-1:] == ("title",)]
    assert sorted(t.text for t in titles) == ["GPU utilization", "p99 queue wait"]
    every = result.scene.texts()
    assert not [(a.text, b.text) for i, a in enumerate(every) for b in every[i + 1:] if a.box.overlaps(b.box)]


def test_without_x_or_y_the_old_ruled_axis_is_drawn(compile_text):
    result = compiled_marks(compile_text, "\n  - curve: {span: 24 h, ticks: 6 h, values: [1, 2, 3]}\n")
    assert [t.text for t in result.scene.texts() if t.source[-1:] == ("ticks",)] == ["0", "6", "12", "18", "24 h"]


def test_a_timeline_and_a_staircase_draw_the_same_axis(compile_text):
    """`axis` on a timeline and a staircase: chosen and named ticks, bare ones, a title."""
    result = compiled_marks(compile_text, """
  - timeline:
      span: 24 h
      axis: {title: hour of the day, ticks: [{at: 0 h, label: midnight}, 6 h, {at: 12 h, label: noon}, {at: 24 h, label: midnight}], labels: named}
      lanes: [{label: job a, segments: [{start: 0, end: 14 h}]}]
  - staircase: {unit: min, steps: [{duration: 3}, {duration: 2}], axis: {title: minutes to ready, ticks: 1 min, labels: ends}}
""")
    timeline = [t.text for t in result.scene.texts() if t.source[:2] == ("marks", 0) and "axis" in t.source]
    assert timeline == ["midnight", "noon", "midnight", "hour of the day"]
    ticks = [e for e in result.scene.elements if e.role == "scale" and e.source[:2] == ("marks", 0) and e.kind == "line"]
    assert len(ticks) == 1 + 4, "the axis line and a tick at each of four places, one of them bare"
    stairs = [t.text for t in result.scene.texts() if t.source[:2] == ("marks", 1) and "axis" in t.source]
    assert stairs == ["0", "5 min", "minutes to ready"]
