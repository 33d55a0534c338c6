"""What a group (`row`, `column`) states: a panel, a row or a column, where it
stands among the groups beside it and how it was placed."""

from __future__ import annotations

from blueprint.describe.lexicon.group import group_noun
from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks, spec_text

PANELS = """
  - row:
      marks:
        - column: {id: l, label: before, marks: [{icon: {name: gpu}}]}
        - column: {id: r, label: after, marks: [{icon: {name: gpu, colour: blue}}]}
"""


def test_a_labelled_group_of_one_is_a_panel_else_its_kind():
    assert group_noun("column", True, 1) == "panel"
    assert group_noun("column", True, 3) == "column"
    assert group_noun("row", False, 1) == "row"


def test_groups_state_their_noun_arrangement_place_and_relation(compile_text):
    result = compiled_marks(compile_text, PANELS)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    said = {n.id: describer_of(n).facts(n, ctx) for n in result.spec.marks if n.kind.holds_marks}
    (row,), (left,), (right,) = said[None].things, said["l"].things, said["r"].things
    assert (row.noun, row.arrangement, row.among) == ("row", "row", None)
    assert (left.noun, left.label, left.among, left.arrangement, left.form) == ("panel", "before", "left", "column", "links")
    assert (right.noun, right.among) == ("panel", "right")
    assert not describer_of(result.spec.marks[0]).counted


def test_a_group_placed_against_a_mark_states_where_it_stands(compile_text):
    result = compiled_marks(compile_text, """
  - icon: {id: hub, name: server}
  - column: {id: q, label: queue, below: hub, marks: [{icon: {name: model}}, {icon: {name: model}}]}
""")
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = result.spec.marks[1]
    statement = describer_of(node).facts(node, ctx)
    assert (statement.things[0].noun, statement.things[0].label) == ("column", "queue"), "a labelled group of two is no panel"
    assert [(r.verb, r.object) for r in statement.relations] == [("stands-below", ("marks", 0, "icon"))]


def test_a_groups_alt_replaces_what_is_said_of_it_and_what_it_holds(compile_text):
    """Issue 27: the `alt` of a column in a row, or of a column holding one
    mark, was never said: the marks it held spoke instead."""
    nested, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - row:",
        "      marks:",
        "        - column: {label: before, alt: the old cluster, marks: [{bar: {parts: [{share: 40%}]}}]}",
        "        - column: {label: after, marks: [{bar: {parts: [{share: 70%}]}}]}",
    ))
    assert not errors, errors
    assert "The old cluster." in nested.alt and "four tenths" not in nested.alt and "seven tenths" in nested.alt, nested.alt
    alone, _ = compile_text(spec_text("blueprint: 1", "marks:", "  - column: {label: before, alt: the old cluster, marks: [{bar: {parts: [{share: 40%}]}}]}"))
    assert alone.alt.endswith("Blueprint of the old cluster."), alone.alt
