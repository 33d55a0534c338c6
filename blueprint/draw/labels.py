"""Label placement: the first candidate position that collides with nothing."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from blueprint.scene import Box, Text


def is_free(box: Box, obstacles: Sequence[Box], bounds: Box, clearance: float = 2.0) -> bool:
    """Whether `box` lies inside `bounds` and keeps `clearance` from every obstacle."""
    if not bounds.contains(box):
        return False
    grown = box.grown(clearance)
    return not any(grown.overlaps(obstacle) for obstacle in obstacles)


def first_free(candidates: Iterable[Text], obstacles: Sequence[Box], bounds: Box, clearance: float = 2.0) -> Text | None:
    """The first candidate whose box is free (see `is_free`)."""
    for candidate in candidates:
        if is_free(candidate.box, obstacles, bounds, clearance):
            return candidate
    return None


def fits_inside(text: Text, area: Box, padding: float) -> bool:
    """Whether a label sits inside `area` with `padding` left and right."""
    return (
        text.box.x >= area.x + padding - 0.01
        and text.box.right <= area.right - padding + 0.01
        and text.box.y >= area.y
        and text.box.bottom <= area.bottom
    )
