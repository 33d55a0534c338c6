"""Numbers past what a diagram can draw or say (`1.0e-300`, `1.0e+300`, a time
finer than a millionth of its unit) are refused where they are written, by one
bound in the loader and one in the values, whatever key they are given to."""

from __future__ import annotations

import pytest

from blueprint import messages

CURVE = "blueprint: 1\nmarks:\n  - curve: {{span: {span}, top: {top}, values: [{value}, 2, 3]}}\n"


@pytest.mark.parametrize(("span", "top", "value", "bad"), [
    ("1.0e-300", "10", "1", "1.0e-300"),  # a span
    ("3", "1.0e+300", "1", "1.0e+300"),  # a top
    ("3", "10", "1.0e-300", "1.0e-300"),  # a value
    ("3", "10", "-1.0e-300", "-1.0e-300"),
])
def test_a_number_past_the_scale_is_refused_at_it(compile_text, span, top, value, bad):
    text = CURVE.format(span=span, top=top, value=value)
    column = text.splitlines()[2].index(bad) + 1
    _, errors = compile_text(text)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"spec.yaml:3:{column}: error: ")
    assert "written out in full takes" in errors[0] and "write it in a unit" in errors[0]


@pytest.mark.parametrize("span", ["0.0000001 h", "0.0000001", "0.00000001 min"])
def test_a_time_finer_than_its_unit_can_show_is_refused(compile_text, span):
    _, errors = compile_text(CURVE.format(span=f"'{span}'", top=10, value=1))
    assert len(errors) == 1 and "finer than any axis can draw or say" in errors[0], errors


def test_a_width_finer_than_its_unit_can_show_is_refused(compile_text):
    spec = "blueprint: 1\nmarks:\n  - curve: {span: 10, values: [1, 2, 3], marks: [{at: 1, block: true, width: 0.00000001}]}\n"
    _, errors = compile_text(spec)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:") and "finer than" in errors[0], errors


@pytest.mark.parametrize("span", ["0.000001 h", "0.5", "24 h"])
def test_a_small_time_a_diagram_can_show_is_taken(compile_text, span):
    _, errors = compile_text(CURVE.format(span=f"'{span}'", top=10, value=1))
    assert errors == []


def test_the_messages_are_appended_in_their_block():
    assert "{found}" in messages.NUMBER_PAST_SCALE and "{limit}" in messages.MAGNITUDE_TOO_FINE
