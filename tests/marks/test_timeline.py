"""The timeline mark: lanes, segments, ranges, boundaries, events, errors."""

from __future__ import annotations

import pytest

from conftest import compiled_marks as compiled
from conftest import spec_text
from conftest import with_role as by_role

WALL = """
  - timeline:
      unit: h
      span: 48 h
      lanes:
        - label: a
          segments: [{start: 0, end: 24 h}]
          events: [{at: 24 h, event: kill}, {at: 24 h, event: restart}]
        - label: b
          segments: [{start: 0, end: 24 h}, {duration: 16 h, fill: blue}]
          events: [{at: 24 h, event: checkpoint}]
      boundaries: [{at: 24 h, label: 24-hour wall-time, after: next allocation}]
"""




def test_segments_are_drawn_to_scale_and_restart_redoes_the_lost_work(compile_text):
    result = compiled(compile_text, WALL)
    segments = sorted(by_role(result, "segment"), key=lambda s: (s.box.y, s.box.x))
    first, redone, second, continued = segments
    assert first.box.width == pytest.approx(redone.box.width), "the 24 hours lost are redone"
    assert redone.paint.hatch == "red" and redone.box.x == pytest.approx(first.box.right)
    assert continued.paint.fill == "blue" and continued.box.width == pytest.approx(first.box.width * 16 / 24)
    boundary = by_role(result, "boundary")[0]
    assert boundary.x1 == pytest.approx(first.box.right) and boundary.paint.line == "dashed"
    assert boundary.y1 < first.box.y and boundary.y2 > second.box.bottom, "crosses every lane"
    cross = by_role(result, "cross")
    assert len(cross) == 2 and first.box.y < (cross[0].y1 + cross[0].y2) / 2 < first.box.bottom, "the kill is on the first lane"


def test_alt_text_tells_each_lane_in_order(compile_text):
    alt = compiled(compile_text, WALL).alt
    assert "a timeline of two jobs crossing a 24-hour wall-time boundary" in alt
    assert "one is terminated and restarts from zero, the other checkpoints and continues into the next allocation" in alt
    assert "the lost twenty-four hours of the first job are done again in red hatching" in alt.lower()


def test_a_range_shows_its_uncertain_part(compile_text):
    result = compiled(compile_text, """
  - timeline:
      unit: min
      lanes: [{segments: [{duration: 9-34 min, label: load}]}]
""")
    sure = by_role(result, "segment")[0]
    extension = by_role(result, "range")[0]
    assert extension.paint.line == "dashed" and extension.box.x == pytest.approx(sure.box.right)
    assert extension.box.width == pytest.approx(sure.box.width * 25 / 9)


def test_three_lanes_are_counted_by_ordinal(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      noun: worker
      lanes:
        - {segments: [{end: 10}], events: [{at: 10, event: kill}]}
        - {segments: [{end: 20}]}
        - {segments: [{end: 30}], events: [{at: 30, event: checkpoint}]}
      boundaries: [{at: 15}]
""").alt
    assert "a timeline of three workers crossing a boundary at fifteen" in alt
    assert "the first worker is terminated" in alt and "the second worker continues past the boundary" in alt


@pytest.mark.parametrize("body, message, where", [
    ("{lanes: [{segments: [{start: 5 h, end: 2 h}]}]}", "this segment ends at 2 h before it starts at 5 h", "3:"),
    ("{lanes: [{segments: [{end: 3 weeks}]}]}", "unknown unit `weeks`", "3:"),
    ("{span: 10 h, lanes: [{segments: [{end: 12 h}]}]}", "a segment's end at 12 h lies outside the axis, which runs from 0 h to 10 h", "3:"),
    ("{boundaries: [{at: 4 h}]}", "a boundary needs a lane to cross", "3:"),
    ("{lanes: [{segments: [{end: 5 h}, {start: 3 h, end: 8 h}]}]}", "overlaps the one before it in the lane (0 h to 5 h)", "3:"),
    ("{lanes: [{segments: [{start: 1 h}]}]}", "give a segment either `end` or `duration`", "3:"),
    ("{lanes: [{segments: [{end: 34-9 min}]}]}", "a range goes from low to high", "3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - timeline: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith(f"spec.yaml:{where}"), errors


def test_layering_allows_an_overlap(compile_text):
    compiled(compile_text, """
  - timeline:
      lanes: [{segments: [{end: 5 h}, {start: 3 h, end: 4 h, fill: blue, layer: true}]}]
""")


def test_labels_of_a_lane_are_told_together(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      lanes:
        - {segments: [{end: 3 h, label: train}, {duration: 1-2 h, fill: dark, label: reload}]}
      boundaries: [{at: 2 h, label: preemption, noun: preemption}]
""").alt
    assert "crossing a preemption" in alt and "preemption preemption" not in alt
    assert "On the job a grey stretch is marked train and a dark one reload" in alt


def test_many_lanes_shrink_to_fit_the_card(compile_text):
    lanes = ", ".join(f"{{label: day {i}, segments: [{{end: 1}}]}}" for i in range(14))
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - timeline: {{lanes: [{lanes}]}}"))
    assert not errors, errors
    lanes = [e for e in result.scene.elements if e.role == "segment"]
    assert len(lanes) == 14 and all(e.bounds.height < 48 for e in lanes)
    assert max(e.bounds.bottom for e in result.scene.elements if e.role != "brand") <= 630 - 56 + 0.01


def test_a_timeline_too_tall_even_at_its_smallest_is_named(compile_text):
    lanes = ", ".join("{segments: [{end: 1}]}" for _ in range(30))
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - timeline: {{lanes: [{lanes}]}}"))
    assert len(errors) == 1 and "spec.yaml:3:15: error: this timeline needs" in errors[0] and "even at its smallest" in errors[0], errors


def test_errors_point_at_the_value_that_is_wrong(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      span: 10 h", "      lanes:", "        - segments:",
        "            - {end: 4 h}", "            - {start: 3 h, end: 6 h}", "            - {start: 7 h, end: 12 h}",
    ))
    assert errors == [
        "spec.yaml:8:15: error: this segment (3 h to 6 h) overlaps the one before it in the lane (0 h to 4 h); set `layer: true` to draw it over",
        "spec.yaml:9:15: error: a segment's end at 12 h lies outside the axis, which runs from 0 h to 10 h",
    ], errors
