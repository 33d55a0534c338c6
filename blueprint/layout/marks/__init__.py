"""Each kind's drawing, by kind name: the layout stage's registry.

A kind's drawer is imported the first time a spec draws that kind
(`blueprint.lazy`), as a kind's model is in `blueprint.marks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.lazy import Lazy

if TYPE_CHECKING:
    from blueprint.marks.base import MarkNode

# kind name -> "module:class"; every kind in `blueprint.marks.KINDS` has one
DRAWERS: Mapping[str, MarkDrawer] = Lazy(
    {
        "bar": "blueprint.layout.marks.bar:BarDrawer",
        "guides": "blueprint.layout.marks.guides:GuidesDrawer",
        "icon": "blueprint.layout.marks.icon:IconDrawer",
        "connector": "blueprint.layout.marks.connector:ConnectorDrawer",
        "grid": "blueprint.layout.marks.grid:GridDrawer",
        "timeline": "blueprint.layout.marks.timeline:TimelineDrawer",
        "staircase": "blueprint.layout.marks.staircase:StaircaseDrawer",
        "towers": "blueprint.layout.marks.towers:TowersDrawer",
        "curve": "blueprint.layout.marks.curve:CurveDrawer",
        "note": "blueprint.layout.marks.note:NoteDrawer",
        "bracket": "blueprint.layout.marks.bracket:BracketDrawer",
        "dimension": "blueprint.layout.marks.dimension:DimensionDrawer",
        "drop": "blueprint.layout.marks.drop:DropDrawer",
        "frame": "blueprint.layout.marks.frame:FrameDrawer",
        "columns": "blueprint.layout.marks.columns:ColumnsDrawer",
        "band": "blueprint.layout.marks.band:BandDrawer",
        "legend": "blueprint.layout.marks.legend:LegendDrawer",
        "queue": "blueprint.layout.marks.queue:QueueDrawer",
        "row": "blueprint.layout.marks.group:GroupDrawer",
        "column": "blueprint.layout.marks.group:GroupDrawer",
    },
    lambda drawer: drawer(),  # drawers are stateless
)


def drawer_of(node: "MarkNode") -> MarkDrawer:
    """The drawing of a node's kind."""
    return DRAWERS[node.kind.name]


__all__ = ["DRAWERS", "MarkDrawer", "MarkLayout", "drawer_of"]
