"""A stretch's label that gives the time it ends ("88 min" beside a stretch
from 68 to 88 minutes, "ready 35 s" under one ending at 35 s): words about
its end, not its name. Said "its end marked eighty-eight minutes", never "a
grey stretch marked eighty-eight minutes for twenty minutes", which reads as
a stretch of 88 minutes that lasts 20 (review 8-C)."""

from __future__ import annotations

import re
from fractions import Fraction

from blueprint.describe.say.facts import Time
from blueprint.values import SECONDS

_TIME = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(ms|s|sec|min|h|hr|d)\b")
_UNITS = {"sec": "s", "hr": "h"}


def marks_end(label: str | None, start: Time, end: Time) -> bool:
    """Whether the label's only time is where the stretch ends on its axis
    (and not how long it lasts: that label names its length)."""
    found = _TIME.findall(label or "")
    if len(found) != 1 or end.unit not in SECONDS:
        return False
    figure, unit = found[0]
    value = Fraction(figure) * Fraction(SECONDS[_UNITS.get(unit, unit)]) / Fraction(SECONDS[end.unit])
    return value == end.value + end.origin and value != end.value - start.value
