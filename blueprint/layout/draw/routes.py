"""Routes between two boxes: straight, elbow or curved, as points or a curve.

A route starts on the side of the first box that faces the second and ends on
the side of the second that faces the first; a zero-size box is a point.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from blueprint.scene import Box

Point = tuple[float, float]


@dataclass(frozen=True)
class Route:
    """A polyline (`control` is None) or a quadratic curve through `control`."""

    points: tuple[Point, ...]
    control: Point | None = None

    def at(self, t: float) -> Point:
        """The point a share `t` of the way along."""
        if self.control is not None:
            (x0, y0), (x1, y1), (cx, cy) = self.points[0], self.points[-1], self.control
            u = 1 - t
            return (u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1)
        lengths = [_distance(a, b) for a, b in zip(self.points, self.points[1:])]
        goal = t * sum(lengths)
        for (a, b), length in zip(zip(self.points, self.points[1:]), lengths):
            if goal <= length or length == sum(lengths):
                share = goal / length if length else 0.0
                return (a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share)
            goal -= length
        return self.points[-1]

    def direction_at_end(self) -> Point:
        before = self.control if self.control is not None else self.points[-2]
        return _unit(before, self.points[-1])

    def direction_at_start(self) -> Point:
        after = self.control if self.control is not None else self.points[1]
        return _unit(after, self.points[0])

    def longest_segment(self) -> tuple[Point, Point]:
        if self.control is not None:
            return self.points[0], self.points[-1]
        return max(zip(self.points, self.points[1:]), key=lambda pair: _distance(*pair))

    def legs(self) -> list[tuple[Point, Point]]:
        """Its straight runs, longest first (a curve's one: its ends)."""
        if self.control is not None:
            return [(self.points[0], self.points[-1])]
        return sorted(zip(self.points, self.points[1:]), key=lambda pair: -_distance(*pair))

    def trimmed(self, start: float, end: float) -> "Route":
        """The same route with `start` px cut from its start and `end` px from its end."""
        points = list(self.points)
        if start:
            ux, uy = self.direction_at_start()
            points[0] = (points[0][0] - ux * start, points[0][1] - uy * start)
        if end:
            ux, uy = self.direction_at_end()
            points[-1] = (points[-1][0] - ux * end, points[-1][1] - uy * end)
        return Route(tuple(points), self.control)

    def bounds(self) -> Box:
        points = list(self.points) + ([self.at(0.5)] if self.control else [])
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _unit(start: Point, end: Point) -> Point:
    length = _distance(start, end) or 1.0
    return ((end[0] - start[0]) / length, (end[1] - start[1]) / length)


def _overlap(low1: float, high1: float, low2: float, high2: float) -> tuple[float, float] | None:
    low, high = max(low1, low2), min(high1, high2)
    return (low, high) if low <= high else None


def straight(a: Box, b: Box) -> Route:
    """Level when the boxes share a band of height (or width), else side to side."""
    rows = _overlap(a.y, a.bottom, b.y, b.bottom)
    columns = _overlap(a.x, a.right, b.x, b.right)
    if rows and (a.right <= b.x or b.right <= a.x):
        y = (rows[0] + rows[1]) / 2
        return Route(((_side_x(a, b), y), (_side_x(b, a), y)))
    if columns and (a.bottom <= b.y or b.bottom <= a.y):
        x = (columns[0] + columns[1]) / 2
        return Route(((x, _side_y(a, b)), (x, _side_y(b, a))))
    if abs(b.centre_x - a.centre_x) >= abs(b.centre_y - a.centre_y):
        return Route(((_side_x(a, b), a.centre_y), (_side_x(b, a), b.centre_y)))
    return Route(((a.centre_x, _side_y(a, b)), (b.centre_x, _side_y(b, a))))


def diagonal(a: Box, b: Box) -> Route:
    """One straight line between the middles of the sides that face each
    other, slanting where the ends do not line up (a checkpoint handed down
    to the next lane's restore): the sides the boxes stand further apart
    across, above and below where they are further apart up and down."""
    if apart_down(a, b):
        return Route(((a.centre_x, _side_y(a, b)), (b.centre_x, _side_y(b, a))))
    return Route(((_side_x(a, b), a.centre_y), (_side_x(b, a), b.centre_y)))


def apart_down(a: Box, b: Box) -> bool:
    """Whether two boxes stand further apart up and down than across (the
    gap between them, not their middles): a diagonal joins their top and bottom."""
    across = max(b.x - a.right, a.x - b.right)
    down = max(b.y - a.bottom, a.y - b.bottom)
    return down > across if down > 0 or across > 0 else abs(b.centre_y - a.centre_y) > abs(b.centre_x - a.centre_x)


def elbow(a: Box, b: Box) -> Route:
    """Out of the first box sideways, then up or down into the second."""
    corner = (b.centre_x, a.centre_y)
    if a.x <= corner[0] <= a.right or b.y <= corner[1] <= b.bottom:
        return straight(a, b)
    return Route(((_side_x(a, b), a.centre_y), corner, (b.centre_x, _side_y(b, a))))


def curved(a: Box, b: Box, bend: float) -> Route:
    """A shallow bow over the straight route, bending up (or left)."""
    line = straight(a, b)
    (x0, y0), (x1, y1) = line.points
    length = _distance((x0, y0), (x1, y1))
    nx, ny = (y0 - y1) / (length or 1.0), (x1 - x0) / (length or 1.0)
    if ny > 0 or (ny == 0 and nx > 0):
        nx, ny = -nx, -ny
    middle = ((x0 + x1) / 2 + nx * bend * length, (y0 + y1) / 2 + ny * bend * length)
    return Route(line.points, control=middle)


def entries(a: Box, b: Box, clearance: float) -> list[Route]:
    """Routes into the top and the bottom of `b` for when the facing side is
    taken (by a lane's label, say): out of `a`'s side level with a line just
    above (or below) `b`, across, then down (or up) into it, where `a` reaches
    that level; else a corner out of `a`'s side at its middle, across and
    down (or up) into it; else a bridge out of `a`'s top (or bottom) over
    (under) both.
    Only where `a` lies to one side of `b`."""
    if not (a.right <= b.x or b.right <= a.x):
        return []
    routes = []
    for y, end in ((b.y - clearance, b.y), (b.bottom + clearance, b.bottom)):
        if a.y <= y <= a.bottom:
            routes.append(Route(((_side_x(a, b), y), (b.centre_x, y), (b.centre_x, end))))
    # a corner: out of `a`'s side at its middle, across, then down (or up) into `b`
    if a.centre_y < b.y:
        routes.append(Route(((_side_x(a, b), a.centre_y), (b.centre_x, a.centre_y), (b.centre_x, b.y))))
    elif a.centre_y > b.bottom:
        routes.append(Route(((_side_x(a, b), a.centre_y), (b.centre_x, a.centre_y), (b.centre_x, b.bottom))))
    # a bridge over (or under) whatever lies between: up out of `a`, across, down into `b`
    over = min(a.y, b.y) - clearance
    under = max(a.bottom, b.bottom) + clearance
    routes.append(Route(((a.centre_x, a.y), (a.centre_x, over), (b.centre_x, over), (b.centre_x, b.y))))
    routes.append(Route(((a.centre_x, a.bottom), (a.centre_x, under), (b.centre_x, under), (b.centre_x, b.bottom))))
    return routes


def crosses(route: Route, box: Box) -> bool:
    """Whether any stretch of the route passes through the box."""
    if route.control is not None:
        samples = [route.at(i / 16) for i in range(17)]
        pairs = list(zip(samples, samples[1:]))
    else:
        pairs = list(zip(route.points, route.points[1:]))
    return any(_segment_meets(a, b, box) for a, b in pairs)


def ray_meets(origin: Point, direction: Point, box: Box) -> Point | None:
    """Where a ray from `origin` along `direction` first meets `box` (its
    edge, or `origin` inside it), or None if it never does."""
    low, high = 0.0, math.inf
    for start, step, near, far in ((origin[0], direction[0], box.x, box.right), (origin[1], direction[1], box.y, box.bottom)):
        if step == 0:
            if not near <= start <= far:
                return None
            continue
        first, second = (near - start) / step, (far - start) / step
        low, high = max(low, min(first, second)), min(high, max(first, second))
    if low > high:
        return None
    return (origin[0] + direction[0] * low, origin[1] + direction[1] * low)


def _segment_meets(a: Point, b: Point, box: Box) -> bool:
    """Liang-Barsky: does the segment from a to b enter the box's inside?"""
    low, high = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box.x), (dx, box.right - a[0]), (-dy, a[1] - box.y), (dy, box.bottom - a[1])):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return False
    return True


def _side_x(box: Box, towards: Box) -> float:
    return box.right if towards.centre_x >= box.centre_x else box.x


def _side_y(box: Box, towards: Box) -> float:
    return box.bottom if towards.centre_y >= box.centre_y else box.y
