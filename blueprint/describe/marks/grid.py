"""The grid mark's facts (not moved here yet: the kind states them itself)."""

from blueprint.describe.marks.base import LegacyDescriber


class GridDescriber(LegacyDescriber):
    speaks_for = ("to",)
