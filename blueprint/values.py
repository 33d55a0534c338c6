"""Values as people write them: `0.6`, `60%`, `3/5`, `24 h`, `9-34 min`.

A parsed value keeps the text it was written as, so the describer can say it
back in the writer's own form ("three fifths" for `3/5`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Annotated, Any, Literal

from pydantic import PlainSerializer, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from blueprint import messages

_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")
_FRACTION = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")
_DECIMAL = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*$")


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
        raise ValueError(messages.SHARE_FORMAT.format(found=raw))
    written = str(raw).strip()
    if isinstance(raw, (int, float)):
        value, form = _decimal_fraction(repr(raw)), "decimal"
    elif match := _PERCENT.match(written):
        value, form = _decimal_fraction(match.group(1)) / 100, "percent"
    elif match := _FRACTION.match(written):
        numerator, denominator = int(match.group(1)), int(match.group(2))
        if denominator == 0:
            raise ValueError(messages.SHARE_FORMAT.format(found=written))
        value, form = Fraction(numerator, denominator), "fraction"
    elif _DECIMAL.match(written):
        value, form = _decimal_fraction(written), "decimal"
    elif written.startswith("-"):
        raise ValueError(messages.SHARE_RANGE.format(found=written))
    else:
        raise ValueError(messages.SHARE_FORMAT.format(found=written))
    if not 0 < value <= 1:
        raise ValueError(messages.SHARE_RANGE.format(found=written))
    return Share(value, written, form)


def _decimal_fraction(text: str) -> Fraction:
    try:
        return Fraction(Decimal(text))
    except (InvalidOperation, ValueError) as exc:
        raise ValueError(messages.SHARE_FORMAT.format(found=text)) from exc


def percent_text(value: Fraction) -> str:
    """`0.34` -> `34%`, `1/3` -> `33.3%` (for long descriptions and messages)."""
    percent = value * 100
    if percent.denominator == 1:
        return f"{percent.numerator}%"
    return f"{float(percent):.1f}".rstrip("0").rstrip(".") + "%"


def _written_field(kind: type, parse: Callable[[Any], Any], code: str, schema: dict[str, Any]) -> Any:
    """A spec field for a value written as text (a share, a time): parsed with the
    parser's own message, serialized back as written, documented in the schema."""

    def validate(raw: Any) -> Any:
        try:
            return parse(raw)
        except ValueError as exc:
            raise PydanticCustomError(code, str(exc)) from None

    return Annotated[
        kind,
        PlainValidator(validate),
        PlainSerializer(lambda value: value.written, return_type=str),
        WithJsonSchema(schema),
    ]


ShareField = _written_field(
    Share,
    parse_share,
    "share",
    {
        "anyOf": [
            {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
            {"type": "string", "pattern": r"^\s*\d+(\.\d+)?\s*%\s*$"},
            {"type": "string", "pattern": r"^\s*\d+\s*/\s*\d+\s*$"},
        ],
        "description": "a share of the whole: 0.6, 60% or 3/5",
    },
)


# --- time ---------------------------------------------------------------------

SECONDS = {"ms": Fraction(1, 1000), "s": Fraction(1), "sec": Fraction(1), "min": Fraction(60), "h": Fraction(3600), "hr": Fraction(3600), "d": Fraction(86400)}
TimeUnit = Literal[tuple(SECONDS)]  # type: ignore[valid-type]
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*([A-Za-z]+)?\s*$")


@dataclass(frozen=True)
class Duration:
    """A time or a range of times as written (`9-34 min`): `low` and `high` in the
    writer's unit; `unit` is None for a plain number (the axis's unit applies)."""

    low: Fraction
    high: Fraction
    unit: str | None
    written: str

    @property
    def is_range(self) -> bool:
        return self.high != self.low

    def seconds(self, default_unit: str = "s") -> tuple[float, float]:
        factor = SECONDS[self.unit or default_unit]
        return float(self.low * factor), float(self.high * factor)


def parse_duration(raw: Any) -> Duration:
    """Parse a time; raise ValueError with a user-facing message."""
    if isinstance(raw, Duration):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.DURATION_FORMAT.format(found=raw))
    written = str(raw).strip()
    if isinstance(raw, (int, float)):
        if raw < 0:
            raise ValueError(messages.DURATION_NEGATIVE.format(found=written))
        value = _decimal_fraction(repr(raw))
        return Duration(value, value, None, written)
    match = _DURATION.match(written)
    if not match:
        problem = messages.DURATION_NEGATIVE if written.startswith("-") else messages.DURATION_FORMAT
        raise ValueError(problem.format(found=written))
    low_text, high_text, unit = match.groups()
    if unit is not None and unit.lower() not in SECONDS:
        raise ValueError(messages.DURATION_UNIT.format(unit=unit, hint=messages.suggestion(unit.lower(), SECONDS), valid=messages.one_of(SECONDS)))
    low = _decimal_fraction(low_text)
    high = _decimal_fraction(high_text) if high_text else low
    if high < low:
        raise ValueError(messages.DURATION_ORDER.format(found=written))
    return Duration(low, high, unit.lower() if unit else None, written)


DurationField = _written_field(
    Duration,
    parse_duration,
    "duration",
    {
        "anyOf": [
            {"type": "number", "minimum": 0},
            {"type": "string", "pattern": r"^\s*\d+(\.\d+)?(\s*-\s*\d+(\.\d+)?)?\s*[A-Za-z]*\s*$"},
        ],
        "description": "a time: 24 h, 1.5 h, 9-34 min, 57-70 s, or a number in the axis's unit",
    },
)


@dataclass(frozen=True)
class Length:
    """A block's width or height: `240` px, or `40%` of the canvas."""

    px: float | None
    share: Fraction | None
    written: str

    def resolve(self, whole: float) -> float:
        return self.px if self.px is not None else float(self.share) * whole  # type: ignore[arg-type]


_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$")


def parse_length(raw: Any) -> Length:
    """Parse a size; raise ValueError with a user-facing message."""
    if isinstance(raw, Length):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.LENGTH_FORMAT.format(found=raw))
    written = str(raw).strip()
    match = _LENGTH.match(written)
    if not match:
        raise ValueError(messages.LENGTH_FORMAT.format(found=written))
    number = _decimal_fraction(match.group(1))
    if match.group(2) == "%":
        if not 0 < number <= 100:
            raise ValueError(messages.LENGTH_SHARE.format(found=written))
        return Length(None, number / 100, written)
    if not 8 <= number <= 4000:
        raise ValueError(messages.LENGTH_RANGE.format(found=written))
    return Length(float(number), None, written)


LengthField = _written_field(
    Length,
    parse_length,
    "length",
    {
        "anyOf": [
            {"type": "number", "minimum": 8, "maximum": 4000},
            {"type": "string", "pattern": r"^\s*\d+(\.\d+)?\s*(px|%)?\s*$"},
        ],
        "description": "a size in px (`240`) or a share of the canvas (`40%`)",
    },
)


# --- quantities on an axis ----------------------------------------------------

_QUANTITY_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QUANTITY = re.compile(rf"^\s*({_QUANTITY_NUMBER})(?:\s*[-–]\s*({_QUANTITY_NUMBER}))?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$")
_UNIT_WORD = re.compile(r"^\s*(%|[A-Za-z][A-Za-z_]{0,23})\s*$")


@dataclass(frozen=True)
class Quantity:
    """A position or a length on an axis as written (`24 h`, `500 steps`, `10 GB`,
    `9-34 min`): `low` and `high` in the writer's unit, `unit` as written, or None
    for a plain number (the axis's unit applies). Which units fit is the axis's
    business, not the parser's: any unit word is read."""

    low: Fraction
    high: Fraction
    unit: str | None
    written: str

    @property
    def is_range(self) -> bool:
        return self.high != self.low


def parse_quantity(raw: Any) -> Quantity:
    """Parse a number with an optional unit word; raise ValueError with a user-facing message."""
    if isinstance(raw, Quantity):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.QUANTITY_FORMAT.format(found=raw))
    written = str(raw).strip()
    if isinstance(raw, (int, float)):
        if raw < 0:
            raise ValueError(messages.QUANTITY_NEGATIVE.format(found=written))
        value = _decimal_fraction(repr(raw))
        return Quantity(value, value, None, written)
    match = _QUANTITY.match(written)
    if not match:
        problem = messages.QUANTITY_NEGATIVE if written.startswith("-") else messages.QUANTITY_FORMAT
        raise ValueError(problem.format(found=written))
    low_text, high_text, unit = match.groups()
    low = _decimal_fraction(low_text.replace(",", ""))
    high = _decimal_fraction(high_text.replace(",", "")) if high_text else low
    if high < low:
        raise ValueError(messages.DURATION_ORDER.format(found=written))
    return Quantity(low, high, unit, written)


QuantityField = _written_field(
    Quantity,
    parse_quantity,
    "quantity",
    {
        "anyOf": [
            {"type": "number", "minimum": 0},
            {"type": "string", "pattern": r"^\s*[\d,]+(\.\d+)?(\s*-\s*[\d,]+(\.\d+)?)?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$"},
        ],
        "description": "a position or length on an axis: `24 h`, `90 min`, `500 steps`, `10 GB`, or a plain number in the axis's unit",
    },
)


def parse_unit_word(raw: Any) -> str:
    """An axis's unit: a time unit (`h`, `min`) or any unit word (`step`, `GB`, `%`)."""
    if isinstance(raw, str) and (match := _UNIT_WORD.match(raw)):
        return match.group(1)
    raise ValueError(messages.UNIT_WORD_FORMAT.format(found=raw))


def _unit_or_error(raw: Any) -> str:
    try:
        return parse_unit_word(raw)
    except ValueError as exc:
        raise PydanticCustomError("unit", str(exc)) from None


UnitField = Annotated[
    str,
    PlainValidator(_unit_or_error),
    WithJsonSchema({"type": "string", "pattern": r"^(%|[A-Za-z][A-Za-z_]*)$", "description": "a time unit (`h`, `min`, `s`) or any unit word (`step`, `epoch`, `GB`, `%`)"}),
]
