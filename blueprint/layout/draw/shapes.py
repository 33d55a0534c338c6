"""Small shapes several marks draw the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.scene import Element, Line, Paint, SpecPath

if TYPE_CHECKING:
    from blueprint.theme import Theme


def red_cross(x: float, y: float, size: float, owner: SpecPath) -> list[Element]:
    """The cut: two red strokes with round caps, centred on (x, y) (STYLE.md)."""
    half = size / 2
    paint = Paint(stroke="red", stroke_width="cross", cap="round")
    return [
        Line(x - half, y - half, x + half, y + half, paint, "cross", owner, owner),
        Line(x + half, y - half, x - half, y + half, paint, "cross", owner, owner),
    ]


def fill_paint(theme: "Theme", fill: str, hatch: bool, outline: str) -> Paint:
    """The paint of a part by meaning: its fill (hatched over paper if asked) and outline."""
    look = theme.look(fill)
    stroke = look.stroke if outline != "none" else None
    width = "dotted" if outline == "dotted" else "outline"
    if outline == "none" and look.edge is not None and not hatch:  # seen by its edge alone (a dark part on a dark sheet)
        stroke, width, outline = look.edge, "thin", "solid"
    if hatch:
        return Paint(fill="paper", stroke=stroke, stroke_width=width, line=outline, hatch=look.fill)
    return Paint(fill=look.fill, stroke=stroke, stroke_width=width, line=outline)
