"""Diagnostics: problems found in a spec, each tied to where it came from.

Stages never raise on the first problem; they add to a `Diagnostics` collector
that is passed in, so one run reports everything wrong with a spec (as D2 does).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from blueprint import messages

SAME_PLACES_SHOWN = 10  # the same message at more places than this is said once more, with a count
MOST_SHOWN = 500  # lines for one spec; past them, one line says how many more
MOST_KEPT = 100_000  # different problems kept for one spec; past them, only counted


@dataclass(frozen=True, order=True)
class Location:
    """A 1-based line and column in a spec file."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{messages.escaped(self.path)}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Diagnostic:
    location: Location
    message: str
    severity: str = "error"
    area: tuple[float, float, float, float] | None = None  # where on the card (x, y, width, height): a draft outlines it
    fix: tuple[tuple[object, ...], object] | None = field(default=None, repr=False)  # the fix the message suggests, as a machine reads it: (the key's path in the spec, its value; None: leave the key out)

    def format(self) -> str:
        return f"{self.location}: {self.severity}: {self.message}"


@dataclass
class Diagnostics:
    """Collects the diagnostics of one spec; passed through the stages.

    Memory stays bounded whatever a stage reports: the same problem at the
    same place is kept once and counted, and past MOST_KEPT different problems
    the rest are only counted."""

    path: str
    items: list[Diagnostic] = field(default_factory=list)  # each problem once, in the order found
    dropped: int = 0  # problems past MOST_KEPT, counted only
    _counts: dict[tuple[Location, str], int] = field(default_factory=dict, repr=False, compare=False)
    _folded: tuple[int, list[Diagnostic]] = field(default=(-1, []), repr=False, compare=False)
    _changes: int = field(default=0, repr=False, compare=False)

    def error(self, location: Location | None, message: str, area: tuple[float, float, float, float] | None = None, fix: tuple[tuple[object, ...], object] | None = None) -> None:
        """Add an error; its message is kept to one line (values escaped, long ones cut);
        `area`, what it is about on the card, for a draft to outline; `fix`, the
        key and value the message suggests (issue 27: a test applies them)."""
        diagnostic = Diagnostic(location or Location(self.path, 1, 1), messages.one_line(message), area=area, fix=fix)
        key = (diagnostic.location, diagnostic.message)
        self._changes += 1
        if key in self._counts:
            self._counts[key] += 1
        elif len(self.items) < MOST_KEPT:
            self._counts[key] = 1
            self.items.append(diagnostic)
        else:
            self.dropped += 1

    @property
    def errors(self) -> list[Diagnostic]:
        """The errors in source order, bounded however many were found: the same
        problem at the same place is said once, with how many times it was found;
        the same message at many places is said at the first few, then once with
        a count; past MOST_SHOWN lines, one line says how many more there are."""
        if self._folded[0] == self._changes:
            return self._folded[1]
        ordered = sorted(self.items, key=lambda d: (d.location.line, d.location.column, d.message, d.location.path))
        places: dict[str, list[Diagnostic]] = {}
        for first in ordered:
            count = self._counts.get((first.location, first.message), 1)
            places.setdefault(first.message, []).append(
                first if count == 1 else Diagnostic(first.location, f"{first.message} ({count:,} times)", area=first.area)
            )
        kept: list[Diagnostic] = []
        for message, said in places.items():
            kept.extend(said[:SAME_PLACES_SHOWN])
            if len(said) > SAME_PLACES_SHOWN:
                rest = said[SAME_PLACES_SHOWN:]
                kept.append(Diagnostic(rest[0].location, messages.SAME_ELSEWHERE.format(
                    message=message, count=len(rest), line=rest[-1].location.line)))
        kept.sort(key=lambda d: (d.location.line, d.location.column, d.message, d.location.path))
        hidden = max(0, len(kept) - MOST_SHOWN) + self.dropped
        if hidden:
            where = kept[min(MOST_SHOWN, len(kept) - 1)].location
            kept = kept[:MOST_SHOWN] + [Diagnostic(where, messages.MORE_ERRORS.format(count=hidden))]
        self._folded = (self._changes, kept)
        return kept

    def __bool__(self) -> bool:
        return bool(self.items) or self.dropped > 0

    def raise_if_errors(self) -> None:
        if self:
            raise SpecError(tuple(self.errors))


class SpecError(Exception):
    """Raised at a stage boundary when a spec cannot go further. `draft` is
    the picture drawn anyway when only lint refused the spec (a
    `blueprint.Result` whose `problems` are these diagnostics), else None."""

    def __init__(self, diagnostics: tuple[Diagnostic, ...], draft: object = None):
        self.diagnostics = diagnostics
        self.draft = draft
        super().__init__("\n".join(d.format() for d in diagnostics))

    def _render_traceback_(self) -> list[str]:
        """What IPython shows in place of a traceback: the located lines."""
        return [d.format() for d in self.diagnostics]
