"""Two of issue 27's defects a reader's eye caught, as lint rules on small
scenes: the same words drawn twice for one thing (a curve's label that is its
axis title), and a guide that lies on a line another mark draws (a drop down
a staircase's last riser), each refused at its node."""

from __future__ import annotations

from blueprint.diagnostics import Diagnostics
from blueprint.lint import lint
from blueprint.rules.geometry import runs_along
from blueprint.rules.repeats import same_words
from blueprint.scene import Box, Line, MarkInfo, Paint, Rect, Scene, Text
from blueprint.sourcemap import SourceMap
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME

CURVE, DROP, STAIRS = ("marks", 0, "curve"), ("marks", 1, "drop"), ("marks", 0, "staircase")
SOURCE = SourceMap("x.yaml", {CURVE: (3, 5), CURVE + ("label",): (4, 14), CURVE + ("y", "title"): (5, 18), DROP: (9, 5), STAIRS: (3, 5)})


def _lint(*elements, marks=()):
    diagnostics = Diagnostics("x.yaml")
    scene = Scene(1200, 630, "paper", tuple(elements), {}, marks=tuple(marks))
    lint(scene, DEFAULT_THEME, load_font(DEFAULT_THEME.font_file), SOURCE, diagnostics)
    return [d.format() for d in diagnostics.errors]


def _text(words, x, y, source):
    return Text(words, x, y + 26, 26, "ink", Box(x, y, 15.6 * len(words), 34), "label", source, source)


def test_a_title_and_a_label_of_one_mark_saying_the_same_words_are_refused_at_the_later():
    title = _text("p99 queue wait", 60, 60, CURVE + ("y", "title"))
    label = _text("P99  queue wait", 800, 60, CURVE + ("label",))  # case and spacing aside
    errors = _lint(title, label, marks=[MarkInfo(CURVE, "curve", "wait")])
    assert len(errors) == 1 and errors[0].startswith("x.yaml:4:14: error: `P99  queue wait` is drawn twice by curve `wait`")


def test_two_parts_of_one_mark_may_bear_one_name():
    first, second = _text("restore", 100, 300, CURVE + ("label",)), _text("restore", 600, 300, CURVE + ("marks", 0, "label"))
    assert _lint(first, second, marks=[MarkInfo(CURVE, "curve", "wait")]) == []


def test_the_same_words_of_two_marks_are_two_things():
    assert _lint(_text("queue", 60, 60, CURVE + ("y", "title")), _text("queue", 60, 400, DROP + ("label",)),
                 marks=[MarkInfo(CURVE, "curve", "wait"), MarkInfo(DROP, "drop", "")]) == []


def test_a_guide_lying_on_another_marks_riser_is_refused_at_the_guide():
    riser = Line(889, 100, 889, 166, Paint(stroke="blue"), "riser", STAIRS + ("landing",), STAIRS + ("landing",))
    guide = Line(889, 104, 889, 530, Paint(stroke="line", line="dashed"), "guide", DROP, DROP)
    errors = _lint(riser, guide, marks=[MarkInfo(STAIRS, "staircase", "restore"), MarkInfo(DROP, "drop", "")])
    assert any(e.startswith("x.yaml:9:5: error: a guide lies on") for e in errors), errors


def test_a_guide_crossing_a_line_or_beside_an_edge_lies_on_nothing():
    guide = Line(500, 100, 500, 500, Paint(stroke="line"), "guide", DROP, DROP)
    assert runs_along(guide, Line(100, 300, 900, 300, Paint(stroke="line"), "floor", STAIRS, STAIRS)) == []
    assert runs_along(guide, Rect(Box(504, 200, 80, 20), Paint(fill="blue"), "tread", STAIRS, STAIRS)) == []
    assert runs_along(guide, Rect(Box(420, 200, 80, 20), Paint(fill="blue"), "tread", STAIRS, STAIRS)) == [(200, 220)]


def test_same_words_sets_case_and_spacing_aside():
    assert same_words("Queue  depth", "queue depth") and not same_words("queue", "queue depth") and not same_words(None, "")


def test_a_guide_that_is_all_one_drawn_line_passes():
    # a drop from a crossing on a reference line to the value axis runs along that line: it marks what is drawn
    line = Line(100, 300, 900, 300, Paint(stroke="line"), "reference", CURVE + ("lines", 0), CURVE + ("lines", 0))
    guide = Line(400, 300, 100, 300, Paint(stroke="line", line="dashed"), "guide", DROP, DROP)
    assert _lint(line, guide, marks=[MarkInfo(CURVE, "curve", "wait"), MarkInfo(DROP, "drop", "")]) == []


BRACKET = ("marks", 2, "bracket")


def test_a_guide_passing_through_a_brackets_end_tick_at_the_time_both_mark_passes():
    # counts6b: a drop at 90 s through a bracket's end (its 8 px tick at 90 s) marks the same time; it is seen either side
    tick = Line(889, 600, 889, 608, Paint(stroke="blue"), "bracket", BRACKET, BRACKET)
    guide = Line(889, 100, 889, 660, Paint(stroke="line", line="dashed"), "guide", DROP, DROP)
    errors = _lint(tick, guide, marks=[MarkInfo(BRACKET, "bracket", "hidden"), MarkInfo(DROP, "drop", "")])
    assert not any("a guide lies on" in e for e in errors), errors


def test_a_guide_that_starts_or_ends_on_a_tick_still_lies_on_it():
    # the rule is not weakened: a guide that stops on the tick, or a long line under a guide, is unseen there
    marks = [MarkInfo(BRACKET, "bracket", "hidden"), MarkInfo(DROP, "drop", "")]
    tick = Line(889, 600, 889, 614, Paint(stroke="blue"), "bracket", BRACKET, BRACKET)
    ends_on = Line(889, 100, 889, 608, Paint(stroke="line", line="dashed"), "guide", DROP, DROP)
    assert any("a guide lies on" in e for e in _lint(tick, ends_on, marks=marks))
    long_line = Line(889, 300, 889, 400, Paint(stroke="blue"), "bracket", BRACKET, BRACKET)
    through = Line(889, 100, 889, 660, Paint(stroke="line", line="dashed"), "guide", DROP, DROP)
    assert any("a guide lies on" in e for e in _lint(long_line, through, marks=marks))
