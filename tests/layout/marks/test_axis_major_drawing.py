"""Longer ticks at a coarser step (`major`, trydraw8), drawn by the one axis
drawing (`layout/draw/axis.py`) wherever an axis stands: along a timeline's,
a staircase's and a curve's bottom, up a curve's and a column chart's value
axis, under a bar's ruled scale. A major tick is the house style's long tick,
twice the short one, and the figures stand clear of it."""

from __future__ import annotations

import pytest

from blueprint.theme import DEFAULT_THEME
from conftest import compiled_marks

SHORT, LONG = DEFAULT_THEME.layout.scale_tick, DEFAULT_THEME.layout.scale_major_tick

AXES = {
    "timeline": ("  - timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {major: 6 h, labels: 6 h}, lanes: [{segments: [{end: 24 h}]}]}", "x", 5),
    "staircase": ("  - staircase: {unit: min, ticks: 1 min, axis: {major: 3 min}, steps: [{duration: 3}, {duration: 3}]}", "x", 3),
    "curve x": ("  - curve: {span: 24 h, unit: h, ticks: 1 h, x: {major: 6 h, labels: 6 h}, values: [1, 2, 3]}", "x", 5),
    "staircase y": ("  - staircase: {unit: h, direction: up, y: {unit: GB, ticks: 50, major: 250, labels: 250}, steps: [{duration: 1, value: 120 GB}, {duration: 1, value: 480 GB}]}", "y", 3),
    "curve y": ("  - curve: {span: 24 h, unit: h, values: [1, 20], y: {ticks: 1, major: 5, labels: 5, unit: tb}}", "y", 5),
    "columns y": ("  - columns: {columns: [{value: 3}, {value: 20}], y: {ticks: 1, major: 5, labels: 5}}", "y", 5),
    "bar scale": ("  - bar: {parts: [{share: 50%}], scale: {to: 24 h, ticks: 1 h, major: 6 h, labels: 6 h}}", "x", 5),
}


def _ticks(result, along: str) -> list[float]:
    """The lengths of the axis's ticks: the short lines of role `scale` across it."""
    lines = [e for e in result.scene.elements if e.role == "scale" and e.kind == "line"]
    if along == "x":
        return [round(e.y2 - e.y1, 3) for e in lines if abs(e.x1 - e.x2) < 0.01 and e.y2 - e.y1 <= LONG + 0.01]
    return [round(e.x2 - e.x1, 3) for e in lines if abs(e.y1 - e.y2) < 0.01 and e.x2 - e.x1 <= LONG + 0.01]


@pytest.mark.parametrize("name", list(AXES))
def test_the_major_ticks_are_twice_as_long_and_the_figures_clear_them(compile_text, name):
    marks, along, majors = AXES[name]
    result = compiled_marks(compile_text, marks + "\n")
    lengths = _ticks(result, along)
    assert LONG == 2 * SHORT
    assert lengths.count(LONG) == majors and set(lengths) == {SHORT, LONG}, (name, lengths)
    ends = [e for e in result.scene.elements if e.role == "scale" and e.kind == "line" and (e.y2 - e.y1 if along == "x" else e.x2 - e.x1) == LONG]
    figures = [e for e in result.scene.elements if e.kind == "text" and e.role == "label" and any(ch.isdigit() for ch in e.text)]
    for figure in figures:
        assert not any(figure.box.overlaps(line.bounds) for line in ends), (name, figure.text)


def test_an_axis_without_major_draws_as_before(compile_text):
    result = compiled_marks(compile_text, "  - timeline: {unit: h, span: 24 h, ticks: 1 h, axis: {labels: 6 h}, lanes: [{segments: [{end: 24 h}]}]}\n")
    assert set(_ticks(result, "x")) == {SHORT}
