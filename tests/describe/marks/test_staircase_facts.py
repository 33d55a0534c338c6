"""What the alt text says of a staircase: its treads ranked by their
durations, its length and ruling, uncertain treads, the lanes below set
against it, a fall and the climb back."""

from __future__ import annotations

from conftest import compiled_marks as compiled
from staircase_examples import STAIRS


def test_alt_text_computes_the_comparisons(compile_text):
    alt = compiled(compile_text, STAIRS).alt
    assert "a grey staircase descending in four treads to a ready floor" in alt
    assert "the second tread far longer than the rest, longer than the other three together, marked nine to thirty-four minutes" in alt
    assert "The fourth tread is marked compile." in alt
    assert "One lane below on the same span holds a short blue bar marked fifty-seven to seventy seconds" in alt


def test_no_tread_is_far_longer_when_they_are_even(compile_text):
    alt = compiled(compile_text, "\n  - staircase: {steps: [{duration: 2}, {duration: 3}, {duration: 2}]}\n").alt
    assert "three treads" in alt and "far longer" not in alt


def test_ranges_are_said_as_ranges_when_unlabelled(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      unit: min
      lanes: [{segments: [{end: 5, label: boot}, {duration: 9-34, fill: dark}]}]
  - staircase: {unit: min, steps: [{duration: 2}, {duration: 9-34}, {duration: 3}]}
""").alt
    assert "dark for nine to thirty-four minutes" in alt
    assert "the second tread far longer than the rest, longer than the other two together, nine to thirty-four minutes" in alt
    assert alt.startswith("Cedana. Blueprint of a timeline above a staircase."), "two marks stacked: which stands above"


def test_the_alt_text_ranks_treads_totals_and_sets_bars_against_the_staircase(compile_text):
    """Found missing in the corpus: which tread is longest, second longest and
    shortest; the staircase's length and ruling; each bar's length and that both
    are far shorter than the staircase."""
    result = compiled(compile_text, """
  - staircase:
      unit: min
      ticks: 3 min
      steps: [{duration: 1, label: schedule}, {duration: 6, label: download}, {duration: 4, label: load}, {duration: 5, label: compile}, {duration: 2, label: warm}]
      floor: ready
      lanes: [{duration: 4 min, fill: blue, label: object store}, {duration: 90 s, fill: blue, label: local disk}]
""")
    alt = result.alt
    assert "a grey staircase descending in five treads over eighteen minutes ruled every three minutes to a ready floor" in alt
    assert "The download tread is the longest, compile the second longest and schedule the shortest." in alt
    assert "a short blue bar marked object store, four minutes long, and a short blue bar marked local disk, ninety seconds long, both far shorter than the staircase" in alt


def test_an_uncertain_tread_is_said_dashed_and_no_total_is_claimed(compile_text):
    alt = compiled(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 0.2}, {duration: 3-4}, {duration: 0.7}, {duration: 1.2}]}\n").alt
    assert "the second tread far longer than the rest" in alt and "the second tread is dashed over its last minute" in alt, "said of the tread, not of the axis"
    assert " over " not in alt.split(".")[1], "a staircase with an uncertain tread has no length to state"


def test_the_node_lost_spec_lints_clean_and_says_its_fall(compile_text):
    from conftest import SPECS

    result, errors = compile_text((SPECS / "node-lost-and-back.yaml").read_text(encoding="utf-8"))
    assert not errors, errors
    assert "drops from its first tread to a floor marked zero replicas and runs along it as a red tread for six minutes" in result.alt
    assert "then climbs back in two blue steps of two levels each to the level it fell from" in result.alt


def test_the_axis_title_follows_the_floor(compile_text):
    alt = compiled(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 3}, {duration: 2}], floor: ready, axis: {title: minutes to ready, ticks: 1 min}}\n").alt
    assert "descending in two treads over five minutes ruled every minute to a ready floor, on an axis of minutes to ready" in alt


def test_a_staircase_by_values_says_its_value_axis_its_values_its_blocks_and_its_landing(compile_text):
    from staircase_examples import VALUED

    alt = compiled(compile_text, VALUED).alt
    assert "a grey staircase climbing in three blocks" in alt
    assert "to a landing marked done, on a value axis of stored from zero to one thousand gigabytes" in alt
    assert "The blocks stand at one hundred and twenty, two hundred and forty, and nine hundred and sixty gigabytes" in alt
