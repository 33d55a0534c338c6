"""A point's label stands by its mark, else a leader joins them
(`layout/draw/point_labels.py`; review 5, autoscale-steps)."""

from __future__ import annotations

from blueprint.layout.draw.point_labels import far_candidates, gap_between, near_candidates, placed_label
from blueprint.scene import Box, Line, Text

CANVAS = Box(0, 0, 1000, 600)
DOT = Box(495, 295, 10, 10)


def make(x: float, top: float, align: str) -> Text:
    left = {"left": x, "right": x - 40, "centre": x - 20}[align]
    return Text("1 GPU", x, top + 12, 14, "ink", Box(left, top, 40, 16), "label", ("m", "label"), ("m", "label"))


def candidates() -> list[Text]:
    return near_candidates(make, DOT, 16, 8, 292) + far_candidates(make, DOT, 8, 292)


def test_a_free_place_by_the_mark_takes_no_leader():
    placed = placed_label(candidates(), DOT, [], CANVAS, 24, 4, ("m",))
    assert len(placed) == 1 and gap_between(DOT, placed[0].bounds) <= 24


def test_below_is_tried_before_farther_out_along_the_row():
    row = Box(300, 298, 300, 4)  # a tread through the dot: right, left and above-right are crossed
    blocked = [row, Box(450, 240, 100, 54)]  # a hatched region above it
    placed = placed_label(candidates(), DOT, blocked, CANVAS, 24, 4, ("m",))
    assert len(placed) == 1 and placed[0].bounds.y >= DOT.bottom


def test_words_put_far_off_are_joined_by_a_leader():
    near = Box(440, 230, 120, 140)  # everything near the dot is taken
    placed = placed_label(candidates(), DOT, [near], CANVAS, 24, 4, ("m",))
    words, leader = placed[0], placed[1]
    assert gap_between(DOT, words.bounds) > 24
    assert isinstance(leader, Line) and leader.owner == ("m", "leader")
    assert DOT.grown(0.5).contains(Box(leader.x1, leader.y1, 0, 0))  # it starts at the mark
    assert words.bounds.grown(3).contains(Box(leader.x2, leader.y2, 0, 0))  # and ends at the words
