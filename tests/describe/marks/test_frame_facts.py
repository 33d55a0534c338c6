"""What frames state (the first frame states them all, each with its title and
place among them) and what the "frame" form says of them."""

from __future__ import annotations

from annotation_examples import PANELS
from conftest import compiled_marks, facts


def test_two_frames_are_said_together_by_title_and_place(compile_text):
    result = compiled_marks(compile_text, PANELS + "  - frame: {around: [before], title: before}\n  - frame: {around: [after], title: after}\n")
    facts(result.alt, "blueprint of two frames side by side: before on the left and after on the right.")
    assert result.alt.lower().count("frames") == 1, "said once, together (words10a: as what the drawing shows, the grids each said in its frame)"
    facts(result.alt, "inside the frame titled before stands a grid", "inside the frame titled after stands a grid")


def test_one_frame_is_said_round_what_it_encloses(compile_text):
    result = compiled_marks(compile_text, PANELS + "  - frame: {around: [after], title: after, outline: dashed, means: the node once packed}\n")
    facts(result.alt, "a dashed frame titled after stands around the right grid, standing for the node once packed")


def test_a_frame_round_marks_says_a_lone_icon_it_holds_in_full(compile_text):
    """icons7 (node-failure): a frame round a grid and the node's drive says the
    drive where it says the frame, "around the grid and a drive marked local
    disk", not "the drive" before it was met and "there is a drive" after."""
    result, errors = compile_text(
        "blueprint: 1\nmarks:\n  - column:\n      marks:\n"
        "        - grid: {id: node, rows: [[used, used, used, used], [used, used, used, used]]}\n"
        "        - icon: {id: disk, name: drive, size: small, label: local disk, label-side: below}\n"
        "  - frame: {around: [node, disk], title: node 7}\n"
    )
    assert not errors, errors
    facts(result.alt, "a frame titled node seven stands around the grid and a drive marked local disk")
    assert result.alt.count("local disk") == 1, "said once, where the frame is"


def test_a_frame_caption_stands_under_it_and_is_said_with_it(compile_text):
    """marks7: `caption` sets words under the frame's bottom line at its left, said with the frame."""
    result = compiled_marks(compile_text, PANELS + "  - frame: {around: [before], title: before, caption: no capacity}\n  - frame: {around: [after], title: after, caption: free}\n")
    assert "before on the left, marked no capacity below it, and after on the right, marked free below it" in result.alt
    frames = sorted((e for e in result.scene.elements if e.role == "frame"), key=lambda e: e.bounds.x)
    words = sorted((t for t in result.scene.texts() if t.text in ("no capacity", "free")), key=lambda t: t.box.x)
    assert len(words) == 2 and all(t.box.y >= f.bounds.bottom and f.bounds.x < t.box.x < f.bounds.centre_x for t, f in zip(words, frames))
