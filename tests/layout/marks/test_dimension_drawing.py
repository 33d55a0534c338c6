"""The dimension line's drawing: along the union of its two anchors, a clear
gap beyond what their mark drew on its side, a tick across each end, its
label beyond its middle."""

from __future__ import annotations

import pytest

from annotation_examples import DEMAND, STAIRS
from conftest import compiled_marks, with_role


def test_it_runs_from_the_first_anchor_to_the_last_below_the_floor(compile_text):
    result = compiled_marks(compile_text, STAIRS + "  - dimension: {from: stairs.tread-1, to: stairs.tread-3, label: 90 s}\n")
    line, *ticks = with_role(result, "dimension")
    anchors = result.scene.anchors
    assert line.x1 == pytest.approx(anchors["stairs.tread-1"].x) and line.x2 == pytest.approx(anchors["stairs.tread-3"].right)
    floor = max(e.bounds.bottom for e in result.scene.elements if e.owner[:3] == ("marks", 0, "staircase"))
    assert line.y1 == line.y2 and min(t.bounds.y for t in ticks) >= floor + result.theme.layout.bracket_gap - 0.01
    assert len(ticks) == 2 and all(t.x1 == t.x2 for t in ticks), "a tick across each end"
    label = next(t for t in result.scene.texts() if t.text == "90 s")
    assert abs(label.box.centre_x - (line.x1 + line.x2) / 2) < 0.5 and label.box.y > line.y1


def test_between_two_points_it_ends_at_their_centres(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - dimension: {from: demand.at-1h, to: demand.at-3h, side: above, colour: blue}\n")
    line = with_role(result, "dimension")[0]
    anchors = result.scene.anchors
    assert line.x1 == pytest.approx(anchors["demand.at-1h"].centre_x) and line.x2 == pytest.approx(anchors["demand.at-3h"].centre_x)
    curve = max((e for e in result.scene.elements if e.role == "curve"), key=lambda e: e.bounds.width)
    assert line.paint.stroke == "blue" and line.y1 < curve.bounds.y, "above the curve"
