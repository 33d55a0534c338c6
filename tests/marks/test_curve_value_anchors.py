"""A value on a curve's value axis as an anchor (`ID.value-15tb`, trydraw8):
a line across the plot at that height, as a line's anchor is; a bracket
beside the axis spans two of them and is said by their values; a value off
the axis, or in another unit, is an error listing what works."""

from __future__ import annotations

import pytest

from conftest import spec_text

CURVE = "  - curve: {id: store, span: 24 h, unit: h, ticks: 6 h, top: 20, y: {ticks: 5, unit: tb}, values: [3, 7, 11, 15, 19]}"


def test_a_bracket_beside_the_value_axis_spans_two_values_and_is_said_by_them(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", CURVE,
                                            "  - bracket: {over: [store.value-0tb, store.value-15tb], side: right, label: fulls}"))
    assert not errors, errors
    assert "a bracket to the right of the curve from zero to fifteen terabytes is marked fulls" in result.alt.lower()
    (line,) = [e for e in result.scene.elements if e.role == "bracket" and e.kind == "path"]
    (baseline,) = [e for e in result.scene.elements if e.role == "baseline"]
    fifteen = next(e for e in result.scene.elements if e.kind == "text" and e.text == "15")
    assert abs(line.bounds.bottom - baseline.bounds.y) < 1  # from zero, the baseline
    assert abs(line.bounds.y - fifteen.box.centre_y) < 1  # to fifteen, level with its figure


def test_two_brackets_along_the_value_axis_are_said_together_each_by_its_values(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", CURVE,
                                            "  - bracket: {over: [store.value-0tb, store.value-15tb], side: right, label: fulls}",
                                            "  - bracket: {over: [store.value-15tb, store.value-19tb], side: right, label: deltas}"))
    assert not errors, errors
    assert "stand to the right of the curve: deltas from fifteen to nineteen terabytes; fulls from zero to fifteen terabytes" in result.alt


@pytest.mark.parametrize("name", ["value-25tb", "value-5GB", "value-1-3tb"])
def test_a_value_off_the_axis_or_in_another_unit_is_an_error_listing_what_works(compile_text, name):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", CURVE, f"  - bracket: {{over: [store.value-0tb, store.{name}], side: right}}"))
    assert errors and f"`{name}`" in errors[0] and "`value-10tb` (a line across the plot at any value from 0 tb to 20 tb" in errors[0], errors


def test_a_value_anchor_is_a_line_across_the_plot_not_a_point(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", CURVE, "  - note: {label: half full, left-of: store.value-10tb}"))
    assert not errors, errors
    assert "half full" in result.alt
