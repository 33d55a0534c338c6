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
