"""Issue 26: every false statement two blind readers found in the corpus's alt
texts (review A, review B), one test per finding, named by entry: the entry's
current alt text no longer says the false phrase. The classes of defect are
shown by small specs in `test_false_statements.py`."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from conftest import corpus_alt as alt_of

from blueprint.describe import describe
from blueprint.describe.say.place_check import check_all
from blueprint.diagnostics import SpecError
from blueprint.layout.draw.point_labels import gap_between
from blueprint.pipeline import compile_spec
from blueprint.scene import Box, Text

CORPUS = Path(__file__).resolve().parents[1] / "corpus"




def test_autoscale_steps_is_not_on_one_pair_of_axes():
    # A: "three series on one pair of axes" -- the picture has only a time axis
    assert "pair of axes" not in alt_of("autoscale-steps")


def test_autoscaling_lag_is_two_charts_not_two_curves():
    # A: "as two curves" -- the picture has two stacked panels, not two curves
    assert "as two curves" not in alt_of("autoscaling-lag")


def test_autoscaling_lag_wanted_does_not_stay_above_ready_throughout():
    # A: "stays above the replicas ready throughout" -- they share a level before 1.5 min and after 5.5 min
    assert "stays above the replicas ready throughout" not in alt_of("autoscaling-lag")


def test_autoscaling_lag_wanted_does_not_stay_above_ready_with_restore_throughout():
    # A: "it stays above the replicas ready with restore throughout" -- level except from 1.5 to 2.5 min
    assert "stays above the replicas ready with restore throughout" not in alt_of("autoscaling-lag")


def test_autoscaling_lag_leader_does_not_join_the_curve():
    # A: "A thin leader joins the curve to the note." -- it touches no curve (the hatched gap, in the chart)
    assert "joins the curve to the note" not in alt_of("autoscaling-lag")


def test_checkpoint_size_is_not_on_one_pair_of_axes():
    # A: "two series on one pair of axes" -- only a time axis was drawn; the entry now
    # draws its value axis (stored, GB), so "pair of axes" stands only beside it
    alt = alt_of("checkpoint-size")
    assert "pair of axes" not in alt or "on a value axis of stored" in alt


def test_checkpoint_size_full_does_not_stay_above_deltas_throughout():
    # A: "stays above the incremental deltas stored throughout" -- both are at 120 the whole first hour
    assert "stays above the incremental deltas stored throughout" not in alt_of("checkpoint-size")


def test_demand_day_is_not_on_one_pair_of_axes():
    # A: "two series on one pair of axes" -- only a time axis is drawn
    assert "pair of axes" not in alt_of("demand-day")


def test_demand_day_line_has_no_figure_the_picture_lacks():
    # A: "runs across at ninety-five" -- no value scale; 95 appears nowhere in the picture
    assert "ninety-five" not in alt_of("demand-day")


def test_gpu_memory_split_does_not_count_ruler_steps_as_tiers():
    # A: "each tower up to twelve tiers tall" -- twelve is the ruler's steps, not tiers
    assert "twelve tiers tall" not in alt_of("gpu-memory-split")


def test_incremental_snapshot_towers_does_not_count_ruler_steps_as_tiers():
    # A: "each tower up to eleven tiers tall" -- eleven is the ruler's steps (3 + 2 + 5 + 1 GB)
    assert "eleven tiers tall" not in alt_of("incremental-snapshot-towers")


def test_kv_cache_ceiling_memory_in_use_is_not_under_memory_needed():
    # A: "it stays under the memory needed throughout" -- the dashed line only continues it from the cross
    assert "stays under the memory needed throughout" not in alt_of("kv-cache-ceiling")


def test_kv_cache_ceiling_runtime_is_not_forty_eight_gigabytes():
    # A: "The runtime stays flat at forty-eight gigabytes throughout." -- the band is labelled runtime 8 GB;
    # a flat series on top of a region between it and a flat one is said as the band's thickness
    alt = alt_of("kv-cache-ceiling")
    assert "runtime stays flat at forty-eight gigabytes" not in alt
    assert "The dark line of runtime stays flat, eight gigabytes above the weights, throughout." in alt


def _two_levels(region: str) -> str:
    spec = "\n".join([
        "blueprint: 1", "marks:", "  - curve:", "      unit: h", "      top: 100", "      y: {unit: GB, ticks: [0, 50, 100]}",
        "      series:", "        - {id: low, noun: weights, points: [[0, 40], [10, 40]]}",
        "        - {id: high, noun: runtime, colour: dark, points: [[0, 48], [10, 48]]}",
    ] + ([f"      regions: [{region}]"] if region else []))
    return compile_spec(spec, "spec.yaml").alt


def test_a_flat_band_on_top_is_said_by_its_thickness_only_where_drawn_as_a_band():
    assert "The dark line of runtime stays flat, eight gigabytes above the grey line, throughout." in _two_levels("{between: [high, low], fill: dark}")  # review 10-C: a series whose noun the card never shows is named after the lead by its look
    plain = _two_levels("")
    assert "The dark line of runtime stays flat at forty-eight gigabytes throughout." in plain and "above the weights, throughout" not in plain


def test_preempt_stairs_has_no_hours():
    # B: "over twelve hours" -- the picture has no time axis and no hours anywhere
    assert "twelve hours" not in alt_of("preempt-stairs")


def test_restore_staircase_reaches_no_serving_level():
    # B: "to a serving level" -- no level or landing is drawn; "serving" floats above the last tread
    assert "serving level" not in alt_of("restore-staircase")


def test_memory_run_does_not_stop_at_two_peaks():
    # A: "climbing to two peaks" -- three spikes, at 1,000, 2,000 and 3,000 steps; the third ends at the red cross
    assert "climbing to two peaks" not in alt_of("memory-run") and "three peaks, the last at its end" in alt_of("memory-run")


def test_week_preemptions_sunday_does_not_finish_first():
    # A: "The lane Sun finishes first, at twenty-one hours." -- the lanes are consecutive days of one run
    assert "finishes first" not in alt_of("week-preemptions")


def test_spot_interruptions_second_restart_is_from_zero():
    # B: "restarts from four hours, redoing the lost five hours in red hatching" -- the hatch redoes all progress: a restart from zero
    assert "restarts from four hours" not in alt_of("spot-interruptions")


def test_cold_start_phases_two_dark_stretches_are_seen_as_two():
    # A: "then a dark stretch marked load ..., the longest, then a dark stretch marked warm-up" -- one unbroken dark bar
    # (the picture was at fault: the words stay, the lane now keeps a seam between the two stretches)
    path = CORPUS / "cold-start-phases.yaml"
    scene = compile_spec(path.read_text(), str(path)).scene
    assert [e for e in scene.elements if getattr(e, "role", None) == "seam"]


def test_priority_preempt_grid_queue_has_no_same_job_before_one_is_said():
    # B: "The same blue job sits across four of the free ones in the fourth row." -- "the same" refers back to nothing
    assert "The same blue job" not in alt_of("priority-preempt-grid-queue")


def test_preemption_notice_has_no_in_an_in():
    # B: "carries on in an in dotted outline stretch" -- "in an in" is a word error
    assert "in an in" not in alt_of("preemption-notice")


def test_node_fragmentation_has_no_double_comma():
    # B: "stands whole to the right of the second row,, four cells long" -- a double comma
    assert ",," not in alt_of("node-fragmentation")


def _line_alt(line: str, y: str = "") -> str:
    spec = "\n".join([
        "blueprint: 1", "marks:", "  - curve:", "      unit: h", "      span: 24 h", "      top: 100",
        "      shape: {peaks: [14 h]}", f"      lines: [{line}]",
    ] + ([f"      y: {y}"] if y else []))
    return compile_spec(spec, "spec.yaml").alt


def test_a_lines_figure_is_said_only_where_a_reader_can_read_it():
    # the figure is on the card in the line's own label, or off a drawn value axis
    labelled = _line_alt("{at: 80, label: target 80}")  # its label says it: said once (session 13)
    assert "marked target eighty runs across," in labelled and "at eighty" not in labelled
    assert "runs across at eighty" in _line_alt("{at: 80, label: target}", y="{ticks: [0, 50, 100]}")
    assert "runs across," in _line_alt("{at: 80, label: target}")
    assert "eighty" not in _line_alt("{at: 80, label: target}")


def test_bin_packing_before_after_job_outlined_in_grey_is_not_a_grey_job():
    # review 4 A: "A grey waiting job outlined in dashes", "The same grey job" -- a grey
    # dashed outline round white squares; grey before a noun says solid grey, in use
    alt = alt_of("bin-packing-before-after")
    assert "grey waiting job" not in alt and "same grey job" not in alt
    assert "a waiting job in dashed outline marked 8-GPU job" in alt


def test_an_arrow_between_two_lanes_names_the_lanes():
    # review 4 C (preemption-notice) and the try's two-tier-checkpoints: "The timeline
    # sends a thick blue move arrow down to the timeline" -- it runs from one lane to another
    alt = alt_of("preemption-notice")
    assert "to the timeline" not in alt
    assert "a thick blue move arrow runs from spot node a to node b" in alt  # walls6: runs more across than down since the save icon over the lane went
    assert "sends a blue arrow to the timeline" not in alt_of("two-tier-checkpoints")


def test_long_tail_bill_guides_drop_from_the_slice_itself():
    # review 4 B: "Two dashed guides drop from that light grey portion" -- both start below
    # the label "last 5%", the left one left of the slice
    path = CORPUS / "long-tail-bill.yaml"
    result = compile_spec(path.read_text(), str(path))
    slice_box = result.scene.anchors["steps.last"]
    guides = [e for e in result.scene.elements if e.owner[-1] == "guides" and e.bounds.height > 0]
    assert guides and all(abs(g.bounds.y - slice_box.bottom) < 2 for g in guides)


def test_warm_pool_cost_restore_lane_blocks_said_as_drawn():
    # review 4 B: "each followed by a grey one of thirty minutes" -- drawn about half as wide.
    # Review 10-b: the blue slice, grown to the left to keep the grey thirty minutes, ended at
    # its hour instead of starting there. Now the slice starts at its hour and the grey gives
    # it room, so the words say what is drawn: blocks of thirty-one minutes (each drawn so,
    # from its hour), each a thin blue sliver then a grey stretch, no part's false length.
    path = CORPUS / "warm-pool-cost.yaml"
    result = compile_spec(path.read_text(), str(path))
    assert "carries six blocks of thirty-one minutes over it, at the same times, each a thin blue sliver then a grey stretch" in result.alt
    assert "grey one of thirty minutes" not in result.alt.split("the one marked restore runs")[-1]  # the lane by its first line (review 10-B)
    anchors = result.scene.anchors
    warm = [anchors[f"day.lane-1.segment-{n}"] for n in range(2, 8)]
    restore = [anchors[f"day.lane-3.segment-{n}"] for n in range(2, 14)]
    for start, blue, grey in zip(warm, restore[::2], restore[1::2]):
        assert abs(blue.x - start.x) < 0.5, "the slice starts at its hour, as the warm pool's bursts do"
        assert abs(grey.right - (start.x + start.width * 31 / 30)) < 0.5 and abs(blue.right - grey.x) < 0.5, "the block ends at 31 minutes"


def test_kv_cache_ceiling_memory_in_use_reaches_the_ceiling():
    # review 4 D: "the memory in use stays under it throughout" -- it meets the 80 GB
    # ceiling at 100k tokens, under the out-of-memory cross
    alt = alt_of("kv-cache-ceiling")
    assert "the memory in use stays under it throughout" not in alt
    assert "the memory in use stays under it until it reaches it at one hundred thousand" in alt


def test_one_stretch_after_a_run_is_not_stretches():
    # review 4 D: "with stretches outlined in blue dashes after them" (one dashed upload);
    # "with grey hatched stretches between them" (one hatched stretch)
    assert "with a stretch in blue dashed outline after them" in alt_of("two-tier-checkpoints")
    alt = alt_of("scale-to-zero-first-request")
    assert "between them" not in alt  # facts6: a lane that runs, idles, sleeps and wakes is told in order, not as a pattern
    # facts8b: the opening both replicas share is said once, then replica a goes on in order
    assert "replica a continues with a grey hatched stretch marked idle timeout one hour, then a stretch in dotted outline" in alt


def test_the_widest_of_the_rest_is_not_said_as_the_widest():
    # review 4 D: "a white part outlined in blue dashes that is the widest of the other
    # three" -- the grey part of the same bar is five times wider
    alt = alt_of("spot-or-on-demand-cost")
    assert "widest of the other" not in alt
    # bars7: the dashed part carries its words now ("saved $320", right of it), said as its label
    assert "a white part in blue dashed outline marked saved three hundred and twenty dollars" in alt


def test_scale_to_zero_warm_label_is_not_tied_to_the_first_stretch():
    # review 4 D: "the first marked warm zero point four seconds" -- "warm 0.4 s" stands under
    # the whole row of four grey slices: words drawn under a whole run are said of the run
    alt = alt_of("scale-to-zero-first-request")
    assert "the first marked warm zero point four seconds" not in alt
    assert "later holds four short grey stretches marked warm zero point four seconds" in alt


def test_a_label_under_one_stretch_of_a_run_stays_the_first_ones():
    spec = "\n".join([
        "blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      span: 24 h", "      lanes:", "        - segments:",
        "            - {start: 2 h, duration: 1 h, fill: dark, label: cold start}", "            - {start: 3 h, duration: 4 h, fill: grey}",
        "            - {start: 7 h, duration: 1 h, fill: dark}", "            - {start: 8 h, duration: 4 h, fill: grey}",
    ])
    alt = compile_spec(spec, "spec.yaml").alt
    assert "the first marked cold start" in alt and "stretches marked cold start" not in alt
    # with paper between two of its stretches the lane is told in order (trywords9): its label still on the first
    gapped = compile_spec(spec.replace("start: 7 h", "start: 10 h").replace("start: 8 h", "start: 11 h"), "spec.yaml").alt
    assert "a dark stretch marked cold start" in gapped and "stretches marked cold start" not in gapped


def test_node_failure_rows_outlined_as_drawn():
    # review 4 D: "each row outlined as one" -- the bottom row shows two outlines side by side;
    # a row reads as one box only where no span inside it outlines part of it
    assert "each row outlined as one" not in alt_of("node-failure")
    assert "each row outlined as one" in alt_of("node-fragmentation")  # its one span stands beside the rows


def test_spot_or_on_demand_opening_counts_every_bar():
    # the try's drawer: "priced three ways as one bar" -- three bars are drawn
    alt = alt_of("spot-or-on-demand-cost")
    assert "as one bar" not in alt and "priced three ways as three bars." in alt


def test_reserved_idle_queue_names_its_queue_row_as_it_was_brought_in():
    # C (session 5): "The right grid is marked waiting three hours below it" -- the queue was brought in as
    # "a row of five outlined job squares"; a grid of one row is named again as the row, never "the grid".
    # Since queue7 the jobs are a `queue`, named again as the queue it was brought in as
    said = alt_of("reserved-idle-queue")
    assert "a queue of five waiting jobs" in said and "right grid" not in said
    # review 7-B: "The right row is marked waiting three hours below it": the queue has its own label, the note is one of its own
    assert "is marked waiting three hours" not in said and "Below the queue stands a note marked waiting three hours" in said


# --- review 5 (A and B): issue 26, the readers of 22 alt texts ---------------------------


def test_node_failure_save_icon_is_not_over_the_timeline():
    # B: "Over the timeline stands a save icon in dotted outline" -- it is placed on a
    # place on lane b (`over: lost.lane-2.at--0.5h`, walls6: job b is one stretch), not above the timeline
    alt = alt_of("node-failure")
    assert "Over the timeline" not in alt
    assert "On the lane marked b times two at thirty minutes before zero stands a save icon" in alt  # "×" read as "times" (review 10-D)


TIMELINE = """blueprint: 1
marks:
  - timeline:
      id: t
      unit: h
      lanes:
        - {label: alpha, segments: [{end: 4 h, fill: grey}]}
        - {label: beta, segments: [{end: 2 h, fill: grey}, {start: 2 h, end: 6 h, fill: red, hatch: true}]}
"""
GRID = """blueprint: 1
marks:
  - grid:
      id: g
      rows: [[used, used, free, free], [used, used, used, free]]
"""
TOWERS = """blueprint: 1
marks:
  - towers:
      id: w
      towers:
        - {label: a, tiers: [{label: base, size: 2}, {label: top, size: 1, fill: blue}]}
        - {label: b, tiers: [{label: base, size: 3}]}
"""
BAR = """blueprint: 1
marks:
  - bar:
      id: b
      parts: [{id: busy, label: busy, share: 75%}, {id: idle, label: idle, share: 25%, fill: red, hatch: true}]
"""
STAIRCASE = """blueprint: 1
marks:
  - staircase:
      id: s
      unit: h
      steps: [{label: one, duration: 2 h}, {label: two, duration: 2 h}, {label: three, duration: 2 h}]
"""
# Every kind of mark with parts a placement can name, the part, and the words that name it.
OVER_PARTS = [
    (TIMELINE, "t.lane-2", "on the lane marked beta"),
    (TIMELINE, "t.lane-2.segment-2", "on the red hatched stretch of the lane marked beta"),
    (GRID, "g.row-2", "on the second row"),
    (TOWERS, "w.tower-1.tier-2", "on the blue top tier of the tower marked a"),
    (BAR, "b.idle", "on the part marked idle"),
    (STAIRCASE, "s.tread-2", "on the tread marked two"),
]


@pytest.mark.parametrize("spec, part, words", OVER_PARTS, ids=[p for _, p, _ in OVER_PARTS])
def test_a_thing_over_a_part_is_said_on_that_part(spec, part, words):
    # B (node-failure): a thing placed `over` a part of a mark is named by the mark ("over the
    # timeline"), which reads as above it; it stands on the part, and the part is named
    text = spec + f"  - icon: {{name: cross, colour: red, size: small, over: {part}}}\n"
    result = compile_spec(text, "over-part.yaml")
    assert words in result.alt.lower(), result.alt
    assert " over " not in result.alt.lower(), result.alt
    claims = describe(result.spec, result.scene, result.theme).places
    assert any(c.place.word == "over" for c in claims)  # the place said is recorded, and checked
    assert not check_all(claims, result.scene)


def _point_labels(scene):
    """(mark box, label box, joined) for every curve point mark's label drawn."""
    owned: dict[tuple, list] = {}
    for element in scene.elements:
        owned.setdefault(tuple(element.owner), []).append(element.bounds)
    found = []
    for owner, boxes in owned.items():
        if len(owner) >= 3 and owner[-1] == "label" and owner[-3] == "marks" and "curve" in owner and owner[:-1] in owned:
            found.append((Box.around(owned[owner[:-1]]), Box.around(boxes), owner[:-1] + ("leader",) in owned))
    return found


@pytest.mark.parametrize("entry", sorted(p.stem for p in CORPUS.glob("*.yaml") if "place:" in p.read_text() and "series" in p.read_text()))
def test_a_point_label_stands_by_its_mark_or_is_joined_to_it(entry):
    # A (autoscale-steps): "a grey dot marked one GPU ... at five minutes" -- the words stood past
    # the riser, about eighty px from the dot, with no leader; a reader took them for another's
    path = CORPUS / f"{entry}.yaml"
    try:
        result = compile_spec(path.read_text(), str(path))
    except SpecError:
        pytest.skip("the entry does not compile (its located errors are tested elsewhere)")
    reach = result.theme.layout.label_reach
    for mark, label, joined in _point_labels(result.scene):
        assert joined or gap_between(mark, label) <= reach, (entry, mark, label)


def test_words_set_apart_from_their_point_are_not_said_to_mark_it():
    # A (autoscale-steps): the describer says "marked" only of words that stand by their thing or
    # are joined to it: the same scene with the label moved far off says them apart
    path = CORPUS / "autoscale-steps.yaml"
    result = compile_spec(path.read_text(), str(path))
    assert "grey dots marked one GPU" in result.alt  # counted now: "four grey dots marked one GPU, two GPUs, ..."
    label = next(e for e in result.scene.elements if isinstance(e, Text) and e.text == "1 GPU")
    moved = replace(label, box=label.box.moved(200, 0), x=label.x + 200)
    scene = replace(result.scene, elements=tuple(moved if e is label else e for e in result.scene.elements))
    alt = describe(result.spec, scene, result.theme).alt
    assert "marked one GPU" not in alt and "with the words one GPU set apart from it" in alt


def test_warm_pool_cost_rates_are_said_in_words():
    # B: "sixty dollars/day", "two dollars fifty/h" -- units only half turned into words
    alt = alt_of("warm-pool-cost")
    assert "/day" not in alt and "/h" not in alt
    assert "sixty dollars a day" in alt and "two dollars fifty an hour" in alt


def test_replicas_follow_the_curve_rate_is_said_per_second():
    # B: "one thousand four hundred req/s" -- a rate after a word is "per second"
    alt = alt_of("replicas-follow-the-curve")
    assert "req/s" not in alt and "requests per second" in alt  # the clipped noun said whole too (review 10-C)


def test_warm_pool_cost_leader_is_not_said_to_join_the_timeline():
    # B: "A thin leader joins the timeline to the right note" -- it rises from the warm pool
    # lane's hatching; the lane's part is named
    alt = alt_of("warm-pool-cost")
    assert "joins the timeline" not in alt and "grey hatched stretch of the lane marked warm pool is marked by a thin leader" in alt  # its first line: the price said once (10-B)


def test_cold_start_phases_leader_starts_on_the_pull_part():
    # A: "A thin leader joins the timeline to the note" -- it starts on the hatched pull part
    assert "joins the timeline to the note" not in alt_of("cold-start-phases")


def test_node_failure_boundary_is_a_line_marking_the_failure():
    # B: "with a red failure drawn solid" -- "a red failure" is no thing: a solid red line marks it
    alt = alt_of("node-failure")
    assert "a red failure" not in alt and "a solid red line marking the failure at zero" in alt


def test_a_boundary_named_as_a_line_keeps_its_noun():
    # a boundary whose noun names the line itself is said by it ("a boundary drawn in dashes")
    spec = TIMELINE + "      boundaries: [{at: 3 h, outline: dashed}]\n"
    alt = compile_spec(spec, "boundary.yaml").alt
    assert "a dashed boundary" in alt and "line marking" not in alt


def test_a_series_above_most_of_the_way_is_not_said_above_only():
    # A (autoscaling-lag, checkpoint-size): "runs above ... only from one minute on and level with
    # it the rest of the time" -- "only" said of nine minutes of ten
    for entry, start in (("autoscaling-lag", "one minute"), ("checkpoint-size", "one hour")):
        alt = alt_of(entry)
        assert f"only from {start} on" not in alt and f"from {start} on, level with it before that" in alt


# --- review 6 (A, B, C): the false statements, each at its cause ---------------------------------

SPIKE = """blueprint: 1
marks:
  - curve:
      unit: min
      span: 10 min
      ticks: 2 min
      series:
        - {id: s, noun: latency, colour: grey, values: [10, 10, 10, 10, 60, 100, 60, 10, 10, 10, 10]}
"""


def test_latency_spike_lasts_from_where_it_leaves_its_level_to_where_it_is_back():
    # 6-A: "a single peak at four and a half minutes lasting about two and a half minutes" -- it leaves
    # its baseline at 3.0 min and is back at 7.5 (2.5 min was its width at half height)
    alt = alt_of("latency-spike")
    assert "lasting about two and a half minutes" not in alt and "lasting about four and a half minutes" in alt
    small = compile_spec(SPIKE, "spike.yaml").alt
    assert "lasting about four minutes" in small, small  # leaves at three minutes, back at seven


def test_warm_pool_cost_note_is_not_the_right_one_of_notes_never_said():
    # 6-A: "... to the right note" -- no other note had been said; the only kin a place tells apart
    # are those the text has met
    alt = alt_of("warm-pool-cost")
    assert "the right note" not in alt and "warm pool is marked by a thin leader: idle" in alt  # tryfix6: the stretch is marked, no note named


MEANT = {  # entry: a `means` its spec gives a part with no drawn words of that sense
    "node-failure": "a copy on the node's local disk, gone with it",
    "autoscale-steps": "requests queued",
    "latency-spike": "a new replica joining",
    "restore-break-even": "lost by recomputing",
    "spot-or-on-demand-cost": "the run on spot GPUs at sixteen dollars an hour",
}


@pytest.mark.parametrize("entry", sorted(MEANT))
def test_a_meaning_is_never_said_as_drawn_words(entry):
    # 6-A, 6-B: "a save icon in dotted outline, a copy on the node's local disk, gone with it" read as
    # the icon's label; a meaning is said as what the look stands for, never in a label's place
    alt, means = alt_of(entry), MEANT[entry]
    assert f"standing for {means}" in alt or f"meaning {means}" in alt, alt
    assert f", {means}" not in alt and f"marked {means}" not in alt


def test_a_meaning_is_said_apart_on_every_form():
    # one rule (Words.meaning): a state "meaning in use", a thing "standing for requests queued",
    # nothing where it only repeats the label
    from blueprint.describe.say.words import Words
    words = Words()
    assert words.meaning("requests queued") == "standing for requests queued"
    assert words.meaning("in use") == "meaning in use" and words.meaning("lost by recomputing") == "meaning lost by recomputing"
    assert words.meaning("the latency target", "latency target") == ""
    assert words.meaning("node a", "node b") == "standing for node a"


LABEL_IN_NOUN = {  # entry: the stutter a reader found
    "request-path": "a load balancer marked load balancer",
    "latency-spike": "latency target, the latency target",
    "autoscaling-lag": "staircase of replicas wanted marked wanted",
    "demand-day": "capacity scaled with restore marked scaled with restore",
}


@pytest.mark.parametrize("entry", sorted(LABEL_IN_NOUN))
def test_a_label_already_said_by_its_noun_is_not_said_again(entry):
    # 6-A, 6-B: "a load balancer marked load balancer" -- "marked" only adds words the noun lacks
    assert LABEL_IN_NOUN[entry] not in alt_of(entry)


def test_a_label_that_names_is_kept_though_its_noun_shares_a_word():
    # "node a" is not said by "a server node": only a leading article goes unweighed
    from blueprint.describe.say.words import Words
    assert Words().repeats("load balancer", "a load balancer") and not Words().repeats("node a", "a server node")
    assert not Words().repeats("snapshot", "snapshot file", whole=True) and Words().repeats("load balancer", "load balancer", whole=True)


# --- review 6-C: issue 26, the false statements reader C found ---------------------------


def test_gpu_memory_split_has_one_tower_and_a_box():
    # C: "two towers standing on one shared foundation" -- one tower; the second request is one dashed box
    said = alt_of("gpu-memory-split")
    assert "two towers" not in said and "as a tower and a box standing on one shared foundation" in said
    assert "the box beside the tower, marked a second request, is an empty box in blue dashed outline marked its KV cache, crossed out whole by a red cross" in said


def test_memory_run_counts_the_spike_at_its_end_as_a_peak():
    # C: "climbing to two peaks and climbing again to its end" -- three spikes, the third at the curve's end
    said = alt_of("memory-run")
    assert "climbing again" not in said and "three peaks, the last at its end" in said


def test_queue_waiting_is_six_separate_boxes_not_one_bar():
    # C: "as one bar ... split by gaps into six parts" -- six separate dashed boxes stand apart
    # (since queue7 the boxes are a `queue`: six waiting jobs of different widths)
    said = alt_of("queue-waiting")
    assert "one bar" not in said and "the bar" not in said and "a queue of six waiting jobs of different widths" in said
    assert "Below the queue stands a clock" in said


def test_reserved_idle_queue_bracket_stands_beside_the_rows_it_spans():
    # C: "A bracket to the right of the third GPU cell of the first row" -- it stands at the far right, beside both rows
    path = CORPUS / "reserved-idle-queue.yaml"
    compiled = compile_spec(path.read_text(), str(path))
    bracket = next(e.bounds for e in compiled.scene.elements if e.role == "bracket")
    cells = [e.bounds for e in compiled.scene.elements if e.role == "cell" and e.owner == ("marks", 0, "grid")]
    assert bracket.x >= max(c.x + c.width for c in cells)  # the scene: right of every cell of team a
    assert {round(bracket.y), round(bracket.y + bracket.height)} == {round(min(c.y for c in cells)), round(max(c.y + c.height for c in cells))}
    assert "right of the third GPU cell" not in compiled.alt
    assert "A bracket to the right of both rows of GPU cells of the grid marked team a reserved" in compiled.alt
    assert "grouping" not in compiled.alt  # reader 7b-C: which cells within the rows the picture cannot show


def test_spot_or_on_demand_cost_says_both_rows_of_crosses():
    # C: "There is a row of twelve red crosses" said once -- two rows of twelve stand, one over each spot bar
    said = alt_of("spot-or-on-demand-cost")
    # bars7: each row stands over its bar (`above: spot3`), and is said over it
    assert "Above the second bar stands a row of twelve red crosses." in said and "Above the bottom bar stands a row of twelve red crosses." in said
