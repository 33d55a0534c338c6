"""Bars stacked in one column start at one x and run to one scale, with
room for every end label (layout/ends.py; long-tail-bill's wall, room6)."""

from __future__ import annotations

import pytest

from conftest import spec_text

TOP = "{id: a, parts: [{share: 95%, fill: grey}, {share: 5%, fill: grey-light, label: last 5%, label-side: right}]}"
BOTTOM = "{id: b, parts: [{share: 70%, fill: grey}, {share: 30%, fill: red, label: 30% of the bill, label-side: right}]}"

STACKS = {
    "the card's column": ("  - bar: " + TOP, "  - bar: " + BOTTOM),
    "a column": ("  - column:", "      marks:", "        - bar: " + TOP, "        - bar: " + BOTTOM),
    "a column aligned left": ("  - column:", "      align: left", "      marks:", "        - bar: " + TOP, "        - bar: " + BOTTOM),
    "placed below": ("  - bar: " + TOP, "  - bar: " + BOTTOM.replace("{id: b,", "{id: b, below: a,")),
    "with a mark between": ("  - bar: " + TOP, "  - note: {label: then the bill}", "  - bar: " + BOTTOM),
}


def _bars(result) -> dict[str, object]:
    return {block.id: block.box for block in result.scene.blocks if block.id in ("a", "b")}


@pytest.mark.parametrize("stack", list(STACKS))
def test_bars_stacked_together_start_at_one_x_and_run_to_one_scale(compile_text, stack):
    """Each bar narrows for the label asked beside its end part; stacked, both
    give up the longer label's room, so the same share is the same length."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *STACKS[stack]))
    assert not errors, errors
    bars = _bars(result)
    assert abs(bars["a"].x - bars["b"].x) < 0.5 and abs(bars["a"].width - bars["b"].width) < 0.5, bars
    ends = [e.bounds for e in result.scene.elements if e.role == "label" and e.text in ("last 5%", "30% of the bill")]
    assert all(end.x > bars["a"].right for end in ends), "both end labels stand past the bars' common end"


def test_bars_side_by_side_or_given_a_width_stand_alone(compile_text):
    """In a row each bar keeps its own ends; a `width` the writer gave is the
    bar's, whatever its neighbour's end label takes."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: " + TOP, "  - bar: " + BOTTOM.replace("{id: b,", "{id: b, width: 800,")))
    assert not errors, errors
    bars = _bars(result)
    assert round(bars["b"].width) == 800 and bars["a"].width != bars["b"].width
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - row:", "      marks:", "        - bar: " + TOP, "        - bar: " + BOTTOM))
    assert not errors, errors
    bars = _bars(result)
    assert abs(bars["a"].width - bars["b"].width) > 1, "side by side, each bar keeps its own room"


# --- words in columns beside the stack (bars7) --------------------------------

PLAIN_A = "{id: a, ends: parts, parts: [{share: 100%, fill: grey}]}"
PLAIN_B = "{id: b, ends: parts, parts: [{share: 40%, fill: grey}, {share: 5%, fill: red, hatch: true, label: lost, label-side: right}]}"
BESIDE = {
    "a name left of one": ("  - note: {label: [on-demand $40/h, no interruptions], left-of: a, gap: 16}",),
    "a total right of the other": ("  - note: {label: \"$1,984\", right-of: b, gap: 16}",),
    "names and totals": ("  - note: {label: on-demand, left-of: a, gap: 16}", "  - note: {label: \"$4,000\", right-of: a, gap: 16}",
                         "  - note: {label: [spot $16/h, ckpt every 10 min], left-of: b, gap: 16}", "  - note: {label: \"$1,664\", right-of: b, gap: 16}"),
}


@pytest.mark.parametrize("words", list(BESIDE))
def test_notes_beside_a_stacked_bar_do_not_narrow_it_alone(compile_text, words):
    """A note left or right of one bar of a stack makes its room beside every
    bar of the stack: they keep one start, one scale and one thickness, and
    the words beside them stand in columns."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: " + PLAIN_A, "  - bar: " + PLAIN_B, *BESIDE[words]))
    assert not errors, errors
    bars = _bars(result)
    assert abs(bars["a"].x - bars["b"].x) < 0.5 and abs(bars["a"].width - bars["b"].width) < 0.5, bars
    assert abs(bars["a"].height - bars["b"].height) < 0.5, "one stack, one thickness"
    notes = [e.bounds for e in result.scene.elements if e.role == "label" and getattr(e, "owner", ())[:1] == ("marks",) and e.owner[1] >= 2]
    lefts = [n for n in notes if n.right <= bars["a"].x]
    rights = [n for n in notes if n.x >= bars["a"].right]
    assert len({round(n.right) for n in lefts}) <= 1 and len({round(n.x) for n in rights}) <= 1, "names end at one x, totals start at one x"


def test_a_label_beside_a_short_bars_last_part_stands_in_the_length_it_keeps(compile_text):
    """A bar that ends where its parts end keeps its length for the stack's
    scale: a label right of its last part stands in that length, and the
    stack gives up no length for it."""
    plain, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: " + PLAIN_A, "  - bar: " + PLAIN_B.replace(", label: lost, label-side: right", "")))
    assert not errors, errors
    labelled, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: " + PLAIN_A, "  - bar: " + PLAIN_B))
    assert not errors, errors
    assert abs(_bars(plain)["a"].width - _bars(labelled)["a"].width) < 0.5
