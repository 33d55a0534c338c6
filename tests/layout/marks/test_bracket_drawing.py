"""The bracket's drawing: along exactly the union of the anchors it spans, on
its side of them, a clear gap beyond what their marks drew there; its label
beyond its middle, movable along it; room asked for between stacked blocks."""

from __future__ import annotations

import pytest

from bracket_examples import GRID, WEEK
from conftest import compiled_marks, with_role

def _shape(result):
    (shape,) = with_role(result, "bracket")
    return shape


def _label(result, text):
    return next(t for t in result.scene.texts() if t.text == text)


def test_a_bracket_spans_exactly_the_union_of_its_anchors(compile_text):
    result = compiled_marks(compile_text, WEEK + "  - bracket: {over: [week.redone, week.waiting], label: 38% paid for nothing}\n")
    anchors = result.scene.anchors
    shape = _shape(result).bounds
    assert abs(shape.x - anchors["week.redone"].x) < 0.01 and abs(shape.right - anchors["week.waiting"].right) < 0.01
    assert shape.height == pytest.approx(result.theme.layout.bracket_tick), "a line with ticks as deep as the theme's"


def test_a_bracket_stands_beyond_the_labels_its_marks_drew_on_its_side(compile_text):
    """Above the bar, some part labels and the bar's name stand over the run: the
    bracket keeps its gap from the highest of them, and its label stands beyond it."""
    result = compiled_marks(compile_text, WEEK + "  - bracket: {over: [week.redone, week.waiting], label: 38% paid for nothing}\n")
    shape, run = _shape(result).bounds, result.scene.anchors["week.redone"].union(result.scene.anchors["week.waiting"])
    over = [t.box for t in result.scene.texts() if t.owner[:3] == ("marks", 0, "bar") and t.box.bottom <= run.y and t.box.x < run.right and t.box.right > run.x]
    assert over, "the bar drew words above the run"
    gap = result.theme.layout.bracket_gap
    assert all(shape.bottom <= box.y - gap + 0.01 for box in over)
    words = _label(result, "38% paid for nothing")
    assert words.box.bottom <= shape.y - result.theme.layout.label_gap + 0.01
    assert abs(words.box.centre_x - shape.centre_x) < 0.5, "centred beyond its middle"
    assert len(words.alternatives) == 5, "flush with either end, and the three a row further out, for the label search"


@pytest.mark.parametrize("side", ["above", "below", "left", "right"])
def test_a_bracket_stands_on_its_side_a_gap_away(compile_text, side):
    result = compiled_marks(compile_text, GRID + f"  - bracket: {{over: [gpus.row-2, gpus.row-3], side: {side}, label: idle}}\n")
    shape = _shape(result).bounds
    grid = result.scene.anchors["gpus"]
    rows = result.scene.anchors["gpus.row-2"].union(result.scene.anchors["gpus.row-3"])
    gap = result.theme.layout.bracket_gap
    words = _label(result, "idle").box
    if side == "above":
        assert shape.bottom == pytest.approx(grid.y - gap) and words.bottom < shape.y, "above the whole grid: the top row stands over the run"
    elif side == "below":
        assert shape.y == pytest.approx(rows.bottom + gap) and words.y > shape.bottom
    elif side == "left":
        assert shape.right == pytest.approx(rows.x - gap) and words.right < shape.x
        assert (shape.y, shape.bottom) == pytest.approx((rows.y, rows.bottom)), "along the rows' extent"
    else:
        assert shape.x == pytest.approx(rows.right + gap) and words.x > shape.right


def test_a_brace_is_a_smooth_path_pointing_away(compile_text):
    result = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-1], shape: brace, label: one node}\n")
    brace = _shape(result)
    row = result.scene.anchors["gpus.row-1"]
    commands = [command for command, _ in brace.segments]
    assert commands.count("Q") == 4 and "A" not in commands, "curves lint can follow"
    assert brace.bounds.height == pytest.approx(result.theme.layout.brace_depth)
    assert (brace.bounds.x, brace.bounds.right) == pytest.approx((row.x, row.right))
    tips = [brace.segments[0][1], brace.segments[-1][1][2:]]
    assert all(tip[1] == pytest.approx(brace.bounds.bottom) for tip in tips), "its arms turn toward the row"
    point = brace.segments[3][1][2:]
    assert point == pytest.approx((row.centre_x, brace.bounds.y)), "its point away from it, at the middle"


def test_colour_outline_and_words_take_the_house_look(compile_text):
    result = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-3], side: right, colour: blue, outline: dashed, label: free, note: 2 GPUs}\n")
    paint = _shape(result).paint
    assert (paint.stroke, paint.stroke_width, paint.line, paint.fill) == ("blue", "thin", "dashed", None)
    label, note = _label(result, "free"), _label(result, "2 GPUs")
    assert label.colour == note.colour == "blue" and note.size < label.size
    assert note.box.y >= label.box.bottom, "the note beneath the label"
    grey = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-3], label: free}\n")
    assert _shape(grey).paint.stroke == "line" and _label(grey, "free").colour == "ink"


def test_between_two_stacked_bars_a_bracket_asks_for_the_room_it_takes(compile_text):
    """Written between them, it parts the bars by its depth and words and a gap
    each side; written after them, the stack gap stands and lint says what to do."""
    marks = """
  - bar: {id: top, parts: [{id: busy, share: 60%, fill: grey}]}
  {bracket}
  - bar: {id: bottom, parts: [{id: lost, share: 16%, fill: red, hatch: true}, {share: 44%, fill: blue}]}
"""
    result = compiled_marks(compile_text, marks.replace("{bracket}", "- bracket: {over: [bottom.lost], label: lost, note: 16 points}"))
    top, bottom = result.scene.anchors["top"], result.scene.anchors["bottom"]
    shape = _shape(result).bounds
    label = _label(result, "lost")
    assert bottom.y - top.bottom > result.theme.layout.stack_gap
    assert label.box.y >= top.bottom + result.theme.layout.bracket_gap - 0.01 and shape.bottom < bottom.y
    plain = compiled_marks(compile_text, marks.replace("{bracket}", ""))
    layout = result.theme.layout  # the stack's gap, which opens toward twice itself where the card would stand empty (the fill level)
    assert layout.stack_gap - 0.01 <= plain.scene.anchors["bottom"].y - plain.scene.anchors["top"].bottom <= layout.stack_gap * layout.fill_gap + 0.01


def test_a_bracket_written_after_both_bars_says_where_to_write_it(compile_text):
    from conftest import spec_text

    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - bar: {id: top, parts: [{id: busy, share: 60%, fill: grey}]}",
        "  - bar: {id: bottom, parts: [{id: lost, share: 16%, fill: red, hatch: true}]}",
        "  - bracket: {id: b, over: [top.busy], side: below, label: busy}",
        "  - curve: {values: [1, 4, 2, 5, 3]}",  # takes the card's free height: the stack's gap does not open
    ))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:5:") and "write the bracket in `marks` between" in errors[0], errors


def test_lint_keeps_a_bracket_off_what_it_spans():
    """What the policy says of a bracket: it touches nothing, not even the
    marks it spans (a connector may meet those) nor its own label."""
    from blueprint.rules import policy
    from blueprint.scene import Box, Paint, Path, Rect, Text

    line = Path((("M", (0.0, 10.0)), ("L", (0.0, 0.0)), ("L", (100.0, 0.0)), ("L", (100.0, 10.0))), Paint(stroke="line"), "bracket", ("b",), ("b",))
    part = Rect(Box(0, 9, 100, 40), Paint(fill="grey"), "part", ("bar", "parts", 0), ("bar",))
    label = Text("x", 40, 8, 26, "ink", Box(40, -2, 20, 12), "label", ("b", "label"), ("b", "label"))
    assert policy.rule(line, part, policy.Kin.JOINED) == policy.TOUCH
    assert policy.rule(line, label, policy.Kin.SAME) == policy.TOUCH
    assert policy.rule(line, part, policy.Kin.OWN) is None


def test_two_brackets_side_by_side_part_their_labels(compile_text):
    """Neither sees the other (links never do): the label search moves one
    label along its bracket, or a row further out, where both would meet."""
    result = compiled_marks(compile_text, """
  - bar:
      id: b
      parts: [{id: a, share: 20%, fill: grey}, {id: c, share: 20%, fill: blue}, {id: d, share: 20%, fill: red, hatch: true}, {id: e, share: 20%, fill: dark}]
  - bracket: {over: [b.a, b.c], label: the first two parts of it}
  - bracket: {over: [b.d, b.e], label: and the other two of them}
""")
    first, second = _label(result, "the first two parts of it"), _label(result, "and the other two of them")
    assert not first.box.grown(4).overlaps(second.box)
    assert len(first.alternatives) == 5, "the middle, flush with either end, and the three a row further out"


LANES = """
  - timeline:
      id: t
      unit: h
      span: 12 h
      lanes:
        - {id: a, label: a, segments: [{start: 0, end: 12 h}]}
        - {id: bb, label: a much longer lane label, segments: [{start: 0, end: 12 h}]}
        - {id: c, label: c, segments: [{start: 0, end: 12 h}]}
"""


def test_brackets_on_the_same_side_of_one_mark_stand_on_one_line(compile_text):
    """The middle lane's long label pushes its bracket out: the others stand with it."""
    result = compiled_marks(compile_text, LANES + "  - bracket: {over: [t.a], side: left, label: one}\n"
                            "  - bracket: {over: [t.bb], side: left, label: two}\n  - bracket: {over: [t.c], side: left, label: three}\n")
    shapes = with_role(result, "bracket")
    assert len(shapes) == 3
    assert max(s.bounds.x for s in shapes) - min(s.bounds.x for s in shapes) < 0.01


def test_a_bracket_over_a_point_or_an_event_ends_at_its_centre(compile_text):
    curve = compiled_marks(compile_text, """
  - curve:
      id: c
      unit: min
      span: 60 min
      top: 60
      points: [[0, 0], [60 min, 60]]
      lines:
        - {id: floor, at: 8, colour: blue, label: restore}
  - bracket: {over: [c.at-60min, c.floor], side: right, label: 52 min}
""")
    point = curve.scene.anchors["c.at-60min"]
    assert point.height > 0 and _shape(curve).bounds.y == pytest.approx(point.centre_y), "from the line's end, not its marker's top"
    lane = compiled_marks(compile_text, """
  - timeline:
      id: job
      unit: min
      span: 10 min
      lanes:
        - label: spot node a
          segments: [{start: 0, end: 10 min, fill: grey}]
          events: [{at: 6 min, event: kill}]
      boundaries:
        - {id: notice, at: 4 min, label: notice}
  - bracket: {over: [job.notice, job.lane-1.event-1], side: below, label: 2 min}
""")
    cross = lane.scene.anchors["job.lane-1.event-1"]
    assert _shape(lane).bounds.right == pytest.approx(cross.centre_x), "to the cross's centre, not past it"


def test_a_side_bracket_keeps_its_label_as_far_from_its_line_as_the_eye_sees_above(compile_text):
    """Beside, a text box holds no room before its letters: its label stands two label gaps out."""
    result = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-2, gpus.row-3], side: right, label: idle}\n")
    gap = _label(result, "idle").box.x - _shape(result).bounds.right
    assert gap == pytest.approx(2 * result.theme.layout.label_gap)


def test_a_bracket_before_the_axis_stands_between_the_last_lane_and_the_axis(compile_text):
    """`before-axis: true` under a timeline's last lane: the timeline widens
    the gap over its axis, and the bracket and its words stand in it, clear
    of the lane above and the axis below; without it, under the axis."""
    from conftest import spec_text

    lines = ["blueprint: 1", "marks:",
             "  - timeline: {id: t, unit: s, span: 110 s, ticks: 30 s, lanes: [{segments: [{duration: 110 s, fill: grey}]},"
             " {segments: [{start: 15 s, end: 90 s, fill: none, outline: dashed}]}]}"]
    for before in (True, False):
        extra = ", before-axis: true" if before else ""
        result, errors = compile_text(spec_text(*lines, f"  - bracket: {{over: [t.lane-2.segment-1], side: below{extra}, label: hidden 75 s}}"))
        assert not errors, errors
        assert not result.problems
        bracket = _shape(result).bounds
        words = _label(result, "hidden 75 s").box
        lane = next(e.bounds for e in result.scene.elements if tuple(e.source) == ("marks", 0, "timeline", "lanes", 1, "segments", 0))
        axis = min(e.bounds.y for e in result.scene.elements if e.role == "scale")
        assert bracket.y > lane.bottom
        if before:
            assert words.bottom < axis, (words, axis)
        else:
            assert bracket.y > axis
