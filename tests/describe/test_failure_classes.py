"""Issue 12's failure classes, one or more tests each, on our own examples:
the alt text must not fall back into any of them (tests elsewhere go deeper)."""

from __future__ import annotations

from conftest import compiled_marks, spec_text


def alt(compile_text, marks: str) -> str:
    return compiled_marks(compile_text, marks).alt


# --- colour and meaning --------------------------------------------------------------


def test_colour_and_meaning_are_said(compile_text):
    assert "a grey curve of demand" in alt(compile_text, "\n  - curve: {noun: demand, values: [10, 30, 60, 40, 20]}\n"), "the main series has its colour"
    assert "grey where in use and white where free" in alt(compile_text, "\n  - grid: {rows: [[used, free, used, free]]}\n"), "cells by meaning"
    full = alt(compile_text, "\n  - bar: {parts: [{share: 100%, fill: blue}]}\n")
    assert "filled in blue" in full and "empty" not in full, "a bar blue all over is not empty"


# --- shapes ----------------------------------------------------------------------------


def test_shapes_are_read_as_the_eye_sees_them(compile_text):
    assert "climbing steeply then holding a flat plateau" in alt(compile_text, "\n  - curve: {values: [18, 34, 48, 58, 64, 66, 66.5, 67, 67, 67, 67]}\n")
    assert "doubling in four steps" in alt(compile_text, "\n  - curve: {step: true, values: [1, 2, 4, 8, 16, 16]}\n")
    drop = alt(compile_text, "\n  - curve: {unit: min, span: 180 min, values: [82, 84, 83, 85, 84, 83, 0, 0, 0, 0, 20, 55, 78, 83, 84, 82, 85, 84, 83]}\n")
    assert "dropping to zero" in drop and "climbing back" in drop and "peak" not in drop, "a fall to zero and a climb back is no peak"
    over = alt(compile_text, "\n  - curve: {step: true, values: [1, 2, 4, 8, 16, 16], lines: [{at: 5}]}\n")
    assert "more than three times the line" in over, "exceeded several times over"


# --- repeats instead of counts ---------------------------------------------------------


def test_like_things_are_counted_not_repeated(compile_text):
    said = alt(compile_text, "\n  - curve: {unit: h, span: 12 h, values: [50, 60, 55, 70, 65], marks: [{at: 3 h, icon: save}, {at: 6 h, icon: save}, {at: 9 h, icon: save}]}\n")
    assert "Three blue save icons stand over the curve at three, six and nine hours." in said and said.count("save icon") == 1


# --- events ------------------------------------------------------------------------------


def test_events_are_said_by_what_they_do(compile_text):
    preempted = alt(compile_text, "\n  - timeline: {unit: h, span: 12 h, lanes: [{segments: [{start: 0, end: 12 h}], events: [{at: 5 h, event: preempt}]}]}\n")
    assert "is interrupted at a red cross at five hours" in preempted and "terminated" not in preempted
    redone = alt(compile_text, "\n  - timeline: {unit: h, span: 12 h, lanes: [{segments: [{end: 4 h}, {duration: 4 h, fill: red, hatch: true}], events: [{at: 4 h, event: kill}]}]}\n")
    assert "redoes four hours in red hatching" in redone, "red hatching drawn by hand is work redone"


# --- labels and positions -------------------------------------------------------------------


def test_labels_name_lanes_and_one_bar_is_no_top_bar(compile_text):
    lanes = alt(compile_text, "\n  - timeline: {unit: h, span: 24 h, lanes: [{label: mon, segments: [{end: 9 h}]}, {label: tue, segments: [{end: 24 h}]}]}\n")
    assert "mon" in lanes and "tue" in lanes and "first lane" not in lanes
    one = alt(compile_text, "\n  - bar: {parts: [{share: 60%, fill: grey, label: busy}]}\n")
    assert "top bar" not in one


# --- numbers and words --------------------------------------------------------------------------


def test_numbers_are_words_with_units_and_fractions_reduced(compile_text):
    assert "one third" in alt(compile_text, "\n  - bar: {parts: [{share: 2/6, fill: blue}]}\n")
    said = alt(compile_text, "\n  - staircase: {unit: min, ticks: 1, steps: [{duration: 2}, {duration: 6}, {duration: 3}]}\n")  # ruled: its length is seen
    assert "eleven minutes" in said and not any(ch.isdigit() for ch in said), "a unit with every number, no figures"


# --- comparisons ----------------------------------------------------------------------------------


def test_comparisons_the_values_show_are_drawn_out(compile_text):
    bar = alt(compile_text, "\n  - bar: {parts: [{share: 20%, fill: blue}, {share: 60%, fill: grey}, {share: 20%, fill: dark}]}\n")
    assert "the widest of the three" in bar or "covers over half" in bar
    stairs = alt(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 1, label: pull}, {duration: 4, label: load}, {duration: 2.5, label: compile}, {duration: 0.5, label: warm}]}\n")
    assert "The load tread is the longest" in stairs and "warm the shortest" in stairs


def test_a_restart_from_a_point_is_said_from_that_point_in_the_summary_too(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      span: 6 h", "      lanes:",
        "        - {label: a, segments: [{start: 0, end: 3 h}], events: [{at: 3 h, event: kill}, {at: 3 h, event: restart, from: 1 h}]}",
        "        - {label: b, segments: [{start: 0, end: 6 h}], events: [{at: 3 h, event: preempt}]}",
    ))
    assert not errors, errors
    assert "restarts from one hour" in result.alt and "from zero" not in result.alt


def test_grey_is_said_every_time_a_noun_also_comes_in_other_colours(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - towers:",
        "      towers:",
        "        - {label: a, tiers: [solid dark, solid grey]}",
        "        - {label: b, tiers: [solid dark, solid grey, solid dark, solid grey, solid dark]}",  # no pattern repeated whole: each tier said
    ))
    assert not errors, errors
    assert "a solid one" not in result.alt and result.alt.count("grey") >= 3, result.alt


def test_like_marks_with_the_same_words_are_counted_and_crosses_cut_together(compile_text):
    said = alt(compile_text, "\n  - curve: {unit: h, span: 6 h, values: [1, 5, 6, 7, 7, 7, 8], marks: ["
                             "{at: 2 h, icon: save, label: checkpoint}, {at: 4 h, icon: save, label: checkpoint}, {at: 5 h, icon: save, label: final}]}\n")
    assert "Two blue save icons marked checkpoint stand over the curve at two and four hours and a blue save icon marked final stands over the curve at five hours." in said, said
    cuts = alt(compile_text, "\n  - curve: {unit: h, span: 6 h, values: [1, 5, 6, 7, 7, 7, 8], marks: [{at: 2 h, place: curve, icon: cross}, {at: 5 h, place: curve, icon: cross}]}\n")
    assert "Two red crosses cut the curve at two and five hours." in cuts, cuts


def test_a_run_that_warms_up_then_is_lost_and_comes_back_reads_as_one_level_with_a_drop(compile_text):
    said = alt(compile_text, "\n  - curve: {unit: h, span: 12 h, values: [10, 82, 88, 87, 89, 88, 89, 88, 0, 52, 87, 89, 88]}\n")
    assert ("climbing steeply, then holding flat near eighty-eight from one hour, dropping to zero at eight hours"
            " and climbing back to its old level by ten hours") in said and "peak" not in said, said


def test_a_jagged_line_about_a_level_hovers_and_its_verb_agrees_with_its_head(compile_text):
    """Swinging from thirty to fifty-two, it was 'flat at thirty-eight'; named
    'utilization with four workers', its verb was plural."""
    said = alt(compile_text, "\n  - curve: {unit: min, span: 60 min, series: ["
                             "{id: a, noun: utilization with four workers, values: [38, 52, 30, 48, 35, 50, 32, 47, 36, 51, 33, 49, 37]},"
                             " {id: b, noun: utilization with sixteen workers, colour: blue, values: [20, 88, 91, 90, 92, 89, 91, 90, 92, 90, 91, 89, 90]}]}\n")
    assert "hovering between thirty and fifty-two throughout" in said and "flat at" not in said, said
    assert "utilization with four workers, hovering between thirty and fifty-two throughout, crosses" in said, said
    quiet = alt(compile_text, "\n  - curve: {unit: min, span: 60 min, values: [50, 51, 50, 49, 50, 51, 50, 49, 50, 51, 50, 49, 50]}\n")
    assert "flat at fifty throughout" in quiet, quiet


GRID_AND_QUEUE = """
  - grid:
      id: gpus
      row-labels: [node-a, node-b]
      rows: [[used, used, used, used, used, used, used, used], [used, used, used, red, free, free, free, free]]
      crosses: [12]
      spans: [{id: next, row: 2, start: 5, cells: 4, outline: dashed, colour: blue, label: next job}]
  - icon: {id: pending, name: queue, outline: dashed, label: pending job, below: gpus, align: right}
  - connector: {from: pending, to: gpus.next, arrow: end, colour: blue}
"""


def test_an_arrow_into_a_span_names_the_span_and_a_lone_cross_names_its_cell(compile_text):
    """It said 'sends a blue arrow up to the grid' and 'a red cross cuts a cell'."""
    said = alt(compile_text, GRID_AND_QUEUE)
    assert "sends a blue arrow up to the job marked next job" in said, said
    assert "a red cross cuts the red hatched cell" in said, said
    plain = alt(compile_text, GRID_AND_QUEUE.replace("used, used, used, red, free", "used, used, used, used, free"))
    assert "a red cross cuts the fourth cell of node-b" in plain, plain


def test_words_alone_on_a_curve_are_labels_not_blocks(compile_text):
    said = alt(compile_text, "\n  - curve: {unit: h, span: 6 h, values: [1, 5, 6, 7, 7, 7, 8], marks: [{at: 2 h, label: retry}, {at: 4 h, label: retry}]}\n")
    assert "block" not in said and said.lower().count("a label marked retry") == 2, said


def test_words_alone_on_the_curve_mark_their_point_with_a_dot(compile_text):
    """Issue 27: words alone `on` the curve drew no dot, and were said as a label."""
    said = alt(compile_text, "\n  - curve: {unit: h, span: 6 h, values: [1, 5, 6, 7, 7, 7, 8], marks: [{at: 2 h, place: curve, label: retry}, {at: 4 h, place: curve, label: retry}]}\n")
    assert "Two blue dots marked retry sit on the curve at two and four hours." in said, said
