"""Review 8-C (facts8b): what the readers found false or misleading, pinned on
the corpus entries they read and on small specs of several lanes, so each
rule holds for every timeline, not the one diagram.

- a stretch drawn at the thinnest width (wider than its length) is a thin
  sliver: its unlabelled length is never said (`say/drawn_widths.py`)
- lanes that open alike are said once (`realise/lane_openings.py`)
- on an axis whose ticks are clock times, places are times of day (`say/clock.py`)
- a label that gives where a stretch ends is words at its end, not its name
  (`say/end_labels.py`)
- one lane back in its last look while another is still at an earlier stretch
  (`realise/lane_reaching.py`)
- a stretch over half a lane is said so; guides opening into another unit
  say the view's unit; a thing is named by a label that says what it is; a
  cross over a thing cuts it; no word said twice in a row
"""

from __future__ import annotations

import textwrap

from conftest import corpus_alt

from blueprint.pipeline import compile_spec


def _alt(body: str) -> str:
    return compile_spec(textwrap.dedent(body), "test.yaml").alt


# --- false: lengths of slivers drawn wider than they are ------------------------------


def test_a_sliver_drawn_at_the_least_width_is_never_given_its_length():
    alt = corpus_alt("scale-to-zero-first-request")
    assert "dark for three minutes" not in alt
    assert "grey for four hundred milliseconds" not in alt
    assert "then a thin dark sliver, then solid grey to the end" in alt
    assert "then a thin grey sliver" in alt


def test_slivers_in_any_lane_and_any_look_are_said_as_slivers():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: min
              span: 600 min
              lanes:
                - label: alpha
                  segments:
                    - {start: 0, end: 300 min, fill: grey}
                    - {duration: 1 min, fill: blue}
                    - {end: 600 min, fill: grey, hatch: true}
                - label: beta
                  segments:
                    - {start: 0, end: 200 min, fill: dark}
                    - {duration: 2 min, fill: red}
                    - {end: 600 min, fill: grey}
        """)
    assert "for one minute" not in alt and "for two minutes" not in alt
    assert "a thin blue sliver" in alt and "a thin red sliver" in alt


def test_a_short_stretch_drawn_to_its_length_keeps_its_length():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: min
              span: 60 min
              lanes:
                - label: alpha
                  segments:
                    - {start: 0, end: 30 min, fill: grey}
                    - {duration: 5 min, fill: dark}
                    - {end: 60 min, fill: grey, hatch: true}
        """)
    assert "dark for five minutes" in alt
    assert "sliver" not in alt


# --- aggregation: lanes that open alike ------------------------------------------------


def test_lanes_that_open_alike_are_said_once():
    alt = corpus_alt("restore-paths")
    assert "Both lanes run red hatched up to the death of node a, the top one marked lost" in alt
    assert "runs red hatched up to the death of node a, then" not in alt  # not lane by lane
    scale = corpus_alt("scale-to-zero-first-request")
    assert "Both replicas run solid grey until nine pm" in scale
    assert scale.count("grey for three hours") == 0


def test_three_lanes_opening_alike_and_going_on_apart():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: h
              span: 10 h
              lanes:
                - label: job-a
                  segments:
                    - {start: 0, end: 4 h, fill: grey}
                    - {end: 10 h, fill: blue}
                - label: job-b
                  segments:
                    - {start: 0, end: 4 h, fill: grey}
                    - {end: 7 h, fill: dark}
                - label: job-c
                  segments:
                    - {start: 0, end: 4 h, fill: grey}
                    - {end: 9 h, fill: red, hatch: true}
        """)
    assert "All three lanes run grey for four hours" in alt
    assert "job-a continues blue to the end" in alt


def test_lanes_that_tell_one_story_are_not_opened_apart():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: h
              span: 10 h
              lanes:
                - label: job-a
                  segments:
                    - {start: 0, end: 4 h, fill: grey}
                    - {end: 10 h, fill: blue}
                - label: job-b
                  segments:
                    - {start: 0, end: 4 h, fill: grey}
                    - {end: 10 h, fill: blue}
        """)
    assert "Both lanes" not in alt and "continues" not in alt


# --- clock axes ------------------------------------------------------------------------


def test_on_a_clock_axis_places_are_times_of_day():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: h
              span: 12 h
              axis:
                ticks: [{at: 0 h, label: "06:00"}, {at: 6 h, label: "12:00"}, {at: 12 h, label: "18:00"}]
              lanes:
                - label: node-1
                  segments:
                    - {start: 0, end: 3 h, fill: grey}
                    - {duration: 2 h, fill: dark}
                    - {end: 12 h, fill: grey, hatch: true}
        """)
    assert "grey until nine am" in alt and "then dark until eleven am" in alt
    assert "for three hours" not in alt


def test_ticks_that_disagree_are_no_clock():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: h
              span: 12 h
              axis:
                ticks: [{at: 0 h, label: "06:00"}, {at: 6 h, label: "13:00"}]
              lanes:
                - label: node-1
                  segments:
                    - {start: 0, end: 3 h, fill: grey}
                    - {end: 12 h, fill: dark}
        """)
    assert "for three hours" in alt


# --- labels read as names --------------------------------------------------------------


def test_a_label_giving_where_a_stretch_ends_is_said_at_its_end():
    alt = corpus_alt("preemption-three-lanes")
    assert "a grey stretch marked eighty-eight minutes for twenty minutes" not in alt
    assert "then grey for twenty minutes, its end marked eighty-eight minutes" in alt
    hops = corpus_alt("weight-stream-hops")
    assert "a dark stretch marked ready thirty-five seconds" not in hops
    assert "then a dark stretch up to thirty-five seconds, its end marked ready thirty-five seconds" in hops  # drawn on from the one before (10-A)


def test_a_label_giving_the_length_still_names_it():
    alt = _alt("""
        blueprint: 1
        marks:
          - timeline:
              unit: s
              span: 60 s
              lanes:
                - label: alpha
                  segments:
                    - {start: 0, end: 20 s, fill: grey, label: pull 20 s}
                    - {end: 60 s, fill: dark, label: done 60 s}
        """)
    assert "marked pull twenty seconds" in alt
    assert "its end marked done sixty seconds" in alt


# --- the cross-lane relation, the share, the zoom's unit ---------------------------------


def test_one_lane_back_while_another_still_loads():
    alt = corpus_alt("restore-paths")
    assert "The bottom lane, marked peer, runs grey from one minute fifty-five seconds after the death of node a, while the top one, marked storage, is still in the blue stretch marked download" in alt


def test_a_stretch_over_half_its_lane_is_said_so_and_not_otherwise():
    assert "marked fetch fifty-five seconds, far longer than the rest, more than half the lane" in corpus_alt("weight-stream-hops")
    spot = corpus_alt("spot-reclaim")  # its lane starts late: the row is not its work
    assert "more than half" not in spot


def test_guides_into_another_unit_say_the_view_unit():
    alt = corpus_alt("scale-to-zero-first-request")
    assert "spread out from the fourth stretch of replica a to a view in seconds, a timeline of three lanes" in alt


# --- naming and repeats ------------------------------------------------------------------


def test_a_thing_is_named_by_a_label_that_says_what_it_is():
    alt = corpus_alt("restore-paths")
    assert "the middle server node" not in alt and "the left server node" not in alt
    assert "Thick blue arrows lead from the bucket, marked two hundred and ten seconds, and from the peer node, marked forty seconds, into the new node" in alt


def test_a_cross_over_a_thing_cuts_it():
    assert "marked spot node, cut by a red cross, sending" in corpus_alt("spot-migrate")  # said with the node it cuts (words14)
    assert "Over the left server node stands a red cross" not in corpus_alt("restore-paths")


def test_no_word_twice_in_a_row():
    alt = corpus_alt("restore-paths")
    assert "at the death of node a at the death of node a" not in alt and "up to the death of node a at" not in alt
    assert "running running" not in alt


def test_a_subject_that_holds_a_comma_is_closed_before_as():
    assert "and its first request in the morning, as two timelines" in corpus_alt("scale-to-zero-first-request")
    assert "one idle and one queueing, as a grid" in corpus_alt("reserved-idle-queue")
    alt = _alt("""
        blueprint: 1
        subject: a night of one replica
        marks:
          - timeline:
              unit: h
              span: 4 h
              lanes:
                - segments:
                    - {start: 0, end: 4 h, fill: grey}
        """)
    assert "Blueprint of a night of one replica as a timeline" in alt
