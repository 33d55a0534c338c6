"""How a key is drawn: a swatch in each part's exact look and the words
after it, left to right, wrapping where the frame ends; placed as a block."""

from __future__ import annotations

from conftest import compiled_marks, with_role

BAR = """
  - bar:
      id: week
      parts:
        - {share: 50%, fill: grey, means: in use}
        - {share: 30%, fill: red, hatch: true, means: lost}
        - {share: 20%, fill: white, outline: dashed, colour: blue, means: lent}
"""


def test_each_swatch_is_painted_as_its_part(compile_text):
    result = compiled_marks(compile_text, BAR + "  - legend: {for: week}\n")
    parts = {e.source[-1]: e.paint for e in with_role(result, "part")}
    swatches = with_role(result, "swatch")
    assert len(swatches) == 3
    for swatch in swatches:
        assert swatch.paint == parts[swatch.source[-1]], swatch
        assert swatch.bounds.width == swatch.bounds.height == 24


def test_the_words_stand_after_their_swatch_on_one_row(compile_text):
    result = compiled_marks(compile_text, BAR + "  - legend: {for: week}\n")
    swatches = with_role(result, "swatch")
    words = [e for e in result.scene.elements if e.kind == "text" and e.owner[:2] == ("marks", 1)]
    assert [w.text for w in words] == ["in use", "lost", "lent"]
    for swatch, word in zip(swatches, words):
        assert word.box.x >= swatch.bounds.right + 8 - 0.01
        assert abs(word.box.centre_y - swatch.bounds.centre_y) < 4
    assert len({round(s.bounds.y) for s in swatches}) == 1


def test_a_line_swatch_is_a_line_in_its_rhythm_and_colour(compile_text):
    curve = ("  - curve: {id: c, unit: h, values: [10, 50, 30], lines: [{at: 80, outline: dashed, colour: red, means: the limit}]}\n"
             "  - legend: {for: c}\n")
    result = compiled_marks(compile_text, curve)
    (swatch,) = with_role(result, "swatch")
    assert swatch.kind == "line" and swatch.paint.line == "dashed" and swatch.paint.stroke == "red"


def test_a_key_placed_below_and_left_stands_there(compile_text):
    result = compiled_marks(compile_text, BAR + "  - legend: {for: week, below: week, align: left}\n")
    bar = result.scene.anchors["week"]
    swatches = with_role(result, "swatch")
    assert abs(min(s.bounds.x for s in swatches) - bar.x) < 0.5 and min(s.bounds.y for s in swatches) > bar.bottom


def test_a_key_too_wide_for_its_frame_wraps(compile_text):
    entries = ", ".join(f"{{fill: grey, label: a long meaning number {n}}}" for n in range(6))
    result = compiled_marks(compile_text, "  - bar: {parts: [{share: 50%}]}\n  - legend: {entries: [" + entries + "]}\n")
    rows = {round(s.bounds.y) for s in with_role(result, "swatch")}
    assert len(rows) > 1
