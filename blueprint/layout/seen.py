"""Guides seen over what they cross: a guide, a drop, a boundary or a
reference line drawn over a filled
shape it does not reach 3 : 1 against (STYLE.md's check for every shape
needed to read the diagram) is drawn, over that shape, in the first of the
theme's contrasting inks that does (paper over dark or blue, ink over
grey), the rest of it as it was (faithful14: nvme-cache-hit-rate's guide at
14 h lay barely visible over the dark 14 h column)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.scene import Box, Element, Line, Rect
from blueprint.theme import contrast

if TYPE_CHECKING:
    from blueprint.theme import Theme

GUIDES = ("guide", "boundary", "reference")  # lines drawn across marks to be read over them (guides and drops, a timeline's boundary, a curve's reference line)
INKS = ("paper", "ink")  # what a stretch over a fill it is lost on is drawn in, the first that reaches 3 : 1


def seen_over_fills(elements: list[Element], theme: "Theme") -> list[Element]:
    """Each guide split where it crosses a filled shape drawn before it that
    its colour is lost on, those stretches in an ink seen there."""
    found: list[Element] = []
    fills: list[tuple[Box, str]] = []
    for element in elements:
        if isinstance(element, Rect) and element.paint.fill and not element.paint.hatch:
            fills.append((element.box, element.paint.fill))
        if isinstance(element, Line) and element.role in GUIDES and element.paint.stroke and fills:
            found += _split(element, [f for f in fills if _lost(element.paint.stroke, f[1], theme)], theme)
            continue
        found.append(element)
    return found


def _lost(stroke: str, fill: str, theme: "Theme") -> bool:
    return contrast(theme.colour(stroke), theme.colour(fill)) < theme.contrast.shape


def _ink(fill: str, theme: "Theme") -> str | None:
    return next((ink for ink in INKS if contrast(theme.colour(ink), theme.colour(fill)) >= theme.contrast.shape), None)


def _split(line: Line, fills: list[tuple[Box, str]], theme: "Theme") -> list[Element]:
    """`line` in stretches: over each fill it is lost on (the last drawn
    where two overlap), in that fill's ink; elsewhere as drawn."""
    cuts: list[tuple[float, float, str]] = []
    for box, fill in fills:
        ink = _ink(fill, theme)
        span = _clipped(line, box)
        if ink is not None and span is not None:
            cuts.append((span[0], span[1], ink))
    if not cuts:
        return [line]
    marks = sorted({0.0, 1.0, *(t for a, b, _ in cuts for t in (a, b))})
    pieces: list[Element] = []
    for start, end in zip(marks, marks[1:]):
        if end - start < 1e-6:
            continue
        middle = (start + end) / 2
        ink = next((k for a, b, k in reversed(cuts) if a <= middle <= b), None)
        piece = replace(line, x1=_at(line, start)[0], y1=_at(line, start)[1], x2=_at(line, end)[0], y2=_at(line, end)[1], reaches=(line.reaches[0] if start == 0.0 else None, line.reaches[1] if end == 1.0 else None))
        pieces.append(piece if ink is None else replace(piece, paint=replace(line.paint, stroke=ink)))
    return pieces


def _at(line: Line, t: float) -> tuple[float, float]:
    return line.x1 + (line.x2 - line.x1) * t, line.y1 + (line.y2 - line.y1) * t


def _clipped(line: Line, box: Box) -> tuple[float, float] | None:
    """The share of `line` (0 to 1 from its start) inside `box`'s interior
    (Liang-Barsky); None where it only touches or misses it."""
    dx, dy = line.x2 - line.x1, line.y2 - line.y1
    low, high = 0.0, 1.0
    for p, q in ((-dx, line.x1 - box.x), (dx, box.right - line.x1), (-dy, line.y1 - box.y), (dy, box.bottom - line.y1)):
        if abs(p) < 1e-9:
            if q <= 0.0:
                return None  # parallel to this edge, on or outside it
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    return (low, high) if high - low > 1e-6 else None
