"""Columns at places are said where they stand on the axis, and values
written with a unit are said in that unit (vocab13)."""

from __future__ import annotations

from conftest import compiled_marks, facts, spec_text
from marks.test_columns_placed import STRIP


def test_placed_columns_are_said_at_their_places_in_their_own_units(compile_text):
    alt = compiled_marks(compile_text, STRIP).alt
    facts(alt, "on the same time scale", "a dark column at six hours, six minutes tall", "a blue column at seven hours, forty seconds tall")
    assert "three hundred and sixty" not in alt, "said as written, not in the axis's seconds"


def test_a_run_of_placed_columns_says_its_places_once_with_their_unit(compile_text):
    chart = STRIP.replace("{at: 7 h, value: 40 s, fill: blue}", "{at: 7 h, value: 6 min, fill: dark}")
    alt = compiled_marks(compile_text, chart).alt
    facts(alt, "three dark columns at six, seven and fourteen hours, each six minutes tall")


def test_the_axis_of_placed_columns_is_said_in_its_unit_not_in_columns(compile_text):
    """A ruled axis under columns at places is said in its own unit ("along an
    axis of hours ruled every hour"), never as a count of columns ("ruled every
    three thousand six hundred columns": its step in seconds read as slots)."""
    result, errors = compile_text(spec_text("blueprint: 1", "subject: loads", "marks:", "  - columns:", "      noun: scale-up", "      x: {ticks: 1 h}",
                                            "      columns: [{at: 1 h, value: 3}, {at: 3 h, value: 5}]"))
    assert not errors and result is not None, errors
    assert "along an axis of hours ruled every hour" in result.alt, result.alt
    assert "columns" not in result.alt.split("ruled every", 1)[1].split(",", 1)[0]
