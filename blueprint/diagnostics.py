"""Diagnostics: problems found in a spec, each tied to where it came from.

Stages never raise on the first problem; they add to a `Diagnostics` collector
that is passed in, so one run reports everything wrong with a spec (as D2 does).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Location:
    """A 1-based line and column in a spec file."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Diagnostic:
    location: Location
    message: str
    severity: str = "error"

    def format(self) -> str:
        return f"{self.location}: {self.severity}: {self.message}"


@dataclass
class Diagnostics:
    """Collects the diagnostics of one spec; passed through the stages."""

    path: str
    items: list[Diagnostic] = field(default_factory=list)

    def error(self, location: Location | None, message: str) -> None:
        self.items.append(Diagnostic(location or Location(self.path, 1, 1), message))

    @property
    def errors(self) -> list[Diagnostic]:
        """The errors in source order; the same problem at the same place is said
        once, with how many times it was found."""
        found: dict[tuple, list] = {}
        for d in self.items:
            if d.severity == "error":
                key = (d.location.line, d.location.column, d.message, d.location.path)
                found.setdefault(key, [d, 0])[1] += 1
        folded = []
        for key in sorted(found):
            first, count = found[key]
            folded.append(first if count == 1 else Diagnostic(first.location, f"{first.message} ({count} times)"))
        return folded

    def __bool__(self) -> bool:
        return bool(self.errors)

    def raise_if_errors(self) -> None:
        if self.errors:
            raise SpecError(tuple(self.errors))


class SpecError(Exception):
    """Raised at a stage boundary when a spec cannot go further."""

    def __init__(self, diagnostics: tuple[Diagnostic, ...]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format() for d in diagnostics))
