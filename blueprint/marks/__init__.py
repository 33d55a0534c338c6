"""The registry of marks: the one place a new mark is added.

Each kind is named here with the module that defines it, and that module is
imported the first time a spec uses the kind (`blueprint.lazy`): checking a
spec of bars builds neither the curve's models nor the grid's. Iterating the
names imports nothing; asking for a kind (or for all of them, as the schema
does) imports what is asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint.lazy import Lazy

if TYPE_CHECKING:
    from blueprint.marks.base import MarkKind

# kind name -> "module:class", in the order the schema and messages list them
KINDS: Mapping[str, str] = {
    "bar": "blueprint.marks.bar.mark:BarMark",
    "guides": "blueprint.marks.guides:GuidesMark",
    "icon": "blueprint.marks.icon:IconMark",
    "connector": "blueprint.marks.connector:ConnectorMark",
    "grid": "blueprint.marks.grid.mark:GridMark",
    "timeline": "blueprint.marks.timeline.mark:TimelineMark",
    "staircase": "blueprint.marks.staircase:StaircaseMark",
    "towers": "blueprint.marks.towers:TowersMark",
    "curve": "blueprint.marks.curve.mark:CurveMark",
    "note": "blueprint.marks.note:NoteMark",
    "bracket": "blueprint.marks.bracket:BracketMark",
    "dimension": "blueprint.marks.dimension:DimensionMark",
    "drop": "blueprint.marks.drop:DropMark",
    "frame": "blueprint.marks.frame:FrameMark",
    "columns": "blueprint.marks.columns:ColumnsMark",
    "band": "blueprint.marks.band:BandMark",
    "legend": "blueprint.marks.legend:LegendMark",
    "queue": "blueprint.marks.queue:QueueMark",
    "row": "blueprint.marks.group:RowMark",
    "column": "blueprint.marks.group:ColumnMark",
}


REGISTRY: Mapping[str, MarkKind] = Lazy(KINDS, lambda kind: kind())  # kinds are stateless

__all__ = ["KINDS", "REGISTRY"]
