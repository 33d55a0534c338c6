"""Review 10-b on warm-pool-cost: "the label says 1 min, but the blue slice is
drawn about 10 min wide ... The wording matches the label, not the drawn
layout." A stretch drawn at the thinnest width, wider than its length, is a
thin sliver in the alt text wherever it is said (facts8b made it so for a
lane's own stretches, `say/drawn_widths.py`); now also in a unit of blocks
drawn over a lane, repeated ("six blocks, each a thin blue sliver then a grey
stretch"; the grey gives the sliver its room, so the block's length alone is
drawn true and said: "six blocks of thirty-one minutes"), and in a repeated
stretch of one look."""

from __future__ import annotations

from conftest import corpus_alt

from blueprint.pipeline import compile_spec


def _lane(base: str, layers: list[str]) -> str:
    """The alt text of one day's lane: its `base` stretch, `layers` drawn over it."""
    segments = ", ".join([base] + layers)
    return compile_spec(f"blueprint: 1\nmarks:\n  - timeline: {{unit: h, span: 24 h, lanes: [{{label: lane, segments: [{segments}]}}]}}\n", "test.yaml").alt


def _blocks(first: str) -> str:
    layers = [f"{{start: {h} h, duration: {first}, fill: blue, layer: true}}, {{duration: 30 min, fill: grey, layer: true}}" for h in (2, 7, 10)]
    return _lane("{start: 0, end: 24 h, fill: none, outline: dotted}", layers)


def test_warm_pool_cost_says_the_blue_slices_as_drawn():
    alt = corpus_alt("warm-pool-cost")
    assert "six blocks of thirty-one minutes over it, at the same times, each a thin blue sliver then a grey stretch," in alt
    assert "blue stretch of one minute" not in alt
    assert "marked restore one minute" in alt, "the label still gives its length"


def test_a_block_whose_first_part_is_drawn_wider_than_it_lasts_says_a_sliver():
    alt = _blocks("1 min")
    assert "three blocks of thirty-one minutes over it, at two, seven and ten hours, each a thin blue sliver then a grey stretch" in alt, alt
    assert "of one minute" not in alt and "of thirty minutes" not in alt, "the grey gives the sliver room: only the block is drawn to its length"


def test_a_block_drawn_to_scale_keeps_its_lengths():
    alt = _blocks("20 min")
    assert "each a blue stretch of twenty minutes then a grey one of thirty minutes" in alt, alt


def test_repeated_slivers_of_one_look_are_said_as_slivers():
    alt = _lane("{start: 0, end: 24 h, fill: grey}", [f"{{start: {h} h, duration: 1 min, fill: blue, layer: true}}" for h in (4, 8, 12)])
    assert "three thin blue slivers over it" in alt, alt
    assert "of one minute" not in alt
