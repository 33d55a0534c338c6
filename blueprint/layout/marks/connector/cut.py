"""The cut on a connector: the red cross a share along the line, and the words
set beside the cross (`cut: {at: 50%, label: reserved}`).

The words belong to the cross, not the line: they stand a label gap clear of
the cross on the side asked (`label-side`, kept as written, as a connector's
own label's is), else on the first side that is clear of what is placed and
of the line itself: across the line first (above or below a level line, right
or left of an upright one), then along it. Red unless `label-colour` says
otherwise (the words name a red thing: STYLE.md, Type).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import choose
from blueprint.layout.draw.routes import Route, crosses
from blueprint.layout.draw.shapes import red_cross
from blueprint.marks.connector import CutSpec
from blueprint.marks.label import label_ink
from blueprint.scene import Box, Element, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

ACROSS = {True: ("above", "below", "right", "left"), False: ("right", "left", "above", "below")}  # sides in turn, by whether the line runs level at the cross


def cut(node: "MarkNode", cross: CutSpec, line: Route, ctx: "LayoutContext") -> list[Element]:
    """The cross, and its words beside it when it has any."""
    size = ctx.theme.layout.cross_size
    share = _clear_share(float(cross.at.value), line, size, ctx)
    x, y = line.at(share)
    where = node.path + ("cut",)
    elements = red_cross(x, y, size, where)
    if cross.label:
        reach = size / 2 + ctx.theme.strokes.cross / 2  # the strokes' round caps stand past the cross's square
        elements.append(_words(node, cross, Box(x - reach, y - reach, 2 * reach, 2 * reach), _level_at(line, share), line, ctx))
    return elements


SLIDE = 0.2  # how far along the line (a share of it) a cross slides off a mark it would stand on
STEP = 0.01


def _clear_share(share: float, line: Route, size: float, ctx: "LayoutContext") -> float:
    """The writer's share, or where the cross there would stand on a mark's
    shapes (a cell of a grid the line runs by), the nearest share within
    SLIDE of it where it stands clear: a cross on a cell reads as that cell
    crossed out (faithful12)."""
    shapes = [e.bounds for e in ctx.placed if e.kind != "text"]
    reach = size / 2 + ctx.theme.strokes.cross

    def clear(at: float) -> bool:
        x, y = line.at(at)
        box = Box(x - reach, y - reach, 2 * reach, 2 * reach)
        return not any(box.overlaps(shape) for shape in shapes)

    if clear(share):
        return share
    for step in range(1, round(SLIDE / STEP) + 1):
        for at in (share + step * STEP, share - step * STEP):
            if 0.0 < at < 1.0 and clear(at):
                return at
    return share


def _words(node: "MarkNode", cross: CutSpec, box: Box, level: bool, line: Route, ctx: "LayoutContext") -> Text:
    """The cross's words on the first side clear of what is placed and of the
    line, carrying the other sides as alternatives; the writer's side alone
    when asked."""
    text = cross.label
    assert text is not None  # drawn only for a cross with words (`cut`)
    where = node.path + ("cut", "label")
    gap = ctx.theme.layout.connector_label_gap
    make = lambda x, top, align="left": ctx.text(
        text, x=x, top=top, align=align, size="label", colour=label_ink(cross, "red"), role="label", owner=where, source=where
    )
    width, height = ctx.font.measure(text, ctx.theme.type.size("label")), ctx.text_height("label", text)
    aligns = {"left": (box.x,), "centre": (box.centre_x - width / 2,), "right": (box.right - width,)}
    lefts = aligns[cross.label_align] if cross.label_align else (box.centre_x - width / 2, box.x, box.right - width)
    places: dict[str, list[Text]] = {
        "above": [make(left, box.y - gap - height) for left in lefts],
        "below": [make(left, box.bottom + gap) for left in lefts],
        "right": [ctx.text_centred_on(make(box.right + gap, box.centre_y), box.centre_y)],
        "left": [ctx.text_centred_on(make(box.x - gap, box.centre_y, "right"), box.centre_y)],
    }
    sides = (cross.label_side,) if cross.label_side else ACROSS[level]
    candidates = [c for side in sides for c in places[side]]
    clear = [c for c in candidates if not crosses(line, c.box)] or candidates
    return choose(clear, [e.bounds for e in ctx.placed], ctx.columns)


def _level_at(line: Route, share: float) -> bool:
    """Whether the line runs more across than up and down where the cross stands."""
    (x0, y0), (x1, y1) = line.at(max(share - 0.01, 0.0)), line.at(min(share + 0.01, 1.0))
    return abs(y1 - y0) <= abs(x1 - x0)
