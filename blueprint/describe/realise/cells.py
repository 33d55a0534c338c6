"""Cells in rows (form "cells"): a month of days, the GPUs of a node, a cluster.

A thing of this form counts its cells (`count`, `noun`) and holds its rows as
parts, each row its cells in order (a cell's look and `state`, a block rising
inside it with its `share`, a red cross `attached` over it) and the spans lying
across its cells or standing whole beside it (`attached`, with the cells they
cover as parts). Said:

    lead        the cells and how they are laid out, what each stands for, the
                row labels and what the looks mean, then what the cells hold:
                "thirty outlined squares in a grid of three rows of ten, each
                one a billed day; inside most of them a blue block rises ..."
    sentences   the spans and crosses; or, for a grid whose shape another
                phrase said ("two rows of eight GPU cells"), all it holds,
                starting from the links arriving into it: "An arrow leads down
                to the second row, where all eight cells are grey, and ..."

States are counted against the background (the commonest state): together
("six grey squares sit together at the left of node-a"), in each row, per
labelled row ("node-1 holding three, node-2 four"; or every row's share when a
few named rows each hold a block of each), scattered ("sixteen white squares
lie scattered among them"), or whole rows ("white fills all of node-b"). Row
labels name the rows; levels in a few named rows are said row by row ("nearly
full on node-a, about a third on node-b").

This module reads the grid (`Grid`: its shape, names and meanings) and says
it; the states are counted in `cells_states.py`, the levels in
`cells_levels.py`, what lies on the cells in `cells_marks.py`.
"""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.realise import standing_on
from blueprint.describe.realise.cells_alike import alike_clause
from blueprint.describe.realise.cells_levels import GridLevels
from blueprint.describe.realise.cells_marks import MEANING_WORDS, GridMarks, _name
from blueprint.describe.realise.cells_runs import full_rows, repeating_rows
from blueprint.describe.realise.cells_states import SAID_BY_LOOK, GridStates, _absent, _comma_join
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import line_words, prenominal_look

# Nouns that already say how a cell is drawn; another noun ("GPU") is drawn as a square.
SHAPE_NOUNS = ("cell", "square", "box", "tile", "block", "slot", "dot")
LED = "cells-led"  # the realiser's memory of grids whose cells a lead has said
MEANT = "cells-meanings"  # ... of the meanings said
THING_OPENERS = frozenset("a an the its their his her our my this these those".split())  # a meaning opening so names a thing ("for its own requests")
TOTAL_FROM_LOOKS = 3  # a grid of rows whose cells are counted in this many looks or more says its total first (the counts add up to it)


class Grid(GridStates, GridLevels, GridMarks):
    """A cells thing as the realiser reads it: rows, cells, states and names."""

    def __init__(self, say: Voice, thing: Thing):
        self.say, self.words, self.thing = say, say.words, thing
        self.rows = thing.parts
        self.cells = [(r, c, cell) for r, row in enumerate(self.rows) for c, cell in enumerate(row.parts)]
        self.columns = max((len(row.parts) for row in self.rows), default=0)
        head = thing.noun.split()[-1] if thing.noun.split() else "cell"
        self.noun = thing.noun if head.lower() in SHAPE_NOUNS else f"{thing.noun} square"
        self.short = self.noun.split()[-1]
        self.named = bool(self.rows) and all(row.label for row in self.rows)
        self.rows_said = False  # the shape named each row with its count

    # --- words ----------------------------------------------------------------

    def shorts(self, count: int) -> str:
        return self.short if count == 1 else self.words.plural(self.short)

    def _all(self, count: int) -> str:
        """ "all eight", "both": every one of a count, as a count of two is said."""
        return "both" if count == 2 else f"all {self.words.number(count)}"

    def counted(self, count: int) -> str:
        return self.words.count(count, self.short)

    @staticmethod
    def state_of(cell: Thing) -> str:
        """A cell's state as said: its look before a noun ("grey", "red hatched",
        "dashed-outline white", "dashed blue" for an outline alone), or "empty"."""
        look = cell.look
        if cell.state == "empty" or look is None:
            return "empty"
        if not look.filled:
            return line_words(look.colour, look.line, quiet_grey=True) or "empty"
        return prenominal_look(look.colour, look.hatch, look.line, look.line_colour)

    def row_name(self, r: int) -> str:
        """A row by its label ("node-b"), else by its place ("the second row")."""
        row = self.rows[r]
        if row.label:
            return _name(self.words, row.label)
        if len(self.rows) == 1:
            return "the row"
        return f"the {'top' if r == 0 else self.words.ordinal(r + 1)} row"

    def on_row(self, r: int) -> str:
        return f"on {self.row_name(r)}" if self.rows[r].label else f"in {self.row_name(r)}"

    def where(self) -> str:
        """The grid as another sentence names it: "the top row", "the left grid"."""
        noun = "row" if len(self.rows) == 1 else "grid"
        places, key = self.say.places, self.thing.key
        if self.thing.among:
            return places.said_as(key, self.thing.among, f"the {self.thing.among} {noun}")
        if self.thing.rank:
            return places.said_as(key, None, f"the {self.words.ordinal(self.thing.rank)} {noun}", rank=self.thing.rank)
        return f"the {noun}"

    def labels(self) -> str:
        """Row labels as a run ("node-a to node-d") when they count up, else listed."""
        labels = [_name(self.words, row.label) for row in self.rows if row.label]  # said only when `named`: every row has one
        if len(labels) >= 3 and _counts_up([row.label for row in self.rows]):  # two are said both: "node-a and node-b"
            return f"{labels[0]} to {labels[-1]}"
        return self.words.join(labels)  # in the rows' order, top first

    def portion(self, part: int, whole: int) -> str:
        """A share of the cells: a reduced fraction when it is a plain one
        ("three quarters"), else the count ("five cells")."""
        share = Fraction(part, whole)
        if share.denominator not in (2, 3, 4, 5, 10) or share >= 1:
            return self.counted(part)
        names = {2: ("half", "halves"), 4: ("quarter", "quarters")}
        one = self.words.ordinal(share.denominator)
        single, plural = names.get(share.denominator, (one, self.words.plural(one)))
        return f"{self.words.number(share.numerator)} {single if share.numerator == 1 else plural}"

    # --- the parts of what is said ------------------------------------------------

    def shape(self) -> str:
        """"a row of eight GPU cells", "a grid of four rows of eight GPU squares",
        "thirty outlined squares in a grid of three rows of ten"."""
        outlined = all(cell.look is not None and (cell.look.colour == "white" or not cell.look.filled) for _, _, cell in self.cells)
        noun = f"outlined {self.noun}" if outlined else self.noun
        rows = len(self.rows)
        if len(self.cells) == 1:
            return self.words.article(noun)
        if rows == 1:
            return f"a row of {self.words.count(self.columns, noun)}"
        if self.thing.arrangement == "rows":
            held = [sum(1 for cell in row.parts if not _absent(cell)) for row in self.rows]
            if len(set(held)) > 1:  # a dotted place is where a thing is not (STYLE.md): rows that hold unlike counts say each
                self.rows_said = True
                return f"a grid of {self.words.count(rows, 'row')} of {self.words.plural(noun)}, " + self.words.join([f"{self.words.number(n)} {self.on_row(r)}" for r, n in enumerate(held)])
            if len({self.state_of(cell) for _, _, cell in self.cells}) >= TOTAL_FROM_LOOKS:  # "a grid of sixteen request slots in two rows of eight"
                return f"a grid of {self.words.count(len(self.cells), noun)} in {self.words.count(rows, 'row')} of {self.words.number(self.columns)}"
            return f"a grid of {self.words.count(rows, 'row')} of {self.words.count(self.columns, noun)}"
        cells = self.words.count(len(self.cells), noun)
        if rows * self.columns == len(self.cells):
            return f"{cells} in a grid of {self.words.count(rows, 'row')} of {self.words.number(self.columns)}"
        return f"{cells} in a grid of {self.words.count(self.columns, 'column')}"

    def each(self) -> str:
        """"each one a billed day"; "each square one GPU" (not "each one one GPU")."""
        means = self.words.spoken(self.thing.means) if self.thing.means else None
        if not means:
            return ""
        return f"each {self.short} {means}" if means.split()[0] == "one" else f"each one {means}"

    def meanings(self) -> list[tuple[str, str, str]]:
        """The colours whose meaning the house style gives, not said yet:
        (colour, meaning, state)."""
        said = self.say.memory(MEANT)
        found: dict[str, tuple[str, str]] = {}
        for _, _, cell in self.cells:
            key = cell.state if cell.state in SAID_BY_LOOK else (f"means: {cell.means}" if cell.means else None)
            if key is not None and key not in said:
                found.setdefault(key, (self.state_of(cell), MEANING_WORDS[cell.state] if cell.state in SAID_BY_LOOK else self.words.spoken(cell.means or "")))
        order = [state for state in SAID_BY_LOOK if state in found] + [key for key in found if key not in SAID_BY_LOOK]
        return [(*found[key], key) for key in order]

    def where_meant(self, meanings: list[tuple[str, str, str]]) -> str:
        """"grey where in use and white where free", "blue for the moved requests"
        (a meaning that is a thing, not a state: "where its own requests" is no
        English); and remember them said."""
        self.say.memory(MEANT).update(state for _, _, state in meanings)
        return self.words.join([f"{colour} {'for' if _a_thing(meaning) else 'where'} {meaning}" for colour, meaning, _ in meanings])  # "grey for its own requests"

    def holds(self) -> list[tuple[int, str, str]]:
        """What the cells hold, as clauses (first cell, words, state named):
        the levels rising in them, or their states."""
        if any(cell.parts for _, _, cell in self.cells):
            return [(0, self.levels(), "")]
        return self.states()

    def states(self) -> list[tuple[int, str, str]]:
        """What the cells' states say, then rows set against each other (said
        last: "memory repeats compute cell for cell")."""
        said = self._states()
        return said + [(len(self.cells) + i, words, "") for i, words in enumerate(repeating_rows(self) + full_rows(self))]

    # --- helpers ------------------------------------------------------------------

    def few_named(self) -> bool:
        """Rows few enough, and all labelled, to be counted one by one."""
        return self.named and len(self.rows) <= 8
def _a_thing(meaning: str) -> bool:
    """Whether a meaning is a thing ("its own requests") rather than a state ("in use")."""
    first = meaning.split()[0].lower() if meaning.split() else ""
    return first in THING_OPENERS


def _counts_up(labels: list[str | None]) -> bool:
    """Labels that differ only in a last number or letter counting up by one:
    node-1, node-2, node-3; node-a to node-d."""
    if not all(labels):
        return False
    stems = {label[:-1] for label in labels}  # type: ignore[index]
    ends = [label[-1] for label in labels]  # type: ignore[index]
    if len(stems) != 1 or not all(e.isdigit() or e.isalpha() for e in ends):
        return False
    return all(ord(b) - ord(a) == 1 for a, b in zip(ends, ends[1:]))


class CellsForm:
    """Things laid out as cells in rows, brought in by their lead; or, when a
    phrase that counted them with others said their shape, said in a sentence
    of their own that opens on the links arriving into them."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        say.memory(LED).add(thing.key)
        if thing.alt:
            return thing.alt
        grid = Grid(say, thing)
        whole = grid.whole_span()
        if whole is not None and not thing.label and not thing.means and not thing.relations and not grid.named:
            return grid.whole_span_phrase(whole)
        said = [grid.shape()]
        if thing.label:
            said.append(f"marked {say.words.spoken(thing.label)}")
        if grid.named and len(grid.rows) > 1 and not grid.rows_said:
            said.append(f"labelled {grid.labels()}")
        if thing.quality == "outlined-rows" and len(grid.rows) > 1:
            said.append("each row outlined as one")
        said.append(standing_on.on_it(say, thing).removeprefix(", "))  # a cross drawn over the grid, said with it
        said.append(grid.each())
        holds = grid.holds()
        meanings = grid.meanings()
        if len(meanings) > 1 or meanings and len(holds) > 1:
            said.append(grid.where_meant(meanings))
            meanings = []
        body, _ = CellsForm._clauses(grid, holds, meanings)
        _, edges = grid.arrivals()
        tail = f", with {say.words.join(edges)}" if edges else ""
        alike = alike_clause(say, thing, grid.short)
        return f"{', '.join(filter(None, said))}; {body}{tail}" + (f"; {alike}" if alike else "")

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        led = thing.key in say.memory(LED)
        if thing.alt:
            return [] if led else [thing.alt]
        grid = Grid(say, thing)
        marks, edges = grid.arrivals()
        extra = grid.spans() + [c for c in [grid.crosses()] if c] + grid.cell_words()
        said = []
        if led:
            if marks:
                where = f", where {_comma_join(say.words, extra)}" if extra else ""
                said.append(f"{marks[0]} {grid.where()}{where}")
                said += [f"{phrase} {grid.where()}" for phrase in marks[1:]]
            elif extra:
                said.append(_comma_join(say.words, extra))
            return said
        meanings = grid.meanings()
        holds, left = CellsForm._clauses(grid, grid.holds(), meanings if len(meanings) == 1 else [])
        if len(meanings) > 1 or left:
            said.append(f"{say.words.plural(grid.short)} are {grid.where_meant(meanings)}")
        clauses = [holds] + extra
        name = grid.where() + (f", marked {say.words.spoken(thing.label)}," if thing.label else "")
        tail = f", with {say.words.join(edges)}" if edges else ""
        if marks:
            body = f"{', '.join(clauses[:-1])}, and {clauses[-1]}" if len(clauses) > 1 else clauses[0]
            said.append(f"{marks[0]} {name.rstrip(',')}, where {body}{tail}")
            said += [f"{phrase} {grid.where()}" for phrase in marks[1:]]
        else:
            said.append(f"in {name} {_comma_join(say.words, clauses)}{tail}")
        alike = alike_clause(say, thing, grid.short)
        if alike:
            said[-1] += f"; {alike}"
        return said

    @staticmethod
    def _clauses(grid: Grid, holds: list[tuple[int, str, str]], meanings: list[tuple[str, str, str]]) -> tuple[str, list]:
        """What the cells hold, joined; a meaning not said yet goes after the
        first clause that ends on its colour ("two cells are grey, in use").
        Returns the meanings no clause could carry."""
        texts = []
        left = list(meanings)
        for _, text, _ in holds:
            found = next((m for m in left if text.endswith(f" {m[0]}")), None)
            if found is not None:
                text += f", {found[1]}"
                grid.say.memory(MEANT).add(found[2])
                left.remove(found)
            texts.append(text)
        return _comma_join(grid.words, texts), left
