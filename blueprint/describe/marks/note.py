"""The note mark's facts (not moved here yet: the kind states them itself)."""

from blueprint.describe.marks.base import LegacyDescriber


class NoteDescriber(LegacyDescriber):
    counted = False  # named one by one, as icons are
