"""Salient facts of issue 26 said by rules written once (`say/salient.py`,
`say/compare.py`): each stated where true and not stated where untrue.

    parts counted      "split into four parts: ..." from COUNTED_FROM parts on
    over half          beside the label's figure too, where the figure is the share drawn
    widest             a tenth wider than any other (bar.WIDEST)
    widest of the rest once one part covers over half ("wider than the other two, though narrower than the part over half": "the widest of the other three" read, to a reader, as the widest of all)
    background cells   what most of a grid is, counted ("twenty cells are grey")
"""

from __future__ import annotations

from fractions import Fraction as F

from blueprint.describe.say.compare import widest_of_rest
from blueprint.pipeline import compile_spec
from grammar import problems


def alt(body: str) -> str:
    text = compile_spec(("blueprint: 1\nmarks:\n" + body).encode(), "t.yaml").alt
    assert problems(text) == [], text
    return text


def bar(*parts: str, ends: str = "") -> str:
    listed = "".join(f"\n        - {p}" for p in parts)
    return f"  - bar:\n      id: b{ends}\n      parts:{listed}\n"


FOUR = bar("{share: 62%, fill: grey, label: useful 62%}", "{share: 21%, fill: red, hatch: true, label: redone 21%}",
           "{share: 9%, fill: dark, label: restarts 9%}", "{share: 8%, fill: grey, hatch: true, label: waiting 8%}")


def test_four_parts_or_more_are_counted_three_are_not():
    assert "split into four parts: a solid grey part" in alt(FOUR)
    three = alt(bar("{share: 50%, fill: grey}", "{share: 30%, fill: red}", "{share: 20%, fill: dark}"))
    assert "three parts" not in three and "split into a" in three, three


def test_over_half_is_said_beside_a_figure_that_is_the_share_drawn():
    assert "useful sixty-two percent that covers over half of it" in alt(FOUR)


def test_over_half_is_not_said_beside_a_figure_of_another_whole():
    text = alt("""  - bar:
      id: top
      parts:
        - {id: busy, share: 60%, fill: grey, label: busy 60%}
  - guides: {from: top.busy, to: bottom}
  - bar:
      id: bottom
      span: top.busy
      parts:
        - {share: 20%, fill: red, label: lost 20%}
        - {share: 40%, fill: blue, label: kept 40%}
""")
    assert "kept forty percent" in text and "over half" not in text, "40% of the whole is two thirds of the bar drawn: said with its figure alone"


def test_the_widest_of_the_rest_once_one_part_covers_over_half():
    assert "redone twenty-one percent that is wider than the other two, though narrower than the part over half" in alt(FOUR)
    share = lambda *percents: [F(p, 100) for p in percents]
    assert widest_of_rest(share(62, 21, 9, 8), F(11, 10)) == 1
    assert widest_of_rest(share(62, 13, 13, 12), F(11, 10)) is None, "no part of the rest stands clear"
    assert widest_of_rest(share(40, 30, 20, 10), F(11, 10)) is None, "no part covers over half"
    assert widest_of_rest(share(14, 5, 4, 4), F(11, 10)) is None, "parts of a bar they fill a quarter of: none covers over half of it"
    assert widest_of_rest(share(70, 20, 10), F(11, 10)) is None, "two others: said by their sizes"


def test_the_widest_a_tenth_wider_than_any_other():
    wide = alt(bar("{share: 34%, fill: grey, label: training}", "{share: 10%, fill: dark}", "{share: 18%, fill: red}", "{share: 38%, fill: grey, hatch: true, label: idle}"))
    assert "idle that is the widest of the four" in wide, wide
    close = alt(bar("{share: 36%, fill: grey, label: training}", "{share: 10%, fill: dark}", "{share: 16%, fill: red}", "{share: 38%, fill: grey, hatch: true, label: idle}"))
    assert "widest" not in close, "38 against 36: not a tenth wider"


GRID = """  - grid:
      noun: GPU cell
      rows:
ROWS
"""


def grid(*rows: str) -> str:
    return GRID.replace("ROWS", "\n".join(f"        - [{r}]" for r in rows))


def test_the_cells_most_of_a_grid_is_are_counted():
    text = alt(grid("used, free, used, used", "free, used, used, used", "used, used, free, used"))
    assert "nine cells are grey, three in each row" in text, text


def test_cells_not_counted_where_a_whole_row_says_them_or_they_are_few():
    rows = alt(grid("used, used, used, used", "free, free, used, free"))
    assert "five cells are grey" not in rows, "the whole top row says the grey cells"
    few = alt(grid("used, free, used"))
    assert "two cells are grey" not in few and "cells are grey" not in few, few


def test_lanes_with_no_checkpoint_where_the_others_have_one():
    from blueprint.describe.say.salient import Lacking, lacking

    assert lacking([["checkpoint"], ["checkpoint", "kill"], []]) == [Lacking("checkpoint", (2,), 3)]
    assert lacking([["checkpoint"], [], []]) == [], "most lanes lack it: the one that holds it is the news"
    assert lacking([["checkpoint"], []]) == [], "one lane holding it is no pattern"
    assert lacking([["checkpoint"], ["checkpoint"], ["checkpoint"]]) == []
    assert lacking([["kill"], ["kill"], []]) == [], "a lane with no cross says so by running on"


LANES = """  - timeline:
      unit: h
      span: 6 h
      lanes:
        - label: alpha
          segments: [{start: 0, end: 5 h, fill: grey}]
          events: [{at: 3 h, event: checkpoint}]
        - label: beta
          segments: [{start: 0, end: 4 h, fill: grey}]
          events: [{at: 1 h, event: checkpoint}]
        - label: gamma
          segments: [{start: 2 h, end: 6 h, fill: grey}]
EVENTS"""


def test_the_lane_without_a_checkpoint_is_said_so():
    text = alt(LANES.replace("EVENTS", ""))
    assert "gamma, with no checkpoint," in text, text
    assert text.count("no checkpoint") == 1


def test_no_lane_is_said_without_a_checkpoint_when_each_has_one():
    text = alt(LANES.replace("EVENTS", "          events: [{at: 4 h, event: checkpoint}]\n"))
    assert "no checkpoint" not in text, text


def test_one_row_is_counted_at_a_glance():
    text = alt(grid("used, free, free, free, free, used"))
    assert "four cells are white" not in text and "cells are white" not in text, text


def test_lengths_against_the_longest():
    from blueprint.describe.say.salient import against_longest

    found = against_longest([240, 60, 8])
    assert found is not None and found.longest == 0 and found.far
    assert [(i, n.fraction, n.exact) for i, n in found.shares] == [(1, F(1, 4), True)], "eight seconds of four minutes is near no simple fraction"
    close = against_longest([100, 95, 40])
    assert close is None, "the longest does not stand clear of the next"
    assert against_longest([100, 40]) is None, "two lengths: said by their figures"


SOURCES = """  - timeline:
      unit: s
      span: 240 s
      noun: source
      lanes:
        - {label: object storage, segments: [{start: 0, end: 240 s, fill: grey}]}
        - {label: local disk, segments: [{start: 0, end: SECOND, fill: grey}]}
        - {label: host memory, segments: [{start: 0, end: 8 s, fill: blue}]}
"""


def test_lanes_of_one_stretch_each_are_set_against_the_longest():
    text = alt(SOURCES.replace("SECOND", "60 s"))
    assert "The object storage bar is the longest, far longer than the others" in text, text  # lanes of one stretch each are bars (lanes7)
    assert "the local disk bar is a quarter as long" in text, text


def test_no_longest_where_none_stands_clear():
    text = alt(SOURCES.replace("SECOND", "230 s"))
    assert "longest" not in text and "as long" not in text, text


def test_lanes_stopped_at_the_same_times():
    from blueprint.describe.say.salient import Together, together

    four, nine = F(4), F(9)
    assert together([[("preempt", four), ("preempt", nine)], [("checkpoint", F(3)), ("preempt", four), ("preempt", nine)]]) == [Together("preempt", (four, nine), 2)]
    assert together([[("preempt", four)], [("preempt", nine)]]) == [], "at other times"
    assert together([[("preempt", four)], []]) == [], "one lane runs on"
    assert together([[("kill", four)]] * 4) == [], "four lanes: the totals say them"


PAIR = """  - timeline:
      unit: h
      span: 12 h
      noun: run
      lanes:
        - label: plain
          segments: [{start: 0, end: 4 h, fill: grey}, {start: 5 h, end: 9 h, fill: grey}]
          events: [{at: 4 h, event: preempt}, {at: SECOND, event: preempt}]
        - label: saved
          segments: [{start: 0, end: 4 h, fill: blue}, {start: 5 h, end: 12 h, fill: blue}]
          events: [{at: 4 h, event: preempt}, {at: 9 h, event: preempt}]
"""


def test_both_lanes_interrupted_at_the_same_times_are_said_so():
    assert "Both runs have the same two interruptions, at four and nine hours." in alt(PAIR.replace("SECOND", "9 h"))


def test_lanes_interrupted_at_other_times_are_not():
    assert "same" not in alt(PAIR.replace("SECOND", "8 h"))


STACKED = """  - bar:
      id: bill
      parts: [{share: 60%, fill: grey}, {share: 40%, fill: grey, hatch: true}]
  - bar: {id: kept, fill: blue, label: kept, width: WIDTH, below: bill, align: left}
"""


def test_a_bar_clearly_narrower_than_the_bar_it_stands_below_is_shorter():
    text = alt(STACKED.replace("WIDTH", "34%"))
    assert "shorter blue bar marked kept" in text, text


def test_a_bar_as_wide_as_the_one_above_is_not_shorter():
    text = alt(STACKED.replace("WIDTH", "100%"))
    assert "shorter" not in text, text


CURVES = """  - curve:
      unit: min
      span: 10 min
      ticks: 2 min
      series:
        - id: cold
          noun: cold latency
          colour: grey
          values: [120, 118, 122, 120, 119, 121, 120, 900, 1600, 1800, 1700, 1400, 1000, 600, 250, 130, 121, 120, 119, 121, 120]
        - id: warm
          noun: warm latency
          colour: blue
          values: WARM
"""
SMALL = "[110, 108, 112, 110, 109, 111, 110, 160, 210, 190, 150, 118, 111, 110, 109, 110, 111, 110, 109, 111, 110]"
TALL = "[110, 108, 112, 110, 109, 111, 110, 600, 1200, 1300, 900, 500, 111, 110, 109, 110, 111, 110, 109, 111, 110]"


def test_a_lone_peak_on_a_time_axis_says_how_long_it_lasts():
    text = alt(CURVES.replace("WARM", SMALL))
    assert "a single peak at four and a half minutes lasting about four and a half minutes" in text, text


def test_a_wide_peak_is_not_said_to_last():
    text = alt("""  - curve:
      unit: h
      span: 24 h
      series:
        - {id: d, noun: demand, colour: grey, values: [10, 12, 20, 30, 40, 50, 60, 70, 80, 85, 88, 90, 91, 90, 88, 85, 80, 70, 60, 50, 40, 30, 20, 12, 10]}
""")
    assert "lasting" not in text, text


def test_a_peak_dwarfed_by_another_series_is_only_a_small_bump():
    assert "The blue curve of warm latency has only a small bump at four minutes." in alt(CURVES.replace("WARM", SMALL))
    tall = alt(CURVES.replace("WARM", TALL))
    assert "small bump" not in tall, "two thirds of the other's rise: a peak of its own"


def _humps(*heights: int) -> str:
    values = []
    for h in heights:
        values += [10, 10, 10, h, 10, 10]
    return f"""  - curve:
      unit: h
      span: {len(values) - 1} h
      top: 100
      series:
        - {{id: u, noun: use, colour: grey, values: {values}}}
"""


def test_peaks_of_one_height_say_it():
    # where a value axis writes figures: with none drawn, the height is read off nothing (reader 7b-B)
    with_figures = _humps(80, 80, 79, 80, 81).replace("      top: 100\n", "      top: 100\n      y: {ticks: 20}\n")
    assert "peaking near eighty" in alt(with_figures), alt(with_figures)
    assert "peaking near" not in alt(_humps(80, 80, 79, 80, 81))


def test_peaks_of_other_heights_do_not():
    assert "peaking near" not in alt(_humps(80, 60, 79, 40, 81))


def stairs(*durations: str) -> str:
    names = ("pull", "load", "compile", "warm", "check")
    steps = ", ".join(f"{{duration: {d}, label: {names[i]}}}" for i, d in enumerate(durations))
    return f"  - staircase: {{unit: min, floor: ready, steps: [{steps}]}}\n"


def test_a_tread_longer_than_the_others_together():
    text = alt(stairs("1", "9", "3", "2", "1"))
    assert "far longer than the rest, longer than the other four together" in text, text


def test_a_tread_far_longer_but_not_than_the_others_together():
    text = alt(stairs("1", "8", "3", "3", "3"))
    assert "far longer than the rest" in text and "together" not in text, text


def test_a_range_counts_at_its_short_end():
    text = alt(stairs("1", "6-12", "3", "2", "1"))
    assert "together" not in text, "six minutes is not longer than seven"
