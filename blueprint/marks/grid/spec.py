"""The grid's spec model, and the grid resolved to its cells (states, levels)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, model_validator

from blueprint.marks.label import Label, Labelled
from blueprint.marks.look import LINE_COLOURS, OWN_COLOUR, Look, Looked
from blueprint.model import Alt, Fill, Identifier, Placed, SpecModel, Text
from blueprint.model import no_items
from blueprint.values import ShareField

# A cell's state names a look by meaning (STYLE.md); `looks` names more.
STATE_LOOKS: dict[str, Look] = {
    "used": Look("grey"),  # in use: solid grey
    "free": Look("white"),  # free: white, outlined
    "empty": Look("none"),  # an outline only
    "blue": Look("blue", colour="blue"),  # kept
    "red": Look("red", hatch=True, colour="red"),  # lost: red hatched
    "dark": Look("dark", colour="dark"),  # overhead
    "idle": Look("grey", hatch=True),  # paid for and idle: grey hatched
}
STATES = tuple(STATE_LOOKS)
NamedLook = Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]*$", description="a look named in the grid's `looks`")]
State = Annotated[Literal[STATES] | NamedLook, Field(description="a cell's state: `used` (solid grey: in use), `free` (white), `empty` (outline only), `blue` (kept), `red` (red hatched: lost), `dark` (overhead), `idle` (grey hatched), or a look named in `looks`")]  # type: ignore[valid-type]
COLOURS = LINE_COLOURS  # a span's colours
MAX_CELLS = 10_000


class CellLook(Looked):
    """A look given a name in a grid's `looks`, for cells to take as a state
    (`rows: [[used, paid, free]]`): `fill`, `hatch`, `outline`, `colour`, and
    what a cell in it stands for."""

    means: Text | None = Field(None, description="what a cell in this look stands for, said with its look (`paid for and idle`)")


class ScatterSpec(SpecModel):
    """Some cells in another state, spread over the grid, the same every run."""

    state: State
    share: ShareField | None = Field(None, description="this share of the cells (of each row with `per-row`)")
    count: int | None = Field(None, ge=1, le=MAX_CELLS, description="or this many cells")
    per_row: bool = Field(False, alias="per-row", description="the same number in every row")
    seed: int = Field(0, ge=0, description="another seed gives another (still fixed) spread")


class SpanSpec(Looked, Labelled):
    """A job sitting across cells of a row, or standing whole beside it: a
    frame in `outline` and `colour`, its cells in `fill` (and `hatch`) when
    given (`fill: true`: in its colour), else as the row draws them."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "above", "below")  # a span lies along its row: over it, under it, in it

    id: Identifier | None = None
    row: int = Field(1, ge=1, description="the row, counted from 1 at the top")
    start: int = Field(1, ge=1, description="the first cell it covers, counted from 1 at the left")
    cells: int = Field(ge=1, description="how many cells it covers")
    outside: Literal["right", "left"] | None = Field(None, description="stand whole beside the row instead of on it")
    outline: Literal["solid", "dashed", "dotted"] = Field("solid", description="its frame: `solid`, `dashed` (planned, borrowed) or `dotted` (absent)")
    colour: Literal[COLOURS] = Field("blue", description="its frame's colour: `blue` (kept, the product's job), `grey`, `red` or `dark`")  # type: ignore[valid-type]
    fill: Fill | bool = Field("none", description="its cells' fill, by meaning (`grey`, `blue`, `red` ...; `true`: in its colour, a blue job on blue cells); `none` (the default) leaves them as the row draws them")
    noun: Text = Field("job", description="what the span stands for, for the alt text")

    @model_validator(mode="before")
    @classmethod
    def _fill_in_its_colour(cls, raw: Any) -> Any:
        """`fill: true` is its cells in its colour (red hatched when red); `false`, none."""
        if isinstance(raw, dict) and isinstance(raw.get("fill"), bool):
            raw = dict(raw)
            colour = raw.get("colour", "blue")
            raw["fill"] = (colour if colour in COLOURS else "blue") if raw["fill"] else "none"
            if raw["fill"] == "red":
                raw.setdefault("hatch", True)
        return raw

    @property
    def look(self) -> Look:
        """Its frame's look: its rhythm and colour, and the fill of its cells."""
        return Look(str(self.fill), self.hatch, self.outline, self.colour)

    def ink_free(self) -> bool:
        """Words inside a span stand on the cells it covers, whose fills decide their ink."""
        return False

    @property
    def cell_look(self) -> Look | None:
        """The look its cells take, or None where the row's own show."""
        fill = str(self.fill)
        return None if fill == "none" else Look(fill, self.hatch, "solid", OWN_COLOUR[fill])
    same_as: Identifier | None = Field(None, alias="same-as", description="the id of a span it is the same job as")
    cross: bool = Field(False, description="a red cross over it: blocked, killed")


LARGEST_CELL = 160  # the largest side a cell takes: `size`, or what a `width` or `height` leaves it


class GridSpec(Placed):
    """Cells in rows and columns, each in a state by meaning."""

    needs = {"level_colour": "levels", "level_means": "levels", "row_label_side": "row_labels"}

    id: Identifier | None = None
    cells: int | None = Field(None, ge=1, le=MAX_CELLS, description="how many cells (wrapped into `columns`)")
    columns: int | None = Field(None, ge=1, le=1000, description="cells per row; 7 makes a calendar of weeks")
    rows: list[list[State]] | None = Field(None, description="the states row by row, instead of `cells`")
    looks: dict[Identifier, CellLook] | None = Field(None, description="looks by name, for cells to take as states: `{paid: {fill: grey, hatch: true, means: paid for and idle}}`")
    outline: Literal["cells", "rows"] = Field("cells", description="`cells`: each cell outlined alone; `rows`: each row outlined as one too (a node of GPUs)")
    state: State = Field("free", description="the state of every cell not given otherwise")
    states: list[State] | None = Field(None, description="the states of the first cells, in order")
    levels: list[float | None] | None = Field(None, description="a block rising from each cell's bottom, 0..1; null for none")
    level_colour: Literal["blue", "grey", "red", "dark"] = Field("blue", alias="level-colour")
    level_means: Text | None = Field(None, alias="level-means", description="what a level stands for, for the alt text")
    scatter: list[ScatterSpec] = Field(default_factory=no_items)
    crosses: list[int] = Field(default_factory=no_items, description="cells (counted from 1) with a red cross over them")
    noun: Text = Field("cell", description="what a cell is called: `square`, `GPU cell`")
    means: Text | None = Field(None, description="what each cell stands for: `a billed day`")
    label: Label | None = None
    row_labels: list[Label] = Field(default_factory=no_items, alias="row-labels")
    row_label_side: Literal["left", "right"] = Field("left", alias="row-label-side", description="where the row labels stand: `left` of the rows, before their first cells (the default); `right` of them, each beside its row's last cell")
    cell_labels: list[list[Label | None]] | None = Field(None, alias="cell-labels", description="words inside cells, row by row as `rows` (`[[1, 2, 3], [null, 20 gb]]`; `null` for none): each centred in its cell in the ink its look takes, refused where it does not fit; a run of cells takes one label as a span with `label-side: inside`")
    spans: list[SpanSpec] = Field(default_factory=no_items, max_length=32)
    size: int = Field(64, ge=4, le=LARGEST_CELL, description="a cell's side, in px (fitted down if the grid is too wide); with no `size`, a `width` or `height` sizes the cells to fill it")
    alt: Alt | None = None


def cell_look(grid: GridSpec, state: str) -> Look:
    """The look a cell in `state` is drawn in: a state's, or a named one's."""
    named = (grid.looks or {}).get(state)
    return named.look if named is not None else STATE_LOOKS.get(state, STATE_LOOKS["free"])


@dataclass(frozen=True)
class Shape:
    """How many rows and columns a grid has, and how many cells in all (the
    last row of `cells` wrapped into `columns` may be short)."""

    rows: int
    columns: int
    count: int

    def index(self, row: int, column: int) -> int | None:
        """The reading-order index (from 0) of the cell at row, column (from 1), if any."""
        if not (1 <= row <= self.rows and 1 <= column <= self.columns):
            return None
        index = (row - 1) * self.columns + column - 1
        return index if index < self.count else None

    def row_length(self, row: int) -> int:
        """How many cells row `row` (from 1) holds."""
        return min(self.columns, self.count - (row - 1) * self.columns)


def shape(grid: GridSpec) -> Shape:
    """The grid's rows, columns and cells, without resolving any state."""
    if grid.rows is not None:
        columns = max((len(row) for row in grid.rows), default=1) or 1
        return Shape(len(grid.rows), columns, len(grid.rows) * columns)
    count = grid.cells or len(grid.states or grid.levels or [None])
    columns = min(grid.columns or count, count)
    return Shape(math.ceil(count / columns), columns, count)


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


def _scatter(scatter: ScatterSpec, states: list[State], rows: int, columns: int) -> None:
    chooser = random.Random(f"blueprint-scatter-{scatter.seed}-{scatter.state}")
    groups = [list(range(r * columns, min((r + 1) * columns, len(states)))) for r in range(rows)] if scatter.per_row else [list(range(len(states)))]
    for group in groups:
        wanted = scatter.count if scatter.count is not None else round(float(scatter.share.value) * len(group)) if scatter.share else 0
        for index in chooser.sample(group, min(wanted, len(group))):
            states[index] = scatter.state
