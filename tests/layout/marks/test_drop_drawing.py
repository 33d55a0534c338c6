"""The drop's drawing: from its anchor straight to the axis its mark drew (a
curve's baseline, a staircase's or timeline's ruled axis), dashed or dotted,
its label at the axis end; to another anchor straight across to it."""

from __future__ import annotations

import pytest

from annotation_examples import DEMAND, LANES
from blueprint.rules.geometry import runs_along
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


# --- issue 27 and guides5: labels against the curve's own lines, drops from any anchor ---

def test_a_label_stands_on_the_baseline_the_drop_crosses_clear_of_the_curves_lines(compile_text):
    """Its candidates are judged by what is drawn (the rising line by its path,
    not the box of the plot), and include a place just above each flat line it
    crosses (the baseline over the ruled axis): restore-break-even's labels were
    refused ("touches a baseline")."""
    from annotation_examples import BREAK_EVEN
    from blueprint.rules.geometry import meets

    result = compiled_marks(compile_text, BREAK_EVEN + "  - drop: {from: back.restore.crossing-1, label: 8 min}\n")
    label = next(t for t in result.scene.texts() if t.text == "8 min")
    (baseline,) = with_role(result, "baseline")
    line = _guide(result)
    assert label.box.bottom < baseline.y1 and label.box.x > line.x1, "above the baseline, right of the drop"
    assert not any(meets(label.box, e, 1.0) for e in result.scene.elements if e.role in ("curve", "reference", "baseline", "scale"))


def test_a_drop_from_an_end_starts_at_that_edge(compile_text):
    from annotation_examples import CLIMB

    result = compiled_marks(compile_text, CLIMB + "  - drop: {from: climb.landing.start}\n")
    lines = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 1, "drop")]
    landing = result.scene.anchors["climb.landing"]
    axis = max((e for e in with_role(result, "scale") if e.y1 == e.y2), key=lambda e: abs(e.x2 - e.x1))
    assert all(abs(line.x1 - landing.x) < 0.5 for line in lines)
    assert abs(max(line.y2 for line in lines) - axis.y1) < 0.5 and abs(landing.x - max(axis.x1, axis.x2)) < 0.5, "down to the axis's end: 27 s"


def test_a_drop_from_a_landing_leaves_out_the_stretch_its_last_riser_draws(compile_text):
    # restore-staircase (issue 27): the guide ran down the last riser, a dashed line over a solid one
    result = compiled_marks(compile_text, """
  - staircase:
      id: restore
      unit: s
      direction: up
      treads: block
      landing: serving
      axis: {ticks: [{at: 0, label: 0 s}, 27 s]}
      steps: [{duration: 14, fill: blue}, {duration: 4, fill: blue}, {duration: 9, fill: blue}]
  - drop: {from: restore.landing.start}
""")
    guides = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 1, "drop")]
    drawn = [e for e in result.scene.elements if e.owner[:3] == ("marks", 0, "staircase") and e.kind in ("line", "rect")]
    riser = next(e for e in drawn if e.kind == "line" and abs(e.x1 - e.x2) < 0.01 and abs(e.x1 - guides[0].x1) < 0.5)
    assert guides and all(g.y1 >= max(riser.y1, riser.y2) - 0.5 for g in guides), "it starts where the riser ends"
    assert all(not runs_along(g, e) for g in guides for e in drawn)
    assert max(g.y2 for g in guides) > max(riser.y1, riser.y2) + 100, "and still reaches the axis"


@pytest.mark.parametrize("words", ["3 h", "peak 3 h", "two\\nlines"])
def test_words_at_an_axis_ruled_with_figures_are_set_as_its_figures_wherever_they_stand(compile_text, words):
    """faithful14: decode-roofline's `295` stood among the tick figures in
    the larger label type; a drop names one more place on the axis."""
    ruled = compiled_marks(compile_text, DEMAND.replace("      unit: h\n", "      unit: h\n      ticks: 2 h\n") + f'  - drop: {{from: demand.peak-1, label: "{words}"}}\n')
    figures = [t for t in ruled.scene.texts() if t.source[:2] == ("marks", 0) and t.text in {"0", "1", "2", "4", "5", "6"}]
    label = next(t for t in ruled.scene.texts() if t.source[:2] == ("marks", 1))
    assert figures and label.size == figures[0].size, "in the figures' type"
    bare = compiled_marks(compile_text, DEMAND + f'  - drop: {{from: demand.peak-1, label: "{words}"}}\n')
    unruled = next(t for t in bare.scene.texts() if t.source[:2] == ("marks", 1))
    assert unruled.size > label.size, "no figures to match: the label type"
