"""Every label placed together: a search over the places each may take.

A mark offers a label its places in order of preference (`Text.alternatives`)
and stands it in the first its own drawing leaves free; it cannot see marks
drawn after it, nor their labels. Here, with every element standing where it
ends up, each movable label's places are weighed by one cost:

- a conflict (what lint would report: the label over a mark, a line through
  it, another label on it, or past the card's margins) costs CONFLICT;
- a place further down the mark's order costs RANK for each step (distance
  from what it labels, and the reading direction the mark prefers);
- siblings (labels of one mark at the same rank in their lists) that part
  company cost ALIGN (labels of one kind line up);
- two labels of different things on one line closer than PHRASE_GAP ems
  cost PHRASE: at 400 px a reader reads them as one phrase ("b node fails
  c"), though lint lets them stand (issue 27 item 6);
- kin (the labels of marks of one kind side by side or stacked, a bar's name
  and the next bar's) that stand on different sides of what they name cost
  KIN each: a reader reads three bars named above, above and to the right as
  three kinds of thing.

The search starts from the marks' choices and moves one label at a time to
its cheapest place given the others (iterated conditional modes), until no
move lowers the cost, so a label moves only to make room, and lint has to
complain only when no place is free.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, replace

from blueprint.rules.index import Buckets, MarkBuckets
from blueprint.rules.marks import MarkIndex
from blueprint.rules.judge import conflict
from blueprint.rules import policy
from blueprint.rules.policy import labels_meet
from blueprint.scene import Box, Element, MarkInfo, Text

CONFLICT = 1000.0
RANK = 10.0
ALIGN = 3.0
KIN = 6.0  # two kin on different sides: more than a step down one's list, split between them
PHRASE = 100.0  # two labels read as one phrase: ten steps down a list, less than a conflict
PHRASE_GAP = 2.0  # ems (of the larger) between two labels on one line below which they read as one
ROUNDS = 8
JOINT_MOVE_PARTNERS = 16  # a label with more partners stands in a crowd, where no joint move clears it
REACH = policy.BRAND_CLEARANCE + 1  # how far round a place the search looks: lint's widest clearance


@dataclass
class _Label:
    index: int
    text: Text
    places: list[Box]  # the first: where the mark stood it
    unary: list[float]
    choice: int = 0
    sides: list[str] | None = None  # for a mark's own name: each place's side of the mark ("above", "right" ...)
    kin: tuple | None = None  # (the kind of its mark, the mark's parent path): labels that should stand alike
    spaced: list[Box] | None = None  # each place with half a space either side (`policy.spaced`), as labels meet
    phrased: list[int] | None = None  # the labels near enough on a line to read as one phrase with it (`one_phrase`)


def place_labels(elements: list[Element], marks: tuple[MarkInfo, ...], room: Box) -> list[Element]:
    """`elements` with the movable labels moved to their cheapest places; `room`:
    where a label may stand (the canvas less what of the margin it may not take)."""
    movable = [i for i, e in enumerate(elements) if isinstance(e, Text) and e.alternatives]
    if not movable:
        return elements
    index = MarkIndex(marks, elements)
    moving = set(movable)
    fixed = Buckets(room.right, room.bottom, ((i, e.bounds) for i, e in enumerate(elements) if i not in moving))
    inside = _inside_parts(elements)
    labels = [_weighed(elements, i, fixed, moving, index, room, inside) for i in movable]
    _kin(labels, elements, index)
    _phrased(labels, inside)
    if all(label.unary[0] == 0 for label in labels) and not _any_overlap(labels) and not _kin_apart(labels) and not _any_phrase(labels):
        return elements
    _search(labels, index)
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
    count = 0
    for at, element in enumerate(elements):
        mark = index.mark_of(element.owner)
        plain = policy.role_class(element) in (policy.BODY, policy.AREA) and not policy.watched(element)
        reach = (policy.BRAND_CLEARANCE if element.role == "brand" else policy.TEXT_CLEARANCE) + 1
        count += sum(conflict(element, elements[other], index) is not None for other in near.near_others(element.bounds.grown(reach), at, mark, plain))
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


def _weighed(elements: list[Element], at: int, fixed: Buckets, moving: set[int], index: MarkIndex, room: Box, inside: Set[int] = frozenset()) -> _Label:
    text = elements[at]
    assert isinstance(text, Text)
    places = [text.box] + [text.box.moved(dx, dy) for dx, dy in text.alternatives]
    unary = []
    for rank, box in enumerate(places):
        cost = rank * RANK + (0.0 if room.contains(box) else CONFLICT)
        probe = replace(text, box=box)
        for other in fixed.near(box.grown(max(REACH, PHRASE_GAP * text.size))):
            element = elements[other]
            if isinstance(element, Text):
                if labels_meet(probe, element):
                    cost += CONFLICT
                elif _on_a_line(text, element) and not {at, other} & inside and one_phrase(probe.box, text.size, element.box, element.size):
                    cost += PHRASE
            elif conflict(probe, element, index) is not None:
                cost += CONFLICT
        unary.append(cost)
    return _Label(at, text, places, unary, spaced=[policy.spaced(text, box) for box in places])


def _kin(labels: list[_Label], elements: list[Element], index: MarkIndex) -> None:
    """Marks each label that names a whole mark, with two or more of its kind
    beside it, with its kin key and the side of the mark each place stands on."""
    owned = [(label, index.mark_of(label.text.owner)) for label in labels]
    named = [(label, mark) for label, mark in owned if mark is not None and label.text.owner == mark]
    keys = {mark: (index.marks[mark].kind, mark[:-2]) for _, mark in named}
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


def _kin_apart(labels: list[_Label]) -> bool:
    sides: dict[tuple, set[str]] = {}
    for label in labels:
        if label.kin is not None and label.sides:
            sides.setdefault(label.kin, set()).add(label.sides[0])
    return any(len(found) > 1 for found in sides.values())


def _any_overlap(labels: list[_Label]) -> bool:
    """Whether two labels meet where they stand (pairs found through buckets, not every pair)."""
    boxes = [policy.spaced(label.text) for label in labels]
    near = Buckets(max(b.right for b in boxes) + 1, max(b.bottom for b in boxes) + 1)
    for number, box in enumerate(boxes):
        if any(box.overlaps(boxes[other]) for other in near.near(box)):
            return True
        near.add(number, box)
    return False


def one_phrase(first: Box, first_size: float, second: Box, second_size: float) -> bool:
    """Whether two labels stand on one line (their baselines within a quarter
    of a line) with less than PHRASE_GAP ems between them, not meeting: read
    at 400 px as one phrase."""
    if abs(first.bottom - second.bottom) > 0.25 * min(first.height, second.height) or first.overlaps(second):
        return False
    gap = max(first.x - second.right, second.x - first.right)
    return 0 <= gap < PHRASE_GAP * max(first_size, second_size)


def _phrased(labels: list[_Label], inside: Set[int]) -> None:
    """Each label's partners on a line: those any of whose places stands
    within PHRASE_GAP ems of one of its own (found through buckets)."""
    widest = max(label.text.size for label in labels) * PHRASE_GAP
    reach = [(Box.around(label.places) or label.text.box).grown(widest) for label in labels]
    near = Buckets(max(b.right for b in reach) + 1, max(b.bottom for b in reach) + 1)
    for number, box in enumerate(reach):
        near.add(number, box)
    for number, label in enumerate(labels):
        label.phrased = [other for other in near.near(reach[number]) if other != number and _on_a_line(label.text, labels[other].text) and not {label.index, labels[other].index} & inside]


def _on_a_line(first: Text, second: Text) -> bool:
    """Whether two labels may read as one phrase beside each other: words of
    two things, neither drawn inside its part (a part's edge parts those)."""
    return first.owner != second.owner and not {"inside", "plated"} & {first.role, second.role}


def _any_phrase(labels: list[_Label]) -> bool:
    """Whether two labels read as one phrase where they stand."""
    return any(one_phrase(label.text.box, label.text.size, labels[other].text.box, labels[other].text.size) for label in labels for other in label.phrased or ())


def _search(labels: list[_Label], index: MarkIndex) -> None:
    """Iterated conditional modes over the labels' places, from the marks' choices."""
    near = Buckets(max(b.right for l in labels for b in l.places) + 1, max(b.bottom for l in labels for b in l.places) + 1)
    for number, label in enumerate(labels):
        near.add(number, _reach(label))
    partners = [
        [other for other in near.near(_reach(label)) if other != number]
        for number, label in enumerate(labels)
    ]
    siblings = [index.mark_of(label.text.owner) for label in labels]
    kin: dict[tuple, list[int]] = {}
    for number, label in enumerate(labels):
        if label.kin is not None:
            kin.setdefault(label.kin, []).append(number)
    for number, label in enumerate(labels):  # kin stand far apart (three bars' names): partners however far
        if label.kin is not None:
            partners[number] = sorted(set(partners[number]) | {k for k in kin[label.kin] if k != number})
    aligned = [[o for o in partners[n] if siblings[n] == siblings[o] and _align(label, labels[o])] for n, label in enumerate(labels)]
    kinned = [[o for o in partners[n] if label.kin is not None and label.kin == labels[o].kin] for n, label in enumerate(labels)]
    for _ in range(ROUNDS):
        moved = False
        for number, label in enumerate(labels):
            costs = _costs(label, labels, partners[number], aligned[number], kinned[number])
            best = min(range(len(costs)), key=lambda place: (costs[place], place))
            if costs[best] < costs[label.choice] - 1e-9:
                label.choice, moved = best, True
        if not moved:
            break
    for number in range(len(labels)):  # joint moves only outside crowds: there each costs the crowd's size squared
        if len(partners[number]) <= JOINT_MOVE_PARTNERS:
            _phrase_move(number, labels, partners, aligned, kinned)
    for number in range(len(labels)):
        if len(partners[number]) <= JOINT_MOVE_PARTNERS:
            _pair_move(number, labels, partners, aligned, kinned)


def _phrase_move(number: int, labels: list[_Label], partners: list[list[int]], aligned: list[list[int]], kinned: list[list[int]]) -> None:
    """Where the labels a label would read with as one phrase slid away from
    it ("b" and "c" to the grid's ends, round "node fails"), one move at a time
    never finds that the label alone moving (to its own line) costs less: each
    of its free places is tried with those labels settling again, and the
    cheapest whole stands."""
    label = labels[number]
    near = [other for other in label.phrased or () if labels[other].choice]
    if not near:
        return
    cost = lambda n: _costs(labels[n], labels, partners[n], aligned[n], kinned[n])
    start = (label.choice, *(labels[other].choice for other in near))
    best, lowest = start, cost(number)[label.choice] + sum(cost(other)[labels[other].choice] for other in near)
    for place in (p for p, unary in enumerate(label.unary) if unary < CONFLICT and p != label.choice):
        label.choice = place
        for other in near:
            theirs = cost(other)
            labels[other].choice = min(range(len(theirs)), key=lambda p: (theirs[p], p))
        total = cost(number)[place] + sum(cost(other)[labels[other].choice] for other in near)
        if total < lowest - 1e-9:
            best, lowest = (place, *(labels[other].choice for other in near)), total
    label.choice = best[0]
    for other, choice in zip(near, best[1:]):
        labels[other].choice = choice


def _pair_move(number: int, labels: list[_Label], partners: list[list[int]], aligned: list[list[int]], kinned: list[list[int]]) -> None:
    """Where one label is left in conflict because its free place is held by
    a neighbour that has a free place of its own (a word slid off a boundary
    onto the next word, which could slide on), the two move together: one
    move at a time never finds it, each alone only trades one conflict for
    another. Each partner is tried with each of the label's places clear of
    everything else, and the pair's cheapest stands."""
    label = labels[number]
    cost = lambda n: _costs(labels[n], labels, partners[n], aligned[n], kinned[n])
    if cost(number)[label.choice] < CONFLICT:
        return
    for other in partners[number]:
        theirs = labels[other]
        start = (label.choice, theirs.choice)
        best, lowest = start, cost(number)[label.choice] + cost(other)[theirs.choice]
        for place in (p for p, unary in enumerate(label.unary) if unary < CONFLICT):
            label.choice = place
            theirs_costs = cost(other)
            theirs.choice = min(range(len(theirs_costs)), key=lambda p: (theirs_costs[p], p))
            total = cost(number)[place] + theirs_costs[theirs.choice]
            if total < lowest - 1e-9:
                best, lowest = (place, theirs.choice), total
            theirs.choice = start[1]
        label.choice, theirs.choice = best
        if best != start:
            return


def _align(label: _Label, other: _Label) -> bool:
    """Whether two labels of one mark should stand alike: parts' labels, not a mark's name and its parts."""
    return len(label.places) == len(other.places) and len(label.text.owner) == len(other.text.owner)


def _costs(label: _Label, labels: list[_Label], partners: list[int], aligned: list[int], kinned: list[int]) -> list[float]:
    """Each place's cost given where the partners stand: its own, CONFLICT for
    each partner it meets, ALIGN for each sibling standing at another rank,
    KIN for each kin on another side. Counted per partner, once, not per place
    and partner: a crowd of labels costs its size, not its size times places.
    (Every cost is a whole number, so the sum is exact in any order.)"""
    assert label.spaced is not None
    mine = label.spaced
    around = Box.around(mine)
    assert around is not None  # a label's places begin with where its mark stood it
    costs = list(label.unary)
    for other in partners:
        theirs = labels[other]
        assert theirs.spaced is not None
        box = theirs.spaced[theirs.choice]
        if box.overlaps(around):
            for place, spaced in enumerate(mine):
                if spaced.overlaps(box):  # `labels_meet` at these places
                    costs[place] += CONFLICT
    for other in label.phrased or ():
        theirs = labels[other]
        box = theirs.places[theirs.choice]
        for place, mine_box in enumerate(label.places):
            if one_phrase(mine_box, label.text.size, box, theirs.text.size):
                costs[place] += PHRASE
    if aligned:
        ranks: dict[int, int] = {}
        for other in aligned:
            ranks[labels[other].choice] = ranks.get(labels[other].choice, 0) + 1
        for place in range(len(costs)):
            costs[place] += ALIGN * (len(aligned) - ranks.get(place, 0))
    if kinned:
        assert label.sides is not None  # `_kin` gives a label its kin and its sides together
        sides: dict[str, int] = {}
        for other in kinned:
            side = labels[other].sides[labels[other].choice]  # type: ignore[index]
            sides[side] = sides.get(side, 0) + 1
        for place in range(len(costs)):
            costs[place] += KIN * (len(kinned) - sides.get(label.sides[place], 0))
    return costs


def _reach(label: _Label) -> Box:
    """Round every place a label may take, as far as lint looks round one."""
    around = Box.around(label.places)
    assert around is not None  # a label's places begin with where its mark stood it
    return around.grown(REACH)


def _moved(label: _Label) -> Text:
    """The label at its chosen place, its alternatives now counted from there."""
    chosen = label.places[label.choice]
    dx, dy = chosen.x - label.text.box.x, chosen.y - label.text.box.y
    others = tuple((round(b.x - chosen.x, 3), round(b.y - chosen.y, 3)) for n, b in enumerate(label.places) if n != label.choice)
    moved = replace(label.text.moved(dx, dy), alternatives=others)
    if not label.text.colours:
        return moved
    colours = (label.text.colour, *label.text.colours)  # the colour at each place, the present one first
    rest = tuple(colour for n, colour in enumerate(colours) if n != label.choice)
    return replace(moved, colour=colours[label.choice], colours=rest if any(c != colours[label.choice] for c in rest) else ())
