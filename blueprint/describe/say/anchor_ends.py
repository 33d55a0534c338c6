"""The ends of an anchor as a reader names them: `m8.end` of an upright bar
is its top, `start` its bottom (the mark says which way it runs:
`marks.positions.runs_up`); level things keep their start and end. The words
are the describe stage's; the marks only say the direction (review 13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from blueprint.marks.positions import end_of, runs_up

UPRIGHT_ENDS = {"start": "bottom", "mid": "middle", "end": "top"}  # the ends of an anchor that runs upward, as a reader names them


def end_said(name: str, ids: Mapping[str, Any]) -> tuple[str, str] | None:
    """`end_of`, with the end named the way the anchor runs: `m8.end` of an
    upright bar is its `top` (and `start` its `bottom`)."""
    end = end_of(name)
    if end is None or not runs_up(end[0], ids):
        return end
    return end[0], UPRIGHT_ENDS[end[1]]
