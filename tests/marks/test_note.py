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


def test_a_note_s_smaller_words_take_lines_as_a_label_does(compile_text):
    """`note: [a, b]` on a note, a bracket and a part's leader: drawn one over
    the other, said in order (the one `Label` type, vocab12)."""
    result, errors = compile_text(spec_text("""
        blueprint: 1
        marks:
          - bar: {id: b, parts: [{id: x, share: 40%, label: busy}, {id: y, share: 30%, fill: blue, leader: {label: kept, note: [work kept, twice over]}}]}
          - bracket: {over: [b.x, b.y], label: paid, note: [an hour, of GPU time]}
          - note: {label: "batch 64", note: [saves 4 cents, but adds 9 ms], at: bottom-left}
    """))
    assert not errors
    texts = {e.text: e for e in result.scene.elements if e.kind == "text"}
    for first, second in (("work kept", "twice over"), ("an hour", "of GPU time"), ("saves 4 cents", "but adds 9 ms")):
        assert texts[f"{first}\n{second}"].align  # one run of two lines, set one over the other
    for said in ("work kept twice over", "an hour of GPU time", "saves four cents, but adds nine milliseconds"):  # two clauses: a pause at the break (say.words._apart)
        assert said in result.alt
