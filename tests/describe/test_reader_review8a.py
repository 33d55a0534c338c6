"""Issue 26, review 8-A: the false statement a blind reader found (autoscale-steps),
the misleading items a general rule fixes, and the facts of bin-packing-before-after
and warm-pools the describer now says. Each rule is pinned on the entry the reader
read and on small specs of several marks (what must not be said, and what must)."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.describe.say.names import Name, numbered_names
from blueprint.pipeline import compile_spec


def _alt(text: str) -> str:
    return compile_spec(text, "review8a.yaml", draft=True).alt  # the words, whatever lint says of the drawing


# --- the false statement --------------------------------------------------------------


def test_autoscale_steps_first_step_is_not_earlier():
    # 8-A, false: "climbs the same four steps as the grey staircase, each earlier, at two, ten and
    # twenty-six minutes" -- the first step (to one GPU) is the grey's too, at the start; only three rise earlier
    alt = alt_of("autoscale-steps")
    assert "four steps as the grey staircase, each earlier" not in alt
    assert "the first with it at the start and the other three each earlier, at two, ten and twenty-six minutes" in alt
    # missed: from thirty-six minutes the two staircases are one, at eight
    assert "from thirty-six minutes runs as one with it at eight" in alt


STAIRS = """
blueprint: 1
marks:
  - curve:
      unit: min
      span: 40 min
      series:
        - {id: a, noun: slow, colour: grey, staircase: true, points: [[0, 1], [10 min, 2], [30 min, 4], [40 min, 4]]}
        - {id: b, noun: fast, colour: blue, staircase: true, points: [[0, 1], [%s, 2], [%s, 4], [40 min, 4]]}
"""


def test_same_steps_earlier_say_where_they_meet():
    alt = _alt(STAIRS % ("5 min", "20 min"))
    assert "the first with it at the start and the other two each earlier, at five and twenty minutes" in alt
    assert "from thirty minutes runs as one with it at four" in alt


def test_same_steps_later_say_no_meeting_of_their_own():
    # the later staircase's own last step is where the two meet: said once, by "later, at ..."
    alt = _alt(STAIRS % ("15 min", "35 min"))
    assert "the other two each later, at fifteen and thirty-five minutes" in alt
    assert "runs as one" not in alt


# --- labels kept as written -------------------------------------------------------------


def test_numbered_row_labels_are_names():
    assert all(isinstance(n, Name) for n in numbered_names(["node 1", "node 2", "node 3"]))
    assert not any(isinstance(n, Name) for n in numbered_names(["node 1", "node 3"]))  # not counting up
    assert not any(isinstance(n, Name) for n in numbered_names(["9 am", "10 am"]))  # quantities, not names
    assert not any(isinstance(n, Name) for n in numbered_names(["free 4"]))  # one alone is no run


def test_bin_packing_rows_keep_their_labels():
    # issue 26: labels kept as written ("node 1", never "node one")
    alt = alt_of("bin-packing-before-after")
    assert "node one" not in alt
    assert "labelled node 1 to node 3" in alt


# --- spans over whole rows ----------------------------------------------------------------


def test_bin_packing_waiting_job_is_one_thing_below_the_rows():
    # 8-A, misleading: "a row of eight outlined requested GPU squares; ... A waiting job ... sits across
    # eight of the empty ones" -- one dashed job of eight squares, said as two things
    alt = alt_of("bin-packing-before-after")
    assert "sits across eight of the empty ones" not in alt
    assert "Below stands a waiting job in dashed outline marked 8-GPU job, a row of eight empty requested GPU squares, with a red cross over it." in alt
    # 8-A: the row of job squares is not a third grid
    # words10a: every mark stands in one of the two titled frames, so the opening says the frames
    assert "as three grids" not in alt and "as two frames side by side: before on the left and after on the right" in alt


def test_bin_packing_job_again_keeps_its_look_and_loses_its_cross():
    alt = alt_of("bin-packing-before-after")
    assert "The same job marked 8-GPU job" not in alt
    assert "The same job in dashed outline marked 8-GPU job sits across all eight free cells on node 3, with no cross now." in alt


def test_priority_preempt_span_over_a_whole_row():
    # 8-A, misleading: "sits across four of the free ones in the fourth row" -- the row holds four
    alt = alt_of("priority-preempt-grid-queue")
    assert "four of the free ones" not in alt
    assert "sits across all four free cells in the fourth row" in alt


SPANS = """
blueprint: 1
marks:
  - row:
      marks:
        - grid:
            id: g
            noun: GPU
            row-labels: [rack 1, rack 2]
            rows: [[used, used, blue, used], [used, free, free, free]]
            spans: [{id: j, row: 2, start: 2, cells: 3, outline: dashed, colour: grey, label: job}]
        - grid:
            id: h
            noun: slot
            rows: [[empty, empty, empty]]
            spans: [{id: w, row: 1, start: 1, cells: 3, outline: dashed, colour: grey, label: wait, cross: true}]
"""


def test_full_row_and_whole_row_span_on_a_small_spec():
    alt = _alt(SPANS)
    assert "rack 1 is full" in alt  # grey and blue, no free cell, beside a row with free ones
    assert "rack 2 is full" not in alt
    assert "a job in dashed outline marked wait, a row of three empty slots, with a red cross over it" in alt
    assert "of the empty ones" not in alt


def test_a_full_row_of_one_look_is_not_singled_out():
    # rows of one look are said whole ("all four cells of the top row are grey"); naming another row full would single it out
    alt = _alt("""
blueprint: 1
marks:
  - grid:
      rows: [[used, used, used, used], [used, used, idle, idle], [used, free, free, free]]
""")
    assert " full" not in alt


# --- columns: runs placed on the axis, the greatest value -------------------------------------


def test_warm_pools_runs_stand_on_the_hour_axis():
    # lead: runs said by count, never where they stand on the drawn hour axis
    alt = alt_of("warm-pools")
    assert "six grey hatched hours of two cells each from midnight to six am" in alt
    assert "three hours of three cells each from nine pm to midnight" in alt  # never "three of three": a fraction (10-C)
    assert "ten hours of eight cells each from eight am to six pm, the tallest" in alt


def test_warm_pools_most_saved_is_not_called_the_longest():
    # the 08 column reaches further (ten saved and six missed): the fourteens hold the most, they are not the longest
    alt = alt_of("warm-pools")
    assert "nine at fourteen from nine am to six pm, the most of any hour" in alt
    assert "nine at fourteen, the longest" not in alt


def test_warm_pools_bracket_spans_a_run_of_hours():
    # 8-A, misleading: "a bracket above the ninth hour and the eighteenth hour" -- it spans 08 to 17
    alt = alt_of("warm-pools")
    assert "the ninth hour and the eighteenth hour" not in alt
    assert "A bracket above the hours from eight am to six pm is marked peak: eight warm." in alt


COLUMNS = """
blueprint: 1
marks:
  - columns:
      id: c
      noun: day
      values: none
      %s
      columns: [{value: 1}, {value: 3}, {value: 3}, {value: 2, parts: [{value: %s, fill: red, hatch: true}]}]
  - bracket: {over: [c.column-2, c.column-3], label: busy}
"""


def test_columns_on_a_small_spec():
    axis = "x: {ticks: [{at: 0, label: '0'}, 1, {at: 2, label: '2'}, 3, {at: 4, label: '4'}], labels: named}"
    alt = _alt(COLUMNS % (axis, 0.5))
    assert "two at three from one to three, the tallest" in alt
    assert "A bracket above the days from one to three" in alt
    further = _alt(COLUMNS % (axis, 2))  # the last column reaches four: the threes are not the tallest
    assert "from one to three, the tallest" not in further and "two at three from one to three, the most of any day" in further
    assert "the fourth day is the tallest" in further
    bare = _alt(COLUMNS % ("", 0.5))  # no axis along the slots: no places on it, the bracket by its columns' places
    assert "from one to three" not in bare
    assert "the second and third days" in bare


# --- the opening ---------------------------------------------------------------------------------


def test_a_subject_with_a_comma_is_set_off_before_as():
    # 8-A, misleading: "..., against the cold starts they save as two column charts" reads as the starts saved as charts
    assert "against the cold starts they save, as two column charts" in alt_of("warm-pools")


# --- a row drawn as one filled block ------------------------------------------------------------


def test_zone_move_job_block_is_not_four_blue_cells_too():
    # 8-A, misleading: "all four cells of the top row are blue ... and a blue job marked job fills four cells
    # in blue in the top row" -- one solid blue block labelled job is drawn, no cells
    alt = alt_of("zone-move")
    assert "all four cells of the top row are blue" not in alt
    assert "fills four cells in blue" not in alt
    assert "where all four cells of the second row are white, free, and a blue job marked job fills the top row" in alt
    # 8-A: "four red crosses cut four cells" -- which four: the top row's
    assert "four red crosses cut all four cells of the top row" in alt


def test_a_filled_span_over_part_of_a_row_still_counts_its_cells():
    alt = _alt("""
blueprint: 1
marks:
  - grid:
      rows: [[used, used, free, free], [free, free, free, free]]
      spans: [{row: 1, start: 1, cells: 2, colour: blue, fill: true, label: j}]
""")
    assert "fills two cells in blue in the top row" in alt


def test_warm_pools_hanging_runs_stand_on_the_axis_they_hang_from():
    # 8-A, missed: the red tips fall at the ramps, 08 and 18; the hanging chart's runs are read off the hour
    # axis above it, which its slots line up under, so the lone tipped columns stand between them
    alt = alt_of("warm-pools")
    assert "two at five from six am to eight am, a blue one at ten, with a red hatched part of six past it" in alt
    assert "nine at fourteen from nine am to six pm, the most of any hour, a blue one at eight" in alt
    assert "hanging down from a baseline on one scale." in alt  # the axis is said once, by the chart that draws it


HOURS = """
blueprint: 1
marks:
  - columns:
      id: c
      noun: hour
      values: none
      x: {ticks: [%s], labels: named}
      columns: [{value: 2}, {value: 2}, {value: 2}, {value: 2}, {value: 5}, {value: 5}]
"""


def test_zero_padded_hours_of_a_day_are_read_as_times_of_day():
    """Ticks named "00" to "24" (two digits, zero-padded) are the hours of a
    day on a 24-hour clock: a run's edges are said as times ("from midnight to
    four am"); the same ticks unpadded are elapsed hours, said as numbers."""
    from blueprint.pipeline import compile_spec

    padded = compile_spec(HOURS % "{at: 0, label: '00'}, {at: 4, label: '04'}, {at: 6, label: '06'}", "spec.yaml").alt
    assert "four hours of two from midnight to four am" in padded or "from midnight to four am" in padded, padded
    plain = compile_spec(HOURS % "{at: 0, label: '0'}, {at: 4, label: '4'}, {at: 6, label: '6'}", "spec.yaml").alt
    assert "from zero to four" in plain and "midnight" not in plain and " am" not in plain, plain


def test_zero_padded_hours_of_a_day_are_times_on_a_timeline_too():
    """The same rule on a timeline's named ticks (`say/clock.day_hours`): a
    stretch ending at hour six of a day named "00", "06", "12" ends at six am."""
    from blueprint.pipeline import compile_spec

    spec = """blueprint: 1
marks:
  - timeline:
      unit: h
      span: 12 h
      axis: {ticks: [{at: 0, label: '%s'}, {at: 6 h, label: '%s'}, {at: 12 h, label: '%s'}], labels: named}
      lanes:
        - segments: [{end: 6 h, fill: grey}, {end: 12 h, fill: grey, hatch: true}]
"""
    padded = compile_spec(spec % ("00", "06", "12"), "spec.yaml").alt
    assert "until six am" in padded, padded
    plain = compile_spec(spec % ("0", "6", "12"), "spec.yaml").alt
    assert " am" not in plain, plain
