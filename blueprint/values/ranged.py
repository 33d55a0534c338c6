"""A value or a range with an optional unit (`9-34 min`, `500 steps`, a plain
number), read the one way times and axis quantities share, each refused with
its own words."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from blueprint import messages
from blueprint.values.written import MAX_MAGNITUDE, MIN_MAGNITUDE, decimal_fraction, numeral, visible_or_error, written_form


@dataclass(frozen=True)
class Refusals:
    """The messages one kind of ranged value is refused with."""

    format: str
    negative: str
    too_large: str


DURATION_REFUSALS = Refusals(messages.DURATION_FORMAT, messages.DURATION_NEGATIVE, messages.DURATION_RANGE)
QUANTITY_REFUSALS = Refusals(messages.QUANTITY_FORMAT, messages.QUANTITY_NEGATIVE, messages.QUANTITY_RANGE)


def check_not_too_fine(low: Fraction, high: Fraction, written: str) -> None:
    """A time or axis value other than 0 is at least MIN_MAGNITUDE of its unit:
    finer, no axis can draw it or say it (`0.0000001 h` reads as zero hours)."""
    if any(0 < value < MIN_MAGNITUDE for value in (low, high)):
        raise ValueError(messages.MAGNITUDE_TOO_FINE.format(found=messages.shown(written), limit=format(Decimal(MIN_MAGNITUDE.numerator) / MIN_MAGNITUDE.denominator, "f")))


def read_ranged(raw: Any, pattern: re.Pattern[str], words: Refusals, *, commas: bool = False) -> tuple[Fraction, Fraction, str | None, str]:
    """Read a value or a range with an optional unit (`9-34 min`, `500 steps`,
    a plain number): (low, high, unit as written, the text as written)."""
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(words.format.format(found=messages.shown(raw)))
    too_large = words.too_large.format(limit=f"{MAX_MAGNITUDE:,}", found=messages.shown(written_form(raw)))
    if isinstance(raw, float) and math.isnan(raw):
        raise ValueError(words.format.format(found=messages.shown(written_form(raw))))
    if isinstance(raw, (int, float)):
        written = written_form(raw)
        if raw < 0:
            raise ValueError(words.negative.format(found=messages.shown(written)))
        if raw > MAX_MAGNITUDE:
            raise ValueError(too_large)
        value = decimal_fraction(repr(raw))
        check_not_too_fine(value, value, written)
        return value, value, None, written
    written = visible_or_error(raw, words.format)
    match = pattern.match(written)
    if not match:
        problem = words.negative if written.startswith("-") else words.format
        raise ValueError(problem.format(found=messages.shown(written)))
    low_text, high_text, unit = match.groups()

    def clean(text: str) -> str:
        return text.replace(",", "") if commas else text

    low = numeral(clean(low_text), too_large)
    high = numeral(clean(high_text), too_large) if high_text else low
    if high < low:
        raise ValueError(messages.DURATION_ORDER.format(found=messages.shown(written)))
    if high > MAX_MAGNITUDE:
        raise ValueError(too_large)
    check_not_too_fine(low, high, written)
    return low, high, unit, written
