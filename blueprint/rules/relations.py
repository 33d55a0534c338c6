"""Relations the spec asks for, checked on the final geometry (issue 27): a
mark on another's time scale (`same-scale`) runs at the same px per unit and,
stacked over or under it, starts where it starts, so the same hour stands at
the same x in both. Layout composes for this; this says whether the drawing
that stands still keeps it, after everything placed beside a mark has
narrowed its frame or moved it."""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.scene import Box

RATE_TOLERANCE = 0.005  # a share of the px per unit: rounding, not a second scale
ORIGIN_TOLERANCE = 0.5  # px


@dataclass(frozen=True)
class Axis:
    """Where an axis starts on the card and how many px a unit takes."""

    left: float
    rate: float


def stacked(first: Box, second: Box) -> bool:
    """One stands wholly over the other: they share the axis's origin; beside, only its rate."""
    return first.bottom <= second.y + ORIGIN_TOLERANCE or second.bottom <= first.y + ORIGIN_TOLERANCE


def broken(mine: Axis, theirs: Axis, one_over_other: bool) -> str | None:
    """What of one scale the two axes do not share: "rate", "origin", or None."""
    if abs(mine.rate - theirs.rate) > RATE_TOLERANCE * max(abs(theirs.rate), 1e-9):
        return "rate"
    if one_over_other and abs(mine.left - theirs.left) > ORIGIN_TOLERANCE:
        return "origin"
    return None


# --- rows, columns, placements and sizes (issue 27 item 1) ---------------------
# Each says, of boxes that stand in the final composition, whether the relation
# the spec asks for holds: the name of what broke, or None. Geometry only: the
# layout says which boxes (a row's members by what each draws, a column's by
# their bodies) and reports at the key.

ALIGN_TOLERANCE = 0.5  # px: rounding, not a second line


def edge(box: Box, align: str, across: bool) -> float:
    """The x (`across`) or y of the edge or middle `align` names; an `align`
    of the other direction names the middle."""
    if across:
        return box.x if align == "left" else box.right if align == "right" else box.centre_x
    return box.y if align == "top" else box.bottom if align == "bottom" else box.centre_y


def misaligned(members: list[Box], align: str, across: bool) -> int | None:
    """The first member (by index) whose edge or middle named by `align` does
    not line up with the first's: down a row (`across` False: top, centre,
    bottom) or across a column (left, centre, right)."""
    first = edge(members[0], align, across)
    return next((i for i, box in enumerate(members[1:], 1) if abs(edge(box, align, across) - first) > ALIGN_TOLERANCE), None)


def out_of_order(members: list[Box], across: bool) -> int | None:
    """The first member that does not stand after the one before it: a row's
    left to right, a column's top to bottom (by their middles: labels may hang)."""
    middles = [edge(box, "centre", across) for box in members]
    return next((i for i in range(1, len(members)) if middles[i] <= middles[i - 1] + ALIGN_TOLERANCE), None)


def over_point(target: Box, along: float | None) -> tuple[float, float]:
    """Where a block drawn `over` a thing centres: the thing's middle, or the
    point `along` its length (a share: left to right along a thing lying
    along, bottom to top up one standing), on its middle line."""
    if along is None:
        return target.centre_x, target.centre_y
    if target.width >= target.height:
        return target.x + along * target.width, target.centre_y
    return target.centre_x, target.bottom - along * target.height


def misplaced(relation: str, body: Box, drawn: Box, target: Box, align: str | None, at: tuple[float, float] | None = None) -> str | None:
    """Whether a block placed by relation stands so: wholly on that side of its
    target (`side`: beside it by its body, above or below by all it draws,
    as the engine places it), lined up with it as `align` says or centred on
    it (`align`); `over`, centred on it (or on the point `at`, where `along`
    puts it). None where it holds."""
    tolerance = ALIGN_TOLERANCE
    side = {
        "above": drawn.bottom <= target.y + tolerance,
        "below": drawn.y >= target.bottom - tolerance,
        "left-of": body.right <= target.x + tolerance,
        "right-of": body.x >= target.right - tolerance,
        "over": True,
    }.get(relation)
    if side is None:
        return None
    if not side:
        return "side"
    if relation == "over":
        x, y = at if at is not None else (target.centre_x, target.centre_y)
        off = abs(body.centre_x - x) > tolerance or abs(body.centre_y - y) > tolerance
        return "align" if off else None
    across = relation not in ("left-of", "right-of")  # beside it, it keeps a line across; above or below, one down
    line = align or "centre"
    return "align" if abs(edge(body, line, across) - edge(target, line, across)) > tolerance else None


def oversized(given: float, drawn: float) -> bool:
    """A block drawn larger than the `width` or `height` its spec gives."""
    return drawn > given + 1.0


def no_room(size: float) -> bool:
    """A mark's body or scale that has no length, or runs backwards (its end before its start)."""
    return size <= ALIGN_TOLERANCE


# --- words asked inside their part (issue 27: `label-side: inside` once drew beside) ---

INSIDE_TOLERANCE = 1.0  # px: rounding and a stroke's half width, not words standing apart


def past_edge(words: Box, part: Box) -> float:
    """How far `words` reach past the box round what their part draws (0: within it)."""
    return max(part.x - words.x, words.right - part.right, part.y - words.y, words.bottom - part.bottom, 0.0)


def outside(words: Box, part: Box) -> bool:
    return past_edge(words, part) > INSIDE_TOLERANCE
