"""Where a connector's drawn line starts and ends (read from the scene), and
whether its start stands clear of the mark it comes from: an arrow drawn from
well below a red cross is not seen to leave the cross, so it is never said to
("a red cross sends an arrow" where the arrow starts a tread below it, reader
8-B). `START_CLEAR`: farther than a label's reach (`theme.layout.label_reach`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.scene import Box, Line, Path

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


def drawn_points(node: "MarkNode", ctx: "DescribeContext") -> list[tuple[float, float]]:
    """The ends of each line the scene draws for the connector, in drawing order."""
    points: list[tuple[float, float]] = []
    for element in ctx.scene.elements:
        if element.owner != node.path or element.role != "connector":
            continue
        if isinstance(element, Line):
            points += [(element.x1, element.y1), (element.x2, element.y2)]
        elif isinstance(element, Path):
            numbers = [n for _, values in element.segments for n in values]
            points += [(numbers[0], numbers[1]), (numbers[-2], numbers[-1])]
    return points


def starts_clear(node: "MarkNode", ctx: "DescribeContext", subject: tuple, reversed_: bool) -> str | None:
    """"below", "above", "left" or "right": where the line's start (its
    subject's end; the far end where the arrow points back, `reversed_`) stands
    clear of the whole mark it comes from, its words with it; None where it
    leaves the mark (or the subject is a part of one)."""
    mark = ctx.mark_at(subject)
    points = drawn_points(node, ctx)
    if mark is None or tuple(mark.path) != tuple(subject) or not points:
        return None
    box = Box.around([e.bounds for e in ctx.scene.elements if tuple(e.owner[: len(subject)]) == tuple(subject)])  # its words too: a line leaving its label leaves it
    if box is None:
        return None
    x, y = points[-1] if reversed_ else points[0]
    dx = max(box.x - x, 0.0, x - box.right)
    dy = max(box.y - y, 0.0, y - box.bottom)
    if (dx * dx + dy * dy) ** 0.5 <= ctx.theme.layout.label_reach:
        return None
    if dy >= dx:
        return "below" if y > box.bottom else "above"
    return "right" if x > box.right else "left"
