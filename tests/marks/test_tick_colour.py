"""A tick's words in a colour by meaning (axes7, issue 25 item 4): walked
over every axis part (a curve's `x` and `y`, a timeline's and a staircase's
`axis`, a column chart's `y`, a bar's `scale`): the words drawn in the theme's
token, said where the mark says its axis's ticks, and a colour on a tick that
draws no words refused at its key."""

from __future__ import annotations

import pytest

from conftest import spec_text

TICK = "{at: 30, label: '30', colour: blue}"
# every axis part, one tick of it coloured; (spec, what the alt text says of it or None where the mark says no tick)
AXES = {
    "curve x": ("  - curve: {unit: min, span: 60, values: [1, 3, 2], x: {ticks: [0, " + TICK + ", 60]}}\n", "thirty in blue"),
    "curve y": ("  - curve: {unit: min, span: 60, top: 60, values: [1, 30, 2], y: {ticks: [0, " + TICK + ", 60]}}\n", "thirty in blue"),
    "timeline axis": ("  - timeline: {unit: min, span: 60, axis: {ticks: [0, " + TICK + ", 60]}, lanes: [{label: a, segments: [{end: 40}]}]}\n", "thirty in blue"),
    "staircase axis": ("  - staircase: {unit: min, axis: {ticks: [0, " + TICK + ", 60]}, steps: [{duration: 30}, {duration: 20}, {duration: 10}]}\n", "thirty in blue"),
    "columns y": ("  - columns: {y: {ticks: [0, " + TICK + ", 60]}, columns: [{value: 40, label: a}, {value: 50, label: b}]}\n", None),
    "bar scale": ("  - bar: {parts: [{share: 50%}], scale: {to: 60, ticks: [0, " + TICK + ", 60]}}\n", None),
}


@pytest.mark.parametrize("axis", AXES)
def test_a_tick_coloured_is_drawn_in_its_colour(compile_text, axis):
    text, said = AXES[axis]
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + text)
    assert not errors, errors
    figures = [e for e in result.scene.elements if getattr(e, "text", None) == "30" and e.role == "label"]
    assert figures and all(e.colour == "blue" for e in figures), figures
    others = [e for e in result.scene.elements if getattr(e, "text", None) in ("0", "60") and e.role == "label"]
    assert all(e.colour == "ink" for e in others)
    if said:
        assert said in result.alt, result.alt


def test_two_colours_are_said_apart(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {unit: min, span: 90, values: [1, 3, 2], x: {ticks: [0, {at: 30, label: '30', colour: blue}, {at: 60, label: '60', colour: blue}, {at: 90, label: '90', colour: red}]}}"))
    assert not errors, errors
    assert "thirty and sixty in blue and ninety in red" in result.alt, result.alt


def test_a_colour_on_a_bare_tick_is_refused_at_its_key(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {unit: min, span: 60, axis: {labels: named, ticks: [0, {at: 30, label: half}, {at: 45, colour: blue}, 60]}, lanes: [{segments: [{end: 40}]}]}"))
    assert result is None and len(errors) == 1, errors
    assert "spec.yaml:3:" in errors[0] and "colour" in errors[0] and "colour nothing" in errors[0], errors


def test_a_colour_is_one_of_the_label_colours(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {unit: min, span: 60, values: [1, 3, 2], x: {ticks: [0, {at: 30, colour: green}, 60]}}"))
    assert result is None and errors and "`green` is not one of `blue`, `ink`, `red`" in errors[0], errors
