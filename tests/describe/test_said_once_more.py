"""Facts a reader would otherwise work out, third round (issue 26, the wishes):
each said where true and not where untrue.

    crossing place     a curve that passes its line once says where ("crosses it once, at about eighty-five percent")
    knee               a slow then steep rise says where it turns steep (shape_reading.KNEE: a tenth of the move done)
    well before        the first of lanes racing from one start, done in at most two thirds of the next one's time
    fans               alike links from one thing said once ("joined by three lines to ...")
    places among kin   counted members of a group placed among every thing of their noun in it
    lanes              lanes said together list their starts; what is drawn over a short lone stretch is said; a sliver at its start
    per row            cells scattered over every row, two counts next to each other ("two or three in each row")
"""

from __future__ import annotations

from fractions import Fraction as F

from blueprint.describe.say.salient import WELL_BEFORE, well_before
from blueprint.pipeline import compile_spec
from grammar import problems


def alt(body: str) -> str:
    text = compile_spec(("blueprint: 1\nmarks:\n" + body).encode(), "t.yaml").alt
    assert problems(text) == [], text
    return text


def curve(points: str) -> str:
    return f"  - curve:\n      unit: h\n      span: 10 h\n      top: 10\n      series: [{{points: {points}}}]\n      lines: [{{at: 5, label: limit 5}}]\n"


def test_a_curve_crossing_its_line_once_says_where():
    assert "crosses it once, at about six hours" in alt(curve("[[0, 1], [4, 2], [6, 5], [8, 8], [10, 9]]"))


def test_a_curve_crossing_twice_or_never_says_no_single_place():
    assert "crosses it once" not in alt(curve("[[0, 1], [4, 2], [10, 3]]"))
    twice = alt(curve("[[0, 1], [3, 2], [5, 8], [7, 2], [10, 1]]"))
    assert "crosses it twice" in twice and "crosses it twice, at about" not in twice


def race(first: str, second: str) -> str:
    return (
        "  - timeline:\n      unit: h\n      span: 20 h\n      lanes:\n"
        f"        - label: slow\n          segments: [{{start: 0, end: {second}, fill: grey}}]\n          events: [{{at: 4 h, event: preempt}}]\n"
        f"        - label: fast\n          segments: [{{start: 0, end: {first}, fill: blue}}]\n          events: [{{at: 4 h, event: preempt}}]\n"
    )


def test_a_lane_done_in_two_thirds_of_the_next_ones_time_finishes_well_before():
    assert "finishes first, well before the other, at ten hours" in alt(race("10 h", "18 h"))
    assert well_before([10, 18]) and well_before([F(2, 3) * 9, 9]) and WELL_BEFORE == F(2, 3)


def test_a_close_race_finishes_first_only():
    text = alt(race("14 h", "18 h"))
    assert "finishes first, at fourteen hours" in text and "well before" not in text
    assert not well_before([14, 18]) and not well_before([5, 5]) and not well_before([5])


FAN = """  - icon: {id: lb, name: balancer}
  - column:
      right-of: lb
      marks:
        - icon: {id: a, name: gpu, blocks: [grey], label: serving}
        - icon: {id: b, name: gpu, blocks: [grey], label: serving}
        - icon: {id: c, name: gpu, outline: dashed, empty: true, label: starting}
  - connector: {from: lb, to: a}
  - connector: {from: lb, to: b}
  - connector: {from: lb, to: c}
"""


def test_alike_links_from_one_thing_are_said_once():
    text = alt(FAN)
    assert "joined by three lines to the top card of a column, the middle card and" in text, text  # the column not yet said (words10b)
    assert text.count("joined by") == 1


def test_links_with_words_of_their_own_are_said_each():
    text = alt(FAN.replace("{from: lb, to: b}", "{from: lb, to: b, label: busy}"))
    assert "three lines" not in text and "marked busy" in text


def test_counted_members_of_a_column_are_placed_among_all_of_their_noun():
    text = alt(FAN)
    assert "the top two each with a grey block on it, both marked serving" in text, text
    assert "the bottom one serving" not in text


def test_a_slow_then_steep_rise_says_where_it_turns_steep():
    text = alt(curve("[[0, 0.1], [1, 0.16], [2, 0.26], [3, 0.41], [4, 0.66], [5, 1.05], [6, 1.68], [7, 2.68], [8, 4.3], [9, 6.9], [10, 9.9]]"))
    assert "staying low up to about five hours, then rising steeply" in text, text  # a tenth of the climb done only past half the way: low, then steep
    assert "steeply from" not in alt(curve("[[0, 1], [5, 5], [10, 9]]"))


LANES = """  - timeline:
      unit: h
      span: 24 h
      lanes:
        - label: job a
          segments: [{start: 0, end: 24 h, fill: grey}]
        - label: job b
          segments: [{start: 7 h, end: 23 h, fill: grey}, {start: 7 h, duration: 40 s, fill: blue, layer: true}]
        - label: job c
          segments: [{start: 10 h, end: 19 h, fill: grey}, {start: 10 h, duration: 40 s, fill: blue, layer: true}]
        - label: job d
          segments: [{start: 12 h, end: 16 h, fill: grey}, {start: 12 h, duration: 40 s, fill: blue, layer: true, label: restore 40 s}]
"""


def test_lanes_said_together_that_start_apart_say_each_start():
    # "replica 2 and replica 3 run grey until twenty-three and nineteen hours" read as from the start
    assert "run grey from seven and ten hours until twenty-three and nineteen hours" in alt(LANES)


def test_a_short_lone_stretch_says_what_is_drawn_over_it_a_sliver_at_its_start():
    text = alt(LANES)
    assert "holds a short grey stretch from twelve to sixteen hours and carries a blue stretch marked restore forty seconds at its start, at twelve hours" in text, text
    assert "point zero one" not in text


def grid(rows: list[str]) -> str:
    listed = "".join(f"\n        - [{r}]" for r in rows)
    return f"  - grid:\n      noun: GPU cell\n      rows:{listed}\n"


def test_scattered_cells_two_or_three_in_each_row():
    u, f = "used", "free"
    text = alt(grid([", ".join([u, f, u, u, f, u, u, u]), ", ".join([f, u, u, f, u, u, f, u]), ", ".join([u, u, f, u, u, u, f, u])]))
    assert "lie scattered among them, two or three in each row" in text, text
    wide = alt(grid([", ".join([u, f, u, f, u, f, u, f]), ", ".join([f, u, u, u, u, u, u, u]), ", ".join([u, u, f, u, u, u, u, f])]))
    assert "in each row" not in wide, wide
