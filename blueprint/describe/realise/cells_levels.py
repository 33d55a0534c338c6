"""How high the blocks rising inside a grid's cells stand, for the "cells"
form (`cells.Grid`): "inside most of them a blue block rises to a different
height", and, in a few named rows that differ, row by row ("nearly full on
node-a, about a third on node-b, under a quarter on node-c, the lowest")."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import FILL_WORDS, Words


class GridLevels:
    """Needs the grid's `words`, `rows`, `cells`, `noun`, `on_row()` and
    `few_named()` (`cells.Grid`)."""

    words: Words
    rows: tuple[Thing, ...]
    cells: list[tuple[int, int, Thing]]
    noun: str
    on_row: Callable[[int], str]
    few_named: Callable[[], bool]

    def levels(self) -> str:
        """"inside most of them a blue block rises to a different height, the
        share of ..., and a few squares stand empty"."""
        blocks = [cell.parts[0] for _, _, cell in self.cells if cell.parts]
        total = len(self.cells)
        share = len(blocks) / total
        many = "all of them" if share == 1 else "most of them" if share > 0.5 else "some of them" if share > 0.2 else "a few of them"
        colour = FILL_WORDS.get(blocks[0].look.colour, blocks[0].look.colour) if blocks[0].look else ""
        heights = "a different height" if len({b.share for b in blocks}) > 1 else "the same height"
        phrase = f"inside {many} {self.words.article(f'{colour} block'.strip())} rises to {heights}"
        if blocks[0].means:
            phrase += f", {self.words.meaning(blocks[0].means)}"
        by_row = self.levels_by_row()
        if by_row:
            phrase += f": {by_row}"
        empty = total - len(blocks)
        plural = self.words.plural(self.noun)
        joint = ";" if by_row else ", and"
        if empty == 1:
            phrase += f"{joint} one {self.noun} stands empty"
        elif empty:
            few = "a few" if empty <= total * 0.2 else self.words.number(empty)
            phrase += f"{joint} {few} {plural} stand empty"
        return phrase

    def levels_by_row(self) -> str:
        """How high the blocks stand in each of a few named rows, when the rows
        differ: "nearly full on node-a, about a third on node-b, under a
        quarter on node-c, the lowest, and about three quarters on node-d"."""
        if not self.few_named() or len(self.rows) < 2:
            return ""
        means = []
        for row in self.rows:
            shares = [float(cell.parts[0].share) for cell in row.parts if cell.parts and cell.parts[0].share is not None]
            means.append(sum(shares) / len(shares) if shares else None)
        known = [m for m in means if m is not None]
        if len(known) < 2 or max(known) - min(known) < 0.2:
            return ""
        lowest = means.index(min(known))
        said = []
        for r, mean in enumerate(means):
            if mean is None:
                continue
            words = f"{_height(mean)} {self.on_row(r)}"
            if r == lowest and len(known) > 2:
                words += ", the lowest"
            said.append(words)
        return self.words.join(said)


HEIGHTS = ((Fraction(1, 4), "about a quarter"), (Fraction(1, 3), "about a third"), (Fraction(1, 2), "about half"), (Fraction(2, 3), "about two thirds"), (Fraction(3, 4), "about three quarters"))


def _height(share: float) -> str:
    """How full a cell stands, as the eye reads it: "nearly full", "about a
    third", "under a quarter"."""
    if share >= 0.95:
        return "full"
    if share >= 0.85:
        return "nearly full"
    if share < 0.22:
        return "under a quarter"
    return min(HEIGHTS, key=lambda pair: abs(float(pair[0]) - share))[1]
