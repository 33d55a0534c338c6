"""What towers state and how the alt text reads them: tower by tower, tiers
bottom up by their looks, crosses in place of a tier or across a tower."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import QUALITIES, Look
from blueprint.describe.say.words import Words
from conftest import compiled_marks
from towers_examples import TALL, TOWERS


def test_alt_text_reads_tower_by_tower(compile_text):
    alt = compiled_marks(compile_text, TOWERS).alt
    assert "four towers standing on one shared foundation, each tower up to three tiers tall" in alt
    assert "The first tower, marked a, has one solid grey tier at the bottom and two dashed above it" in alt
    assert "the second one solid tier with a small red cross where the next would be" in alt
    assert "the third, from the bottom up, one dotted outline marked weights and a dotted one on top" in alt, "a label is said only of its part"
    assert "the fourth one solid blue tier at the bottom, a red hatched one above it and a dashed blue one on top" in alt


def test_towers_state_their_tiers_bottom_up_with_closed_words(compile_text):
    result = compiled_marks(compile_text, TOWERS)
    node = result.spec.marks[0]
    (whole,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    assert (whole.noun, whole.count, whole.limit, whole.rests_on.noun, whole.rests_on.quality) == ("tower", 4, 3, "foundation", "shared")
    first, second = whole.members[0].parts, whole.members[1].parts
    assert [t.look for t in first] == [Look("grey"), Look("grey", "dashed", filled=False), Look("grey", "dashed", filled=False)]
    assert (second[1].noun, second[1].quality, second[1].place) == ("red cross", "small", "instead-of-next")
    assert all(t.quality is None or t.quality in QUALITIES for tower in whole.members for t in tower.parts)


def test_tall_tiers_and_a_tower_crossed_out_whole_are_said(compile_text):
    alt = compiled_marks(compile_text, TALL).alt
    assert "a double-height solid blue one above it marked GPU memory and a solid white one on top marked free" in alt
    assert "the third, marked cold start, is crossed out whole by a red cross and has one solid grey tier at the bottom and a dashed one on top" in alt


def test_towers_sized_by_values_say_they_are_to_scale_and_each_tier_by_its_share(compile_text):
    alt = compiled_marks(compile_text, "  - towers: {towers: [{label: 80 GB, tiers: [{fill: dark, size: 36 GB, label: weights}, {fill: blue, size: 38 GB}, {size: 6 GB, label: activations}]}]}\n").alt
    assert "its tiers drawn to scale in gigabytes" in alt
    assert "one solid dark tier marked weights, filling nearly half the tower" in alt
    assert "a thin solid grey one on top marked activations" in alt
    assert "near-half" in QUALITIES and "tall" not in alt.split("tiers drawn")[1].split("weights")[0]
