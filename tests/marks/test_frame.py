"""The frame mark's declaration: whole marks or groups in `around`, a part
refused at its name with what would work."""

from __future__ import annotations

from annotation_examples import PANELS
from conftest import spec_text


def test_a_frame_loads_round_marks(compile_text):
    from blueprint.marks.frame import FrameSpec

    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + PANELS + "  - frame: {around: [before], title: before}\n")
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "frame")
    assert node.spec_as(FrameSpec).outline == "solid" and node.kind.needs(node) == ["before"]


def test_a_part_in_around_is_refused_at_its_name(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + PANELS + "  - frame: {around: [before.row-1]}\n")
    assert len(errors) == 1 and "`before`" in errors[0] and "`bracket`" in errors[0], errors


def test_a_frame_never_encloses_itself(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + PANELS + "  - frame: {id: f, around: [f]}\n")
    assert errors and "not itself" in errors[0], errors


def test_a_frame_caption_takes_lines_as_a_label_does(compile_text):
    """`caption: [a, b]`: drawn one over the other under the frame, said in order (vocab12)."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + PANELS + "  - frame: {around: [before], title: before, caption: [no capacity, until 9 am]}\n")
    assert not errors
    (caption,) = [e for e in result.scene.elements if e.kind == "text" and e.text == "no capacity\nuntil 9 am"]
    assert caption.align and caption.box.height > 1.5 * result.theme.type.size("note")
    assert "no capacity until nine am" in result.alt
