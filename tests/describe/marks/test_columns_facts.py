"""What a column chart states and how the alt text reads it: the count and
the scale, each column from the left with its look, label and value in its
unit, and the column that stands clear."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks, facts, spec_text
from marks.test_columns import CHART


def test_a_column_chart_states_its_columns_in_order_with_their_values(compile_text):
    result = compiled_marks(compile_text, CHART)
    node = result.spec.marks[0]
    (chart,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    assert (chart.form, chart.count, chart.label, chart.part_noun) == ("columns", 3, "price per hour", "$")
    assert [(m.label, m.amount, m.quality) for m in chart.members] == [("on-demand", "4", "tallest"), ("reserved", "2.5", None), ("spot", "1.2", "shortest")]


def test_alt_text_reads_the_scale_then_each_column_then_the_one_that_stands_clear(compile_text):
    alt = compiled_marks(compile_text, CHART).alt
    facts(alt, "three columns on one value axis of price per hour in dollars",
          "a grey column marked on-demand at four dollars", "a grey one marked reserved at two point five dollars",
          "a blue column marked spot at one point two dollars", "the spot column is the shortest")


def test_columns_alike_in_height_name_none_the_tallest(compile_text):
    alt = compiled_marks(compile_text, "  - columns: {columns: [{value: 4, label: a}, {value: 3.8, label: b}, {value: 3.9, label: c}]}\n").alt
    assert "tallest" not in alt and "shortest" not in alt
    facts(alt, "three columns on one scale", "a grey column marked a at four")


def test_neighbouring_columns_alike_are_said_as_a_run_and_a_meaning_once(compile_text):
    """Twenty-four hourly columns of one look are said as the eye reads the
    chart, a run of equal ones at a time, and what the look means once
    (warm-pools listed all twenty-four, each with its meaning)."""
    columns = ", ".join(
        "{value: %d, fill: grey, hatch: true, means: spare GPUs kept warm%s}" % (value, ", label: '%02d'" % hour if hour % 6 == 0 else "")
        for hour, value in enumerate([2] * 6 + [4] * 2 + [8] * 10 + [6] * 3 + [3] * 3)
    )
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - columns:", "      noun: hour", f"      columns: [{columns}]"))
    assert not errors, errors
    alt = result.alt
    assert alt.count("spare GPUs kept warm") == 1, alt
    assert "six grey hatched hours at two, the first marked zero" in alt, alt
    assert "ten at eight, the tallest, the fifth marked twelve" in alt, alt  # the run that holds the greatest value (review 8-A)
    assert "three at three" in alt, alt


def test_a_stacked_part_hanging_columns_and_cells_are_said(compile_text):
    from marks.test_columns import STACKED

    alt = compiled_marks(compile_text, STACKED.replace("values: none", "hang: true")).alt
    facts(alt, "two columns hanging down from a baseline", "from the left hang a blue column at ten, meaning saved",
          "with a red hatched part of six past it, meaning missed")
    alt = compiled_marks(compile_text, "  - columns: {cells: spare GPU, noun: hour, columns: [{value: 2, hatch: true}, {value: 2, hatch: true}, {value: 3, hatch: true}]}\n").alt
    facts(alt, "each a stack of cells, one cell per spare GPU", "of two cells", "of three cells")


def test_an_axis_along_the_slots_is_said_by_its_step_and_words(compile_text):
    from marks.test_columns import HOURS

    result = compiled_marks(compile_text, HOURS)
    node = result.spec.marks[0]
    (chart,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    assert chart.ruled == "1" and [name for _, name in chart.axis.names] == ["0", "2", "4", "6"]
    facts(result.alt, "six hours on one scale, along an axis of hours ruled every hour, marked zero, two, four and six")
    named = HOURS.replace("{ticks: 1, labels: 2}", "{title: hour of day, ticks: [{at: 0, label: '00'}, 3, {at: 6, label: '06'}], labels: named}")
    facts(compiled_marks(compile_text, named).alt, "along an axis of hour of day ruled every three hours, marked zero and six")


# A line across the columns and the columns over it (trydraw9a).
from marks.test_columns import CEILING  # noqa: E402


def test_a_line_across_is_stated_with_the_columns_over_it_and_those_reaching_it(compile_text):
    result = compiled_marks(compile_text, CEILING.replace("value: 8,", "value: 10,"))
    node = result.spec.marks[0]
    (chart,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    (across,) = chart.across
    assert (across.line.id, across.line.at, across.line.label, across.over, across.reach) == ("ceiling", 80, "80 gb ceiling", (2,), (1,))


def test_alt_text_says_the_line_at_its_value_and_who_stands_over_it(compile_text):
    facts(compiled_marks(compile_text, CEILING.replace("value: 8,", "value: 10,")).alt,
          "a dashed line marked eighty gigabyte ceiling runs across the columns: the b column stands over it and the a column reaches it")  # its label says its value: said once (session 13)
    facts(compiled_marks(compile_text, CEILING.replace("value: 20,", "value: 5,")).alt, "every column stands under it")
    facts(compiled_marks(compile_text, CEILING).alt, "the b column stands over it and the other stands under it", "marked over of twenty gigabytes past it")
