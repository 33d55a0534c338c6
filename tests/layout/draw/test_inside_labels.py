"""Labels inside their parts (layout/draw/labels.label_inside): centred in the
part in the theme's contrast ink for its fill, two lines measured as two, and
refused at `label-side` (or the grid's `cell-labels`) where they do not fit."""

from __future__ import annotations

import pytest

from blueprint import SpecError, compile_spec
from blueprint.scene import Rect, Text
from blueprint.themefile import load_theme


def scene(marks: str, theme=None):
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml", **({"theme": theme} if theme else {})).scene


def inside(found) -> list[Text]:
    return [e for e in found.elements if isinstance(e, Text) and e.role == "inside"]


@pytest.mark.parametrize(("fill", "ink"), [("blue", "ink-on-fill"), ("dark", "ink-on-fill"), ("red", "ink-on-fill"), ("grey", "ink"), ("white", "ink")])
def test_the_ink_is_the_fills_contrast_token(fill, ink):
    (text,) = inside(scene(f"  - bar: {{parts: [{{share: 50%, fill: {fill}, label: kept, label-side: inside}}]}}\n"))
    assert text.colour == ink


def test_a_hatched_part_takes_ink_its_hatching_lies_on_paper():
    (text,) = inside(scene("  - bar: {parts: [{share: 50%, fill: red, hatch: true, label: lost, label-side: inside}]}\n"))
    assert text.colour == "ink"


def test_centred_in_its_part_two_lines_tall():
    found = scene("  - bar: {parts: [{share: 50%, fill: blue, label: [kept, 50%], label-side: inside}]}\n")
    (text,) = inside(found)
    (part,) = [e for e in found.elements if isinstance(e, Rect) and e.role == "part"]
    assert part.box.contains(text.box) and abs(text.box.centre_x - part.box.centre_x) < 0.5 and abs(text.box.centre_y - part.box.centre_y) < 0.5
    assert text.lines == ["kept", "50%"] and text.align == "centre"


def test_too_long_for_its_part_is_refused_at_label_side_with_two_lines_offered():
    with pytest.raises(SpecError) as raised:
        scene("  - bar: {parts: [{share: 5%, fill: blue, label: restarts five, label-side: inside}]}\n")
    message = str(raised.value)
    assert "spec.yaml:3:" in message and "does not fit" in message and "leave `label-side` out" in message


def test_a_cell_label_stands_in_its_cell_and_one_that_does_not_fit_is_refused_there():
    found = scene("  - grid: {rows: [[used, blue, free]], cell-labels: [[1, 2, null]]}\n")
    assert [t.text for t in inside(found)] == ["1", "2"]
    assert [t.colour for t in inside(found)] == ["ink", "ink-on-fill"]
    with pytest.raises(SpecError) as raised:
        scene("  - grid: {rows: [[used, blue, free]], size: 24, cell-labels: [[one hundred]]}\n")
    assert "does not fit" in str(raised.value) and "label-side" not in str(raised.value)


def test_the_dark_theme_reads_on_its_light_blue():
    (text,) = inside(scene("  - bar: {parts: [{share: 50%, fill: blue, label: kept, label-side: inside}]}\n", theme=load_theme("dark")))
    assert text.colour == "paper"
