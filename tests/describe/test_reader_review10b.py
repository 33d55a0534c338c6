"""Misleading, garbled and repeated wording readers of review 10 found in
half of the blind and wish entries (words9b), each fixed as a rule: tested
on a small spec of several marks, and pinned on the entry where it fired."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.describe.say.clock import clock_start, twelve_hour
from blueprint.describe.say.glosses import label_says, meanings_in_turn
from blueprint.pipeline import compile_spec


def alt(spec: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + spec, "spec.yaml").alt


# --- a curve's x range said once, where the axis sentence says it ---------------------------------


def test_a_curve_on_a_percent_axis_is_not_said_to_run_over_a_hundred_percent():
    said = alt("""  - curve:
      id: c
      unit: "%"
      span: 100
      x: {title: load, ticks: [0, 50, 100]}
      y: {title: wait, unit: s, ticks: [0, 5, 10]}
      top: 10
      noun: wait
      points: [[0, 1], [50, 2], [90, 9]]
      lines: [{at: 4, label: SLO 4 s, outline: dashed, noun: SLO}]
""")
    assert "over one hundred percent" not in said, said
    assert "runs from zero percent to one hundred percent" in said
    assert "of wait from" not in said  # the series is wait: the value axis is not "of wait" again
    assert "on a value axis from zero to ten seconds" in said


def test_queue_wait_curve_range_and_noun_said_once():
    # 10-A: "a grey curve of p99 queue wait, red past eighty-five percent, over one hundred percent on a value
    # axis of p99 queue wait" -- the curve leaves the frame at 98 %, and the noun is said twice
    said = alt_of("queue-wait-curve")
    assert "over one hundred percent" not in said
    assert "a grey curve of p99 queue wait, red past eighty-five percent, on a value axis from zero to ten seconds" in said


# --- a gloss that only says again what a label or the phrase says ---------------------------------


def test_a_gloss_the_label_says_is_not_said_again():
    assert label_says("cordon 4 s", "cordon")
    assert label_says("idle, paid", "idle, paid for")
    assert not label_says("move 17 s", "moving the requests")  # it adds whose
    assert not label_says("reclaimed 08:00", "inference reclaiming its GPUs")
    said = alt("""  - timeline:
      unit: s
      span: 30 s
      ticks: 5 s
      lanes:
        - label: drain
          segments:
            - {end: 4 s, fill: dark, label: cordon 4 s, means: cordon}
            - {end: 21 s, fill: blue, label: move 17 s, means: moving the requests}
            - {end: 30 s, fill: none, label: spare 9 s, means: spare}
        - label: other
          segments: [{end: 30 s, fill: grey}]
""")
    assert "the dark stretch is cordon" not in said and "is spare" not in said, said
    assert "In the timeline, the blue stretch is moving the requests." in said


def test_one_look_met_in_one_order_in_every_lane_says_its_meanings_in_turn():
    parts = [("new node", "a new node starting", 0), (None, "warming up", 0), (None, "a new node starting", 1), ("warm-up", "warming up", 1)]
    assert meanings_in_turn(parts) == ["a new node starting", "warming up"]
    assert meanings_in_turn([(None, "a", 0), (None, "b", 0), (None, "b", 1), (None, "a", 1)]) == []  # two orders: each part named
    said = alt("""  - timeline:
      unit: s
      span: 60 s
      ticks: 10 s
      lanes:
        - label: slow
          segments:
            - {end: 10 s, fill: dark, means: booting}
            - {end: 40 s, fill: blue, label: load}
            - {end: 50 s, fill: dark, means: warming up}
        - label: fast
          segments:
            - {end: 10 s, fill: dark, label: boot, means: booting}
            - {end: 20 s, fill: blue, label: copy}
            - {end: 30 s, fill: dark, means: warming up}
""")
    assert "the dark stretches are booting, then warming up" in said, said
    assert "the first dark stretch" not in said


def test_restore_paths_says_each_meaning_once():
    # 10-B: "the first dark stretch is a new node starting, the second dark stretch is warming up, the dark
    # stretch marked new node is a new node starting, the dark stretch marked warm-up is warming up"
    said = alt_of("restore-paths")
    assert said.count("a new node starting") == 1 and said.count("warming up") == 1
    assert "the dark stretches are a new node starting, then warming up" in said


def test_spot_drain_key_sentence_is_not_said_again():
    # 10-D: "In the timeline, the dark stretch is cordon, ... the white stretch is spare" repeats the sentence before
    said = alt_of("spot-drain")
    assert "the dark stretch is cordon" not in said and "the white stretch is spare" not in said


def test_a_gloss_of_one_of_two_stretches_alike_speaks_of_both():
    # 10-C: "the grey hatched stretch is paid for and idle" -- there are two, one in each lane
    said = alt_of("scale-to-zero-first-request")
    assert "the grey hatched stretches are paid for and idle" in said


def test_a_queue_is_not_glossed_by_its_own_words():
    # 10-B: "a queue of six waiting jobs ..., standing for the queue of waiting jobs"
    said = alt_of("queue-waiting")
    assert "standing for the queue of waiting jobs" not in said
    small = alt("""  - queue:
      id: q
      means: the jobs waiting
      jobs: [{size: 10}, {size: 10}, {size: 10}]
  - queue:
      id: r
      right-of: q
      means: jobs held by quota
      jobs: [{size: 10}, {size: 10}]
""")
    assert "standing for the jobs waiting" not in small and "standing for jobs held by quota" in small, small


# --- a clipped noun before a rate; clock ticks named in words ---------------------------------------


def test_a_clipped_noun_before_a_rate_is_said_whole():
    said = alt_of("replicas-follow-the-curve")
    assert "req per second" not in said and "one thousand four hundred requests per second" in said


def test_ticks_named_as_a_writer_says_times_of_day_are_a_clock():
    assert twelve_hour("6 a.m.") == (6, 0) and twelve_hour("2 pm") == (14, 0) and twelve_hour("noon") == (12, 0)
    assert twelve_hour("midnight") == (0, 0) and twelve_hour("12 a.m.") == (0, 0) and twelve_hour("mon") is None
    assert clock_start([(0, "midnight"), (6 * 3600, "6 a.m."), (12 * 3600, "noon"), (24 * 3600, "midnight")]) == 0
    assert clock_start([(0, "midnight"), (6 * 3600, "9 a.m.")]) is None  # they disagree: no clock
    said = alt_of("replicas-follow-the-curve")
    # 10-C: "run grey from seven and ten hours until twenty-three and nineteen hours" under ticks named as times of day
    assert "from seven am and ten am until eleven pm and seven pm" in said
    assert "replica 4 holds a short grey stretch from noon to four pm" in said


# --- a stretch drawn over the start of a bar; stretches drawn on from one another ---------------------


def test_a_stretch_drawn_at_the_start_of_a_bar_is_said_at_its_start():
    # 10-C: "carry a blue stretch over each" -- the blue restore blocks open the replicas' bars
    said = alt_of("replicas-follow-the-curve")
    assert "carry a blue stretch at the start of each" in said
    assert "carries a blue stretch marked restore forty seconds at its start, at noon" in said
    assert "over it at" not in said


def test_stretches_drawn_end_to_end_over_a_ghost_are_said_in_turn():
    # 10-A: "carries a grey stretch over it ... carries a grey stretch over it ... carries a dark stretch over it"
    said = alt_of("weight-stream-hops")
    assert said.count("carries a") == 1
    assert "then a grey stretch up to twenty-three seconds, then a dark stretch up to thirty-five seconds" in said


# --- counts of cells never read as fractions ----------------------------------------------------------


def test_runs_of_stacked_columns_say_cells_each():
    # 10-C: "ten of eight cells", "three of three cells" read as fractions
    said = alt_of("warm-pools")
    assert " of eight cells from" not in said and "ten of eight" not in said
    assert "ten hours of eight cells each from eight am to six pm" in said
    assert "two hours of four cells each" in said


# --- a line drawn from clear of its thing, beside another that leaves it ------------------------------


def test_a_line_from_clear_of_a_thing_is_said_after_its_other_links():
    # 10-B: "a red cross ... has a grey dashed arrow ... starting below it and running down to the base line
    # and sends a blue arrow" -- two verbs across a long clause
    # The dashed arrow now leaves the cross (layout/reach.py), so both are sent, the verb said once.
    said = alt_of("preempt-stairs")
    assert " has a grey dashed arrow" not in said and " and sends " not in said
    assert ("a red cross marked preemption sends a grey dashed arrow marked restart from zero down to the base line "
            "and a blue arrow marked resume from checkpoint to the tread marked epoch three.") in said


# --- a lane's label of two lines: said whole once, then by its first line -----------------------------


def test_a_two_line_lane_label_is_said_whole_once():
    # 10-B: "The lane marked warm pool sixty dollars a day ... the one marked cold start eleven dollars a day"
    said = alt_of("warm-pool-cost")
    assert said.count("sixty dollars a day") == 1 and said.count("eleven dollars a day") == 1
    assert "The lane marked warm pool runs grey hatched" in said and "the one marked cold start runs" in said
    assert "the grey hatched stretch of the lane marked warm pool is marked by a thin leader" in said.lower()
    small = alt("""  - timeline:
      unit: h
      span: 10 h
      ticks: 2 h
      lanes:
        - label: [spot, $16/h]
          segments: [{end: 6 h, fill: grey}]
        - label: [on-demand, $40/h]
          segments: [{end: 10 h, fill: grey}]
""")
    assert small.count("sixteen dollars an hour") == 1 and small.count("forty dollars an hour") == 1, small


# --- red crosses close together on neighbouring lanes: one group --------------------------------------


def test_crosses_close_together_on_neighbouring_lanes_are_said_as_a_group():
    said = alt("""  - timeline:
      unit: h
      span: 12 h
      ticks: 3 h
      lanes:
        - label: a
          segments: [{end: 5 h, fill: grey}, {end: 12 h, fill: none, outline: dotted}]
          events: [{at: 5 h, event: kill, label: 3 lost in 20 min, label-side: above}]
        - label: b
          segments: [{end: 310 min, fill: grey}, {end: 12 h, fill: none, outline: dotted}]
          events: [{at: 310 min, event: kill}]
        - label: c
          segments: [{end: 320 min, fill: grey}, {end: 12 h, fill: none, outline: dotted}]
          events: [{at: 320 min, event: kill}]
        - label: d
          segments: [{end: 12 h, fill: grey}]
""")
    assert "cross marked three lost" not in said, said
    assert "stop at a red cross within twenty minutes, from five to five hours twenty minutes, the crosses marked together three lost in twenty minutes" in said


def test_spot_reclaims_group_label_is_the_region_s():
    # 10-B: "a red cross marked three reclaimed in twenty minutes at five hours" -- the words stand over all three
    said = alt_of("spot-reclaims")
    assert "red cross marked three reclaimed" not in said
    # (words11: labels counting up said as their range, as the lead says them)
    assert "All three lanes marked us-east-1 a to us-east-1 c stop at a red cross within twenty minutes" in said
    assert "the crosses marked together three reclaimed in twenty minutes" in said


# --- the lanes cross a boundary, not the axis's span; a lane name beside marked ones ---------------------


def test_the_lanes_are_what_crosses_a_boundary_after_the_span():
    # 10-C: "over ninety minutes ruled every ten minutes, crossing a dashed line marking the preemption" --
    # the ninety minutes read as what crosses
    said = alt_of("preemption-three-lanes")
    assert "ruled every ten minutes, its lanes crossing a dashed line marking the preemption at thirty minutes" in said
    small = alt("""  - timeline:
      unit: h
      span: 10 h
      ticks: 2 h
      noun: job
      boundaries: [{at: 5 h, outline: dashed, label: limit}]
      lanes:
        - segments: [{end: 5 h, fill: grey}]
          events: [{at: 5 h, event: kill}]
        - segments: [{end: 10 h, fill: grey}]
""")
    assert "hours, crossing a dashed" not in small and "its lanes crossing a dashed limit boundary at five hours" in small, small


def test_a_short_lane_name_beside_a_marked_one_is_marked_too():
    # 10-C: "gpu starts with a grey hatched stretch" read as the GPU itself starting
    said = alt_of("step-breakdown")
    assert "; gpu starts" not in said
    assert "the bottom one, marked gpu, starts with a grey hatched stretch" in said


# --- the same gloss of the same label said once across bars ------------------------------------------


def test_the_same_gloss_of_the_same_label_is_said_once():
    # 10-A: "marked one hundred hours, standing for one hundred hours of training" three times
    said = alt_of("spot-or-on-demand-cost")
    assert said.count("standing for one hundred hours of training") == 1
    assert said.count("marked one hundred hours") == 3
    small = alt("""  - bar:
      id: a
      parts: [{share: 60%, fill: grey, label: work, means: hours of training}, {share: 40%, fill: red, hatch: true, means: hours lost}]
  - bar:
      id: b
      below: a
      parts: [{share: 80%, fill: grey, label: work, means: hours of training}, {share: 20%, fill: red, hatch: true, means: hours lost}]
""")
    assert small.count("hours of training") == 1 and small.count("hours lost") == 2, small  # unlabelled: its gloss is its only name


def test_meanings_in_turn_only_where_every_stretch_of_the_look_is_glossed():
    # weight-stream-hops: the warm cache lane's grey stretches (read, copy) carry no gloss: "the grey stretches
    # are the fetch ..., then the read ..." would make its first grey stretch a fetch
    said = alt_of("weight-stream-hops")
    assert "the grey stretches are the fetch" not in said
    assert "the grey stretch marked fetch fifty-five seconds is the fetch from object storage" in said


def test_a_ruled_week_curve_without_its_span_keeps_its_commas():
    # the span dropped from the lead (the x axis sentence says "over one week"): its ruling stays, set off by commas
    said = alt_of("spot-week")
    assert "a grey curve of spot price, with a longer tick every twenty-four hours, on a value axis" in said
    assert " ," not in said


def test_clauses_of_one_verb_say_it_once():
    from blueprint.describe.realise.link_clauses import shared_verb

    assert shared_verb(["sends a dashed arrow down to the floor", "sends a blue arrow to the tread"]) == [
        "sends a dashed arrow down to the floor", "a blue arrow to the tread"]
    assert shared_verb(["sends a dashed arrow", "is joined by a line"]) == ["sends a dashed arrow", "is joined by a line"]
    assert shared_verb(["sends a dashed arrow"]) == ["sends a dashed arrow"]
