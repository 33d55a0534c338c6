"""The Scene: absolute geometry in canvas units, the one intermediate form.

Every element knows the spec node that made it (`source`, a path into the spec),
the thing it belongs to (`owner`, also a spec path; a label may lie on its own
part), and the role it plays. Style is still theme tokens here, not colours.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from collections.abc import Callable
from typing import Any, Union, cast

SpecPath = tuple[Any, ...]


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def centre_x(self) -> float:
        return self.x + self.width / 2

    @property
    def centre_y(self) -> float:
        return self.y + self.height / 2

    def moved(self, dx: float = 0.0, dy: float = 0.0) -> "Box":
        return Box(self.x + dx, self.y + dy, self.width, self.height)

    def grown(self, by: float) -> "Box":
        return Box(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)

    def overlaps(self, other: "Box") -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def contains(self, other: "Box", tolerance: float = 0.01) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def union(self, other: "Box") -> "Box":
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    @staticmethod
    def around(boxes: "list[Box]") -> "Box | None":
        """The box around all of them, in one pass (a 10,000-cell grid's extent)."""
        boxes = list(boxes)
        if not boxes:
            return None
        x, y = min(b.x for b in boxes), min(b.y for b in boxes)
        return Box(x, y, max(b.x + b.width for b in boxes) - x, max(b.y + b.height for b in boxes) - y)


@dataclass(frozen=True)
class Paint:
    """Fill and stroke as theme tokens; `line` is the outline's rhythm."""

    fill: str | None = None
    stroke: str | None = None
    stroke_width: str = "outline"
    line: str = "solid"
    hatch: str | None = None
    cap: str = "butt"


@dataclass(frozen=True)
class Rect:
    box: Box
    paint: Paint
    role: str
    owner: SpecPath
    source: SpecPath

    kind: str = field(default="rect", init=False)

    @property
    def bounds(self) -> Box:
        return self.box

    def moved(self, dx: float, dy: float) -> "Rect":
        return replace(self, box=self.box.moved(dx, dy))


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    paint: Paint
    role: str
    owner: SpecPath
    source: SpecPath
    # A link's line that stops short of its mark, beyond the mark's words facing it: where the mark's
    # edge stands on the line's way, at its start and at its end (`layout/reach.py` draws the line on
    # to it once the words have moved elsewhere)
    reaches: tuple[tuple[float, float] | None, tuple[float, float] | None] = (None, None)

    kind: str = field(default="line", init=False)

    @property
    def bounds(self) -> Box:
        return Box(min(self.x1, self.x2), min(self.y1, self.y2), abs(self.x2 - self.x1), abs(self.y2 - self.y1))

    def moved(self, dx: float, dy: float) -> "Line":
        start, end = (None if p is None else (p[0] + dx, p[1] + dy) for p in self.reaches)
        return replace(self, x1=self.x1 + dx, y1=self.y1 + dy, x2=self.x2 + dx, y2=self.y2 + dy, reaches=(start, end))


@dataclass(frozen=True)
class Dot:
    cx: float
    cy: float
    radius: float
    colour: str
    role: str
    owner: SpecPath
    source: SpecPath

    kind: str = field(default="dot", init=False)

    @property
    def bounds(self) -> Box:
        return Box(self.cx - self.radius, self.cy - self.radius, 2 * self.radius, 2 * self.radius)

    def moved(self, dx: float, dy: float) -> "Dot":
        return replace(self, cx=self.cx + dx, cy=self.cy + dy)


@dataclass(frozen=True)
class Text:
    """A run of text: its baseline origin, its size, and its measured box."""

    text: str
    x: float
    baseline: float
    size: float
    colour: str
    box: Box
    role: str
    owner: SpecPath
    source: SpecPath
    alternatives: tuple[tuple[float, float], ...] = ()  # other places it may take (offsets), in the mark's order
    # its colour at each of those places, where one differs from `colour` (a theme
    # whose label inside a light part is dark and outside it light); else empty
    colours: tuple[str, ...] = ()
    # a label of two lines: `text` holds them joined by a line break, each set
    # `left`, `centre` or `right` in the box; empty for one line
    align: str = ""
    # how many of `alternatives`, the last ones, it takes only to clear
    # something lint refuses (a line through its words), never merely to part
    # two labels that read as one phrase: a tick's name beside its tick
    reserve: int = 0

    kind: str = field(default="text", init=False)

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    def set_lines(self, width: "Callable[[str], float]") -> list[tuple[str, float, float]]:
        """(words, x, baseline) of each line, `width` measuring a line: one
        line at the run's own origin; two one under the other, each set in
        the box by `align`."""
        lines = self.lines
        if len(lines) == 1:
            return [(self.text, self.x, self.baseline)]
        share = {"left": 0.0, "centre": 0.5, "right": 1.0}[self.align or "left"]
        step = self.box.height / len(lines)
        return [(line, self.box.x + share * (self.box.width - width(line)), self.baseline + n * step) for n, line in enumerate(lines)]

    @property
    def bounds(self) -> Box:
        return self.box

    def moved(self, dx: float, dy: float) -> "Text":
        return replace(self, x=self.x + dx, baseline=self.baseline + dy, box=self.box.moved(dx, dy))


@dataclass(frozen=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float
    paint: Paint
    role: str
    owner: SpecPath
    source: SpecPath

    kind: str = field(default="ellipse", init=False)

    @property
    def bounds(self) -> Box:
        return Box(self.cx - self.rx, self.cy - self.ry, 2 * self.rx, 2 * self.ry)

    def moved(self, dx: float, dy: float) -> "Ellipse":
        return replace(self, cx=self.cx + dx, cy=self.cy + dy)


Segment = tuple[str, tuple[float, ...]]


def _moved_segment(segment: Segment, dx: float, dy: float) -> Segment:
    command, numbers = segment
    if command.upper() == "A":  # rx ry rotation large sweep x y: only the end point moves
        return command, numbers[:5] + (numbers[5] + dx, numbers[6] + dy)
    return command, tuple(v + (dx if i % 2 == 0 else dy) for i, v in enumerate(numbers))


@dataclass(frozen=True)
class Path:
    """A path in absolute coordinates: (command, numbers) with M L C Q A Z commands."""

    segments: tuple[Segment, ...]
    paint: Paint
    role: str
    owner: SpecPath
    source: SpecPath

    kind: str = field(default="path", init=False)

    @property
    def bounds(self) -> Box:
        points: list[tuple[float, float]] = []
        for command, numbers in self.segments:
            if command == "A" and points:  # an arc by points along it: a cloud's lobes, a database's foot stand past its ends
                points.extend(arc_points(points[-1], numbers))
                continue
            pairs = numbers[5:7] if command.upper() == "A" else numbers
            points.extend(zip(pairs[0::2], pairs[1::2]))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def moved(self, dx: float, dy: float) -> "Path":
        return replace(self, segments=tuple(_moved_segment(s, dx, dy) for s in self.segments))


def arc_points(start: tuple[float, ...], numbers: tuple[float, ...], steps: int = 16) -> list[tuple[float, float]]:
    """An SVG elliptical arc from `start` (rx, ry, rotation, large, sweep,
    x, y), as points along it: its centre found as SVG's implementation
    notes (F.6.5) find it, radii too small for the ends grown to fit."""
    rx, ry, rotation, large, sweep, x, y = numbers
    x0, y0 = start[0], start[1]
    if rx == 0 or ry == 0 or (x0, y0) == (x, y):
        return [(x, y)]
    rx, ry = abs(rx), abs(ry)
    cos, sin = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
    dx, dy = (x0 - x) / 2, (y0 - y) / 2
    x1, y1 = cos * dx + sin * dy, -sin * dx + cos * dy
    grow = (x1 / rx) ** 2 + (y1 / ry) ** 2
    if grow > 1:
        rx, ry = rx * math.sqrt(grow), ry * math.sqrt(grow)
    top = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    share = math.sqrt(max(0.0, top / (rx * rx * y1 * y1 + ry * ry * x1 * x1)))
    if bool(large) == bool(sweep):
        share = -share
    cx1, cy1 = share * rx * y1 / ry, -share * ry * x1 / rx
    cx, cy = cos * cx1 - sin * cy1 + (x0 + x) / 2, sin * cx1 + cos * cy1 + (y0 + y) / 2
    first = math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    turn = math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - first
    if sweep and turn < 0:
        turn += 2 * math.pi
    elif not sweep and turn > 0:
        turn -= 2 * math.pi
    found = []
    for step in range(1, steps + 1):
        t = first + turn * step / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        found.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    found[-1] = (x, y)
    return found


Element = Union[Rect, Line, Dot, Text, Ellipse, Path]


@dataclass(frozen=True)
class Placement:
    """Where a block (a mark or a group) stands: its box, its place on the card
    in thirds (`across`: left, centre, right; `down`: top, middle, bottom), and
    how it was placed (`right-of` a target, `in-row` of a group, or by flow)."""

    path: SpecPath
    kind: str
    id: str
    box: Box
    across: str
    down: str
    relation: str = ""
    target: str = ""


@dataclass(frozen=True)
class MarkInfo:
    """A mark as lint needs it: what it is, its id, and the marks it joins (a
    connector's ends, a note's leader target, a mark drawn `over` another),
    which alone its lines may touch."""

    path: SpecPath
    kind: str
    id: str = ""
    joins: tuple[SpecPath, ...] = ()
    parts: tuple[tuple[SpecPath, str, str], ...] = ()  # its parts that have ids: (path, id, what: `span`)
    wholes: tuple[SpecPath, ...] = ()  # the joined marks it joins as a whole (`to: card`, not `to: card.status`): at their edge
    ends: tuple[Box, ...] = ()  # the anchors it joins, where they stand: only what holds one of them may meet its line


@dataclass(frozen=True)
class Scene:
    width: float
    height: float
    paper: str
    elements: tuple[Element, ...]
    anchors: dict[str, Box]
    title: str = ""
    font_file: str = ""
    blocks: tuple[Placement, ...] = ()
    marks: tuple[MarkInfo, ...] = ()

    def texts(self) -> list[Text]:
        return [e for e in self.elements if isinstance(e, Text)]

    def to_json(self) -> dict[str, Any]:
        """A plain, deterministic form (for golden files and debugging)."""
        data = asdict(self)
        data["anchors"] = {k: asdict(v) for k, v in sorted(self.anchors.items())}
        for element in data["elements"]:  # a label of one colour wherever it stands says nothing more
            if element.get("colours") == ():
                del element["colours"]
            if element.get("align") == "":  # one line: nothing to set
                del element["align"]
            if element.get("reserve") == 0:  # no place held in reserve
                del element["reserve"]
            if element.get("reaches") == (None, None):  # a line that reaches its marks
                del element["reaches"]
        return cast(dict[str, Any], _rounded(data))  # a dict rounds to a dict


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 2)
    if isinstance(value, dict):
        return {str(k): _rounded(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_rounded(v) for v in value]
    return value
