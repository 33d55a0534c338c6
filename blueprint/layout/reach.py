"""Lines that reach their marks once the words have moved.

A link leaving a mark whose words face the other end starts beyond those
words, not through them (`marks/connector/route.py`). The label search may
then move the words elsewhere, and the line would stop short in empty paper,
with nothing between it and its mark (issue 27: preempt-stairs' dashed
restart arrow began 46 px under its cross once "preemption" moved right).
Last, after every label stands: such a line goes on to its mark where
nothing now stands in the way, and keeps its place where something does.
"""

from __future__ import annotations

from dataclasses import replace

from blueprint.layout.draw.routes import Point, Route, crosses
from blueprint.scene import Box, Element, Line, Text

CLEAR = 2.0  # px: what a drawn-on run keeps off anything but its own mark


def reach_marks(elements: list[Element]) -> list[Element]:
    """`elements` with each line that stopped short of its mark drawn on to it, where the way is free."""
    if not any(isinstance(e, Line) and e.reaches != (None, None) for e in elements):
        return elements
    reached = list(elements)
    for at, element in enumerate(elements):
        if not isinstance(element, Line) or element.reaches == (None, None):
            continue
        start, end = element.reaches
        line = element
        if start is not None and _free((line.x1, line.y1), start, line, reached):
            line = replace(line, x1=start[0], y1=start[1])
        if end is not None and _free((line.x2, line.y2), end, line, reached):
            line = replace(line, x2=end[0], y2=end[1])
        reached[at] = replace(line, reaches=(None, None))
    return reached


def _free(stop: Point, mark_point: Point, line: Line, elements: list[Element]) -> bool:
    """Whether the run from where the line stops to its mark may be drawn: it
    meets nothing but its own link and, at its far point, the mark it reaches."""
    way = Route((stop, mark_point))
    for other in elements:
        if other is line or tuple(other.owner) == tuple(line.owner):
            continue
        bounds = other.bounds
        if not isinstance(other, Text) and _touches(bounds, mark_point):
            continue  # the mark it reaches (its shapes, never words): its edge is the run's end
        if crosses(way, bounds.grown(CLEAR)):
            return False
    return True


def _touches(box: Box, point: Point) -> bool:
    return box.x - 1 <= point[0] <= box.right + 1 and box.y - 1 <= point[1] <= box.bottom + 1
