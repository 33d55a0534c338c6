"""A count that holds alike across several grids of one noun and shape: the
point of a before/after is often what did not change ("twelve cells are busy
in both grids": nothing was added, only moved). No English here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AlikeCount:
    """`count` cells are taken (drawn in any fill but white or none) in each of
    the grids `keys`, which share one noun and shape; `busy`: every taken cell
    is solid grey, blue or dark (in use, kept, overhead by the house style),
    none hatched (idle, lost), so the blog's "busy" is true of them all."""

    count: int
    keys: tuple[tuple, ...]
    busy: bool
