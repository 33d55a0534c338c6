"""Columns at places are said where they stand on the axis, and values
written with a unit are said in that unit (vocab13)."""

from __future__ import annotations

from conftest import compiled_marks, facts
from marks.test_columns_placed import STRIP


def test_placed_columns_are_said_at_their_places_in_their_own_units(compile_text):
    alt = compiled_marks(compile_text, STRIP).alt
    facts(alt, "on the same time scale", "a dark column at six hours, six minutes tall", "a blue column at seven hours, forty seconds tall")
    assert "three hundred and sixty" not in alt, "said as written, not in the axis's seconds"


def test_a_run_of_placed_columns_says_its_places_once_with_their_unit(compile_text):
    chart = STRIP.replace("{at: 7 h, value: 40 s, fill: blue}", "{at: 7 h, value: 6 min, fill: dark}")
    alt = compiled_marks(compile_text, chart).alt
    facts(alt, "three dark columns at six, seven and fourteen hours, each six minutes tall")
