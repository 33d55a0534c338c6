"""Values as people write them: `0.6`, `60%`, `3/5`, `24 h`, `9-34 min`.

A parsed value keeps the text it was written as, so the describer can say it
back in the writer's own form ("three fifths" for `3/5`).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol, TypeAlias, get_args

from pydantic import PlainSerializer, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from blueprint import messages

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics, Location

# ASCII digits and spaces only: `\d` and `\s` would also take other scripts'
# digits and control characters that Python counts as spaces.
_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$", re.ASCII)
_FRACTION = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$", re.ASCII)
_DECIMAL = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*$", re.ASCII)

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


def _finite(raw: Any, problem: str) -> None:
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


def _visible_or_error(raw: str, problem: str) -> str:
    """A value's text with control characters refused by the value's own message."""
    text = raw.strip()
    if not text.isprintable() and any(unicodedata.category(c) in _INVISIBLE for c in text):
        raise ValueError(problem.format(found=messages.shown(text)))
    return text


def _numeral(text: str, problem: str) -> Fraction:
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
    _finite(raw, messages.SHARE_RANGE)
    written = _visible_or_error(raw, messages.SHARE_FORMAT) if isinstance(raw, str) else str(raw)
    out_of_range = messages.SHARE_RANGE.format(found=messages.shown(written))
    if isinstance(raw, (int, float)):
        if 1 < raw <= 100:
            raise ValueError(_plain_share(written))
        if raw <= 0 or raw > 1:
            raise ValueError(out_of_range)
        value, form = _decimal_fraction(repr(raw)), "decimal"
    elif match := _PERCENT.match(written):
        value, form = _numeral(match.group(1), out_of_range) / 100, "percent"
    elif match := _FRACTION.match(written):
        numerator, denominator = _numeral(match.group(1), out_of_range), _numeral(match.group(2), out_of_range)
        if denominator == 0:
            raise ValueError(messages.SHARE_FORMAT.format(found=messages.shown(written)))
        value, form = numerator / denominator, "fraction"
    elif _DECIMAL.match(written):
        value, form = _numeral(written, out_of_range), "decimal"
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


def _decimal_fraction(text: str) -> Fraction:
    """A finite float's or int's repr as an exact Fraction."""
    return Fraction(Decimal(text))


def percent_text(value: Fraction) -> str:
    """`0.34` -> `34%`, `1/3` -> `33.3%` (for long descriptions and messages)."""
    percent = value * 100
    if percent.denominator == 1:
        return f"{percent.numerator}%"
    return f"{float(percent):.1f}".rstrip("0").rstrip(".") + "%"


def reporting(parse: Callable[[Any], Any], code: str) -> Callable[[Any], Any]:
    """A parser whose ValueError (a user-facing message) becomes the spec model's
    validation error, so the loader locates it at the node."""

    def validate(raw: Any) -> Any:
        try:
            return parse(raw)
        except ValueError as exc:
            raise PydanticCustomError(code, str(exc)) from None

    return validate


class _Written(Protocol):
    """A value that keeps the text it was written as (a share, a time)."""

    @property
    def written(self) -> str: ...


def _as_written(value: _Written) -> str:
    return value.written


# A spec field for a value written as text (`ShareField`, `DurationField`,
# `LengthField`, `QuantityField`) is the value's type annotated with its parser
# (reporting the parser's own message), a serializer giving it back as written,
# and its schema.
_SERIALIZED_AS_WRITTEN = PlainSerializer(_as_written, return_type=str)


# A percentage more than 0 and at most 100, as the schema's pattern says it.
_SCHEMA_PERCENT = r"0*100(\.0+)?|0*[1-9][0-9]?(\.[0-9]+)?|0+\.[0-9]*[1-9][0-9]*"

ShareField: TypeAlias = Annotated[
    Share,
    PlainValidator(reporting(parse_share, "share")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [  # the schema's patterns say the ranges too (digits as the ASCII parsers read them)
            {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
            {"type": "string", "pattern": rf"^\s*({_SCHEMA_PERCENT})\s*%\s*$"},
            {"type": "string", "pattern": r"^\s*(0*1(\.0+)?|0*\.[0-9]*[1-9][0-9]*)\s*$"},
            {"type": "string", "pattern": r"^\s*0*[1-9][0-9]*\s*/\s*0*[1-9][0-9]*\s*$"},
        ],
        "description": "a share of the whole: 0.6, 60% or 3/5",
    }),
]


# --- time ---------------------------------------------------------------------

SECONDS = {"ms": Fraction(1, 1000), "s": Fraction(1), "sec": Fraction(1), "min": Fraction(60), "h": Fraction(3600), "hr": Fraction(3600), "d": Fraction(86400)}
# SECONDS' keys, in its order (the schema's enum), spelt out so a type checker can read them
TimeUnit: TypeAlias = Literal["ms", "s", "sec", "min", "h", "hr", "d"]
assert get_args(TimeUnit) == tuple(SECONDS)
# units spelt out as people write them, read as the unit they spell (`3 hours` is `3 h`)
TIME_WORDS = {
    "millisecond": "ms", "milliseconds": "ms", "second": "s", "seconds": "s", "secs": "s",
    "minute": "min", "minutes": "min", "mins": "min", "hour": "h", "hours": "h", "hrs": "h",
    "day": "d", "days": "d",
}
_WEEKS = ("w", "wk", "wks", "week", "weeks")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*([A-Za-z]+)?\s*$", re.ASCII)


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


@dataclass(frozen=True)
class _Words:
    """The messages one kind of ranged value is refused with."""

    format: str
    negative: str
    too_large: str


_DURATION_WORDS = _Words(messages.DURATION_FORMAT, messages.DURATION_NEGATIVE, messages.DURATION_RANGE)
_QUANTITY_WORDS = _Words(messages.QUANTITY_FORMAT, messages.QUANTITY_NEGATIVE, messages.QUANTITY_RANGE)


def _not_too_fine(low: Fraction, high: Fraction, written: str) -> None:
    """A time or axis value other than 0 is at least MIN_MAGNITUDE of its unit:
    finer, no axis can draw it or say it (`0.0000001 h` reads as zero hours)."""
    if any(0 < value < MIN_MAGNITUDE for value in (low, high)):
        raise ValueError(messages.MAGNITUDE_TOO_FINE.format(found=messages.shown(written), limit=format(Decimal(MIN_MAGNITUDE.numerator) / MIN_MAGNITUDE.denominator, "f")))


def _ranged(raw: Any, pattern: re.Pattern[str], words: _Words, *, commas: bool = False) -> tuple[Fraction, Fraction, str | None, str]:
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
        value = _decimal_fraction(repr(raw))
        _not_too_fine(value, value, written)
        return value, value, None, written
    written = _visible_or_error(raw, words.format)
    match = pattern.match(written)
    if not match:
        problem = words.negative if written.startswith("-") else words.format
        raise ValueError(problem.format(found=messages.shown(written)))
    low_text, high_text, unit = match.groups()

    def clean(text: str) -> str:
        return text.replace(",", "") if commas else text

    low = _numeral(clean(low_text), too_large)
    high = _numeral(clean(high_text), too_large) if high_text else low
    if high < low:
        raise ValueError(messages.DURATION_ORDER.format(found=messages.shown(written)))
    if high > MAX_MAGNITUDE:
        raise ValueError(too_large)
    _not_too_fine(low, high, written)
    return low, high, unit, written


MAX_TICKS = 200  # the most ticks a ruled axis holds: more is a smear (and a long wait)


def too_many_ticks(span_seconds: float, step_seconds: float) -> bool:
    """Whether a ruled axis at this step would be a smear of ticks (and a long wait)."""
    return step_seconds > 0 and span_seconds / step_seconds > MAX_TICKS


def unit_text(seconds: float, unit: str) -> str:
    """A time as a label writes it: `86400, "h"` -> `24 h`."""
    value = seconds / float(SECONDS[unit])
    figure = f"{value:.2f}".rstrip("0").rstrip(".")
    return f"{figure} {unit}"


def written_with_unit(duration: Duration, unit: str) -> str:
    """A time as written, with the axis's unit if it was a plain number: `9-34` -> `9-34 min`."""
    return duration.written if duration.unit else f"{duration.written} {unit}"


def check_ticks(ticks: Duration | None, span_seconds: float, unit: str, location: "Location", diagnostics: "Diagnostics") -> None:
    """Report a `ticks` step so small the axis would hold more than MAX_TICKS ticks."""
    if ticks is None:
        return
    step = ticks.seconds(unit)[0]
    if too_many_ticks(span_seconds, step):
        count = int(span_seconds / step)
        diagnostics.error(location, messages.TOO_MANY_TICKS.format(step=written_with_unit(ticks, unit), count=f"{count:,}", limit=MAX_TICKS))


def time_unit(word: str) -> str | None:
    """The SECONDS key a unit word stands for (`H` -> `h`, `hours` -> `h`), or None."""
    low = word.lower()
    return low if low in SECONDS else TIME_WORDS.get(low)


def parse_duration(raw: Any) -> Duration:
    """Parse a time; raise ValueError with a user-facing message."""
    if isinstance(raw, Duration):
        return raw
    if isinstance(raw, str):
        match = _DURATION.match(raw.strip())
        if match and match.group(3) and time_unit(match.group(3)) is None:
            raise ValueError(_unknown_time_unit(*match.groups()))
    low, high, unit, written = _ranged(raw, _DURATION, _DURATION_WORDS)
    return Duration(low, high, time_unit(unit) if unit else None, written)


def _unknown_time_unit(low: str, high: str | None, unit: str) -> str:
    """A unit no time takes: the spelling meant, where it is plain (`3 m` -> `3 min`,
    `2 weeks` -> `14 d`), else the units there are."""
    word = unit.lower()
    if word in ("m", *_WEEKS):
        factor, key = (1, "min") if word == "m" else (7, "d")
        amount = "-".join(format((Decimal(n) * factor).normalize(), "f") for n in (low, high) if n)
        return (messages.TIME_UNIT_M if word == "m" else messages.TIME_IN_WEEKS).format(fix=f"{amount} {key}")
    return messages.DURATION_UNIT.format(unit=messages.shown(unit), hint=messages.suggestion(word, [*SECONDS, *TIME_WORDS]), valid=messages.one_of(SECONDS))


# every unit a time takes, any case, as the schema's pattern says it (`[hH][oO][uU][rR][sS]`)
_TIME_UNIT_PATTERN = "|".join("".join(f"[{c}{c.upper()}]" for c in word) for word in sorted([*SECONDS, *TIME_WORDS], key=len, reverse=True))

DurationField: TypeAlias = Annotated[
    Duration,
    PlainValidator(reporting(parse_duration, "duration")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": rf"^\s*[0-9]+(\.[0-9]+)?(\s*[-–]\s*[0-9]+(\.[0-9]+)?)?\s*({_TIME_UNIT_PATTERN})?\s*$"},
        ],
        "description": "a time: 24 h, 1.5 h, 9-34 min, 57-70 s, or a number in the axis's unit",
    }),
]


@dataclass(frozen=True)
class Length:
    """A block's width or height: `240` px, or `40%` of the room inside the margins."""

    px: float | None
    share: Fraction | None
    written: str

    def resolve(self, whole: float) -> float:
        return self.px if self.px is not None else float(self.share) * whole  # type: ignore[arg-type]


_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$", re.ASCII)


def parse_length(raw: Any) -> Length:
    """Parse a size; raise ValueError with a user-facing message."""
    if isinstance(raw, Length):
        return raw
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise ValueError(messages.LENGTH_FORMAT.format(found=messages.shown(raw)))
    _finite(raw, messages.LENGTH_RANGE)
    if isinstance(raw, (int, float)) and not 8 <= raw <= 4000:
        raise ValueError(messages.LENGTH_RANGE.format(found=messages.shown(written_form(raw))))
    written = _visible_or_error(raw, messages.LENGTH_FORMAT) if isinstance(raw, str) else str(raw)
    match = _LENGTH.match(written)
    if not match:
        raise ValueError(messages.LENGTH_FORMAT.format(found=messages.shown(written)))
    share = match.group(2) == "%"
    number = _numeral(match.group(1), (messages.LENGTH_SHARE if share else messages.LENGTH_RANGE).format(found=messages.shown(written)))
    if share:
        if not 0 < number <= 100:
            raise ValueError(messages.LENGTH_SHARE.format(found=messages.shown(written)))
        return Length(None, number / 100, written)
    if not 8 <= number <= 4000:
        raise ValueError(messages.LENGTH_RANGE.format(found=messages.shown(written)))
    return Length(float(number), None, written)


LengthField: TypeAlias = Annotated[
    Length,
    PlainValidator(reporting(parse_length, "length")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": 8, "maximum": 4000},
            {"type": "string", "pattern": rf"^\s*((0*([89]|[1-9][0-9]{{1,2}}|[1-3][0-9]{{3}})(\.[0-9]+)?|0*4000(\.0+)?)\s*(px)?|({_SCHEMA_PERCENT})\s*%)\s*$"},
        ],
        "description": "a size in px (`240`) or a share of the canvas (`40%`)",
    }),
]


# --- quantities on an axis ----------------------------------------------------

_QUANTITY_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QUANTITY = re.compile(rf"^\s*({_QUANTITY_NUMBER})(?:\s*[-–]\s*({_QUANTITY_NUMBER}))?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$", re.ASCII)
_UNIT_WORD = re.compile(r"^\s*(%|[A-Za-z][A-Za-z_]{0,23})\s*$", re.ASCII)


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
    low, high, unit, written = _ranged(raw, _QUANTITY, _QUANTITY_WORDS, commas=True)
    return Quantity(low, high, unit, written)


QuantityField: TypeAlias = Annotated[
    Quantity,
    PlainValidator(reporting(parse_quantity, "quantity")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": r"^\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(\s*[-–]\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?)?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$"},
        ],
        "description": "a position or length on an axis: `24 h`, `90 min`, `500 steps`, `10 GB`, or a plain number in the axis's unit",
    }),
]


def parse_unit_word(raw: Any) -> str:
    """An axis's unit: a time unit (`h`, `min`) or any unit word (`step`, `GB`, `%`)."""
    if isinstance(raw, str) and (match := _UNIT_WORD.match(raw)):
        return match.group(1)
    raise ValueError(messages.UNIT_WORD_FORMAT.format(found=messages.shown(raw)))


UnitField = Annotated[
    str,
    PlainValidator(reporting(parse_unit_word, "unit")),
    WithJsonSchema({"type": "string", "pattern": r"^(%|[A-Za-z][A-Za-z_]*)$", "description": "a time unit (`h`, `min`, `s`) or any unit word (`step`, `epoch`, `GB`, `%`)"}),
]


# --- places before zero (issue 25, item 4; branch scales4) --------------------
# An axis counted from an event at 0 runs through negative values (`-6 h` to 0):
# a place on it (a segment's start, an event, a tick, the axis's `from`) may be
# written before zero. Which places may is the mark's check (the axis must start
# there); a length (a duration, a step) is never negative.


def _before_zero(raw: Any) -> tuple[bool, Any]:
    """Whether a written value stands before zero, and the value without its sign."""
    if isinstance(raw, (int, float)) and not isinstance(raw, bool) and raw < 0:
        return True, -raw
    if isinstance(raw, str) and raw.strip().startswith(("-", "−")) and len(raw.strip()) > 1:
        return True, raw.strip()[1:]
    return False, raw


def _signed(raw: Any, parse: Callable[[Any], Any]) -> Any:
    """A value as `parse` reads it, or its negative, written `-6 h`: one value, no range."""
    before, magnitude = _before_zero(raw)
    if not before:
        return parse(raw)
    value = parse(magnitude)
    written = raw.strip() if isinstance(raw, str) else written_form(raw)
    if value.is_range:
        raise ValueError(messages.PLACE_RANGE_BEFORE_ZERO.format(found=messages.shown(written)))
    return type(value)(-value.low, -value.high, value.unit, written)


def parse_place(raw: Any) -> Duration:
    """A time on an axis, which may stand before zero (`-6 h`)."""
    return raw if isinstance(raw, Duration) else _signed(raw, parse_duration)


def parse_signed_quantity(raw: Any) -> Quantity:
    """A place on an axis in any unit, which may stand before zero (`-6 h`, `-20`)."""
    return raw if isinstance(raw, Quantity) else _signed(raw, parse_quantity)


PlaceField: TypeAlias = Annotated[
    Duration,
    PlainValidator(reporting(parse_place, "duration")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": -MAX_MAGNITUDE, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": rf"^\s*([-−]\s*[0-9]+(\.[0-9]+)?|[0-9]+(\.[0-9]+)?(\s*[-–]\s*[0-9]+(\.[0-9]+)?)?)\s*({_TIME_UNIT_PATTERN})?\s*$"},
        ],
        "description": "a time on the axis: 24 h, 1.5 h, 9-34 min, a number in the axis's unit, or before zero (`-6 h`) where the axis starts there (`axis: {from: -6 h}`)",
    }),
]

SignedQuantityField: TypeAlias = Annotated[
    Quantity,
    PlainValidator(reporting(parse_signed_quantity, "quantity")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": -MAX_MAGNITUDE, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": r"^\s*[-−]?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(\s*[-–]\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?)?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$"},
        ],
        "description": "a place on an axis: `24 h`, `500 steps`, `10 GB`, a plain number in the axis's unit, or before zero (`-6 h`) where the axis starts there (`from`)",
    }),
]

