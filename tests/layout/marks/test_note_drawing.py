"""The note's drawing: words placed like any block, with a leader to any
anchor, drawn once everything stands where it ends up."""

from __future__ import annotations

from conftest import compiled_marks, spec_text
from note_examples import FEE


def test_a_note_stands_below_with_a_leader_to_the_part(compile_text):
    result = compiled_marks(compile_text, FEE)
    fee = result.scene.anchors["hour.fee"]
    (line,) = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    words = next(t for t in result.scene.texts() if t.text == "the fee")
    assert fee.x <= line.x2 <= fee.right and abs(line.y2 - fee.bottom) < 1, "the leader lands on the fee's edge"
    assert words.box.y > fee.bottom and abs(line.y1 - words.box.y) < 10, "from the words below"


CARD = """
  - icon: {id: node, name: gpu, label: new node, blocks: [blue]}
  - note: {label: resumes in 20 s, note: no work redone, to: node, below: node}
"""


def test_a_note_square_below_its_target_drops_its_leader_straight_between_the_pins(compile_text):
    """A slant from the words' corner crossed the card's pins; straight down from
    the card's centre it passes through the notch, and the dot on the card's edge
    is where a leader touches the thing (lint passes it)."""
    result = compiled_marks(compile_text, CARD)
    card = result.scene.anchors["node"]
    (line,) = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    assert line.x1 == line.x2 == card.centre_x and abs(line.y2 - card.bottom) < 1
    pins = [e for e in result.scene.elements if e.role == "pin"]
    assert pins and all(not (p.bounds.x <= line.x1 <= p.bounds.right) for p in pins)


def test_a_leader_drops_straight_where_words_and_target_share_a_span_and_slants_where_not():
    from types import SimpleNamespace

    from blueprint.layout.marks.note import leader
    from blueprint.scene import Box
    from blueprint.theme import DEFAULT_THEME

    ctx = SimpleNamespace(theme=DEFAULT_THEME)
    node = SimpleNamespace(path=("marks", 1, "note"))
    target = Box(600, 100, 176, 104)
    clear, square = Box(300, 300, 200, 60), Box(650, 300, 200, 60)
    slant, _ = leader(clear, target, ctx, node)
    assert slant.x1 < slant.x2 == target.centre_x and slant.y2 == target.bottom, "from the words' corner"
    straight, _ = leader(square, target, ctx, node)
    assert straight.x1 == straight.x2 == target.centre_x, "the target's centre lies over the words"
    edge, _ = leader(Box(720, 300, 200, 60), target, ctx, node)
    assert edge.x1 == edge.x2 == 732, "the words' lead-in, over the target"
    corner, _ = leader(Box(770, 300, 200, 60), target, ctx, node)
    assert corner.x1 > corner.x2 == target.centre_x, "a lead-in over the target's very corner slants to its centre instead"


def test_a_leader_through_what_stands_between_goes_round_it(compile_text):
    """A note has no `route`: where its straight leader would run through the
    towers' lower tiers and foundation (lint used to refuse it, saying to
    move the note), the router's leader goes round them to the tier."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - towers: {id: mem, tiers: 4, towers: [{label: a, tiers: [grey, grey, grey]}, {label: b, tiers: [grey, grey, {colour: blue, label: cache}]}]}",
        "  - note: {label: not saved, to: mem.tower-2.tier-3, below: mem, gap: 80}",
    ))
    assert not errors, errors
    lines = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    # level or upright runs; the composition grown to the card is shifted by a fraction of a px, so within float noise
    assert len(lines) >= 2 and all(abs(line.x1 - line.x2) < 1e-6 or abs(line.y1 - line.y2) < 1e-6 for line in lines)


def test_a_leader_a_straight_line_would_run_through_a_mark_goes_round_it(compile_text):
    """The note stands left of the server and points at the card right of it:
    a straight leader would run through the server; the router's goes round,
    in level and upright runs, to the card's edge (lint passes it)."""
    result = compiled_marks(compile_text, """
  - icon: {id: x, name: server, label: busy}
  - icon: {id: y, name: gpu, right-of: x, gap: 96}
  - note: {label: the spare card, to: y, left-of: x, gap: 48}
""")
    server, card = result.scene.anchors["x"], result.scene.anchors["y"]
    lines = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    assert len(lines) >= 2 and all(abs(line.x1 - line.x2) < 1e-6 or abs(line.y1 - line.y2) < 1e-6 for line in lines)  # level or upright, within float noise
    assert not any(server.x < max(l.x1, l.x2) and min(l.x1, l.x2) < server.right and server.y < max(l.y1, l.y2) and min(l.y1, l.y2) < server.bottom for l in lines)
    (dot,) = [e for e in result.scene.elements if e.role == "leader" and e.kind == "dot"]
    assert card.grown(1).contains(card.__class__(dot.cx, dot.cy, 0, 0))


def test_a_note_before_the_axis_stands_between_the_last_lane_and_the_axis(compile_text):
    """`before-axis: true` on a note below a lane's stretch: the timeline makes
    room over its axis, and the words stand in it, clear of the lane above and
    the axis figures below, the leader rising to the stretch; without it, the
    note stands under the axis (lanes7)."""
    lines = ["blueprint: 1", "marks:",
             "  - timeline: {id: t, unit: ms, span: 700 ms, ticks: 100 ms, lanes: [{label: gpu 0, segments: [{end: 400 ms, fill: grey}]},"
             " {label: gpu 1, segments: [{end: 560 ms, fill: grey}]}]}"]
    for before in (True, False):
        extra = ", before-axis: true, gap: 16" if before else ""
        result, errors = compile_text(spec_text(*lines, f"  - note: {{label: straggler, below: t.lane-2.segment-1, to: t.lane-2.segment-1{extra}}}"))
        assert not errors, errors
        assert not result.problems, result.problems
        words = next(t for t in result.scene.texts() if t.text == "straggler").box
        lane = result.scene.anchors["t.lane-2.segment-1"]
        axis = min(e.bounds.y for e in result.scene.elements if e.role == "scale")
        assert words.y > lane.bottom
        assert (words.bottom < axis) == before, (words, axis)
