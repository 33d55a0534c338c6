"""The frame's drawing: a thin grey rectangle a padding clear of all its marks
drew and of the annotations attached only to them, its title set into its
top line at the top left."""

from __future__ import annotations

from annotation_examples import PANELS, STAIRS
from conftest import compiled_marks, with_role


def test_a_frame_stands_a_padding_clear_of_what_it_encloses(compile_text):
    result = compiled_marks(compile_text, PANELS + "  - frame: {around: [before], title: before}\n  - frame: {around: [after], title: after}\n")
    frames = with_role(result, "frame")
    assert len(frames) == 2
    pad = result.theme.layout.bracket_gap
    for frame, name in zip(frames, ("before", "after")):
        inside = result.scene.anchors[name]
        box = frame.bounds
        assert box.x <= inside.x - pad + 0.01 and box.right >= inside.right + pad - 0.01 and box.bottom >= inside.bottom + pad - 0.01
        title = next(t for t in result.scene.texts() if t.text == name)
        assert abs(title.box.centre_y - box.y) < title.box.height / 2 and box.x < title.box.x < box.x + 4 * pad, "set into the top line at the left"
        assert frame.paint.stroke == "line" and frame.paint.stroke_width == "thin"
    assert frames[0].bounds.right < frames[1].bounds.x, "panels side by side keep apart"


def test_a_frame_encloses_the_annotations_of_its_marks(compile_text):
    marks = "  - column:\n      id: panel\n      marks:\n" + "\n".join("    " + line for line in STAIRS.strip("\n").splitlines()) + "\n"
    result = compiled_marks(compile_text, marks + "  - dimension: {from: stairs.tread-1, to: stairs.tread-3, label: 90 s}\n  - frame: {around: [panel], title: restore}\n")
    (frame,) = with_role(result, "frame")
    label = next(t for t in result.scene.texts() if t.text == "90 s")
    assert frame.bounds.contains(label.box)


NODE = """blueprint: 1
marks:
  - row:
      id: node
      gap: 96
      marks:
        - icon: {id: gpu, name: gpu, size: small, label: gpu, label-side: below}
        - icon: {id: nvme, name: storage, size: small, label: nvme, label-side: below}
  - frame: {around: [node], title: node 3}
  - icon: {id: bucket, name: database, size: small, right-of: node, gap: 240}
  - connector: {from: gpu, to: nvme, arrow: end}
"""


def test_a_line_leaving_a_member_crosses_the_frame_once(compile_text):
    """Issue 25: a connector to or from what a frame holds crosses its outline; lint lets it."""
    result, errors = compile_text(NODE + "  - connector: {from: nvme, to: bucket, arrow: end}\n")
    assert not errors, errors
    (frame,) = with_role(result, "frame")
    line = [e for e in result.scene.elements if e.owner[:2] == ("marks", 4) and e.role == "connector"]
    assert line and frame.bounds.x < line[0].bounds.x < frame.bounds.right < line[0].bounds.right


def test_a_line_between_two_outside_may_not_cross_a_frame(compile_text):
    """Only a member's lines: a connector from outside through the frame to outside is refused."""
    text = NODE.replace("  - frame:", "  - icon: {id: user, name: person, left-of: node, gap: 160}\n  - frame:")
    _, errors = compile_text(text + "  - connector: {from: user, to: bucket, arrow: end}\n")
    assert any("frame" in e for e in errors), errors


# --- room6: a frame that hugs its marks' parts (`hug: parts`) ---

CARD = (
    "  - grid: {id: gpu, row-labels: [compute, memory], rows: [[used, used, free, free, used, free], [used, used, free, free, used, used]]}\n"
    "  - note: {id: busy, label: busy, above: gpu.row-1.cell-1, to: gpu.row-1.cell-1}\n"
    "  - note: {id: idle, label: idle, above: gpu.row-1.cell-4, to: gpu.row-1.cell-4}\n"
    "  - bracket: {over: [gpu.row-2.cell-1, gpu.row-2.cell-5], side: below, label: 5 tenants}\n"
)


def test_a_hugging_frame_holds_the_parts_and_leaves_the_words_outside(compile_text):
    """`hug: parts`: the outline a label gap round the cells; the row names,
    the notes' words and the bracket stand outside it, the notes' leaders
    cross it, and lint passes."""
    result = compiled_marks(compile_text, CARD + "  - frame: {around: [gpu], hug: parts, title: card}\n")
    (frame,) = with_role(result, "frame")
    cells, box, gap = result.scene.anchors["gpu"], frame.bounds, result.theme.layout.label_gap
    assert abs(box.x - (cells.x - gap)) < 0.5 and abs(box.right - (cells.right + gap)) < 0.5 and abs(box.bottom - (cells.bottom + gap)) < 0.5
    for text in result.scene.texts():
        if text.text in ("compute", "memory", "busy", "idle", "5 tenants"):
            assert not text.box.overlaps(box.grown(-1.0)), f"{text.text} stands outside the frame"
    (bracket,) = with_role(result, "bracket")
    assert bracket.bounds.y > box.bottom, "the bracket stands beyond the frame's line"
    leaders = [e for e in with_role(result, "leader") if e.bounds.height > e.bounds.width]  # the lines, not their dots
    assert leaders and all(e.bounds.y < box.y < e.bounds.bottom for e in leaders), "the leaders cross its top line"


def test_a_hugging_frame_sets_its_title_clear_of_the_leaders_crossing_it(compile_text):
    """A leader crosses the top line where the title would stand at the top
    left: the title takes the top right, and no leader runs through it."""
    result = compiled_marks(compile_text, CARD + "  - frame: {around: [gpu], hug: parts, title: card}\n")
    title = next(t for t in result.scene.texts() if t.text == "card")
    (frame,) = with_role(result, "frame")
    for leader in with_role(result, "leader"):
        assert not leader.bounds.grown(4.0).overlaps(title.box), "no leader runs through the title"
    assert title.box.centre_x > frame.bounds.centre_x, "moved to the top right"


def test_a_frame_round_all_they_draw_is_the_default(compile_text):
    """Without `hug`, the row names stand inside the frame, as before."""
    result = compiled_marks(compile_text, CARD.split("  - note")[0] + "  - frame: {around: [gpu], title: card}\n")
    (frame,) = with_role(result, "frame")
    names = [t for t in result.scene.texts() if t.text == "compute"]
    assert names and frame.bounds.x < names[0].box.x
