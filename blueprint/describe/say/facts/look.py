"""How a thing is drawn, by meaning (its fill, outline and hatching), as
the facts state it: the one look every family of facts shares.
"""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.marks.look import Look as PartLook


@dataclass(frozen=True)
class Look:
    """How a thing is drawn, by meaning: its fill colour, its outline's rhythm,
    hatching, and whether it is filled at all or only outlined."""

    colour: str = "grey"  # a fill meaning: grey, grey-light, white, dark, blue, red
    line: str = "solid"  # solid, dashed, dotted
    hatch: bool = False
    filled: bool = True
    line_colour: str | None = None  # the outline's colour where it is not the fill's own ("outlined in blue dashes")


def told_look(look: "PartLook", outline_alone: bool = False) -> Look:
    """A part's look (`marks/look.py`) as a fact: what the realisers say.
    `outline_alone`: a part with no fill is said by its outline's colour (a
    tier or cell "dashed blue"), not as no colour (a bar's part)."""
    if outline_alone and not look.filled:
        return Look(look.colour, look.outline, look.hatch, False)
    return Look(look.fill, look.outline, look.hatch, look.filled, None if look.own_colour else look.colour)
