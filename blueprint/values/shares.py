"""Shares of a whole as people write them: `0.6`, `60%`, `3/5`, `2.5/80`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from blueprint import messages
from blueprint.values.written import check_finite, decimal_fraction, numeral, visible_or_error


# ASCII digits and spaces only: `\d` and `\s` would also take other scripts'
# digits and control characters that Python counts as spaces.
_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$", re.ASCII)
# A fraction's terms are decimals as any share's are: `2.5/80` is 2.5 of 80 GB.
_FRACTION = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*/\s*(\d+(?:\.\d+)?|\.\d+)\s*$", re.ASCII)
_DECIMAL = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*$", re.ASCII)


@dataclass(frozen=True)
class Share:
    """A part of a whole, exactly: `value` is a Fraction in (0, 1]."""

    value: Fraction
    written: str
    form: str  # "percent", "fraction" or "decimal"

    def __float__(self) -> float:
        return float(self.value)


def parse_share(raw: Any) -> Share:
    """Parse a share; raise ValueError with a user-facing message."""
    if isinstance(raw, Share):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.SHARE_FORMAT.format(found=messages.shown(raw)))
    check_finite(raw, messages.SHARE_RANGE)
    written = visible_or_error(raw, messages.SHARE_FORMAT) if isinstance(raw, str) else str(raw)
    out_of_range = messages.SHARE_RANGE.format(found=messages.shown(written))
    if isinstance(raw, (int, float)):
        if 1 < raw <= 100:
            raise ValueError(_plain_share(written))
        if raw <= 0 or raw > 1:
            raise ValueError(out_of_range)
        value, form = decimal_fraction(repr(raw)), "decimal"
    elif match := _PERCENT.match(written):
        value, form = numeral(match.group(1), out_of_range) / 100, "percent"
    elif match := _FRACTION.match(written):
        numerator, denominator = numeral(match.group(1), out_of_range), numeral(match.group(2), out_of_range)
        if denominator == 0:
            raise ValueError(messages.SHARE_FORMAT.format(found=messages.shown(written)))
        value, form = numerator / denominator, "fraction"
    elif _DECIMAL.match(written):
        value, form = numeral(written, out_of_range), "decimal"
        if 1 < value <= 100:
            raise ValueError(_plain_share(written))
    elif written.startswith("-"):
        raise ValueError(out_of_range)
    else:
        raise ValueError(messages.SHARE_FORMAT.format(found=messages.shown(written)))
    if not 0 < value <= 1:
        raise ValueError(out_of_range)
    return Share(value, written, form)


def _plain_share(written: str) -> str:
    """`share: 60` means 60%, not sixty wholes: say the two ways to write it."""
    decimal = format((Decimal(written) / 100).normalize(), "f")
    return messages.SHARE_PLAIN_NUMBER.format(found=messages.shown(written), percent=f"{written}%", decimal=decimal)


def percent_text(value: Fraction) -> str:
    """`0.34` -> `34%`, `1/3` -> `33.3%` (for long descriptions and messages)."""
    percent = value * 100
    if percent.denominator == 1:
        return f"{percent.numerator}%"
    return f"{float(percent):.1f}".rstrip("0").rstrip(".") + "%"
