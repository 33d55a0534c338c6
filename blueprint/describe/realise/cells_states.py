"""The states of a grid's cells, counted against the background (the
commonest state), for the "cells" form (`cells.Grid`): together ("six grey
squares sit together at the left of node-a"), in each row, per labelled row
("node-1 holding three, node-2 four"), by kind on rows of unlike kinds ("on
compute, four of the seven slices are busy"), scattered ("sixteen white
squares lie scattered among them"), or whole rows ("white fills all of
node-b")."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Hashable

from blueprint.describe.realise.cells_marks import MEANING_WORDS
from blueprint.describe.realise.cells_runs import covered_rows, flowing, in_each_row
from blueprint.describe.realise.ordinals import ordinals
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.salient import COUNTED_FROM, counts_by_kind
from blueprint.describe.say.words import Words

SAID_BY_LOOK = ("in-use", "free", "idle")  # meanings said with a colour ("grey where in use"); "empty" says itself; a named look's `means` too
SOLID = ("grey", "blue", "dark")  # a row all in one of these reads as solid


class GridStates:
    """Needs the grid's `words`, `thing`, `rows`, `cells`, `columns`, `named`,
    `short`, `shorts()`, `_all()`, `counted()`, `portion()`, `on_row()`,
    `row_name()`, `state_of()` and `few_named()` (`cells.Grid`)."""

    words: Words
    thing: Thing
    rows: tuple[Thing, ...]
    cells: list[tuple[int, int, Thing]]
    columns: int
    named: bool
    short: str
    shorts: Callable[[int], str]
    _all: Callable[[int], str]
    counted: Callable[[int], str]
    portion: Callable[[int, int], str]
    on_row: Callable[[int], str]
    row_name: Callable[[int], str]
    state_of: Callable[[Thing], str]
    few_named: Callable[[], bool]

    def _states(self) -> list[tuple[int, str, str]]:
        rest = self.uncovered()
        if rest is not None:  # rows drawn as one filled span are said by it (reader 8-A: "four cells ... blue" under one block)
            state = self.state_of(rest[0][2])
            return [(rest[0][0] * self.columns, self.whole_rows(sorted({r for r, _, _ in rest}), state), state)]
        groups: dict[str, list[tuple[int, int]]] = {}
        for r, c, cell in self.cells:
            groups.setdefault(self.state_of(cell), []).append((r, c))
        total = len(self.cells)
        if len(groups) == 1:
            state = next(iter(groups))
            if total == 1:
                return [(0, f"it is {state}", state)]
            return [(0, f"{self._all(total)} {self.words.plural(self.short)} are {state}", state)]
        kinds = self.by_kind(groups)
        if kinds:
            return kinds
        background = max(groups, key=lambda state: (len(groups[state]), self._free(groups[state])))  # a tie: the free cells are the ground the others are counted on
        others = sorted((s for s in groups if s != background), key=lambda s: -len(groups[s]))
        multi = len(self.rows) > 1
        if len(others) == 1 and multi and not self.few_named():
            state, found = others[0], groups[others[0]]
            if self._scattered(found) and not self._even(found):
                n = len(found)
                verb = "lies" if n == 1 else "lie"
                spread = in_each_row(self.words, found, len(self.rows))
                return [(0, f"{self.portion(total - n, total)} are {background} and {self.words.number(n)} {state} {self.shorts(n)} {verb} scattered among them{spread}", background)]
        if len(others) == 1 and 2 <= len(self.rows) <= 4 and self.named:
            said = self.by_rows(background, others[0], groups[others[0]])
            if said:
                return [(0, said, others[0])]
        clauses = [(self._first(groups[state]), self.clause(state, groups[state]), state) for state in others]
        if not multi and len(others) == 1 and len(groups[others[0]]) == 1 and total > 2:  # one cell apart in a row: the rest counted too
            first, said, state = clauses[0]
            clauses[0] = (first, f"{said} and the other {self.words.number(total - 1)} {background}", state)
        whole = [r for r, row in enumerate(self.rows) if row.parts and all(self.state_of(cell) == background for cell in row.parts)]
        few = self.few_against(background, others, groups, whole) if multi else ""
        if few:  # most cells in one state across rows, a few in another: both totals, no subtraction
            return [(-1, few, background)]
        if multi and whole and len(whole) < len(self.rows):
            clauses.append((whole[0] * self.columns, self.whole_rows(whole, background) + (self.rest_of(background, groups[background], whole) if len(groups) > 2 else ""), background))  # of two states, the rest is what the other leaves
        elif multi and len(groups[background]) >= COUNTED_FROM:  # one row is counted at a glance
            clauses.append((-1, self.background(background, groups[background]), background))  # said first: what most cells are
        return sorted(clauses, key=lambda clause: clause[0])

    def uncovered(self) -> list[tuple[int, int, Thing]] | None:
        """The cells outside the rows a filled span covers whole, where there
        are such rows and the other cells are of one look (the span says its
        rows, "fills the top row"; the rest are one clause); else None."""
        covered = covered_rows(self.rows)
        rest = [(r, c, cell) for r, c, cell in self.cells if r not in covered]
        if not covered or not rest or len({self.state_of(cell) for _, _, cell in rest}) != 1:
            return None
        return rest

    def few_against(self, background: str, others: list[str], groups: dict[str, list[tuple[int, int]]], whole: list[int]) -> str:
        """A grid mostly in one state that fills whole rows and part of
        another, with a few cells (two or more) of one other state in one run: both
        totals, the few set against the many ("fourteen cells are grey
        hatched, and only two are solid grey, together at the left of the
        top row"), where the rows said one by one would leave the reader to
        add up the many. Empty where that does not hold."""
        if len(others) != 1 or not whole:
            return ""
        many, found = groups[background], groups[others[0]]
        in_whole = sum(len(self.rows[r].parts) for r in whole)
        runs = _runs(found)
        if len(many) == in_whole or len(runs) != 1 or len(found) < 2 or 3 * len(found) > len(many):
            return ""  # one cell apart is said by its place ("the third square is red hatched on node-b")
        r, start, length = runs[0]
        size = len(self.rows[r].parts)
        side = "at the left" if start == 0 else "at the right" if start + length == size else "in the middle"
        state = others[0]
        look = f"solid {state}" if state in SOLID else state
        return f"{self.counted(len(many))} are {background}, and only {self.words.number(len(found))} are {look}, together {side} of {self.row_name(r)}"

    def by_kind(self, groups: dict[str, list[tuple[int, int]]]) -> list[tuple[int, str, str]] | None:
        """Named rows of unlike kinds (`salient.counts_by_kind`: compute and
        memory) counted by meaning row by row ("on compute, four of the seven
        slices are busy and three idle, paid"), the states only one row holds
        said by `clause` (every row is counted: each count is of its own
        kind, "of the eight slices" on memory). None where a state does not stand for
        one meaning (its counts would not be its meaning's)."""
        if not self.named:
            return None
        meanings = [[_meaning(cell) for cell in row.parts if not _absent(cell)] for row in self.rows]
        found = counts_by_kind(meanings)
        if found is None:
            return None
        state_of: dict[Hashable, set[str]] = {}
        for _, _, cell in self.cells:
            if not _absent(cell):
                state_of.setdefault(_meaning(cell), set()).add(self.state_of(cell))
        if any(len(states) != 1 for states in state_of.values()) or len(state_of) != len({s for states in state_of.values() for s in states}):
            return None
        counted = {next(iter(state_of[meaning])) for row in found.counts for meaning, _ in row}
        clauses = [(r * self.columns, self.kind_counts(r, found.held[r], row), "") for r, row in enumerate(found.counts)]
        clauses += [(self._first(groups[state]), self.clause(state, groups[state]), state) for state in groups if state not in counted]
        return sorted(clauses, key=lambda clause: clause[0])

    def kind_counts(self, r: int, held: int, counts: tuple[tuple[Hashable, int], ...]) -> str:
        """"on compute, four of the seven slices are busy and three idle, paid"."""
        noun = self.thing.noun or self.short
        first, *rest = [f"{self.words.number(n)} {self.words.spoken(str(meaning))}" for meaning, n in counts]
        n = counts[0][1]
        head = first.split(" ", 1)[1]
        said = f"{self.on_row(r)}, {self.words.number(n)} of the {self.words.number(held)} {self.words.plural(noun)} {'is' if n == 1 else 'are'} {head}"
        return said + (f" and {self.words.join(rest)}" if rest else "")

    def background(self, state: str, found: list[tuple[int, int]]) -> str:
        """The cells most of a grid of rows is, counted ("twenty cells are grey,
        five in each row"), where no whole row of them says it: the others are said
        against them, and a reader should not have to subtract."""
        per_row = [sum(1 for r, _ in found if r == row) for row in range(len(self.rows))]
        each = f", {self.words.number(per_row[0])} in each row" if len(self.rows) > 1 and len(set(per_row)) == 1 else ""
        return f"{self.counted(len(found))} are {state}{each}"

    def by_rows(self, background: str, state: str, found: list[tuple[int, int]]) -> str:
        """Two states in a few named rows, each row a block of each, in counts
        that differ: every row's share said, after the total ("five squares are
        white in all, node-a holding five grey and three white, and node-b six
        grey and two white"). Empty when another way says it better."""
        per_row = [sum(1 for r, _ in found if r == row) for row in range(len(self.rows))]
        one_block = all(len(_runs([(r, c) for r, c in found if r == row])) <= 1 for row in range(len(self.rows)))
        whole_row = any(k == len(self.rows[r].parts) for r, k in enumerate(per_row))
        if len(set(per_row)) == 1 or sum(1 for k in per_row if k) < 2 or not one_block or whole_row:
            return ""
        if all(k and self.state_of(self.rows[r].parts[0]) == state for r, k in enumerate(per_row)):  # every row filled from the left: its counts in a list
            counts = self.words.join([self.words.number(k) for k in per_row])
            names = self.words.join([self.row_name(r) for r in range(len(self.rows))])
            return f"{self.counted(len(found))} are {state} in all, {counts} from the left on {names}{self.none_free()}"
        said = []
        for r, row in enumerate(self.rows):
            k, rest = per_row[r], len(row.parts) - per_row[r]
            shares = [f"{self.words.number(rest)} {background}" if rest else "", f"{self.words.number(k)} {state}" if k else ""]
            if row.parts and self.state_of(row.parts[0]) == state:
                shares.reverse()  # in the order they stand, from the left
            said.append(f"{self.row_name(r)} {'holding ' if r == 0 else ''}{_plain_join(shares)}")
        return f"{self.counted(len(found))} are {state} in all, {_comma_join(self.words, said)}{self.none_free()}"

    def _free(self, found: list[tuple[int, int]]) -> bool:
        """Whether the cells at `found` stand for free room (white where free)."""
        return any(self.rows[r].parts[c].state == "free" for r, c in found)

    def none_free(self) -> str:
        """Free cells enough in all to fill a whole row, yet no row wholly free:
        the room is there but split ("; no node has eight free"), the rows named
        by the word their labels share ("node 1", "node 2": node), else rows.
        Empty where a row is all free, or the free cells would not fill one."""
        width = {len(row.parts) for row in self.rows}
        free = [sum(cell.state == "free" for cell in row.parts) for row in self.rows]
        if len(self.rows) < 2 or len(width) != 1 or sum(free) < next(iter(width)) or max(free) >= next(iter(width)) or not any(free):
            return ""
        heads = {(row.label or "").split()[0].lower() if (row.label or "").split() else "" for row in self.rows}
        noun = next(iter(heads)) if len(heads) == 1 and "" not in heads and all(len((row.label or "").split()) == 2 for row in self.rows) else "row"
        return f"; no {noun} has {self.words.number(next(iter(width)))} free"

    def clause(self, state: str, found: list[tuple[int, int]]) -> str:
        """One state against the background: where its cells are, and how many."""
        n = len(found)
        runs = _runs(found)
        multi = len(self.rows) > 1
        per_row = [sum(1 for r, _ in found if r == row) for row in range(len(self.rows))]
        hit = [r for r, k in enumerate(per_row) if k]
        if multi and n == 1:
            r, c = found[0]
            return f"the {self.words.ordinal(c + 1)} {self.short} is {state} {self.on_row(r)}"
        if multi and len(runs) == 1:
            r, start, length = runs[0]
            size = len(self.rows[r].parts)
            if length == size:
                return self.whole_rows([r], state)
            side = "at the left" if start == 0 else "at the right" if start + length == size else "in the middle"
            return f"{self.words.number(n)} {state} {self.shorts(n)} sit together {side} of {self.row_name(r)}"
        if multi and len(set(per_row)) == 1:
            each = f"{self.words.number(per_row[0])} in each row"
            if len(runs) > len(self.rows):
                return f"{self.words.number(n)} {state} {self.shorts(n)} lie scattered, {each}"
            return f"{self.counted(n)} are {state}, {each}"
        if multi and len(hit) == 1:
            return f"{self.counted(n)} are {state} {self.on_row(hit[0])}"
        if multi and self.few_named():
            spread = self.words.join([f"{self.row_name(r)} {'holding ' if i == 0 else ''}{self.words.number(per_row[r])}" for i, r in enumerate(hit)])
            if self._scattered(found):
                return f"{self.words.number(n)} {state} {self.shorts(n)} lie scattered, {spread}"
            return f"{self.counted(n)} are {state}, {spread}"
        if self._scattered(found) and n > 2:
            return f"{self.words.number(n)} {state} {self.shorts(n)} lie scattered"
        wrapped = flowing(self, state, found) if multi else None  # "eighteen cells in the bottom three rows are grey hatched: ..."
        if wrapped:
            return wrapped
        return f"{self.counted(n)} {'is' if n == 1 else 'are'} {state}"

    def rest_of(self, state: str, found: list[tuple[int, int]], whole: list[int]) -> str:
        """The cells of a state said by its whole rows that stand outside them:
        ", as are the left four of the sixth row" (review 7-B: a reader counted
        forty grey cells where forty-four are); a count where they lie in more
        than two runs. Empty where the whole rows hold them all."""
        rest = [(r, c) for r, c in found if r not in whole]
        if not rest:
            return ""
        runs = _runs(rest)
        if len(runs) > 2:
            return f", and {self.words.number(len(rest))} more {state} {self.shorts(len(rest))} lie in the other rows"
        said = []
        for r, start, length in runs:
            size = len(self.rows[r].parts)
            side = "left" if start == 0 else "right" if start + length == size else ""
            what = f"the {side} {self.words.number(length)}" if side and length > 1 else f"the {side} {self.short}" if side else f"{self.words.number(length)} {self.shorts(length)} in the middle"
            said.append(f"{what} of {self.row_name(r)}")
        whole_said = self.whole_rows(whole, state)
        if " fills " in whole_said:  # "solid grey fills node-a and the left two of node-b"
            return f" and {self.words.join(said)}"
        return f", as {'is' if len(rest) == 1 else 'are'} {self.words.join(said)}"

    def whole_rows(self, rows: list[int], state: str) -> str:
        """Rows all in one state: "solid grey fills node-a, node-c, and node-d",
        "white fills all of node-b", "all eight cells of the second row are grey".
        A row's label ends the clause: a label is a name, and the words after a
        name ("node-a is") should not read as an article before them."""
        look = f"solid {state}" if state in SOLID else f"all {state}"
        if all(self.rows[r].label for r in rows):
            names = _list(self.words, [self.row_name(r) for r in rows])
            if state == "empty":
                return f"every {self.short} stands empty on {names}"
            fill = state.replace("hatched", "hatching")
            return f"solid {fill} fills {names}" if state in SOLID else f"{fill} fills all of {names}"
        if len(rows) == 1:
            size = len(self.rows[rows[0]].parts)
            return f"{self._all(size)} {self.words.plural(self.short)} of {self.row_name(rows[0])} are {state}"
        return f"the {ordinals(self.words, rows, top=True)} rows are {look}"

    def _first(self, found: list[tuple[int, int]]) -> int:
        r, c = found[0]
        return r * self.columns + c

    @staticmethod
    def _scattered(found: list[tuple[int, int]]) -> bool:
        """Cells in three runs or more, some row holding more than one: not one
        block per row (nine free GPUs at the right end of three rows are not
        scattered)."""
        runs = _runs(found)
        return len(runs) >= 3 and len(runs) > len({r for r, _ in found})

    def _even(self, found: list[tuple[int, int]]) -> bool:
        per_row = Counter(r for r, _ in found)
        return len(self.rows) > 1 and len(per_row) == len(self.rows) and len(set(per_row.values())) == 1


def _meaning(cell: Thing) -> str | None:
    """What a cell stands for, as said: its look's `means`, or the meaning the
    house style gives its state ("in use"); None where it has none."""
    if cell.means:
        return cell.means
    return MEANING_WORDS.get(cell.state) if cell.state in SAID_BY_LOOK else None


def _absent(cell: Thing) -> bool:
    """A place drawn only as a dotted outline: absent, a ghost of a thing
    (STYLE.md), never counted as one of the grid's things."""
    return cell.look is not None and cell.look.line == "dotted" and (not cell.look.filled or cell.look.colour in ("white", "none"))


def _runs(found: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """Cells side by side in a row, together: (row, first column, length)."""
    runs: list[list[int]] = []
    for r, c in sorted(found):
        if runs and runs[-1][0] == r and runs[-1][1] + runs[-1][2] == c:
            runs[-1][2] += 1
        else:
            runs.append([r, c, 1])
    return [tuple(run) for run in runs]  # type: ignore[misc]


def _plain_join(items: list[str]) -> str:
    return " and ".join(item for item in items if item)


def _comma_join(words, items: list[str]) -> str:
    """Clauses, each with a verb of its own, joined with a comma before "and"
    ("two cells are grey, in use, and a blue job ...")."""
    if len(items) == 2:
        return f"{items[0]}, and {items[1]}"
    items = [item for item in items if item]
    if len(items) >= 3 and any("," in item or ":" in item for item in items):
        # three clauses or more, some with commas of their own: a comma between them runs them together
        # (review 10-A/10-C/10-D: "... the sixth row, eighteen cells ... are grey hatched: ..., and two white cells sit ...")
        return "; ".join(items[:-1]) + f"; and {items[-1]}"
    return words.join(items)


def _list(words, items: list[str]) -> str:
    """Names listed. Of two, one ending on a single vowel letter ("node-a")
    goes last, so the letter never stands before "and" as if an article."""
    lone_vowel = re.compile(r"(^|[\s-])[aeiouAEIOU]$")
    if len(items) == 2 and lone_vowel.search(items[0]) and not lone_vowel.search(items[1]):
        items = [items[1], items[0]]
    return words.join(items)
