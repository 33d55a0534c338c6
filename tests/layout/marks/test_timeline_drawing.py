"""The timeline's drawing: lanes, segments and ranges to scale, boundaries,
events, labels drawn, anchors (lanes, segments, events, boundaries) and sizes
in a frame."""

from __future__ import annotations

import pytest

from blueprint.scene import Box
from conftest import compiled_marks as compiled
from conftest import spec_text
from conftest import with_role as by_role
from timeline_examples import WALL


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
    event = anchors["tl.lane-1.event-1"]  # the lanes grown to the card: both moved by a shift that is not a whole px
    assert (event.x, event.y, event.width, event.height) == pytest.approx((cross.x, cross.y, cross.width, cross.height)), "a kill is its cross"
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


def test_an_event_label_is_drawn_as_well_as_said(compile_text):
    """Issue 17 (and a false statement in waiting): "a red cross marked spot
    reclaim" was said while no such words were drawn."""
    result = compiled(compile_text, "\n  - timeline: {unit: h, span: 12 h, lanes: [{label: job, segments: [{start: 0, end: 12 h}], events: [{at: 5 h, event: preempt, label: spot reclaim}, {at: 3 h, event: checkpoint, label: ckpt 1}]}]}\n")
    texts = {t.text: t for t in result.scene.texts()}
    assert "spot reclaim" in texts and "ckpt 1" in texts
    assert "a red cross marked spot reclaim at five hours" in result.alt and "save icon marked ckpt one" in result.alt


def test_a_tick_is_a_thin_ink_line_across_its_lane(compile_text):
    from conftest import compiled_marks, with_role

    result = compiled_marks(compile_text, "  - timeline: {unit: ms, span: 100 ms, lanes: [{label: requests, events: [{at: 10 ms, event: tick}, {at: 40 ms, event: tick}]}, {segments: [{duration: 100 ms}]}]}\n")
    ticks = with_role(result, "tick")
    (segment,) = with_role(result, "segment")
    assert len(ticks) == 2 and all(t.paint.stroke == "ink" and t.x1 == t.x2 for t in ticks)
    assert abs((ticks[1].x1 - ticks[0].x1) - 0.3 * segment.bounds.width) < 0.5
    reach = min(6.0, segment.bounds.height / 6)  # marks7: a tick stands a little past its lane, over and under
    assert all(abs((t.y2 - t.y1) - segment.bounds.height - 2 * reach) < 0.01 and t.y1 < segment.bounds.y for t in ticks), "across its lane and past it"


def test_a_red_boundary_is_drawn_red_and_its_words_with_it(compile_text):
    from conftest import compiled_marks, with_role

    result = compiled_marks(compile_text, "  - timeline: {unit: h, lanes: [{segments: [{duration: 4}]}], boundaries: [{at: 2 h, label: failure, colour: red, outline: solid}]}\n")
    (line,) = with_role(result, "boundary")
    assert (line.paint.stroke, line.paint.line) == ("red", "solid")
    (label,) = [e for e in result.scene.elements if e.kind == "text" and e.text == "failure"]
    assert label.colour == "red"


def test_gaps_part_a_lanes_stretches_the_range_still_dashed_from_its_sure_end(compile_text):
    from conftest import compiled_marks, with_role

    result = compiled_marks(compile_text, "  - timeline: {unit: min, span: 20 min, lanes: [{gaps: 8, segments: [{duration: 5, fill: blue}, {duration: 4-8, fill: blue}, {duration: 3, fill: blue}]}]}\n")
    bars = sorted(with_role(result, "segment"), key=lambda e: e.bounds.x)
    (rest,) = with_role(result, "range")
    assert len(bars) == 3 and abs(bars[1].bounds.x - bars[0].bounds.right - 10) < 0.01
    assert abs(rest.bounds.x - bars[1].bounds.right) < 0.01 and abs(bars[2].bounds.x - rest.bounds.right - 10) < 0.01
def test_an_axis_counted_back_from_an_event_draws_its_places_before_zero(compile_text):
    """`axis: {from: -6 h}`: the axis runs from six hours before the event to
    it; places before zero stand left of it, to scale, ticks through zero."""
    from timeline_examples import BEFORE_FAILURE

    result = compiled(compile_text, BEFORE_FAILURE)
    segments = sorted(by_role(result, "segment"), key=lambda s: (s.box.y, s.box.x))
    first, lost_a, lost_c = segments
    hour = lost_a.box.width
    assert first.box.width == pytest.approx(5 * hour) and lost_c.box.width == pytest.approx(3 * hour), "-6 h to -1 h, and -3 h to 0, to scale"
    assert lost_a.box.right == pytest.approx(lost_c.box.right), "both end at zero, the failure"
    texts = [e.text for e in result.scene.elements if getattr(e, "text", None)]
    assert ["-6", "-5", "-4", "-3", "-2", "-1", "0 h"] == [t for t in texts if t.lstrip("-").split(" ")[0].isdigit() and "gpu" not in t]
    (boundary,) = by_role(result, "boundary")
    assert boundary.x1 == pytest.approx(lost_a.box.right), "the failure at zero"
    assert result.scene.anchors["lost.boundary-1"].x == pytest.approx(lost_a.box.right, abs=4)


def test_a_piece_widened_to_the_least_keeps_its_start_and_takes_room_from_the_next_piece(compile_text):
    # warm-pool-cost: review 4 B asked the thirty grey minutes after a one-minute restore to stay
    # thirty minutes, so the slice grew to the left; review 10-b then read the slice as ending at
    # its hour, not starting there as the dark parts beside it do. A widened part keeps its start
    # (`parts._kept_at_start`): it grows later, and the piece after it starts where it ends and
    # still ends at its own end, so the block keeps its place and length.
    result = compiled(compile_text, """
  - timeline:
      unit: h
      span: 24 h
      lanes:
        - segments:
            - {start: 0, end: 24 h, fill: none, outline: dotted}
            - {start: 2 h, duration: 1 min, fill: blue, layer: true}
            - {duration: 30 min, fill: grey, layer: true}
            - {start: 7 h, duration: 30 min, fill: grey, layer: true}
""")
    segments = sorted(by_role(result, "segment"), key=lambda s: s.box.x)
    lane, blue, after, alone = segments
    hour = lane.box.width / 24
    assert blue.box.x == pytest.approx(lane.box.x + 2 * hour), "the slice starts at its hour"
    assert blue.box.right == pytest.approx(after.box.x), "the thirty minutes start where the slice ends"
    assert after.box.right == pytest.approx(lane.box.x + (2 + 31 / 60) * hour), "and end at their own end"
    assert alone.box.width == pytest.approx(hour / 2)


def test_a_tick_is_drawn_in_its_look_from_the_theme(compile_text):
    """A tick's `colour` and `outline` (looks6): its line in the theme's token and rhythm; ink and solid by default."""
    result = compiled(compile_text, """  - timeline:
      unit: h
      lanes:
        - segments: [{end: 4 h}]
          events: [{at: 1 h, event: tick}, {at: 2 h, event: tick, colour: blue}, {at: 3 h, event: tick, colour: red, outline: dotted}]
""")
    ticks = sorted((e for e in result.scene.elements if e.role == "tick"), key=lambda e: e.bounds.x)
    assert [(t.paint.stroke, t.paint.line, t.paint.stroke_width) for t in ticks] == [("ink", "solid", "outline"), ("blue", "solid", "outline"), ("red", "dotted", "dotted")]


def test_words_inside_a_stretch_stand_where_no_layer_covers_it(compile_text):
    """icons7 (weight-stream-hops): a skipped fetch drawn as a dotted ghost with
    the warm start's work layered over its first half takes "fetch skipped"
    inside it, in the stretch the layers leave in view, not under them."""
    result, errors = compile_text(
        "blueprint: 1\nmarks:\n  - timeline:\n      id: t\n      unit: s\n      span: 90 s\n      lanes:\n"
        "        - segments:\n"
        "            - {start: 0, end: 55 s, fill: none, outline: dotted, label: fetch skipped, label-side: inside}\n"
        "            - {start: 0, end: 15 s, fill: grey, layer: true}\n"
        "            - {start: 15 s, end: 23 s, fill: dark, layer: true}\n"
    )
    assert not errors, errors
    label = next(t for t in result.scene.texts() if t.text == "fetch skipped")
    ghost, layered = result.scene.anchors["t.lane-1.segment-1"], result.scene.anchors["t.lane-1.segment-3"]
    assert ghost.contains(label.box) and label.box.x >= layered.right, (label.box, layered)
    assert "marked fetch skipped" in result.alt


def test_thin_lanes_keep_the_height_their_inside_words_need(compile_text):
    """Lanes shrunk under a row of icons count the height the words asked
    inside them need (`label-side: inside`) in the timeline's least height
    (trydraw7): where the card has it, they hold their words; where it does
    not, the card is refused for its height, with the pixels short, not the
    words for a lane squeezed thin."""
    def spec(count: int) -> str:
        row = "  - row: {id: top, marks: [" + ", ".join(["{icon: {name: server, label: node}}"] * 3) + "]}\n"
        return row + ("  - timeline: {below: top, unit: min, ticks: 1 min, lanes: ["
                      + ", ".join(["{segments: [{start: 0, end: 4 min, fill: blue, label: download, label-side: inside}]}"] * count) + "]}\n")
    result = compiled(compile_text, spec(5))
    inside = [e for e in result.scene.elements if e.kind == "text" and e.text == "download"]
    segments = [e for e in result.scene.elements if e.role == "segment"]
    assert len(inside) == 5 and all(s.bounds.height >= inside[0].box.height for s in segments)
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + spec(6))
    assert errors and "px of height even at their smallest" in errors[0] and "does not fit" not in errors[0], errors


def test_words_inside_a_stretch_slide_off_a_boundary_that_crosses_it():
    """A dashed boundary through the middle of a dotted stretch whose words
    stand inside it: the words slide along the stretch, clear of the line,
    and the spec draws (trydraw9b: node-replace's guides at minutes 2 and 7
    were refused, "not yet" and "removed" centred on them)."""
    from blueprint import compile_spec
    from blueprint.scene import Text

    spec = """blueprint: 1
marks:
  - timeline:
      unit: min
      span: 10 min
      ticks: 1 min
      boundaries: [{at: 2 min, outline: dashed}, {at: 7 min, outline: dashed}]
      lanes:
        - segments:
            - {end: 4 min, fill: grey}
            - {end: 10 min, fill: none, outline: dotted, label: removed, label-side: inside}
        - segments:
            - {end: 4 min, fill: none, outline: dotted, label: not yet, label-side: inside}
            - {end: 10 min, fill: grey}
"""
    result = compile_spec(spec, "spec.yaml")
    assert not result.problems
    lines = [e for e in result.scene.elements if e.role == "boundary"]
    for words in ("removed", "not yet"):
        (text,) = [e for e in result.scene.elements if isinstance(e, Text) and e.text == words]
        part = next(e.bounds for e in result.scene.elements if tuple(e.source) == tuple(text.source[:-1]) and e.role == "segment")
        assert part.contains(text.box) and text.role == "inside"
        assert all(not (text.box.x - 1.5 < line.x1 < text.box.right + 1.5) for line in lines), words  # clear of every boundary (lint's clearance)


def test_words_over_an_event_stay_within_the_lane(compile_text):
    """faithful11 (node-replace): words wider than the room before an event
    near the lane's start stand over it within the lane (starting at it), not
    centred on it past the lane's start, over the lanes' names."""
    result = compiled(compile_text, "\n  - timeline: {unit: min, span: 10 min, ticks: 1 min, lanes: [{label: node a, segments: [{end: 10 min}], events: [{at: 1 min, event: kill, label: health check fails, label-side: above}]}]}\n")
    (segment,) = by_role(result, "segment")
    cross = Box.around([e.bounds for e in by_role(result, "cross")])
    words = next(t for t in result.scene.texts() if t.text == "health check fails")
    assert words.box.x >= segment.box.x - 0.5, (words.box, segment.box)
    assert min(words.box.right, cross.right) - max(words.box.x, cross.x) >= cross.width / 3, "over its cross"


def test_words_off_their_part_are_held_in_reserve():
    """A place past the lane's end, or over under a third of its part, comes
    last and is held in reserve: taken only to clear what lint refuses."""
    from blueprint.layout.draw.labels import choose_held
    from blueprint.scene import Text

    lane, cross = Box(100, 200, 800, 50), Box(130, 207, 36, 36)
    make = lambda x: Text("evicted", x, 190, 20, "ink", Box(x, 170, 84, 26), "label", ("t", "label"), ("t", "label"))
    centred, past_start, barely = make(106), make(60), make(162)
    chosen = choose_held([past_start, barely, centred], [], Box(0, 0, 1200, 630), cross, lane)
    assert chosen.box == centred.box and chosen.reserve == 2


@pytest.mark.parametrize("side", ["above", "below"])
def test_words_no_one_line_place_of_which_clears_a_boundary_stand_in_two_lines_over_their_part(compile_text, side):
    """faithful13 (node-replace): "health check fails" over a cross a minute
    from the lane's start and a minute before a boundary: every place of one
    line within the lane meets the boundary's line, so the words stood past
    the lane's start. In two lines they stand over (or under) their cross,
    within the lane and clear of the line, and the lane makes room for both."""
    lane = f"{{label: node a, segments: [{{end: 10 min}}], events: [{{at: 1 min, event: kill, label: health check fails, label-side: {side}}}]}}"
    result = compiled(compile_text, f"\n  - timeline: {{unit: min, span: 10 min, ticks: 1 min, boundaries: [{{at: 2 min, outline: dashed}}], lanes: [{lane}, {{label: node b, segments: [{{end: 10 min}}]}}]}}\n")
    segment = by_role(result, "segment")[0]
    cross = Box.around([e.bounds for e in by_role(result, "cross")])
    (line,) = by_role(result, "boundary")
    words = next(t for t in result.scene.texts() if "health" in t.text)
    assert len(words.lines) == 2 and " ".join(words.lines) == "health check fails"
    assert segment.box.x - 0.5 <= words.box.x and not words.box.x - 1.5 < line.x1 < words.box.right + 1.5, (words.box, line.x1)
    assert min(words.box.right, cross.right) - max(words.box.x, cross.x) >= cross.width / 3, "over its cross"
    assert (words.box.bottom <= segment.box.y) if side == "above" else (words.box.y >= segment.box.bottom), "on the side asked, the lane's room made for two lines"


def test_words_one_line_of_which_clears_the_boundaries_stay_one_line():
    """Two lines only where one cannot stand: with the boundary far off, the
    words stand in one line over their cross."""
    from blueprint.layout.draw.labels import clear_of, two_lines

    assert two_lines("health check fails") is not None and two_lines("evicted") is None
    assert clear_of(Box(100, 0, 200, 20), [50.0, 310.0]) and not clear_of(Box(100, 0, 200, 20), [301.0])


@pytest.mark.parametrize("label", ["node gone", '[node gone, "at 3 min"]'], ids=["one-line", "two-lines"])
def test_words_of_a_mark_over_a_lane_stand_by_it_with_room_made(compile_text, label):
    """A cross `over` a place on a lane with `label-side: below` (or `above`):
    the timeline makes room under (over) that lane for its words, as for its
    own stretches' words, so they stand under the cross, between the lanes,
    not under the axis (spot-drain-two-minutes: 400 px off); words of two
    lines get room for both, as wide as the wider."""
    from conftest import spec_text

    lanes = ("blueprint: 1", "marks:", "  - timeline:", "      id: tl", "      unit: s", "      lanes:",
             "        - {id: spot, segments: [{start: 0, end: 120 s, fill: grey}, {end: 240 s, fill: none, outline: dotted}]}",
             "        - {id: new, segments: [{start: 0, end: 240 s, fill: blue}]}")
    for side in ("below", "above"):
        result, errors = compile_text(spec_text(*lanes, f"  - icon: {{name: cross, colour: red, over: tl.spot.at-180s, label: {label}, label-side: {side}}}"))
        assert not errors, errors
        spot, new = result.scene.anchors["tl.lane-1"], result.scene.anchors["tl.lane-2"]
        (words,) = [e for e in result.scene.elements if e.kind == "text" and "node" in getattr(e, "text", "")]
        cross = result.scene.anchors["tl.spot.at-180s"]
        assert abs(words.bounds.centre_x - cross.x) < 2, "centred under (over) its cross"
        if side == "below":
            assert spot.bottom <= words.bounds.y and words.bounds.bottom <= new.y, (words.bounds, spot, new)
        else:
            assert words.bounds.bottom <= spot.y, (words.bounds, spot)


NAMED_LANES = """  - timeline:
      height: {height}
      unit: h
      span: 24 h
      lanes:
        - {label: spot, segments: [{duration: 10 h, fill: grey}]}
        - {label: on-demand, segments: [{duration: 20 h, fill: blue}]}
"""
MORE_LANES = NAMED_LANES + """        - {label: "reserved\\nin turn", segments: [{duration: 5 h}]}
        - {label: spare, set-apart: true, segments: [{duration: 5 h}]}
"""


@pytest.mark.parametrize("lanes", [NAMED_LANES, MORE_LANES], ids=["two", "four"])
@pytest.mark.parametrize("height", range(40, 200, 4))
def test_a_height_holds_the_lanes_names_apart_or_is_refused_with_one_that_does(compile_text, lanes, height):
    """faithful14: two named lanes just over the least height drew their
    names one on the other, and lint refused the name, not the `height`."""
    from held_heights import held_at

    held_at(compile_text, lanes, height, lambda e: e.source[-3:-1] and e.source[-3] == "lanes")
