"""The curve's facts as the alt text says them: each series by its look and
the shape computed from its values, how the series stand to each other and to
the lines, points named in words, units said in words, what lines, regions
and marks mean."""

from __future__ import annotations

import re

import pytest

from blueprint.describe.marks.curve import read
from blueprint.marks.curve import CurveSpec
from blueprint.marks.curve.data import plot_of
from blueprint.marks.curve.points import point_on
from conftest import compiled_marks
from curve_examples import BLOCK, EPOCHS, GIGABYTES, STEPS_AT_POINTS, TWO


DAY = """
  - curve:
      span: 24 h
      noun: demand
      top: 100
      shape: {peaks: [11 h, 19 h], heights: [62, 70], low: 12}
      lines: [{id: paid, at: 80, label: provisioned, weight: thick}]
      regions: [{against: paid, where: below, hatch: true, means: capacity paid for and idle}]
      marks: [{at: highest, icon: cloud}, {at: valley 1, place: baseline, block: true, label: lull}]
"""


def test_the_shape_is_said_from_the_values(compile_text):
    alt = compiled_marks(compile_text, DAY).alt
    assert "a grey curve of demand over twenty-four hours, lying low overnight, then climbing to two peaks and falling away at night" in alt
    assert "A thick dashed line marked provisioned runs across, and the demand stays under it all day" in alt
    assert "the gap under the line is grey hatched, standing for capacity paid for and idle" in alt
    assert "a blue cloud icon stands over the highest peak" in alt.lower()
    assert "a small blue block marked lull sits on the baseline under the valley" in alt


def test_crossings_and_a_single_peak_are_computed(compile_text):
    alt = compiled_marks(compile_text, """
  - curve:
      unit: h
      noun: load
      values: [10, 30, 70, 90, 70, 30, 10]
      lines: [{at: 50, outline: solid}]
""").alt  # hours written: a curve with no unit is in plain numbers
    assert "climbing to a single peak at three hours and falling away" in alt and "at night" not in alt
    assert "the load crosses it twice" in alt


def test_points_are_named_in_words(compile_text):
    alt = compiled_marks(compile_text, "\n  - curve: {values: [1, 5, 2, 6, 1], unit: h, marks: [{at: peak 2, icon: cloud}, {at: 2, block: true, place: curve}]}\n").alt
    assert "a blue cloud icon stands over the second peak and a small blue block sits on the curve at two hours" in alt.lower()


def test_the_alt_text_names_each_series_with_its_look_and_how_they_stand(compile_text):
    alt = compiled_marks(compile_text, TWO).alt
    assert "three series over twenty-four hours ruled every six hours: a grey curve of demand, a blue dashed step line of capacity and a thick red dotted curve of floor" in alt
    assert "The grey curve of demand, climbing to a single peak at fourteen hours and falling away at night, stays under the capacity all day" in alt
    assert "The blue dashed step line of capacity climbs to a single peak from ten to nineteen hours and falls away at night" in alt, "a wide top said from where to where"
    assert "The red dotted curve of floor stays flat at ten throughout" in alt
    assert "where the capacity runs above the demand, the gap between them is grey hatched, standing for headroom paid for and idle" in alt
    assert "The red dotted curve of floor stays flat at ten throughout, staying under the demand all day" in alt  # said from its side: no "it" after the region's clause (reader 7-A)


@pytest.mark.parametrize("values, relation", [
    ("[50, 52, 51, 53, 50]", "The grey curve of b follows just above the a throughout"),  # close the whole way: said from the follower's side
    ("[10, 12, 11, 13, 10]", "stays well below the b throughout"),
    ("[30, 70, 30, 70, 30]", "crosses the b four times"),
    ("[10, 90, 90, 90, 90]", "crosses the b once, at about"),
])
def test_how_the_first_series_stands_to_another(compile_text, values, relation):
    alt = compiled_marks(compile_text, f"""
  - curve:
      unit: step
      series:
        - {{id: a, values: {values}}}
        - {{id: b, values: [55, 56, 57, 56, 55]}}
""").alt
    assert relation in alt, alt


def test_an_axis_in_epochs_is_said_in_epochs(compile_text):
    result = compiled_marks(compile_text, EPOCHS)
    assert "a grey curve of loss over one thousand epochs ruled every two hundred and fifty epochs" in result.alt
    assert "sits on the baseline at five hundred epochs" in result.alt
    assert not re.search(r"\bat 500\b|\b1000\b", result.alt), "no figure where a unit word belongs"


def test_an_axis_in_gigabytes_is_said_in_words(compile_text):
    result = compiled_marks(compile_text, GIGABYTES)
    assert "over eighty gigabytes" in result.alt and "at forty gigabytes" in result.alt


def test_a_block_as_long_as_a_stretch_of_the_axis_is_said_from_where_to_where(compile_text):
    result = compiled_marks(compile_text, BLOCK)
    assert "A blue block marked restore spans the baseline from six to seven and a half hours" in result.alt


def test_steps_at_the_places_their_points_give_are_said_there(compile_text):
    """Issue 17: steps at their true positions (`points`), not equal bins."""
    result = compiled_marks(compile_text, STEPS_AT_POINTS)
    assert "doubling in two steps from three to six and twelve, at five and nine minutes" in result.alt


# --- shapes said from the facts of say/shapes.py ------------------------------------


@pytest.mark.parametrize("body, said", [
    ("{unit: step, span: 1000, noun: memory, values: [18, 34, 48, 58, 64, 66, 66.5, 67, 67, 67, 67]}",
     "climbing steeply then holding a flat plateau near sixty-seven from five hundred steps"),
    ("{unit: min, span: 40 min, step: true, noun: GPUs, values: [1, 2, 4, 8, 16, 16], lines: [{at: 5}]}",
     "doubling in four steps from one to two, four, eight and sixteen"),
    ("{unit: min, span: 40 min, step: true, noun: GPUs, values: [1, 2, 4, 8, 16, 16], lines: [{at: 5}]}",
     "the GPUs cross it once, between four and eight, and top out at more than three times the line"),
    ("{unit: min, span: 180 min, noun: throughput, values: [82, 84, 83, 85, 84, 83, 0, 0, 0, 0, 20, 55, 78, 83, 84, 82, 85, 84, 83]}",
     "holding flat near eighty-three, dropping to zero at one hour, staying there for thirty minutes and climbing back to its old level by two hours"),
    ("{span: 12 h, values: [80, 80, 0, 80, 80, 80, 0, 0, 80, 80, 80, 80, 80]}", "holding flat near eighty but for two drops to zero, at two hours and six hours"),
    ("{span: 60 min, step: true, values: [30, 30, 30, 30, 30, 30, 90, 90, 90, 90, 90, 90, 90]}",
     "holding at thirty then stepping up to ninety at thirty minutes"),
    ("{span: 60 min, values: [20, 20, 22, 60, 75, 80, 82, 80, 78, 76, 75, 74, 74]}", "holding at twenty then jumping to seventy-five between ten and twenty minutes"),
    ("{span: 24 h, values: [50, 51, 50, 49.5, 50.5, 50]}", "flat at fifty throughout"),
    ("{span: 7 h, values: [10, 30, 12, 20, 40, 60, 80, 100]}", "rising steadily, with a small bump at one hour"),
    ("{span: 12 h, values: [2.6, 1.9, 1.5, 1.25, 1.08, 0.96, 0.87, 0.8, 0.74, 0.69, 0.65, 0.62, 0.6]}", "falling steeply then flattening"),
])
def test_shapes_are_said_from_the_facts(compile_text, body, said):
    alt = compiled_marks(compile_text, f"\n  - curve: {body}\n").alt
    assert said in alt, alt


LAUNCH = """
  - curve:
      span: 24 h
      noun: requests
      values: [12, 11, 10, 10, 11, 13, 16, 20, 25, 28, 26, 22, 20, 30, 95, 88, 60, 35, 24, 20, 18, 16, 14, 13, 12]
      lines: [{at: 50, weight: thick}]
      marks: [{at: peak 2, icon: cloud}]
"""


def test_a_tall_spike_against_a_small_bump_and_a_brief_overshoot(compile_text):
    alt = compiled_marks(compile_text, LAUNCH).alt
    assert "climbing to a small bump at nine hours and a tall spike at fourteen hours and falling away in the evening" in alt
    assert "the requests cross it twice, staying above it for about three hours and under it the rest of the day" in alt
    assert "stands over the second peak" in alt, "a mark counts the peaks the text says, the bump first"


def test_the_peaks_a_mark_names_are_the_peaks_the_text_counts():
    spec = CurveSpec.model_validate({"span": "24 h", "values": [12, 11, 10, 10, 11, 13, 16, 20, 25, 28, 26, 22, 20, 30, 95, 88, 60, 35, 24, 20, 18, 16, 14, 13, 12]})
    plot = read(plot_of(spec))
    trace = plot.traces[0]
    assert [point_on(trace, plot.axis, f"peak {n}").index for n in (1, 2)] == [p.index for p in trace.shape.peaks] == [9, 14]


def test_means_on_a_reference_line_and_a_mark_is_said_after_them(compile_text):
    """Issue 17: `means` on point marks and reference lines."""
    alt = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 24 h, noun: demand, top: 100, values: [20, 30, 60, 70, 40, 20], lines: [{at: 80, label: provisioned, means: the capacity bought}], marks: [{at: 12 h, icon: save, place: baseline, label: checkpoint, means: a snapshot of the replicas}]}\n").alt
    assert "A dashed line marked provisioned, standing for the capacity bought, runs across" in alt
    assert "A blue save icon marked checkpoint, standing for a snapshot of the replicas, sits on the baseline at twelve hours." in alt


def test_a_cross_on_the_series_cuts_it_where_it_fails(compile_text):
    """Issue 17: a cross that cuts the series where it fails, said red whatever its colour key."""
    alt = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 12 h, noun: throughput, values: [80, 82, 81, 83, 82, 0, 0, 40, 80, 82, 81, 80, 82], marks: [{at: 5 h, icon: cross, place: curve, label: NCCL hang}]}\n").alt
    assert "A red cross marked NCCL hang cuts the curve at five hours." in alt and "blue cross" not in alt


def test_the_axes_are_said_with_their_titles_units_and_named_ticks(compile_text):
    """A value axis in the lead with its range and unit, every value with the
    unit; the x axis's title and named ticks, which places use."""
    alt = compiled_marks(compile_text, """
  - curve:
      span: 24 h
      top: 80
      x: {ticks: [{at: 0 h, label: midnight}, {at: 12 h, label: noon}, {at: 24 h, label: midnight}]}
      y: {title: GPU memory, unit: GB, ticks: 20}
      shape: {peaks: [12 h], heights: [66], low: 10}
      lines: [{at: 70, label: limit}]
""").alt
    assert "on a value axis of GPU memory from zero to eighty gigabytes" in alt
    assert "a single peak at noon" in alt
    assert "runs across at seventy gigabytes" in alt
    assert "The x axis runs from midnight to midnight, with noon marked" in alt


def test_a_sawtooth_is_said_as_it_is_drawn(compile_text):
    """Issue 25 item 7: climbs, falls back at each drop, climbs again; never "rising steadily"."""
    from curve_examples import SAWTOOTH
    alt = compiled_marks(compile_text, SAWTOOTH).alt
    assert "a grey line of progress over ten hours, climbing to sixty, falling back to zero at three hours, climbing again to forty, falling back to zero at five hours and climbing again to one hundred" in alt
    assert "steadily" not in alt


def test_a_changing_look_a_clipped_top_and_a_wedge_are_said(compile_text):
    from curve_examples import CHANGING, CLIPPED, WEDGE
    alt = compiled_marks(compile_text, CHANGING).alt
    assert "a grey curve of memory in use, red above eighty-five, and a blue curve of planned load, dashed past forty minutes" in alt
    alt = compiled_marks(compile_text, CLIPPED).alt
    assert "leaving the top of the plot at three and a half minutes and coming back at five minutes, up to three thousand" in alt  # facts8d: its exit and its return, not a stretch the exit lies in
    alt = compiled_marks(compile_text, WEDGE).alt
    assert "the gap between them is a solid grey wedge, widening from nothing, standing for the kv cache" in alt
    assert "the gap between them is in dashed outline" in alt


def test_a_staircase_that_starts_at_its_first_level_counts_only_the_steps_it_climbs(compile_text):
    marks = """
  - curve:
      unit: min
      span: 10 min
      y: {title: replicas, ticks: [0, 8]}
      series:
        - {id: wanted, label: wanted, staircase: true, from-baseline: false, points: [[0, 2], [1.5 min, 8], [10 min, 8]]}
        - {id: ready, label: ready, staircase: true, from-baseline: false, points: [[0, 2], [5.5 min, 8], [10 min, 8]]}
"""
    alt = compiled_marks(compile_text, marks).alt
    assert "climbing in one step from two to eight at one and a half minutes" in alt, alt
    assert "climbs the same step as" in alt and "two at the start" not in alt
    grounded = compiled_marks(compile_text, marks.replace("from-baseline: false", "from-baseline: true")).alt
    assert "climbing in two steps, to two at the start then to eight at one and a half minutes" in grounded, grounded
