"""Lint: the house style's checks, run on the Scene (STYLE.md, "Checks that always hold").

Each finding is located at the spec node that made the element, so a writer
sees which label or part to change. The work and the findings stay linear in
the size of the scene: elements are found through a grid of buckets over the
canvas (never every pair), and a label piled on many others is one finding,
naming the first and counting the rest up to PILE.
"""

from __future__ import annotations

import bisect
import heapq
import math
from collections import defaultdict
from collections.abc import Iterable, Iterator

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.sourcemap import SourceMap
from blueprint.scene import Box, Element, Line, Path, Rect, Scene, Text
from blueprint.text import Font
from blueprint.theme import Theme


PILE = 20  # past this many labels under one label, the count says "at least"


class _Buckets:
    """Element indices by the squares of the canvas their boxes cover, so what
    stands near a box is found without looking at every element. A box past
    the canvas counts in the edge squares (overlapping boxes still share one);
    a box over many squares, or not finite, is near everything."""

    def __init__(self, width: float, height: float, boxes: Iterable[tuple[int, Box]] = ()):
        self.size = max(32.0, max(width, height) / 32) if math.isfinite(width + height) else 32.0
        self.columns = max(1, math.ceil(width / self.size)) if math.isfinite(width) else 1
        self.rows = max(1, math.ceil(height / self.size)) if math.isfinite(height) else 1
        self.cells: dict[tuple[int, int], list[int]] = defaultdict(list)
        self.everywhere: list[int] = []
        for index, box in boxes:
            self.add(index, box)

    def _span(self, low: float, high: float, count: int) -> range:
        first = min(max(math.floor(low / self.size), -1), count)
        last = min(max(math.floor(high / self.size), -1), count)
        return range(first, last + 1)

    def _squares(self, box: Box) -> tuple[range, range] | None:
        if not all(math.isfinite(v) for v in (box.x, box.y, box.width, box.height)):
            return None
        return self._span(box.x, box.right, self.columns), self._span(box.y, box.bottom, self.rows)

    def add(self, index: int, box: Box) -> None:
        squares = self._squares(box)
        if squares is None or len(squares[0]) * len(squares[1]) > 64:
            self.everywhere.append(index)
            return
        for column in squares[0]:
            for row in squares[1]:
                self.cells[column, row].append(index)

    def lists_near(self, box: Box) -> Iterator[list[int]]:
        """The lists of indices (each ascending if added in order) that may meet `box`."""
        yield self.everywhere
        squares = self._squares(box)
        if squares is None:
            yield from self.cells.values()
            return
        for column in squares[0]:
            for row in squares[1]:
                if (column, row) in self.cells:
                    yield self.cells[column, row]

    def near(self, box: Box) -> Iterator[int]:
        """The indices that may meet `box`, ascending, each once (lazily, so a
        caller that stops at the first hit pays for little more)."""
        last = -1
        for index in heapq.merge(*self.lists_near(box)):
            if index != last:
                yield index
                last = index


class _Under:
    """Filled rectangles, found by a point: each distinct box once, with the
    indices of the elements drawn in it, so a pile of equal boxes costs one."""

    def __init__(self, width: float, height: float, items: Iterable[tuple[int, Box]]):
        self.buckets = _Buckets(width, height)
        self.boxes: list[Box] = []
        self.indices: list[list[int]] = []
        known: dict[tuple[float, float, float, float], int] = {}
        for index, box in items:
            key = (box.x, box.y, box.width, box.height)
            if key not in known:
                known[key] = len(self.boxes)
                self.boxes.append(box)
                self.indices.append([])
                self.buckets.add(known[key], box)
            self.indices[known[key]].append(index)

    def last_before(self, x: float, y: float, limit: int) -> int | None:
        """The last element drawn before `limit` whose box holds the point (x, y)."""
        best = -1
        for ids in self.buckets.lists_near(Box(x, y, 0, 0)):
            for box_id in ids:
                if _inside((x, y), self.boxes[box_id]):
                    indices = self.indices[box_id]
                    position = bisect.bisect_left(indices, limit)
                    if position:
                        best = max(best, indices[position - 1])
        return best if best >= 0 else None


def lint(scene: Scene, theme: Theme, font: Font, source: SourceMap, diagnostics: Diagnostics) -> None:
    texts = scene.texts()
    canvas = Box(0, 0, scene.width, scene.height)
    for text in texts:
        _check_text(text, theme, font, source, diagnostics)
    for element in scene.elements:
        if not canvas.contains(element.bounds.grown(-0.5) if element.bounds.width > 1 else element.bounds):
            diagnostics.error(source.locate(element.source), messages.OFF_CANVAS.format(what=_name(element)), _area(element.bounds))
        if isinstance(element, Rect):
            _check_shape(element, theme, source, diagnostics)
    _check_piled_labels(scene, texts, source, diagnostics)
    elements = _Buckets(scene.width, scene.height, ((i, e.bounds) for i, e in enumerate(scene.elements) if not isinstance(e, Text)))
    for text in texts:
        for index in elements.near(text.box.grown(3.0)):
            element = scene.elements[index]
            if _belongs(text, element):
                continue
            if _touches(text.box, element):
                diagnostics.error(
                    source.locate(text.source),
                    messages.LABEL_OVERLAP.format(text=text.text, other=_name(element)),
                    _area(text.box.union(element.bounds)),
                )
                break
    fills = _Under(scene.width, scene.height, (
        (i, e.box) for i, e in enumerate(scene.elements) if isinstance(e, Rect) and e.paint.fill
    ))
    for index, element in enumerate(scene.elements):
        if isinstance(element, Text):
            _check_contrast(element, index, scene, fills, theme, source, diagnostics)


def _check_piled_labels(scene: Scene, texts: list[Text], source: SourceMap, diagnostics: Diagnostics) -> None:
    """Each label that overlaps labels before it is one finding: the first it
    overlaps, and how many more (at least PILE, when they pile up)."""
    placed = _Buckets(scene.width, scene.height)
    for index, text in enumerate(texts):
        first: int | None = None
        others: set[int] = set()
        for indices in placed.lists_near(text.box):
            for earlier in indices:
                if first is not None and earlier > first and len(others) > PILE:
                    break
                if earlier != first and earlier not in others and texts[earlier].box.overlaps(text.box):
                    if first is None or earlier < first:
                        if first is not None:
                            others.add(first)
                        first = earlier
                    else:
                        others.add(earlier)
        placed.add(index, text.box)
        if first is None:
            continue
        other = f"label `{texts[first].text}`"
        if not others:
            message = messages.LABEL_OVERLAP.format(text=text.text, other=other)
        else:
            more = (
                messages.OTHER_LABEL if len(others) == 1
                else messages.OTHER_LABELS_PILE.format(count=PILE) if len(others) > PILE
                else messages.OTHER_LABELS.format(count=len(others))
            )
            message = messages.LABEL_OVERLAP_MORE.format(text=text.text, other=other, more=more)
        diagnostics.error(source.locate(text.source), message, _area(text.box.union(texts[first].box)))


def _area(box: Box) -> tuple[float, float, float, float]:
    """A finding's place on the card, for a draft to outline."""
    return (box.x, box.y, box.width, box.height)


def _name(element: Element) -> str:
    if isinstance(element, Text):
        return f"label `{element.text}`"
    return messages.article(element.role)


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
        diagnostics.error(source.locate(text.source), messages.MISSING_GLYPH.format(chars=chars, text=text.text), _area(text.box))
    minimum = theme.type.minimum
    if text.size < minimum:
        diagnostics.error(
            source.locate(text.source),
            messages.TEXT_TOO_SMALL.format(text=text.text, size=text.size, minimum=minimum),
            _area(text.box),
        )


def _check_shape(rect: Rect, theme: Theme, source: SourceMap, diagnostics: Diagnostics) -> None:
    minimum = theme.layout.minimum_size
    smallest = min(rect.box.width, rect.box.height)
    if smallest < minimum - 0.01:
        diagnostics.error(
            source.locate(rect.source),
            messages.TOO_SMALL.format(what=messages.article(rect.role), size=smallest, minimum=int(minimum)),
            _area(rect.box),
        )
    paper = theme.colour("paper")
    paints = [p for p in (rect.paint.fill, rect.paint.stroke, rect.paint.hatch) if p]
    best = max((contrast(theme.colour(p), paper) for p in paints), default=1.0)
    if best < theme.contrast.shape:
        diagnostics.error(
            source.locate(rect.source),
            messages.LOW_CONTRAST.format(what=messages.article(rect.role), ratio=best, minimum=theme.contrast.shape),
            _area(rect.box),
        )


def _check_contrast(
    text: Text, index: int, scene: Scene, fills: _Under, theme: Theme, source: SourceMap, diagnostics: Diagnostics
) -> None:
    """Against the last filled rectangle drawn under the label's centre, or the paper."""
    backdrop = scene.paper
    centre = (text.box.centre_x, text.box.centre_y)
    under = fills.last_before(*centre, index)
    if under is not None:
        backdrop = scene.elements[under].paint.fill
    ratio = contrast(theme.colour(text.colour), theme.colour(backdrop))
    if ratio < theme.contrast.text:
        diagnostics.error(
            source.locate(text.source),
            messages.LOW_CONTRAST.format(what=f"label `{text.text}`", ratio=ratio, minimum=theme.contrast.text),
            _area(text.box),
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
