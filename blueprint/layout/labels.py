"""Every label placed together: a search over the places each may take.

A mark offers a label its places in order of preference (`Text.alternatives`)
and stands it in the first its own drawing leaves free; it cannot see marks
drawn after it, nor their labels. Here, with every element standing where it
ends up, each movable label's places are weighed by one cost:

- a conflict (what lint would report: the label over a mark, a line through
  it, another label on it, or past the card's margins) costs CONFLICT;
- a place further down the mark's order costs RANK for each step (distance
  from what it labels, and the reading direction the mark prefers); a place
  the mark holds in reserve (`Text.reserve`: a tick's name beside its tick)
  costs RESERVED more, so it is taken to clear a conflict, never a phrase;
- siblings (labels of one mark at the same rank in their lists) that part
  company cost ALIGN (labels of one kind line up);
- two labels of different things on one line closer than PHRASE_GAP ems
  cost PHRASE: at 400 px a reader reads them as one phrase ("b node fails
  c"), though lint lets them stand (issue 27 item 6);
- kin (like words of marks of one kind side by side or stacked, a bar's name
  and the next bar's, the numbers of four switches drawn alike) that stand on
  different sides of what they name cost KIN each: a reader reads three bars
  named above, above and to the right as three kinds of thing; beside their
  marks at different heights on them, LEVEL each, and they move to one level
  together where one at a time would not (`label_search._level_move`);
- a place the search moves a label to where a thing of the kind it names
  stands nearer than its own costs MISNAMED: "preemption" past the riser of
  the next step names that step (`layout/label_names.py`).

The search starts from the marks' choices and moves one label at a time to
its cheapest place given the others (iterated conditional modes), until no
move lowers the cost, so a label moves only to make room, and lint has to
complain only when no place is free (`layout/label_search.py`). Shapes that
many marks draw alike on one spot (icons piled `over` one) are judged once a
pile (`rules/piles.py`): a pile of n costs n, not n times n.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import replace

from blueprint.layout.label_names import Namers
from blueprint.layout.label_search import CONFLICT, MISNAMED, PHRASE, PHRASE_GAP, RANK, REACH, Label, one_phrase, search
from blueprint.rules.index import Buckets, MarkBuckets
from blueprint.rules.marks import MarkIndex
from blueprint.rules.judge import conflict
from blueprint.rules.piles import Piles
from blueprint.rules import policy
from blueprint.rules.policy import labels_meet
from blueprint.scene import Box, Element, MarkInfo, Text

RESERVED = CONFLICT / 2  # a place held in reserve: dearer than any phrase, alignment or rank, cheaper than a conflict


def place_labels(elements: list[Element], marks: tuple[MarkInfo, ...], room: Box) -> list[Element]:
    """`elements` with the movable labels moved to their cheapest places; `room`:
    where a label may stand (the canvas less what of the margin it may not take)."""
    movable = [i for i, e in enumerate(elements) if isinstance(e, Text) and e.alternatives]
    if not movable:
        return elements
    index = MarkIndex(marks, elements)
    moving = set(movable)
    standing = [(i, e) for i, e in enumerate(elements) if i not in moving]
    piles = Piles(room.right, room.bottom, index, (e for _, e in standing if not isinstance(e, Text)))  # shapes many marks draw alike, judged once a pile
    fixed = Buckets(room.right, room.bottom, ((i, e.bounds) for i, e in standing if isinstance(e, Text) or not piles.take(i, e)))
    inside = _inside_parts(elements)
    labels = [_weighed(elements, i, (fixed, piles), index, room, inside) for i in movable]
    _kin(labels, elements, index)
    _phrased(labels, inside)
    if all(label.unary[0] == 0 for label in labels) and not _any_overlap(labels) and not _kin_apart(labels) and not _any_phrase(labels):
        return elements
    _misnamed(labels, elements, index, room)
    search(labels, index)
    placed = list(elements)
    for label in labels:
        if label.choice:
            placed[label.index] = _moved(label)
    return placed


def crowded(elements: list[Element], marks: tuple[MarkInfo, ...], room: Box) -> int:
    """How many labels stand where lint would refuse them: on another label or
    closer than a space on its line, over a mark, or a line through them."""
    index = MarkIndex(marks, elements)
    near = Buckets(room.right, room.bottom, ((i, e.bounds) for i, e in enumerate(elements)))
    count = 0
    for at, text in enumerate(elements):
        if not isinstance(text, Text):
            continue
        others = (elements[i] for i in near.near(text.box.grown(REACH)) if i != at)
        count += any(labels_meet(text, e) if isinstance(e, Text) else conflict(text, e, index) is not None for e in others)
    return count


def clashes(elements: list[Element], marks: tuple[MarkInfo, ...], room: Box) -> int:
    """How many pairs of elements, labels or shapes, stand where lint would
    refuse them (the same rules): what a larger composition must not add.
    Walked as lint walks them: each element looks within lint's clearance,
    and a plain part passes over its own mark's plain parts a list at a time
    (a 10,000-cell grid costs a look at each square, not at every cell)."""
    index = MarkIndex(marks, elements)
    near = MarkBuckets(room.right, room.bottom, len(elements))
    piles = Piles(room.right, room.bottom, index, elements)  # what many marks draw alike on one spot: judged once a pile
    count = 0
    for at, element in enumerate(elements):
        mark = index.mark_of(element.owner)
        plain = policy.role_class(element) in (policy.BODY, policy.AREA) and not policy.watched(element)
        reach = (policy.BRAND_CLEARANCE if element.role == "brand" else policy.TEXT_CLEARANCE) + 1
        around = element.bounds.grown(reach)
        count += sum(conflict(element, elements[other], index) is not None for other in near.near_others(around, at, mark, plain))
        count += piles.conflicts(element, around, elements)
        if not piles.take(at, element):
            near.file(at, element.bounds, mark, plain)
    return count


def _inside_parts(elements: list[Element]) -> set[int]:
    """The labels standing inside the part they name (a stretch's words on
    it): a part's edges part them from their neighbours' words."""
    parts: dict[tuple, list[Box]] = {}
    for element in elements:
        if not isinstance(element, Text):
            parts.setdefault(tuple(element.source), []).append(element.bounds)
    return {at for at, e in enumerate(elements) if isinstance(e, Text) and any(b.contains(e.box) for b in parts.get(tuple(e.source[:-1]), ()))}


def _weighed(elements: list[Element], at: int, standing: tuple[Buckets, Piles], index: MarkIndex, room: Box, inside: Set[int] = frozenset()) -> Label:
    """A movable label with each of its places' own cost, against what stands
    still: the piled shapes (`Piles`) and the rest (`Buckets`)."""
    text = elements[at]
    assert isinstance(text, Text)
    fixed, piles = standing
    places = [text.box] + [text.box.moved(dx, dy) for dx, dy in text.alternatives]
    unary = []
    for rank, box in enumerate(places):
        cost = rank * RANK + (0.0 if room.contains(box) else CONFLICT) + (RESERVED if rank >= len(places) - text.reserve else 0.0)
        probe = replace(text, box=box)
        around = box.grown(max(REACH, PHRASE_GAP * text.size))
        cost += CONFLICT * piles.conflicts(probe, around, elements)
        for other in fixed.near(around):
            element = elements[other]
            if isinstance(element, Text):
                if labels_meet(probe, element):
                    cost += CONFLICT
                elif _on_a_line(text, element) and not {at, other} & inside and one_phrase(probe.box, text.size, element.box, element.size):
                    cost += PHRASE
            elif conflict(probe, element, index) is not None:
                cost += CONFLICT
        unary.append(cost)
    return Label(at, text, places, unary, spaced=[policy.spaced(text, box) for box in places])


def _misnamed(labels: list[Label], elements: list[Element], index: MarkIndex, room: Box) -> None:
    """MISNAMED on each place the search may move a label to where a thing of
    the kind it names stands nearer than its own (`layout/label_names.py`):
    judged only once the search runs, at the places it could choose."""
    namers = Namers(elements, index, room.right, room.bottom)
    for label in labels:
        naming = namers.judge(label.text)
        if naming is None:
            continue
        for rank in range(1, len(label.places)):
            if label.unary[rank] < CONFLICT and naming.names_another(label.places[rank]):
                label.unary[rank] += MISNAMED


def _kin(labels: list[Label], elements: list[Element], index: MarkIndex) -> None:
    """Marks each label that names a whole mark (its name, or its own label: a
    link's, an icon's), with two or more like words of its kind beside it,
    with its kin key, the side of the mark each place stands on and its level."""
    owned = [(label, index.mark_of(label.text.owner)) for label in labels]
    named = [(label, mark) for label, mark in owned if mark is not None and tuple(label.text.owner) in (mark, mark + ("label",))]
    keys = {mark: (index.marks[mark].kind, mark[:-2], label.text.colour, label.text.size) for label, mark in named}  # like words of like marks
    counts: dict[tuple, int] = {}
    for key in keys.values():
        counts[key] = counts.get(key, 0) + 1
    bodies: dict[tuple, Box] = {}
    for element in elements:
        if not isinstance(element, Text) and element.owner in keys:
            bodies[element.owner] = bodies[element.owner].union(element.bounds) if element.owner in bodies else element.bounds
    for label, mark in named:
        if counts[keys[mark]] >= 2 and mark in bodies:
            label.kin, label.sides = keys[mark], [_side(place, bodies[mark]) for place in label.places]
            label.levels = [_level(place, side, bodies[mark]) for place, side in zip(label.places, label.sides)]


def _side(place: Box, body: Box) -> str:
    if place.bottom <= body.y + 1:
        return "above"
    if place.y >= body.bottom - 1:
        return "below"
    if place.right <= body.x + 1:
        return "left"
    if place.x >= body.right - 1:
        return "right"
    return "inside"


def _level(place: Box, side: str, body: Box) -> object:
    """A place's level on its mark: beside it, how far down its length the
    words' middle stands (to a hundredth: a bracket's words at its middle,
    however long); over, under or inside it, its side."""
    return round((place.centre_y - body.y) / body.height, 2) if side in ("left", "right") and body.height > 0 else side


def _kin_apart(labels: list[Label]) -> bool:
    """Whether kin stand on different sides of their marks, or at different levels."""
    found: dict[tuple, set[tuple]] = {}
    for label in labels:
        if label.kin is not None and label.sides:
            found.setdefault(label.kin, set()).add((label.sides[0], label.levels[0] if label.levels else None))
    return any(len({side for side, _ in stands}) > 1 or len(stands) > 1 for stands in found.values())


def _any_overlap(labels: list[Label]) -> bool:
    """Whether two labels meet where they stand (pairs found through buckets, not every pair)."""
    boxes = [policy.spaced(label.text) for label in labels]
    near = Buckets(max(b.right for b in boxes) + 1, max(b.bottom for b in boxes) + 1)
    for number, box in enumerate(boxes):
        if any(box.overlaps(boxes[other]) for other in near.near(box)):
            return True
        near.add(number, box)
    return False


def _phrased(labels: list[Label], inside: Set[int]) -> None:
    """Each label's partners on a line: those any of whose places stands
    within PHRASE_GAP ems of one of its own (found through buckets)."""
    widest = max(label.text.size for label in labels) * PHRASE_GAP
    reach = [(Box.around(label.places) or label.text.box).grown(widest) for label in labels]
    near = Buckets(max(b.right for b in reach) + 1, max(b.bottom for b in reach) + 1)
    for number, box in enumerate(reach):
        near.add(number, box)
    for number, label in enumerate(labels):
        label.phrased = [
            other for other in near.near(reach[number])
            if other != number and reach[other].overlaps(reach[number]) and _on_a_line(label.text, labels[other].text) and not {label.index, labels[other].index} & inside
        ]  # within reach, not merely filed in the same squares of the index


def _on_a_line(first: Text, second: Text) -> bool:
    """Whether two labels may read as one phrase beside each other: words of
    two things, neither drawn inside its part (a part's edge parts those)."""
    return first.owner != second.owner and not {"inside", "plated"} & {first.role, second.role}


def _any_phrase(labels: list[Label]) -> bool:
    """Whether two labels read as one phrase where they stand."""
    return any(one_phrase(label.text.box, label.text.size, labels[other].text.box, labels[other].text.size) for label in labels for other in label.phrased or ())


def _moved(label: Label) -> Text:
    """The label at its chosen place, its alternatives now counted from there."""
    chosen = label.places[label.choice]
    dx, dy = chosen.x - label.text.box.x, chosen.y - label.text.box.y
    others = tuple((round(b.x - chosen.x, 3), round(b.y - chosen.y, 3)) for n, b in enumerate(label.places) if n != label.choice)
    held = range(len(label.places) - label.text.reserve, len(label.places))  # the places held in reserve stay the last
    moved = replace(label.text.moved(dx, dy), alternatives=others, reserve=sum(1 for n in held if n != label.choice))
    if not label.text.colours:
        return moved
    colours = (label.text.colour, *label.text.colours)  # the colour at each place, the present one first
    rest = tuple(colour for n, colour in enumerate(colours) if n != label.choice)
    return replace(moved, colour=colours[label.choice], colours=rest if any(c != colours[label.choice] for c in rest) else ())
