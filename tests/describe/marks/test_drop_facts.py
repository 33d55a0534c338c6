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
