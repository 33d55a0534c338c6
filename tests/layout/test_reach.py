"""A line that left beyond its mark's words reaches the mark once the words move (layout/reach.py)."""

from __future__ import annotations

from blueprint.layout.reach import reach_marks
from blueprint.pipeline import compile_spec
from blueprint.scene import Box, Line, Paint, Rect, Text
from conftest import spec_text

PAINT = Paint(stroke="line")
LINK = ("marks", 2, "connector")


def _line(**reaches) -> Line:
    return Line(100, 160, 100, 400, PAINT, "connector", LINK, LINK, reaches=(reaches.get("start"), reaches.get("end")))


def _words(y: float) -> Text:
    return Text("preemption", 40, y + 20, 20, "ink", Box(40, y, 120, 24), "label", ("marks", 1, "icon", "label"), ("marks", 1, "icon", "label"))


MARK = Rect(Box(80, 100, 40, 40), PAINT, "sign", ("marks", 1, "icon"), ("marks", 1, "icon"))


def test_a_line_goes_on_to_its_mark_where_the_words_have_moved():
    [mark, line] = reach_marks([MARK, _line(start=(100, 140))])
    assert (line.x1, line.y1, line.x2, line.y2) == (100, 140, 100, 400) and line.reaches == (None, None)


def test_a_line_keeps_its_place_where_the_words_still_stand_between():
    [mark, words, line] = reach_marks([MARK, _words(140), _line(start=(100, 140))])
    assert (line.y1, line.reaches) == (160, (None, None))


def test_a_line_with_nothing_to_reach_is_left_as_it_is():
    elements = [MARK, _line()]
    assert reach_marks(elements) is elements


def test_preempt_stairs_restart_arrow_starts_at_its_cross():
    """The class: a link leaving an icon whose label the search moved off the side facing the
    other end (the dashed arrow began 46 px under the cross, in empty paper). Since faithful11
    the words stay under the cross (past the tread's end they named the next step), and the
    arrow starts under them: at the cross, or at its words between, never in empty paper."""
    text = spec_text(
        "blueprint: 1",
        "marks:",
        "  - staircase:",
        "      id: run",
        "      direction: up",
        "      unit: h",
        "      steps:",
        *[f"        - {{duration: 2 h, fill: grey, label: epoch {i}}}" for i in range(1, 7)],
        "  - icon: {id: preempt, name: cross, colour: red, label: preemption, over: run.tread-5}",
        "  - connector: {from: preempt, to: run.floor, outline: dashed, colour: grey, arrow: end, label: restart from zero}",
        "  - connector: {from: preempt, to: run.tread-3, colour: blue, arrow: end, label: resume from checkpoint}",
    )
    scene = compile_spec(text, "spec.yaml").scene
    cross = Box.around([e.bounds for e in scene.elements if e.owner == ("marks", 1, "icon") and e.role == "sign"])
    dashed = next(e for e in scene.elements if isinstance(e, Line) and e.owner == ("marks", 2, "connector"))
    words = next(e for e in scene.elements if isinstance(e, Text) and e.text == "preemption")
    between = words.box.x <= dashed.x1 <= words.box.right and cross is not None and words.box.y >= cross.bottom - 1
    above = words.box.bottom if between else cross.bottom if cross is not None else 0.0
    assert cross is not None and 0.0 <= dashed.y1 - above < 8.0, (dashed.y1, cross, words.box)
