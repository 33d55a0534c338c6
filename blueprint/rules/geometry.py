"""Whether two drawn elements meet: by their true outlines where a bounding
box would lie (a curve's box covers its whole plot; a diagonal line's box
covers a square it never crosses)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from blueprint.scene import Box, Element, Line, Path, Rect, arc_points

SAMPLES = 64  # points tested along a segment
RUN = 8  # segments a polyline keeps together under one bound (`Polyline`)


def overlap(a: Box, b: Box) -> tuple[float, float]:
    """How far two boxes overlap across and down (negative: the gap between them)."""
    return min(a.right, b.right) - max(a.x, b.x), min(a.bottom, b.bottom) - max(a.y, b.y)


def meets(box: Box, element: Element, clearance: float) -> bool:
    """Whether `element`'s drawing comes within `clearance` of `box`: a line or
    path by its segments (a closed, filled one also by its inside), anything
    else by its box."""
    grown = box.grown(clearance)
    drawn = segments(element)
    if not drawn:
        return grown.overlaps(element.bounds)
    if any(segment_hits_box((a[0], a[1], b[0], b[1]), grown) for a, b in drawn):
        return True
    if not isinstance(element, Path) or not any(command == "Z" for command, _ in element.segments):
        return False  # only a closed path has an inside
    return element.paint.fill is not None and inside_polygon((box.centre_x, box.centre_y), [a for a, _ in drawn])


def segments(element: Element) -> list[tuple[tuple[float, ...], tuple[float, ...]]]:
    """The straight segments a line or a path draws (its curves and arcs
    flattened, as drawn: a cloud's lobes stand past the box its ends make)."""
    if isinstance(element, Line):
        return [((element.x1, element.y1), (element.x2, element.y2))]
    if not isinstance(element, Path) or any(command not in "MLQCAZ" for command, _ in element.segments):
        return []  # a relative command: judged by its box
    points: list[tuple[float, ...]] = []
    for command, numbers in element.segments:
        if command in "ML":
            points.append(numbers)
        elif command in "QC" and points:
            points.extend(_bezier(points[-1], numbers))
        elif command == "A" and points:
            points.extend(arc_points(points[-1], numbers))
    closed = any(command == "Z" for command, _ in element.segments)
    return list(zip(points, points[1:] + (points[:1] if closed else [])))


def drawn_points(element: Element) -> list[tuple[float, float]]:
    """The points a line or a path draws through, in order (`segments`); none for a box."""
    drawn = segments(element)
    return [(float(a[0]), float(a[1])) for a, _ in drawn] + [(float(drawn[-1][1][0]), float(drawn[-1][1][1]))] if drawn else []


def _bezier(start: tuple[float, ...], numbers: tuple[float, ...], steps: int = 16) -> list[tuple[float, ...]]:
    """A quadratic or cubic curve from `start`, as points along it."""
    controls = [start] + [numbers[i : i + 2] for i in range(0, len(numbers), 2)]
    found = []
    for step in range(1, steps + 1):
        t = step / steps
        layer = [tuple(p) for p in controls]
        while len(layer) > 1:
            layer = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in zip(layer, layer[1:])]
        found.append(layer[0])
    return found


def inside_polygon(point: tuple[float, float], polygon: list[tuple[float, ...]]) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def segment_hits_box(segment: tuple[float, float, float, float], box: Box, steps: int = SAMPLES) -> bool:
    """Whether a segment passes strictly inside `box` (touching its edge is not hitting)."""
    x1, y1, x2, y2 = segment
    # the two boxes grown by 1 px overlap (Box.grown and Box.overlaps, written out: this runs for every segment)
    near_x, near_y = box.x - 1, box.y - 1
    far_x, far_y = near_x + (box.width + 2), near_y + (box.height + 2)
    low_x, low_y = min(x1, x2) - 1, min(y1, y2) - 1
    high_x, high_y = low_x + (abs(x2 - x1) + 2), low_y + (abs(y2 - y1) + 2)
    if not (near_x < high_x and low_x < far_x and near_y < high_y and low_y < far_y):
        return False
    left, top, right, bottom = box.x, box.y, box.right, box.bottom
    for i in range(steps + 1):
        t = i / steps
        x = x1 + (x2 - x1) * t
        y = y1 + (y2 - y1) * t
        if left < x < right and top < y < bottom:
            return True
    return False


def drawn_bounds(element: Element) -> Box:
    """The box of what an element draws (issue 27): a path's curves and arcs
    by points along them, not by their control points (a curved connector's
    control point stands twice as far off its line as the arc's peak) nor by
    their ends alone (a cloud's lobes, a database's round foot stand past
    the box their ends make); anything else by its box."""
    if not isinstance(element, Path):
        return element.bounds
    points = [point for segment in segments(element) for point in segment]
    if not points:
        return element.bounds
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def largest_band(boxes: list[Box], height: float) -> float:
    """The tallest band across the card that no box reaches, in px: above the
    drawing, between what is drawn, or below it (the card's use, issue 27)."""
    if not boxes:
        return height
    reached, band = 0.0, 0.0
    for start, end in sorted((max(b.y, 0.0), min(b.bottom, height)) for b in boxes):
        band = max(band, start - reached)
        reached = max(reached, end)
    return max(band, height - reached)


ALONG = 2.0  # px: a guide this close to a drawn line of its own direction lies on it


def runs_along(guide: Element, other: Element, apart: float = ALONG) -> list[tuple[float, float]]:
    """The stretches (along its axis) where an upright or level line `guide`
    lies on a line or an edge `other` draws in the same direction, under
    `apart` of it: a guide there would be drawn over the line, unseen (a drop
    down a staircase's last riser). A rect's four edges count as lines."""
    if not isinstance(guide, Line):
        return []
    upright, level = abs(guide.x1 - guide.x2) < 0.01, abs(guide.y1 - guide.y2) < 0.01
    if not (upright or level):
        return []
    pieces: list[tuple[tuple[float, ...], tuple[float, ...]]]
    if isinstance(other, Rect):
        box = other.box
        pieces = [((box.x, box.y), (box.x, box.bottom)), ((box.right, box.y), (box.right, box.bottom)), ((box.x, box.y), (box.right, box.y)), ((box.x, box.bottom), (box.right, box.bottom))]
    else:
        pieces = segments(other)
    low, high = sorted((guide.y1, guide.y2) if upright else (guide.x1, guide.x2))
    found = []
    for (ax, ay, *_), (bx, by, *_) in pieces:
        if upright and abs(ax - bx) < 0.01 and abs(ax - guide.x1) < apart:
            first, last = sorted((ay, by))
        elif level and abs(ay - by) < 0.01 and abs(ay - guide.y1) < apart:
            first, last = sorted((ax, bx))
        else:
            continue
        first, last = max(first, low), min(last, high)
        if last - first > apart:
            found.append((first, last))
    return found


TICK_AT_MOST = 16.0  # px: the longest tick the house style draws (a scale's major tick); a bracket's end tick is 8


def crossed_ticks(guide: Element, stretches: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The stretches of `runs_along` that are not ticks the guide passes
    through: a short stroke (a bracket's end tick) that the guide runs on past
    both of its ends marks the same place as the guide, which is seen on either
    side of it (a guide through a bracket's end at the time both mark). A long
    line, or one the guide starts or ends on, still lies under it."""
    if not isinstance(guide, Line):
        return stretches
    upright = abs(guide.x1 - guide.x2) < 0.01
    low, high = sorted((guide.y1, guide.y2) if upright else (guide.x1, guide.x2))
    return [(a, b) for a, b in stretches if not (b - a <= TICK_AT_MOST and a - low > ALONG and high - b > ALONG)]


def wholly_along(guide: Element, stretches: list[tuple[float, float]]) -> bool:
    """Whether `stretches` (from `runs_along`) cover the whole of an upright or
    level line `guide`: a guide that is all one drawn line (a drop along a
    reference line to the axis it reaches) marks exactly what is drawn."""
    if not isinstance(guide, Line) or not stretches:
        return False
    upright = abs(guide.x1 - guide.x2) < 0.01
    low, high = sorted((guide.y1, guide.y2) if upright else (guide.x1, guide.x2))
    reached = low
    for a, b in sorted(stretches):
        if a > reached + ALONG:
            return False
        reached = max(reached, b)
    return reached >= high - ALONG


def lines_cross(first: Element, second: Element) -> bool:
    """Whether two drawn lines (a leader, a plotted curve) cross or touch, by
    their segments as drawn (curves flattened), not their boxes: a leader
    beside a curve's bend lies in the curve's box without meeting it."""
    drawn = segments(second)
    for (ax, ay), (bx, by) in ((a[:2], b[:2]) for a, b in segments(first)):
        for (cx, cy), (dx, dy) in ((c[:2], d[:2]) for c, d in drawn):
            if segments_meet((ax, ay, bx, by), (cx, cy, dx, dy)):
                return True
    return False


def segments_meet(p: tuple[float, float, float, float], q: tuple[float, float, float, float]) -> bool:
    """Whether two straight segments share a point (an end on the other included)."""
    def side(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> float:
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    if max(p[0], p[2]) < min(q[0], q[2]) or max(q[0], q[2]) < min(p[0], p[2]) or max(p[1], p[3]) < min(q[1], q[3]) or max(q[1], q[3]) < min(p[1], p[3]):
        return False
    d1, d2 = side(*q, p[0], p[1]), side(*q, p[2], p[3])
    d3, d4 = side(*p, q[0], q[1]), side(*p, q[2], q[3])
    return d1 * d2 <= 0 and d3 * d4 <= 0



def distance_to(box: Box, points: list[tuple[float, float]]) -> float:
    """How far a drawn polyline comes to `box` (0 where it meets it): see `Polyline.distance`."""
    return Polyline.of(points).distance(box)


@dataclass(frozen=True)
class Polyline:
    """A drawn line with its segments in short runs, each with its bounds, so
    the distance to a box looks only at the runs near enough to matter (a
    series' label judged at every place against lines of hundreds of points
    made a corpus compile three times slower, session 10)."""

    points: tuple[tuple[float, float], ...]
    runs: tuple[tuple[float, float, float, float, int], ...]  # left, top, right, bottom of a run, and its first point

    @classmethod
    def of(cls, points: Sequence[tuple[float, float]]) -> "Polyline":
        drawn = tuple(points) if len(points) > 1 else tuple(points) * 2
        runs = []
        for start in range(0, max(len(drawn) - 1, 0), RUN):
            xs, ys = zip(*drawn[start : start + RUN + 1])
            runs.append((min(xs), min(ys), max(xs), max(ys), start))
        return cls(drawn, tuple(runs))

    def distance(self, box: Box, beyond: float = math.inf) -> float:
        """How far the line comes to `box` (0 where it meets it): each segment by
        its ends against the box and the box's corners against it (exact for a
        segment that does not cross the box). Exact where it is at most
        `beyond`; else some distance past `beyond` (a run no nearer than that,
        or than the nearest found, is not looked into)."""
        nearest = math.inf
        for left, top, right, bottom, start in sorted(self.runs, key=lambda run: _bounds_to_box(box, run)):
            if _bounds_to_box(box, (left, top, right, bottom)) > min(nearest, beyond):
                break
            nearest = min(nearest, _nearest_in(box, self.points[start : start + RUN + 1], nearest))
            if nearest == 0.0:
                break
        return nearest


def _bounds_to_box(box: Box, bounds: tuple[float, ...]) -> float:
    """How far apart a box and a rectangle given by its edges (left, top, right, bottom) stand."""
    left, top, right, bottom = bounds[:4]
    return math.hypot(max(box.x - right, 0.0, left - box.right), max(box.y - bottom, 0.0, top - box.bottom))


def _nearest_in(box: Box, points: Sequence[tuple[float, float]], nearest: float) -> float:
    """The nearest of the segments `points` draws to `box`, or `nearest` where none is nearer."""
    corners = ((box.x, box.y), (box.right, box.y), (box.x, box.bottom), (box.right, box.bottom))
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        if _bounds_to_box(box, (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))) >= nearest:
            continue  # no nearer than one already found: a segment is no nearer the box than its own bounds are
        if segment_hits_box((ax, ay, bx, by), box):
            return 0.0
        ends = min(_to_box(box, x, y) for x, y in ((ax, ay), (bx, by)))
        nearest = min(nearest, ends, *(_to_segment(x, y, ax, ay, bx, by) for x, y in corners))
    return nearest


def _to_box(box: Box, x: float, y: float) -> float:
    return math.hypot(max(box.x - x, 0.0, x - box.right), max(box.y - y, 0.0, y - box.bottom))


def _to_segment(x: float, y: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else min(1.0, max(0.0, ((x - ax) * dx + (y - ay) * dy) / length))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)
