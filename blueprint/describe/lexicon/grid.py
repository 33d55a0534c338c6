"""The grid's words for the opening's phrase for several grids of one shape
("two rows of eight GPU cells", "two grids, each of twelve cells in three
rows of four"); everything else a grid says is realised from its facts by the
"cells" form (`describe/realise/cells.py`), whose nouns of shape it shares.
"""

from __future__ import annotations

from blueprint.describe.realise.cells import SHAPE_NOUNS
from blueprint.describe.say.words import Words


def shape_phrase(words: Words, grids: int, rows: int, columns: int, noun: str) -> str:
    """`grids` grids of `rows` rows of `columns` cells each called `noun` (a
    noun that does not say how a cell is drawn, "GPU", is drawn as a square)."""
    if noun.split()[-1].lower() not in SHAPE_NOUNS:
        noun = f"{noun} square"
    if rows == 1:
        return f"{words.count(grids, 'row')} of {words.count(columns, noun)}"
    said = words.count(grids, "grid")
    if grids > 1:  # each grid's total with its shape: a reader of several counts each one's cells
        return f"{said}, each of {words.count(rows * columns, noun)} in {words.count(rows, 'row')} of {words.number(columns)}"
    return f"{said} of {words.count(rows, 'row')} of {words.count(columns, noun)}"


# A grid of one row of several cells, named again as it was brought in ("a row of five job squares"): the row.
ROW_NOUNS = ("row", "rows")
