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


def test_guides_join_any_two_anchors_of_two_marks(compile_text):
    """Not only bars and parts (guides5): a lane's stretch, a whole timeline's
    plot, an end of an anchor; one anchor inside the other is still refused."""
    from annotation_examples import LANES

    zoom = LANES.replace("id: lanes", "id: zoom")
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + LANES + "  - guides: {from: lanes.lane-1.segment-1.end, to: zoom.plot}\n" + zoom)
    assert not errors, errors
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + LANES + "  - guides: {from: lanes.lane-1, to: lanes}\n")
    assert len(errors) == 1 and "guides" in errors[0], errors
