"""A whole is named by its own noun, never its members' ("the left grid", not
"the left GPU cell"); several grids say each one's total with its shape; a
line into a mark a titled frame encloses arrives into the frame's title
(issue 26, zone-move)."""

from __future__ import annotations

from conftest import compiled_marks

TWO_GRIDS = """\
  - row:
      id: regions
      gap: 144
      marks:
        - grid: {id: east, noun: GPU cell, rows: [[used, used, used, used], [free, free, free, free]]}
        - icon: {id: ckpt, name: save, label: last checkpoint}
        - grid: {id: west, noun: GPU cell, rows: [[used, used, used, used], [free, free, free, free]]}
  - frame: {around: [east], title: us-east-1}
  - frame: {around: [west], title: us-west-2}
  - bracket: {over: [east.row-2], side: below, label: no capacity}
  - connector: {from: ckpt, to: west, arrow: end, label: restore}
"""


def test_a_bracket_over_a_grids_row_names_the_grid_by_its_own_noun(compile_text):
    alt = compiled_marks(compile_text, TWO_GRIDS).alt
    assert "below the bottom row of the left grid" in alt and "left GPU cell" not in alt


def test_several_grids_say_each_ones_total_with_its_shape(compile_text):
    alt = compiled_marks(compile_text, TWO_GRIDS).alt
    assert "two grids, each of eight GPU cells in two rows of four" in alt


def test_a_line_into_a_framed_mark_arrives_into_the_frames_title(compile_text):
    alt = compiled_marks(compile_text, TWO_GRIDS).alt
    assert "leads right into us-west-2, to the right grid" in alt
    unframed = compiled_marks(compile_text, TWO_GRIDS.replace("  - frame: {around: [west], title: us-west-2}\n", "")).alt
    assert "into us-west-2" not in unframed


LANES = """\
  - timeline:
      id: step
      span: 700 ms
      ticks: 100 ms
      noun: GPU
      lanes:
        - {label: gpu 0, segments: [{end: 400 ms, fill: grey}, {end: 620 ms, fill: dark}]}
        - {label: gpu 7, segments: [{end: 560 ms, fill: grey}, {end: 620 ms, fill: dark}]}
  - note: {label: straggler, below: step.lane-2.segment-1, gap: 96, to: step.lane-2.segment-1}
"""


def test_a_note_led_to_a_lanes_stretch_is_said_as_that_stretchs_mark(compile_text):
    """Not "there is a note ... a thin leader joins the timeline to the note":
    the stretch is marked, by a leader, its words last."""
    alt = compiled_marks(compile_text, LANES).alt
    assert "stretch of the lane marked gpu seven is marked by a thin leader: straggler" in alt
    assert "There is a note" not in alt and "joins" not in alt
