"""An orthogonal router: the shortest line of few bends between two boxes
that keeps clear of every obstacle box.

After libavoid's orthogonal connector routing (Wybrow, Marriott and Stuckey,
2009): a sparse grid of the lines that run along each obstacle's sides at a
clearance, and through each end's ports, then A* over (point, heading) with a
cost of length plus a penalty per bend. No pure-Python library does this
(libavoid and ELK's router are C++ and Java), so this is a small one. The
search breaks ties by the coordinates themselves, never by what order the
obstacles came in: the same scene gives the same route, byte for byte.
Nudging apart parallel segments of several routes is left out: a link sees
the blocks, never another link (README "Design").
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from blueprint.layout.draw.routes import Point, Route
from blueprint.scene import Box

HEADINGS: tuple[Point, ...] = ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0))  # right, down, left, up
EPSILON = 0.01
ARRIVED = 4  # the heading of a search state that has entered the end's port


@dataclass(frozen=True)
class Port:
    """Where a route may leave (or enter) a box: a point on its side and the
    heading away from the box there."""

    point: Point
    heading: int  # an index into HEADINGS


def ports(box: Box) -> list[Port]:
    """The middle of each side, heading out (a point box: itself, every way)."""
    return [
        Port((box.right, box.centre_y), 0), Port((box.centre_x, box.bottom), 1),
        Port((box.x, box.centre_y), 2), Port((box.centre_x, box.y), 3),
    ]


def orthogonal(start: list[Port], end: list[Port], obstacles: list[Box], clearance: float, bend: float,
               within: Box | None = None, ends: tuple[Box, ...] = ()) -> Route | None:
    """The cheapest route from one of `start`'s ports to one of `end`'s that
    runs through no obstacle (each kept `clearance` off) nor through `ends`
    (the boxes the ports stand on): length plus `bend` px per turn. None
    where every way is shut. `within` bounds where it may run."""
    walls = [o.grown(clearance) for o in obstacles] + list(ends)
    stubs = [(_ahead(p, clearance), p) for p in start]
    goals = {_ahead(p, clearance): p for p in end}
    xs = sorted({v for w in walls for v in (w.x, w.right)} | {s[0] for s, _ in stubs} | {g[0] for g in goals})
    ys = sorted({v for w in walls for v in (w.y, w.bottom)} | {s[1] for s, _ in stubs} | {g[1] for g in goals})
    if within is not None:
        own_xs, own_ys = {s[0] for s, _ in stubs} | {g[0] for g in goals}, {s[1] for s, _ in stubs} | {g[1] for g in goals}
        xs = [x for x in xs if within.x <= x <= within.right or x in own_xs]
        ys = [y for y in ys if within.y <= y <= within.bottom or y in own_ys]
    inside = lambda x, y: any(w.x + EPSILON < x < w.right - EPSILON and w.y + EPSILON < y < w.bottom - EPSILON for w in walls)
    column, row = {x: i for i, x in enumerate(xs)}, {y: j for j, y in enumerate(ys)}
    heap: list[tuple[float, float, float, float, int]] = []
    best: dict[tuple[float, float, int], float] = {}
    came: dict[tuple[float, float, int], tuple[float, float, int] | None] = {}
    origin: dict[tuple[float, float, int], Point] = {}
    for stub, port in stubs:
        if stub[0] in column and stub[1] in row and not inside(*stub) and _clear(port.point, stub, walls[: len(obstacles)]):
            key = (stub[0], stub[1], port.heading)
            cost = clearance
            if cost < best.get(key, float("inf")):
                best[key], came[key], origin[key] = cost, None, port.point
                heapq.heappush(heap, (cost + _guess(stub, goals), cost, stub[0], stub[1], port.heading))
    while heap:
        _, cost, x, y, heading = heapq.heappop(heap)
        key = (x, y, heading)
        if cost > best.get(key, float("inf")):
            continue
        if heading == ARRIVED:
            return _route(came[key], came, origin, goals[(x, y)])
        if (x, y) in goals and goals[(x, y)].heading != heading:  # into the end's port, not back out of it
            inward = (goals[(x, y)].heading + 2) % 4
            total = cost + clearance + (bend if heading != inward else 0.0)
            if total < best.get((x, y, ARRIVED), float("inf")):
                best[(x, y, ARRIVED)], came[(x, y, ARRIVED)] = total, key
                heapq.heappush(heap, (total, total, x, y, ARRIVED))
        for turn in range(4):
            if turn == (heading + 2) % 4:
                continue
            dx, dy = HEADINGS[turn]
            i, j = column[x] + int(dx), row[y] + int(dy)
            if not (0 <= i < len(xs) and 0 <= j < len(ys)):
                continue
            nx, ny = xs[i], ys[j]
            if inside(nx, ny) or not _clear((x, y), (nx, ny), walls):
                continue
            step = cost + abs(nx - x) + abs(ny - y) + (bend if turn != heading else 0.0)
            if step < best.get((nx, ny, turn), float("inf")):
                best[(nx, ny, turn)], came[(nx, ny, turn)] = step, key
                heapq.heappush(heap, (step + _guess((nx, ny), goals), step, nx, ny, turn))
    return None


def _ahead(port: Port, by: float) -> Point:
    dx, dy = HEADINGS[port.heading]
    return (round(port.point[0] + dx * by, 3), round(port.point[1] + dy * by, 3))


def _guess(point: Point, goals: dict[Point, Port]) -> float:
    """Manhattan distance to the nearest goal: never more than the cost left."""
    return min(abs(point[0] - g[0]) + abs(point[1] - g[1]) for g in goals)


def _clear(a: Point, b: Point, walls: list[Box]) -> bool:
    """Whether the level or upright segment from a to b keeps out of every wall's inside."""
    low_x, high_x, low_y, high_y = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
    return not any(
        low_x < w.right - EPSILON and high_x > w.x + EPSILON and low_y < w.bottom - EPSILON and high_y > w.y + EPSILON
        for w in walls
    )


def _route(last: tuple[float, float, int] | None, came: dict, origin: dict, goal: Port) -> Route:
    """The points walked back from the goal, the ports added, straight runs joined."""
    points: list[Point] = [goal.point]
    key = last
    first = last
    while key is not None:
        points.append((key[0], key[1]))
        first, key = key, came[key]
    points.append(origin[first])
    points.reverse()
    return Route(tuple(_joined(points)))


def _joined(points: list[Point]) -> list[Point]:
    """The corners only: a point on a straight run between two others is dropped."""
    kept: list[Point] = []
    for point in points:
        if kept and abs(point[0] - kept[-1][0]) < EPSILON and abs(point[1] - kept[-1][1]) < EPSILON:
            continue
        if len(kept) >= 2:
            (ax, ay), (bx, by) = kept[-2], kept[-1]
            if (abs(ax - bx) < EPSILON and abs(bx - point[0]) < EPSILON) or (abs(ay - by) < EPSILON and abs(by - point[1]) < EPSILON):
                kept[-1] = point
                continue
        kept.append(point)
    return kept
