"""What a grid states (form "cells"): its cells row by row, each with its look
and what the look means, the level rising inside it and the cross over it; the
spans lying across a row's cells or standing whole beside it; its row labels,
what each cell stands for, where it stands among grids, and the links arriving
into it (the relations links state, which the grid's sentence says). No
English: the realiser (`describe/realise/cells.py`) says it. The one phrase a
grid builds itself, the opening's for several grids of one shape ("two rows of
eight GPU cells"), takes its words from `describe/lexicon/grid.py`.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.lexicon.grid import ROW_NOUNS, shape_phrase
from blueprint.describe.marks.base import MarkDescriber, Phrase
from blueprint.describe.marks.grid_alike import alike_count, filled as _filled, state_of as _state_of
from blueprint.describe.say.names import numbered_names
from blueprint.describe.say.facts import Look, Relation, Statement, Thing, told_look
from blueprint.marks.grid.spec import STATE_LOOKS, Cells, GridSpec, SpanSpec, cell_look, resolve, shape
from blueprint.marks.look import Look as PartLook

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

# What a state's look means by the house style (None: only its look).
MEANS = {"used": "in-use", "free": "free", "empty": "empty", "idle": "idle"}
# How a span stands to a mark placed against it: that mark `below` the span, so the span stands above it.
FACING = {"below": "stands-above", "above": "stands-below", "right-of": "stands-left-of", "left-of": "stands-right-of", "over": "stands-under"}



def _rows_read_as_one(spec: GridSpec, columns: int) -> bool:
    """Whether each outlined row reads as one box: no span inside a row
    outlines part of it (two jobs side by side in a row draw two boxes)."""
    inside = [span for span in spec.spans if not span.outside]
    return all(span.start == 1 and span.cells >= columns for span in inside)

class GridDescriber(MarkDescriber):
    """A grid says the links arriving into it (`speaks_for`)."""

    speaks_for = ("to",)

    def nouns(self, node: "MarkNode") -> tuple[str, str]:
        """A grid of one row of several cells is brought in as "a row of five
        job squares", so it is named again as the row, never "the grid"."""
        drawn = shape(node.spec_as(GridSpec))
        return ROW_NOUNS if drawn.rows == 1 and drawn.count > 1 else super().nouns(node)

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """Cells in rows (the rows of `rows`, or `cells` wrapped into `columns`).
        A grid whose shape the opening said (`shape` told) is brought in by it:
        stating it tells the grid."""
        spec = node.spec_as(GridSpec)
        cells = resolve(spec)
        crossed = {cell - 1: order for order, cell in enumerate(spec.crosses)}
        filled = _filled(spec, cells.columns, len(cells.states))
        made = [self._cell(node, cells, index, crossed.get(index), filled.get(index)) for index in range(len(cells.states))]
        rows = []
        labels = numbered_names([spec.row_labels[r] if r < len(spec.row_labels) else None for r in range(cells.rows)])  # "node 1" to "node 3" are names
        for r in range(cells.rows):
            held = tuple(made[r * cells.columns : (r + 1) * cells.columns])
            spans = tuple(self._span(node, ctx, index, span, held) for index, span in enumerate(spec.spans) if span.row == r + 1)
            rows.append(Thing("row", node.path + ("rows", r), label=labels[r], count=len(held), parts=held, attached=spans))
        exact = cells.rows > 1 and cells.rows * cells.columns == len(cells.states)
        arrangement = "rows" if spec.rows is not None or (exact and not spec.cells) else "grid"
        among, rank = self._among(node, ctx)
        shaped = node.path + ("shape",) in ctx.told
        arrivals = self._arrivals(node, ctx, shaped)
        return Statement((Thing(
            spec.noun, node.path, label=self._label(node, ctx), count=len(cells.states), parts=tuple(rows), arrangement=arrangement,
            means=spec.means, alt=spec.alt, form="cells", among=among, rank=rank, relations=arrivals,
            quality="outlined-rows" if spec.outline == "rows" and _rows_read_as_one(spec, cells.columns) else None,
            alike=alike_count(node, ctx),
        ),), arrivals, (node.path,) if shaped else ())

    def group_phrase(self, nodes: list["MarkNode"], ctx: "DescribeContext") -> Phrase:
        """Grids of one shape said together. Each is marked `shape` told: its
        shape is said here, its cells in its own sentence; it is not told yet,
        so the links arriving into it wait for that sentence. Grids of several
        shapes: no phrase, and nothing told."""
        specs = [n.spec_as(GridSpec) for n in nodes]
        shapes = {(resolve(s).rows, resolve(s).columns, s.noun) for s in specs}
        if len(shapes) != 1:
            return Phrase()
        rows, columns, noun = shapes.pop()
        return Phrase(shape_phrase(ctx.words, len(nodes), rows, columns, noun), tells=tuple(n.path + ("shape",) for n in nodes))

    @staticmethod
    def _cell(node: "MarkNode", cells: Cells, index: int, cross: int | None, filled: PartLook | None = None) -> Thing:
        """A cell: its look and what it means, the block rising in it, the
        cross over it (`cross`: its place in `crosses`); a filled span's cell
        takes the span's state (`filled`), as it is drawn."""
        spec = node.spec_as(GridSpec)
        state, level = _state_of(filled) if filled else cells.states[index], cells.levels[index]
        block: tuple[Thing, ...] = ()
        if level:
            block = (Thing("block", node.path + ("levels", index), look=Look(spec.level_colour), share=Fraction(str(level)), means=spec.level_means),)
        over = (Thing("red cross", node.path + ("crosses", cross)),) if cross is not None else ()
        r, c = divmod(index, cells.columns)
        words = spec.cell_labels[r][c] if spec.cell_labels and r < len(spec.cell_labels) and c < len(spec.cell_labels[r]) else None
        return replace(_cell_thing(spec, state, node.path + ("cells", index), filled), parts=block, attached=over, label=words)

    def _span(self, node: "MarkNode", ctx: "DescribeContext", index: int, span: SpanSpec, row: tuple[Thing, ...]) -> Thing:
        """A span with the cells it covers (or, standing whole beside the row, the
        free cells drawn inside it), the span it is the same job as, its cross,
        and the marks placed against it."""
        key = node.path + ("spans", index)
        spec = node.spec_as(GridSpec)
        filled = span.cell_look
        if span.outside:
            covered = tuple(_cell_thing(spec, _state_of(filled or STATE_LOOKS["free"]), key + ("cells", k), filled) for k in range(span.cells))
        else:
            covered = row[span.start - 1 : span.start - 1 + span.cells]
            if filled is not None:  # drawn in its fill over the row's own
                covered = tuple(replace(cell, **_told(spec, _state_of(filled), filled)) for cell in covered)
        cross = (Thing("red cross", key + ("cross",)),) if span.cross else ()
        return Thing(
            span.noun, key, look=Look(span.colour, span.outline, span.hatch, filled=filled is not None), label=span.label, means=span.means, count=span.cells,
            place=f"beside-{span.outside}" if span.outside else None, parts=covered, attached=cross,
            same_as=self._same_span(span.same_as, ctx), relations=self._against(node, ctx, span, key),
        )

    @staticmethod
    def _same_span(ident: str | None, ctx: "DescribeContext") -> tuple | None:
        for grid in ctx.marks_of("grid") if ident else ():
            for index, other in enumerate(grid.spec.spans):
                if other.id == ident:
                    return grid.path + ("spans", index)
        return None

    @staticmethod
    def _against(node: "MarkNode", ctx: "DescribeContext", span: SpanSpec, key: tuple) -> tuple[Relation, ...]:
        """How the span stands to the marks placed against it (an icon `below`
        it: the span stands above the icon), said with the span."""
        if not node.id or not span.id:
            return ()
        name = f"{node.id}.{span.id}"
        found = []
        for other in ctx.spec.marks:
            relation = next((r for r, target in other.kind.relations(other) if target == name), None)
            if relation is not None:
                ctx.places.name(key, name)  # the span's box, where the words say how it stands to the mark
                found.append(Relation(FACING.get(relation, "stands-by"), key, other.path))
        return tuple(found)

    @staticmethod
    def _arrivals(node: "MarkNode", ctx: "DescribeContext", shaped: bool) -> tuple[Relation, ...]:
        """The relations links state arriving into the grid or a part of it, as
        the describe context gathered them, that the grid says itself (so it
        states them): those in from an edge of the card ("with an arrow arriving
        from the left"), and, for a grid whose shape the opening said among
        grids (`group_phrase` marks it `shape`), those from another mark too,
        opening its sentence ("An arrow leads down to the second row, where
        ..."). Such a grid (`shaped`) is brought in by the opening's phrase:
        `facts` tells it. A grid brought in by its own lead leaves a link from
        another mark to the link's own sentence, which names both ends."""
        if node.spec_as(GridSpec).alt:
            return ()  # the writer's words for the grid say no link: the links speak for themselves
        arrivals = tuple(ctx.arrivals(node))
        return arrivals if shaped else tuple(r for r in arrivals if r.object is None)

    @staticmethod
    def _label(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """The grid's title, or the label of a panel (`row`, `column`) holding it alone."""
        label = node.spec_as(GridSpec).label
        if label:
            return label
        holder = next((mark for mark in ctx.spec.marks if mark.path == node.parent), None)
        if holder is None or sum(mark.parent == holder.path for mark in ctx.spec.marks) != 1:
            return None
        return getattr(holder.spec, "label", None)

    @staticmethod
    def _among(node: "MarkNode", ctx: "DescribeContext") -> tuple[str | None, int]:
        """Where the grid stands among the grids, as the composition shows it
        (`say/places.py`): side by side (left, middle of three, right, else
        counted from the left) or one above another (the top one, then counted
        from the top); (None, 0) alone or where no place is true."""
        place = ctx.place_among(node, ctx.marks_of(node.kind.name))
        if place is None:
            return None, 0
        if place.axis == "down" and place.word != "top":
            return None, place.rank
        return (place.word if place.word in ("left", "right", "middle", "top") else None), place.rank


def _told(spec: GridSpec, state: str, look: PartLook | None = None) -> dict:
    """A cell's look as said, what the look means by the house style (a
    state's), and what the writer says it means (a named look's `means`)."""
    named = (spec.looks or {}).get(state)
    drawn = look or cell_look(spec, state)
    return {"look": told_look(drawn, outline_alone=True), "state": MEANS.get(state) if named is None else None, "means": named.means if named else None}


def _cell_thing(spec: GridSpec, state: str, key: tuple, look: PartLook | None = None) -> Thing:
    return Thing(spec.noun, key, **_told(spec, state, look))
