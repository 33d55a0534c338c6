"""The grid mark: cells in rows, each in a state by meaning (see mark.py)."""

from blueprint.marks.grid.mark import GridMark
from blueprint.marks.grid.spec import MAX_CELLS, Cells, GridSpec, ScatterSpec, SpanSpec, resolve, shape

__all__ = ["MAX_CELLS", "Cells", "GridMark", "GridSpec", "ScatterSpec", "SpanSpec", "resolve", "shape"]
