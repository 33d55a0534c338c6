"""Labels that are names, kept as written ("node 1" stays "node 1"; issue 26:
labels are kept as written). A figure in a phrase is said in words ("lost
40 min": lost forty minutes); a figure that numbers one of a run of like
things is part of its name. The evidence is the run itself: labels that
differ only in a last whole number counting up by one ("node 1", "node 2",
"node 3") name things in order; a lone "free 4" or "9 am" is said in words."""

from __future__ import annotations

import re

_NUMBERED = re.compile(r"^(?P<stem>[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)*) (?P<number>\d+)$")  # words, a space, a whole number


class Name(str):
    """A label that names its thing: said as written (`Words.spoken`)."""


def numbered_names(labels: list[str | None]) -> list[str | None]:
    """The labels, as `Name`s where every one is words and a whole number on
    one stem counting up by one (at least two); else as given."""
    found = [_NUMBERED.match(str(label)) if label is not None and "\n" not in str(label) and not getattr(label, "lines", None) else None for label in labels]
    if len(labels) < 2 or any(m is None for m in found):
        return list(labels)
    stems = {m.group("stem") for m in found if m is not None}
    numbers = [int(m.group("number")) for m in found if m is not None]
    if len(stems) != 1 or any(b - a != 1 for a, b in zip(numbers, numbers[1:])):
        return list(labels)
    return [Name(str(label)) for label in labels]
