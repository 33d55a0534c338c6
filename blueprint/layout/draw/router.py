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
from collections.abc import Mapping
from dataclasses import dataclass

from blueprint.layout.draw.routes import Point, Route
from blueprint.scene import Box, Element, SpecPath

HEADINGS: tuple[Point, ...] = ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0))  # right, down, left, up
EPSILON = 0.01
ARRIVED = 4  # the heading of a search state that has entered the end's port


@dataclass(frozen=True)
class Port:
    """Where a route may leave (or enter) a box: a point on its side and the
    heading away from the box there."""

    point: Point
    heading: int  # an index into HEADINGS


def ports(box: Box, facing: Box | None = None, spans: tuple[Box, Box] | None = None) -> list[Port]:
    """The middle of each side, heading out (a point box: itself, every
    way); and, where `facing` shares a band of width (or height) with the
    box (measured on `spans`, the boxes the two ends name, where given: an
    icon's pins are not where a line leaves it), a port in that band on the
    side towards it, for a line with no bend."""
    found = [
        Port((box.right, box.centre_y), 0), Port((box.centre_x, box.bottom), 1),
        Port((box.x, box.centre_y), 2), Port((box.centre_x, box.y), 3),
    ]
    if facing is not None:
        own, other = spans or (box, facing)
        x = _shared(own.x, own.right, other.x, other.right)
        if x is not None and (facing.y >= box.bottom or facing.bottom <= box.y):
            down = facing.y >= box.bottom
            found.append(Port((x, box.bottom if down else box.y), 1 if down else 3))
        y = _shared(own.y, own.bottom, other.y, other.bottom)
        if y is not None and (facing.x >= box.right or facing.right <= box.x):
            right = facing.x >= box.right
            found.append(Port((box.right if right else box.x, y), 0 if right else 2))
    return found


SHARED = 16.0  # px two boxes must share across for a line with no bend between them


def _shared(low1: float, high1: float, low2: float, high2: float) -> float | None:
    """Where a line with no bend crosses two spans: the smaller one's middle
    if the larger holds it, else the middle of what they share (at least
    SHARED px of it); None where they share too little."""
    low, high = max(low1, low2), min(high1, high2)
    if high - low < SHARED:
        return None
    small = (low1 + high1) / 2 if high1 - low1 <= high2 - low2 else (low2 + high2) / 2
    return small if low + SHARED / 2 <= small <= high - SHARED / 2 else (low + high) / 2


def orthogonal(start: list[Port], end: list[Port], obstacles: list[Box], clearance: float, bend: float,
               within: Box | None = None, ends: tuple[Box, ...] = (), runs: tuple[float, float] | None = None) -> Route | None:
    """The cheapest route from one of `start`'s ports to one of `end`'s that
    runs through no obstacle (each kept `clearance` off) nor through `ends`
    (the boxes the ports stand on): length plus `bend` px per turn. None
    where every way is shut. `within` bounds where it may run; `runs` are
    the straight runs it keeps out of its first and into its last port (an
    arrowhead's room), `clearance` by default."""
    first, last = runs or (clearance, clearance)
    if within is not None:  # a port whose first run leaves the room is no way out (over a pinned mark's top, into the margin)
        start = [p for p in start if within.contains(Box(*_ahead(p, first), 0, 0))] or start
        end = [p for p in end if within.contains(Box(*_ahead(p, last), 0, 0))] or end
    walls = [o.grown(clearance) for o in obstacles] + list(ends)
    stubs = [(_ahead(p, first), p) for p in start]
    goals = {_ahead(p, last): p for p in end}
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
            cost = first
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
            total = cost + last + (bend if heading != inward else 0.0)
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


WALLS = ("rail",)  # lines a link goes round, never across, though they are no area: a queue's rails (a line from a job leaves by the open end)


def between(start: Box, end: Box, shapes: list[Element], bodies: Mapping[SpecPath, Box] | None = None, own: tuple[SpecPath, ...] | None = None,
            own_by_pieces: bool = False) -> list[Box]:
    """The obstacles among `shapes` for a line from `start` to `end`: each
    mark's shapes as one box (a line through an icon's gaps still runs
    through the icon), with its box among `bodies` where given (the box lint
    measures a line through: a stacked model's, below its cards), but the
    ends' own parts and what holds them; a mark that holds an end counts by
    its pieces (a bar's other parts). Where the ends' `own` marks are given,
    another mark holds an end only if its box holds the end's (a bar round
    its part), not where it merely overlaps it (a neighbour the end stands
    on, an end's label reaching over it); `own_by_pieces` counts the own
    marks' drawing past the ends' boxes by its pieces too (a line may reach
    a server between its pins, as lint lets it)."""
    ends = [start.grown(2.0), end.grown(2.0)]
    inner = [e.grown(-4.0) for e in ends]
    by_mark: dict[SpecPath, list[Box]] = {}
    for element in shapes:
        box = element.bounds if element.role not in WALLS else element.bounds.grown(1.0)
        if not any(e.contains(box) or box.contains(i) for e, i in zip(ends, inner)):
            by_mark.setdefault(mark_of(element.owner), []).append(box)
    found: list[Box] = []
    for mark, boxes in by_mark.items():
        whole = Box.around(boxes)
        assert whole is not None  # every list holds a box
        meets = whole.overlaps if own is None or mark in own else whole.contains
        holds = (own_by_pieces and own is not None and mark in own) or any(meets(i) if i.width > 0 and i.height > 0 else whole.overlaps(e) for e, i in zip(ends, inner))  # a point end: the box round it
        body = bodies.get(mark) if bodies else None
        if body is not None and not any(body.overlaps(e) for e in ends):  # an end's own mark keeps its drawing's box: its pins, its fan
            whole = whole.union(body)
        found += boxes if holds else [whole]
    return sorted(found, key=lambda b: (b.x, b.y, b.width, b.height))


def mark_of(owner: SpecPath) -> SpecPath:
    """The innermost mark an element belongs to: its path up to the last `marks, N, KIND`."""
    cut = len(owner)
    for index in range(len(owner) - 2):
        if owner[index] == "marks" and isinstance(owner[index + 1], int):
            cut = index + 3
    return owner[:cut]


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
