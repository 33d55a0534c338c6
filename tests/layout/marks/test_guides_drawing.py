"""The guides' drawing: from the ends of one anchor to the ends of another, any
two marks (guides5), starting clear of what the first one's own mark drew
under it (a lane under a lane, the axis and its figures): a zoom opens from
under the panel, as a drafter draws it."""

from __future__ import annotations

from annotation_examples import LANES
from conftest import compiled_marks, with_role

NIGHT = LANES.replace("segments: [{start: 0, end: 4 h}]", "segments: [{start: 0, end: 1 h}, {start: 1 h, end: 4 h}]").replace("span: 6 h", "span: 6 h\n      ticks: 1 h")


def test_a_zoom_opens_from_under_the_first_panel_to_the_ends_of_the_second(compile_text):
    result = compiled_marks(compile_text, NIGHT + "  - guides: {from: lanes.lane-1.segment-1, to: zoom.plot}\n" + LANES.replace("id: lanes", "id: zoom"))
    guides = [e for e in with_role(result, "guide") if e.owner[:3] == ("marks", 1, "guides")]
    stretch, plot = result.scene.anchors["lanes.lane-1.segment-1"], result.scene.anchors["zoom.plot"]
    lowest = max(e.bounds.bottom for e in result.scene.elements if e.owner[:3] == ("marks", 0, "timeline"))
    (left, right) = sorted(guides, key=lambda g: g.x2)
    assert (left.x2, right.x2) == (plot.x, plot.right)
    assert abs(left.x1 - stretch.x) < 8 and abs(right.x1 - stretch.right) < 8, "from the stretch's ends (past a figure in the way, along the line)"
    assert all(g.y1 > lowest and abs(g.y2 - plot.y) < 0.5 for g in guides), "from under the night's axis and its figures to the zoom's top"
