"""Small shapes several marks draw the same way."""

from __future__ import annotations

from blueprint.scene import Element, Line, Paint, SpecPath


def red_cross(x: float, y: float, size: float, owner: SpecPath) -> list[Element]:
    """The cut: two red strokes with round caps, centred on (x, y) (STYLE.md)."""
    half = size / 2
    paint = Paint(stroke="red", stroke_width="cross", cap="round")
    return [
        Line(x - half, y - half, x + half, y + half, paint, "cross", owner, owner),
        Line(x + half, y - half, x - half, y + half, paint, "cross", owner, owner),
    ]
