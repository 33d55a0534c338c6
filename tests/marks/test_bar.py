"""The bar's declaration: what `span` may name, and how shares add up."""

from __future__ import annotations

import pytest

from conftest import spec_text


def test_a_span_naming_a_group_is_refused_at_the_span_not_an_internal_error(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - row: {id: r, marks: [{bar: {parts: [{share: 40%}]}}]}",
        "  - bar: {span: r, parts: [{share: 20%}]}",
    ))
    assert errors == ["spec.yaml:4:17: error: `r` is a group; `span` must refer to a part or a bar"]


def test_a_width_with_a_span_is_refused_at_the_width(compile_text):
    """Issue 27: a bar that spans a part takes its width; `width` changed nothing."""
    _, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - bar: {id: top, parts: [{id: busy, share: 60%}]}",
        "  - bar: {span: top.busy, width: 480, parts: [{share: 20%}]}",
    ))
    assert errors == ["spec.yaml:4:27: error: `width` sizes a bar, and `span` gives it the width of `top.busy`: give one of the two"]


# --- gaps between parts, a leader's look (issue 25) ---

@pytest.mark.parametrize("key", ["colour", "outline"])
def test_a_leader_is_ink_and_takes_no_look(compile_text, key):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - bar: {{parts: [{{share: 50%, leader: {{label: busy, {key}: dashed}}}}]}}"))
    (error,) = errors
    assert error.startswith("spec.yaml:3:") and "a leader points and means nothing" in error and "`guides`" in error, error


def test_a_bars_label_align_needs_its_label_and_takes_three_places(compile_text):
    """bars7: `label-align` places the bar's own name along it; with no name
    there is nothing to place, and a place it has not is refused at the key."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {label-align: left, parts: [{share: 20%}]}"))
    assert errors == ["spec.yaml:3:11: error: `label-align` acts on the bar's `label`, and it has none: give the bar `label`, or leave `label-align` out"]
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {label: week, label-align: top, parts: [{share: 20%}]}"))
    assert errors == ["spec.yaml:3:37: error: `top` is not one of `centre`, `left`, `right`"]
