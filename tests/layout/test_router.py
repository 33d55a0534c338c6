"""The orthogonal router (layout/draw/router.py): round an obstacle with few
bends, straight where the way is clear, None where it is shut, and the same
route whatever order the obstacles come in."""

from blueprint.layout.draw.router import orthogonal, ports
from blueprint.scene import Box

A, B = Box(0, 0, 40, 40), Box(300, 0, 40, 40)


def route(obstacles, start=A, end=B):
    return orthogonal(ports(start), ports(end), obstacles, 8.0, 48.0, ends=(start, end))


def test_straight_where_the_way_is_clear():
    assert route([]).points == ((40, 20.0), (300, 20.0))


def test_round_an_obstacle_in_two_bends_clear_of_it():
    wall = Box(140, -20, 40, 80)
    found = route([wall])
    assert len(found.points) == 4
    assert all(not (wall.x < x < wall.right and wall.y - 8 < y < wall.bottom + 8) for x, y in found.points)


def test_the_same_whatever_the_obstacles_order():
    walls = [Box(140, -20, 40, 80), Box(200, 50, 30, 30), Box(100, -60, 20, 20)]
    assert route(walls) == route(list(reversed(walls)))


def test_none_where_the_way_is_shut():
    ring = [Box(-30, -30, 100, 10), Box(-30, 60, 100, 10), Box(-30, -30, 10, 100), Box(60, -30, 10, 100)]
    assert route(ring) is None
