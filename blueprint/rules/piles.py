"""Elements drawn alike by many marks on one spot, judged once a pile.

Icons piled `over` one mark draw the same shapes at the same place, a set a
mark: judging each label's places against each of them, or each shape
against every other, costs the pile's size squared (issue 27 item 7). Whether
two elements may stand as they do (`judge.conflict`) depends on their drawing
and on how their marks are related (`policy.kin`); between strangers (marks
neither of which holds the other, neither joining anything) it is APART
whatever the marks. So an element is judged once against each distinct
drawing near it and the verdict counted for every stranger that draws it;
elements of its own mark's kin (the marks holding it and those it holds) are
judged one by one, as is everything where a mark that joins others (a
connector, a badge) takes part. The counts are exactly those of judging
every pair.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from blueprint.rules.index import Buckets
from blueprint.rules.judge import conflict, judged
from blueprint.rules.marks import MarkIndex
from blueprint.rules.policy import Kin
from blueprint.scene import Box, Element, Line, Path, SpecPath

PILE_LEAST = 4  # marks drawing one shape on one spot before it is judged once for all: fewer cost no more one by one


def drawing(element: Element) -> tuple[object, ...]:
    """What judging an element reads of it besides its owner: its kind of
    element, its role, its box, and a line's or a path's course and fill."""
    if isinstance(element, Line):
        return (Line, element.role, element.x1, element.y1, element.x2, element.y2)
    if isinstance(element, Path):
        return (Path, element.role, element.segments, element.paint.fill)
    return (type(element), element.role, element.bounds)


@dataclass
class _Pile:
    drawn: Element  # its first element: what every member draws
    size: int = 0
    by_mark: dict[SpecPath, list[int]] = field(default_factory=dict)


class Piles:
    """The elements that many marks draw alike, filed a pile a shape, each
    pile under the squares of its box (`Buckets`)."""

    def __init__(self, width: float, height: float, index: MarkIndex, elements: Iterable[Element]):
        """Piles for those of `elements` (the ones that may be filed) that
        PILE_LEAST or more tight marks draw alike; the others are not piled."""
        self.index = index
        self.buckets = Buckets(width, height)  # the same squares as the caller's buckets: the same elements found near
        self.piles: list[_Pile] = []
        self.known: dict[tuple[object, ...], int] = {}
        self.stamps: list[int] = []
        self.asked = 0
        self.under: dict[SpecPath, list[SpecPath]] | None = None  # each mark's marks inside it, found when first asked
        self.piled = self._piled(elements)

    def tight(self, mark: SpecPath | None) -> bool:
        """Whether a mark's elements may be judged a pile at a time: it is a
        mark, and joins nothing (what a mark joins is judged one by one)."""
        return mark is not None and not self.index.marks[mark].joins

    def _piled(self, elements: Iterable[Element]) -> set[tuple[object, ...]]:
        """The drawings that PILE_LEAST or more tight marks draw alike."""
        marks: dict[tuple[object, ...], set[SpecPath]] = {}
        for element in elements:
            mark = self.index.mark_of(element.owner)
            if self.tight(mark):
                found = marks.setdefault(drawing(element), set())
                if len(found) < PILE_LEAST:
                    found.add(mark)  # type: ignore[arg-type]
        return {drawn for drawn, found in marks.items() if len(found) >= PILE_LEAST}

    def take(self, at: int, element: Element) -> bool:
        """File the element `at` in the pile of its drawing, if it is piled
        (else the caller files it to be judged one by one)."""
        mark = self.index.mark_of(element.owner)
        drawn = drawing(element)
        if drawn not in self.piled or not self.tight(mark):
            return False
        number = self.known.get(drawn)
        if number is None:
            number = self.known[drawn] = len(self.piles)
            self.piles.append(_Pile(element))
            self.stamps.append(0)
            self.buckets.add(number, element.bounds)
        pile = self.piles[number]
        pile.size += 1
        pile.by_mark.setdefault(mark, []).append(at)  # type: ignore[arg-type]
        return True

    def conflicts(self, asker: Element, box: Box, elements: list[Element]) -> int:
        """How many piled elements, of the piles whose squares `box` meets,
        `asker` may not stand with (`judge.conflict`, pair by pair)."""
        if not self.piles:
            return 0
        mark = self.index.mark_of(asker.owner)
        kin = self._kin(mark) if self.tight(mark) else None  # type: ignore[arg-type]
        count = 0
        for pile in self._near(box):
            if kin is None:
                count += sum(conflict(asker, elements[o], self.index) is not None for found in pile.by_mark.values() for o in found)
                continue
            strangers = pile.size
            for relative in self._relatives(mark, kin, pile):  # type: ignore[arg-type]
                found = pile.by_mark[relative]
                strangers -= len(found)
                count += sum(conflict(asker, elements[o], self.index) is not None for o in found)
            if strangers and judged(asker, pile.drawn, Kin.APART) is not None:
                count += strangers
        return count

    def _near(self, box: Box) -> Iterator[_Pile]:
        """The piles filed in the squares `box` meets, each once."""
        self.asked += 1
        for ids in self.buckets.lists_near(box):
            for number in ids:
                if self.stamps[number] != self.asked:
                    self.stamps[number] = self.asked
                    yield self.piles[number]

    def _kin(self, mark: SpecPath) -> list[SpecPath]:
        """The marks whose elements may be kin of `mark`'s (SAME, OWN): those
        holding it, itself, and those inside it."""
        if self.under is None:
            self.under = {}
            for path in self.index.marks:
                for length in range(1, len(path)):
                    if path[:length] in self.index.marks:
                        self.under.setdefault(path[:length], []).append(path)
        held = [mark[:length] for length in range(1, len(mark) + 1) if mark[:length] in self.index.marks]
        return held + self.under.get(mark, [])

    @staticmethod
    def _relatives(mark: SpecPath, kin: list[SpecPath], pile: _Pile) -> list[SpecPath]:
        """The marks of `kin` (`mark`'s) that draw in the pile: by the shorter walk."""
        if len(kin) <= len(pile.by_mark):
            return [other for other in kin if other in pile.by_mark]
        return [other for other in pile.by_mark if other[: len(mark)] == mark or mark[: len(other)] == other]
