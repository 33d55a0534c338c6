"""How a band is drawn: across the whole of what its mark's scale measures,
from one position to the other, behind the mark's own ink; its label over it."""

from __future__ import annotations

from annotation_examples import COLD, SCALED_BAR, STAIRS, WEEK
from conftest import compiled_marks


def _band(result, index: int = 1):
    return [e for e in result.scene.elements if e.role == "band" and e.owner[:2] == ("marks", index)]


def test_a_band_spans_the_curve_plot_full_height_between_its_positions(compile_text):
    result = compiled_marks(compile_text, WEEK + "  - band: {across: week, from: 0 h, to: 120 h, fill: grey, hatch: true, label: weekdays}\n"
                                                "  - bracket: {over: [week.at-0h, week.at-120h]}\n")
    (band,) = _band(result)
    plot = result.scene.anchors["week"]
    start, end = result.scene.anchors["week.at-0h"], result.scene.anchors["week.at-120h"]
    assert abs(band.bounds.x - start.centre_x) < 0.01 and abs(band.bounds.right - end.centre_x) < 0.01
    assert abs(band.bounds.y - plot.y) < 0.01 and abs(band.bounds.height - plot.height) < 0.01
    assert abs(band.bounds.width / plot.width - 120 / 168) < 0.001


def test_a_band_lies_behind_its_mark(compile_text):
    result = compiled_marks(compile_text, COLD + "  - band: {across: start, from: 60 s, to: 120 s}\n")
    elements = list(result.scene.elements)
    (band,) = _band(result)
    first_of_mark = next(i for i, e in enumerate(elements) if e.owner[:2] == ("marks", 0))
    assert elements.index(band) < first_of_mark
    lanes = [result.scene.anchors["start.lane-1"], result.scene.anchors["start.lane-2"]]
    assert abs(band.bounds.y - lanes[0].y) < 0.01 and abs(band.bounds.bottom - lanes[1].bottom) < 0.01  # across every lane


def test_positions_are_made_only_where_asked(compile_text):
    result = compiled_marks(compile_text, COLD)
    assert not [name for name in result.scene.anchors if ".at-" in name or name.endswith(".plot")]


def test_a_position_is_a_line_across_the_plot_or_a_lane(compile_text):
    result = compiled_marks(compile_text, COLD + "  - icon: {name: gpu, above: start.at-90s}\n  - icon: {name: storage, below: start.cold.at-240s, gap: 200}\n")
    whole, lane = result.scene.anchors["start.at-90s"], result.scene.anchors["start.cold.at-240s"]
    cold = result.scene.anchors["start.cold"]
    assert whole.width == 0 and lane.width == 0 and (lane.y, lane.height) == (cold.y, cold.height)
    assert abs((lane.x - whole.x) / cold.width - 150 / 300) < 0.001
    icon = next(e for e in result.scene.elements if e.owner[:2] == ("marks", 1) and e.role == "icon")
    assert abs(icon.bounds.centre_x - whole.x) < 0.5 and icon.bounds.bottom <= whole.y  # centred over it


def test_every_mark_with_a_scale_takes_a_band(compile_text):
    for marks, on, start, end in ((STAIRS, "stairs", "20 s", "50 s"), (SCALED_BAR, "day", "6 h", "18 h")):
        result = compiled_marks(compile_text, marks + f"  - band: {{across: {on}, from: {start}, to: {end}}}\n")
        (band,) = _band(result)
        assert band.bounds.width > 0 and band.bounds.height > 0


def test_a_band_takes_positions_no_anchor_can_name(compile_text):
    """`6.5 min` has a dot, which no anchor name can hold (`at-6.5min`): the band
    places it on the scale itself."""
    result = compiled_marks(compile_text, COLD + "  - band: {across: start, from: 1.5 min, to: 4.5 min}\n")
    (band,) = _band(result)
    lanes = result.scene.anchors["start.cold"]
    assert abs((band.bounds.x - lanes.x) / lanes.width - 90 / 300) < 0.001 and abs(band.bounds.width / lanes.width - 180 / 300) < 0.001
