"""The timeline mark's spec: checks of its values (located errors), and the
anchors it makes from its numbers (the list an unknown part is told)."""

from __future__ import annotations

import pytest

from conftest import compiled_marks as compiled
from conftest import spec_text
from timeline_examples import WALL


@pytest.mark.parametrize("body, message, where", [
    ("{lanes: [{segments: [{start: 5 h, end: 2 h}]}]}", "this segment ends at 2 h before it starts at 5 h", "3:"),
    ("{lanes: [{segments: [{end: 3 weeks}]}]}", "a time in weeks is written in days: write `21 d`", "3:"),
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


def test_errors_point_at_the_value_that_is_wrong(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      span: 10 h", "      lanes:", "        - segments:",
        "            - {end: 4 h}", "            - {start: 3 h, end: 6 h}", "            - {start: 7 h, end: 12 h}",
    ))
    assert errors == [
        "spec.yaml:8:15: error: this segment (3 h to 6 h) overlaps the one before it in the lane (0 h to 4 h); set `layer: true` to draw it over",
        "spec.yaml:9:15: error: a segment's end at 12 h lies outside the axis, which runs from 0 h to 10 h",
    ], errors


# --- anchors ------------------------------------------------------------------

NAMED = WALL.replace("  - timeline:\n", "  - timeline:\n      id: tl\n").replace(
    "        - label: a\n", "        - label: a\n          id: first\n").replace(
    "boundaries: [{at: 24 h,", "boundaries: [{id: wall, at: 24 h,")


@pytest.mark.parametrize("name", ["lane-3", "lane-1.segment-2", "lane-2.event-3", "boundary-2"])
def test_an_unknown_part_lists_those_there_are(compile_text, name):
    lines = NAMED.strip("\n").split("\n")
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *lines, f"  - icon: {{name: gpu, below: tl.{name}}}"))
    (error,) = errors
    assert error.startswith(f"spec.yaml:{len(lines) + 3}:30: error: `tl` has no part or anchor `{name}`"), error
    assert error.endswith(
        "; it has `first`, `wall`, `lane-1` to `lane-2`, `lane-N.segment-M` (M from 1 as written, up to 1, 2 in turn), "
        "`lane-N.event-M` (M from 1 as written, up to 2, 1 in turn), `boundary-1`, `plot`, "
        "`at-24h` (any position on its scale from 0 h to 48 h, written without spaces), the same on a lane (`first.at-24h`)"
    ), error


def test_an_id_cannot_take_a_numbered_anchors_name(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {id: tl, lanes: [{id: lane-2, segments: [{end: 1}]}]}"))
    assert errors == ["spec.yaml:3:37: error: `lane-2` is the name of an anchor the timeline makes from its numbers; give this one another id"], errors


def test_a_restart_inside_a_segment_is_blamed_on_the_restart_not_on_a_layer_the_writer_cannot_set(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      lanes:",
        "        - segments: [{start: 0, end: 24 h}]",
        "          events: [{at: 12 h, event: checkpoint}, {at: 18 h, event: restart}]",
    ))
    assert errors == ["spec.yaml:7:51: error: this restart at 18 h falls inside the segment before it (0 h to 24 h);"
                      " restart at 24 h or later, or end that segment at 18 h"]
    assert "layer" not in errors[0]


def test_a_segment_that_starts_inside_redone_work_says_to_follow_on(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      lanes:",
        "        - segments: [{start: 0, end: 12 h}, {start: 13 h, end: 20 h}]",
        "          events: [{at: 12 h, event: restart, from: 10 h}]",
    ))
    assert len(errors) == 1 and "starts inside the work the restart before it redoes (12 h to 14 h)" in errors[0]
    assert "leave out its `start` to follow on" in errors[0] and errors[0].startswith("spec.yaml:6:")


def test_the_kind_neither_draws_nor_speaks():
    """What a timeline is stays here; its drawing is the layout stage's, its facts the describe stage's."""
    from blueprint.marks.timeline import TimelineMark

    stage_methods = {"layout", "finish", "axis_room", "facts", "group_phrase", "relation_phrase", "noun"}
    assert not stage_methods & set(vars(TimelineMark)), stage_methods & set(vars(TimelineMark))


def test_a_first_segment_layered_over_nothing_and_a_from_on_a_kill_are_refused_at_the_key(compile_text):
    """Issue 27: both were accepted and changed nothing."""
    _, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - timeline: {lanes: [{segments: [{start: 0, end: 2, layer: true}], events: [{at: 1, event: kill, from: 0}]}]}",
    ))
    assert errors == [
        "spec.yaml:3:55: error: `layer` lays a segment over the one before it, and this is the lane's first: leave `layer` out",
        "spec.yaml:3:100: error: `from` says where a restart redoes the work from, and this event is a `kill`: leave `from` out, or make the event a `restart`",
    ]


# --- tick events, looks on boundaries, gaps in a lane (issue 25) ---

def test_a_noun_names_only_a_tick(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {unit: s, lanes: [{segments: [{duration: 10}], events: [{at: 5 s, event: kill, noun: request}]}]}"))
    (error,) = errors
    assert error.startswith("spec.yaml:3:") and "`noun` names what a tick stands for" in error and "make the event a `tick`" in error, error


@pytest.mark.parametrize("boundary, key", [("{at: 5 s, colour: green}", "colour"), ("{at: 5 s, outline: none}", "outline")])
def test_a_boundary_takes_a_line_look_or_is_refused_at_the_key(compile_text, boundary, key):
    text = spec_text("blueprint: 1", "marks:", "  - timeline:", "      unit: s", "      lanes: [{segments: [{duration: 10}]}]", "      boundaries:", f"        - {boundary}")
    _, errors = compile_text(text)
    assert errors and all(e.startswith("spec.yaml:7:") for e in errors), errors


# --- looks6: an event's look, by its kind (issue 25 item 1) ---

@pytest.mark.parametrize(("event", "key", "says"), [
    ("kill", "colour: blue", "red cross"), ("preempt", "outline: dashed", "red cross"), ("checkpoint", "colour: red", "blue save icon"),
    ("restart", "colour: grey", "red hatched"), ("tick", "fill: blue", "never filled"), ("tick", "outline: none", "`solid`, `dashed` or `dotted`"),
])
def test_an_event_takes_the_looks_its_kind_does_and_says_what_would_work(compile_text, event, key, says):
    line = f"        events: [{{at: 2 h, event: {event}, {key}}}]"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      lanes:", "      - segments: [{end: 2 h}]", line))
    (error,) = errors
    column = line.index(key) + len(key.split(":")[0]) + 3  # at the key's value
    assert error.startswith(f"spec.yaml:7:{column}: error:") and says in error and ("`tick`" in error or "tick's" in error), error
