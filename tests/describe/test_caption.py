"""The caption: one short line under the figure, distinct from the alt text
and the long description (issue 26, item 5)."""

from __future__ import annotations

import pytest

import blueprint

BARS = "marks:\n  - bar: {parts: [{share: 60%, fill: grey, label: busy}, {share: 40%, fill: blue, label: kept}]}\n"


def test_the_writer_s_caption_is_kept_as_written():
    result = blueprint.render("blueprint: 1\nsubject: a week of GPU time\ncaption: Where a week of GPU time went\n" + BARS)
    assert result.caption == "Where a week of GPU time went"
    assert result.caption not in result.alt and result.caption != result.long_description


def test_without_one_the_caption_is_the_subject():
    result = blueprint.render("blueprint: 1\nsubject: a week of GPU time\n" + BARS)
    assert result.caption == "A week of GPU time."


def test_without_a_subject_the_caption_is_what_the_opening_says_is_drawn():
    result = blueprint.render("blueprint: 1\n" + BARS)
    assert result.caption == "One long bar."
    grid = blueprint.render("blueprint: 1\nmarks:\n  - grid: {noun: GPU cell, rows: [[used, used, free, free]]}\n")
    assert grid.caption.startswith("A row of four GPU cells") and "," not in grid.caption, grid.caption


def test_a_spec_with_its_own_alt_still_has_a_caption():
    result = blueprint.render("blueprint: 1\nsubject: two bars\nalt: Two bars, one busy.\n" + BARS)
    assert result.alt == "Two bars, one busy." and result.caption == "Two bars."


def test_a_caption_too_long_is_refused_at_its_line():
    with pytest.raises(blueprint.SpecError) as refused:
        blueprint.render("blueprint: 1\ncaption: " + "a" * 161 + "\n" + BARS)
    assert ":2:" in str(refused.value) and "caption" in str(refused.value), str(refused.value)
