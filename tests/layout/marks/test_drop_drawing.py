"""The drop's drawing: from its anchor straight to the axis its mark drew (a
curve's baseline, a staircase's or timeline's ruled axis), dashed or dotted,
its label at the axis end; to another anchor straight across to it."""

from __future__ import annotations

import pytest

from annotation_examples import DEMAND, LANES
from conftest import compiled_marks, with_role


def _guide(result):
    (line,) = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 1, "drop")]
    return line


def test_it_drops_from_the_peak_to_the_curves_baseline(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - drop: {from: demand.peak-1, label: 3 h}\n")
    line = _guide(result)
    peak = result.scene.anchors["demand.peak-1"]
    (baseline,) = with_role(result, "baseline")
    assert line.x1 == line.x2 == pytest.approx(peak.centre_x)
    assert line.y1 == pytest.approx(peak.centre_y) and line.y2 == pytest.approx(baseline.y1)
    assert line.paint.line == "dashed" and line.paint.stroke == "line"
    label = next(t for t in result.scene.texts() if t.text == "3 h")
    assert abs(label.box.centre_y - baseline.y1) < 3 * label.box.height, "at the axis end"


def test_to_the_value_axis_it_runs_left(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - drop: {from: demand.peak-1, to: y-axis, outline: dotted}\n")
    line = _guide(result)
    (baseline,) = with_role(result, "baseline")
    assert line.y1 == line.y2 and line.x2 == pytest.approx(min(baseline.x1, baseline.x2))
    assert line.paint.line == "dotted"


def test_to_a_timeline_it_drops_through_its_lanes_to_its_axis(compile_text):
    result = compiled_marks(compile_text, DEMAND + LANES.replace("  - timeline:", "  - timeline:\n      same-scale: demand\n      ticks: 1 h", 1) + "  - drop: {from: demand.peak-1, to: lanes}\n")
    (line,) = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 2, "drop")]
    scale = max((e for e in result.scene.elements if e.role == "scale" and e.kind == "line" and e.owner[:3] == ("marks", 1, "timeline")), key=lambda e: e.bounds.width)
    assert line.x1 == line.x2 and line.y2 == pytest.approx(scale.y1)
    assert not result.problems


def test_to_a_timeline_without_an_axis_it_drops_through_its_lanes(compile_text):
    result = compiled_marks(compile_text, DEMAND + LANES + "  - drop: {from: demand.peak-1, to: lanes}\n")
    (line,) = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 2, "drop")]
    assert line.y2 == __import__("pytest").approx(result.scene.anchors["lanes"].bottom)
