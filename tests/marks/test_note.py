"""The note mark: what it refers to is checked with every reference."""

from __future__ import annotations

from conftest import spec_text


def test_a_note_pointing_at_nothing_drawn_is_a_located_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {id: b, parts: [{share: 50%}]}", "  - note: {label: x, to: b.nothing}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:") and "`b` has no part or anchor `nothing`" in errors[0], errors


def test_before_axis_is_refused_at_its_key_below_anything_but_a_timeline_part(compile_text):
    """`before-axis` asks a timeline for room over its axis: below a bar, or
    below a whole timeline, it is refused at the key, naming what it takes (lanes7)."""
    bar = "  - bar: {id: b, parts: [{id: p, share: 50%}]}"
    timeline = "  - timeline: {id: t, unit: h, lanes: [{segments: [{start: 0, end: 4 h}]}]}"
    for below in ("b.p", "t"):
        _, errors = compile_text(spec_text("blueprint: 1", "marks:", bar, timeline, f"  - note: {{label: x, below: {below}, before-axis: true}}"))
        assert len(errors) == 1 and "`before-axis`" in errors[0] and f"found `below: {below}`" in errors[0] and errors[0].startswith("spec.yaml:5:"), errors
