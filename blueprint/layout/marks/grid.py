"""The grid mark's drawing: square cells in the 8 px rhythm fitted to the
frame, levels rising inside them, row labels to the left, each row outlined as
a unit if asked, crosses, spans outlined around their cells or standing whole
beside the row; and the boxes of its anchors (the grid, each row, each cell,
each span with an id), which only the drawing knows. Which anchors a grid has
and what they are called is the kind's (`marks/grid/anchors.py`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.labels import label_inside, with_alternatives
from blueprint.layout.draw.shapes import fill_paint, red_cross
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.grid.anchors import cell_index
from blueprint.marks.label import label_ink, lines_of
from blueprint.marks.grid.spec import LARGEST_CELL, STATE_LOOKS, Cells, GridSpec, Shape, SpanSpec, cell_look, resolve, shape
from blueprint.marks.look import Look
from blueprint.scene import Box, Element, Paint, Rect, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

ALL_CELLS = 1_000  # a grid of up to this many cells registers an anchor for every cell
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


def geometry(spec: GridSpec, cells: Cells, ctx: "LayoutContext", frame: Box, held: float | None = None) -> Geometry:
    """Cells fitted to the frame: as wide as the frame allows (row labels and spans
    standing outside included), as tall as a finite frame.height allows down to
    SMALLEST_CELL, never taller than the card; the whole kept inside the frame;
    no larger than `held`, the size like cells elsewhere are drawn at."""
    theme = ctx.theme.layout
    labels = max((ctx.font.measure(line, ctx.theme.type.size("label")) for t in spec.row_labels for line in lines_of(t)), default=0.0)
    label_room = labels + 2 * theme.label_gap if labels else 0.0
    title_room = ctx.text_height("label") + 2 * theme.label_gap if spec.label else 0.0
    span_room = ctx.text_height("label") + 1.5 * theme.label_gap + 2 if any(s.label and s.row == 1 and s.label_side != "inside" for s in spec.spans) else 0.0
    right = max((outside_cells(spec, row, "right") for row in {s.row for s in spec.spans}), default=0)
    left_out = max((outside_cells(spec, row, "left") for row in {s.row for s in spec.spans}), default=0)
    units = cells.columns + (right + 1 if right else 0) + (left_out + 1 if left_out else 0)
    across = fitted(units, frame.width - label_room)
    card = fitted(cells.rows, ctx.content.height - title_room)
    down = fitted(cells.rows, min(frame.height, ctx.content.height) - title_room - span_room)
    smallest = SMALLEST_CELL if not spec.row_labels else max(SMALLEST_CELL, math.ceil(ctx.text_height("label") / (1 + GAP_RATIO)))
    sized_by_block = "size" not in spec.model_fields_set and (spec.width is not None or spec.height is not None)
    largest = float(LARGEST_CELL if sized_by_block else spec.size)  # a block's `width` or `height` with no `size`: the cells fill it
    if "size" not in spec.model_fields_set and not sized_by_block:  # where the card has room, cells grow to the style's bound
        largest = min(float(LARGEST_CELL), ctx.grown(largest, "cell"))
    if "size" in spec.model_fields_set and spec.height is None:  # a size the writer gives is kept at every shrink level: the others give way, or the card is short (faithful12)
        down = card
    if held is not None:
        largest = min(largest, held)
    size = min(largest, across, card, max(down, smallest))  # a short frame shrinks cells only so far (row labels stay apart)
    gap = gap_for(size)
    width = cells.columns * size + (cells.columns - 1) * gap
    at_right = spec.row_label_side == "right"  # the labels' room on the other side
    left = frame.centre_x - width / 2 + (-label_room if at_right else label_room) / 2
    # Spans standing outside a row widen the drawing: in a frame narrower than the
    # card (a row's share, a `width`) the whole moves inside it. A full-width frame
    # keeps the cells centred, so grids stacked in a column line up; the engine
    # centres the stack as a whole on the card.
    row_gap = 3 * gap if spec.outline == "rows" else -1.0  # room for each row's own outline
    if ctx.spread > 0 and cells.rows > 1 and "size" not in spec.model_fields_set and not sized_by_block:  # the spread level: rows stand apart, toward `spread_rows` of a cell (a size the writer gives keeps its rows)
        base = gap if row_gap < 0 else row_gap
        row_gap = float(round(base + ctx.spread * max(0.0, theme.spread_rows * size - base)))  # in whole px
    if frame.width >= ctx.content.width - 0.5:
        return Geometry(size, gap, left, frame.y + title_room + (span_room if title_room else 0.0), cells.columns, cells.rows, row_gap)
    pitch = size + gap
    lowest = left - (0.0 if at_right else label_room) - (size + left_out * pitch + gap / 2 if left_out else 0.0)
    highest = left + width + (size + right * pitch - gap / 2 if right else 0.0) + (label_room if at_right else 0.0)
    shift = min(0.0, frame.right - highest)
    if lowest + shift < frame.x:
        shift = frame.x - lowest
    left += shift
    top = frame.y + title_room + (span_room if title_room else 0.0)  # a title stands above the spans' labels
    return Geometry(size, gap, left, top, cells.columns, cells.rows, row_gap)


def cell(box: Box, look: Look, level: float | None, spec: GridSpec, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """A cell in its look (a state's or a named one's), its outline a hairline
    on a cell too small for the full width; the level rising in it."""
    width = None if box.width >= 12 else "hairline"
    elements: list[Element] = [Rect(box, fill_paint(ctx.theme, look, width=width), "cell", path, path)]
    if level:
        inset = max(1.0, round(box.width / 10))
        height = max(ctx.theme.layout.minimum_size, (box.height - 2 * inset) * level)
        block = Box(box.x + inset, box.bottom - inset - height, box.width - 2 * inset, height)
        level_look = ctx.theme.look(spec.level_colour)
        # A grey block is too pale on its own against the paper: it takes the
        # darker grey outline a grey cell has (a blue, red or dark one stands out).
        level_stroke = level_look.stroke if spec.level_colour == "grey" else None
        paint = Paint(fill=level_look.fill, stroke=level_stroke, stroke_width="thin") if level_stroke else Paint(fill=level_look.fill, stroke=None)
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


def span(spec: SpanSpec, box: Box, ctx: "LayoutContext", path: SpecPath, under: Look) -> list[Element]:
    """The span's frame, its label (above it, else below; inside it, on the
    cells it covers, `under` the look of the first, where asked), its cross."""
    frame = spec.look
    paint = Paint(stroke=ctx.theme.look(frame.colour).stroke, stroke_width="dotted" if frame.outline == "dotted" else "emphasis", line=frame.outline)
    elements: list[Element] = [Rect(box, paint, "span", path, path)]
    if spec.label and spec.label_side == "inside":
        elements.append(label_inside(ctx, spec.label, box, spec.cell_look or under, path))
    elif spec.label:
        colour = label_ink(spec, {"grey": "ink", "dark": "ink"}.get(spec.colour, spec.colour))
        gap, height = ctx.theme.layout.label_gap, ctx.text_height("label", spec.label)
        make = lambda x, top, align: ctx.text(spec.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=path + ("label",), source=path + ("label",))
        above, below = box.y - gap - height, box.bottom + gap
        places = [make(box.centre_x, above, "centre"), make(box.x, above, "left"), make(box.right, above, "right"),
                  make(box.centre_x, below, "centre"), make(box.x, below, "left"), make(box.right, below, "right")]
        if spec.label_side in ("above", "below"):  # the side asked, sliding only along it
            places = places[:3] if spec.label_side == "above" else places[3:]
            places = [places[("centre", "left", "right").index(spec.label_align)]] if spec.label_align else places
        elements.append(with_alternatives(places[0], places))  # above, else beside a neighbour's label, else below
    if spec.cross:
        elements += cross(box, ctx, path + ("cross",))
    return elements


def _block(spec: SpanSpec, box: Box, ctx: "LayoutContext", path: SpecPath) -> Rect:
    """A filled span is one block: its fill runs across its whole frame (`box`),
    under its cells and the paper gaps between them (each cell still drawn over
    it), so the job reads as one thing and words inside it stand on its fill,
    not on a strip of paper between two cells."""
    assert spec.cell_look is not None  # drawn only for a span that fills its cells (`fill`)
    return Rect(box, fill_paint(ctx.theme, spec.cell_look), "cell", path, path)  # its outline under the span's frame


def cross(box: Box, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
    return red_cross(box.centre_x, box.centre_y, min(ctx.theme.layout.cross_size, box.width, box.height), owner)


class GridDrawer(MarkDrawer):
    """Cells in rows, with their labels, spans and crosses."""

    def like_cells(self, node: "MarkNode") -> tuple | None:
        """A grid's cells are like another's of the same noun, where neither
        is sized by the writer (`size`, `width`, `height`)."""
        spec = node.spec_as(GridSpec)
        if "size" in spec.model_fields_set or spec.width is not None or spec.height is not None:
            return None
        return ("grid", spec.noun)

    def cell_size(self, node: "MarkNode", elements: list[Element]) -> float | None:
        return min((e.bounds.width for e in elements if e.role == "cell" and tuple(e.owner) == node.path), default=None)

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(GridSpec)
        cells = resolve(spec)
        at = geometry(spec, cells, ctx, frame, ctx.cells.get(node.path))
        if "size" in spec.model_fields_set and at.size < spec.size - 1:  # the writer's size is kept, or refused
            fit = math.floor(at.size)
            ctx.diagnostics.error(ctx.locate(node.path + ("size",)), messages.GRID_SIZE_NOT_FITTED.format(size=spec.size, drawn=f"{at.size:g}", fit=fit), fix=(node.path + ("size",), fit))
        elements: list[Element] = []
        if spec.label:
            elements.append(ctx.text(spec.label, size="label", colour="ink", x=at.left, top=frame.y, role="label", owner=node.path + ("label",), source=node.path + ("label",)))
        looks = lambda state: cell_look(spec, state)
        for index, state in enumerate(cells.states):
            r, c = divmod(index, cells.columns)
            elements += cell(at.cell(r, c), looks(state), cells.levels[index], spec, ctx, node.path)
        grid_box = at.box
        if spec.outline == "rows":  # each row a unit: one outline around its cells
            for r in range(cells.rows):
                first, last = at.cell(r, 0), at.cell(r, shape(spec).row_length(r + 1) - 1)
                row = Box(first.x, first.y, last.right - first.x, first.height).grown(at.gap)  # clear of its cells, apart from the next row's (rows stand three gaps apart)
                elements.append(Rect(row, Paint(fill=None, stroke="line", stroke_width="outline"), "row", node.path + ("outline",), node.path + ("outline",)))
        for r, text in enumerate(spec.row_labels[: cells.rows]):
            where = node.path + ("row-labels", r)
            if spec.row_label_side == "right":  # beside the row's last cell
                end = at.cell(r, shape(spec).row_length(r + 1) - 1).right
                label = ctx.text(text, size="label", colour="ink", x=end + 2 * ctx.theme.layout.label_gap, top=0, align="left", role="label", owner=where, source=where)
            else:
                label = ctx.text(text, size="label", colour="ink", x=at.left - 2 * ctx.theme.layout.label_gap, top=0, align="right", role="label", owner=where, source=where)
            elements.append(ctx.text_centred_on(label, at.cell(r, 0).centre_y))
        for r, row_words in enumerate((spec.cell_labels or [])[: cells.rows]):  # words inside cells, in the ink each cell's look takes
            for c, words in enumerate(row_words[: cells.columns]):
                index = r * cells.columns + c
                if words is not None and index < len(cells.states):
                    elements.append(label_inside(ctx, words, at.cell(r, c), looks(cells.states[index]), node.path, blame=node.path + ("cell-labels", r, c)))
        for crossed in spec.crosses:
            r, c = divmod(crossed - 1, cells.columns)
            elements += cross(at.cell(r, c), ctx, node.path + ("crosses",))
        spans: dict[int, Box] = {}
        taken: dict[tuple[int, str], int] = {}  # cells already standing beside a row, by side
        for index, each in enumerate(spec.spans):
            side = (each.row, each.outside or "")
            box = spans[index] = span_box(each, at.cell, at.size, at.gap, grid_box, taken.get(side, 0))
            if each.outside:
                taken[side] = taken.get(side, 0) + each.cells + 1
                for k in range(each.cells):
                    inside = Box(box.x + at.gap / 2 + k * (at.size + at.gap), box.y + at.gap / 2, at.size, at.size)
                    elements += cell(inside, each.cell_look or STATE_LOOKS["free"], None, spec, ctx, node.path + ("spans", index))
            elif each.cell_look is not None:  # its cells in its fill, over the row's own
                elements.append(_block(each, box, ctx, node.path + ("spans", index)))
                for k in range(each.cells):
                    elements += cell(at.cell(each.row - 1, each.start - 1 + k), each.cell_look, None, spec, ctx, node.path + ("spans", index))
            under = cells.states[(each.row - 1) * cells.columns + each.start - 1] if not each.outside else "free"  # the first cell it covers
            elements += span(each, box, ctx, node.path + ("spans", index), looks(under))
        anchors = _anchors(node, at, spans, ctx.wanted) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)


def _anchors(node: "MarkNode", at: Geometry, spans: dict[int, Box], wanted: Collection[str]) -> dict[str, Box]:
    """The grid (with the spans on it: links leave from outside the outline),
    each row (the extent of its cells), each cell (those `wanted` of a big
    grid), each span with an id."""
    spec = node.spec_as(GridSpec)
    mark_id = node.id
    assert mark_id is not None  # asked only of a grid with an id (GridDrawer.layout)
    found = shape(spec)
    whole = at.box
    anchors: dict[str, Box] = {}
    for r in range(found.rows):
        last = at.cell(r, found.row_length(r + 1) - 1)
        anchors[f"{mark_id}.row-{r + 1}"] = Box(at.left, last.y, last.right - at.left, at.size)
    anchors.update(cell_anchors(mark_id, spec, at.cell, wanted))
    for index, each in enumerate(spec.spans):
        if each.id:
            anchors[f"{mark_id}.{each.id}"] = spans[index]
        if not each.outside:
            whole = whole.union(spans[index])
    anchors[mark_id] = whole
    return anchors


def cell_anchors(mark_id: str, spec: GridSpec, box_of: Callable[[int, int], Box], wanted: Collection[str]) -> dict[str, Box]:
    """`ID.cell-N` and `ID.row-R.cell-C` for every cell of a grid of up to
    ALL_CELLS cells; a bigger one (up to 10,000 cells, a few pixels each)
    registers only the cells the spec names (`wanted`), so the layout does not
    pay two boxes per cell for anchors nothing uses."""
    found = shape(spec)
    anchors: dict[str, Box] = {}
    for index in _registered(mark_id, spec, found, wanted):
        r, c = divmod(index, found.columns)
        box = box_of(r, c)
        anchors[f"{mark_id}.cell-{index + 1}"] = box
        anchors[f"{mark_id}.row-{r + 1}.cell-{c + 1}"] = box
    return anchors


def _registered(mark_id: str, spec: GridSpec, found: Shape, wanted: Collection[str]) -> Iterator[int]:
    if found.count <= ALL_CELLS:
        yield from range(found.count)
        return
    prefix = mark_id + "."
    indices = {cell_index(spec, name[len(prefix):]) for name in wanted if name.startswith(prefix)}
    yield from sorted(i for i in indices if i is not None)
