"""Rules found reading the try's alt texts (issue 26, trysay7): like spikes over a
line counted, never their crossings; an axis's length read off its ticks in
their unit; no article before a named owner's possessive; a lane of one
stretch beside broken ones said unbroken; a frame round a timeline said after
it, counting its lanes."""

from __future__ import annotations

from blueprint import compile_spec
from blueprint.describe.say.facts import Time
from blueprint.describe.say.times import ticked_span_words
from blueprint.describe.say.sentences import sentence
from blueprint.describe.say.words import Words
from fractions import Fraction

THREE = "[[0, 15], [9.5 min, 15], [10.5 min, 95], [13.5 min, 95], [14.5 min, 15], [25.5 min, 15], [26.5 min, 95], [29.5 min, 95], [30.5 min, 15], [43.5 min, 15], [44.5 min, 95], [47.5 min, 95], [48.5 min, 15], [60 min, 15]]"


def _alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").alt


def test_like_spikes_over_a_line_are_counted_and_placed_once():
    alt = _alt(f"  - curve: {{unit: min, span: 60 min, top: 100, noun: load, points: {THREE}, lines: [{{id: cap, at: 60, label: limit}}]}}\n")
    assert "three tall spikes, at twelve, twenty-eight and forty-six minutes" in alt, alt
    assert "rises above it at each of its three peaks and stays under it the rest of the time" in alt and "six times" not in alt, alt  # facts7a's rule: the peaks cross it


def test_crossings_that_are_not_one_peak_each_are_still_counted_as_crossings():
    wave = "[[0, 10], [10 min, 90], [20 min, 70], [30 min, 90], [40 min, 10], [60 min, 10]]"  # one stretch above, two peaks in it
    alt = _alt(f"  - curve: {{unit: min, span: 60 min, top: 100, noun: load, points: {wave}, lines: [{{id: cap, at: 50, label: limit}}]}}\n")
    assert "each of its" not in alt, alt


def test_a_length_ticked_in_a_smaller_unit_is_said_in_it():
    words = Words()
    assert ticked_span_words(words, Time(Fraction(60), "min"), Time(Fraction(10), "min")) == "from zero to sixty minutes"
    assert ticked_span_words(words, Time(Fraction(120), "s"), Time(Fraction(30), "s")) == "from zero to one hundred and twenty seconds"
    assert ticked_span_words(words, Time(Fraction(18), "min"), Time(Fraction(3), "min")) is None, "eighteen minutes is said so anyway"
    assert ticked_span_words(words, Time(Fraction(2), "h"), Time(Fraction(1), "h")) is None
    assert ticked_span_words(words, Time(Fraction(60), "min"), None) is None, "no ticks: nothing to read it off"


def test_a_timeline_of_an_hour_ruled_in_minutes_is_sixty_minutes_long():
    alt = _alt("  - timeline:\n      unit: min\n      span: 60 min\n      ticks: 10 min\n      lanes:\n        - {label: a, segments: [{end: 60 min, fill: grey}]}\n        - {label: b, segments: [{end: 30 min, fill: grey}, {end: 60 min, fill: blue}]}\n")
    assert "from zero to sixty minutes, ruled every ten minutes" in alt and "hour" not in alt, alt
    assert "across all sixty minutes, unbroken" in alt, alt


def test_no_article_before_a_named_owner():
    assert sentence("the job a's memory bandwidth crosses it") == "Job a's memory bandwidth crosses it."
    assert sentence("and the node 1's disk fills") == "And node 1's disk fills."
    assert sentence("the node's disk fills") == "The node's disk fills.", "a common noun keeps its article"


def test_a_frame_round_a_timeline_is_said_after_it_counting_its_lanes():
    alt = _alt("  - timeline:\n      id: t\n      unit: min\n      span: 60 min\n      lanes:\n        - {label: a, segments: [{end: 60 min, fill: grey}]}\n        - {label: b, segments: [{end: 60 min, fill: grey}]}\n        - {label: c, segments: [{end: 60 min, fill: grey}]}\n  - frame: {around: [t], title: node 1}\n")
    assert "a frame titled node one holds the three lanes" in alt.lower(), alt
    assert alt.index("timeline") < alt.lower().index("frame"), alt
