"""Drawing a grid: the size of its cells in a frame, a cell, a span, a cross."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from blueprint.layout.draw.labels import with_alternatives
from blueprint.layout.draw.shapes import red_cross
from blueprint.marks.grid.spec import COLOURS, STATE_PAINT, Cells, GridSpec, SpanSpec
from blueprint.scene import Box, Element, Paint, Rect, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

GAP_RATIO = 1 / 8
SMALLEST_CELL = 24.0  # cells a short frame may shrink a grid to; a huge grid is smaller still


def gap_for(size: float) -> float:
    """The rhythm between cells: an eighth of a cell, at least one pixel."""
    return max(1.0, round(size * GAP_RATIO)) if size >= 16 else 1.0


def fitted(count: int, room: float) -> float:
    """The largest cell side for which `count` cells and their gaps fit in `room`."""
    size = room / (count * (1 + GAP_RATIO))
    if size < 16:
        size = (room - (count - 1)) / count
    return max(1.0, math.floor(size * 4) / 4)


@dataclass(frozen=True)
class Geometry:
    """Where a grid's cells stand: their side, the gap between them, the left
    edge of the first column and the top of the first row."""

    size: float
    gap: float
    left: float
    top: float
    columns: int
    rows: int
    row_gap: float = -1.0  # between rows, when wider than between cells (rows outlined as units); -1: `gap`

    @property
    def between_rows(self) -> float:
        return self.gap if self.row_gap < 0 else self.row_gap

    def cell(self, r: int, c: int) -> Box:
        """The box of the cell in row r, column c (both from 0)."""
        return Box(self.left + c * (self.size + self.gap), self.top + r * (self.size + self.between_rows), self.size, self.size)

    @property
    def box(self) -> Box:
        return Box(self.left, self.top, self.columns * (self.size + self.gap) - self.gap, self.rows * (self.size + self.between_rows) - self.between_rows)


def geometry(spec: GridSpec, cells: Cells, ctx: "LayoutContext", frame: Box) -> Geometry:
    """Cells fitted to the frame: as wide as the frame allows (row labels and spans
    standing outside included), as tall as a finite frame.height allows down to
    SMALLEST_CELL, never taller than the card; the whole kept inside the frame."""
    theme = ctx.theme.layout
    labels = max((ctx.font.measure(t, ctx.theme.type.size("label")) for t in spec.row_labels), default=0.0)
    label_room = labels + 2 * theme.label_gap if labels else 0.0
    title_room = ctx.text_height("label") + 2 * theme.label_gap if spec.label else 0.0
    span_room = ctx.text_height("label") + 1.5 * theme.label_gap + 2 if any(s.label and s.row == 1 for s in spec.spans) else 0.0
    right = max((outside_cells(spec, row, "right") for row in {s.row for s in spec.spans}), default=0)
    left_out = max((outside_cells(spec, row, "left") for row in {s.row for s in spec.spans}), default=0)
    units = cells.columns + (right + 1 if right else 0) + (left_out + 1 if left_out else 0)
    across = fitted(units, frame.width - label_room)
    card = fitted(cells.rows, ctx.content.height - title_room)
    down = fitted(cells.rows, min(frame.height, ctx.content.height) - title_room - span_room)
    smallest = SMALLEST_CELL if not spec.row_labels else max(SMALLEST_CELL, math.ceil(ctx.text_height("label") / (1 + GAP_RATIO)))
    size = min(float(spec.size), across, card, max(down, smallest))  # a short frame shrinks cells only so far (row labels stay apart)
    gap = gap_for(size)
    width = cells.columns * size + (cells.columns - 1) * gap
    left = frame.centre_x - width / 2 + label_room / 2
    # Spans standing outside a row widen the drawing: in a frame narrower than the
    # card (a row's share, a `width`) the whole moves inside it. A full-width frame
    # keeps the cells centred, so grids stacked in a column line up; the engine
    # centres the stack as a whole on the card.
    row_gap = 3 * gap if spec.outline == "rows" else -1.0  # room for each row's own outline
    if frame.width >= ctx.content.width - 0.5:
        return Geometry(size, gap, left, frame.y + title_room + (span_room if title_room else 0.0), cells.columns, cells.rows, row_gap)
    pitch = size + gap
    lowest = left - label_room - (size + left_out * pitch + gap / 2 if left_out else 0.0)
    highest = left + width + (size + right * pitch - gap / 2 if right else 0.0)
    shift = min(0.0, frame.right - highest)
    if lowest + shift < frame.x:
        shift = frame.x - lowest
    left += shift
    top = frame.y + title_room + (span_room if title_room else 0.0)  # a title stands above the spans' labels
    return Geometry(size, gap, left, top, cells.columns, cells.rows, row_gap)


def cell(box: Box, state: str, level: float | None, spec: GridSpec, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    fill, hatch = STATE_PAINT[state]
    stroke = ctx.theme.look(state if state in ("blue", "red", "dark") else "grey").stroke
    width = "outline" if box.width >= 12 else "hairline"
    elements: list[Element] = [Rect(box, Paint(fill=fill, stroke=stroke, stroke_width=width, hatch=hatch), "cell", path, path)]
    if level:
        inset = max(1.0, round(box.width / 10))
        height = max(ctx.theme.layout.minimum_size, (box.height - 2 * inset) * level)
        block = Box(box.x + inset, box.bottom - inset - height, box.width - 2 * inset, height)
        look = ctx.theme.look(spec.level_colour)
        # A grey block is too pale on its own against the paper: it takes the
        # darker grey outline a grey cell has (a blue, red or dark one stands out).
        stroke = look.stroke if spec.level_colour == "grey" else None
        paint = Paint(fill=look.fill, stroke=stroke, stroke_width="thin") if stroke else Paint(fill=look.fill, stroke=None)
        elements.append(Rect(block, paint, "level", path, path + ("levels",)))
    return elements


def outside_cells(spec: GridSpec, row: int, side: str) -> int:
    """How many cells the spans standing beside a row on one side take, with a
    cell's room between two of them."""
    widths = [s.cells for s in spec.spans if s.row == row and s.outside == side]
    return sum(widths) + max(0, len(widths) - 1)


def span_box(span: SpanSpec, box_of: Callable[[int, int], Box], size: float, gap: float, grid: Box, before: int = 0) -> Box:
    """Where a span stands: on its row's cells, or beside the row after the
    `before` cells (and gaps) other spans on that side take first."""
    r = span.row - 1
    width = span.cells * size + (span.cells - 1) * gap
    row_top = box_of(r, 0).y
    offset = before * (size + gap)
    if span.outside == "right":
        return Box(grid.right + size + offset, row_top, width, size).grown(gap / 2)
    if span.outside == "left":
        return Box(grid.x - size - gap - width - offset, row_top, width, size).grown(gap / 2)
    return Box(box_of(r, span.start - 1).x, row_top, width, size).grown(gap / 2 + 2)


def span(spec: SpanSpec, box: Box, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    paint = Paint(stroke=COLOURS[spec.colour], stroke_width="dotted" if spec.outline == "dotted" else "emphasis", line=spec.outline)
    elements: list[Element] = [Rect(box, paint, "span", path, path)]
    if spec.label:
        colour = {"grey": "ink", "dark": "ink"}.get(spec.colour, spec.colour)
        gap, height = ctx.theme.layout.label_gap, ctx.text_height("label")
        make = lambda x, top, align: ctx.text(spec.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=path + ("label",), source=path + ("label",))
        above, below = box.y - gap - height, box.bottom + gap
        places = [make(box.centre_x, above, "centre"), make(box.x, above, "left"), make(box.right, above, "right"),
                  make(box.centre_x, below, "centre"), make(box.x, below, "left"), make(box.right, below, "right")]
        elements.append(with_alternatives(places[0], places))  # above, else beside a neighbour's label, else below
    if spec.cross:
        elements += cross(box, ctx, path + ("cross",))
    return elements


def cross(box: Box, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
    return red_cross(box.centre_x, box.centre_y, min(ctx.theme.layout.cross_size, box.width, box.height), owner)
