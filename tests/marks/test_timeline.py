"""The timeline mark: lanes, segments, ranges, boundaries, events, errors,
anchors (lanes, segments, events, boundaries) and sizes in a frame."""

from __future__ import annotations

import pytest

from blueprint.scene import Box
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
    assert "a timeline of two lanes crossing a 24-hour wall-time boundary drawn in dashes" in alt
    assert "one is terminated and restarts from zero, the other checkpoints and continues into the next allocation" in alt
    assert "The lane marked a runs grey up to a red cross at the boundary, then redoes the lost twenty-four hours in red hatching" in alt
    assert "the one marked b runs grey up to a blue save icon there and carries on in blue for sixteen hours" in alt


# --- facts ----------------------------------------------------------------------


def statement(result, index=0):
    node = result.spec.marks[index]
    return node.kind.facts(node, None)


def test_facts_state_lanes_stretches_events_boundaries_and_the_axis(compile_text):
    from fractions import Fraction

    from blueprint.describe.say.facts import Look, Time

    (thing,) = statement(compiled(compile_text, WALL.replace("span: 48 h", "span: 48 h\n      ticks: 12 h"))).things
    assert thing.form == "lanes" and thing.noun == "timeline"
    lanes = thing.lanes
    hours = lambda value: Time(Fraction(value), "h")
    assert (lanes.noun, lanes.each, lanes.span, lanes.step) == ("lane", None, hours(48), hours(12))
    first, second = lanes.lanes
    assert first.label == "a" and [e.kind for e in first.events] == ["kill", "restart"]
    worked, redone = first.stretches
    assert (worked.look, worked.start, worked.end, worked.meaning) == (Look("grey"), hours(0), hours(24), None)
    assert (redone.look, redone.start, redone.end, redone.meaning) == (Look("red", hatch=True), hours(24), hours(48), "redone")
    assert [s.look.colour for s in second.stretches] == ["grey", "blue"] and second.events[0].kind == "checkpoint"
    (boundary,) = lanes.boundaries
    assert (boundary.at, boundary.label, boundary.after, boundary.crossed, boundary.look.line) == (hours(24), "24-hour wall-time", "next allocation", True, "dashed")


def test_what_a_lane_is_comes_from_the_writer_or_the_words_its_labels_share(compile_text):
    def nouns(lanes, noun=""):
        result = compiled(compile_text, f"\n  - timeline: {{{noun}lanes: [{lanes}]}}\n")
        facts = statement(result).things[0].lanes
        return facts.noun, facts.each

    assert nouns("{label: job a, segments: [{end: 1}]}, {label: job b, segments: [{end: 2}]}") == ("job", None)
    assert nouns("{label: node 1, segments: [{end: 1}]}, {label: node 2, segments: [{end: 2}]}") == ("node", None)
    assert nouns("{label: no checkpoint, segments: [{end: 1}]}, {label: checkpoint on notice, segments: [{end: 2}]}") == ("lane", None)
    assert nouns("{label: mon, segments: [{end: 1}]}", "noun: day, ") == ("lane", "day")


def test_red_hatched_work_is_redone_after_a_kill_and_lost_otherwise(compile_text):
    result = compiled(compile_text, """
  - timeline:
      lanes:
        - {segments: [{end: 4 h}, {duration: 4 h, fill: red, hatch: true}], events: [{at: 4 h, event: kill}]}
        - {segments: [{end: 4 h}, {duration: 2 h, fill: red, hatch: true}, {duration: 1 h}]}
        - {segments: [{end: 12 h}]}
        - {segments: [{end: 4 h}, {duration: 5 h, fill: red, hatch: true}], events: [{at: 4 h, event: kill}]}
""")
    first, second, third, fourth = statement(result).things[0].lanes.lanes
    assert [s.meaning for s in first.stretches] == [None, "redone"]
    assert [s.meaning for s in fourth.stretches] == [None, "lost"], "five hours after a kill that ended four cannot all be redone (a false statement the review found)"
    assert [s.meaning for s in second.stretches] == [None, "lost", None]
    assert [s.quality for s in second.stretches] == [None, "short", "short"] and third.stretches[0].quality is None


def test_the_timeline_speaks_only_through_facts():
    from blueprint.marks.base import MarkKind
    from blueprint.marks.timeline import TimelineMark

    for method in ("relation_phrase", "group_phrase"):
        assert getattr(TimelineMark, method) is getattr(MarkKind, method), method
    assert not any(hasattr(MarkKind, m) for m in ("lone_phrase", "sentences")), "no mark writes sentences: the hooks are gone"


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


def test_lanes_without_labels_are_named_by_order(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      noun: worker
      lanes:
        - {segments: [{end: 10}], events: [{at: 10, event: kill}]}
        - {segments: [{end: 20}]}
        - {segments: [{end: 30}], events: [{at: 30, event: checkpoint}]}
      boundaries: [{at: 15}]
""").alt
    assert "a timeline of three lanes, one per worker, crossing a boundary drawn in dashes at fifteen hours" in alt
    assert "The first worker runs grey up to a red cross at ten hours" in alt
    assert "the second worker runs grey past the boundary for twenty hours" in alt
    assert "the third worker runs grey up to a blue save icon at thirty hours" in alt


def test_a_lane_whose_work_begins_after_a_boundary_starts_after_it(compile_text):
    """Two lanes, a job moved at a boundary: the lane that takes it over does
    not "continue past" a boundary it never reached; it starts after it."""
    alt = compiled(compile_text, """
  - timeline:
      noun: node
      unit: min
      lanes:
        - {label: spot node, segments: [{end: 25 min, label: training}], events: [{at: 24 min, event: checkpoint}, {at: 25 min, event: kill}]}
        - {label: new node, segments: [{start: 25 min, end: 40 min, label: training}]}
      boundaries: [{at: 23 min, label: notice}]
""").alt
    assert "one checkpoints and is terminated, the other starts after the boundary" in alt
    assert "continues past" not in alt
    assert "starts with a grey stretch marked training running past the boundary" in alt


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


def test_labels_of_a_lane_are_told_together(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      lanes:
        - {segments: [{end: 3 h, label: train}, {duration: 1-2 h, fill: dark, label: reload}]}
      boundaries: [{at: 2 h, label: preemption, noun: preemption}]
""").alt
    assert "crossing a preemption" in alt and "preemption preemption" not in alt
    assert "The lane starts with a grey stretch marked train running past the preemption for three hours" in alt
    assert "then a dark stretch marked reload for one to two hours, its uncertain end in dashes" in alt


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


# --- anchors ------------------------------------------------------------------

NAMED = WALL.replace("  - timeline:\n", "  - timeline:\n      id: tl\n").replace(
    "        - label: a\n", "        - label: a\n          id: first\n").replace(
    "boundaries: [{at: 24 h,", "boundaries: [{id: wall, at: 24 h,")


def test_lanes_segments_events_and_boundaries_are_anchors(compile_text):
    result = compiled(compile_text, NAMED)
    anchors = result.scene.anchors
    segments = sorted(by_role(result, "segment"), key=lambda s: (s.box.y, s.box.x))
    first, redone, second, continued = segments
    assert anchors["tl.lane-1"] == anchors["tl.first"], "a lane by its number and by its own id"
    assert anchors["tl.lane-1"].y == first.box.y and anchors["tl.lane-1"].height == first.box.height
    assert anchors["tl.lane-2"].y == second.box.y and anchors["tl.lane-1"].width == anchors["tl.lane-2"].width
    assert anchors["tl.lane-1.segment-1"] == first.box and anchors["tl.lane-2.segment-2"] == continued.box
    cross = Box.around([c.bounds for c in by_role(result, "cross")])
    assert anchors["tl.lane-1.event-1"] == cross, "a kill is its cross"
    assert anchors["tl.lane-1.event-2"] == redone.box, "a restart is the work it redoes"
    save = anchors["tl.lane-2.event-1"]
    assert save.bottom < second.box.y and save.centre_x == pytest.approx(second.box.right), "a checkpoint is its icon"
    line = by_role(result, "boundary")[0]
    boundary = anchors["tl.boundary-1"]
    assert anchors["tl.wall"] == boundary and boundary.centre_x == pytest.approx(line.x1)
    assert (boundary.y, boundary.bottom) == (pytest.approx(line.y1), pytest.approx(line.y2)) and boundary.width <= 8
    assert not {"tl.lane-3", "tl.lane-1.segment-2", "tl.lane-2.event-2", "tl.boundary-2"} & set(anchors)


def test_an_icon_right_of_a_lane_and_a_connector_from_an_event(compile_text):
    result = compiled(compile_text, NAMED + """
  - icon: {id: store, name: storage, colour: blue, right-of: tl.lane-2, gap: 96}
  - connector: {from: tl.lane-2.segment-2, to: store, arrow: end, colour: blue}
""")
    anchors = result.scene.anchors
    lane, store, segment = anchors["tl.lane-2"], anchors["store"], anchors["tl.lane-2.segment-2"]
    assert store.x >= lane.right + 96 - 0.5 and store.centre_y == pytest.approx(lane.centre_y, abs=0.5), "beside that lane"
    line = by_role(result, "connector")[0]
    assert line.x1 == pytest.approx(segment.right, abs=0.5) and segment.y <= line.y1 <= segment.bottom, "from the segment's end"


@pytest.mark.parametrize("name", ["lane-3", "lane-1.segment-2", "lane-2.event-3", "boundary-2"])
def test_an_unknown_part_lists_those_there_are(compile_text, name):
    lines = NAMED.strip("\n").split("\n")
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *lines, f"  - icon: {{name: gpu, below: tl.{name}}}"))
    (error,) = errors
    assert error.startswith(f"spec.yaml:{len(lines) + 3}:30: error: `tl` has no part or anchor `{name}`"), error
    assert error.endswith(
        "; it has `first`, `wall`, `lane-1` to `lane-2`, `lane-N.segment-M` (M from 1 as written, up to 1, 2 in turn), "
        "`lane-N.event-M` (M from 1 as written, up to 2, 1 in turn), `boundary-1`"
    ), error


def test_an_id_cannot_take_a_numbered_anchors_name(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - timeline: {id: tl, lanes: [{id: lane-2, segments: [{end: 1}]}]}"))
    assert errors == ["spec.yaml:3:37: error: `lane-2` is the name of an anchor the timeline makes from its numbers; give this one another id"], errors


def test_a_height_of_160_shrinks_the_lanes(compile_text):
    result = compiled(compile_text, """
  - timeline:
      height: 160
      lanes:
        - {label: a, segments: [{end: 3 h}]}
        - {label: b, segments: [{end: 5 h}], events: [{at: 5 h, event: kill}]}
        - {label: c, segments: [{end: 2 h}, {duration: 2 h, fill: blue}]}
""")
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "timeline")])
    assert drawn.height <= 160 + 0.5
    assert all(16 <= s.box.height < 48 for s in by_role(result, "segment")), "thinner lanes, still lanes"


def test_checkpoint_icons_shrink_with_the_lanes_and_stay_between_them(compile_text):
    lanes = ", ".join("{segments: [{end: 4 h}], events: [{at: 2 h, event: checkpoint}]}" for _ in range(6))
    result = compiled(compile_text, f"\n  - timeline: {{height: 400, lanes: [{lanes}]}}\n")
    bars = sorted((s.box for s in by_role(result, "segment")), key=lambda b: b.y)
    icons = Box.around([e.bounds for e in result.scene.elements if e.owner[-2:] == ("events", 0) and e.owner[3:5] == ("lanes", 1)])
    assert bars[0].bottom < icons.y and icons.bottom < bars[1].y, "the second lane's icon between it and the first"
    assert icons.height < 48, "smaller than at full size"


def test_many_lanes_with_checkpoints_fit_the_card_the_gaps_around_icons_shrinking_too(compile_text):
    lane = "{segments: [{end: 6 h}, {start: 6.5 h, end: 12 h, fill: blue}], events: [{at: 6 h, event: checkpoint}]}"
    result = compiled(compile_text, f"""
  - timeline:
      span: 12 h
      ticks: 2 h
      lanes: [{", ".join([lane] * 6)}, {{segments: [{{end: 3 h}}]}}, {{segments: [{{start: 1 h, end: 4 h}}]}}]
      boundaries: [{{at: 6 h, label: driver upgrade}}]
""")
    bars = sorted((s.box for s in by_role(result, "segment")), key=lambda b: (b.y, b.x))
    tops = sorted({round(b.y, 2) for b in bars})
    assert len(tops) == 8
    for index in range(1, 6):
        icon = Box.around([e.bounds for e in result.scene.elements if e.owner[3:7] == ("lanes", index, "events", 0)])
        above = max(b.bottom for b in bars if round(b.y, 2) == tops[index - 1])
        assert above < icon.y and icon.bottom < tops[index], "each icon between its lane and the one above"


def test_an_event_at_the_end_stays_inside_the_frame(compile_text):
    result = compiled(compile_text, "\n  - timeline: {width: 480, span: 4 h, lanes: [{segments: [{end: 4 h}], events: [{at: 4 h, event: kill}]}]}\n")
    shapes = [e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "timeline") and e.kind != "text"]
    assert Box.around(shapes).width <= 480 + 0.01


def test_a_preempted_lane_is_crossed_and_carries_on_said_as_an_interruption(compile_text):
    """Issue 17: an interruption after which the work goes on was said "is terminated"."""
    result = compiled(compile_text, """
  - timeline:
      unit: h
      span: 24 h
      lanes: [{label: job a, segments: [{start: 0, end: 24 h}], events: [{at: 9 h, event: preempt}]}]
""")
    crosses = [e for e in result.scene.elements if e.role == "cross"]
    assert len(crosses) == 2, "a red cross (two strokes) at the preemption"
    alt = result.alt
    assert "runs grey across all twenty-four hours and is interrupted at a red cross at nine hours" in alt
    assert "terminated" not in alt and "stops" not in alt


def test_a_restart_redoes_the_work_from_the_point_the_writer_gives(compile_text):
    result = compiled(compile_text, """
  - timeline:
      unit: h
      span: 24 h
      lanes:
        - label: job b
          segments: [{start: 0, end: 10 h}, {start: 14 h, end: 24 h}]
          events: [{at: 6 h, event: checkpoint}, {at: 10 h, event: kill}, {at: 10 h, event: restart, from: 8 h}]
""")
    (lane,) = statement(result).things[0].lanes.lanes
    redone = [s for s in lane.stretches if s.meaning == "redone"]
    assert len(redone) == 1 and (redone[0].start.value, redone[0].end.value) == (10, 12), "the two hours since 8 h, not the four since the checkpoint"
    assert "restarts from eight hours, redoing the lost two hours in red hatching" in result.alt


def test_words_a_new_user_found_wrong_are_right(compile_text):
    """From a first-time user's trial: "restarts from zero hours", "from ten hours
    past the deadline until thirteen hours" (read as 22 h), "a twelve hours deadline"."""
    alt = compiled(compile_text, """
  - timeline:
      unit: h
      span: 14 h
      lanes:
        - label: no checkpoints
          segments: [{start: 0, end: 5 h}, {start: 10 h, end: 13 h}]
          events: [{at: 5 h, event: preempt}, {at: 5 h, event: restart, from: 0}]
      boundaries: [{at: 12 h, label: 12 h deadline, noun: deadline}]
""").alt
    assert "restarts from zero, redoing the lost five hours" in alt
    assert "then runs grey from ten hours until thirteen hours, past the deadline" in alt
    assert "crossing a twelve-hour deadline drawn in dashes" in alt


def test_an_event_label_is_drawn_as_well_as_said(compile_text):
    """Issue 17 (and a false statement in waiting): "a red cross marked spot
    reclaim" was said while no such words were drawn."""
    result = compiled(compile_text, "\n  - timeline: {unit: h, span: 12 h, lanes: [{label: job, segments: [{start: 0, end: 12 h}], events: [{at: 5 h, event: preempt, label: spot reclaim}, {at: 3 h, event: checkpoint, label: ckpt 1}]}]}\n")
    texts = {t.text: t for t in result.scene.texts()}
    assert "spot reclaim" in texts and "ckpt 1" in texts
    assert "a red cross marked spot reclaim at five hours" in result.alt and "save icon marked ckpt one" in result.alt


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
