"""`Polyline.distance` looks only at runs near enough: it must give what
measuring every segment gives, and never claim a line nearer or further than
`beyond` wrongly."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from blueprint.rules.geometry import Polyline, segment_hits_box
from blueprint.scene import Box

coordinate = st.floats(min_value=-50, max_value=450, allow_nan=False)
points = st.lists(st.tuples(coordinate, coordinate), min_size=1, max_size=40)
NOISE = 1e-9  # one distance measured two ways (an end to the box, a corner to the segment) differs in its last bits
boxes = st.builds(Box, coordinate, coordinate, st.floats(0, 120), st.floats(0, 60))


def _every_segment(box: Box, line: list[tuple[float, float]]) -> float:
    """Each segment measured, none skipped: 0 where it crosses the box, else
    the nearest of its ends to the box and the box's corners to it."""
    corners = ((box.x, box.y), (box.right, box.y), (box.x, box.bottom), (box.right, box.bottom))
    to_box = lambda x, y: math.hypot(max(box.x - x, 0.0, x - box.right), max(box.y - y, 0.0, y - box.bottom))
    nearest = math.inf
    for (ax, ay), (bx, by) in zip(line, line[1:] or line):
        if segment_hits_box((ax, ay, bx, by), box):
            return 0.0
        nearest = min(nearest, to_box(ax, ay), to_box(bx, by), *(_to_segment(x, y, ax, ay, bx, by) for x, y in corners))
    return nearest


def _to_segment(x: float, y: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else min(1.0, max(0.0, ((x - ax) * dx + (y - ay) * dy) / length))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


@settings(max_examples=300, deadline=None)
@given(points, boxes)
def test_the_distance_is_the_nearest_over_every_segment(line, box):
    assert math.isclose(Polyline.of(line).distance(box), _every_segment(box, line), abs_tol=NOISE)


@settings(max_examples=300, deadline=None)
@given(points, boxes, st.floats(0, 200))
def test_beyond_keeps_it_exact_within_and_past_it_beyond(line, box, beyond):
    exact, bounded = _every_segment(box, line), Polyline.of(line).distance(box, beyond=beyond)
    if exact <= beyond:
        assert math.isclose(bounded, exact, abs_tol=NOISE)
    else:
        assert bounded > beyond - NOISE


def test_a_long_line_far_from_the_box_is_measured_by_its_nearest_run():
    line = [(x, 300.0) for x in range(0, 1000, 5)]
    assert Polyline.of(line).distance(Box(490, 100, 20, 20)) == 180.0
    assert Polyline.of([]).distance(Box(0, 0, 1, 1)) == math.inf
