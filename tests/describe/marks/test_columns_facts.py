"""What a column chart states and how the alt text reads it: the count and
the scale, each column from the left with its look, label and value in its
unit, and the column that stands clear."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks, facts
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
