"""Parts laid across what holds them (`split: across`), and the dividers
between a holder's parts: one pass over a bar's part boxes, for a bar lying
along and one standing upright alike. Along a bar, parts follow one another
(`bar.py`, `bar_upright.py` place them so); across it, they share its
breadth side by side: left to right across a bar standing upright (a card
split between tenants running at once), top to bottom across one lying."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.marks.bar.spec import BarSpec, PartInfo, PartSpec
from blueprint.scene import Box, Element, Line, Paint, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext


def _holders(bar: BarSpec, box: Box, path: SpecPath, parts: list[PartInfo], boxes: dict[SpecPath, Box]) -> Iterator[tuple[BarSpec | PartSpec, SpecPath, Box, list[PartInfo]]]:
    """The bar and each of its parts that hold parts: (its spec, its path, its box, its own parts)."""
    yield bar, path, box, [info for info in parts if info.depth == 0]
    for info in parts:
        held = [other for other in parts if other.path[:-2] == info.path]
        if held:
            yield info.spec, info.path, boxes[info.path], held


def lying_across(bar: BarSpec, parts: list[PartInfo]) -> set[SpecPath]:
    """The parts laid across what holds them: their shares are of its breadth, not its length."""
    holders = {info.path: info.spec.across for info in parts}
    return {info.path for info in parts if (bar.across if info.depth == 0 else holders.get(info.path[:-2], False))}


def laid_across(bar: BarSpec, box: Box, path: SpecPath, parts: list[PartInfo], boxes: dict[SpecPath, Box], least: float) -> dict[SpecPath, Box]:
    """The part boxes with every holder split across re-laid: its parts side
    by side over its breadth, each its share of it (at least `least`)."""
    found = dict(boxes)
    for holder, _, area, held in _holders(bar, box, path, parts, found):
        if not holder.across:
            continue
        cursor = Fraction(0)
        for info in held:
            share = info.spec.share.value
            if bar.upright:
                x = area.x + float(cursor) * area.width
                found[info.path] = Box(x, area.y, min(max(float(share) * area.width, least), area.right - x), area.height)
            else:
                y = area.y + float(cursor) * area.height
                found[info.path] = Box(area.x, y, area.width, min(max(float(share) * area.height, least), area.bottom - y))
            cursor += share
    return found


def dividers(ctx: "LayoutContext", bar: BarSpec, box: Box, path: SpecPath, parts: list[PartInfo], boxes: dict[SpecPath, Box]) -> list[Element]:
    """A line at each join between a holder's parts, in its `dividers` rhythm,
    across the holder's breadth (or along it, for parts laid across)."""
    drawn: list[Element] = []
    for holder, where, area, held in _holders(bar, box, path, parts, boxes):
        if holder.dividers is None:
            continue
        paint = Paint(stroke="line", stroke_width="outline", line=holder.dividers)
        inset = ctx.theme.strokes.outline
        vertical = bar.upright == holder.across  # the joins run up and down: parts side by side left to right
        for before, after in zip(held, held[1:]):
            first, second = boxes[before.path], boxes[after.path]
            if vertical:
                x = (first.right + second.x) / 2 if second.x >= first.x else (first.x + second.right) / 2
                line = (x, area.y, x, area.bottom)
            else:
                y = (first.y + second.bottom) / 2 if bar.upright and not holder.across else (first.bottom + second.y) / 2
                line = (area.x, y, area.right, y)
            drawn += _under(ctx, line, inset, before, after) + [Line(*line, paint, "divider", where + ("dividers",), where + ("dividers",))]
    return drawn


def _under(ctx: "LayoutContext", line: tuple[float, float, float, float], inset: float, before: PartInfo, after: PartInfo) -> list[Element]:
    """What the divider's dashes stand on: the join's outlines covered in the
    two parts' fill where they share one (grey between grey tenants), else in
    the paper, short of the holder's edge by its outline, so its gaps show
    no solid line under them."""
    x1, y1, x2, y2 = line
    looks = before.spec.look, after.spec.look
    fill = ctx.theme.look(looks[0].fill).fill if looks[0].fill == looks[1].fill and not any(look.hatch for look in looks) else "paper"
    if x1 == x2:
        y1, y2 = y1 + inset, y2 - inset
    else:
        x1, x2 = x1 + inset, x2 - inset
    return [Line(x1, y1, x2, y2, Paint(stroke=fill, stroke_width="emphasis"), "seam", before.path, before.path)]
