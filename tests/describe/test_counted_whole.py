"""facts6-shapes: what a reader counts first is said first. A column of like
things that look apart is counted whole ("a column of three GPU cards: the
top two ..."); a cross on one of a fan's links names that link by where it
goes; towers name their first member, say what stands at the bottom and call
the rest "the other two"; stacks that repeat the one before say the older
tiers stand beneath one more; a row of things all apart is counted."""

from __future__ import annotations

from conftest import compiled_marks

COLUMN = """
  - icon: {id: lb, name: balancer}
  - column:
      id: cards
      right-of: lb
      marks:
        - icon: {id: card-1, name: gpu, status: grey}
        - icon: {id: card-2, name: gpu, status: grey}
        - icon: {id: card-3, name: gpu, status: white}
  - connector: {from: lb, to: card-1, arrow: end}
  - connector: {from: lb, to: card-2, arrow: end}
  - connector: {from: lb, to: card-3, arrow: end, cut: 50%}
"""

MIDDLE = """
  - column:
      id: cards
      marks:
        - icon: {id: card-1, name: gpu, status: white}
        - icon: {id: card-2, name: gpu, status: grey}
        - icon: {id: card-3, name: gpu, status: grey}
        - icon: {id: card-4, name: gpu, status: white}
"""

ROW = """
  - row:
      marks:
        - icon: {name: database, label: object storage}
        - icon: {name: storage, label: node cache}
        - icon: {name: gpu, label: gpu memory}
"""

TOWERS = """
  - towers:
      towers:
        - tiers: [{colour: blue, size: 3 GB}]
        - tiers: [{colour: grey, size: 3 GB}, {colour: blue, size: 2 GB}]
        - tiers: [{colour: grey, size: 3 GB}, {colour: grey, size: 2 GB}, {colour: blue, size: 5 GB}]
"""

RELEASED = """
  - towers:
      tiers: 2
      towers:
        - tiers: [grey, grey]
        - {label: released, tiers: [dotted, dotted]}
        - {label: released, tiers: [dotted, dotted]}
"""


def test_a_column_of_like_things_that_look_apart_is_counted_whole(compile_text):
    alt = compiled_marks(compile_text, COLUMN).alt
    assert "a column of three GPU cards: the top two whose status bars are grey and the bottom one, a GPU card whose status bar is white" in alt, alt


def test_a_run_in_the_middle_of_a_column_keeps_the_runs_said_apart(compile_text):
    alt = compiled_marks(compile_text, MIDDLE).alt
    assert "four GPU cards:" not in alt, alt  # the grey two stand at no end: "the top two" would be false


def test_a_cross_on_one_of_a_fans_arrows_names_that_arrow(compile_text):
    alt = compiled_marks(compile_text, COLUMN).alt
    assert "three arrows into" in alt, alt  # one way for all, or none: not "up" when only the first goes up
    assert "A red cross cuts the arrow into the bottom card." in alt, alt


def test_a_row_of_things_all_apart_is_counted(compile_text):
    alt = compiled_marks(compile_text, ROW).alt
    assert "three icons in a row: a database marked object storage, a storage icon marked node cache and a GPU card marked gpu memory" in alt, alt  # counted by what they are (words19)


def test_towers_that_repeat_the_one_before_say_the_older_tiers_stand_beneath(compile_text):
    alt = compiled_marks(compile_text, TOWERS).alt
    assert "each repeat the one before in solid grey beneath one more tier on top, a solid blue one" in alt, alt


def test_the_first_tower_is_named_the_bottom_said_and_the_rest_are_the_other_two(compile_text):
    alt = compiled_marks(compile_text, RELEASED).alt
    assert "The first tower has two solid grey tiers" in alt, alt
    assert "the other two, both marked released, each have two dotted outlines" in alt, alt


QUEUE = """
  - bar:
      id: queue
      ends: parts
      gaps: 16
      width: 50%
      parts:
        - {share: 60%, fill: none, outline: dashed}
        - {id: front, share: 40%, fill: none, outline: dashed, means: the job at the front of the queue}
  - grid:
      id: gpus
      noun: GPU cell
      right-of: queue
      rows: [[used, used, used, free]]
  - connector: {from: queue.front, to: gpus.row-1.cell-4, arrow: end}
"""

SPANS = """
  - grid:
      id: gpus
      noun: GPU cell
      rows: [[used, used], [free, free]]
      spans: [{id: freed, row: 2, start: 1, cells: 2, outline: dashed, colour: blue}]
  - grid:
      id: queue
      noun: queued job
      right-of: gpus
      rows: [[free, free, free]]
      spans: [{id: priority, row: 1, start: 1, cells: 1, colour: blue, fill: true, noun: priority job}]
  - connector: {from: queue.priority, to: gpus.freed, colour: blue, arrow: end}
"""

FRAMES = """
  - row:
      gap: 96
      marks:
        - icon: {id: a, name: gpu}
        - icon: {id: b, name: gpu}
  - frame: {id: fa, around: [a], title: before}
  - frame: {id: fb, around: [b], title: after}
  - connector: {from: fa, to: fb, arrow: end}
"""


def test_one_cell_apart_in_a_row_counts_the_rest(compile_text):
    alt = compiled_marks(compile_text, QUEUE).alt
    assert "one cell is white and the other three grey" in alt, alt


def test_a_part_the_writer_says_the_meaning_of_is_named_by_it(compile_text):
    alt = compiled_marks(compile_text, QUEUE).alt
    assert "The job at the front of the queue sends an arrow to the white fourth GPU cell" in alt, alt


def test_a_span_whose_noun_another_thing_shares_is_named_with_its_row(compile_text):
    alt = compiled_marks(compile_text, SPANS).alt
    assert "sends a blue arrow to the job in the second row" in alt, alt


def test_two_frames_side_by_side_say_the_arrow_between_them(compile_text):
    alt = compiled_marks(compile_text, FRAMES).alt
    assert "Two frames stand side by side: before on the left and after on the right, and an arrow leads from before to after." in alt, alt
    assert alt.count("arrow") == 1, alt  # said once, with the frames
