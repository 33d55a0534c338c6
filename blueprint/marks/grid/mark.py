"""The grid mark: cells in rows (a month of days, the GPUs of a node, a cluster).

Spec: a number of cells wrapped into `columns` (or rows of states given one
list per row), each cell in a state by meaning (`used` solid grey, `free`
white, `empty` outline only, or a colour), levels that rise from a cell's
bottom, states scattered deterministically, labels for the grid and its rows,
spans (a job across k cells, or standing whole beside the row) and crosses.
Layout: square cells in the 8 px rhythm, row labels to the left, spans
outlined around their cells (draw.py). Anchors: the grid, each row, each cell
(anchors.py) and each span with an id. Description: its facts (facts.py),
said by the realiser's "cells" form; words.py keeps the opening's phrase for
several grids.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.marks.grid import anchors as cell_names
from blueprint.marks.grid import draw
from blueprint.marks.grid.anchors import TAKEN
from blueprint.marks.grid.spec import MAX_CELLS, GridSpec, SpanSpec, resolve, shape
from blueprint.marks.grid.facts import GridFacts
from blueprint.marks.grid.words import GridWords
from blueprint.scene import Box, Element, Paint, Rect, SpecPath

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap


class GridMark(GridFacts, GridWords, MarkKind):
    name = "grid"
    model = GridSpec
    noun = ("grid", "grids")
    speaks_for = ("to",)

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        spec: GridSpec = node.spec
        found = [Ident(node.id, node.path + ("id",), "grid", node)]
        found += [Ident(f"{node.id}.row-{r + 1}", node.path + ("id",), "row", node) for r in range(shape(spec).rows)]
        found += [Ident(f"{node.id}.{s.id}", node.path + ("spans", i, "id"), "span", node) for i, s in enumerate(spec.spans) if s.id]
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`cell-N` (N from 1 in reading order) and `row-R.cell-C`."""
        return cell_names.cell_index(node.spec, name) is not None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        return cell_names.summary(node.spec)

    def key_of_anchor(self, node: MarkNode, name: str) -> SpecPath | None:
        """A cell's anchor names the cell the grid's facts state (`cells`, in reading order)."""
        index = cell_names.cell_index(node.spec, name)
        return node.path + ("cells", index) if index is not None else None

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: GridSpec = node.spec
        where = lambda *key: source.locate(node.path + key)
        if spec.rows is not None and (spec.cells is not None or spec.states is not None):
            diagnostics.error(where("rows"), messages.GRID_ROWS_OR_CELLS)
            return
        if spec.rows is not None and not all(spec.rows):
            diagnostics.error(where("rows"), messages.GRID_EMPTY_ROW)
            return
        total = sum(len(r) for r in spec.rows) if spec.rows else (spec.cells or len(spec.states or spec.levels or [None]))
        for key, given in (("states", spec.states), ("levels", spec.levels)):
            if given is not None and spec.cells is not None and len(given) > spec.cells:
                diagnostics.error(where(key), messages.GRID_LIST_TOO_LONG.format(key=key, count=len(given), cells=total))
        for index, level in enumerate(spec.levels or []):
            if level is not None and not 0 <= level <= 1:
                diagnostics.error(where("levels", index), messages.GRID_LEVEL.format(level=level))
        if total > MAX_CELLS:
            diagnostics.error(where(), messages.GRID_TOO_MANY.format(count=total, limit=MAX_CELLS))
            return
        cells = resolve(spec)
        for index, scatter in enumerate(spec.scatter):
            room = cells.columns if scatter.per_row else len(cells.states)
            if (scatter.count is None) == (scatter.share is None):
                diagnostics.error(where("scatter", index), messages.SCATTER_COUNT_OR_SHARE)
            elif scatter.count is not None and scatter.count > room:
                holder = "a row holds" if scatter.per_row else "the grid holds"
                diagnostics.error(where("scatter", index, "count"), messages.SCATTER_TOO_MANY.format(count=scatter.count, holder=holder, room=room))
        for index, cell in enumerate(spec.crosses):
            if not 1 <= cell <= len(cells.states):
                diagnostics.error(where("crosses", index), messages.GRID_NO_CELL.format(cell=cell, cells=len(cells.states)))
        for index, span in enumerate(spec.spans):
            if span.row > cells.rows:
                diagnostics.error(where("spans", index, "row"), messages.SPAN_NO_ROW.format(row=span.row, rows=cells.rows))
            elif span.start + span.cells - 1 > cells.columns:
                diagnostics.error(where("spans", index, "cells"), messages.SPAN_TOO_WIDE.format(start=span.start, cells=span.cells, columns=cells.columns))
            if span.id and TAKEN.fullmatch(span.id):
                diagnostics.error(where("spans", index, "id"), messages.ANCHOR_NAME_TAKEN.format(name=span.id, mark="grid"))
            if span.same_as and span.same_as not in {s.id for s in _all_spans(ids)}:
                diagnostics.error(where("spans", index, "same-as"), messages.UNKNOWN_ID.format(id=span.same_as, hint=messages.suggestion(span.same_as, {s.id for s in _all_spans(ids) if s.id})))

    # --- layout ---------------------------------------------------------------

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec: GridSpec = node.spec
        cells = resolve(spec)
        at = draw.geometry(spec, cells, ctx, frame)
        elements: list[Element] = []
        if spec.label:
            elements.append(ctx.text(spec.label, size="label", colour="ink", x=at.left, top=frame.y, role="label", owner=node.path + ("label",), source=node.path + ("label",)))
        for index, state in enumerate(cells.states):
            r, c = divmod(index, cells.columns)
            elements += draw.cell(at.cell(r, c), state, cells.levels[index], spec, ctx, node.path)
        grid_box = at.box
        if spec.outline == "rows":  # each row a unit: one outline around its cells
            for r in range(cells.rows):
                first, last = at.cell(r, 0), at.cell(r, shape(spec).row_length(r + 1) - 1)
                row = Box(first.x, first.y, last.right - first.x, first.height).grown(at.gap)  # clear of its cells, apart from the next row's (rows stand three gaps apart)
                elements.append(Rect(row, Paint(fill=None, stroke="line", stroke_width="outline"), "row", node.path + ("outline",), node.path + ("outline",)))
        for r, text in enumerate(spec.row_labels[: cells.rows]):
            where = node.path + ("row-labels", r)
            label = ctx.text(text, size="label", colour="ink", x=at.left - 2 * ctx.theme.layout.label_gap, top=0, align="right", role="label", owner=where, source=where)
            elements.append(ctx.text_centred_on(label, at.cell(r, 0).centre_y))
        for cell in spec.crosses:
            r, c = divmod(cell - 1, cells.columns)
            elements += draw.cross(at.cell(r, c), ctx, node.path + ("crosses",))
        spans: dict[int, Box] = {}
        taken: dict[tuple[int, str], int] = {}  # cells already standing beside a row, by side
        for index, span in enumerate(spec.spans):
            side = (span.row, span.outside or "")
            box = spans[index] = draw.span_box(span, at.cell, at.size, at.gap, grid_box, taken.get(side, 0))
            if span.outside:
                taken[side] = taken.get(side, 0) + span.cells + 1
                for k in range(span.cells):
                    cell = Box(box.x + at.gap / 2 + k * (at.size + at.gap), box.y + at.gap / 2, at.size, at.size)
                    elements += draw.cell(cell, span.state if span.fill else "free", None, spec, ctx, node.path + ("spans", index))
            elif span.fill:  # its cells in its colour, over the row's own
                for k in range(span.cells):
                    elements += draw.cell(at.cell(span.row - 1, span.start - 1 + k), span.state, None, spec, ctx, node.path + ("spans", index))
            elements += draw.span(span, box, ctx, node.path + ("spans", index))
        anchors = self._anchors(node, at, spans, ctx.wanted) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _anchors(node: MarkNode, at: draw.Geometry, spans: dict[int, Box], wanted: Collection[str]) -> dict[str, Box]:
        """The grid (with the spans on it: links leave from outside the outline),
        each row (the extent of its cells), each cell (those `wanted` of a big
        grid), each span with an id."""
        spec: GridSpec = node.spec
        found = shape(spec)
        whole = at.box
        anchors: dict[str, Box] = {}
        for r in range(found.rows):
            last = at.cell(r, found.row_length(r + 1) - 1)
            anchors[f"{node.id}.row-{r + 1}"] = Box(at.left, last.y, last.right - at.left, at.size)
        anchors.update(cell_names.cell_anchors(node.id, spec, at.cell, wanted))
        for index, span in enumerate(spec.spans):
            if span.id:
                anchors[f"{node.id}.{span.id}"] = spans[index]
            if not span.outside:
                whole = whole.union(spans[index])
        anchors[node.id] = whole
        return anchors


def _all_spans(ids: Mapping[str, Ident]) -> list[SpanSpec]:
    return [span for ident in ids.values() if ident.what == "grid" for span in ident.node.spec.spans]
