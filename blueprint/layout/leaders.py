"""Words set apart on a leader (`leader: true`, on every labelled part).

One pass for every mark, once every label stands where the label search put
it (`layout/labels.py`): each part that asks for a leader has its label moved
to the first place at a leader's length from the part where the words meet
nothing lint would refuse (no mark, line or other words) and stay on the card,
and a leader drawn to them: a 1.5 px ink line from a 4 px dot on the part to
the words' nearest edge (STYLE.md). It runs after the marks are sized, so a
leader never grows a plot or moves another label; the words' own place, where
the mark first stood them, is simply left. Up and right first (the house's
habit: a reader's eye runs that way), then the other corners, then the sides;
with `label-side`, on that side only.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from blueprint.layout.label_search import REACH, one_phrase
from blueprint.marks.label import wants_leader
from blueprint.model import SpecModel
from blueprint.rules.judge import conflict
from blueprint.rules.marks import MarkIndex
from blueprint.rules.policy import labels_meet
from blueprint.scene import Box, Dot, Element, Line, MarkInfo, Paint, Path, Rect, SpecPath, Text

REACHES = (1.0, 1.5, 2.0, 2.5, 3.0, 4.0)  # the leader's length, in theme leader lengths, tried in turn
DIAGONAL = math.sqrt(0.5)
# Directions the words may stand in from the part, in the order tried: (dx, dy).
DIRECTIONS = {
    "up-right": (DIAGONAL, -DIAGONAL), "up-left": (-DIAGONAL, -DIAGONAL), "down-right": (DIAGONAL, DIAGONAL), "down-left": (-DIAGONAL, DIAGONAL),
    "right": (1.0, 0.0), "left": (-1.0, 0.0), "above": (0.0, -1.0), "below": (0.0, 1.0),
}
ON_SIDE = {"above": ("up-right", "up-left", "above"), "below": ("down-right", "down-left", "below"), "left": ("up-left", "down-left", "left"), "right": ("up-right", "down-right", "right")}
ANCHORS = 9  # the points along a line or curve a leader may leave from, its middle first
GAP = 2.0  # px between the leader's end and the words
NEAR = REACH  # px round what it draws a leader's place looks: lint's widest clearance, wider than a space between words


def asked(nodes: Sequence[Any]) -> dict[SpecPath, SpecModel]:
    """Every part asking for a leader, by its path in the spec."""
    return {path: part for node in nodes for part, path in _parts(node.spec, tuple(node.path)) if wants_leader(part)}


def _parts(value: Any, path: SpecPath) -> Iterator[tuple[Any, SpecPath]]:
    if isinstance(value, SpecModel):
        yield value, path
        for name, field in type(value).model_fields.items():
            yield from _parts(getattr(value, name), path + (field.alias or name,))
    elif isinstance(value, (list, tuple)):
        for index, each in enumerate(value):
            yield from _parts(each, path + (index,))


def set_apart(elements: list[Element], nodes: Sequence[Any], marks: tuple[MarkInfo, ...], room: Box, length: float, dot: float) -> list[Element]:
    """`elements` with every asked label moved apart onto a leader."""
    wanted = asked(nodes)
    if not wanted:
        return elements
    placed = list(elements)
    for path, part in wanted.items():
        source = path + ("label",)
        if any(isinstance(e, Text) and tuple(e.source) == source for e in placed):  # the words move onto this leader: a leader the mark drew to their first place goes
            placed = [e for e in placed if not (e.role == "leader" and tuple(e.source) == path + ("leader",))]
        at = next((i for i, e in enumerate(placed) if isinstance(e, Text) and tuple(e.source) == source), None)
        body = [e for e in placed if not isinstance(e, Text) and tuple(e.source) == path and e.role != "leader"]
        if at is None or not body:
            continue
        words = placed[at]
        assert isinstance(words, Text)
        side = getattr(part, "label_side", None)
        index = MarkIndex(marks, placed)
        moved, leader = _apart(words, body, [e for i, e in enumerate(placed) if i != at and not _own_leader(e, path)], index, room, length, dot, side)
        placed[at] = moved
        if leader:  # one label, one leader: the short one its mark drew to the words' old place goes
            placed = [e for e in placed if not _own_leader(e, path)]
        placed.extend(leader)
    return placed


def _own_leader(element: Element, path: SpecPath) -> bool:
    """Whether `element` is the part's own leader as its mark drew it (a
    region's words beside its end), which a leader drawn here replaces."""
    return element.role == "leader" and tuple(element.source) == path + ("leader",)


def _apart(words: Text, body: Sequence[Element], others: list[Element], index: MarkIndex, room: Box, length: float, dot: float, side: str | None) -> tuple[Text, list[Element]]:
    """The first free place for the words and the leader to it, on the side
    asked while the card holds them there; where none is free, the one
    meeting least (lint then says what it meets); where none is on the card,
    the words stay where their mark stood them, with no leader."""
    best: tuple[int, Text, list[Element]] | None = None
    around = Box.around([e.bounds for e in body])
    assert around is not None
    field = around.grown(REACHES[-1] * length + words.box.width + words.box.height)
    others = [other for other in others if other.bounds.overlaps(field)]
    asked = ON_SIDE.get(side or "", tuple(DIRECTIONS))
    tried = [(reach, anchor, name) for names in (asked, tuple(n for n in DIRECTIONS if n not in asked))  # the side asked first; past the card there, any other
             for reach in REACHES for anchor in _anchors(body) for name in names]
    for number, (reach, anchor, name) in enumerate(tried):
        if best is not None and number and name not in asked and tried[number - 1][2] in asked:
            break  # a place on the side asked, though not free, before any on another side
        moved = _placed(words, anchor, DIRECTIONS[name], reach * length)
        leader = _leader(moved, body, words.owner, tuple(body[0].source) + ("leader",), dot)
        if not room.contains(moved.box):
            continue
        met = sum(1 for drawn in (moved, *leader) for other in others if other.bounds.grown(NEAR).overlaps(drawn.bounds) and _meet(drawn, other, index))
        met += _on_part(moved.box, body)
        if best is None or met < best[0]:
            best = (met, moved, leader)
        if met == 0:
            return moved, leader
    for reach, anchor, name, slide in _slid(asked, body):  # none free: the words slid along over (or under) the part, its end off their middle
        moved = _placed(words, anchor, DIRECTIONS[name], reach * length, slide)
        leader = _leader(moved, body, words.owner, tuple(body[0].source) + ("leader",), dot)
        if room.contains(moved.box) and not any(other.bounds.grown(NEAR).overlaps(drawn.bounds) and _meet(drawn, other, index) for drawn in (moved, *leader) for other in others) and not _on_part(moved.box, body):
            return moved, leader
    if best is None:
        return words, []
    return best[1], best[2]


SLIDES = (0.3, 0.7, 0.15, 0.85)  # where along the words the leader meets them, past their middle
SHORT = 0.5  # a leader half the theme's, tried last: words close over a part in a narrow room (a bump under a spike)


def _slid(asked: tuple[str, ...], body: Sequence[Element]) -> Iterator[tuple[float, Box, str, float]]:
    """Places tried once no other is free: words straight over or under the
    part (on the side asked, else either), slid along it so the leader meets
    them off their middle: between two lines that close in over a part, the
    room may lie beside the part's point, not centred on it."""
    sides = [n for n in asked if n in ("above", "below")] or ["above", "below"]
    for reach in (SHORT,) + REACHES:
        for anchor in _anchors(body):
            for name in sides:
                for slide in SLIDES:
                    yield reach, anchor, name, slide


def _meet(drawn: Element, other: Element, index: MarkIndex) -> bool:
    """Whether lint would refuse the two as they stand (words against words by their own rule)."""
    if isinstance(drawn, Text) and isinstance(other, Text):  # on each other, or one phrase on a line (lint refuses both)
        return labels_meet(drawn, other) or one_phrase(drawn.box, drawn.size, other.box, other.size)
    return conflict(drawn, other, index) is not None


def _on_part(words: Box, body: Sequence[Element]) -> bool:
    """Whether the words stand on their own part (which lint lets a label
    do): on a line or a curve near any point along it, on anything else
    within its box."""
    near = words.grown(4)
    for shape in body:
        if isinstance(shape, (Line, Path)):
            points = _points(shape)
            filled = isinstance(shape, Path) and bool(shape.paint.fill)
            edges = list(zip(points, points[1:] + points[:1] if filled else points[1:]))
            for (x1, y1), (x2, y2) in edges:
                steps = max(1, int(math.hypot(x2 - x1, y2 - y1) / 4))
                if any(near.contains(Box(x1 + (x2 - x1) * k / steps, y1 + (y2 - y1) * k / steps, 0, 0)) for k in range(steps + 1)):
                    return True
            if filled and _inside(points, (near.centre_x, near.centre_y)):
                return True
        elif shape.bounds.overlaps(near):
            return True
    return False


def _inside(polygon: list[tuple[float, float]], point: tuple[float, float]) -> bool:
    """Whether a point lies inside a polygon (even-odd crossings)."""
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def _anchors(body: Sequence[Element]) -> list[Box]:
    """Where on the part a leader may leave from, as boxes round them: the
    whole of a small or boxed part; the points along a line or a curve,
    its middle first."""
    shape = max(body, key=lambda e: e.bounds.width * e.bounds.height)
    if isinstance(shape, (Dot, Rect)) or not isinstance(shape, (Line, Path)):
        return [shape.bounds]
    points = _points(shape)
    middle = len(points) // 2
    ordered = sorted(range(len(points)), key=lambda i: abs(i - middle))
    return [Box(points[i][0], points[i][1], 0.0, 0.0) for i in ordered[:ANCHORS]]


def _points(shape: Line | Path) -> list[tuple[float, float]]:
    if isinstance(shape, Line):
        return [(shape.x1, shape.y1), ((shape.x1 + shape.x2) / 2, (shape.y1 + shape.y2) / 2), (shape.x2, shape.y2)]
    return [(numbers[-2], numbers[-1]) for command, numbers in shape.segments if len(numbers) >= 2]


def _placed(words: Text, anchor: Box, direction: tuple[float, float], reach: float, slide: float = 0.5) -> Text:
    """The words with their nearest corner (or side's middle) `reach` from the
    anchor in `direction`: off its side for a side, off its top or bottom and
    `reach` along from its middle for a corner (words over a wide part stand
    over it, not past its end); straight over or under, the anchor at
    `slide` along the words (their middle by default)."""
    dx, dy = direction
    box = words.box
    x = anchor.centre_x + dx * (reach if dy else anchor.width / 2 + reach)
    y = anchor.centre_y + dy * (anchor.height / 2 + reach)
    left = x if dx > 0 else x - box.width if dx < 0 else x - box.width * slide
    top = y if dy > 0 else y - box.height if dy < 0 else y - box.height / 2
    shift_x, shift_y = left - box.x, top - box.y
    return replace(words, x=words.x + shift_x, baseline=words.baseline + shift_y, box=Box(left, top, box.width, box.height), alternatives=(), colours=(), reserve=0)


def _leader(words: Text, body: Sequence[Element], owner: SpecPath, where: SpecPath, dot: float) -> list[Element]:
    """The ink line from the part to the words' nearest edge, a dot where it touches the part."""
    box = words.box
    shape = max(body, key=lambda e: e.bounds.width * e.bounds.height)
    near = (min(max(shape.bounds.centre_x, box.x), box.right), min(max(shape.bounds.centre_y, box.y), box.bottom))
    start = _touching(shape, near, dot)
    end = (min(max(start[0], box.x - GAP), box.right + GAP), min(max(start[1], box.y - GAP), box.bottom + GAP))
    if box.x - GAP < start[0] < box.right + GAP:
        end = (start[0] if box.x <= start[0] <= box.right else end[0], end[1])
    paint = Paint(stroke="ink", stroke_width="thin")
    return [Line(start[0], start[1], end[0], end[1], paint, "leader", owner, where), Dot(start[0], start[1], dot / 2, "ink", "leader", owner, where)]


def _touching(shape: Element, toward: tuple[float, float], dot: float) -> tuple[float, float]:
    """The point of the part a leader toward `toward` leaves from: on a dot's
    rim, on a box's edge (clear of its corners), on a line's or curve's
    nearest point."""
    if isinstance(shape, Dot):
        angle = math.atan2(toward[1] - shape.cy, toward[0] - shape.cx)
        return shape.cx + shape.radius * math.cos(angle), shape.cy + shape.radius * math.sin(angle)
    if isinstance(shape, (Line, Path)):
        return min(_points(shape), key=lambda p: (p[0] - toward[0]) ** 2 + (p[1] - toward[1]) ** 2)
    bounds = shape.bounds
    inset_x, inset_y = max(min(dot, bounds.width / 2), bounds.width / 4), max(min(dot, bounds.height / 2), bounds.height / 4)  # clear of its corners
    x = min(max(toward[0], bounds.x + inset_x), bounds.right - inset_x)
    y = min(max(toward[1], bounds.y + inset_y), bounds.bottom - inset_y)
    outside_x = toward[0] < bounds.x or toward[0] > bounds.right
    outside_y = toward[1] < bounds.y or toward[1] > bounds.bottom
    if outside_y or not outside_x:
        return x, bounds.y if toward[1] < bounds.centre_y else bounds.bottom
    return (bounds.x if toward[0] < bounds.centre_x else bounds.right), y


__all__ = ["asked", "set_apart"]
