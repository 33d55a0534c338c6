"""What bands state and how they are said: each by its look and the range it
spans on its mark's scale; bands alike on one mark said together."""

from __future__ import annotations

from annotation_examples import COLD, SCALED_BAR, WEEK
from conftest import compiled_marks


def test_one_band_is_said_with_its_range_label_and_meaning(compile_text):
    result = compiled_marks(compile_text, WEEK + "  - band: {across: week, from: 120 h, to: 168 h, fill: grey, hatch: true, label: weekend, means: paid and idle}\n")
    assert "A grey hatched band lies behind the curve from one hundred and twenty to one hundred and sixty-eight hours, marked weekend, meaning paid and idle." in result.alt


def test_bands_alike_on_one_mark_are_said_together(compile_text):
    result = compiled_marks(compile_text, COLD + "  - band: {across: start, from: 0 s, to: 30 s, means: waiting}\n  - band: {across: start, from: 60 s, to: 90 s, means: waiting}\n")
    assert "Two light grey bands lie behind the timeline, from zero to thirty seconds and from sixty to ninety seconds, meaning waiting." in result.alt


def test_a_band_outlined_only_says_its_outline(compile_text):
    result = compiled_marks(compile_text, SCALED_BAR + "  - band: {across: day, from: 6 h, to: 18 h, fill: none, outline: dashed, colour: blue}\n")
    assert "a band in blue dashed outline lies behind the bar from six to eighteen hours" in result.alt.lower()


def test_annotations_over_positions_are_said_by_their_values(compile_text):
    result = compiled_marks(compile_text, WEEK + "  - bracket: {over: [week.at-0h, week.at-120h], label: weekdays}\n")
    assert "A bracket above the curve from zero to one hundred and twenty hours is marked weekdays." in result.alt
    result = compiled_marks(compile_text, COLD + "  - icon: {id: disk, name: storage, above: start.at-90s}\n  - drop: {from: disk, to: start.cold.at-90s}\n"
                                                 "  - dimension: {from: start.at-0s, to: start.at-90s, label: pull}\n")
    assert "A dashed guide drops from the storage icon to the timeline at ninety seconds." in result.alt, result.alt
    assert "Above, at ninety seconds, stands a storage icon." in result.alt, result.alt
    assert "a dimension line runs from the timeline at zero seconds to the timeline at ninety seconds, marked pull" in result.alt.lower(), result.alt
