"""The note mark: what it refers to is checked with every reference."""

from __future__ import annotations

from conftest import spec_text


def test_a_note_pointing_at_nothing_drawn_is_a_located_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {id: b, parts: [{share: 50%}]}", "  - note: {label: x, to: b.nothing}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:") and "`b` has no part or anchor `nothing`" in errors[0], errors
