"""The registry of marks: the one place a new mark is added.

Each kind is named here with the module that defines it, and that module is
imported the first time a spec uses the kind: checking a spec of bars builds
neither the curve's models nor the grid's. Iterating the names imports
nothing; asking for a kind (or for all of them, as the schema does) imports
what is asked for. Python's own module table holds what was imported, so
the registry keeps no state of its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

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
    "row": "blueprint.marks.group:RowMark",
    "column": "blueprint.marks.group:ColumnMark",
}


class Registry(Mapping[str, "MarkKind"]):
    """Mark kinds by name, each imported when it is first asked for."""

    def __init__(self, kinds: Mapping[str, str]):
        self._kinds = dict(kinds)

    def __getitem__(self, name: str) -> MarkKind:
        module, _, cls = self._kinds[name].partition(":")
        return getattr(importlib.import_module(module), cls)()  # kinds are stateless

    def __contains__(self, name: object) -> bool:
        return name in self._kinds

    def __iter__(self) -> Iterator[str]:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)


REGISTRY = Registry(KINDS)

__all__ = ["KINDS", "REGISTRY", "Registry"]
