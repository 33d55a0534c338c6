"""The registry of marks: the one place a new mark is added."""

from __future__ import annotations

from types import MappingProxyType

from blueprint.marks.bar import BarMark
from blueprint.marks.base import MarkKind, MarkNode
from blueprint.marks.connector import ConnectorMark
from blueprint.marks.curve import CurveMark
from blueprint.marks.grid import GridMark
from blueprint.marks.group import ColumnMark, RowMark
from blueprint.marks.guides import GuidesMark
from blueprint.marks.icon import IconMark
from blueprint.marks.note import NoteMark
from blueprint.marks.staircase import StaircaseMark
from blueprint.marks.timeline import TimelineMark
from blueprint.marks.towers import TowersMark

REGISTRY: "MappingProxyType[str, MarkKind]" = MappingProxyType(
    {kind.name: kind for kind in (BarMark(), GuidesMark(), IconMark(), ConnectorMark(), GridMark(), TimelineMark(), StaircaseMark(), TowersMark(), CurveMark(), NoteMark(), RowMark(), ColumnMark())}
)

__all__ = ["REGISTRY", "MarkKind", "MarkNode"]
