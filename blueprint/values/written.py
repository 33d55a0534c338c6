"""Numbers and text as people write them: a numeral read exactly (`0.6` is
3/5, never a float's approximation), its digits bounded, and text with its
invisible characters refused, so every value keeps the form it was written in."""

from __future__ import annotations

import math
import re
import unicodedata
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any

from blueprint import messages


MAX_DIGITS = 30  # digits in one number as written; more is a mistake, never a value
MAX_MAGNITUDE = 10**12  # the largest time or axis quantity, in its unit
MIN_MAGNITUDE = Fraction(1, 10**6)  # the smallest time or axis quantity other than 0, in its unit


class WrittenNumber(float):
    """A YAML number too large for a float (`1e400`, a number of 5,000 digits),
    or `.inf` / `.nan`: kept as the float it rounds to, with the text it was
    written as, so a field can refuse it with its range and quote the writer."""

    written: str

    def __new__(cls, value: float, written: str) -> "WrittenNumber":
        number = super().__new__(cls, value)
        number.written = written
        return number


def written_form(raw: Any) -> str:
    """A raw value as the writer wrote it, for a message."""
    return getattr(raw, "written", None) or str(raw).strip()


def digits_written_out(number: float) -> int:
    """How many digits a YAML float takes written out in full: `1.0e-300` is
    `0.000...1`, 301 digits. The loader bounds every number by this, as a
    numeral written in digits is bounded by MAX_DIGITS, so no key meets a
    number past what a diagram can show (`1e300`, `1e-300`)."""
    if number == 0 or not math.isfinite(number):
        return 1
    whole, _, decimals = format(Decimal(repr(abs(number))), "f").partition(".")
    return len(whole) + len(decimals.rstrip("0"))


def check_finite(raw: Any, problem: str) -> None:
    """Refuse infinities and NaN with the field's own message (its range)."""
    if isinstance(raw, float) and not math.isfinite(raw):
        raise ValueError(problem.format(found=messages.shown(written_form(raw))))


# --- text ---------------------------------------------------------------------

# Control, format (invisible: zero-width, direction marks), surrogate,
# private-use and unassigned characters, and line and paragraph separators.
_INVISIBLE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
_SPACES = re.compile(r"[ \t\n\r]+")
_DIGIT_RUN = re.compile(r"\d(?:[\d,._]*\d)?")  # a number as words say it: `1,000,000.5`


def visible_text(raw: str) -> str:
    """Text as it is drawn and read: runs of spaces, tabs and line breaks become
    one space, the ends are trimmed; any other control or invisible character
    is refused (ValueError with a user-facing message), the same for every text
    field, so what `check` accepts always renders and every SVG is well-formed."""
    text = _SPACES.sub(" ", raw).strip()
    if not text.isprintable():
        for position, char in enumerate(text, 1):
            category = unicodedata.category(char)
            if category in _INVISIBLE:
                raise ValueError(messages.TEXT_CONTROL.format(what=_character_name(char, category), code=ord(char), position=position))
    if not text and raw:
        raise ValueError(messages.TEXT_BLANK)
    for run in _DIGIT_RUN.finditer(text):
        digits = sum(c.isdecimal() for c in run.group())
        if digits > MAX_DIGITS:  # a number no words can say ("one decillion" is the last)
            raise ValueError(messages.NUMBER_DIGITS.format(found=messages.shown(run.group()), count=f"{digits:,}", limit=MAX_DIGITS))
    return text


def _character_name(char: str, category: str) -> str:
    name = unicodedata.name(char, "")
    if name:
        return "the character " + name.lower()
    return {
        "Cc": "a control character", "Cs": "a lone surrogate", "Co": "a private-use character",
        "Cn": "an unassigned character",
    }.get(category, "an invisible character")


def visible_or_error(raw: str, problem: str) -> str:
    """A value's text with control characters refused by the value's own message."""
    text = raw.strip()
    if not text.isprintable() and any(unicodedata.category(c) in _INVISIBLE for c in text):
        raise ValueError(problem.format(found=messages.shown(text)))
    return text


def numeral(text: str, problem: str) -> Fraction:
    """A decimal numeral as an exact Fraction; over MAX_DIGITS digits, its integer
    part is past any field's range (`problem`, the range message) and its
    decimals past any precision a diagram can show."""
    whole, _, decimals = text.partition(".")
    if len(whole.lstrip("0")) > MAX_DIGITS:
        raise ValueError(problem)
    if len(whole) + len(decimals) > MAX_DIGITS:
        raise ValueError(messages.NUMBER_DIGITS.format(found=messages.shown(text), count=f"{len(whole) + len(decimals):,}", limit=MAX_DIGITS))
    try:
        return Fraction(Decimal(text))
    except (InvalidOperation, ValueError, OverflowError) as exc:
        raise ValueError(problem) from exc


def decimal_fraction(text: str) -> Fraction:
    """A finite float's or int's repr as an exact Fraction."""
    return Fraction(Decimal(text))
