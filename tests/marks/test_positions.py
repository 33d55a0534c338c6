"""Positions on a mark's scale as anchors (`marks/positions.py`): every mark
that draws a scale names `plot` and `at-X` on it (a timeline's lane too), and
an anchor off the scale is refused with the range that works."""

from __future__ import annotations

from annotation_examples import COLD, SCALED_BAR, STAIRS, WEEK
from conftest import spec_text

MARKS = spec_text("blueprint: 1", "marks:")


def _node(compile_text, marks: str):
    result, errors = compile_text(MARKS + marks)
    assert not errors, errors
    return result.spec.marks[0]


def test_every_mark_with_a_scale_names_positions_on_it(compile_text):
    for marks, inside, outside in ((COLD, "at-90s", "at-301s"), (STAIRS, "at-20s", "at-91s"), (WEEK, "at-120h", "at-169h"), (SCALED_BAR, "at-6h", "at-25h")):
        node = _node(compile_text, marks)
        assert node.kind.scale(node) is not None
        assert node.kind.has_anchor(node, inside) and node.kind.has_anchor(node, "plot")
        assert not node.kind.has_anchor(node, outside)
        assert node.kind.point_anchor(node, inside) and not node.kind.point_anchor(node, "plot")


def test_a_timeline_names_positions_on_each_lane(compile_text):
    node = _node(compile_text, COLD)
    assert node.kind.has_anchor(node, "cold.at-90s") and node.kind.has_anchor(node, "lane-2.at-90s")
    assert not node.kind.has_anchor(node, "lane-3.at-90s") and not node.kind.has_anchor(node, "lane-1.segment-1.at-90s")


def test_a_mark_with_no_scale_names_none(compile_text):
    node = _node(compile_text, "  - bar: {id: b, parts: [{share: 50%}]}\n")
    assert node.kind.scale(node) is None and not node.kind.has_anchor(node, "at-0")


def test_a_position_off_the_scale_is_refused_with_the_range(compile_text):
    _, errors = compile_text(MARKS + COLD + "  - icon: {name: gpu, above: start.at-400s}\n")
    assert len(errors) == 1 and "`at-150s` (any position on its scale from 0 s to 300 s" in errors[0], errors
    assert "`cold.at-150s`" in errors[0], errors


# --- decimals, ends and crossings as anchors (guides5) ---

def test_a_position_may_be_written_with_a_decimal_point(compile_text):
    """A dot between two digits is a decimal point, not a name's end: `at-1.5min`."""
    from blueprint.model import anchor_names, last_name

    assert anchor_names("start.cold.at-1.5min") == ["start", "cold", "at-1.5min"]
    assert last_name("t.tower-2.tier-1") == ("t.tower-2", "tier-1")
    node = _node(compile_text, COLD)
    assert node.kind.has_anchor(node, "at-1.5min") and node.kind.has_anchor(node, "cold.at-1.5min")
    result, errors = compile_text(MARKS + COLD + "  - drop: {from: start.cold.at-1.5min}\n")
    assert not errors and "drops from the timeline at ninety seconds to the axis." in result.alt, (errors, result and result.alt)


def test_every_anchor_has_its_two_ends(compile_text):
    """`X.start` and `X.end`: its left and right edge, a whole mark's where its
    shapes reach; an end of a name that does not exist lists what does."""
    result, errors = compile_text(MARKS + "  - bar: {id: day, ends: parts, parts: [{share: 50%}]}\n  - bracket: {over: [day.end], side: below}\n")
    assert not errors, errors
    end, part = result.scene.anchors["day.end"], [e for e in result.scene.elements if e.role == "part"][0]
    assert end.width == 0 and abs(end.x - part.bounds.right) < 0.5, "a bar that ends at its parts ends there"
    _, errors = compile_text(MARKS + SCALED_BAR + "  - bracket: {over: [day.nothing.end]}\n")
    assert len(errors) == 1 and "`start`, `mid` and `end` of `day` and of each of these" in errors[0] and "`nothing` is not one of them" in errors[0], errors


def test_every_part_is_reached_by_its_id_or_its_number_and_has_its_ends(compile_text):
    """Anchors compose one way on every mark: a part by its own id or by its
    number as written (a bar's `part-2`, named or not; a lane's stretch under
    the lane's id, `spot.segment-2`, as under `lane-1`), and `.start`, `.mid`,
    `.end` on any of them."""
    bar = "  - bar: {id: m8, parts: [{share: 70%}, {id: free, share: 30%, fill: white}]}\n"
    result, errors = compile_text(MARKS + bar + "  - bracket: {over: [m8.part-2.mid, m8.free.end], side: below}\n")
    assert not errors, errors
    whole, two, mid = result.scene.anchors["m8.free"], result.scene.anchors["m8.part-2"], result.scene.anchors["m8.part-2.mid"]
    assert two == whole and mid.width == 0 and abs(mid.x - (whole.x + whole.width / 2)) < 0.5
    lanes = "  - timeline: {id: tl, lanes: [{id: spot, segments: [{start: 0, end: 2 h}, {end: 3 h, fill: blue}]}]}\n"
    result, errors = compile_text(MARKS + lanes + "  - bracket: {over: [tl.spot.segment-2], side: above, label: drain}\n")
    assert not errors, errors
    assert result.scene.anchors["tl.spot.segment-2"] == result.scene.anchors["tl.lane-1.segment-2"]
    by_number, errors = compile_text(MARKS + lanes + "  - bracket: {over: [tl.lane-1.segment-2], side: above, label: drain}\n")
    assert not errors and "above the last stretch" in result.alt and result.alt == by_number.alt, (errors, result.alt)
    _, errors = compile_text(MARKS + bar + "  - bracket: {over: [m8.part-3]}\n")
    assert len(errors) == 1 and "`part-1` to `part-2`" in errors[0], errors


def test_a_curve_names_where_its_series_crosses_a_line(compile_text):
    from annotation_examples import BREAK_EVEN
    from blueprint.marks.curve.anchors import crossings
    from blueprint.marks.curve.data import plot_of

    node = _node(compile_text, BREAK_EVEN)
    plot = plot_of(node.spec)
    assert crossings(plot, "restore") == [480.0] and crossings(plot, "store") == [1200.0]
    assert node.kind.has_anchor(node, "restore.crossing-1") and node.kind.point_anchor(node, "restore.crossing-1")
    assert not node.kind.has_anchor(node, "restore.crossing-2")
    _, errors = compile_text(MARKS + BREAK_EVEN + "  - drop: {from: back.restore.crossing-2}\n")
    assert len(errors) == 1 and "`restore.crossing-1` (where the first series crosses" in errors[0], errors


# --- ends along the way an anchor runs (vocab15) ---

def test_the_ends_of_an_upright_thing_are_its_bottom_and_its_top(compile_text):
    """`start`, `mid` and `end` follow the way a mark runs: an upright bar and
    each of its parts, and a tower and its tiers, start at the bottom and end
    at the top (mig-seven-tenants: `m8.end` drew at mid-height); a bar lying
    along keeps its left and right; a guide from the top reads "the top of"."""
    upright = ("  - row:\n      marks:\n"
               "        - bar: {id: m8, direction: up, width: 80, height: 200, parts: [{share: 40%}, {id: free, share: 60%, fill: white}]}\n"
               "        - bar: {id: t8, direction: up, width: 80, height: 320, parts: [{share: 100%, fill: none, outline: dashed}]}\n")
    result, errors = compile_text(MARKS + upright + "  - drop: {from: m8.end, to: t8}\n  - bracket: {over: [m8.free.start, m8.free.end], side: left}\n")
    assert not errors, errors
    anchors = result.scene.anchors
    whole, free = anchors["m8"], anchors["m8.free"]
    for name, y in (("m8.end", whole.y), ("m8.free.end", free.y), ("m8.free.start", free.bottom)):
        assert anchors[name].height == 0 and abs(anchors[name].y - y) < 0.5 and abs(anchors[name].width - whole.width) < 0.5, name
    guide = [e for e in result.scene.elements if e.role == "guide"][0]
    assert abs(guide.bounds.y - whole.y) < 1 and guide.bounds.height < 1, "the guide runs level from the bar's top to t8"
    assert "from the top of" in result.alt, result.alt
    level, errors = compile_text(MARKS + "  - bar: {id: day, parts: [{share: 50%}]}\n  - bracket: {over: [day.end], side: below}\n")
    assert not errors and level.scene.anchors["day.end"].width == 0, "a bar lying along ends at its right edge"


def test_a_tower_and_its_tiers_run_upward(compile_text):
    from towers_examples import NAMED

    node = _node(compile_text, NAMED)
    assert node.kind.runs_up(node, "tower-1") and node.kind.runs_up(node, "tower-1.tier-2")
    assert not node.kind.runs_up(node, "") and not node.kind.runs_up(node, "foundation")
