"""Issue 26, session 7: what blind reader 7-A found false or misleading, one
test per finding, named by entry (the entry's alt text no longer says the
quoted words, and says what the picture shows), and the rules that fixed them
shown on small specs, so each holds for every curve, not one diagram."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nsubject: a test\nmarks:\n" + marks, "spec.yaml").alt


# --- the readers' findings, by entry -------------------------------------------------


def test_memory_run_panels_share_only_the_step_scale():
    # 7-A, false: "as two panels on one scale" -- the GB axes are drawn at two heights; only the steps are shared
    said = alt_of("memory-run")
    assert "two panels on one scale" not in said
    assert "two panels on one step scale" in said


def test_memory_run_says_the_spikes_cross_the_limit_and_the_saves_under_them():
    # 7-A: "crosses it five times" -- the point is that all three spikes cross the limit
    said = alt_of("memory-run")
    assert "crosses it five times" not in said
    assert "rises above it at each of its three peaks and stays under it the rest of the time" in said
    assert "cuts the curve at its last peak, at three thousand steps" in said
    assert "each below a peak of the grey curve above" in said


def test_autoscale_steps_count_is_no_garden_path_and_the_steps_come_late():
    # 7-A: "crosses the grey GPUs the autoscaler adds six times" -- reads as "adds six times"; the demand rises
    # through a tread three times, each before the step
    said = alt_of("autoscale-steps")
    assert "adds six times" not in said
    assert "runs above the grey staircase three times, each time until the staircase steps up, so each step comes late" in said


def test_autoscale_steps_pronoun_after_the_region_is_gone():
    # 7-A: "...standing for requests queued; it stays under the blue ..." -- "it" read as the gap
    said = alt_of("autoscale-steps")
    assert "; it stays under" not in said
    assert "each earlier, at two, ten and twenty-six minutes, and from thirty-six minutes runs as one with it at eight, staying above the demand throughout" in said


def test_autoscale_steps_demand_is_a_line_and_long_names_said_once():
    # 7-A: "a dark curve of demand" -- it is drawn straight; "the grey GPUs the autoscaler adds" said eight times
    said = alt_of("autoscale-steps")
    assert "a dark line of demand" in said
    assert said.count("GPUs the autoscaler adds") == 1
    assert "Four grey dots marked one GPU, two GPUs, four GPUs and eight GPUs sit on the grey staircase" in said


def test_queue_wait_curve_no_garden_path_and_no_top_out():
    # 7-A: "red past eighty-five percent over one hundred percent"; "A dashed SLO marked"; "tops out at five times the SLO"
    said = alt_of("queue-wait-curve")
    assert "red past eighty-five percent over" not in said
    assert "A dashed SLO marked" not in said and "A dashed line marked SLO two seconds" in said
    assert "tops out" not in said and "reaches the top of the value axis, five times the SLO" in said
    assert "sits on the curve at seventy percent, well under the SLO line" in said
    assert "staying low up to about eighty percent, then rising steeply" in said


def test_kv_cache_ceiling_bands_are_not_curves():
    # 7-A: "a grey curve of memory in use, a dark curve of runtime, a grey curve of weights" -- stacked bands;
    # "from the grey curve's end" -- three grey series
    said = alt_of("kv-cache-ceiling")
    assert "a grey curve of memory in use" not in said
    assert "the first three each the top edge of a filled band" in said
    assert "the grey curve's end" not in said and "drops from the end of the memory in use" in said
    assert "A solid ceiling marked" not in said


def test_week_preemptions_restart_point_is_a_meaning_not_a_jump():
    # 7-A: "restarts from eight hours" -- nothing is drawn at eight hours; the hatching runs on from the cross
    said = alt_of("week-preemptions")
    assert "restarts from eight hours" not in said
    assert "then redoes the lost two hours in red hatching, standing for a restart from eight hours" in said


def test_spot_interruptions_restart_from_zero_is_a_meaning():
    # 7-A: "restarts from zero, redoing the lost four hours" -- no jump back to zero is drawn
    said = alt_of("spot-interruptions")
    assert "restarts from zero" not in said
    assert "standing for a restart from zero" in said


# --- the rules, on small specs ------------------------------------------------------

DAY_LANES = """  - curve:
      id: demand
      unit: h
      span: 24 h
      points: [[0, 200], [4 h, 120], [7 h, 300], [10 h, 800], [14 h, 1400], [18 h, 900], [21 h, 500], [24 h, 200]]
  - timeline:
      id: lanes
      same-scale: demand
      unit: h
      span: 24 h
      axis: {ticks: [{at: 0, label: midnight}, {at: 14 h, label: 2 p.m.}, {at: 24 h, label: midnight}]}
      lanes:
        - {label: a, segments: [{start: 0, end: 24 h, fill: grey}]}
        - {label: b, segments: [{start: 6 h, end: 22 h, fill: grey}]}
        - {label: c, segments: [{start: 11 h, end: 17 h, fill: grey}]}
  - drop: {from: demand.highest, to: lanes}
"""


def test_a_curve_reads_its_places_off_a_timeline_on_its_scale():
    said = alt(DAY_LANES)
    assert "lying low overnight, then climbing to a single peak at two p.m." in said


def test_lanes_that_shorten_one_within_another_are_compared():
    said = alt(DAY_LANES)
    assert "The grey stretches grow shorter lane by lane, from twenty-four hours to sixteen hours and six hours, each within the one above" in said


def test_a_guide_through_lanes_that_all_hold_it_says_so():
    assert "every lane's grey stretch spans it" in alt(DAY_LANES)
    shorter = DAY_LANES.replace("{start: 11 h, end: 17 h", "{start: 15 h, end: 17 h")
    assert "spans it" not in alt(shorter)  # lane c starts after the peak: never said


def test_a_line_crossed_by_noise_between_peaks_is_counted_not_said_by_peaks():
    flat = """  - curve:
      unit: h
      span: 10 h
      points: [[0, 10], [2 h, 90], [3 h, 10], [5 h, 90], [6 h, 10], [8 h, 90], [10 h, 10]]
      lines: [{at: 50, label: limit}]
"""
    assert "rises above it at each of its three peaks and stays under it the rest of the time" in alt(flat)
    low = flat.replace("at: 50", "at: 5")  # always above the line: no peak crosses it
    assert "each of its three peaks" not in alt(low)


def test_straggler_allreduce_says_all_lanes_finish_together():
    # 7-A, missed: "All eight lanes end together at 620 ms" -- each lane's story is told, the common end was not
    assert "All eight lanes finish together, at six hundred and twenty milliseconds" in alt_of("straggler-allreduce")
