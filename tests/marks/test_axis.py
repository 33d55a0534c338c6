"""One axis for every mark with a scale (`marks/axis.py`): ticks at a step or at
chosen values, named ticks, some left bare, the unit on the last figure; and
the located errors a curve's `x` and `y` give."""

from __future__ import annotations

import pytest

from blueprint.marks.axis import AxisSpec, resolve, value_axis
from blueprint.marks.units import Axis
from conftest import spec_text


def texts(axis: AxisSpec, unit: Axis, end: float) -> list[str | None]:
    return [t.text for t in resolve(axis, unit, end)]


def test_a_step_rules_the_axis_and_the_last_figure_carries_the_unit():
    gb = AxisSpec(unit="GB", ticks=20)
    assert texts(gb, value_axis(gb), 80) == ["0", "20", "40", "60", "80 GB"]
    assert texts(AxisSpec(ticks="6 h"), Axis("h"), 86400) == ["0", "6", "12", "18", "24 h"]


def test_chosen_values_named_ticks_and_bare_ones():
    chosen = AxisSpec(ticks=[0, "50%", {"at": "85%", "label": "limit"}, "100%"])
    assert texts(chosen, Axis("%"), 100) == ["0", "50", "limit", "100%"]
    ends = AxisSpec(ticks="6 h", labels="ends")
    assert texts(ends, Axis("h"), 86400) == ["0", None, None, None, "24 h"]
    named = AxisSpec(ticks=[{"at": "0 h", "label": "midnight"}, "6 h", {"at": "12 h", "label": "noon"}], labels="named")
    assert texts(named, Axis("h"), 86400) == ["midnight", None, "noon"]


def test_a_unitless_value_axis_draws_plain_figures():
    plain = AxisSpec(ticks=[0, 5, 10])
    assert texts(plain, value_axis(plain), 10) == ["0", "5", "10"]


@pytest.mark.parametrize("body, at, message", [
    ("curve: {span: 100, unit: '%', values: [1, 2], x: {ticks: [0, 120%]}}", "3:66", "a tick at 120% lies outside the axis, which runs from 0% to 100%"),
    ("curve: {span: 24 h, values: [1, 2], x: {ticks: [0, 40 GB]}}", "3:56", "`40 GB` does not fit this axis, which is in hours"),
    ("curve: {values: [1, 2], top: 10, y: {unit: GB, ticks: [0, 5, 20]}}", "3:66", "a tick at 20 lies outside the axis, which runs from 0 GB to 10 GB"),
    ("curve: {values: [1, 2], y: {unit: GB, ticks: [0, 5 ms]}}", "3:54", "`5 ms` does not fit this axis, which is in GB"),
    ("curve: {values: [1, 2], y: {title: memory}}", "3:32", "a y axis is drawn at its ticks, and `y` gives none"),
    ("curve: {unit: h, values: [1, 2], x: {unit: min}}", "3:42", "the x axis's unit is the curve's `unit` (`h`), and `x` gives `min`"),
    ("curve: {values: [1, 2], ticks: 1 h, x: {ticks: 1 h}}", "3:45", "give the ticks once, in `x`"),
    ("curve: {values: [1, 2], x: {ticks: [0, 1 h, 1 h]}}", "3:40", "two ticks stand at the same place"),
    ("curve: {values: [1, 2], x: {ticks: [0, 1 h], labels: named}}", "3:58", "`labels: named` draws only the ticks given a `label`"),
    ("timeline: {span: 24 h, axis: {ticks: [0, 30 h]}, lanes: [{segments: [{start: 0, end: 2 h}]}]}", "3", "a tick at 30 h lies outside the axis, which runs from 0 h to 24 h"),
    ("timeline: {span: 24 h, ticks: 6 h, axis: {ticks: 6 h}, lanes: [{segments: [{start: 0, end: 2 h}]}]}", "3", "give the ticks once, in `axis`"),
    ("timeline: {span: 24 h, axis: {unit: GB}, lanes: [{segments: [{start: 0, end: 2 h}]}]}", "3", "the axis's unit is the timeline's `unit` (`h`), and `axis` gives `GB`"),
    ("staircase: {unit: min, steps: [{duration: 3}, {duration: 2}], axis: {ticks: [0, 2 GB]}}", "3", "`2 GB` does not fit this axis, which is in minutes"),
    ("curve: {values: [1, 2], y: {unit: '#', ticks: [0, 2]}}", "3", "an axis's unit is a word (`GB`, `ms`, `%`, `epochs`), a currency sign"),
    ("curve: {values: [1, 2], y: {unit: req/, ticks: [0, 2]}}", "3", "an axis's unit is a word"),
    ("curve: {unit: flop/byte/s, values: [1, 2]}", "3", "or a ratio of two (`flop/byte`"),
    ("curve: {values: [1, 2], x: {unit: $}}", "3", "`$` is a value axis's unit"),
])
def test_axis_errors_are_located_at_their_key(compile_text, body, at, message):
    """The same `AxisSpec` on a curve, a timeline and a staircase: the same checks, at its key."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith(f"spec.yaml:{at}:"), errors


def test_x_takes_the_unit_when_the_curve_gives_none(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {span: 100, values: [1, 2], x: {unit: '%', ticks: [0, 85%, 100%]}}"))
    assert not errors, errors
    assert "one hundred percent" in result.alt


def test_crowded_tick_figures_are_refused_at_the_axis_key_with_what_would_work(compile_text):
    """Lint keeps an axis's figures apart: a crowd is said once, at its `ticks`."""
    ticks = ", ".join(f"{{at: {h} h, label: hour {h}}}" for h in range(0, 25, 2))
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {{span: 24 h, values: [1, 2], x: {{ticks: [{ticks}]}}}}"))
    assert errors and all("ticks" in e for e in errors), errors
    assert any("leave some bare (`labels: ends`" in e and "`x: {ticks}`" in e for e in errors), errors


def test_a_value_axis_takes_a_currency_sign_or_a_rate():
    dollars = AxisSpec(unit="$", ticks=[0, 20, 40])
    assert texts(dollars, value_axis(dollars), 40) == ["0", "20", "$40"]
    rate = AxisSpec(unit="req/s", ticks=400)
    assert texts(rate, value_axis(rate), 800) == ["0", "400", "800 req/s"]


def test_the_values_are_said_with_a_currency_or_a_rate(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:",
        "  - curve: {span: 12 h, y: {title: throughput, unit: req/s, ticks: [0, 400, 800]}, values: [100, 300, 700, 650, 500]}"))
    assert not errors, errors
    assert "on a value axis of throughput from zero to eight hundred requests per second" in result.alt


def test_a_ratio_of_any_two_units_is_a_unit_of_either_axis_said_per(compile_text):
    """A rate is one ratio among many: `flop/byte` (arithmetic intensity) on a
    curve's x axis, `$/GPU-hour` on its value axis, written one way for any
    count ("64 flop/byte") and said "per"."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:",
        "  - curve: {unit: flop/byte, span: 100, ticks: 50, y: {unit: $/GPU-hour, ticks: [0, 2, 4]}, points: [[0, 1], [64, 3], [100, 4]]}"))
    assert not errors, errors
    assert Axis("flop/byte").text(64) == "64 flop/byte" and Axis("flop/byte").text(1) == "1 flop/byte"
    assert "over one hundred flop per byte ruled every fifty flop per byte" in result.alt and "dollars per GPU-hour" in result.alt, result.alt
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {span: 100, values: [1, 2], x: {unit: tokens/GPU}}"))
    assert not errors, errors


def test_a_curve_with_no_unit_is_in_the_unit_its_places_are_written_in(compile_text):
    """Never an hour no place wrote: `span: 24 h` makes an axis of hours,
    `[3 epochs, 1]` one of epochs, plain numbers one of plain numbers."""
    for body, said in (("span: 24 h, values: [1, 2]", "over twenty-four hours"), ("points: [[0, 1], [3 epochs, 2]]", "three epochs"),
                       ("points: [[0, 1], [50, 10], [100, 10]]", "over one hundred,")):
        result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {{id: c, {body}}}"))
        assert not errors and said in result.alt and "hour" not in result.alt.replace("twenty-four hours", ""), (body, errors, result.alt)
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {id: c, points: [[0, 1], [100, 10]]}", "  - drop: {from: c.at-5h}"))
    assert len(errors) == 1 and "(any position from 0 to 100," in errors[0], errors


# --- an axis counted from an event (`from`), an axis's end (`to`), a bar's scale (issue 25, item 4) ---

def test_a_step_from_before_zero_ticks_through_zero():
    back = AxisSpec.model_validate({"from": "-6 h", "ticks": "2 h"})
    assert [t.at for t in resolve(back, Axis("h"), 0, start=-21600)] == [-21600, -14400, -7200, 0]
    assert texts_from(back, Axis("h"), -21600, 0) == ["-6", "-4", "-2", "0 h"]


def texts_from(axis: AxisSpec, unit: Axis, start: float, end: float) -> list[str | None]:
    return [t.text for t in resolve(axis, unit, end, start=start)]


@pytest.mark.parametrize("body, key, message", [
    ("timeline: {axis: {from: 6 h}, lanes: [{segments: [{start: 0, end: 2 h}]}]}", "6 h", "an axis's `from` is where it starts, before zero"),
    ("timeline: {lanes: [{segments: [{start: -2 h, end: 0}]}]}", "-2 h", "`-2 h` stands before the axis's start (0 h): an axis counted from an event at 0 says where it starts, `axis: {from: -2 h}`"),
    ("timeline: {axis: {from: -1 h}, lanes: [{segments: [{start: -2 h, end: 0}]}]}", "-2 h", "`-2 h` stands before the axis's start (-1 h)"),
    ("timeline: {axis: {from: -2 h}, lanes: [{segments: [{start: -2 h, end: 0}], events: [{at: -3 h, event: checkpoint}]}]}", "-3 h", "`-3 h` stands before"),
    ("timeline: {axis: {from: -2 h, ticks: [-3 h, 0]}, lanes: [{segments: [{start: -2 h, end: 0}]}]}", "-3 h", "a tick at -3 h lies outside the axis, which runs from -2 h to 0 h"),
    ("timeline: {lanes: [{segments: [{start: -1-2 h, end: 0}]}]}", "-1-2 h", "a place before zero is one value"),
    ("timeline: {span: 4 h, axis: {to: 6 h}, lanes: [{segments: [{start: 0, end: 2 h}]}]}", "to:", "`span` says where the axis ends, and so does `axis: {to}`"),
    ("timeline: {axis: {to: 2 h}, lanes: [{segments: [{start: 0, end: 3 h}]}]}", "{start: 0, end: 3 h}", "a segment's end at 3 h lies outside the axis, which runs from 0 h to 2 h"),
    ("staircase: {steps: [{duration: 3}, {duration: 2}], axis: {from: -2 min}}", "from:", "a staircase's time axis starts at 0"),
    ("curve: {values: [1, 2], x: {from: -2 h}}", "from:", "a curve's `x` axis starts at 0 and takes no `from` yet"),
    ("curve: {values: [1, 2], span: 4 h, x: {to: 6 h}}", "to:", "`span` says where the axis ends, and so does `x: {to}`"),
    ("curve: {values: [1, 2], top: 4, y: {to: 6, ticks: 2}}", "to:", "`top` says where the axis ends, and so does `y: {to}`"),
    ("bar: {parts: [{share: 50%}], scale: {to: 24 h, start: '0'}}", "start:", "a scale with `to` is ruled as an axis, and `start` belongs to the counted scale"),
    ("bar: {parts: [{share: 50%}], scale: {ticks: 6 h}}", "6 h", "without `to`, a scale's `ticks` counts its steps"),
    ("bar: {parts: [{share: 50%}], scale: {title: hours}}", "title:", "`title` rules the scale as an axis, which needs the whole bar's value: give `to`"),
    ("bar: {parts: [{share: 50%}], scale: {to: 24 h, ticks: [0, 30 h]}}", "30 h", "a tick at 30 h lies outside the axis, which runs from 0 h to 24 h"),
    ("bar: {parts: [{share: 50%}], scale: {to: 24 h, ticks: 5 GB}}", "5 GB", "`5 GB` does not fit this axis"),
    ("columns: {columns: [{value: 3}], top: 5, y: {to: 6, ticks: 2}}", "to:", "`top` says where the axis ends, and so does `y: {to}`"),
    ("columns: {columns: [{value: 3}], y: {from: -2, ticks: 2}}", "from:", "a column chart's value axis starts at 0"),
    ("bar: {parts: [{share: 50%}], scale: {ticks: 500}}", "500", "expected a whole number from 1 to 100"),
    ("bar: {parts: [{share: 50%}], scale: {to: 1000 GB, ticks: 0}}", "0}", "a tick every `0` makes no ticks"),
])
def test_from_to_and_a_bar_scale_are_checked_at_their_key(compile_text, body, key, message):
    """`from` and `to` on every mark with an axis, and a bar's `scale` as the
    one axis part: each refused at its key, with what would work."""
    line = f"  - {body}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", line))
    assert len(errors) == 1 and message in errors[0], errors
    assert errors[0].startswith(f"spec.yaml:3:{line.index(key) + 1}:"), errors


def test_to_runs_each_axis_past_its_last_point_or_value(compile_text):
    """`to` is honoured everywhere an axis is drawn: a timeline, a staircase's
    time and value axes, a curve's x and y, a bar's scale."""
    from blueprint.marks.curve.data import ceiling_of, plot_of
    from blueprint.marks.staircase import span_seconds, value_top
    from blueprint.marks.timeline import axis_seconds
    from conftest import compiled_marks

    result = compiled_marks(compile_text, """
  - timeline: {axis: {to: 6 h}, lanes: [{segments: [{end: 2 h}]}]}
  - staircase: {unit: min, axis: {to: 10 min}, y: {to: 20, ticks: 10}, steps: [{duration: 3, value: 4}, {duration: 2, value: 8}]}
  - curve: {values: [1, 2, 3], x: {to: 6 h, ticks: 2 h}, y: {to: 10, ticks: 5}}
""")
    timeline, staircase, curve = (m.spec for m in result.spec.marks)
    assert axis_seconds(timeline) == 6 * 3600
    assert span_seconds(staircase) == 600 and value_top(staircase) == 20
    plot = plot_of(curve)
    assert plot.end == 6 * 3600 and ceiling_of(curve, plot) == 10
    columns = compiled_marks(compile_text, "\n  - columns: {columns: [{value: 3}], y: {to: 10, ticks: 5}}\n").spec.marks[0].spec
    assert columns.highest == 10


# --- figures at a step (guides5): ticks every 10 min, figures at 0, 30 and 60 ---

def test_labels_as_a_step_draw_the_figures_at_its_multiples():
    step = AxisSpec(ticks="10 min", labels="30 min")
    assert texts(step, Axis("min"), 3600) == ["0", None, None, "30", None, None, "60 min"]
    plain = AxisSpec(ticks=[0, 25, 50, 75, 100], labels=50)
    assert texts(plain, value_axis(plain), 100) == ["0", None, "50", None, "100"]


@pytest.mark.parametrize("labels, message", [
    ("3 GB", "`3 GB` does not fit this axis, which is in minutes"),
    ("0 min", "`labels` as a step draws the figures at its multiples: give one value longer than zero"),
])
def test_a_label_step_is_refused_at_labels(compile_text, labels, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - curve: {{unit: min, values: [1, 2, 3], x: {{ticks: 10 min, labels: {labels}}}}}"))
    assert len(errors) == 1 and message in errors[0] and ":3:" in errors[0], errors
