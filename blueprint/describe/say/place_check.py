"""What each place word means in the drawing's geometry, and the checker.

A place said of a thing (`places.Claim`) is a word in a frame: among its kin,
in a region of the drawing, or against another thing. This module says what
each word means of boxes (`stands`, `in_region`, `left_of`, `reading_order`),
with a tolerance: the facts (`places.Places`) ask with none, or with a margin
inside (a region is said only clear of a third's edges); the checker (`check`,
`check_all`) asks with TOLERANCE px to spare, from the scene alone, so a test
can hold every place word said of any diagram to the picture.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from blueprint.scene import Box, Scene, SpecPath

TOLERANCE = 2.0  # px: how far the checker lets an edge pass the line it must keep to
ACROSS = ("left", "middle", "right")  # the drawing's thirds, and a row's places
DOWN = ("top", "middle", "bottom")  # ... and a column's
# The drawing's regions: (the third down, the third across) the thing's middle lies in; None: any.
REGIONS: dict[str, tuple[str | None, str | None]] = {
    "left": (None, "left"), "right": (None, "right"), "top": ("top", None), "bottom": ("bottom", None),
    "middle": ("middle", "middle"), "centre": ("middle", "middle"),
    "upper-left": ("top", "left"), "upper-right": ("top", "right"), "lower-left": ("bottom", "left"), "lower-right": ("bottom", "right"),
}
REGION_ORDER = ("upper-left", "upper-right", "lower-left", "lower-right", "left", "right", "top", "bottom", "middle")
PINNED_AXIS = "pinned"  # a drawing region's `axis` where a block was pinned there (`at: bottom-left`): its edge at the drawing's counts
RELATIONS = ("above", "below", "left-of", "right-of", "over", "under", "by")
ARRANGEMENTS = ("side-by-side", "one-above-another")


@dataclass(frozen=True)
class Place:
    """A place of a thing, true of the drawing: a word of the frame's vocabulary
    ("nth" with `rank` for an ordinal along `axis`), and what it is relative to."""

    word: str
    frame: str  # "kin", "drawing" or "thing"
    axis: str = ""  # "across" or "down": the axis a kin word orders along
    rank: int = 0  # its place counted from the left or the top, from 1 (kin)
    kin: tuple[SpecPath, ...] = ()  # frame "kin": the things it is placed among, itself included
    other: SpecPath | None = None  # frame "thing": what it stands against
    anchor: str = ""  # ... by the anchor that names it, where it is a part of a mark (`cluster.job`)


@dataclass(frozen=True)
class Claim:
    """A place said in the text: of what (`subject`, and its anchor where it is
    a part of a mark), where, and the words."""

    subject: SpecPath
    place: Place
    said: str
    anchor: str = ""


def drawn_box(scene: Scene, key: SpecPath) -> Box | None:
    """The box around everything a node drew (its elements and its parts')."""
    key = tuple(key)
    return Box.around([e.bounds for e in scene.elements if tuple(e.owner[: len(key)]) == key])


def drawing_extent(scene: Scene) -> Box | None:
    """Everything drawn but the brand: what "on the left of the drawing" is in."""
    return Box.around([element.bounds for element in scene.elements if element.role != "brand"])


def reading_order(boxes: Mapping[SpecPath, Box]) -> list[SpecPath]:
    """Keys as the eye reads their boxes: rows from the top (a box that starts
    above the bottom of the row so far joins it), left to right in a row."""
    rows: list[list[float]] = []
    for box in sorted(boxes.values(), key=lambda b: b.y):
        if rows and box.y < rows[-1][1]:
            rows[-1][1] = max(rows[-1][1], box.bottom)
        else:
            rows.append([box.y, box.bottom])

    def position(key: SpecPath) -> tuple[float, float]:
        box = boxes[key]
        top = next(top for top, bottom in rows if top <= box.y < bottom or top == box.y)
        return (top, box.x)

    return sorted(boxes, key=position)


def shares_height(a: Box, b: Box) -> bool:
    return a.y < b.bottom and b.y < a.bottom


def shares_width(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right


def left_of(a: Box, b: Box, tolerance: float = 0.0) -> bool:
    """`a` stands clear left of `b`: each one's middle lies beyond the other's edge."""
    return a.centre_x <= b.x + tolerance and b.centre_x >= a.right - tolerance


def above(a: Box, b: Box, tolerance: float = 0.0) -> bool:
    return a.centre_y <= b.y + tolerance and b.centre_y >= a.bottom - tolerance


def in_third(middle: float, origin: float, length: float, third: int, slack: float) -> bool:
    """Whether `middle` lies in a third (0, 1, 2) of `origin`..`origin + length`,
    `slack` beyond the edges it shares with the other thirds (less than 0:
    that far inside them)."""
    low = origin + length * third / 3 - slack if third > 0 else float("-inf")
    high = origin + length * (third + 1) / 3 + slack if third < 2 else float("inf")
    return length > 0 and low <= middle <= high


def stands(relation: str, mine: Box, theirs: Box, tolerance: float) -> bool:
    """Whether `mine` stands `relation` to `theirs`: wholly on that side and
    facing it (their spans across the other axis meet, an edge at least: a
    bracket ends where the line it spans is), over it (its middle inside),
    under it, or by it (no farther off than its own size)."""
    if relation == "above":
        return mine.bottom <= theirs.y + tolerance and _meet(mine.x, mine.right, theirs.x, theirs.right, tolerance)
    if relation == "below":
        return mine.y >= theirs.bottom - tolerance and _meet(mine.x, mine.right, theirs.x, theirs.right, tolerance)
    if relation == "left-of":
        return mine.right <= theirs.x + tolerance and _meet(mine.y, mine.bottom, theirs.y, theirs.bottom, tolerance)
    if relation == "right-of":
        return mine.x >= theirs.right - tolerance and _meet(mine.y, mine.bottom, theirs.y, theirs.bottom, tolerance)
    if relation == "over":
        return theirs.grown(tolerance).contains(Box(mine.centre_x, mine.centre_y, 0, 0))
    if relation == "under":
        return mine.grown(tolerance).contains(Box(theirs.centre_x, theirs.centre_y, 0, 0))
    if relation == "by":
        gap = max(theirs.x - mine.right, mine.x - theirs.right, theirs.y - mine.bottom, mine.y - theirs.bottom, 0.0)
        return gap <= max(mine.width, mine.height, theirs.width, theirs.height) + tolerance
    return False


def _meet(start: float, end: float, other_start: float, other_end: float, tolerance: float) -> bool:
    """Whether two spans along one axis meet, touching edges included."""
    return start <= other_end + tolerance and other_start <= end + tolerance


# --- the checker ------------------------------------------------------------------


def check(claim: Claim, boxes: Mapping[SpecPath, Box], anchors: Mapping[str, Box], extent: Box | None,
          drawn: Callable[[SpecPath], Box | None] = lambda key: None) -> str | None:
    """Why a claim is false of the drawing (None: it holds), from the boxes
    alone, forgiving TOLERANCE px at each edge. `boxes`: every block's box by
    path (`scene.blocks`); `anchors`: the scene's, for a part a claim names;
    `drawn`: the box of what a mark that is no block drew (a bracket)."""
    place = claim.place
    mine = boxes.get(claim.subject) or anchors.get(claim.anchor) or drawn(claim.subject)
    if place.frame == "unknown" or mine is None:
        return f"{claim.said!r}: no place in the composition says it"
    if place.frame == "drawing":
        return _check_region(claim, mine, extent)
    if place.frame == "thing":
        theirs = (boxes.get(place.other) or anchors.get(place.anchor) or drawn(place.other)) if place.other is not None else None
        if theirs is None or not stands(place.word, mine, theirs, TOLERANCE):
            return f"{claim.said!r}: {claim.subject} does not stand {place.word} {place.other}"
        return None
    kin = {k: b for k in place.kin if (b := boxes.get(k) or drawn(k)) is not None}  # a mark that is no block (frames among frames) by what it drew
    if len(kin) != len(place.kin) or claim.subject not in kin:
        return f"{claim.said!r}: its kin are not all drawn"
    return _check_kin(claim, kin)


def _check_region(claim: Claim, mine: Box, extent: Box | None) -> str | None:
    why = in_region(claim.place.word, mine, extent, TOLERANCE, TOLERANCE, flush=claim.place.axis == PINNED_AXIS)
    return f"{claim.said!r}: {claim.subject} {why}" if why else None


def in_region(word: str, mine: Box, extent: Box | None, slack_x: float, slack_y: float, *, flush: bool = False) -> str | None:
    """Why `mine` is not in that region of the drawing (None: it is): its
    middle lies in the third (or both thirds) the word names, give or take
    the slack (px; less than 0: that far inside); `flush` (a block pinned
    there): or its edge meets the drawing's edge on that side."""
    if extent is None or word not in REGIONS:
        return f"is in no region {word!r}"
    down, across = REGIONS[word]
    if across is not None and not _toward(mine.x, mine.right, extent.x, extent.width, ACROSS.index(across), slack_x, flush):
        return f"does not stand in the {across} third of the drawing"
    if down is not None and not _toward(mine.y, mine.bottom, extent.y, extent.height, DOWN.index(down), slack_y, flush):
        return f"does not stand in the {down} third of the drawing"
    return None


def _toward(low: float, high: float, origin: float, length: float, third: int, slack: float, flush: bool) -> bool:
    """Whether a span stands in a third of the drawing along one axis: its
    middle in that third, or, `flush` and for an outer third, its near edge
    at the drawing's edge and its middle on that half (a wide note pinned at
    the lower left, its words running past the first third, stands there)."""
    middle = (low + high) / 2
    if in_third(middle, origin, length, third, slack):
        return True
    if not flush:
        return False
    edge = -slack if slack < 0 else 0.0  # "flush": no farther in than the margin a middle must keep
    if third == 0:
        return low - origin <= edge and middle < origin + length / 2
    if third == 2:
        return origin + length - high <= edge and middle > origin + length / 2
    return False


def _check_kin(claim: Claim, kin: dict[SpecPath, Box]) -> str | None:
    """A place among kin: an arrangement of them all, a place in reading order,
    or a word along an axis, each other one standing clear before or after it."""
    place = claim.place
    mine = kin[claim.subject]
    others = [box for key, box in kin.items() if key != claim.subject]
    if not others:
        return f"{claim.said!r}: a place among kin needs another"
    if place.word in ARRANGEMENTS:
        band = shares_height if place.word == "side-by-side" else shares_width
        return None if all(band(a, b) for a in kin.values() for b in kin.values()) else f"{claim.said!r}: they do not stand {place.word}"
    if place.axis == "reading":
        rank = reading_order(kin).index(claim.subject) + 1
        return None if place.word == "nth" and rank == place.rank else f"{claim.said!r}: {claim.subject} is number {rank} in reading order, not {place.rank}"
    first = left_of if place.axis == "across" else above
    ahead = sum(1 for other in others if first(other, mine, TOLERANCE))
    behind = sum(1 for other in others if first(mine, other, TOLERANCE))
    clear = ahead + behind == len(others)
    true = {
        "left": place.axis == "across" and ahead == 0 and behind == len(others),
        "top": place.axis == "down" and ahead == 0 and behind == len(others),
        "right": place.axis == "across" and behind == 0 and ahead == len(others),
        "bottom": place.axis == "down" and behind == 0 and ahead == len(others),
        "middle": clear and ahead == behind,
        "nth": clear and ahead == place.rank - 1,
    }.get(place.word, False)
    if not true:
        return f"{claim.said!r}: {claim.subject} is not {place.word} {place.rank or ''} along {place.axis} among {len(others) + 1}"
    return None


def check_all(claims: Iterable[Claim], scene: Scene) -> list[tuple[Claim, str]]:
    """Every claim found false of the scene, with why."""
    boxes = {block.path: block.box for block in scene.blocks}
    extent = drawing_extent(scene)
    found = []
    for claim in claims:
        why = check(claim, boxes, scene.anchors, extent, lambda key: drawn_box(scene, key))
        if why is not None:
            found.append((claim, why))
    return found
