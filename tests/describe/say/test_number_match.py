"""A label says a value only where the value's words stand in it as a number
of their own (review 13): "p50 was 120 ms" does not say twenty milliseconds,
so the line's place is still said; "paid 1,000 h" says one thousand hours."""

from __future__ import annotations

import pytest

from blueprint.describe.say.number_match import said_whole


@pytest.mark.parametrize("heard, value, said", [
    ("p50 was one hundred and twenty milliseconds", "twenty milliseconds", False),
    ("p50 was one hundred and twenty milliseconds", "one hundred and twenty milliseconds", True),
    ("paid one thousand hours", "one thousand hours", True),
    ("peak one thousand two hundred and forty hours", "two hundred and forty hours", False),
    ("one hundred and five hours", "five hours", False),
    ("one hundred and five", "one hundred", False),
    ("two point five hours", "two", False),
    ("idle two hundred and forty hours", "two hundred and forty hours", True),
])
def test_a_value_is_said_only_as_a_number_of_its_own(heard, value, said):
    assert said_whole(heard.split(), value.split()) is said


def test_a_line_whose_label_holds_a_larger_number_is_still_said_at_its_place(compile_text):
    from conftest import spec_text

    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - curve:", "      unit: min", "      span: 60 min", "      y: {unit: ms, ticks: 50}",
        "      values: [10, 30, 90, 40]", "      lines: [{at: 20, label: p50 was 120 ms, outline: dashed}]"))
    assert not errors, errors
    assert "marked p50 was one hundred and twenty milliseconds runs across at twenty milliseconds" in result.alt


def test_columns_whose_labels_hold_larger_numbers_say_their_values(compile_text):
    from conftest import spec_text

    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - columns:", "      y: {title: hours, unit: h, ticks: 100}", "      columns:",
        '        - {label: "105 h", value: 5 h, fill: grey}', '        - {label: "paid 300 h", value: 300 h, fill: dark}'))
    assert not errors, errors
    assert "marked one hundred and five hours at five hours" in result.alt
    assert "marked paid three hundred hours." in result.alt and "at three hundred hours" not in result.alt, result.alt
