"""The towers mark's drawing (not moved here yet: the kind draws itself)."""

from blueprint.layout.marks.base import LegacyDrawer


class TowersDrawer(LegacyDrawer):
    pass
