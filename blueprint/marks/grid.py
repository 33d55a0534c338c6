"""The grid mark: cells in rows (a month of days, the GPUs of a node, a cluster).

Spec: a number of cells wrapped into `columns` (or rows of states given one
list per row), each cell in a state by meaning (`used` solid grey, `free`
white, `empty` outline only, or a colour), levels that rise from a cell's
bottom, states scattered deterministically, labels for the grid and its rows,
spans (a job across k cells, or standing whole beside the row) and crosses.
Layout: square cells in the 8 px rhythm, row labels to the left, spans
outlined around their cells. Description: counts and states in words ("two
rows of eight GPU cells", "two cells are grey", "inside most of them a blue
block rises to a different height").
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.draw.shapes import red_cross
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.model import Alt, Identifier, Placed, SpecModel, Text
from blueprint.scene import Box, Element, Paint, Rect, SpecPath
from blueprint.values import ShareField

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

State = Literal["used", "free", "empty", "blue", "red", "dark"]
STATE_PAINT = {
    "used": ("grey", None),
    "free": ("white", None),
    "empty": ("paper", None),
    "blue": ("blue", None),
    "red": ("paper", "red"),
    "dark": ("ink", None),
}
STATE_WORDS = {"used": "grey", "free": "free", "empty": "empty", "blue": "blue", "red": "red hatched", "dark": "dark"}
COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}
MAX_CELLS = 10_000


class ScatterSpec(SpecModel):
    """Some cells in another state, spread over the grid, the same every run."""

    state: State
    share: ShareField | None = Field(None, description="this share of the cells (of each row with `per-row`)")
    count: int | None = Field(None, ge=1, le=MAX_CELLS, description="or this many cells")
    per_row: bool = Field(False, alias="per-row", description="the same number in every row")
    seed: int = Field(0, ge=0, description="another seed gives another (still fixed) spread")


class SpanSpec(SpecModel):
    """A job sitting across cells of a row, or standing whole beside it."""

    id: Identifier | None = None
    row: int = Field(1, ge=1, description="the row, counted from 1 at the top")
    start: int = Field(1, ge=1, description="the first cell it covers, counted from 1 at the left")
    cells: int = Field(ge=1, description="how many cells it covers")
    outside: Literal["right", "left"] | None = Field(None, description="stand whole beside the row instead of on it")
    outline: Literal["solid", "dashed", "dotted"] = "solid"
    colour: Literal[tuple(COLOURS)] = "blue"  # type: ignore[valid-type]
    noun: Text = Field("job", description="what the span stands for, for the alt text")
    same_as: Identifier | None = Field(None, alias="same-as", description="the id of a span it is the same job as")
    label: Text | None = None
    cross: bool = Field(False, description="a red cross over it: blocked, killed")


class GridSpec(Placed):
    """Cells in rows and columns, each in a state by meaning."""

    id: Identifier | None = None
    cells: int | None = Field(None, ge=1, le=MAX_CELLS, description="how many cells (wrapped into `columns`)")
    columns: int | None = Field(None, ge=1, le=1000, description="cells per row; 7 makes a calendar of weeks")
    rows: list[list[State]] | None = Field(None, description="the states row by row, instead of `cells`")
    state: State = Field("free", description="the state of every cell not given otherwise")
    states: list[State] | None = Field(None, description="the states of the first cells, in order")
    levels: list[float | None] | None = Field(None, description="a block rising from each cell's bottom, 0..1; null for none")
    level_colour: Literal["blue", "grey", "red", "dark"] = Field("blue", alias="level-colour")
    level_means: Text | None = Field(None, alias="level-means", description="what a level stands for, for the alt text")
    scatter: list[ScatterSpec] = Field(default_factory=list)
    crosses: list[int] = Field(default_factory=list, description="cells (counted from 1) with a red cross over them")
    noun: Text = Field("cell", description="what a cell is called: `square`, `GPU cell`")
    means: Text | None = Field(None, description="what each cell stands for: `a billed day`")
    label: Text | None = None
    row_labels: list[Text] = Field(default_factory=list, alias="row-labels")
    spans: list[SpanSpec] = Field(default_factory=list, max_length=32)
    size: int = Field(64, ge=4, le=160, description="a cell's side, in px (fitted down if the grid is too wide)")
    alt: Alt | None = None


@dataclass(frozen=True)
class Cells:
    """A grid resolved to its cells: their states and levels, row-major."""

    rows: int
    columns: int
    states: tuple[str, ...]
    levels: tuple[float | None, ...]

    def row(self, index: int) -> tuple[str, ...]:
        return self.states[index * self.columns : (index + 1) * self.columns]


def resolve(grid: GridSpec) -> Cells:
    """The states of every cell; the scatter is seeded by the spec, never by the run."""
    if grid.rows is not None:
        columns = max(len(row) for row in grid.rows)
        states = [state for row in grid.rows for state in row + [grid.state] * (columns - len(row))]
        rows = len(grid.rows)
    else:
        count = grid.cells or len(grid.states or grid.levels or [None])
        columns = min(grid.columns or count, count)
        rows = math.ceil(count / columns)
        states = list(grid.states or []) + [grid.state] * (count - len(grid.states or []))
    for scatter in grid.scatter:
        _scatter(scatter, states, rows, columns)
    levels = list(grid.levels or []) + [None] * (len(states) - len(grid.levels or []))
    return Cells(rows, columns, tuple(states), tuple(levels[: len(states)]))


def _scatter(scatter: ScatterSpec, states: list[str], rows: int, columns: int) -> None:
    chooser = random.Random(f"blueprint-scatter-{scatter.seed}-{scatter.state}")
    groups = [list(range(r * columns, min((r + 1) * columns, len(states)))) for r in range(rows)] if scatter.per_row else [list(range(len(states)))]
    for group in groups:
        wanted = scatter.count if scatter.count is not None else round(float(scatter.share.value) * len(group)) if scatter.share else 0
        for index in chooser.sample(group, min(wanted, len(group))):
            states[index] = scatter.state


class GridMark(MarkKind):
    name = "grid"
    model = GridSpec
    noun = ("grid", "grids")
    speaks_for = ("to",)

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        spec: GridSpec = node.spec
        found = [Ident(node.id, node.path + ("id",), "grid", node)]
        rows = len(spec.rows) if spec.rows else math.ceil((spec.cells or 1) / (spec.columns or spec.cells or 1))
        found += [Ident(f"{node.id}.row-{r + 1}", node.path + ("id",), "row", node) for r in range(min(rows, 100))]
        found += [Ident(f"{node.id}.{s.id}", node.path + ("spans", i, "id"), "span", node) for i, s in enumerate(spec.spans) if s.id]
        return found

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
            if span.same_as and span.same_as not in {s.id for s in _all_spans(ids)}:
                diagnostics.error(where("spans", index, "same-as"), messages.UNKNOWN_ID.format(id=span.same_as, hint=messages.suggestion(span.same_as, {s.id for s in _all_spans(ids) if s.id})))

    # --- layout ---------------------------------------------------------------

    def geometry(self, node: MarkNode, ctx: "LayoutContext", cells: Cells, frame: Box) -> tuple[float, float, float]:
        """Cell side, gap between cells, and the left edge, fitted to the content box
        (a 100 x 100 grid gets cells of a few pixels, one pixel apart)."""
        spec: GridSpec = node.spec
        labels = max((ctx.font.measure(t, ctx.theme.type.size("label")) for t in spec.row_labels), default=0.0)
        label_room = labels + 2 * ctx.theme.layout.label_gap if labels else 0.0
        title_room = ctx.text_height("label") + 2 * ctx.theme.layout.label_gap if spec.label else 0.0
        outside = max((s.cells for s in spec.spans if s.outside), default=0)
        units = cells.columns + (outside + 1 if outside else 0)
        across = _fitted(units, frame.width - label_room)
        card = _fitted(cells.rows, ctx.content.height - title_room)
        down = _fitted(cells.rows, min(frame.height, ctx.content.height) - title_room)
        size = min(float(spec.size), across, card, max(down, SMALLEST_CELL))  # a short frame shrinks cells only so far
        gap = _gap(size)
        width = cells.columns * size + (cells.columns - 1) * gap
        left = frame.centre_x - width / 2 + label_room / 2
        return size, gap, left

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec: GridSpec = node.spec
        cells = resolve(spec)
        size, gap, left = self.geometry(node, ctx, cells, frame)
        cursor = top
        elements: list[Element] = []
        if spec.label:
            elements.append(ctx.text(spec.label, size="label", colour="ink", x=left, top=cursor, role="label", owner=node.path + ("label",), source=node.path + ("label",)))
            cursor += ctx.text_height("label") + ctx.theme.layout.label_gap * 2
        box_of = lambda r, c: Box(left + c * (size + gap), cursor + r * (size + gap), size, size)
        for index, state in enumerate(cells.states):
            r, c = divmod(index, cells.columns)
            elements += self._cell(box_of(r, c), state, cells.levels[index], spec, ctx, node.path)
        anchors: dict[str, Box] = {}
        grid_box = Box(left, cursor, cells.columns * (size + gap) - gap, cells.rows * (size + gap) - gap)
        if node.id:
            anchors[node.id] = grid_box
            for r in range(min(cells.rows, 100)):
                anchors[f"{node.id}.row-{r + 1}"] = Box(left, cursor + r * (size + gap), grid_box.width, size)
        for r, text in enumerate(spec.row_labels[: cells.rows]):
            where = node.path + ("row-labels", r)
            label = ctx.text(text, size="label", colour="ink", x=left - 2 * ctx.theme.layout.label_gap, top=0, align="right", role="label", owner=where, source=where)
            elements.append(ctx.text_centred_on(label, box_of(r, 0).centre_y))
        for cell in spec.crosses:
            r, c = divmod(cell - 1, cells.columns)
            elements += _cross(box_of(r, c), ctx, node.path + ("crosses",))
        for index, span in enumerate(spec.spans):
            box = self._span_box(span, box_of, size, gap, grid_box)
            if span.outside:
                for k in range(span.cells):
                    cell = Box(box.x + gap / 2 + k * (size + gap), box.y + gap / 2, size, size)
                    elements += self._cell(cell, "free", None, spec, ctx, node.path + ("spans", index))
            elements += self._span(span, box, ctx, node.path + ("spans", index))
            if node.id and span.id:
                anchors[f"{node.id}.{span.id}"] = box
            if node.id and not span.outside:
                anchors[node.id] = anchors[node.id].union(box)  # links leave from outside the outline
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _cell(box: Box, state: str, level: float | None, spec: GridSpec, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        fill, hatch = STATE_PAINT[state]
        stroke = ctx.theme.look(state if state in ("blue", "red", "dark") else "grey").stroke
        width = "outline" if box.width >= 12 else "hairline"
        elements: list[Element] = [Rect(box, Paint(fill=fill, stroke=stroke, stroke_width=width, hatch=hatch), "cell", path, path)]
        if level:
            inset = max(1.0, round(box.width / 10))
            height = max(ctx.theme.layout.minimum_size, (box.height - 2 * inset) * level)
            block = Box(box.x + inset, box.bottom - inset - height, box.width - 2 * inset, height)
            colour = ctx.theme.look(spec.level_colour).fill
            elements.append(Rect(block, Paint(fill=colour, stroke=None), "level", path, path + ("levels",)))
        return elements

    @staticmethod
    def _span_box(span: SpanSpec, box_of, size: float, gap: float, grid: Box) -> Box:
        r = span.row - 1
        width = span.cells * size + (span.cells - 1) * gap
        row_top = box_of(r, 0).y
        if span.outside == "right":
            return Box(grid.right + size, row_top, width, size).grown(gap / 2)
        if span.outside == "left":
            return Box(grid.x - size - gap - width, row_top, width, size).grown(gap / 2)
        return Box(box_of(r, span.start - 1).x, row_top, width, size).grown(gap / 2 + 2)

    @staticmethod
    def _span(span: SpanSpec, box: Box, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        paint = Paint(stroke=COLOURS[span.colour], stroke_width="dotted" if span.outline == "dotted" else "emphasis", line=span.outline)
        elements: list[Element] = [Rect(box, paint, "span", path, path)]
        if span.label:
            colour = {"grey": "ink", "dark": "ink"}.get(span.colour, span.colour)
            elements.append(ctx.text(span.label, size="label", colour=colour, x=box.centre_x, top=box.y - ctx.theme.layout.label_gap - ctx.text_height("label"), align="centre", role="label", owner=path + ("label",), source=path + ("label",)))
        if span.cross:
            elements += _cross(box, ctx, path + ("cross",))
        return elements

    # --- description ----------------------------------------------------------

    def group_phrase(self, nodes: list[MarkNode], ctx: "DescribeContext") -> str | None:
        shapes = {(resolve(n.spec).rows, resolve(n.spec).columns, n.spec.noun) for n in nodes}
        if len(shapes) != 1:
            return None
        rows, columns, noun = shapes.pop()
        for n in nodes:
            ctx.tell(n.path + ("shape",))
        if rows == 1:
            return f"{ctx.words.count(len(nodes), 'row')} of {ctx.words.count(columns, noun)}"
        return f"{ctx.words.count(len(nodes), 'grid')} of {ctx.words.count(rows, 'row')} of {ctx.words.count(columns, noun)}"

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        cells = resolve(spec)
        look = "outlined " if set(cells.states) <= {"free", "empty"} else ""
        if spec.rows is not None or cells.rows > 1 and cells.columns * cells.rows == len(cells.states) and not spec.cells:
            shape = f"{ctx.words.count(cells.rows, 'row')} of {ctx.words.count(cells.columns, look + spec.noun)}"
        elif cells.rows == 1:
            shape = f"a row of {ctx.words.count(cells.columns, look + spec.noun)}"
        else:
            shape = f"{ctx.words.count(len(cells.states), look + spec.noun)} in a grid"
        if spec.means:
            shape += f", each one {spec.means}"
        body = self._body(node, ctx, cells)
        return f"{shape}; {body}" if body else shape

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.lone_phrase(node, ctx)

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: GridSpec = node.spec
        if node.path in ctx.told:
            return []
        ctx.tell(node.path)
        if spec.alt:
            return [spec.alt]
        cells = resolve(spec)
        row = self._position(node, ctx)
        arrivals = [a for a in (o.kind.arrival(o, node.id, ctx) for o in ctx.spec.marks if node.id) if a]
        from_marks = [a for a in arrivals if not a.from_edge]
        from_edges = [a for a in arrivals if a.from_edge]
        tail = f", with {ctx.words.join([a.phrase for a in from_edges])}" if from_edges else ""
        body = self._body(node, ctx, cells, relative=bool(from_marks))
        if from_marks:
            return [f"{from_marks[0].phrase} the {row}, where {body}{tail}"]
        return [f"in the {row} {body}{tail}"]

    def _position(self, node: MarkNode, ctx: "DescribeContext") -> str:
        grids = ctx.marks_of(self.name)
        single = resolve(node.spec).rows == 1
        noun = "row" if single else "grid"
        return " ".join(filter(None, [ctx.place_among(node, grids), noun]))

    def _body(self, node: MarkNode, ctx: "DescribeContext", cells: Cells, *, relative: bool = False) -> str:
        """What the cells hold, spans and crosses. After "where" (`relative`) the
        later clauses get a comma: they are no longer part of the "where"."""
        spec: GridSpec = node.spec
        said = [self._states(spec, cells, ctx)] if not spec.levels else []
        if spec.levels:
            said.append(self._levels(spec, cells, ctx))
        said += [self._span_phrase(node, i, ctx) for i in range(len(spec.spans))]
        if spec.crosses:
            said.append(f"{ctx.words.article('red cross') if len(spec.crosses) == 1 else ctx.words.count(len(spec.crosses), 'red cross')} over {'a' if len(spec.crosses) == 1 else ''} {spec.noun if len(spec.crosses) == 1 else ctx.words.engine.plural_noun(spec.noun)}".replace("  ", " "))
        said = [s for s in said if s]
        if relative and len(said) > 1:
            return f"{', '.join(said[:-1])}, and {said[-1]}"
        return ctx.words.join(said)

    def _states(self, spec: GridSpec, cells: Cells, ctx: "DescribeContext") -> str:
        counts = Counter(cells.states)
        total = len(cells.states)
        default = counts.most_common(1)[0][0]  # the background: the states against it are said
        if len(counts) == 1:
            state = next(iter(counts))
            return f"all {ctx.words.number(total)} {ctx.words.engine.plural_noun(spec.noun.split()[-1])} are {STATE_WORDS[state]}"
        if cells.rows > 1:
            per_row = [Counter(cells.row(r)) for r in range(cells.rows)]
            for state in counts:
                if state != default and len({c[state] for c in per_row}) == 1:
                    n = per_row[0][state]
                    return f"{ctx.words.count(n, STATE_WORDS[state] + ' ' + spec.noun)} in every row"
        short = spec.noun.split()[-1]
        others = sorted(((state, n) for state, n in counts.items() if state != default), key=lambda item: -item[1])
        said = [f"{ctx.words.count(n, short)} {'is' if n == 1 else 'are'} {STATE_WORDS[state]}" for state, n in others]
        return ctx.words.join(said)

    def _levels(self, spec: GridSpec, cells: Cells, ctx: "DescribeContext") -> str:
        given = [level for level in cells.levels if level]
        total = len(cells.states)
        plural = ctx.words.engine.plural_noun(spec.noun)
        share = len(given) / total
        many = "all of them" if share == 1 else "most of them" if share > 0.5 else "some of them" if share > 0.2 else "a few of them"
        colour = ctx.words.look(spec.level_colour)[0]
        heights = "a different height" if len(set(given)) > 1 else "the same height"
        phrase = f"inside {many} a {colour} block rises to {heights}"
        if spec.level_means:
            phrase += f", {spec.level_means}"
        empty = total - len(given)
        if empty:
            few = "a few" if empty <= total * 0.2 else ctx.words.number(empty)
            verb = "stand" if empty > 1 else "stands"
            noun = plural if empty > 1 else spec.noun
            phrase += f", and {few} {noun} {verb} empty" if few != "a few" or empty > 1 else f", and one {spec.noun} stands empty"
        return phrase

    def _span_phrase(self, node: MarkNode, index: int, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        span = spec.spans[index]
        before, after = ctx.words.look("none" if span.colour == "grey" else span.colour, outline=span.outline)
        noun = " ".join(filter(None, [before, span.noun]))
        article = "the same" if span.same_as else ctx.words.article(noun).split(" ")[0]
        name = f"{article} {noun}" + (f" {after}" if after and not span.same_as else "")
        if span.label:
            name += f" marked {ctx.words.spoken(span.label)}"
        if span.outside:
            where = f"stands whole to the {span.outside}"
        else:
            covered = resolve(spec).row(span.row - 1)[span.start - 1 : span.start - 1 + span.cells]
            kinds = set(covered)
            of = f" of the {STATE_WORDS[covered[0]]} ones" if len(kinds) == 1 and covered[0] in ("free", "empty") else ""
            where = f"sits across {ctx.words.number(span.cells)}{of}" if of else f"sits across {ctx.words.count(span.cells, spec.noun)}"
        phrase = f"{name} {where}"
        if span.cross:
            phrase += ", crossed out in red"
        below = [m for m in ctx.spec.marks if node.id and span.id and (f"{node.id}.{span.id}" in [t for _, t in m.kind.relations(m)])]
        for other in below:
            relation = other.kind.relations(other)[0][0]
            word = {"below": "above", "above": "below", "right-of": "left of", "left-of": "right of", "over": "under"}.get(relation, "by")
            phrase += f" {word} {other.kind.relation_phrase(other, ctx)}"
        return phrase

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: GridSpec = node.spec
        cells = resolve(spec)
        counts = Counter(cells.states)
        states = ", ".join(f"{n} {state}" for state, n in sorted(counts.items()))
        levels = ""
        if spec.levels:
            levels = "; levels " + ", ".join("none" if l is None else f"{l:g}" for l in spec.levels)
        return f"Grid of {cells.rows} x {cells.columns} {spec.noun}s ({states}{levels})."


GAP_RATIO = 1 / 8


def _gap(size: float) -> float:
    """The rhythm between cells: an eighth of a cell, at least one pixel."""
    return max(1.0, round(size * GAP_RATIO)) if size >= 16 else 1.0


SMALLEST_CELL = 24.0  # cells a short frame may shrink a grid to; a huge grid is smaller still


def _fitted(count: int, room: float) -> float:
    """The largest cell side for which `count` cells and their gaps fit in `room`."""
    size = room / (count * (1 + GAP_RATIO))
    if size < 16:
        size = (room - (count - 1)) / count
    return max(1.0, math.floor(size * 4) / 4)


def _cross(box: Box, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
    return red_cross(box.centre_x, box.centre_y, min(ctx.theme.layout.cross_size, box.width, box.height), owner)


def _all_spans(ids: Mapping[str, Ident]) -> list[SpanSpec]:
    return [span for ident in ids.values() if ident.what == "grid" for span in ident.node.spec.spans]
