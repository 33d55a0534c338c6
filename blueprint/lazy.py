"""A table whose values live in modules imported when first asked for.

The marks' registry and the realiser's forms name each entry by where it is
defined (`"blueprint.marks.bar.mark:BarMark"`), so a run imports (and builds
the models and classes of) only the kinds and forms its spec uses: checking a
spec of bars never builds a curve's models, describing it never loads the
series realiser. Listing the names imports nothing. Python's own module table
keeps what was imported, so the table holds no state of its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def _as_is(value: Any) -> Any:
    return value


class Lazy(Mapping[str, T], Generic[T]):
    """Entries by name, each `module:attribute`, imported when it is read;
    `make` turns the attribute into the value (a class into its instance)."""

    def __init__(self, entries: Mapping[str, str], make: Callable[[Any], T] = _as_is):
        self._entries = dict(entries)
        self._make = make

    def __getitem__(self, name: str) -> T:
        module, _, attribute = self._entries[name].partition(":")
        return self._make(getattr(importlib.import_module(module), attribute))

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)
