"""Logarithmic axes (`scale: log`, `marks/units.LogAxis`): values in real units
(`1 KB`, `1 GB`; `20 us`, `90 ms`) at log10 of their ratio to the axis's start,
through the one value-to-position function every part of a curve uses; drawn
and said in real units; refused at the key where a value cannot stand on it.
Also an axis's `labels: none` and a lane's `label-colour`."""

from __future__ import annotations

import math

import pytest

from blueprint.marks.axis import AxisSpec, resolve, value_axis
from blueprint.marks.units import LogAxis
from blueprint.values import parse_quantity
from conftest import spec_text
from curve_examples import ALLREDUCE_LOG

CURVE = ALLREDUCE_LOG + """\
      lines: [{id: budget, at: 1000, label: budget}]
      regions:
        - {between: [pcie, nvlink], fill: grey, hatch: true, means: GPUs idle while the all-reduce finishes}
      marks:
        - {at: 256 KB, series: pcie, place: curve, colour: blue, label: gap opens, label-side: above, leader: true}
  - dimension: {from: ar.pcie.at-1GB, to: ar.nvlink.at-1GB, side: right, colour: blue, label: 20x}
  - note: {label: floor, above: ar.at-2KB, align: left}
"""


def _texts(result) -> dict[str, dict]:
    return {e["text"]: e["box"] for e in result.scene.to_json()["elements"] if e["kind"] == "text"}


def test_a_log_axis_reads_values_in_their_family_and_writes_them_in_the_unit_that_reads_best():
    sizes = LogAxis("KB", 1024.0)
    assert sizes.value(parse_quantity("1 KB"))[0] == 0.0
    assert sizes.value(parse_quantity("1 GB"))[0] == pytest.approx(math.log10(1024**2))
    assert [sizes.text(sizes.value(parse_quantity(q))[0]) for q in ("1 KB", "256 KB", "4 MB", "1 GB")] == ["1 KB", "256 KB", "4 MB", "1 GB"]
    times = LogAxis("us", 1e-5)
    assert times.text(times.value(parse_quantity("4.5 ms"))[0]) == "4.5 ms"
    assert times.text(0.0) == "10 µs"
    assert not times.fits(parse_quantity("3 KB")) and times.fits(parse_quantity("2 s"))
    assert sizes.step(parse_quantity("4")) == pytest.approx(math.log10(4))  # a step is a factor
    assert sizes.rounded(sizes.value(parse_quantity("251 KB"))[0]) == pytest.approx(sizes.value(parse_quantity("250 KB"))[0])
    assert sizes.rounded(sizes.value(parse_quantity("256 KB"))[0]) == pytest.approx(sizes.value(parse_quantity("256 KB"))[0])  # a power of two kept


def test_ticks_at_factors_with_figures_at_powers():
    axis = AxisSpec(scale="log", ticks=4, labels=1024)
    ticks = resolve(axis, LogAxis("KB", 1024.0), math.log10(1024**2), None)
    assert [t.text for t in ticks] == ["1 KB", None, None, None, None, "1 MB", None, None, None, None, "1 GB"]


def test_one_unit_along_a_log_axis_rides_on_its_last_figure_only():
    """Figures in one unit carry it once, as on every axis (`1 2 4 ... 256
    batches`, `1 10 100 ms`); figures whose unit changes along it keep one each."""
    doubling = resolve(AxisSpec(scale="log", ticks=2), LogAxis("batch", 1.0), math.log10(256), None)
    assert [t.text for t in doubling] == ["1", "2", "4", "8", "16", "32", "64", "128", "256 batches"]
    times = resolve(AxisSpec(scale="log", ticks=10), LogAxis("ms", 1e-3), 2.0, None)
    assert [t.text for t in times] == ["1", "10", "100 ms"]
    changing = resolve(AxisSpec(scale="log", ticks=32), LogAxis("KB", 1024.0), math.log10(1024), None)
    assert [t.text for t in changing] == ["1 KB", "32 KB", "1 MB"]


def test_a_doubling_axis_is_drawn_with_its_unit_once_and_said_logarithmic(compile_text):
    result, errors = compile_text(spec_text("""
        blueprint: 1
        marks:
          - curve:
              unit: batch
              x: {scale: log, from: 1, to: 256, ticks: 2}
              points: [[1, 5.6], [8, 0.8], [64, 0.2], [128, 0.1]]
    """))
    assert not errors
    texts = _texts(result)
    assert {"1", "2", "128", "256 batches"} <= set(texts) and "8 batches" not in texts
    assert "logarithmic" in result.alt


def test_every_part_stands_on_the_log_axis_through_one_function(compile_text):
    result, errors = compile_text(CURVE)
    assert not errors, errors
    boxes = _texts(result)
    centre_x = lambda b: b["x"] + b["width"] / 2
    centre_y = lambda b: b["y"] + b["height"] / 2
    kb, mb, gb = (centre_x(boxes[t]) for t in ("1 KB", "1 MB", "1 GB"))
    assert mb - kb == pytest.approx(gb - mb, abs=0.5)  # each power of 1024 the same length
    tens, hundreds, ms = (centre_y(boxes[t]) for t in ("10 µs", "100 µs", "1 ms"))
    assert tens - hundreds == pytest.approx(hundreds - ms, abs=0.5)
    anchors = result.scene.to_json()["anchors"]
    assert anchors["ar.budget"]["y"] == pytest.approx(ms, abs=1)  # a line at 1000 us stands at the 1 ms tick
    assert anchors["ar.pcie.at-1GB"]["x"] + anchors["ar.pcie.at-1GB"]["width"] / 2 == pytest.approx(anchors["ar"]["x"] + anchors["ar"]["width"], abs=0.5)
    assert "ar.at-2KB" in anchors


def test_the_alt_text_says_the_scale_and_real_units():
    from blueprint import compile_spec

    alt = compile_spec(CURVE, "spec.yaml").alt
    assert "on one pair of logarithmic axes, from one kilobyte to one gigabyte" in alt
    assert "from ten microseconds to one hundred milliseconds" in alt
    assert "at two hundred and fifty-six kilobytes" in alt
    assert "zero" not in alt and "doubling" not in alt


def test_a_log_value_axis_alone_is_said_logarithmic():
    from blueprint import compile_spec

    text = spec_text("blueprint: 1", "marks:", "  - curve: {unit: h, span: 4 h, ticks: 1 h, y: {scale: log, unit: ms}, points: [[0, 2 ms], [2 h, 40 ms], [4 h, 900 ms]]}")
    alt = compile_spec(text, "spec.yaml").alt
    assert "on a logarithmic value axis from one millisecond to one second" in alt


@pytest.mark.parametrize("body, at, message", [
    ("x: {scale: log}, points: [[0, 1], [1 GB, 2]]", "[[0", "cannot stand on a logarithmic axis"),
    ("y: {scale: log, unit: us}, points: [[1, 0], [1000, 2 ms]]", " 0]", "cannot stand on a logarithmic axis"),
    ("y: {scale: log, unit: us}, points: [[1, 3 KB], [1000, 2 ms]]", " 3 KB", "does not fit this axis"),
    ("x: {scale: log}, values: [1, 2, 3]", None, "needs its values at their places"),
    ("x: {scale: log, ticks: 1}, points: [[1 KB, 1], [1 GB, 2]]", "1}", "no step on a logarithmic axis"),
])
def test_what_cannot_stand_on_a_log_axis_is_refused_at_its_key(compile_text, body, at, message):
    line = f"  - curve: {{unit: KB, {body}}}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", line))
    where = "spec.yaml:3:" + (f"{line.index(at) + 1 + len(at) - len(at.lstrip(' [')) }:" if at else "")
    assert errors and any(message in e and e.startswith(where) for e in errors), (where, errors)


def test_labels_none_rules_an_axis_without_figures(compile_text):
    axis = AxisSpec(ticks=20, labels="none")
    assert [t.text for t in resolve(axis, value_axis(axis), 60)] == [None, None, None, None]
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {span: 24 h, ticks: 6 h, y: {title: load, ticks: 20, labels: none}, values: [20, 50, 30]}"))
    assert not errors, errors
    assert "ruled without figures" in result.alt and "sixty" not in result.alt
    assert not {"20", "40", "60"} & set(_texts(result))  # the y axis's figures; the x axis keeps its own


def test_a_lane_label_takes_a_colour_and_the_alt_text_says_it(compile_text):
    lanes = "lanes: [{label: with restore, label-colour: blue, segments: [{start: 0, end: 8 h, fill: blue}]}, {label: without, segments: [{start: 0, end: 5 h}]}]"
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - timeline: {{unit: h, span: 8 h, ticks: 2 h, {lanes}}}"))
    assert not errors, errors
    colours = {e["text"]: e.get("colour") for e in result.scene.to_json()["elements"] if e["kind"] == "text"}
    assert colours["with restore"] == "blue" and colours["without"] == "ink"
    assert "with restore named in blue" in result.alt
    _, refused = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {unit: h, span: 8 h, lanes: [{label-colour: blue, segments: [{start: 0, end: 8 h}]}]}"))
    assert refused and "label-colour" in refused[0]


def test_about_and_units_in_words():
    from blueprint.describe.say.words import Words

    words = Words()
    assert words.spoken("same ~20 µs floor").startswith("same about twenty microsecond")
    assert words.spoken("256 KB") == "two hundred and fifty-six kilobytes"


def test_a_line_and_a_past_look_stand_at_their_values_on_a_log_value_axis(compile_text):
    """A line `at: 100` and `past: {value: 100}` on an axis in ms: both at 100 ms,
    where the curve crosses the line (said in real units)."""
    text = spec_text("blueprint: 1", "marks:", "  - curve: {id: c, unit: h, span: 4 h, ticks: 1 h, y: {scale: log, unit: ms}, top: 1000, past: {value: 100, colour: red},"
                     " lines: [{id: slo, at: 100, label: SLO}], points: [[0, 2 ms], [1 h, 8 ms], [2 h, 40 ms], [3 h, 200 ms], [4 h, 900 ms]]}")
    result, errors = compile_text(text)
    assert not errors, errors
    boxes = _texts(result)
    assert result.scene.to_json()["anchors"]["c.slo"]["y"] == pytest.approx(boxes["100 ms"]["y"] + boxes["100 ms"]["height"] / 2, abs=1)
    assert "red above one hundred milliseconds" in result.alt and "on a logarithmic value axis from one millisecond to one second" in result.alt
    assert "crosses it once" in result.alt
