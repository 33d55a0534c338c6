"""The grid's words that the describer still asks a mark for: the opening's
phrase for several grids together ("two rows of eight GPU cells", kept for
`describer._group`, which calls it); the long description comes from the
grid's facts (`describe/longform.py`).
Everything else a grid says is realised from its facts (facts.py) by the
"cells" form (`describe/realise/cells.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.marks.base import MarkNode
from blueprint.marks.grid.spec import resolve

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext

# Nouns that already say how a cell is drawn; another noun ("GPU") is drawn as a square.
SHAPE_NOUNS = ("cell", "square", "box", "tile", "block", "slot", "dot")


class GridWords:
    """The describer-facing words of the grid mark (mixed into GridMark)."""

    name = "grid"

    def group_phrase(self, nodes: list[MarkNode], ctx: "DescribeContext") -> str | None:
        """Grids of one shape said together. Each is marked `shape` told: its
        shape is said here, its cells in its own sentence (facts.py); it is not
        told yet, so the links arriving into it wait for that sentence."""
        shapes = {(resolve(n.spec).rows, resolve(n.spec).columns, n.spec.noun) for n in nodes}
        if len(shapes) != 1:
            return None
        rows, columns, noun = shapes.pop()
        if noun.split()[-1].lower() not in SHAPE_NOUNS:
            noun = f"{noun} square"
        for n in nodes:
            ctx.tell(n.path + ("shape",))
        if rows == 1:
            return f"{ctx.words.count(len(nodes), 'row')} of {ctx.words.count(columns, noun)}"
        grids = ctx.words.count(len(nodes), "grid")
        if len(nodes) > 1:
            return f"{grids}, each of {ctx.words.count(rows, 'row')} of {ctx.words.count(columns, noun)}"
        return f"{grids} of {ctx.words.count(rows, 'row')} of {ctx.words.count(columns, noun)}"
