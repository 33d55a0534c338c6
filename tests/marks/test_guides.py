"""The guides' declaration: what they join and the rhythms they take."""

from __future__ import annotations

from conftest import spec_text


def test_guides_are_lines_and_take_no_outline_none(compile_text):
    """Issue 27: `outline: none` drew the guides solid, silently."""
    _, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - bar: {id: a, parts: [{id: p, share: 50%}]}",
        "  - guides: {from: a.p, to: b, outline: none}",
        "  - bar: {id: b, span: a.p}",
    ))
    assert errors == ["spec.yaml:4:41: error: `none` is not one of `dashed`, `dotted`, `solid`"]
