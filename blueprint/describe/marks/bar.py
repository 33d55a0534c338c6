"""The bar mark's facts (not moved here yet: the kind states them itself)."""

from blueprint.describe.marks.base import LegacyDescriber


class BarDescriber(LegacyDescriber):
    pass
