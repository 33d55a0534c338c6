"""The timeline's facts and what the alt text says of them: lanes in order,
stretches, events, boundaries, the axis, what a lane is called."""

from __future__ import annotations

from conftest import compiled_marks as compiled
from timeline_examples import WALL


def test_alt_text_tells_each_lane_in_order(compile_text):
    alt = compiled(compile_text, WALL).alt
    assert "a timeline of two lanes crossing a dashed 24-hour wall-time boundary" in alt
    assert "one is terminated and restarts from zero, the other checkpoints and continues into the next allocation" in alt
    assert "The top lane, marked a, runs grey up to a red cross at the boundary, then redoes the lost twenty-four hours in red hatching" in alt
    assert "the bottom one, marked b, runs grey up to a blue save icon there and carries on in blue for sixteen hours" in alt


def statement(result, index=0):
    from blueprint.describe.marks import describer_of

    node = result.spec.marks[index]
    return describer_of(node).facts(node, None)


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
    from blueprint.describe.marks.base import MarkDescriber
    from blueprint.describe.marks.timeline import TimelineDescriber
    from blueprint.marks.base import MarkKind

    for method in ("relation_phrase", "group_phrase"):
        assert getattr(TimelineDescriber, method) is getattr(MarkDescriber, method), method
    assert not any(hasattr(MarkKind, m) for m in ("lone_phrase", "sentences")), "no mark writes sentences: the hooks are gone"


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
    assert "a timeline of three lanes, one per worker, its lanes crossing a dashed boundary at fifteen hours" in alt
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


def test_labels_of_a_lane_are_told_together(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      lanes:
        - {segments: [{end: 3 h, label: train}, {duration: 1-2 h, fill: dark, label: reload}]}
      boundaries: [{at: 2 h, label: preemption, noun: preemption}]
""").alt
    assert "crossing a dashed line marking the preemption" in alt and "preemption preemption" not in alt  # review 5: a line marks an event ("a preemption" is no line)
    assert "The lane starts with a grey stretch marked train running past the preemption for three hours" in alt
    assert "then a dark stretch marked reload for one to two hours, its uncertain end in dashes" in alt


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
    assert "then redoes the lost two hours in red hatching, standing for a restart from eight hours" in result.alt


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
    assert "then redoes the lost five hours in red hatching, standing for a restart from zero" in alt
    assert "then runs grey from ten hours until thirteen hours, past the deadline" in alt
    assert "crossing a dashed twelve-hour deadline" in alt


def test_the_axis_is_said_with_its_title_and_named_ticks(compile_text):
    """`axis` (the one axis part): its title, its ends by their names, the names between."""
    alt = compiled(compile_text, """
  - timeline:
      span: 24 h
      axis: {title: hour of the day, ticks: [{at: 0 h, label: midnight}, {at: 12 h, label: noon}, {at: 14 h, label: 2 p.m.}, {at: 24 h, label: midnight}]}
      lanes: [{label: job a, segments: [{start: 0, end: 14 h}]}]
""").alt
    assert "on an axis of hour of the day from midnight to midnight, with noon and two p.m. marked" in alt


def test_ticks_are_counted_never_told_one_by_one(compile_text):
    from conftest import compiled_marks

    events = ", ".join(f"{{at: {t} ms, event: tick, noun: request arrival}}" for t in (11, 29, 43, 84, 113, 137))
    alt = compiled_marks(compile_text, f"  - timeline: {{unit: ms, span: 200 ms, lanes: [{{label: requests, events: [{events}]}}, {{label: batch, segments: [{{duration: 200 ms}}]}}]}}\n").alt
    assert "The top lane, marked requests, carries six request arrivals as thin ticks, unevenly spaced from eleven to one hundred and thirty-seven milliseconds" in alt
    assert "empty" not in alt


def test_a_coloured_boundary_and_a_lane_parted_by_gaps_are_said(compile_text):
    from conftest import compiled_marks

    alt = compiled_marks(compile_text, "  - timeline: {unit: s, lanes: [{label: save, gaps: 2, segments: [{duration: 15, fill: blue, label: gather}, {duration: 25, fill: blue, label: upload}]}], boundaries: [{at: 30 s, label: failure, colour: red, outline: solid}]}\n").alt
    assert "a red failure boundary drawn solid at thirty seconds" in alt
    assert "The lane, in stretches parted by gaps, starts with a blue stretch marked gather" in alt
def test_an_axis_counted_back_from_an_event_says_its_places_from_it(compile_text):
    """Places before zero are said from the event at zero, by the boundary's
    noun ("one hour before the failure"), never as negative times."""
    from timeline_examples import BEFORE_FAILURE

    alt = compiled(compile_text, BEFORE_FAILURE).alt
    assert "on an axis of hours before the failure from six hours before the failure to the failure" in alt
    assert "a blue save icon at one hour before the failure" in alt
    assert "from three hours before the failure up to the failure" in alt
    assert "minus" not in alt and "-" not in alt.replace("gpu-h", "")


def test_ticks_are_counted_by_noun_and_look_and_evenly_spaced_ones_by_their_step(compile_text):
    """looks6: "five checkpoints as thin blue ticks every two hours"; ticks of
    another look are a set of their own; the house's ink tick says no look."""
    result = compiled(compile_text, """  - timeline:
      unit: h
      span: 12 h
      lanes:
        - segments: [{end: 12 h}]
          events: [{at: 2 h, event: tick, noun: checkpoint, colour: blue}, {at: 4 h, event: tick, noun: checkpoint, colour: blue},
                   {at: 6 h, event: tick, noun: checkpoint, colour: blue}, {at: 8 h, event: tick, noun: checkpoint, colour: blue},
                   {at: 10 h, event: tick, noun: checkpoint, colour: blue}, {at: 3 h, event: tick, noun: request, outline: dashed, means: a request that never came}]
""")
    assert "carries five checkpoints as thin blue ticks every two hours, and a request as a thin dashed tick at three hours" in result.alt, result.alt
    assert "the dashed request is a request that never came" in result.alt, result.alt
    (thing,) = statement(result).things
    (lane,) = thing.lanes.lanes
    assert [(len(t.times), t.noun, t.look.colour if t.look else None) for t in lane.ticks] == [(5, "checkpoint", "blue"), (1, "request", "none")]


def test_a_kill_inside_a_stretch_drawn_on_past_it_cuts_the_stretch(compile_text):
    """marks7: a cross inside a stretch is said as a cut, not as the lane stopping;
    in a lane told by its pattern, with the one stretch it cuts."""
    told = compiled(compile_text, "  - timeline: {unit: min, span: 120 min, ticks: 30 min, lanes: [{label: upload, segments: [{start: 0, end: 30 min, fill: grey}, {start: 90 min, duration: 20 min, fill: none, outline: dashed, colour: blue}], events: [{at: 96 min, event: kill}]}]}\n").alt
    assert "is cut by a red cross at ninety-six minutes" in told and "stops at" not in told
    pattern = compiled(compile_text, "  - timeline: {unit: min, span: 128 min, ticks: 30 min, lanes: [{label: store, segments: [{start: 30 min, duration: 12 min, fill: blue}, {start: 60 min, duration: 12 min, fill: blue}, {start: 90 min, duration: 12 min, fill: none, outline: dashed, colour: blue}], events: [{at: 96 min, event: kill}]}]}\n").alt
    assert "with a stretch in blue dashed outline after them, from ninety minutes, cut by a red cross at ninety-six minutes" in pattern
