"""Longer ticks at a coarser step (`major`, trydraw8) on the one axis part
(`marks/axis.py`): which ticks are longer, and the located errors every mark
with an axis gives for a `major` that is no multiple of its ruling."""

from __future__ import annotations

import pytest

from blueprint.marks.axis import AxisSpec, resolve
from blueprint.marks.units import Axis
from conftest import spec_text


def test_the_ticks_at_multiples_of_major_are_the_longer_ones():
    ticks = resolve(AxisSpec(ticks="1 h", major="6 h"), Axis("h"), 86400)
    assert [t.at / 3600 for t in ticks if t.major] == [0, 6, 12, 18, 24]
    assert sum(not t.major for t in ticks) == 20


def test_major_marks_chosen_ticks_and_the_marks_own_ruling():
    chosen = AxisSpec(ticks=[0, "3 h", {"at": "6 h", "label": "dawn"}, "9 h", "12 h"], major="6 h")
    assert [t.major for t in resolve(chosen, Axis("h"), 43200)] == [True, False, True, False, True]
    ruled_by_the_mark = resolve(AxisSpec(major="10 min"), Axis("min"), 1800, step=300)
    assert [t.at for t in ruled_by_the_mark if t.major] == [0, 600, 1200, 1800]


@pytest.mark.parametrize("body, message", [
    ("timeline: {unit: h, span: 24 h, ticks: 2 h, axis: {major: 5 h}, lanes: [{segments: [{end: 24 h}]}]}", "`major: 5 h` is not a whole multiple of the ticks' step (2 h)"),
    ("timeline: {unit: h, span: 24 h, axis: {ticks: 2 h, major: 2 h}, lanes: [{segments: [{end: 24 h}]}]}", "`major: 2 h` is not a whole multiple"),
    ("timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {major: 6 GB}, lanes: [{segments: [{end: 24 h}]}]}", "`6 GB` does not fit this axis"),
    ("timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {major: 0 h}, lanes: [{segments: [{end: 24 h}]}]}", "`major` draws a longer tick at each of its multiples"),
    ("timeline: {unit: h, span: 24 h, axis: {ticks: [1 h, 5 h], major: 3 h}, lanes: [{segments: [{end: 24 h}]}]}", "`major: 3 h` falls on no tick"),
    ("staircase: {unit: h, y: {unit: GB, ticks: [0, 250, 500], major: 50}, steps: [{duration: 1, value: 120 GB}, {duration: 1, value: 360 GB}]}", "`major: 50` falls on every tick"),
    ("timeline: {unit: h, span: 4 h, ticks: 1 h, axis: {major: 6 h}, lanes: [{segments: [{end: 4 h}]}]}", "`major: 6 h` falls on no tick past zero"),
    ("staircase: {unit: min, steps: [{duration: 3}, {duration: 3}], ticks: 1 min, axis: {major: 90 s}}", "`major: 90 s` is not a whole multiple of the ticks' step (1 min)"),
    ("curve: {span: 24 h, unit: h, ticks: 1 h, x: {major: 30 min}, values: [1, 2]}", "`major: 30 min` is not a whole multiple of the ticks' step (1 h)"),
    ("curve: {values: [1, 20], y: {ticks: 5, major: 7}}", "`major: 7` is not a whole multiple of the ticks' step (5)"),
    ("columns: {columns: [{value: 3}, {value: 5}], y: {ticks: 1, major: 1.5}}", "`major: 1.5` is not a whole multiple"),
    ("bar: {parts: [{share: 50%}], scale: {to: 24 h, ticks: 2 h, major: 5 h}}", "`major: 5 h` is not a whole multiple of the ticks' step (2 h)"),
    ("bar: {parts: [{share: 50%}], scale: {ticks: 24, major: 6 h}}", "a scale without `to` is cut into counted steps, so `major` counts them"),
])
def test_a_major_that_is_no_multiple_of_the_ruling_is_refused_at_its_key(compile_text, body, message):
    text = spec_text("blueprint: 1", "marks:", f"  - {body}")
    _, errors = compile_text(text)
    assert errors and message in errors[0], errors
    column = int(errors[0].split(":")[2])
    assert text.splitlines()[2][:column - 1].rstrip().endswith("major:"), errors  # at the key's value
