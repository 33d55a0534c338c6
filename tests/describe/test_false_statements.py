"""Issue 26: classes of false statement readers found in the alt texts, each
shown by a small spec (the entries themselves: `test_reader_review.py`)."""

from __future__ import annotations

from blueprint.pipeline import compile_spec
from grammar import problems


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").alt


def _two_steps(y: str = "") -> str:
    """Two step lines level with each other but for one stretch in the middle."""
    return (
        "  - curve:\n      unit: min\n      span: 10 min\n" + y +
        "      series:\n"
        "        - {id: wanted, noun: replicas wanted, colour: grey, step: true, points: [[0, 2], [2 min, 8], [10 min, 8]]}\n"
        "        - {id: ready, noun: replicas ready, colour: blue, step: true, points: [[0, 2], [6 min, 8], [10 min, 8]]}\n"
    )


def test_series_level_for_part_of_the_way_are_not_said_to_stand_apart_throughout():
    said = alt(_two_steps())
    assert "stays above" not in said and "throughout" not in said
    assert "runs above the blue step line only from two to six minutes and level with it the rest of the time" in said  # review 10-C: a series whose noun the card never shows is named after the lead by its look
    assert problems(said) == []


def test_series_with_no_value_axis_are_not_on_a_pair_of_axes():
    said = alt(_two_steps())
    assert "pair of axes" not in said
    assert "two series over ten minutes" in said


def test_series_with_a_value_axis_keep_their_pair_of_axes():
    said = alt(_two_steps("      y: {title: replicas, ticks: 2}\n"))
    assert "two series on one pair of axes over ten minutes" in said


def test_a_series_drawn_after_another_ends_is_not_said_under_it():
    said = alt(
        "  - curve:\n      unit: k\n      span: 120 k\n      series:\n"
        "        - {id: used, noun: memory in use, colour: grey, points: [[0, 48], [100 k, 80]]}\n"
        "        - {id: needed, noun: memory needed, colour: grey, outline: dashed, points: [[100 k, 80], [120 k, 86]]}\n"
    )
    assert "stays under the memory needed" not in said
    assert "gives way to the grey dashed line at one hundred" in said  # review 10-C: a series whose noun the card never shows is named after the lead by its look


def test_a_curve_of_several_series_is_a_chart_not_a_curve():
    first = _two_steps().replace("curve:", "curve:\n      id: top", 1)
    second = _two_steps().replace("curve:", "curve:\n      id: low\n      same-scale: top", 1).replace("wanted", "asked").replace("ready", "served")
    said = compile_spec("blueprint: 1\nsubject: a lag\nmarks:\n" + first + second, "spec.yaml").alt
    assert ("two charts" in said or "two panels" in said) and "two curves" not in said  # panels on one scale (panels5) say "two panels"


def test_towers_with_taller_tiers_are_not_counted_in_ruler_steps():
    said = alt(
        "  - towers:\n      tiers: 12\n      towers:\n"
        "        - tiers: [{colour: dark, size: 5, label: weights}, {colour: blue, size: 3, label: cache}]\n"
        "        - tiers: [{colour: grey}]\n"
    )
    assert "twelve tiers" not in said
    assert problems(said) == []


def test_towers_of_single_tiers_keep_their_height():
    said = alt("  - towers:\n      tiers: 3\n      towers:\n        - tiers: [{colour: grey}]\n        - tiers: [{colour: grey}, {colour: blue}]\n")
    assert "each tower up to three tiers tall" in said


def test_a_staircase_with_no_axis_drawn_gives_no_length():
    said = alt("  - staircase: {unit: h, direction: up, steps: [{duration: 2 h, label: one}, {duration: 2 h, label: two}]}\n")
    assert "over four hours" not in said and "hours" not in said


def test_a_staircase_ruled_only_at_its_ends_gives_its_length_and_no_ruling():
    said = alt("  - staircase: {unit: s, direction: up, ticks: 27 s, steps: [{duration: 14}, {duration: 13}]}\n")
    assert "over twenty-seven seconds" in said and "ruled every" not in said


def test_a_climbing_staircase_reaches_its_words_not_a_level():
    said = alt("  - staircase: {unit: s, direction: up, floor: serving, ticks: 27 s, steps: [{duration: 14}, {duration: 13}]}\n")
    assert "level" not in said and "ending at serving" in said


def test_an_arrow_to_a_climbing_staircase_floor_goes_to_its_base_line():
    said = alt(
        "  - staircase: {id: run, unit: h, direction: up, steps: [{duration: 2 h, label: one}, {duration: 2 h, label: two}]}\n"
        "  - icon: {id: x, name: cross, colour: red, over: run.tread-2}\n"
        "  - connector: {from: x, to: run.floor, arrow: end, outline: dashed}\n"
    )
    assert "to the base line" in said and "level" not in said


def test_a_peak_cut_off_at_the_series_end_is_said():
    said = alt("  - curve: {unit: step, span: 3000, points: [[0, 10], [600, 60], [950, 60], [1000, 92], [1050, 60], [1950, 60], [2000, 92], [2050, 60], [2950, 60], [3000, 92]]}\n")
    assert "three peaks, the last at its end" in said and "climbing again" not in said  # review 6-C: the end spike is a peak to a reader


def test_lanes_one_per_day_are_no_race():
    said = alt(
        "  - timeline:\n      unit: h\n      span: 24 h\n      noun: day\n      lanes:\n"
        "        - {label: mon, segments: [{end: 24 h}], events: [{at: 10 h, event: kill}]}\n"
        "        - {label: tue, segments: [{end: 21 h}]}\n"
    )
    assert "finishes first" not in said


def test_a_restart_that_redoes_all_the_work_so_far_is_from_zero():
    said = alt(
        "  - timeline:\n      unit: h\n      span: 20 h\n      lanes:\n"
        "        - segments: [{start: 0, end: 4 h}, {start: 8 h, end: 9 h}, {start: 14 h, end: 19 h}]\n"
        "          events: [{at: 4 h, event: preempt}, {at: 4 h, event: restart, from: 0}, {at: 9 h, event: preempt}, {at: 9 h, event: restart, from: 4 h}]\n"
    )
    assert "restarts from four hours" not in said


def test_the_same_job_is_said_only_of_one_already_said():
    said = alt(
        "  - grid:\n      id: gpus\n      rows: [[used, used], [free, free]]\n"
        "      spans: [{id: freed, row: 2, start: 1, cells: 2, outline: dashed, colour: blue, same-as: priority}]\n"
        "  - grid:\n      id: queue\n      right-of: gpus\n      rows: [[free, free, free]]\n"
        "      spans: [{id: priority, row: 1, start: 1, cells: 1, colour: blue, fill: true, label: priority}]\n"
    )
    assert "the same" not in said.lower()


def test_a_labelled_stretch_in_dotted_outline_is_no_in_an_in():
    said = alt(
        "  - timeline:\n      unit: min\n      span: 10 min\n      lanes:\n"
        "        - segments: [{start: 0, end: 4 min, fill: grey}, {start: 4 min, end: 6 min, fill: grey, hatch: true}, {start: 6 min, end: 10 min, fill: none, outline: dotted, label: reclaimed}]\n"
        "          events: [{at: 6 min, event: kill}]\n"
    )
    assert "an in dotted" not in said and "in an in" not in said
    assert problems(said) == []


def test_a_span_beside_a_row_with_a_mark_under_it_has_no_double_comma():
    said = alt(
        "  - grid:\n      id: g\n      rows: [[used, free], [free, used]]\n"
        "      spans: [{id: job, row: 2, cells: 2, outside: right, outline: dashed, colour: blue, fill: true}]\n"
        "  - icon: {name: cross, colour: red, label: needs two, below: g.job}\n"
    )
    assert ",," not in said


def _lanes(*checkpoints: str) -> str:
    lanes = "".join(
        f"        - label: lane {name}\n          segments: [{{start: 0, end: 12 h, fill: grey}}]\n"
        f"          events: [{', '.join(f'{{at: {t} h, event: checkpoint}}' for t in times.split())}]\n"
        for name, times in zip("abcdef", checkpoints))
    return "  - timeline:\n      unit: h\n      span: 12 h\n      lanes:\n" + lanes


def test_lanes_said_together_say_how_many_each_holds():
    """Found by the property test (seed 254; spot-reclaims, driver-upgrade-lanes):
    lanes said together counted the icons of all of them with nothing to say
    so ("checkpoint with six blue save icons at two and four hours", where
    each lane has two): a reader took six for each lane's."""
    said = alt(_lanes("2 4", "2 4", "2 4"))
    assert "checkpoint with six blue save icons, two each, at two and four hours" in said


def test_lanes_whose_several_times_differ_are_not_said_together():
    """"checkpoint with four blue save icons at three, six, two and four
    hours" listed two lanes' icons as one: lanes are said together with
    differing times only where each holds one ("two blue save icons, one
    each, at three and seven hours", in lane order)."""
    said = alt(_lanes("3 6", "2 4", "5 9"))
    assert "four blue save icons" not in said and "six blue save icons" not in said
    assert "Lane a runs grey across all twelve hours and checkpoints with two blue save icons at three and six hours" in said
    assert "two blue save icons at two and four hours" in said
    one_each = alt(_lanes("3", "7"))
    assert "two blue save icons, one each, at three and seven hours" in one_each


# --- review 6-C: the classes behind reader C's false statements ----------------------------


def test_a_one_tier_tower_beside_towers_is_a_box():
    said = alt("  - towers:\n      towers:\n        - {label: a, tiers: [{colour: dark}, {colour: blue}]}\n        - {label: b, tiers: [{colour: grey, outline: dashed}]}\n")
    assert "a tower and a box standing on one shared foundation" in said and "two towers" not in said
    grown = alt("  - towers:\n      towers:\n        - {tiers: [{colour: blue}]}\n        - {tiers: [{colour: grey}, {colour: blue}]}\n        - {tiers: [{colour: grey}, {colour: grey}, {colour: blue}]}\n")
    assert "box" not in grown  # the first of a growing series stays a tower
    based = alt("  - towers:\n      towers:\n        - {tiers: [{colour: grey}]}\n        - {tiers: [{colour: grey}, {colour: blue}]}\n")
    assert "box" not in based  # a short tower of the others' base stays a tower


def test_a_bar_whose_parts_all_stand_apart_is_separate_boxes():
    said = alt("  - bar: {ends: parts, gaps: 8, parts: [{share: 30%, fill: grey}, {share: 30%, fill: blue}, {share: 40%, fill: grey}]}\n")
    assert "three separate boxes" in said and "bar" not in said
    joined = alt("  - bar: {ends: parts, parts: [{share: 30%, fill: grey}, {share: 70%, fill: blue}]}\n")
    assert "bar" in joined and "separate" not in joined


def test_a_bracket_over_cells_of_several_rows_stands_beside_those_rows():
    said = alt(
        "  - grid: {id: g, noun: cell, rows: [[used, used, idle, idle], [idle, idle, idle, idle], [used, used, used, used]]}\n"
        "  - bracket: {over: [g.row-1.cell-3, g.row-2.cell-4], side: right, label: idle}\n"
    )
    assert "right of the top two rows of cells" in said
    assert "third cell of the first row" not in said and "grouping" not in said  # reader 7b-C: the bracket covers the rows whole


def test_a_sentence_said_again_word_for_word_is_counted():
    from blueprint.describe.said_again import said_once
    from blueprint.describe.say.words import Words
    assert said_once([(("marks", 0), "There is a row of crosses."), (("marks", 1), "A bar."), (("marks", 2), "There is a row of crosses.")], Words()) == [
        "There is a row of crosses.", "A bar.", "There is a second row of crosses."]
