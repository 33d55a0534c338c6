"""What a dimension line states (itself, and `measures` from it to its two
ends) and what the "dimension" form says of it."""

from __future__ import annotations

from annotation_examples import DEMAND, STAIRS
from conftest import compiled_marks, facts


def test_a_dimension_line_is_said_from_end_to_end_with_its_measure(compile_text):
    result = compiled_marks(compile_text, STAIRS + "  - dimension: {from: stairs.tread-1, to: stairs.tread-3, label: 90 s, means: the whole restore}\n")
    facts(result.alt, "a dimension line runs from the tread marked pull to the tread marked warm, marked ninety seconds, standing for the whole restore")


def test_between_points_of_a_curve_it_names_where_they_stand(compile_text):
    result = compiled_marks(compile_text, DEMAND + "  - dimension: {from: demand.at-1h, to: demand.at-3h, side: above, colour: blue, label: 2 h}\n")
    facts(result.alt, "a blue dimension line runs from the curve at one hour to the curve's peak, marked two hours")


def test_the_writers_alt_replaces_what_it_says(compile_text):
    result = compiled_marks(compile_text, STAIRS + "  - dimension: {from: stairs.tread-1, to: stairs.tread-3, alt: the restore takes ninety seconds}\n")
    facts(result.alt, "the restore takes ninety seconds")
    assert "dimension line" not in result.alt
