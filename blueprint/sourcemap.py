"""Where each value of a spec stands in its file: the map every stage locates errors with."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from blueprint.diagnostics import Location

Path = tuple[Any, ...]


@dataclass(frozen=True)
class SourceMap:
    """Where each value (and each mapping key) of a spec stands in its file."""

    path: str
    values: dict[Path, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Path, tuple[int, int]] = field(default_factory=dict)
    # values refused while the YAML was read (a tag that does not fit): their
    # error is said, so no later stage says it again as a missing value
    refused: set[Path] = field(default_factory=set)

    def locate(self, where: Path, *, key: bool = False) -> Location:
        """The position of `where`, or of its nearest ancestor that has one."""
        table = self.keys if key else self.values
        probe = tuple(where)
        while probe:
            if probe in table:
                return Location(self.path, *table[probe])
            if probe in self.values:
                return Location(self.path, *self.values[probe])
            probe = probe[:-1]
        return Location(self.path, *self.values.get((), (1, 1)))

    def last_of(self, where: Path, keys: "tuple[str, ...] | list[str]") -> Location:
        """Where the key written last of `keys` under `where` stands: of two keys
        that exclude each other, the second is the one said to be too many."""
        written = [self.keys[where + (key,)] for key in keys if where + (key,) in self.keys]
        if not written:
            return self.locate(where)
        return Location(self.path, *max(written))
