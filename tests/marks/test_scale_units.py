"""Every mark with a scale takes an axis of any unit (issue 25 item 4; branch
units6): walked from the model, marks with a scale x kinds of unit. Each mark's
axis is the one `marks/units.Axis`: positions and lengths in its unit, ticks,
the unit said in the alt text, and a value in a unit that cannot mix with it
refused at its key with what would work."""

from __future__ import annotations

import pytest

from blueprint.marks import REGISTRY
from blueprint.marks.base import MarkKind
from blueprint.values import parse_quantity
from conftest import spec_text

# One spec per mark with a scale, its axis in unit `{u}`, one place written `{q}`
# (a number with a unit word) where the mark takes a place or a length.
SCALED = {
    "timeline": "  - timeline: {{id: m, unit: {u}, span: 8, ticks: 2, lanes: [{{segments: [{{start: 0, end: {q}}}, {{duration: 2}}]}}]}}\n",
    "staircase": "  - staircase: {{id: m, unit: {u}, ticks: 2, steps: [{{duration: {q}}}, {{duration: 2}}, {{duration: 1}}]}}\n",
    "curve": "  - curve: {{id: m, unit: {u}, span: 8, ticks: 2, values: [1, 3, 2, 4, 2], marks: [{{at: {q}, block: true, width: 1}}]}}\n",
    "bar": "  - bar: {{id: m, parts: [{{share: 50%}}], scale: {{to: {to}, ticks: 2, title: load}}}}\n",  # its unit is its end's
    "columns": "  - columns: {{id: m, x: {{unit: {u}, ticks: 2}}, span: 8, columns: [{{at: {q}, value: 1}}, {{at: 5, value: 2}}]}}\n",  # columns at places (vocab13)
}
# kinds of unit: a time, a counted word, a symbol, a share
UNITS = {"time": ("h", "3 h", "hours"), "word": ("slot", "3 slots", "slots"), "symbol": ("GB", "3 GB", "gigabytes"), "share": ("%", "3%", "percent")}
# a place in each kind of unit that cannot mix with it
MISFITS = {"time": "3 slots", "word": "3 h", "symbol": "3 epochs", "share": "3 h"}


def _spec(kind: str, unit: str, place: str) -> str:
    to = f"'8%'" if unit == "%" else f"'8 {unit}'"
    return spec_text("blueprint: 1", "marks:") + SCALED[kind].format(u=f"'{unit}'", q=f"'{place}'", to=to)


def test_every_mark_with_a_scale_is_walked():
    """A kind that draws a scale (its own `scale`) is in SCALED, so a new one is walked too."""
    scaled = {name for name, kind in REGISTRY.items() if type(kind).scale is not MarkKind.scale}
    assert scaled == set(SCALED)


@pytest.mark.parametrize("kind", SCALED)
@pytest.mark.parametrize("units", UNITS)
def test_a_scale_in_any_unit_places_ticks_and_says_it(compile_text, kind, units):
    unit, place, said = UNITS[units]
    result, errors = compile_text(_spec(kind, unit, place))
    assert not errors, errors
    node = result.spec.marks[0]
    scale = node.kind.scale(node)
    assert scale is not None and scale.axis.fits(parse_quantity(place)) and not scale.axis.fits(parse_quantity(MISFITS[units]))
    if kind != "staircase":  # its span is its treads' (3 + 2 + 1)
        assert scale.end - scale.start == pytest.approx(8 * scale.axis.per_unit())
    if kind in ("timeline", "staircase"):  # the ruled axis's last figure carries the unit
        figures = [e.text for e in result.scene.elements if e.role == "label" and getattr(e, "text", None)]
        assert any(said.rstrip("s") in t or unit in t for t in figures), figures


@pytest.mark.parametrize("kind", ["timeline", "staircase", "curve"])
@pytest.mark.parametrize("units", UNITS)
def test_a_place_that_cannot_mix_is_refused_at_its_key(compile_text, kind, units):
    unit = UNITS[units][0]
    _, errors = compile_text(_spec(kind, unit, MISFITS[units]))
    assert errors and all(e.startswith("spec.yaml:") for e in errors), errors
    assert any(("does not fit this axis" in e or "unknown unit" in e) and MISFITS[units].split()[-1] in e for e in errors), errors
    if units != "time":  # what would work on a unit word's axis: a plain number or one in its unit
        assert any("plain number" in e for e in errors), errors


def test_a_timeline_of_slots_is_said_in_slots(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - timeline: {unit: slot, span: 7, ticks: 1, noun: stage, lanes: [{label: stage 1, segments: [{start: 1, duration: 3 slots}]}],",
        "               boundaries: [{at: 7, label: next step}]}"))
    assert not errors, errors
    assert "over seven slots ruled every slot" in result.alt
    assert "at seven slots" in result.alt and "seconds" not in result.alt and "hours" not in result.alt
    figures = [e.text for e in result.scene.elements if e.role == "label" and getattr(e, "text", None)]
    assert "7 slots" in figures and "0" in figures


def test_a_staircase_of_epochs_is_said_in_epochs(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - staircase: {unit: epoch, ticks: 1, steps: [{duration: 1}, {duration: 2 epochs}, {duration: 1}], floor: done}"))
    assert not errors, errors
    assert "over four epochs ruled every epoch" in result.alt and "hours" not in result.alt


def test_a_time_axis_refuses_words_as_a_time_does(compile_text):
    """Time units behave as before: `3 m` is still told `3 min`, an unknown word the units there are."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {lanes: [{segments: [{start: 0, end: 3 m}]}]}"))
    assert errors == ["spec.yaml:3:52: error: `m` could be minutes or metres; for minutes write `3 min`"]
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 2 parsecs}, {duration: 1}]}"))
    assert len(errors) == 1 and "unknown unit `parsecs`" in errors[0]


def test_a_range_of_positions_on_a_word_axis_says_its_unit_once(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - timeline: {id: t, unit: slot, span: 7, ticks: 1, lanes: [{label: stage 1, segments: [{start: 0, duration: 7}]}]}",
        "  - bracket: {over: [t.at-0, t.at-3], side: below, label: fill}"))
    assert not errors, errors
    assert "from zero to three slots" in result.alt
