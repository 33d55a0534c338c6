"""The bar mark: a whole split into parts by share (see mark.py)."""

from blueprint.marks.bar.mark import BarMark
from blueprint.marks.bar.spec import BarSpec, LeaderSpec, PartInfo, PartSpec, ScaleSpec, walk_parts, whole_of

__all__ = ["BarMark", "BarSpec", "LeaderSpec", "PartInfo", "PartSpec", "ScaleSpec", "walk_parts", "whole_of"]
