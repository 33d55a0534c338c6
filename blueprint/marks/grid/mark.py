"""The grid mark: cells in rows (a month of days, the GPUs of a node, a cluster).

Spec: a number of cells wrapped into `columns` (or rows of states given one
list per row), each cell in a state by meaning (`used` solid grey, `free`
white, `empty` outline only, or a colour), levels that rise from a cell's
bottom, states scattered deterministically, labels for the grid and its rows,
spans (a job across k cells, or standing whole beside the row) and crosses.
Anchors: the grid, each row, each cell (named in anchors.py) and each span
with an id. Its drawing is the layout stage's (`layout/marks/grid.py`), its
facts and the opening's phrase for several grids the describe stage's
(`describe/marks/grid.py`, words in `describe/lexicon/grid.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.grid import anchors as cell_names
from blueprint.marks.grid.anchors import TAKEN
from blueprint.marks.grid.spec import MAX_CELLS, STATES, GridSpec, SpanSpec, cell_look, resolve, shape
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from collections.abc import Callable

    from blueprint.diagnostics import Diagnostics, Location
    from blueprint.marks.look import DrawnLook
    from blueprint.sourcemap import SourceMap


class GridMark(MarkKind):
    name = "grid"
    model = GridSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        spec = node.spec_as(GridSpec)
        found = [Ident(node.id, node.path + ("id",), "grid", node)]
        found += [Ident(f"{node.id}.row-{r + 1}", node.path + ("id",), "row", node) for r in range(shape(spec).rows)]
        found += [Ident(f"{node.id}.{s.id}", node.path + ("spans", i, "id"), "span", node) for i, s in enumerate(spec.spans) if s.id]
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`cell-N` (N from 1 in reading order) and `row-R.cell-C`."""
        return cell_names.cell_index(node.spec_as(GridSpec), name) is not None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        return cell_names.summary(node.spec_as(GridSpec))

    def key_of_anchor(self, node: MarkNode, name: str) -> SpecPath | None:
        """A cell's anchor names the cell the grid's facts state (`cells`, in reading order)."""
        index = cell_names.cell_index(node.spec_as(GridSpec), name)
        return node.path + ("cells", index) if index is not None else None

    def drawn_looks(self, node: MarkNode) -> "list[DrawnLook]":
        """Its cells' looks by the states they take, in the order the cells
        first take them (a named look with what it `means`), then its spans'."""
        from blueprint.marks.look import DrawnLook, drawn_looks

        spec = node.spec_as(GridSpec)
        states = [state for row in spec.rows or [] for state in row] if spec.rows else [spec.state]
        states += [scatter.state for scatter in getattr(spec, "scatter", None) or []]
        named = spec.looks or {}
        found = [DrawnLook(cell_look(spec, state), False, getattr(named.get(state), "means", None), node.path + (("looks", state) if state in named else ("rows",)))
                 for state in dict.fromkeys(states)]
        return found + [each for each in drawn_looks(spec, node.path) if "looks" not in each.path]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(GridSpec)
        where = lambda *key: source.locate(node.path + key)
        if spec.rows is not None and _by_count_with_rows(spec, node, source, diagnostics):
            return
        if spec.rows is not None and not all(spec.rows):
            diagnostics.error(where("rows"), messages.GRID_EMPTY_ROW)
            return
        if not self._states_known(spec, where, diagnostics):
            return
        taken = {spec.state, *(spec.states or []), *(state for row in spec.rows or [] for state in row), *(s.state for s in spec.scatter)}
        for name in spec.looks or {}:
            if name not in taken:  # a look no cell takes would change nothing
                diagnostics.error(source.locate(node.path + ("looks", name), key=True), messages.GRID_LOOK_UNUSED.format(name=name))
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
                both = scatter.count is not None
                at = source.last_of(node.path + ("scatter", index), ("count", "share")) if both else where("scatter", index)
                diagnostics.error(at, messages.SCATTER_COUNT_OR_SHARE)
            elif scatter.count is not None and scatter.count > room:
                holder = messages.SCATTER_HOLDER_ROW if scatter.per_row else messages.SCATTER_HOLDER_GRID
                diagnostics.error(where("scatter", index, "count"), messages.SCATTER_TOO_MANY.format(count=scatter.count, holder=holder, room=room))
        for index, cell in enumerate(spec.crosses):
            if not 1 <= cell <= len(cells.states):
                diagnostics.error(where("crosses", index), messages.GRID_NO_CELL.format(cell=cell, cells=len(cells.states)))
        for r, row in enumerate(spec.cell_labels or []):  # words inside cells: only where there is a cell
            if r >= cells.rows:
                diagnostics.error(where("cell-labels", r), messages.CELL_LABEL_NO_ROW.format(row=r + 1, rows=cells.rows))
                continue
            for c, text in enumerate(row):
                if text is not None and shape(spec).index(r + 1, c + 1) is None:
                    diagnostics.error(where("cell-labels", r, c), messages.CELL_LABEL_NO_CELL.format(row=r + 1, column=c + 1, columns=shape(spec).row_length(r + 1)))
        for index, span in enumerate(spec.spans):
            if span.row > cells.rows:
                diagnostics.error(where("spans", index, "row"), messages.SPAN_NO_ROW.format(row=span.row, rows=cells.rows))
            elif span.start + span.cells - 1 > cells.columns:
                diagnostics.error(where("spans", index, "cells"), messages.SPAN_TOO_WIDE.format(start=span.start, cells=span.cells, columns=cells.columns))
            if span.id and TAKEN.fullmatch(span.id):
                diagnostics.error(where("spans", index, "id"), messages.ANCHOR_NAME_TAKEN.format(name=span.id, mark=messages.MARK_NOUNS[self.name][0]))
            if span.same_as and span.same_as not in {s.id for s in _all_spans(ids)}:
                diagnostics.error(where("spans", index, "same-as"), messages.UNKNOWN_ID.format(id=span.same_as, hint=messages.suggestion(span.same_as, {s.id for s in _all_spans(ids) if s.id})))

    @staticmethod
    def _states_known(spec: GridSpec, where: "Callable[..., Location]", diagnostics: "Diagnostics") -> bool:
        """Every state a cell takes is a state (`used`, `idle` ...) or a look named
        in `looks`; no named look hides a state."""
        named = set(spec.looks or {})
        known = set(STATES) | named
        ok = True
        for name in sorted(named & set(STATES)):
            diagnostics.error(where("looks", name), messages.GRID_LOOK_IS_A_STATE.format(name=name))
            ok = False
        used: list[tuple[tuple[str | int, ...], str]] = [(("state",), spec.state)]
        used += [(("states", i), state) for i, state in enumerate(spec.states or [])]
        used += [(("rows", r, c), state) for r, row in enumerate(spec.rows or []) for c, state in enumerate(row)]
        used += [(("scatter", i, "state"), scatter.state) for i, scatter in enumerate(spec.scatter)]
        for key, state in used:
            if state not in known:
                diagnostics.error(where(*key), messages.BAD_CHOICE.format(value=state, valid=messages.one_of(known), hint=messages.suggestion(state, known)))
                ok = False
        return ok


def _by_count_with_rows(spec: GridSpec, node: MarkNode, source: "SourceMap", diagnostics: "Diagnostics") -> bool:
    """The keys of cells given by count, given with `rows` (which write every
    cell), each refused at its key; whether the cells' own keys were."""
    given = spec.model_fields_set
    wrong = [key for key in ("cells", "states", "columns") if key in given]
    for key in wrong:
        diagnostics.error(source.locate(node.path + (key,), key=True), messages.GRID_KEY_WITH_ROWS.format(key=key, does=messages.GRID_KEY_DOES[key]))
    widest = max(len(row) for row in spec.rows or [[]])
    if "state" in given and all(len(row) == widest for row in spec.rows or []):
        diagnostics.error(source.locate(node.path + ("state",), key=True), messages.GRID_STATE_ROWS_FULL)
    short = [index for index, row in enumerate(spec.rows or []) if 0 < len(row) < widest]
    if "state" not in given and short:  # a short row is filled only where the writer says with what: never silently
        row = spec.rows[short[0]] if spec.rows else []
        diagnostics.error(source.locate(node.path + ("rows", short[0])), messages.GRID_ROW_SHORT.format(
            row=short[0] + 1, count=len(row), widest=widest, missing=widest - len(row)))
    return "cells" in wrong or "states" in wrong


def _all_spans(ids: Mapping[str, Ident]) -> list[SpanSpec]:
    return [span for ident in ids.values() if ident.what == "grid" for span in ident.node.spec.spans]
