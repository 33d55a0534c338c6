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
