"""An axis's arrow (`arrow: true`, vocab11): on every axis part, drawn in
the house style after its title (right along a level axis, up beside an
upright one), in room the layout made for it, and said in the alt text."""

from __future__ import annotations

import pytest
import yaml

from blueprint.scene import Line, Path, Text
from blueprint.theme import Layout
from conftest import spec_text

# (the mark with an arrowed axis, the key of that axis under the mark, which way it points)
AXES = {
    "a timeline's axis": ("  - timeline: {unit: h, span: 12 h, axis: {title: time, ticks: 3 h, arrow: true}, lanes: [{label: a, segments: [{end: 12 h, fill: grey}]}]}", ("axis",), "right"),
    "a timeline's axis with no title": ("  - timeline: {unit: h, span: 12 h, axis: {ticks: 3 h, arrow: true}, lanes: [{label: a, segments: [{end: 12 h, fill: grey}]}]}", ("axis",), "right"),
    "a staircase's axis": ("  - staircase: {unit: min, axis: {title: time, ticks: 5 min, arrow: true}, steps: [{duration: 5 min, label: pull}, {duration: 5 min, label: load}]}", ("axis",), "right"),
    "a curve's x": ("  - curve: {span: 24 h, x: {title: time of day, ticks: 6 h, arrow: true}, noun: load, values: [20, 50, 30]}", ("x",), "right"),
    "a curve's y": ("  - curve: {span: 24 h, ticks: 6 h, y: {title: load, ticks: 20, arrow: true}, top: 100, noun: load, values: [20, 50, 30]}", ("y",), "up"),
    "a column chart's y": ("  - columns: {noun: price, y: {title: hourly price, unit: $, ticks: 2, arrow: true}, columns: [{value: 4}, {value: 6}]}", ("y",), "up"),
    "a bar's scale": ("  - bar: {parts: [{share: 25%, fill: grey}], scale: {to: 24 h, ticks: 6 h, title: hours, arrow: true}}", ("scale",), "right"),
}


@pytest.mark.parametrize("case", list(AXES))
def test_an_arrow_stands_after_its_title_pointing_the_way_the_axis_runs(compile_text, case):
    mark, key, way = AXES[case]
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", mark))
    assert not errors, errors  # lint found nothing it meets
    owner = ("marks", 0, next(iter(yaml.safe_load(mark[4:]))), *key, "arrow")
    drawn = [e for e in result.scene.elements if tuple(e.owner) == owner]
    lines, heads = [e for e in drawn if isinstance(e, Line)], [e for e in drawn if isinstance(e, Path)]
    assert len(lines) == 1 and len(heads) == 1, drawn
    line, head = lines[0], heads[0]
    assert head.paint.fill == "line" and line.paint.stroke == "line" and line.paint.stroke_width == "thin"
    length = abs(line.x2 - line.x1) + abs(line.y2 - line.y1) + (head.bounds.width if way == "right" else head.bounds.height)
    assert abs(length - Layout.axis_arrow) < 1, length
    if way == "right":
        assert line.y1 == line.y2 and head.bounds.x >= line.x2 - 0.5
    else:
        assert line.x1 == line.x2 and head.bounds.bottom <= line.y2 + 0.5
    titles = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.owner) == owner[:-1] + ("title",)]
    for title in titles:  # after its title, on its line
        assert line.x1 >= title.box.right, "after the title"
        assert title.box.y <= max(line.y1, line.y2) <= title.box.bottom, "level with the title's line"
    assert f"with an arrow pointing {way}" in result.alt


def test_an_arrow_with_no_title_stands_on_the_title_s_line(compile_text):
    """The arrow alone takes the title's line, the room made for a title
    (`time_axis_height`): level with where the title stands, under the figures."""
    base = "  - timeline: {{unit: h, span: 12 h, axis: {{{axis}ticks: 3 h}}, lanes: [{{label: a, segments: [{{end: 12 h, fill: grey}}]}}]}}"
    titled, _ = compile_text(spec_text("blueprint: 1", "marks:", base.format(axis="title: time, ")))
    alone, errors = compile_text(spec_text("blueprint: 1", "marks:", base.format(axis="arrow: true, ")))
    assert not errors, errors
    title = next(e for e in titled.scene.elements if isinstance(e, Text) and tuple(e.owner) == ("marks", 0, "timeline", "axis", "title"))
    line = next(e for e in alone.scene.elements if isinstance(e, Line) and tuple(e.owner) == ("marks", 0, "timeline", "axis", "arrow"))
    figures = [e for e in alone.scene.elements if isinstance(e, Text) and tuple(e.owner[:5]) == ("marks", 0, "timeline", "axis", "ticks")]
    assert title.box.y < line.y1 < title.box.bottom
    assert figures and line.y1 > max(f.box.bottom for f in figures)


def test_a_bar_scale_of_counted_steps_refuses_an_arrow_at_the_key(compile_text):
    text = spec_text("blueprint: 1", "marks:", "  - bar:", "      parts: [{share: 25%, fill: grey}]", "      scale: {ticks: 4, arrow: true}")
    _, errors = compile_text(text)
    assert any(e.startswith("spec.yaml:5:") and "`arrow` rules the scale as an axis" in e for e in errors), errors
