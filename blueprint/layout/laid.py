"""What a pass has drawn, as one value moved rigidly: elements, anchors,
bodies, extents and scales shift together, so a block moved after it is
drawn keeps every anchor a relation or a link will read. Apart from the
composer (`compose.py`) because the checks that read a finished composition
(`positions.py`, `relations.py`, `shared_scales.py`) need only this.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from blueprint.scene import Box, Element, SpecPath


@dataclass
class Laid:
    """What a pass has drawn so far for some blocks: elements, anchors, and each
    block's body (`boxes`, what relations line up with) and extent (`extents`)."""

    elements: list[Element] = field(default_factory=list)
    anchors: dict[str, Box] = field(default_factory=dict)
    boxes: dict[SpecPath, Box] = field(default_factory=dict)
    extents: dict[SpecPath, Box] = field(default_factory=dict)
    scales: dict[str, Any] = field(default_factory=dict)

    @property
    def bounds(self) -> Box | None:
        return Box.around([e.bounds for e in self.elements])

    def add(self, other: "Laid") -> "Laid":
        self.elements += other.elements
        self.anchors.update(other.anchors)
        self.boxes.update(other.boxes)
        self.extents.update(other.extents)
        self.scales.update(other.scales)
        return self

    def shifted(self, dx: float, dy: float) -> "Laid":
        if dx == 0 and dy == 0:
            return self
        return Laid(
            [e.moved(dx, dy) for e in self.elements],
            {k: b.moved(dx, dy) for k, b in self.anchors.items()},
            {k: b.moved(dx, dy) for k, b in self.boxes.items()},
            {k: b.moved(dx, dy) for k, b in self.extents.items()},
            {k: replace(s, left=s.left + dx) for k, s in self.scales.items()},
        )


def own_drawing(path: SpecPath, elements: list[Element]) -> Box | None:
    """What a block draws itself, its members and their words included, not
    the blocks placed against it or its parts (a note `above` a bar, whose
    own path is its own): what a row lines up, and what the check of its
    line reads (`relations.py`)."""
    return Box.around([e.bounds for e in elements if e.owner[: len(path)] == path])


def lined_up(paths: list[SpecPath], placed: list[Laid], align: str) -> list[float]:
    """How far each member of a row moves so that what each draws itself
    lines up as `align` says: a note placed against a member (`above` a
    bar, with its leader) hangs past the row's line, in a band the row keeps
    for all its members, and never moves the member off it (vocab10b: a
    note over a switch pushed its frame's bars 40 px below the next)."""
    edges = {"top": lambda box: box.y, "bottom": lambda box: box.bottom}
    edge = edges.get(align, lambda box: box.centre_y)
    nothing = Box(0.0, 0.0, 0.0, 0.0)
    lines = []
    for path, part in zip(paths, placed):
        bounds = part.bounds or nothing
        own = own_drawing(path, part.elements) or bounds
        lines.append((edge(own), edge(own) - bounds.y))
    line = max(reach for _, reach in lines)  # as far down as the member reaching furthest over it needs
    top = min((part.bounds or nothing).y for part in placed)
    return [top + line - at for at, _ in lines]


def water_fill(naturals: list[float], room: float) -> list[float]:
    """Widths for a row: each child its natural width if it fits an equal share,
    the rest sharing what remains equally."""
    widths = [0.0] * len(naturals)
    remaining, open_ = room, list(range(len(naturals)))
    while open_:
        share = max(remaining, 0.0) / len(open_)
        fixed = [i for i in open_ if naturals[i] <= share]
        if not fixed:
            for i in open_:
                widths[i] = share
            break
        for i in fixed:
            widths[i] = naturals[i]
            remaining -= naturals[i]
        open_ = [i for i in open_ if i not in fixed]
    return widths
