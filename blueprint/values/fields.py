"""Spec fields for values written as text: each is the value's type annotated
with its parser (reporting the parser's own message, so the loader locates it
at the node), a serializer giving it back as written, and its JSON schema."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Protocol, TypeAlias

from pydantic import PlainSerializer, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from blueprint.values.along import Along, parse_along
from blueprint.values.lengths import Length, parse_length
from blueprint.values.quantities import (
    Quantity, parse_axis_length, parse_axis_place, parse_mark_unit, parse_place, parse_quantity, parse_signed_quantity, parse_unit_word, unit_pattern,
)
from blueprint.values.shares import Share, parse_share
from blueprint.values.times import SECONDS, TIME_WORDS, Duration, parse_duration
from blueprint.values.written import MAX_MAGNITUDE


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


# A number more than 0 (a fraction's term: `3`, `2.5`, `.5`), as the schema's pattern says it.
_SCHEMA_POSITIVE = r"0*[1-9][0-9]*(\.[0-9]+)?|0*\.[0-9]*[1-9][0-9]*"
# A percentage more than 0 and at most 100, as the schema's pattern says it.
_SCHEMA_PERCENT = r"0*100(\.0+)?|0*[1-9][0-9]?(\.[0-9]+)?|0+\.[0-9]*[1-9][0-9]*"

# the ways a share is written; the schema's patterns say the ranges too (digits as the ASCII parsers read them)
_SHARE_FORMS: list[dict[str, Any]] = [
    {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
    {"type": "string", "pattern": rf"^\s*({_SCHEMA_PERCENT})\s*%\s*$"},
    {"type": "string", "pattern": r"^\s*(0*1(\.0+)?|0*\.[0-9]*[1-9][0-9]*)\s*$"},
    {"type": "string", "pattern": rf"^\s*({_SCHEMA_POSITIVE})\s*/\s*({_SCHEMA_POSITIVE})\s*$"},  # `3/5`, `2.5/80`: a fraction's terms are decimals too
]

ShareField: TypeAlias = Annotated[
    Share,
    PlainValidator(reporting(parse_share, "share")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({"anyOf": _SHARE_FORMS, "description": "a share of the whole: 0.6, 60%, 3/5 or 2.5/80"}),
]


# Where along a thing: a share of its length, or a value on its axis with a unit
# word (`40 s`, `3 epochs`; `%` and plain numbers are shares).
AlongField: TypeAlias = Annotated[
    Along,
    PlainValidator(reporting(parse_along, "along")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            *_SHARE_FORMS,
            {"type": "string", "pattern": r"^\s*[-−]?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?\s*[A-Za-z][A-Za-z_]*\s*$"},
        ],
        "description": "where along it: a share of its length (`80%`, 0.8, `4/5`), or a value in the units of its mark's axis (`40 s`, `3 epochs`, `10 GB`), on the part",
    }),
]


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


QuantityField: TypeAlias = Annotated[
    Quantity,
    PlainValidator(reporting(parse_quantity, "quantity")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": r"^\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(\s*[-–]\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?)?\s*(%|[A-Za-z][A-Za-z_]*(/[A-Za-z][A-Za-z_-]*)?)?\s*$"},
        ],
        "description": "a position or length on an axis: `24 h`, `90 min`, `500 steps`, `10 GB`, or a plain number in the axis's unit",
    }),
]


# a unit word, or a ratio of two (`flop/byte`, `$/GPU-hour`): the schema of `parse_unit_word`
UNIT_PATTERN = unit_pattern()

UnitField = Annotated[
    str,
    PlainValidator(reporting(parse_unit_word, "unit")),
    WithJsonSchema({"type": "string", "pattern": UNIT_PATTERN, "description": "a time unit (`h`, `min`, `s`), any unit word (`step`, `epoch`, `GB`, `%`) or a ratio of two (`flop/byte`)"}),
]


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
            {"type": "string", "pattern": r"^\s*[-−]?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(\s*[-–]\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?)?\s*(%|[A-Za-z][A-Za-z_]*(/[A-Za-z][A-Za-z_-]*)?)?\s*$"},
        ],
        "description": "a place on an axis: `24 h`, `500 steps`, `10 GB`, a plain number in the axis's unit, or before zero (`-6 h`) where the axis starts there (`from`)",
    }),
]


# --- a timeline's or staircase's axis in any unit (units6) ---
# Times as before (`24 h`, `9-34 min`), or a number of any unit word (`3 slots`,
# `2 epochs`); the mark's check says whether the unit fits its axis.
_ANY_UNIT = r"(%|[A-Za-z][A-Za-z_]*)"

AxisLengthField: TypeAlias = Annotated[
    Duration,
    PlainValidator(reporting(parse_axis_length, "duration")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": rf"^\s*[0-9]+(\.[0-9]+)?(\s*[-–]\s*[0-9]+(\.[0-9]+)?)?\s*{_ANY_UNIT}?\s*$"},
        ],
        "description": "a length on the axis: a time (24 h, 1.5 h, 9-34 min) on a time axis, a number of the axis's unit on any other (`3 slots`, `2 epochs`), or a plain number in the axis's unit",
    }),
]

AxisPlaceField: TypeAlias = Annotated[
    Duration,
    PlainValidator(reporting(parse_axis_place, "duration")),
    _SERIALIZED_AS_WRITTEN,
    WithJsonSchema({
        "anyOf": [
            {"type": "number", "minimum": -MAX_MAGNITUDE, "maximum": MAX_MAGNITUDE},
            {"type": "string", "pattern": rf"^\s*([-−]\s*[0-9]+(\.[0-9]+)?|[0-9]+(\.[0-9]+)?(\s*[-–]\s*[0-9]+(\.[0-9]+)?)?)\s*{_ANY_UNIT}?\s*$"},
        ],
        "description": "a place on the axis: a time (24 h, 9-34 min) on a time axis, a number of the axis's unit on any other (`4 slots`), a plain number in the axis's unit, or before zero (`-6 h`) where the axis starts there (`axis: {from: -6 h}`)",
    }),
]

MarkUnitField = Annotated[
    str,
    PlainValidator(reporting(parse_mark_unit, "unit")),
    WithJsonSchema({"type": "string", "pattern": r"^\s*(%|[A-Za-z][A-Za-z_]*)\s*$", "description": "the axis's unit: a time unit (`h`, `min`, `s`; `hours` too) or any unit word (`slot`, `epoch`, `step`, `GB`, `%`)"}),
]


def time_unit_rule(*keys: str) -> dict[str, Any]:
    """A mark's schema rule: where its `unit` is a time unit (or left at its
    default, a time), its `keys` (`span`, `ticks`) are times, as the tool
    checks (`3 slots` is a length only on an axis of slots)."""
    # null too: a key left unset (`span: null`) is the base schema's to allow or refuse, not this rule's
    time = {"description": "a time, on an axis of time", "anyOf": [{"type": "number"}, {"type": "string", "pattern": rf"^\s*[0-9]+(\.[0-9]+)?(\s*[-–]\s*[0-9]+(\.[0-9]+)?)?\s*({_TIME_UNIT_PATTERN})?\s*$"}, {"type": "null"}]}
    unit = {"description": "a time unit", "type": "string", "pattern": rf"^\s*({_TIME_UNIT_PATTERN})\s*$"}
    return {"if": {"anyOf": [{"not": {"required": ["unit"]}}, {"properties": {"unit": unit}}]},
            "then": {"properties": {key: time for key in keys}}}
