"""A relation the spec asks for holds in the drawing that stands, or is
refused at its key (issue 27): two marks on one time scale (`same-scale`),
stacked, start at one x; a note placed beside the lower one used to narrow
its frame and move its axis about 450 px off the other's, silently."""

from __future__ import annotations

import random

from conftest import spec_text

from blueprint.diagnostics import SpecError
from blueprint.pipeline import compile_spec


def two_timelines(note: str = "") -> str:
    lines = [
        "blueprint: 1",
        "marks:",
        "  - timeline: {id: t, unit: h, span: 24 h, ticks: 6 h, lanes: [{label: job, segments: [{start: 0, end: 12 h}]}]}",
        "  - timeline: {id: u, same-scale: t, unit: h, span: 24 h, ticks: 6 h, lanes: [{label: job, segments: [{start: 0, end: 6 h}]}]}",
    ]
    if note:
        lines.append(f"  - note: {{label: the second job, {note}}}")
    return spec_text(*lines)


def test_a_note_that_moves_a_shared_axis_is_refused_at_same_scale(compile_text):
    spec = spec_text(
        "blueprint: 1",
        "marks:",
        "  - timeline: {id: t, unit: h, span: 24 h, ticks: 6 h, lanes: [{label: job, segments: [{start: 0, end: 12 h}]}]}",
        "  - curve: {id: c, same-scale: t, span: 24 h, ticks: 6 h, values: [1, 2, 3, 5, 8, 13, 21, 13, 8, 5, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}",
        "  - note: {label: the peak of the day, to: c.peak-1, left-of: c}",
    )
    _, errors = compile_text(spec)
    assert len(errors) == 1, errors
    assert errors[0].startswith("spec.yaml:4:32: error: `same-scale: t` asks for one time scale") and "px right of `t`'s" in errors[0]


def test_stacked_marks_on_one_scale_start_together(compile_text):
    _, errors = compile_text(two_timelines())
    assert errors == []


def test_generated_notes_round_a_shared_scale_keep_it_or_are_refused():
    """Notes placed round the lower of two timelines on one scale: whatever
    compiles starts both axes at one x (measured from the segments' anchors,
    apart from the check); what moves them is refused at `same-scale`."""
    chooser = random.Random(27)
    places = ["left-of: u", "right-of: u", "below: u", "above: u", "left-of: t", "right-of: t", "at: top-right"]
    for place in places + [chooser.choice(places) + ", gap: 40" for _ in range(3)]:
        try:
            result = compile_spec(two_timelines(place), "spec.yaml", draft=True)
        except SpecError as refused:
            assert any("same-scale" in d.message for d in refused.diagnostics), (place, refused)
            continue
        anchors = result.scene.anchors
        assert abs(anchors["t.lane-1.segment-1"].x - anchors["u.lane-1.segment-1"].x) <= 0.5, place
