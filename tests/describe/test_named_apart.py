"""Grammar faults found by readers, fixed where they arise (issue 26): two marks
of one kind named alike, a label said twice in a list, a mark placed against
one of its own noun."""

from __future__ import annotations

from blueprint.pipeline import compile_spec
from grammar import problems


def alt(body: str) -> str:
    return compile_spec(("blueprint: 1\n" + body).encode(), "t.yaml").alt


TWO_PANELS = """marks:
  - row:
      gap: 160
      marks:
        - column:
            label: before
            marks:
              - towers: {id: before, tiers: 2, towers: [{tiers: [solid, {colour: white}]}, {tiers: [solid, {colour: white}]}]}
        - column:
            label: after
            marks:
              - towers: {id: after, tiers: 2, towers: [{tiers: [solid, solid]}, {label: released, tiers: [dotted, dotted]}, {label: released, tiers: [dotted, dotted]}]}
  - connector: {from: before, to: after, arrow: end}
"""


def test_two_sets_of_towers_are_told_apart_by_their_panels_and_the_verb_agrees():
    text = alt(TWO_PANELS)
    assert "The towers under before send an arrow to the towers under after." in text, text
    assert "towers sends" not in text and "the towers to the towers" not in text.lower()
    assert problems(text) == [], text


def test_one_set_of_towers_keeps_its_plain_name():
    text = alt("""marks:
  - towers: {id: t, tiers: 2, towers: [{tiers: [solid]}, {tiers: [solid, solid]}]}
  - icon: {id: s, name: storage, right-of: t}
  - connector: {from: t, to: s, arrow: end}
""")
    assert "under" not in text and "The towers send" in text, text


def test_like_members_with_one_label_say_it_once():
    text = alt(TWO_PANELS)
    assert "released and released" not in text
    assert "both marked released" in text, text


def test_different_labels_are_still_listed():
    text = alt("""marks:
  - towers: {tiers: 2, towers: [{label: a, tiers: [dotted, dotted]}, {label: b, tiers: [dotted, dotted]}]}
""")
    assert "marked a and b" in text and "both marked" not in text, text


GRIDS = """marks:
  - grid: {id: big, noun: GPU cell, rows: [[used, free, used], [free, used, used]]}
  - grid: {id: small, left-of: big, gap: 200, noun: GPU cell, rows: [[free, free], [free, used]]LABEL}
"""


def test_a_grid_placed_against_a_grid_names_that_one_apart():
    text = alt(GRIDS.replace("LABEL", ""))
    assert "the grid stands a grid" not in text.lower(), text
    assert "To the left of the right grid stands a grid" in text, text


def test_a_grid_placed_against_a_labelled_grid_names_it_by_its_label():
    text = alt(GRIDS.replace("LABEL", "").replace("id: big,", "id: big, label: cluster,"))
    assert "To the left of the grid marked cluster stands a grid" in text, text


def test_a_mark_placed_against_another_kind_keeps_its_noun():
    text = alt("""marks:
  - grid: {id: big, noun: GPU cell, rows: [[used, free, used]]}
  - bar: {id: b, below: big, parts: [{share: 50%, fill: grey}]}
""")
    assert "Below the row stands" in text, text


def test_two_cells_all_alike_are_both():
    text = alt("""marks:
  - grid: {noun: GPU cell, rows: [[free, free]]}
""")
    assert "all two" not in text and "both" in text, text


def test_two_panels_side_by_side_say_which_stands_where_and_each_set_is_brought_in_under_its_panel():
    text = alt(TWO_PANELS)
    assert "side by side in two panels, before on the left and after on the right" in text, text
    assert "Under before, there are two towers" in text and "Under after, there are three towers" in text, text


def test_one_panel_is_not_said_left_or_right():
    text = alt("""marks:
  - row:
      marks:
        - column:
            label: before
            marks:
              - towers: {tiers: 2, towers: [{tiers: [solid]}, {tiers: [solid, solid]}]}
        - bar: {parts: [{share: 50%, fill: grey}]}
""")
    assert "on the left" not in text and "Under before" not in text, text


def test_members_all_alike_are_all_of_them():
    text = alt(TWO_PANELS)
    assert "Both have one solid grey tier at the bottom and a solid white one on top" in text, text
    assert "the first two each have" not in text.lower()
