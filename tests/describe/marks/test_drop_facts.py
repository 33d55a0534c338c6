"""What a drop states (a guide, `drops-to` from its anchor to an axis or a
thing) and what the "drop" form says of it."""

from __future__ import annotations

from annotation_examples import DEMAND, LANES
from conftest import compiled_marks, facts


def test_a_drop_from_the_peak_is_said_to_its_value_on_the_axis(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - drop: {from: demand.peak-1, label: 3 h}\n")
    facts(result.alt, "a dashed guide drops from the curve's peak to three hours on the axis")


def test_without_a_label_it_drops_to_the_axis_and_its_look_is_said(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - drop: {from: demand.at-1h, outline: dotted, colour: red}\n")
    facts(result.alt, "a red dotted guide drops from the curve at one hour to the axis")


def test_to_the_value_axis_it_runs(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - drop: {from: demand.peak-1, to: y-axis, label: 90}\n")
    facts(result.alt, "a dashed guide runs from the curve's peak to ninety on the value axis")


def test_through_a_timeline_it_drops_to_its_axis(compile_text):
    result = compiled_marks(compile_text, DEMAND + LANES + "  - drop: {from: demand.peak-1, to: lanes, label: 3 h}\n")
    facts(result.alt, "a dashed guide drops from the curve's peak through the timeline to three hours on its axis")


def test_through_a_timeline_without_a_label_it_says_the_round_place_it_meets(compile_text):
    """One guide through two timelines on one scale (checkpoint-save-phases):
    where it meets the second's axis is said, as a drop to `x-axis` says it."""
    text = ("  - timeline: {id: sync, unit: s, span: 110 s, lanes: [{segments: [{duration: 90 s, fill: blue}]}]}\n"
            "  - timeline: {id: later, below: sync, same-scale: sync, unit: s, span: 110 s, ticks: 10 s, lanes: [{segments: [{duration: 110 s, fill: grey}]}]}\n"
            "  - drop: {from: sync.lane-1.segment-1.end, to: later}\n")
    result = compiled_marks(compile_text, text)
    facts(result.alt, "through the timeline to ninety seconds on its axis")


# --- drops from any anchor (guides5) ---

def test_a_drop_from_a_crossing_is_said_from_the_crossing_to_its_place(compile_text):
    from annotation_examples import BREAK_EVEN

    result = compiled_marks(compile_text, BREAK_EVEN + "  - drop: {from: back.restore.crossing-1}\n")
    facts(result.alt, "a dashed guide drops from the curve's crossing with the solid blue restore to eight minutes on the axis")


def test_a_drop_from_an_end_says_that_end_and_where_it_meets_the_axis(compile_text):
    from annotation_examples import CLIMB

    result = compiled_marks(compile_text, CLIMB + "  - drop: {from: climb.landing.start}\n")
    facts(result.alt, "a dashed guide drops from the start of the landing marked serving to twenty-seven seconds on the axis")
