"""Lint: the house style's checks, run on the Scene (STYLE.md, "Checks that always hold").

Each finding is located at the spec node that made the element, so a writer
sees which label or part to change.
"""

from __future__ import annotations

from itertools import combinations

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.sourcemap import SourceMap
from blueprint.scene import Box, Element, Line, Path, Rect, Scene, Text
from blueprint.text import Font
from blueprint.theme import Theme


def lint(scene: Scene, theme: Theme, font: Font, source: SourceMap, diagnostics: Diagnostics) -> None:
    texts = scene.texts()
    canvas = Box(0, 0, scene.width, scene.height)
    for text in texts:
        _check_text(text, theme, font, source, diagnostics)
    for element in scene.elements:
        if not canvas.contains(element.bounds.grown(-0.5) if element.bounds.width > 1 else element.bounds):
            diagnostics.error(source.locate(element.source), messages.OFF_CANVAS.format(what=_name(element)))
        if isinstance(element, Rect):
            _check_shape(element, theme, source, diagnostics)
    for first, second in combinations(texts, 2):
        if first.box.overlaps(second.box):
            diagnostics.error(
                source.locate(second.source),
                messages.LABEL_OVERLAP.format(text=second.text, other=f"label `{first.text}`"),
            )
    for text in texts:
        for element in scene.elements:
            if isinstance(element, Text) or _belongs(text, element):
                continue
            if _touches(text.box, element):
                diagnostics.error(
                    source.locate(text.source),
                    messages.LABEL_OVERLAP.format(text=text.text, other=_name(element)),
                )
                break
    for text in texts:
        _check_contrast(text, scene, theme, source, diagnostics)


def _name(element: Element) -> str:
    if isinstance(element, Text):
        return f"label `{element.text}`"
    return f"a {element.role}"


def _belongs(text: Text, element: Element) -> bool:
    """A label may lie on what it belongs to, or on what holds that."""
    return text.owner[: len(element.owner)] == element.owner


def _touches(box: Box, element: Element) -> bool:
    if isinstance(element, Line):
        return _segment_hits_box((element.x1, element.y1, element.x2, element.y2), box.grown(1.0))
    if isinstance(element, Path) and all(command in "MLZ" for command, _ in element.segments):
        return box.overlaps(element.bounds) and _polyline_touches(element, box.grown(1.0))
    return box.overlaps(element.bounds)


def _polyline_touches(path: Path, box: Box) -> bool:
    """A path of straight segments (a curve, a filled region) against a box: its
    true outline, not its bounding box, which for a curve covers the whole plot."""
    points = [numbers for command, numbers in path.segments if command in "ML"]
    closed = any(command == "Z" for command, _ in path.segments)
    edges = list(zip(points, points[1:] + (points[:1] if closed else [])))
    if any(_segment_hits_box((a[0], a[1], b[0], b[1]), box) for a, b in edges):
        return True
    return closed and path.paint.fill is not None and _inside_polygon((box.centre_x, box.centre_y), points)


def _inside_polygon(point: tuple[float, float], polygon: list[tuple[float, ...]]) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _segment_hits_box(segment: tuple[float, float, float, float], box: Box, steps: int = 64) -> bool:
    x1, y1, x2, y2 = segment
    if not box.grown(1).overlaps(Box(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1)).grown(1)):
        return False
    for i in range(steps + 1):
        t = i / steps
        x = x1 + (x2 - x1) * t
        y = y1 + (y2 - y1) * t
        if box.x < x < box.right and box.y < y < box.bottom:
            return True
    return False


def _check_text(text: Text, theme: Theme, font: Font, source: SourceMap, diagnostics: Diagnostics) -> None:
    missing = font.missing(text.text)
    if missing:
        chars = ", ".join(repr(c) for c in missing)
        diagnostics.error(source.locate(text.source), messages.MISSING_GLYPH.format(chars=chars, text=text.text))
    minimum = theme.type.minimum
    if text.size < minimum:
        diagnostics.error(
            source.locate(text.source),
            messages.TEXT_TOO_SMALL.format(text=text.text, size=text.size, minimum=minimum),
        )


def _check_shape(rect: Rect, theme: Theme, source: SourceMap, diagnostics: Diagnostics) -> None:
    minimum = theme.layout.minimum_size
    smallest = min(rect.box.width, rect.box.height)
    if smallest < minimum - 0.01:
        diagnostics.error(
            source.locate(rect.source),
            messages.TOO_SMALL.format(what=f"a {rect.role}", size=smallest, minimum=int(minimum)),
        )
    paper = theme.colour("paper")
    paints = [p for p in (rect.paint.fill, rect.paint.stroke, rect.paint.hatch) if p]
    best = max((contrast(theme.colour(p), paper) for p in paints), default=1.0)
    if best < theme.contrast.shape:
        diagnostics.error(
            source.locate(rect.source),
            messages.LOW_CONTRAST.format(what=f"a {rect.role}", ratio=best, minimum=theme.contrast.shape),
        )


def _check_contrast(text: Text, scene: Scene, theme: Theme, source: SourceMap, diagnostics: Diagnostics) -> None:
    backdrop = scene.paper
    index = scene.elements.index(text)
    centre = (text.box.centre_x, text.box.centre_y)
    for element in scene.elements[:index]:
        if isinstance(element, Rect) and element.paint.fill and _inside(centre, element.box):
            backdrop = element.paint.fill
    ratio = contrast(theme.colour(text.colour), theme.colour(backdrop))
    if ratio < theme.contrast.text:
        diagnostics.error(
            source.locate(text.source),
            messages.LOW_CONTRAST.format(what=f"label `{text.text}`", ratio=ratio, minimum=theme.contrast.text),
        )


def _inside(point: tuple[float, float], box: Box) -> bool:
    return box.x <= point[0] <= box.right and box.y <= point[1] <= box.bottom


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two `#RRGGBB` colours."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)
