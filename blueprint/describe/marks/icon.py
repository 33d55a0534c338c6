"""The icon mark's facts (not moved here yet: the kind states them itself)."""

from blueprint.describe.marks.base import LegacyDescriber


class IconDescriber(LegacyDescriber):
    counted = False
