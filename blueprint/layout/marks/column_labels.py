"""Where a column part's words stand (`label` on a part stacked on a column),
as a bar's part's do: inside the part where they fit (in the ink its fill
takes), else beside the column level with the part's middle, right first,
then left, each level with the part's middle, else its top, else its
bottom (clear of a line across the columns); `label-side` keeps them where the writer asked (`inside` refused
where the words do not fit, with the room there is). Apart from `columns.py`
so the chart's layout reads whole; the room beside the columns is reserved
there (`beside_room`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import at_side, choose, fits_inside, label_inside
from blueprint.layout.draw.reference_lines import words_width
from blueprint.layout.draw.shapes import text_colour
from blueprint.marks.columns import ColumnPartSpec, ColumnsSpec
from blueprint.marks.label import label_ink
from blueprint.scene import Box, Element, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

Placed = tuple[ColumnPartSpec, Box, SpecPath]  # a part, where it is drawn, its key


def side_wanted(part: ColumnPartSpec, width: float, ctx: "LayoutContext") -> str:
    """The side a part's words take before the scale is known: the writer's,
    else inside where they fit the column's width, else right."""
    if part.label_side is not None or part.label is None:
        return part.label_side or "inside"
    room = width - 2 * ctx.theme.layout.inside_padding
    return "inside" if words_width(part.label, "label", ctx) <= room else "right"


def beside_room(spec: ColumnsSpec, width: float, ctx: "LayoutContext") -> list[tuple[float, float]]:
    """Per column, the room its parts' words take beside it, (left, right),
    each with its gap: the slots and the row keep it free."""
    gap = ctx.theme.layout.label_gap
    rooms = []
    for column in spec.columns:
        sides = {"left": 0.0, "right": 0.0}
        for part in column.parts or ():
            side = side_wanted(part, width, ctx)
            if part.label is not None and side in sides:
                sides[side] = max(sides[side], words_width(part.label, "label", ctx) + gap)
        rooms.append((sides["left"], sides["right"]))
    return rooms


def inside_width(spec: ColumnsSpec, ctx: "LayoutContext") -> float:
    """The width a column takes to hold the words asked inside its parts
    (`label-side: inside`), with their padding: columns widen to it."""
    padding = ctx.theme.layout.inside_padding
    asked = [part.label for column in spec.columns for part in column.parts or () if part.label is not None and part.label_side == "inside"]
    return max((words_width(words, "label", ctx) + 2 * padding for words in asked), default=0.0)


def part_labels(placed: list[Placed], ctx: "LayoutContext", obstacles: list[Box]) -> list[Element]:
    """Each labelled part's words, inside it or beside its column, clear of
    `obstacles` (the columns, and the words placed before)."""
    elements: list[Element] = []
    padding = ctx.theme.layout.inside_padding
    for part, box, path in placed:
        if part.label is None:
            continue
        where = path + ("label",)
        inside = ctx.text_centred_on(ctx.text(part.label, size="label", colour="ink", x=box.centre_x, top=0, align="centre", role="inside", owner=path, source=where), box.centre_y)
        fits = fits_inside(inside, box, padding) and inside.box.height <= box.height - padding + 0.01
        if part.label_side == "inside" or (part.label_side is None and fits):
            elements.append(label_inside(ctx, part.label, box, part.look, path, colour=part.inside_ink()))
            continue
        colour = label_ink(part, text_colour(ctx.theme, part.look))
        sides = [part.label_side] if part.label_side else ["right", "left"]
        candidates = [text for side in sides for text in _along(at_side(ctx, part.label, box, side, colour, where, owner=path), box)]
        elements.append(choose(candidates, obstacles + [e.bounds for e in elements], ctx.canvas))
    return elements


def _along(level: list[Text], box: Box) -> list[Text]:
    """Words beside a part: level with its middle, then with its top, then
    with its bottom, so a line across the columns or a neighbour's words
    leave them a place still beside their part."""
    return list(level) + [moved for words in level for moved in (words.moved(0, box.y - words.box.y), words.moved(0, box.bottom - words.box.bottom))]
