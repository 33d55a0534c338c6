"""Which thing a label's place names: the nearest drawn thing of its kind.

A reader takes words for the name of what stands nearest them. Moved off
its mark to clear room (a cross's word set past the end of the tread it
stands on), a label may come to stand nearer another thing of the kind it
names, or of the kind its mark stands over: "preemption" by the riser of
the next step reads as naming that step (faithful11). A place where a
shape of like kind stands nearer the words than any of their own thing's
costs MISNAMED in the label search (`layout/labels.py`).

Like kind: a shape whose owner has the same path as the named thing's, but
for its list positions (`marks/*/icon`, `.../steps/*`: another icon, another
step of the staircase); and, for a mark drawn over a part of another mark
(an icon `over` a tread), the parts like the one under it. That part, under
the mark, counts as neither its own nor a rival: words below a cross on a
tread stand nearer the tread than the cross, and name the cross.

Only the places the search moves a label to are judged: the place its mark
stood it is the mark's own choice, trusted as its drawing is (`policy.SAME`).
"""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.rules.geometry import Polyline, drawn_points
from blueprint.rules.index import Buckets
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Element, SpecPath, Text

NEARER = 0.5  # px by which a rival must stand nearer than the own thing to name the words (rounding)

OWN_REACH = 64.0  # px round a place its own thing is looked for first

Pattern = tuple[object, ...]


def pattern(path: SpecPath) -> Pattern:
    """A path with its list positions left open: what things of one kind share."""
    return tuple(None if isinstance(step, int) else step for step in path)


def named_thing(text: Text) -> SpecPath:
    """What a label names: its owner, less a trailing `label`."""
    owner = tuple(text.owner)
    return owner[:-1] if owner[-1:] == ("label",) else owner


class Namers:
    """The scene's shapes, indexed once, asked which thing stands nearest a
    label's place (see the module)."""

    def __init__(self, elements: Sequence[Element], index: MarkIndex, width: float, height: float):
        self.elements = elements
        self.index = index
        shapes = [i for i, e in enumerate(elements) if not isinstance(e, Text) and e.owner and e.role != "leader"]
        self.patterns = {i: pattern(tuple(elements[i].owner)) for i in shapes}
        self.by_prefix: dict[SpecPath, list[int]] = {}
        for i in shapes:
            owner = tuple(elements[i].owner)
            for length in range(1, len(owner) + 1):
                self.by_prefix.setdefault(owner[:length], []).append(i)
        self.lines: dict[int, Polyline | None] = {}
        # shapes drawn alike on one spot (icons piled `over` one) judged once: one stands for them all
        self.standing_for: dict[int, list[int]] = {}
        self.stands_for: dict[int, int] = {}
        first: dict[tuple, int] = {}
        for i in shapes:
            at = first.setdefault((elements[i].kind, elements[i].bounds, tuple(drawn_points(elements[i]))), i)
            self.standing_for.setdefault(at, []).append(i)
            self.stands_for[i] = at
        self.near = Buckets(width, height, ((i, elements[i].bounds) for i in self.standing_for))

    def judge(self, text: Text) -> "Naming | None":
        """How to judge a label's places; None where it names nothing drawn."""
        thing = named_thing(text)
        own = self.by_prefix.get(thing, [])
        if not own or text.role in ("inside", "plated"):
            return None
        kinds = {pattern(thing)}
        under: set[int] = set()
        mark = self.index.mark_of(thing)
        info = self.index.marks.get(mark) if mark == thing else None
        if info is not None and info.joins and info.ends and info.kind not in ("connector",):
            for target in info.joins:
                for i in self.by_prefix.get(target, []):
                    if i not in own and any(end.grown(1.0).contains(self.elements[i].bounds) for end in info.ends):
                        part = tuple(self.elements[i].owner)
                        under.update(self.by_prefix.get(part, []))
                        kinds.add(pattern(part))
        return Naming(self, set(own), under, kinds)

    def distance(self, at: int, box: Box, beyond: float = float("inf")) -> float:
        element = self.elements[at]
        if at not in self.lines:
            points = drawn_points(element) if element.kind in ("line", "path") else []
            self.lines[at] = Polyline.of(points) if points else None
        line = self.lines[at]
        if line is not None:
            return line.distance(box, beyond)
        other = element.bounds
        return float(((max(box.x - other.right, 0.0, other.x - box.right)) ** 2 + (max(box.y - other.bottom, 0.0, other.y - box.bottom)) ** 2) ** 0.5)


class Naming:
    """One label's own shapes, the shapes under its mark, and the kinds of its rivals."""

    def __init__(self, namers: Namers, own: set[int], under: set[int], kinds: set[Pattern]):
        self.namers, self.own, self.under, self.kinds = namers, own, under, kinds
        self.own_spots = {namers.stands_for[i] for i in own}  # a spot its own thing holds: no rival there stands nearer

    def names_another(self, box: Box) -> bool:
        """Whether a shape of like kind, not its own nor under its mark, stands nearer `box` than its own thing."""
        namers = self.namers
        own = self._own_distance(box)
        if own <= NEARER:
            return False
        for spot in namers.near.near(box.grown(own)):
            if spot in self.own_spots or not any(self._rival(other) for other in namers.standing_for[spot]):
                continue
            if namers.distance(spot, box, own) < own - NEARER:
                return True
        return False

    def _rival(self, other: int) -> bool:
        return other not in self.under and any(self.namers.patterns[other][: len(kind)] == kind for kind in self.kinds)

    def _own_distance(self, box: Box) -> float:
        """How near the label's own thing comes to `box`: looked for near it
        first (a lane's name owns every stretch of the lane)."""
        namers = self.namers
        for reach in (OWN_REACH, 4 * OWN_REACH):
            found = min((namers.distance(spot, box) for spot in namers.near.near(box.grown(reach)) if spot in self.own_spots), default=float("inf"))
            if found <= reach:
                return found
        return min(namers.distance(spot, box) for spot in self.own_spots)
