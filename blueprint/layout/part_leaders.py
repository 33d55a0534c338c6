"""Words held just off their part, tied back to it by a leader.

Over or under a narrow part (an event's cross on a lane), words slide along
to clear a line through the part (a boundary at the event's moment); where
every place over the part meets the line, they take one beside it, over
under a third of the part (`draw/labels.off_part`), and read as naming what
stands under them instead: `node-replace`'s "evicted" over the empty
stretch after its cross (faithful11). Once every label stands, such words
get a short leader from their part, its dot clear of every other line and
crossing none (`series_leaders.leader_to`), which says what they name.
"""

from __future__ import annotations

from blueprint.layout.draw.labels import OVER_PART
from blueprint.layout.series_leaders import Polyline, leader_to
from blueprint.rules.geometry import drawn_points
from blueprint.rules.judge import conflict
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Element, Line, MarkInfo, Path, Text

FIELD = 4.0  # the other lines looked at: within this many theme leader lengths of the words


def tied_back(elements: list[Element], marks: tuple[MarkInfo, ...], gap: float, dot: float, length: float) -> list[Element]:
    """`elements` with a leader from its part to each label standing over or
    under it by less than OVER_PART of the narrower (see the module), where
    the leader meets nothing lint would refuse."""
    index = MarkIndex(marks, elements)
    bodies: dict[tuple, list[Element]] = {}
    for element in elements:
        if not isinstance(element, Text) and element.role != "leader":
            bodies.setdefault(tuple(element.source), []).append(element)
    added: list[Element] = []
    for words in elements:
        if not isinstance(words, Text) or words.role != "label" or tuple(words.source[-1:]) != ("label",):
            continue
        path = tuple(words.source[:-1])
        body = bodies.get(path, [])
        part = Box.around([e.bounds for e in body])
        if part is None or not _barely_over(words.box, part) or any(e.role == "leader" and tuple(e.source)[: len(path)] == path for e in elements):  # on a leader already (stepped, asked)
            continue
        own = [points for e in body if (points := _outline(e))]
        field = words.box.grown(FIELD * length)
        rivals = [points for e in elements if isinstance(e, (Line, Path)) and tuple(e.source) != path and e.bounds.overlaps(field) and (points := drawn_points(e))]
        leader = leader_to(words.box, own, rivals, (gap, dot, FIELD * length), path)
        near = [e for e in elements if e is not words and tuple(e.source) != path and e.bounds.overlaps(field)]
        if not any(conflict(drawn, other, index) is not None for drawn in leader for other in near):
            added += leader
    return elements + added


def _barely_over(words: Box, part: Box) -> bool:
    """Whether words stand over or under a part narrower than they are, over
    less than OVER_PART of it: slid off it (a bar's name over a bar wider
    than it, centred with its kin, is not slid off a narrow part)."""
    apart = words.bottom <= part.y + 0.5 or words.y >= part.bottom - 0.5
    over = min(words.right, part.right) - max(words.x, part.x)
    return apart and part.width < words.width and 0.0 < over < part.width * OVER_PART - 0.01


def _outline(element: Element) -> Polyline:
    """The points a part draws through: a line's or a path's, else its box's edges."""
    points = drawn_points(element)
    if points:
        return points
    box = element.bounds
    return [(box.x, box.y), (box.right, box.y), (box.right, box.bottom), (box.x, box.bottom), (box.x, box.y)]
