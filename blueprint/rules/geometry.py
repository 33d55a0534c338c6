"""Whether two drawn elements meet: by their true outlines where a bounding
box would lie (a curve's box covers its whole plot; a diagonal line's box
covers a square it never crosses)."""

from __future__ import annotations

import math

from blueprint.scene import Box, Element, Line, Path

SAMPLES = 64  # points tested along a segment


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
    """The straight segments a line or a path draws (its curves flattened);
    none for a path with arcs (an icon's round parts), judged by its box."""
    if isinstance(element, Line):
        return [((element.x1, element.y1), (element.x2, element.y2))]
    if not isinstance(element, Path) or any(command.upper() == "A" for command, _ in element.segments):
        return []
    points: list[tuple[float, ...]] = []
    for command, numbers in element.segments:
        if command in "ML":
            points.append(numbers)
        elif command in "QC" and points:
            points.extend(_bezier(points[-1], numbers))
    closed = any(command == "Z" for command, _ in element.segments)
    return list(zip(points, points[1:] + (points[:1] if closed else [])))


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
    """The box of what an element draws (issue 27): a path's curves by points
    along them and its arcs by points round them, not by their control points
    (a curved connector's control point stands far off its arc); anything else
    by its box."""
    if not isinstance(element, Path):
        return element.bounds
    points: list[tuple[float, ...]] = []
    for command, numbers in element.segments:
        if command in "ML":
            points.append(numbers)
        elif command in "QC" and points:
            points.extend(_bezier(points[-1], numbers, 32))
        elif command == "A" and points:
            points.extend(_arc(points[-1], numbers))
        elif command not in "Zz":
            return element.bounds  # a relative command: judged by its box
    if not points:
        return element.bounds
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _arc(start: tuple[float, ...], numbers: tuple[float, ...], steps: int = 32) -> list[tuple[float, float]]:
    """An SVG arc (`rx ry rotation large sweep x y`) from `start`, as points
    along it (the endpoint-to-centre conversion of the SVG spec, F.6.5)."""
    rx, ry, rotation, large, sweep, x2, y2 = numbers[:7]
    x1, y1 = start[0], start[1]
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0 or (x1, y1) == (x2, y2):
        return [(x2, y2)]
    phi = math.radians(rotation)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    px, py = cos * dx + sin * dy, -sin * dx + cos * dy
    scale = (px * px) / (rx * rx) + (py * py) / (ry * ry)
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
    factor = math.sqrt(max(0.0, numerator / (rx * rx * py * py + ry * ry * px * px)))
    if bool(large) == bool(sweep):
        factor = -factor
    cx_, cy_ = factor * rx * py / ry, -factor * ry * px / rx
    cx, cy = cos * cx_ - sin * cy_ + (x1 + x2) / 2, sin * cx_ + cos * cy_ + (y1 + y2) / 2

    def angle(ux: float, uy: float) -> float:
        return math.atan2(uy, ux)

    theta = angle((px - cx_) / rx, (py - cy_) / ry)
    delta = angle((-px - cx_) / rx, (-py - cy_) / ry) - theta
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    found = []
    for step in range(1, steps + 1):
        t = theta + delta * step / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        found.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    return found
