"""The staircase's drawing: treads to scale, risers, the floor, lanes below,
a fall to the floor and the climb back, anchors (treads, floor, lanes) and
sizes in a frame."""

from __future__ import annotations

from pathlib import Path

import pytest

from blueprint.pipeline import compile_spec
from blueprint.scene import Box
from conftest import compiled_marks as compiled
from conftest import with_role as by_role
from staircase_examples import FALL, STAIRS


def test_treads_descend_to_scale(compile_text):
    result = compiled(compile_text, STAIRS)
    treads = by_role(result, "tread")
    assert len(treads) == 4
    assert [t.y1 for t in treads] == sorted(t.y1 for t in treads), "each tread lower than the last"
    assert all(b.x1 == pytest.approx(a.x2) or b.x1 > a.x2 for a, b in zip(treads, treads[1:]))
    unit = treads[0].x2 - treads[0].x1
    assert treads[2].x2 - treads[2].x1 == pytest.approx(3 * unit)
    extension = by_role(result, "range")[0]
    assert extension.paint.line == "dashed" and extension.x2 - treads[1].x1 == pytest.approx(34 * unit)
    floor = by_role(result, "floor")[0]
    assert floor.y1 > max(t.y1 for t in treads)
    bar = by_role(result, "segment")[0]
    assert bar.paint.fill == "blue" and bar.box.y > floor.y1
    assert bar.box.width + by_role(result, "range")[1].box.width == pytest.approx(70 / 60 * unit), "on the same scale"


# --- anchors ------------------------------------------------------------------

NAMED = STAIRS.replace("  - staircase:\n", "  - staircase:\n      id: s\n")


def test_treads_floor_and_lanes_are_anchors_at_their_lines(compile_text):
    result = compiled(compile_text, NAMED)
    anchors = result.scene.anchors
    treads = by_role(result, "tread")
    ranges = {round(r.y1): r for r in by_role(result, "range") if r.kind == "line"}
    for n, tread in enumerate(treads, start=1):
        box = anchors[f"s.tread-{n}"]
        end = ranges[round(tread.y1)].x2 if round(tread.y1) in ranges else tread.x2
        assert (box.x, box.right) == (pytest.approx(tread.x1), pytest.approx(end)), "the tread's extent, its range included"
        assert box.centre_y == pytest.approx(tread.y1) and 0 < box.height <= 8, "a little height around the line"
    floor = by_role(result, "floor")[0]
    assert anchors["s.floor"].centre_y == pytest.approx(floor.y1) and anchors["s.floor"].width == pytest.approx(floor.x2 - floor.x1)
    bar = by_role(result, "segment")[0]
    whole = bar.box.union(by_role(result, "range")[-1].box)
    assert (anchors["s.lane-1"].x, anchors["s.lane-1"].right, anchors["s.lane-1"].height) == (pytest.approx(whole.x), pytest.approx(whole.right), pytest.approx(whole.height)), "the lane's bar, its range included"
    assert "s.tread-5" not in anchors and "s.lane-2" not in anchors


def test_a_connector_to_a_tread_and_an_icon_below_a_lane(compile_text):
    result = compiled(compile_text, NAMED + """
  - icon: {id: snap, name: snapshot, colour: blue, at: top-right}
  - connector: {from: snap, to: s.tread-3, arrow: end, colour: blue}
  - icon: {id: clock, name: clock, size: small, below: s.lane-1, align: left, gap: 24}
""")
    anchors = result.scene.anchors
    tread, lane, clock = anchors["s.tread-3"], anchors["s.lane-1"], anchors["clock"]
    tip_x, tip_y = by_role(result, "arrowhead")[0].segments[0][1]
    near = tread.grown(8)
    assert near.x <= tip_x <= near.right and near.y <= tip_y <= tread.centre_y, "the arrow ends at the tread, coming from above"
    assert clock.y >= lane.bottom + 24 - 0.5 and clock.x == pytest.approx(lane.x), "below the lane, lined up with it"


def test_a_height_of_160_shrinks_the_steps_and_lanes(compile_text):
    result = compiled(compile_text, """
  - staircase:
      height: 160
      unit: min
      steps: [{duration: 2}, {duration: 9}, {duration: 3}]
      floor: ready
      lanes: [{duration: 57-70 s, fill: blue}]
""")
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "staircase")])
    assert drawn.height <= 160 + 0.5
    treads = by_role(result, "tread")
    assert 24 <= treads[1].y1 - treads[0].y1 < 48, "shorter steps, still steps"


def test_a_labelled_step_keeps_room_for_its_label(compile_text):
    """A `height` too short for its rises and their labels: the rises keep
    their room, and the height, which the drawing cannot be, is refused at
    its key with the height drawn (the relations held, layout/relations.py)."""
    text = "blueprint: 1\nmarks:" + STAIRS.replace("  - staircase:\n", "  - staircase:\n      height: 120\n")
    _, errors = compile_text(text)
    assert len(errors) == 1 and "`height: 120` is drawn" in errors[0] and "larger than asked" in errors[0], errors
    result = compile_spec(text.replace("height: 120", "height: 232"), "spec.yaml")  # the least it draws in, and a rise still takes a label
    treads = by_role(result, "tread")
    label_height = max(e.bounds.height for e in by_role(result, "label"))
    assert treads[1].y1 - treads[0].y1 >= label_height, "a rise never shorter than a label"


def test_the_staircase_stays_inside_a_narrow_frame(compile_text):
    result = compiled(compile_text, "\n  - staircase: {width: 400, unit: min, steps: [{duration: 2}, {duration: 9}, {duration: 3}], lanes: [{duration: 1}]}\n")
    shapes = [e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "staircase") and e.kind != "text"]
    assert Box.around(shapes).width <= 400 + 0.01


def test_a_climbing_staircase_rises_from_the_floor_and_is_said_climbing(compile_text):
    """Issue 17: staircases climb as well as descend."""
    result = compiled(compile_text, """
  - staircase:
      unit: s
      direction: up
      steps: [{duration: 4, label: weights}, {duration: 12, label: KV cache}, {duration: 6, label: graphs}]
      floor: serving
""")
    treads = sorted(by_role(result, "tread"), key=lambda t: t.x1)
    assert treads[0].y1 > treads[1].y1 > treads[2].y1, "each tread higher than the one before"
    risers = sorted(by_role(result, "riser"), key=lambda r: r.x1)
    assert all(abs(r.x1 - t.x1) < 0.5 for r, t in zip(risers, treads)), "a riser at each tread's start, up from the level before"
    assert "a grey staircase climbing in three treads, ending at serving" in result.alt  # no axis: no length; no level drawn (issue 26)


def test_steps_of_different_heights_are_drawn_and_said(compile_text):
    """Issue 17: a step `rise: 3` is three levels deep."""
    result = compiled(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 2, label: pull}, {duration: 5, label: load, rise: 3}, {duration: 3, label: compile}, {duration: 1, label: warm}], floor: ready}\n")
    risers = sorted(by_role(result, "riser"), key=lambda r: r.x1)
    heights = [abs(r.y2 - r.y1) for r in risers]
    assert heights[1] == pytest.approx(3 * heights[0]) and heights[2] == pytest.approx(heights[0])
    assert "the step after the second tread drops three levels" in result.alt


# --- a fall to the floor and a climb back (issue 17) -----------------------------

def test_a_falling_step_drops_to_the_floor_runs_along_it_and_the_steps_after_climb(compile_text):
    result = compiled(compile_text, FALL)
    treads = sorted(by_role(result, "tread"), key=lambda t: t.x1)
    (floor,) = by_role(result, "floor")
    assert treads[1].y1 == floor.y1 == treads[1].y2, "the floor tread's y is the floor line's"
    assert floor.x1 <= treads[1].x1 and treads[1].x2 <= floor.x2, "it runs along the floor"
    assert treads[1].paint.stroke == "red" and treads[3].paint.stroke == "blue"
    level = treads[2].y1 - treads[3].y1
    assert level > 0 and floor.y1 - treads[2].y1 == pytest.approx(level), "two levels up, then two more"
    assert treads[3].y1 == pytest.approx(treads[0].y1), "by default it climbs back to where it fell from"
    risers = sorted(by_role(result, "riser"), key=lambda r: r.x1)
    assert len(risers) == 3, "the fall and two climbs: the tread before the fall draws none of its own"
    fall, *climbs = risers
    assert fall.x1 == pytest.approx(treads[1].x1) and (min(fall.y1, fall.y2), max(fall.y1, fall.y2)) == (pytest.approx(treads[0].y1), pytest.approx(floor.y1)), "the riser drops from the first tread straight to the floor"
    assert fall.paint.stroke == "red", "the fall is drawn in the falling step's colour"
    for riser, tread, before in zip(climbs, treads[2:], treads[1:]):
        assert riser.x1 == pytest.approx(tread.x1), "each climb stands at its tread's start"
        assert (min(riser.y1, riser.y2), max(riser.y1, riser.y2)) == (pytest.approx(tread.y1), pytest.approx(before.y1)), "up from the tread before"
    assert floor is result.scene.elements[result.scene.elements.index(floor)] and result.scene.elements.index(floor) < result.scene.elements.index(treads[1]), "the floor tread is drawn over the floor line"


def test_the_floor_tread_is_an_anchor_on_the_floor_line(compile_text):
    result = compiled(compile_text, FALL)
    anchors = result.scene.anchors
    treads = sorted(by_role(result, "tread"), key=lambda t: t.x1)
    (floor,) = by_role(result, "floor")
    for n, tread in enumerate(treads, start=1):
        box = anchors[f"pool.tread-{n}"]
        assert (box.x, box.right) == (pytest.approx(tread.x1), pytest.approx(tread.x2)) and box.centre_y == pytest.approx(tread.y1) and box.height == 8
    assert anchors["pool.tread-2"].centre_y == pytest.approx(floor.y1) == anchors["pool.floor"].centre_y
    assert "pool.tread-5" not in anchors


def test_a_connector_reaches_the_floor_tread(compile_text):
    result = compiled(compile_text, FALL + """
  - icon: {id: lost, name: cross, right-of: pool, gap: 64}
  - connector: {from: lost, to: pool.tread-2, colour: red, arrow: end}
""")
    tip_x, tip_y = by_role(result, "arrowhead")[0].segments[0][1]
    tread = result.scene.anchors["pool.tread-2"].grown(8)
    assert tread.x <= tip_x <= tread.right and tread.y <= tip_y <= tread.bottom
    assert "a cross sends a red arrow to the tread marked node lost" in result.alt


def test_the_step_before_a_fall_may_set_its_depth(compile_text):
    """`rise` on the step before the fall says how deep it falls; the climb back
    then ends short of the level it fell from."""
    result = compiled(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 4, rise: 3}, {duration: 2, level: floor}, {duration: 3}, {duration: 3}]}\n")
    treads = sorted(by_role(result, "tread"), key=lambda t: t.x1)
    (floor,) = by_role(result, "floor")
    level = floor.y1 - treads[2].y1
    assert floor.y1 - treads[0].y1 == pytest.approx(3 * level) and floor.y1 - treads[3].y1 == pytest.approx(2 * level)
    assert "climbs back in two steps, short of the level it fell from" in result.alt


def test_a_staircase_descends_then_falls_and_a_climbing_one_climbs_then_falls(compile_text):
    down = compiled(compile_text, "\n  - staircase: {unit: min, steps: [{duration: 4}, {duration: 6}, {duration: 5, level: floor}, {duration: 3}]}\n")
    treads = sorted(by_role(down, "tread"), key=lambda t: t.x1)
    (floor,) = by_role(down, "floor")
    assert treads[0].y1 < treads[1].y1 < treads[2].y1 == floor.y1 and treads[3].y1 == pytest.approx(treads[1].y1)
    up = compiled(compile_text, "\n  - staircase: {unit: s, direction: up, steps: [{duration: 4}, {duration: 6}, {duration: 5, level: floor}, {duration: 3}], floor: serving}\n")
    treads = sorted(by_role(up, "tread"), key=lambda t: t.x1)
    (floor,) = by_role(up, "floor")
    assert floor.y1 > treads[0].y1 > treads[1].y1 and treads[2].y1 == floor.y1 and treads[3].y1 == pytest.approx(treads[0].y1)
    assert len(by_role(up, "riser")) == 4, "climbing, every step draws its riser at its start: the fall too"


# --- a staircase by values: blocks on a value axis, a landing (issue 25, item 4) ---

def test_treads_stand_at_their_values_on_a_value_axis(compile_text):
    from staircase_examples import VALUED

    result = compiled(compile_text, VALUED)
    blocks = sorted(by_role(result, "tread"), key=lambda t: t.box.x)
    (floor,) = by_role(result, "floor")
    assert len(blocks) == 3 and all(b.paint.fill for b in blocks), "solid blocks, not lines"
    heights = [floor.y1 - b.box.y for b in blocks]
    assert heights[1] == pytest.approx(2 * heights[0]) and heights[2] == pytest.approx(8 * heights[0]), "120, 240, 960 GB to scale"
    risers = sorted(by_role(result, "riser"), key=lambda r: r.x1)
    first = risers[0]
    assert first.x1 == pytest.approx(blocks[0].box.x) and max(first.y1, first.y2) == pytest.approx(floor.y1), "the first step rises from zero"
    texts = [e.text for e in result.scene.elements if getattr(e, "text", None)]
    assert {"0", "500", "1000 GB", "stored"} <= set(texts), "the value axis: its ticks, the unit on the top one, its title"
    scale_lines = [e for e in by_role(result, "scale") if abs(e.x1 - e.x2) < 0.1 and abs(e.y1 - e.y2) > 100]
    assert scale_lines and scale_lines[0].x1 <= blocks[0].box.x + 0.5, "the axis stands left of the treads"
    top = min(min(e.y1, e.y2) for e in scale_lines)
    assert top < blocks[2].box.y - 5, "the axis runs past the highest tread to its last tick (1000)"


def test_a_landing_is_a_line_past_the_last_tread_with_its_words_over_it(compile_text):
    result = compiled(compile_text, """
  - staircase:
      id: r
      unit: s
      direction: up
      landing: serving
      steps: [{duration: 14, fill: blue}, {duration: 4, fill: blue}]
""")
    treads = sorted(by_role(result, "tread"), key=lambda t: t.x1)
    (landing,) = by_role(result, "landing")
    assert landing.x1 == pytest.approx(treads[-1].x2) and landing.y1 < treads[-1].y1, "past the last tread, one step higher"
    assert landing.y1 == pytest.approx(2 * treads[-1].y1 - treads[0].y1), "a step as high as the others"
    anchor = result.scene.anchors["r.landing"]
    assert anchor.x == pytest.approx(landing.x1)


def test_a_block_staircases_words_stand_under_their_own_treads():
    """Readers found each label of a climbing staircase of blocks one tread
    late: words under a tread stood inside its block, so the search moved
    them past the tread's end, under the next tread. Words under a tread
    clear its block and stand within its own run."""
    spec = (
        "blueprint: 1\nmarks:\n  - staircase:\n      unit: s\n      direction: up\n      treads: block\n      steps:\n"
        + "".join(f"        - {{duration: {d}, fill: blue, label: {name} {d} s}}\n" for name, d in (("fetch", 14), ("host memory", 4), ("gpu memory", 6), ("sockets", 1), ("first request", 2)))
    )
    result = compile_spec(spec, "spec.yaml")
    for index in range(5):
        words = next(e for e in result.scene.elements if e.kind == "text" and tuple(e.owner[-3:]) == ("steps", index, "label"))
        tread = next(e for e in result.scene.elements if e.kind != "text" and tuple(e.owner[-2:]) == ("steps", index) and e.role == "tread")
        assert words.bounds.x < tread.bounds.right and words.bounds.right > tread.bounds.x, (index, "over or under its own run, never begun past its end", words.bounds, tread.bounds)
        assert not words.bounds.overlaps(tread.bounds), (index, "words clear the block they name")


# --- a tread's words stand over (or under) the tread they name (review 8-b, 9-b, 10-b) ---

def _labelled(direction: str, labels: list[str]) -> str:
    steps = ", ".join(f"{{duration: {d} min, label: {label}}}" for d, label in zip([2, 3, 5, 2, 2, 1.5], labels))
    return f"  - staircase:\n      id: s\n      direction: {direction}\n      unit: min\n      steps: [{steps}]\n"


@pytest.mark.parametrize("direction", ["up", "down"])
@pytest.mark.parametrize("labels", [["a", "b", "c", "d", "e", "f"], ["provision", "boot and driver", "image pull", "weights", "load", "warmup"]], ids=["short", "long"])
def test_each_tread_label_starts_over_its_own_tread_never_past_its_end(compile_text, direction, labels):
    """Words never stand beside a tread's end, over or under the next tread,
    where they read as that one's ("epoch 5" under tread 6): they start over
    their own tread (words longer than it run on past its end)."""
    result = compiled(compile_text, _labelled(direction, labels))
    treads = {tuple(t.owner)[-1]: t for t in by_role(result, "tread")}
    words = {tuple(e.owner)[-2]: e for e in result.scene.elements if getattr(e, "text", None) in labels and "steps" in e.owner}
    assert len(words) == len(labels)
    for index, text in words.items():
        tread = treads[index]
        start, end = min(tread.x1, tread.x2), max(tread.x1, tread.x2)
        assert text.box.x < end, f"{text.text}: starts past its tread's end"
        assert text.box.right > start + min(text.box.width, end - start) / 2, f"{text.text}: mostly off its tread"


def test_a_tread_label_rises_over_a_cross_on_its_tread_rather_than_leave_it(compile_text):
    """preempt-stairs (review 10-b): a red cross `over` tread 5 took the
    words' place over it; they rise over the cross, still over tread 5."""
    result = compile_spec((Path(__file__).parents[2] / "corpus" / "preempt-stairs.yaml").read_text(), "preempt-stairs.yaml")
    tread = next(t for t in by_role(result, "tread") if tuple(t.owner)[-1] == 4)
    (words,) = [e for e in result.scene.elements if getattr(e, "text", None) == "epoch 5"]
    cross = Box.around([e.bounds for e in result.scene.elements if len(e.owner) > 1 and e.owner[1] == 2 and e.kind != "text"])
    assert tread.x1 <= words.box.centre_x <= tread.x2 and words.box.bottom <= cross.y
