"""The note mark: words placed like any block, with a leader to any anchor,
drawn once everything stands where it ends up, and said as a link."""

from __future__ import annotations

from conftest import compiled_marks, spec_text

FEE = """
  - bar:
      id: hour
      parts:
        - {id: kept, share: 70%, fill: blue, label: kept}
        - {id: fee, share: 6%, fill: dark}
        - {share: 24%, fill: grey, hatch: true, label: idle}
  - note: {label: the fee, note: 5.7 points to break even, to: hour.fee, below: hour, gap: 64}
"""


def test_a_note_stands_below_with_a_leader_to_the_part(compile_text):
    result = compiled_marks(compile_text, FEE)
    fee = result.scene.anchors["hour.fee"]
    (line,) = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    words = next(t for t in result.scene.texts() if t.text == "the fee")
    assert fee.x <= line.x2 <= fee.right and abs(line.y2 - fee.bottom) < 1, "the leader lands on the fee's edge"
    assert words.box.y > fee.bottom and abs(line.y1 - words.box.y) < 10, "from the words below"


def test_a_note_is_said_as_a_link_with_no_sentence_code_of_its_own(compile_text):
    alt = compiled_marks(compile_text, FEE).alt
    assert "a note marked the fee with five point seven points to break even beneath" in alt
    assert "A thin leader joins the dark second part to the note." in alt


def test_a_note_pointing_at_nothing_drawn_is_a_located_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {id: b, parts: [{share: 50%}]}", "  - note: {label: x, to: b.nothing}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:") and "`b` has no part or anchor `nothing`" in errors[0], errors
