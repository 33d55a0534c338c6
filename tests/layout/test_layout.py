"""The layout engine: stacking, fitting, label placement, minimum sizes."""

from __future__ import annotations

import pytest

from conftest import spec_text


def labels(result):
    return {t.text: t for t in result.scene.texts()}


def test_a_label_goes_inside_when_it_fits_and_below_when_not(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar:", "      id: b", "      parts:",
        "        - {id: wide, share: 70%, label: busy 70%}",
        "        - {id: narrow, share: 5%, label: idle 5%}",
    ))
    assert errors == []
    found = labels(result)
    wide, narrow = result.scene.anchors["b.wide"], result.scene.anchors["b.narrow"]
    assert wide.contains(found["busy 70%"].box)
    assert found["idle 5%"].box.y >= narrow.bottom, "too narrow: the label goes below"


def test_labels_on_coloured_parts_go_outside_in_their_colour(compile_text):
    result, _ = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar:", "      id: b",
        "      parts: [{id: k, share: 50%, fill: blue, label: kept}]",
    ))
    kept = labels(result)["kept"]
    assert kept.colour == "blue"
    assert kept.box.y >= result.scene.anchors["b"].bottom


def test_neighbouring_labels_do_not_collide(compile_text):
    parts = "\n".join(f"        - {{share: 3%, fill: red, label: part{i}}}" for i in range(4))
    result, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      parts:\n" + parts + "\n")
    assert errors == []
    boxes = [t.box for t in result.scene.texts() if t.role == "label"]
    for i, first in enumerate(boxes):
        for second in boxes[i + 1:]:
            assert not first.overlaps(second)


def test_labels_that_cannot_be_placed_are_reported(compile_text):
    parts = "\n".join(f"        - {{share: 2%, fill: red, label: a long label number {i}}}" for i in range(12))
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      parts:\n" + parts + "\n")
    # Stepped labels take what rows the card has; those left over are refused,
    # each at its part: overlapping another label, off the card, or on a leader.
    assert errors and all("label `a long label number" in e for e in errors), errors
    assert all(any(w in e for w in ("overlaps", "outside the canvas", "touches")) for e in errors), "\n".join(errors)
    assert all(e.startswith("spec.yaml:") for e in errors)


def test_a_very_thin_part_stays_visible(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar:", "      id: b", "      parts: [{id: t, share: 0.1%, fill: blue}]",
    ))
    assert errors == []
    assert result.scene.anchors["b.t"].width == pytest.approx(6.0)  # the thinnest part that carries meaning (theme `thin_part`)


def test_marks_stack_top_to_bottom_and_centre(compile_text):
    result, _ = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar: {id: a}", "  - bar: {id: b}", "  - bar: {id: c}",
    ))
    a, b, c = (result.scene.anchors[k] for k in "abc")
    assert a.bottom < b.y and b.bottom < c.y
    brand = next(e for e in result.scene.elements if e.role == "brand")
    top_room = a.y - 56  # the margin above; below, the brand's corner is kept clear, 17 px over the wordmark
    bottom_room = brand.box.y - 17 - c.bottom
    assert top_room == pytest.approx(bottom_room)


def test_too_many_marks_do_not_fit(compile_text):
    bars = "\n".join(f"  - bar: {{id: b{i}}}" for i in range(12))
    _, errors = compile_text("blueprint: 1\nmarks:\n" + bars + "\n")
    assert any("the marks need" in e and "px of height even at their smallest" in e and "`b0` (a bar) takes the most" in e for e in errors), errors


def test_nested_parts_are_drawn_inside_their_part(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar:", "      id: b", "      parts:",
        "        - id: busy", "          share: 60%", "          parts: [{id: load, share: 10%, fill: dark}]",
    ))
    assert errors == []
    busy, load = result.scene.anchors["b.busy"], result.scene.anchors["b.busy.load"]
    assert busy.contains(load)
    assert load.width == pytest.approx(result.scene.anchors["b"].width * 0.1)


def test_a_bar_spanning_the_whole_width_gets_slanted_guides(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar: {id: top, parts: [{id: busy, share: 40%}]}",
        "  - guides: {from: top.busy, to: zoom}", "  - bar: {id: zoom, parts: [{share: 1/2, fill: blue}]}",
    ))
    assert errors == []
    guides = [e for e in result.scene.elements if e.role == "guide"]
    zoom, busy = result.scene.anchors["zoom"], result.scene.anchors["top.busy"]
    assert {(round(g.x1), round(g.x2)) for g in guides} == {(round(busy.x), round(zoom.x)), (round(busy.right), round(zoom.right))}


def test_span_must_refer_to_a_mark_above(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar: {id: a, span: b.p}", "  - bar: {id: b, parts: [{id: p, share: 50%}]}",
    ))
    assert len(errors) == 1 and "not above this bar" in errors[0]


def test_a_scale_draws_ticks_under_the_bar(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar:", "      id: b", "      scale: {ticks: 12, major: 6, start: '0', end: 24 h}",
    ))
    assert errors == []
    ticks = [e for e in result.scene.elements if e.role == "scale" and e.kind == "line" and e.x1 == e.x2]
    assert len(ticks) == 13
    bar = result.scene.anchors["b"]
    assert all(t.y1 > bar.bottom for t in ticks)
    assert sorted({round(t.y2 - t.y1) for t in ticks}) == [8, 16]


def test_guides_start_below_words_in_their_way(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - bar: {id: top, parts: [{id: busy, share: 50%}], scale: {ticks: 4, start: '0 h', end: '24 h'}}",
        "  - guides: {from: top.busy, to: low}",
        "  - bar: {id: low, span: top.busy}",
    ))
    assert errors == []
    start_words = next(t for t in result.scene.texts() if t.text == "0 h")
    left, right = sorted((e for e in result.scene.elements if e.role == "guide"), key=lambda g: g.x1)
    assert left.y1 > start_words.box.bottom, "the left guide clears the scale's figures"
    ruled = max(e.bounds.bottom for e in result.scene.elements if e.role == "scale" and not hasattr(e, "text") and e.bounds.x <= right.x1 <= e.bounds.right)
    assert ruled < right.y1 < start_words.box.bottom, "the right guide starts just under the scale's line (guides5: it ran down over it), above the figures' foot"


WIDE = """
  - towers:
      id: mem
      tiers: 4
      foundation: one 80 GB GPU
      towers:
        - {label: fp16, tiers: [{colour: grey, size: 4, label: weights 140 GB}]}
        - {label: fp8, tiers: [{colour: grey, size: 3, label: weights 70 GB}, {colour: blue, label: KV cache}]}
        - {label: int4, tiers: [{colour: grey, size: 2, label: weights 35 GB}, {colour: blue, size: 2, label: KV cache 40 GB}]}
  - icon: {id: model, name: model, label: 70B model, left-of: mem}
  - note: {label: 64 concurrent requests, note: at 4096 tokens each, right-of: mem}
"""


def test_too_wide_by_a_block_beside_another_says_to_stand_it_below(compile_text):
    """The note beside the towers takes the width the card is short of: the
    error says so, and the spec that follows it composes."""
    from conftest import spec_text

    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + WIDE)
    assert len(errors) == 1 and "place the note below `mem` (`below: mem`) rather than `right-of` it" in errors[0], errors
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + WIDE.replace("right-of: mem}", "below: mem}"))
    assert not errors, errors


def test_a_block_whose_leader_runs_into_its_neighbour_is_not_offered_below_it(compile_text):
    """Below the towers, the note's leader to a tier would cross them."""
    from conftest import spec_text

    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + WIDE.replace("right-of: mem}", "right-of: mem, to: mem.tower-3.tier-2}"))
    assert len(errors) == 1 and "below" not in errors[0] and "give it a smaller `width`" in errors[0], errors
