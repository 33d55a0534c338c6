"""The marks of a scene, found by the owners of their elements: the index
that layout (placing labels) and lint (judging pairs) both ask which mark an
element belongs to and which marks a connector joins."""

from __future__ import annotations

from collections.abc import Iterable

from blueprint.rules.geometry import meets
from blueprint.rules.policy import PLOTTED
from blueprint.scene import Element, Line, MarkInfo, Path, SpecPath

LINE_ROLES = ("connector", "leader")
ENCLOSURES = ("frame",)  # marks drawn round others: what joins one they hold joins them


def _points(element: Element) -> list[tuple[float, float]]:
    if isinstance(element, Line):
        return [(element.x1, element.y1), (element.x2, element.y2)]
    if isinstance(element, Path):
        found = []
        for command, numbers in element.segments:
            if len(numbers) >= 2:
                found.append((numbers[-2], numbers[-1]))
        return found
    return []


class MarkIndex:
    """The marks of a scene, found by the owners of their elements: which mark
    an element belongs to, and which marks a connector joins."""

    def __init__(self, marks: tuple[MarkInfo, ...], elements: Iterable[Element] = ()):
        self.marks = {mark.path: mark for mark in marks}
        self.order = {path: index for index, path in enumerate(self.marks)}
        self._mark_of: dict[SpecPath, SpecPath | None] = {}
        self.ends: dict[SpecPath, list[tuple[float, float]]] = {}  # a link mark's ends: where its lines stop
        for element in elements:
            if element.role in LINE_ROLES:
                points = _points(element)
                if points:
                    self.ends.setdefault(self.mark_of(element.owner) or element.owner, []).extend((points[0], points[-1]))

    def mark_of(self, owner: SpecPath) -> SpecPath | None:
        """The innermost mark whose path begins `owner`."""
        if owner not in self._mark_of:
            found = None
            for length in range(len(owner), 0, -1):
                if owner[:length] in self.marks:
                    found = owner[:length]
                    break
            self._mark_of[owner] = found
        return self._mark_of[owner]

    def holds_end(self, link: SpecPath, element: Element) -> bool:
        """Whether `element` holds an end of the link mark strictly inside it
        (a connector leaving a status bar; one arriving at an edge is not inside)."""
        if element.role == "pin":
            return False  # a card's pins are never where a line arrives
        info = self.marks.get(link)
        if info is None:
            return False
        box = element.bounds
        if element.role in PLOTTED:  # a plotted line holds an end where its drawing passes through it, not its box
            return any(meets(anchor, element, 1.0) for anchor in info.ends)
        if not any(box.overlaps(anchor.grown(1.0)) for anchor in info.ends):
            return False  # a cell beside the one it points at, a fan beside the status bar it leaves
        return (self.mark_of(element.owner) or ()) not in info.wholes  # joined as a whole: its line stops at the edge, never inside

    def joined(self, link: SpecPath, other: SpecPath) -> bool:
        """Whether mark `link` joins `other`, or a mark inside it (a group), or
        one that `other` encloses (a frame round a node: a line leaving one of
        its members crosses its outline, a line between two others may not)."""
        info = self.marks.get(link)
        if info is None:
            return False
        if any(target[: len(other)] == other or other[: len(target)] == target for target in info.joins):
            return True
        enclosure = self.marks.get(other)
        return enclosure is not None and enclosure.kind in ENCLOSURES and any(self.joined(link, held) for held in enclosure.joins)
