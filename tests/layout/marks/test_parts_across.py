"""Parts inside or alongside a part (vocab10a): a bar's parts laid across it
with dividers at their joins, a timeline stretch's parts in a thin track
beneath it, a sign `along` what it stands over, blocks set edge to edge in a
row with `gap: 0`."""

from __future__ import annotations

import pytest

from conftest import spec_text


def _parts(result, prefix):
    return [e for e in result.scene.elements if e.role == "part" and e.owner[: len(prefix)] == prefix]


CARD = spec_text(
    "blueprint: 1",
    "marks:",
    "  - bar: {id: card, direction: up, width: 300, height: 240, split: across, dividers: dashed, parts: [{share: 50%, fill: grey, label: a, label-side: inside}, {share: 30%, fill: grey, label: b, label-side: inside}, {share: 20%, fill: grey, hatch: true}]}",
)


@pytest.mark.parametrize("direction", ["up", "right"])
def test_parts_laid_across_share_the_breadth_side_by_side(compile_text, direction):
    """Upright, left to right over its width; lying, top to bottom over its height: each its share."""
    text = CARD.replace("direction: up, width: 300, height: 240", f"direction: {direction}, width: 300, height: 240")
    if direction == "right":  # lying, each part a share of its height: no room for words inside
        text = text.replace(", label: a, label-side: inside", "").replace(", label: b, label-side: inside", "")
    result, errors = compile_text(text)
    assert not errors, errors
    boxes = [e.box for e in _parts(result, ("marks", 0, "bar"))]
    bar = next(e.box for e in result.scene.elements if e.role == "bar")
    if direction == "up":
        assert [round(b.width) for b in boxes] == [round(bar.width * s) for s in (0.5, 0.3, 0.2)]
        assert all(abs(b.height - bar.height) < 0.5 for b in boxes)
        assert all(abs(a.right - b.x) < 0.5 for a, b in zip(boxes, boxes[1:]))
    else:
        assert all(abs(b.width - bar.width) < 0.5 for b in boxes)
        assert all(abs(a.bottom - b.y) < 0.5 for a, b in zip(boxes, boxes[1:]))


def test_dividers_stand_at_each_join_in_their_rhythm(compile_text):
    result, errors = compile_text(CARD)
    assert not errors, errors
    boxes = [e.box for e in _parts(result, ("marks", 0, "bar"))]
    dividers = [e for e in result.scene.elements if e.role == "divider"]
    assert [round(d.x1) for d in dividers] == [round(b.x) for b in boxes[1:]]
    assert all(d.paint.line == "dashed" and d.x1 == d.x2 for d in dividers)
    assert "split side by side by dashed lines into" in result.alt
    assert "covering the left half" in result.alt and "covering the right two tenths" in result.alt  # side by side: its ends are left and right, not the bottom and top


@pytest.mark.parametrize("change, key, words", [
    ("split: across, dividers: dashed, parts: [", "gaps", "dividers: solid"),
    ("parts: [{share: 50%, fill: grey, label: a, label-side: inside}", "parts", "holds no parts"),
])
def test_what_parts_laid_across_cannot_be_is_refused_at_its_key(compile_text, change, key, words):
    text = CARD
    if key == "gaps":
        text = text.replace("split: across,", "split: across, gaps: 4,")
    else:
        text = text.replace("{share: 50%, fill: grey, label: a, label-side: inside}", "{share: 50%, fill: grey, label: a, label-side: inside, parts: [{share: 10%}]}")
    _, errors = compile_text(text)
    assert any(words in e for e in errors), errors


def test_split_and_dividers_on_too_few_parts_are_refused(compile_text):
    text = spec_text("blueprint: 1", "marks:", "  - bar: {parts: [{share: 40%, dividers: dashed, parts: [{share: 10%}]}, {share: 20%, split: across}]}")
    _, errors = compile_text(text)
    assert any("`dividers`" in e and "holds 1" in e for e in errors), errors
    assert any("`split`" in e and "holds 0" in e for e in errors), errors


TRACK = spec_text(
    "blueprint: 1",
    "marks:",
    "  - timeline:",
    "      id: t",
    "      unit: ms",
    "      span: 60 ms",
    "      lanes:",
    "        - {label: gpu 0, segments: [{end: 40 ms, fill: grey, means: compute, parts: [{start: 8 ms, end: 45 ms, fill: blue, means: the all-reduce}]}, {end: 45 ms, fill: grey, hatch: true}]}",
    "        - {label: gpu 1, segments: [{end: 40 ms, fill: grey, means: compute}]}",
)


def test_a_stretchs_parts_run_in_a_thin_track_beneath_the_stretches(compile_text):
    result, errors = compile_text(TRACK)
    assert not errors, errors
    anchors = result.scene.anchors
    lane, stretch, under = anchors["t.lane-1"], anchors["t.lane-1.segment-1"], anchors["t.lane-1.segment-1.part-1"]
    assert stretch.bottom < under.y and abs(under.bottom - lane.bottom) < 0.5  # beneath the stretch, at the lane's foot
    assert under.height < stretch.height
    scale = stretch.width / 40  # px per ms
    assert abs(under.x - (stretch.x + 8 * scale)) < 0.5 and abs(under.right - (stretch.x + 45 * scale)) < 0.5  # on the time scale, past its stretch
    assert abs(anchors["t.lane-2.segment-1"].height - anchors["t.lane-2"].height) < 0.5  # a lane with none keeps its full height
    assert "In one of the two lanes, a thin blue bar runs under each stretch of compute, standing for the all-reduce" in result.alt


@pytest.mark.parametrize("part, words", [
    ("{start: 30 ms, end: 20 ms}", "not after it starts"),
    ("{end: 20 ms, duration: 5 ms}", "not both"),
    ("{start: 30 ms, end: 70 ms}", "outside"),
])
def test_a_part_beneath_a_stretch_that_cannot_be_drawn_is_refused(compile_text, part, words):
    text = TRACK.replace("{start: 8 ms, end: 45 ms, fill: blue, means: the all-reduce}", part)
    _, errors = compile_text(text)
    assert any(words in e for e in errors), errors


SIGN = spec_text(
    "blueprint: 1",
    "marks:",
    "  - bar: {id: mem, width: 320, height: 40, parts: [{id: shared, share: 100%, fill: grey-light}]}",
    "  - icon: {id: x, name: cross, colour: red, over: mem.shared, along: 80%}",
)


def test_a_sign_along_what_it_stands_over_stands_at_that_share_of_its_length(compile_text):
    result, errors = compile_text(SIGN)
    assert not errors, errors
    band, cross = result.scene.anchors["mem.shared"], result.scene.anchors["x"]
    assert abs(cross.centre_x - (band.x + 0.8 * band.width)) < 1 and abs(cross.centre_y - band.centre_y) < 1
    assert "At the right end of the part stands a red cross" in result.alt


def test_along_without_over_is_refused_at_its_key(compile_text):
    _, errors = compile_text(SIGN.replace("over: mem.shared, ", "below: mem, "))
    assert any("`along` acts on the icon's `over`" in e for e in errors), errors


def test_blocks_in_a_row_with_no_gap_stand_edge_to_edge(compile_text):
    """They touch, their outlines shared; lint lets them (it refused them, advising a row)."""
    text = spec_text(
        "blueprint: 1",
        "marks:",
        "  - row:",
        "      gap: 0",
        "      marks:",
        "        - bar: {id: a, direction: up, width: 40, height: 200, parts: [{share: 60%}]}",
        "        - bar: {id: s, direction: up, width: 8, height: 200, parts: [{share: 100%, fill: dark}]}",
        "        - bar: {id: b, direction: up, width: 40, height: 200, parts: [{share: 40%}]}",
    )
    result, errors = compile_text(text)
    assert not errors, errors
    a, s, b = (result.scene.anchors[name] for name in "asb")
    assert abs(a.right - s.x) < 0.5 and abs(s.right - b.x) < 0.5
