"""The style's checks on the Scene."""

from __future__ import annotations

from blueprint.lint import contrast
from blueprint.theme import DEFAULT_THEME
from conftest import spec_text


def test_contrast_matches_the_style_sheet():
    paper = DEFAULT_THEME.palette.paper
    assert round(contrast(DEFAULT_THEME.palette.ink, paper), 1) == 14.6
    assert round(contrast(DEFAULT_THEME.palette.blue, paper), 1) == 5.3
    assert round(contrast(DEFAULT_THEME.palette.red, paper), 1) == 5.1


def test_a_glyph_missing_from_the_font_is_an_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {label: \"GPU \U0001F680\"}"))
    assert len(errors) == 1 and "the font has no glyph for" in errors[0]
    assert errors[0].startswith("spec.yaml:3:")


def test_a_label_overlapping_another_mark_is_reported(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - bar: {id: a, parts: [{id: p, share: 20%, fill: blue, label: a label under the part}]}",
        "  - guides: {from: a.p, to: b}",
        "  - bar: {id: b}",
    ))
    assert any("overlaps a guide" in e for e in errors), errors


def test_a_light_grey_bar_still_has_an_outline(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {fill: grey-light}"))
    assert errors == []


def test_an_outline_of_none_on_a_pale_fill_fails_contrast(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {fill: grey-light, outline: none}"))
    assert len(errors) == 1 and "contrast" in errors[0]
