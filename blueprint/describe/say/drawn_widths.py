"""Parts drawn wider than their values: a part too short to see is drawn at
the thinnest width that carries meaning (the theme's `thin_part`), so the
picture shows a thin sliver, not its value. What is true to say of such a
part is that it is a thin sliver (review 8-C: "dark for three minutes" of a
sliver that measures eight on the hour scale); its value is said only where
its label gives it. Read off the scene, for any mark that draws parts along a
scale (a timeline's segments, a bar's parts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blueprint.scene import Scene

SLACK = 1.5  # a part drawn this many times as wide as its value (and a px more), or wider, is a widened sliver


def drawn_widths(scene: "Scene | None", role: str, keys: "set[tuple]") -> dict[tuple, float]:
    """The drawn width of each part of `keys`, by its owner (none without a scene)."""
    found: dict[tuple, float] = {}
    for element in scene.elements if scene is not None else ():
        owner = tuple(element.owner)
        if element.role == role and owner in keys:
            found[owner] = max(found.get(owner, 0.0), element.bounds.width)
    return found


def widened(lengths: dict[tuple, float], drawn: dict[tuple, float]) -> set[tuple]:
    """The parts drawn wider than their value: the scale (px per unit) read
    off the longest part, which is never widened; a part is widened where its
    drawn width passes SLACK times its value's width, and by more than a px."""
    measured = [(length, drawn[key]) for key, length in lengths.items() if key in drawn and length > 0]
    if not measured:
        return set()
    length, width = max(measured)
    scale = width / length
    return {key for key, value in lengths.items() if key in drawn and drawn[key] > max(SLACK * value * scale, value * scale + 1.0)}
