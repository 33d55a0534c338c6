"""Words held just off their narrow part get a leader to it (layout/part_leaders.py)."""

from __future__ import annotations

from blueprint.layout.part_leaders import tied_back
from blueprint.scene import Box, Line, Paint, Rect, Text

EVENT = ("marks", 0, "timeline", "lanes", 3, "events", 0)
WALL = Line(416.6, 142, 416.6, 516, Paint(stroke="line", line="dashed"), "boundary", ("marks", 0, "timeline", "boundaries", 0), ("marks", 0, "timeline", "boundaries", 0))
CROSS = [Line(398.6, 448.3, 434.6, 484.3, Paint(stroke="red"), "cross", EVENT, EVENT), Line(434.6, 448.3, 398.6, 484.3, Paint(stroke="red"), "cross", EVENT, EVENT)]


def _words(x: float) -> Text:
    return Text("evicted", x, 428, 20, "red", Box(x, 406, 84, 26.4), "label", EVENT + ("label",), EVENT + ("label",))


def test_words_slid_off_their_cross_by_a_boundary_are_tied_back_to_it():
    """faithful11 (node-replace): "evicted", 4 px over its cross (every place
    over it meets the boundary at its moment), gets a leader from the cross
    clear of the boundary; the words no longer read as naming the stretch."""
    placed = tied_back([WALL, *CROSS, _words(430.6)], (), gap=8.0, dot=4.0, length=40.0)
    leader = [e for e in placed if e.role == "leader"]
    assert leader and all(tuple(e.source) == EVENT + ("leader",) for e in leader)
    line = next(e for e in leader if isinstance(e, Line))
    assert min(line.x1, line.x2) > WALL.x1 + 4 and max(line.y1, line.y2) <= 484.3


def test_words_over_their_part_or_beside_a_wider_one_are_left_alone():
    centred = tied_back([*CROSS, _words(374.6)], (), gap=8.0, dot=4.0, length=40.0)
    bar = Rect(Box(120, 440, 384, 80), Paint(fill="grey"), "bar", ("marks", 2, "bar"), ("marks", 2, "bar"))
    name = Text("spot with checkpoints", 436, 432, 26, "ink", Box(436, 404, 327, 34), "label", ("marks", 2, "bar"), ("marks", 2, "bar", "label"))
    named = tied_back([bar, name], (), gap=8.0, dot=4.0, length=40.0)
    assert not [e for e in centred + named if e.role == "leader"]
