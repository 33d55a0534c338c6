"""Places a reader can use, from the composition, and every place the text says.

The layout records each block's box and how it was placed (`scene.blocks`);
this module turns them into the places an alt text may say, each true of the
drawing as drawn, in one of three frames:

    kin       among things of one noun (GPU cards among GPU cards, bars among
              bars): "left", "middle", "right" in a row, "top", "middle",
              "bottom" or the nth in a column, and in any other spread only
              the one that stands clear of all the others ("the top card")
    drawing   the region of the drawing (the extent of everything drawn, not
              the card): "left", "upper-right", "bottom", "middle"; said only
              where the thing's middle lies a clear margin inside the third
    thing     how it stands to another thing: "above", "below", "left-of",
              "right-of", "over", "under", "by"

The describers and the realiser take their place words from here only, and
the realiser records each one it says (`said`) as a `Claim`: the words, the
subject and the frame. What each word means of boxes, and the checker that
judges a claim against the scene alone, are `place_check.py`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from blueprint.describe.say.place_check import (
    ACROSS, DOWN, PINNED_AXIS, REGION_ORDER, RELATIONS, Claim, Place, above, drawing_extent, drawn_box, in_region, left_of, reading_order, stands,
)
from blueprint.scene import Box, Scene, SpecPath

MARGIN = 0.04  # of the drawing's width (height): how far inside a third a middle must lie for a region to be said
FLOAT_ERROR = 1e-6  # px: two edges this close are one edge (sums of floats differ in their last bits)

__all__ = ["ACROSS", "Claim", "Place", "Places"]  # the words and claims the describers and the realiser use, with the facts


@dataclass
class Places:
    """The composition's places (facts asked by the describers and the
    realiser) and the claims said of them (recorded as the text is written)."""

    boxes: dict[SpecPath, Box] = field(default_factory=dict)  # each block's box, and each part a relation names
    extent: Box | None = None  # everything drawn
    anchors: Mapping[str, Box] = field(default_factory=dict)  # the scene's anchors, for parts a relation names
    references: dict[SpecPath, str] = field(default_factory=dict)  # a part's key -> the anchor that names it
    drawn: set[SpecPath] = field(default_factory=set)  # marks known by the box of what they drew (`draw`)
    claims: list[Claim] = field(default_factory=list)
    facts: dict[SpecPath, list[Place]] = field(default_factory=dict)  # the places the describers asked for, by subject
    _level: dict[tuple[SpecPath, ...], set[SpecPath]] = field(default_factory=dict)  # `level`, by kin
    _tables: dict[tuple[SpecPath, ...], dict[SpecPath, Place | None]] = field(default_factory=dict)  # `among`, by kin
    _read: dict[tuple[SpecPath, ...], list[SpecPath]] = field(default_factory=dict)  # `reading`, by kin

    scene: Scene | None = None  # for the box of a mark that is no block (a bracket), from what it drew

    @classmethod
    def of(cls, scene: Scene) -> "Places":
        return cls({block.path: block.box for block in scene.blocks}, drawing_extent(scene), scene.anchors, scene=scene)

    # --- facts ------------------------------------------------------------------

    def box(self, key: SpecPath | None) -> Box | None:
        return self.boxes.get(tuple(key)) if key is not None else None

    def is_block(self, key: SpecPath) -> bool:
        """Whether the thing is a block of the composition (not a part a relation
        named, nor a mark known by what it drew)."""
        return tuple(key) in self.boxes and tuple(key) not in self.references and tuple(key) not in self.drawn

    def draw(self, key: SpecPath) -> None:
        """A mark that is no block (a bracket), by the box of what it drew."""
        key = tuple(key)
        if key not in self.boxes and self.scene is not None and (box := drawn_box(self.scene, key)) is not None:
            self.boxes[key] = box
            self.drawn.add(key)

    def name(self, key: SpecPath | None, reference: str) -> None:
        """A part a relation names (a span an icon stands below), by the anchor
        that names it: its box is that anchor's."""
        box = self.anchors.get(reference)
        if key is not None and box is not None and tuple(key) not in self.boxes:
            self.boxes[tuple(key)] = box
            self.references[tuple(key)] = reference

    def among(self, key: SpecPath, kin: Iterable[SpecPath]) -> Place | None:
        """Where a thing stands among its kin (itself included): in a row, left,
        right, middle of three or nth; in a column, top, bottom, middle of three
        or nth; in any other spread only left, right, top or bottom, where it
        stands clear of every other one. None where no word is true."""
        key = tuple(key)
        kin = _kin(key, kin)
        place = self._table(kin).get(key)
        return self._fact(key, place) if place is not None else None

    def in_line(self, kin: Iterable[SpecPath]) -> bool:
        """Whether each of the kin has a place among them along one axis (a row,
        a column, or two that stand clear of each other): then one frame names
        them all, else reading order does."""
        places = list(self._table(_kin(None, kin)).values())
        return len(places) > 1 and all(p is not None for p in places) and len({p.axis for p in places if p is not None}) == 1

    def reading(self, key: SpecPath, kin: Iterable[SpecPath]) -> Place | None:
        """Its place among its kin in reading order ("the second one"): rows
        from the top (boxes that share a band of height read as one row),
        left to right within a row."""
        key = tuple(key)
        kin = _kin(key, kin)
        order = self._read.get(kin)
        if order is None:
            boxes = {k: b for k in kin if (b := self.box(k)) is not None}
            order = reading_order(boxes) if len(boxes) == len(kin) > 1 else []
            self._read[kin] = order
        if key not in order:
            return None
        return self._fact(key, Place("nth", "kin", "reading", order.index(key) + 1, kin))

    def _table(self, kin: tuple[SpecPath, ...]) -> dict[SpecPath, Place | None]:
        """The place of each of the kin among them, worked out once per kin."""
        table = self._tables.get(kin)
        if table is not None:
            return table
        boxes = [self.box(k) for k in kin]
        table = {}
        if len(kin) >= 2 and all(b is not None for b in boxes):
            known = [b for b in boxes if b is not None]
            if max(b.y for b in known) < min(b.bottom for b in known):  # every two share a band of height: a row
                table = self._ranked(kin, known, "across")
            elif max(b.x for b in known) < min(b.right for b in known):  # ... of width: a column
                table = self._ranked(kin, known, "down")
            else:
                table = {k: self._extreme(k, mine, kin, known) for k, mine in zip(kin, known)}
        self._tables[kin] = table
        return table

    @staticmethod
    def _extreme(key: SpecPath, mine: Box, kin: tuple[SpecPath, ...], known: list[Box]) -> Place | None:
        """In a spread that is no row or column: left, right, top or bottom, where
        it stands clear of every other one."""
        others = [b for k, b in zip(kin, known) if k != key]
        for word, before in (("left", left_of), ("right", lambda a, b: left_of(b, a)), ("top", above), ("bottom", lambda a, b: above(b, a))):
            if all(before(mine, other) for other in others):
                axis = "across" if word in ("left", "right") else "down"
                return Place(word, "kin", axis, 1 if word in ("left", "top") else len(kin), kin)
        return None

    @staticmethod
    def _ranked(kin: tuple[SpecPath, ...], known: list[Box], axis: str) -> dict[SpecPath, Place | None]:
        """Each one's place along a row or column, where it stands clear of each
        other one (None: one stands level with it along the axis)."""
        before = left_of if axis == "across" else above
        words = ACROSS if axis == "across" else DOWN
        table: dict[SpecPath, Place | None] = {}
        for key, mine in zip(kin, known):
            others = [b for k, b in zip(kin, known) if k != key]
            ahead = sum(1 for other in others if before(other, mine))
            behind = sum(1 for other in others if before(mine, other))
            if ahead + behind != len(others):
                table[key] = None
                continue
            rank = ahead + 1
            word = words[0] if rank == 1 else words[2] if rank == len(kin) else "middle" if len(kin) == 3 else "nth"
            table[key] = Place(word, "kin", axis, rank, kin)
        return table

    def region(self, key: SpecPath, words: Sequence[str] = REGION_ORDER, *, pinned: bool = False) -> Place | None:
        """The first of `words` that names a region of the drawing the thing's
        middle lies in, a clear margin inside its third (by default a corner,
        then a side, then the centre); never of a drawing of one thing.
        `pinned` (a block pinned there): its edge at the drawing's edge counts."""
        mine, extent = self.box(key), self.extent
        if mine is None or extent is None or len(self.boxes) < 2:
            return None
        word = next((w for w in words if in_region(w, mine, extent, -MARGIN * extent.width, -MARGIN * extent.height, flush=pinned) is None), None)
        return self._fact(tuple(key), Place(word, "drawing", axis=PINNED_AXIS if pinned else "")) if word is not None else None

    def against(self, key: SpecPath, relation: str, other: SpecPath | None) -> Place | None:
        """How a thing stands to another (one of RELATIONS), where the drawing
        shows it: `below: cable` placed it there, and the box says so."""
        mine, theirs = self.box(key), self.box(other)
        if other is None or mine is None or theirs is None or relation not in RELATIONS:
            return None
        if not stands(relation, mine, theirs, FLOAT_ERROR):  # edges that meet may differ in the last bits (a bracket on its run)
            return None
        return self._fact(tuple(key), Place(relation, "thing", other=tuple(other), anchor=self.references.get(tuple(other), "")))

    def arranged(self, keys: Sequence[SpecPath]) -> Place | None:
        """Side by side (every two share a band of height), one above another
        (of width), or neither."""
        boxes = [self.box(k) for k in keys]
        if len(boxes) < 2 or any(b is None for b in boxes):
            return None
        known = [b for b in boxes if b is not None]
        kin = tuple(tuple(k) for k in keys)
        if max(b.y for b in known) < min(b.bottom for b in known):
            return self._fact(kin[0], Place("side-by-side", "kin", "across", kin=kin))
        if max(b.x for b in known) < min(b.right for b in known):
            return self._fact(kin[0], Place("one-above-another", "kin", "down", kin=kin))
        return None

    def level(self, key: SpecPath, kin: Sequence[SpecPath]) -> bool:
        """Whether another of `kin` stands in one row with it: each one's middle
        within the other's height (the kin sorted by middle once, so each looks
        only at those level with it)."""
        rows = self._level.get(tuple(kin))
        if rows is None:
            placed = sorted(((tuple(k), b) for k in kin if (b := self.box(k)) is not None), key=lambda pair: pair[1].centre_y)
            middles = [b.centre_y for _, b in placed]
            rows = set()
            for path, mine in placed:
                level = placed[bisect_left(middles, mine.y) : bisect_right(middles, mine.bottom)]
                if any(other != path and box.y <= mine.centre_y <= box.bottom for other, box in level):
                    rows.add(path)
            self._level[tuple(kin)] = rows
        return tuple(key) in rows

    def _fact(self, key: SpecPath, place: Place) -> Place:
        known = self.facts.setdefault(tuple(key), [])
        if place not in known:
            known.append(place)
        return place

    def fact(self, key: SpecPath, word: str | None = None, rank: int = 0) -> Place | None:
        """The place asked for a thing with this word (or this rank along an
        axis): what a describer put in a fact, found again where it is said."""
        for place in reversed(self.facts.get(tuple(key), [])):
            if (word is not None and place.word == word) or (rank and place.rank == rank and place.frame == "kin"):
                return place
        return None

    # --- claims -----------------------------------------------------------------

    def said(self, key: SpecPath, place: Place | None, words: str) -> str:
        """Record a place as said (`words`, the text it was said in); the words
        come back. A place no fact gave (None) is recorded as unknown: the
        checker finds it false."""
        key = tuple(key)
        self.claims.append(Claim(key, place if place is not None else Place("", "unknown"), words, self.references.get(key, "")))
        return words

    def placed(self, key: SpecPath) -> bool:
        """Whether the text has said how the thing stands to another ("a
        curve above a bar"): its place is told, and is not said again."""
        key = tuple(key)
        return any(c.place.frame == "thing" and key in (c.subject, c.place.other) for c in self.claims)

    def said_as(self, key: SpecPath, word: str | None, words: str, rank: int = 0) -> str:
        """Record a place a fact carried as a word (`Thing.among`), or as a rank
        said as an ordinal ("a second bar")."""
        place = self.fact(key, word, rank)
        if word is None and place is not None:
            place = replace(place, word="nth")
        return self.said(key, place, words)


def _kin(key: SpecPath | None, kin: Iterable[SpecPath]) -> tuple[SpecPath, ...]:
    """The kin as one tuple of keys, in order, once each, `key` among them."""
    keys = [tuple(k) for k in kin]
    return tuple(dict.fromkeys(keys + ([tuple(key)] if key is not None else [])))
