"""The search over the labels' places (`layout/labels.py` weighs them):
iterated conditional modes, from the marks' choices, then joint moves.

Each label's cost at each place counts its partners where they stand. Counted
partner by partner, a crowd of n labels on one mark (icons piled `over` one)
costs n times n at every look; instead each label keeps a tally of where its
partners stand (`_Tally`: how many at each distinct box, rank and side),
brought up to date when one of them moves, and a look costs the distinct
places of the crowd (issue 27 item 7). The costs are the same sums.
"""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.rules import policy
from blueprint.rules.index import Buckets
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Text

CONFLICT = 1000.0
RANK = 10.0
ALIGN = 3.0
KIN = 6.0  # two kin on different sides: more than a step down one's list, split between them
LEVEL = 25.0  # two kin beside their marks at different heights on them: five steps down a list, split between them (spot-week's switch numbers), half a phrase
PHRASE = 100.0  # two labels read as one phrase: ten steps down a list, less than a conflict
MISNAMED = 400.0  # a place nearer another thing of the kind its words name than their own: read as naming that (layout/label_names.py)
PHRASE_GAP = 2.0  # ems (of the larger) between two labels on one line below which they read as one
ROUNDS = 8
JOINT_MOVE_PARTNERS = 16  # a label with more partners stands in a crowd, where no joint move clears it
REACH = policy.BRAND_CLEARANCE + 1  # how far round a place the search looks: lint's widest clearance


@dataclass
class Label:
    index: int
    text: Text
    places: list[Box]  # the first: where the mark stood it
    unary: list[float]
    choice: int = 0
    sides: list[str] | None = None  # for a mark's own name: each place's side of the mark ("above", "right" ...)
    kin: tuple | None = None  # (the kind of its mark, the mark's parent path, the words' colour and size): labels that should stand alike
    levels: list[object] | None = None  # with `kin`: each place's level on its mark (beside it: the share of its length down it; else its side)
    spaced: list[Box] | None = None  # each place with half a space either side (`policy.spaced`), as labels meet
    phrased: list[int] | None = None  # the labels near enough on a line to read as one phrase with it (`one_phrase`)


def one_phrase(first: Box, first_size: float, second: Box, second_size: float) -> bool:
    """Whether two labels stand on one line (their baselines within a quarter
    of a line) with less than PHRASE_GAP ems between them, not meeting: read
    at 400 px as one phrase."""
    if abs(first.bottom - second.bottom) > 0.25 * min(first.height, second.height) or first.overlaps(second):
        return False
    gap = max(first.x - second.right, second.x - first.right)
    return 0 <= gap < PHRASE_GAP * max(first_size, second_size)


def search(labels: list[Label], index: MarkIndex) -> None:
    """Iterated conditional modes over the labels' places, from the marks' choices."""
    partners = partners_within_reach(labels)
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
    tally = _Tally(labels, partners, aligned, kinned)
    for _ in range(ROUNDS):
        moved = False
        for number, label in enumerate(labels):
            costs = tally.costs(number)
            best = min(range(len(costs)), key=lambda place: (costs[place], place))
            if costs[best] < costs[label.choice] - 1e-9:
                tally.choose(number, best)
                moved = True
        if not moved:
            break
    for number in range(len(labels)):  # joint moves only outside crowds: there each costs the crowd's size squared
        if len(partners[number]) <= JOINT_MOVE_PARTNERS:
            _phrase_move(number, tally)
    for number in range(len(labels)):
        if len(partners[number]) <= JOINT_MOVE_PARTNERS:
            _pair_move(number, tally, partners[number])
    for members in kin.values():  # last, kin at one level moved together: one at a time (or settling after another's move), each leaves the others' level
        if 2 <= len(members) <= JOINT_MOVE_PARTNERS:
            _level_move(members, tally)


def partners_within_reach(labels: list[Label]) -> list[list[int]]:
    """Each label's partners, ascending: the labels whose reach (`_reach`)
    meets its own, found through the index but not every label filed in the
    same squares of it; those squares grow with the drawing (123 px on a 4000
    px canvas), and a label's partners, and whether it is in a crowd
    (JOINT_MOVE_PARTNERS), are its neighbourhood's alone."""
    reach = [_reach(label) for label in labels]
    near = Buckets(max(b.right for b in reach) + 1, max(b.bottom for b in reach) + 1)
    for number, around in enumerate(reach):
        near.add(number, around)
    return [[other for other in near.near(around) if other != number and reach[other].overlaps(around)] for number, around in enumerate(reach)]


def _phrase_move(number: int, tally: "_Tally") -> None:
    """Where the labels a label would read with as one phrase slid away from
    it ("b" and "c" to the grid's ends, round "node fails"), one move at a time
    never finds that the label alone moving (to its own line) costs less: each
    of its free places is tried with those labels settling again, and the
    cheapest whole stands."""
    labels, cost = tally.labels, tally.costs
    label = labels[number]
    near = [other for other in label.phrased or () if labels[other].choice]
    if not near:
        return
    start = (label.choice, *(labels[other].choice for other in near))
    best, lowest = start, cost(number)[label.choice] + sum(cost(other)[labels[other].choice] for other in near)
    for place in (p for p, unary in enumerate(label.unary) if unary < CONFLICT and p != label.choice):
        tally.choose(number, place)
        for other in near:
            theirs = cost(other)
            tally.choose(other, min(range(len(theirs)), key=lambda p: (theirs[p], p)))
        total = cost(number)[place] + sum(cost(other)[labels[other].choice] for other in near)
        if total < lowest - 1e-9:
            best, lowest = (place, *(labels[other].choice for other in near)), total
    tally.choose(number, best[0])
    for other, choice in zip(near, best[1:]):
        tally.choose(other, choice)


def _pair_move(number: int, tally: "_Tally", partners: list[int]) -> None:
    """Where one label is left in conflict because its free place is held by
    a neighbour that has a free place of its own (a word slid off a boundary
    onto the next word, which could slide on), the two move together: one
    move at a time never finds it, each alone only trades one conflict for
    another. Each partner is tried with each of the label's places clear of
    everything else, and the pair's cheapest stands."""
    labels, cost = tally.labels, tally.costs
    label = labels[number]
    if cost(number)[label.choice] < CONFLICT:
        return
    for other in partners:
        theirs = labels[other]
        start = (label.choice, theirs.choice)
        best, lowest = start, cost(number)[label.choice] + cost(other)[theirs.choice]
        for place in (p for p, unary in enumerate(label.unary) if unary < CONFLICT):
            tally.choose(number, place)
            theirs_costs = cost(other)
            tally.choose(other, min(range(len(theirs_costs)), key=lambda p: (theirs_costs[p], p)))
            total = cost(number)[place] + theirs_costs[theirs.choice]
            if total < lowest - 1e-9:
                best, lowest = (place, theirs.choice), total
            tally.choose(other, start[1])
        tally.choose(number, best[0])
        tally.choose(other, best[1])
        if best != start:
            return


def _level_move(members: list[int], tally: "_Tally") -> None:
    """Kin that stand at several levels (three switch numbers low on their
    lines, one high): each level one of them may take is tried for all, each
    member at its cheapest place there given the others, and the cheapest
    whole stands (one move at a time never finds it: the first to move alone
    leaves the others' level)."""
    labels, cost = tally.labels, tally.costs
    total = lambda: sum(cost(n)[labels[n].choice] for n in members)
    start = tuple(labels[n].choice for n in members)
    best, lowest = start, total()
    levels = labels[members[0]].levels or []
    for level in dict.fromkeys(levels):
        for number in members:
            mine = labels[number].levels or []
            theirs = cost(number)
            at = [p for p in range(len(theirs)) if mine[p] == level]
            if at:
                tally.choose(number, min(at, key=lambda p: (theirs[p], p)))
        found = total()
        if found < lowest - 1e-9:
            best, lowest = tuple(labels[n].choice for n in members), found
    for number, choice in zip(members, best):
        tally.choose(number, choice)


def _align(label: Label, other: Label) -> bool:
    """Whether two labels of one mark should stand alike: parts' labels, not a mark's name and its parts."""
    return len(label.places) == len(other.places) and len(label.text.owner) == len(other.text.owner)


class _Tally:
    """Where each label's partners stand, counted: how many at each distinct
    spaced box (which its places may meet), how many of those it may read
    with as one phrase at each distinct box and size, how many siblings at
    each rank, how many kin on each side. Every move goes through `choose`,
    which brings up to date the tallies of the labels that count the mover."""

    def __init__(self, labels: list[Label], partners: list[list[int]], aligned: list[list[int]], kinned: list[list[int]]):
        self.labels, self.aligned, self.kinned = labels, aligned, kinned
        boxes: dict[Box, int] = {}
        self.spaced = [[boxes.setdefault(box, len(boxes)) for box in label.spaced or ()] for label in labels]
        self.boxes = list(boxes)
        phrases: dict[tuple[Box, float], int] = {}
        self.phrased = [[phrases.setdefault((box, label.text.size), len(phrases)) for box in label.places] for label in labels]
        self.phrases = list(phrases)
        self.arounds = [Box.around(label.spaced or []) for label in labels]
        count = len(labels)
        self.meeting: list[dict[int, int]] = [{} for _ in range(count)]
        self.heard: list[dict[int, int]] = [{} for _ in range(count)]
        self.ranks: list[dict[int, int]] = [{} for _ in range(count)]
        self.sides: list[dict[str, int]] = [{} for _ in range(count)]
        self.levels: list[dict[object, int]] = [{} for _ in range(count)]
        self.counted_by: list[list[tuple[dict, list]]] = [[] for _ in range(count)]  # (a tally, the mover's key at each place)
        self.meets: list[dict[int, tuple[int, ...]]] = [{} for _ in range(count)]  # each tallied box: the places it meets
        self.hears: list[dict[int, tuple[int, ...]]] = [{} for _ in range(count)]  # each tallied phrase: the places it reads with
        ranks = [list(range(len(label.places))) for label in labels]
        sides = [label.sides or [] for label in labels]
        levels = [label.levels or [None] * len(label.places) for label in labels]
        for number, label in enumerate(labels):
            self._count(partners[number], self.meeting[number], self.spaced)
            self._count(label.phrased or (), self.heard[number], self.phrased)
            self._count(aligned[number], self.ranks[number], ranks)
            self._count(kinned[number], self.sides[number], sides)
            self._count(kinned[number], self.levels[number], levels)

    def _count(self, others: "list[int] | tuple[int, ...]", tally: dict, keys: list) -> None:
        """Count `others` where they stand in `tally`, by `keys` (each label's key at each of its places)."""
        for other in others:
            key = keys[other][self.labels[other].choice]
            tally[key] = tally.get(key, 0) + 1
            self.counted_by[other].append((tally, keys[other]))

    def choose(self, number: int, place: int) -> None:
        """Stand a label at `place`, and count it there."""
        label = self.labels[number]
        before, label.choice = label.choice, place
        if before == place:
            return
        for tally, keys in self.counted_by[number]:
            old, new = keys[before], keys[place]
            if old != new:
                tally[old] -= 1
                if not tally[old]:
                    del tally[old]
                tally[new] = tally.get(new, 0) + 1

    def costs(self, number: int) -> list[float]:
        """Each place's cost given where the partners stand: its own, CONFLICT
        for each partner it meets, PHRASE for each it reads with as one
        phrase, ALIGN for each sibling standing at another rank, KIN for each
        kin on another side, LEVEL for each at another level. Counted a distinct place at a time: a crowd
        costs the places it stands at, not its size; which of its places a
        partner's place meets (or reads with) is found the first time one
        stands there, so a look is a sum (issue 27 item 7). (Every cost is a
        whole number, so the sum is exact in any order and grouping.)"""
        label = self.labels[number]
        mine, around = label.spaced, self.arounds[number]
        assert mine is not None and around is not None  # a label's places begin with where its mark stood it
        costs = list(label.unary)
        meets, hears = self.meets[number], self.hears[number]
        for key, count in self.meeting[number].items():
            places = meets.get(key)
            if places is None:
                box = self.boxes[key]  # `labels_meet` at these places
                places = meets[key] = tuple(p for p, spaced in enumerate(mine) if spaced.overlaps(box)) if box.overlaps(around) else ()
            for place in places:
                costs[place] += CONFLICT * count
        for key, count in self.heard[number].items():
            places = hears.get(key)
            if places is None:
                box, size = self.phrases[key]
                places = hears[key] = tuple(p for p, mine_box in enumerate(label.places) if one_phrase(mine_box, label.text.size, box, size))
            for place in places:
                costs[place] += PHRASE * count
        if self.aligned[number]:
            ranks, siblings = self.ranks[number], len(self.aligned[number])
            for place in range(len(costs)):
                costs[place] += ALIGN * (siblings - ranks.get(place, 0))
        if self.kinned[number]:
            assert label.sides is not None  # `_kin` gives a label its kin and its sides together
            sides, kin = self.sides[number], len(self.kinned[number])
            for place in range(len(costs)):
                costs[place] += KIN * (kin - sides.get(label.sides[place], 0))
            if label.levels is not None:
                levels = self.levels[number]
                for place in range(len(costs)):
                    costs[place] += LEVEL * (kin - levels.get(label.levels[place], 0))
        return costs


def _reach(label: Label) -> Box:
    """Round every place a label may take, as far as lint looks round one."""
    around = Box.around(label.places)
    assert around is not None  # a label's places begin with where its mark stood it
    return around.grown(REACH)


