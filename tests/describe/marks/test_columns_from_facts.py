"""What a column from a value states (vocab16): where it hangs, a chart of
columns each hanging where the one before ended said as a waterfall, a
part's value in its own unit, and one guide over a gap said running level
from a top to a top."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks, facts
from marks.test_columns_from import GUIDES, WATERFALL


def _chart(result):
    node = result.spec.marks[0]
    (chart,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    return chart


def test_a_column_from_a_value_states_where_it_hangs_and_the_chart_a_waterfall(compile_text):
    chart = _chart(compiled_marks(compile_text, WATERFALL))
    assert [m.hangs for m in chart.members] == [None, ("760", "1000"), ("650", "760"), None]
    assert chart.waterfall == "down"


def test_the_alt_text_says_the_waterfall_and_each_piece_hanging(compile_text):
    alt = compiled_marks(compile_text, WATERFALL + GUIDES).alt
    facts(alt, "four columns stepping down as a waterfall on one value axis of gpu-hours in hours",
          "a grey hatched column marked idle two hundred and forty hours hanging from seven hundred and sixty to one thousand hours",
          "A dashed guide runs level from the top of the column marked paid one thousand hours to the top of the column marked idle",
          "runs level from the foot of the column marked idle two hundred and forty hours to the top of the column marked startup")
    assert "two dashed guides" not in alt.lower()


def test_columns_that_do_not_chain_are_no_waterfall(compile_text):
    chart = _chart(compiled_marks(compile_text, "  - columns: {columns: [{value: 10}, {value: 2, from: 3}, {value: 4, from: 1}]}\n"))
    assert chart.waterfall is None and chart.members[1].hangs == ("3", "5")


def test_columns_each_on_the_top_of_the_one_before_step_up(compile_text):
    chart = _chart(compiled_marks(compile_text, "  - columns: {columns: [{value: 2}, {value: 3, from: 2}, {value: 1, from: 5}]}\n"))
    assert chart.waterfall == "up"


def test_a_parts_value_with_a_unit_is_said_as_written(compile_text):
    alt = compiled_marks(compile_text, "  - columns: {y: {unit: min, ticks: 60}, columns: [{value: 1 h, parts: [{value: 30 min, fill: red}]}]}\n").alt
    facts(alt, "with a red part of thirty minutes past it")


def test_a_hanging_column_with_parts_is_said_to_its_own_top_not_past_its_parts(compile_text):
    spec = "  - columns: {y: {unit: h, ticks: 100}, columns: [{value: 500 h}, {from: 300 h, value: 100 h, parts: [{value: 50 h, label: x}]}]}\n"
    result = compiled_marks(compile_text, spec)
    assert _chart(result).members[1].hangs == ("300", "400")  # its foot and its value: the part stacks past the top
    facts(result.alt, "hanging from three hundred to four hundred hours")
    assert "four hundred and fifty" not in result.alt


def test_parts_written_with_a_unit_are_said_in_it_where_columns_share_their_stacks(compile_text):
    spec = ("  - columns: {y: {unit: min, ticks: 60}, columns: [{value: 60 min, parts: [{value: 1 h}, {value: 2 h}]},\n"
            "      {value: 60 min, parts: [{value: 2 h}, {value: 30}]}]}\n")
    alt = compiled_marks(compile_text, spec).alt
    facts(alt, "one and two hours in the first column", "two hours and thirty minutes in the second column")
    assert "one minute" not in alt and "two minutes" not in alt


def test_columns_of_one_figure_in_different_units_are_not_said_as_one_run(compile_text):
    alt = compiled_marks(compile_text, "  - columns: {y: {unit: min, ticks: 60}, columns: [{value: 1 h}, {value: 1}, {value: 1, parts: [{value: 1 h}]}, {value: 1, parts: [{value: 1}]}]}\n").alt
    facts(alt, "at one hour", "at one minute", "of one hour past it", "of one minute past it")
    assert "each at" not in alt
