"""Spatial indexes for lint: what stands near a box, found without looking at
every element, so lint stays linear in the size of the scene."""

from __future__ import annotations

import bisect
import heapq
import math
from collections import defaultdict
from collections.abc import Iterable, Iterator

from blueprint.scene import Box

SQUARES_PER_SIDE = 32  # the canvas is cut into about this many squares a side
MOST_SQUARES = 64  # a box over more squares than this is filed as near everything


class Buckets:
    """Element indices by the squares of the canvas their boxes cover. A box past
    the canvas counts in the edge squares (overlapping boxes still share one);
    a box over many squares, or not finite, is near everything."""

    def __init__(self, width: float, height: float, boxes: Iterable[tuple[int, Box]] = ()):
        finite = math.isfinite(width + height)
        self.size = max(32.0, max(width, height) / SQUARES_PER_SIDE) if finite else 32.0
        self.columns = max(1, math.ceil(width / self.size)) if math.isfinite(width) else 1
        self.rows = max(1, math.ceil(height / self.size)) if math.isfinite(height) else 1
        self.cells: dict[tuple[int, int], list[int]] = defaultdict(list)
        self.everywhere: list[int] = []
        for index, box in boxes:
            self.add(index, box)

    def _span(self, low: float, high: float, count: int) -> range:
        first = min(max(math.floor(low / self.size), -1), count)
        last = min(max(math.floor(high / self.size), -1), count)
        return range(first, last + 1)

    def _squares(self, box: Box) -> tuple[range, range] | None:
        if not all(math.isfinite(v) for v in (box.x, box.y, box.width, box.height)):
            return None
        return self._span(box.x, box.right, self.columns), self._span(box.y, box.bottom, self.rows)

    def add(self, index: int, box: Box) -> None:
        squares = self._squares(box)
        if squares is None or len(squares[0]) * len(squares[1]) > MOST_SQUARES:
            self.everywhere.append(index)
            return
        for column in squares[0]:
            for row in squares[1]:
                self.cells[column, row].append(index)

    def lists_near(self, box: Box) -> Iterator[list[int]]:
        """The lists of indices (each ascending if added in order) that may meet `box`."""
        yield self.everywhere
        squares = self._squares(box)
        if squares is None:
            yield from self.cells.values()
            return
        for column in squares[0]:
            for row in squares[1]:
                if (column, row) in self.cells:
                    yield self.cells[column, row]

    def near(self, box: Box) -> Iterator[int]:
        """The indices that may meet `box`, ascending, each once (lazily, so a
        caller that stops at the first hit pays for little more)."""
        last = -1
        for index in heapq.merge(*self.lists_near(box)):
            if index != last:
                yield index
                last = index


class Under:
    """Filled rectangles, found by a point: each distinct box once, with the
    indices of the elements drawn in it, so a pile of equal boxes costs one."""

    def __init__(self, width: float, height: float, items: Iterable[tuple[int, Box]]):
        self.buckets = Buckets(width, height)
        self.boxes: list[Box] = []
        self.indices: list[list[int]] = []
        known: dict[tuple[float, float, float, float], int] = {}
        for index, box in items:
            key = (box.x, box.y, box.width, box.height)
            if key not in known:
                known[key] = len(self.boxes)
                self.boxes.append(box)
                self.indices.append([])
                self.buckets.add(known[key], box)
            self.indices[known[key]].append(index)

    def last_before(self, x: float, y: float, limit: int) -> int | None:
        """The last element drawn before `limit` whose box holds the point (x, y)."""
        best = -1
        for ids in self.buckets.lists_near(Box(x, y, 0, 0)):
            for box_id in ids:
                box = self.boxes[box_id]
                if box.x <= x <= box.right and box.y <= y <= box.bottom:
                    indices = self.indices[box_id]
                    position = bisect.bisect_left(indices, limit)
                    if position:
                        best = max(best, indices[position - 1])
        return best if best >= 0 else None


class MarkBuckets(Buckets):
    """Buckets whose squares file each mark's elements apart, plain (parts a
    mark draws together and lint trusts) from watched, so an element can pass
    over its own mark's plain parts a list at a time: a 10,000-cell grid costs
    a look at each square, not at every neighbouring cell."""

    def __init__(self, width: float, height: float, size: int):
        super().__init__(width, height)
        self.filed: dict[object, dict[object, tuple[list[int], list[int]]]] = defaultdict(dict)
        self.stamps = [-1] * size

    def file(self, index: int, box: Box, mark: object, plain: bool) -> None:
        squares = self._squares(box)
        keys: list[object] = ["everywhere"]
        if squares is not None and len(squares[0]) * len(squares[1]) <= MOST_SQUARES:
            keys = [(column, row) for column in squares[0] for row in squares[1]]
        for key in keys:
            lists = self.filed[key].setdefault(mark, ([], []))
            lists[0 if plain else 1].append(index)

    def near_others(self, box: Box, asking: int, mark: object, skip_plain: bool) -> Iterator[int]:
        """The indices near `box`, each once, but not the plain parts of `mark`
        when `skip_plain` (the asker is itself a plain part of it)."""
        squares = self._squares(box)
        keys: list[object] = ["everywhere"]
        if squares is None:
            keys += [k for k in self.filed if k != "everywhere"]
        else:
            keys += [(column, row) for column in squares[0] for row in squares[1]]
        for key in keys:
            for owner, (plain, watched) in self.filed.get(key, {}).items():
                for found in (watched,) if skip_plain and owner == mark else (plain, watched):
                    for index in found:
                        if self.stamps[index] != asking:
                            self.stamps[index] = asking
                            yield index
