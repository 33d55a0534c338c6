"""Which thing a label's place names (layout/label_names.py): the nearest
drawn thing of the kind it names, the part under its mark aside."""

from __future__ import annotations

from blueprint.layout.label_names import Namers, named_thing, pattern
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Line, MarkInfo, Paint, Rect, Text

STAIRS, CROSS, SAVE = ("marks", 0, "staircase"), ("marks", 1, "icon"), ("marks", 2, "icon")


def _scene():
    steps = [
        Line(100, 300, 400, 300, Paint(stroke="line"), "tread", STAIRS + ("steps", 0), STAIRS + ("steps", 0)),
        Line(400, 200, 700, 200, Paint(stroke="line"), "tread", STAIRS + ("steps", 1), STAIRS + ("steps", 1)),
        Line(400, 200, 400, 300, Paint(stroke="line"), "riser", STAIRS + ("steps", 1), STAIRS + ("steps", 1)),
    ]
    cross = Line(232, 282, 268, 318, Paint(stroke="red"), "sign", CROSS, CROSS)
    save = Rect(Box(600, 420, 60, 60), Paint(fill="paper"), "icon", SAVE, SAVE)
    words = Text("preemption", 172, 352, 26, "red", Box(172, 326, 156, 34), "label", CROSS + ("label",), CROSS + ("label",))
    marks = (MarkInfo(STAIRS, "staircase"), MarkInfo(CROSS, "icon", joins=(STAIRS,), ends=(Box(100, 296, 300, 8),)), MarkInfo(SAVE, "icon"))
    elements = [*steps, cross, save, words]
    return Namers(elements, MarkIndex(marks, elements), 1200, 630).judge(words)


def test_things_of_one_kind_share_a_pattern():
    assert pattern(STAIRS + ("steps", 0)) == pattern(STAIRS + ("steps", 5)) != pattern(STAIRS + ("floor",))
    assert named_thing(Text("x", 0, 0, 1, "ink", Box(0, 0, 1, 1), "label", CROSS + ("label",), ())) == CROSS


def test_words_under_the_cross_name_it_though_its_tread_is_nearer():
    naming = _scene()
    assert naming is not None and not naming.names_another(Box(172, 326, 156, 34))


def test_words_past_the_tread_s_end_name_the_next_step():
    naming = _scene()
    assert naming is not None and naming.names_another(Box(416, 283, 156, 34)), "by the next step's riser, 16 px off; the cross 148 px"


def test_words_nearer_another_icon_name_it():
    naming = _scene()
    assert naming is not None and naming.names_another(Box(520, 380, 156, 34))
