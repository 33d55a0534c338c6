"""Positions and lengths on an axis of any unit (`24 h`, `500 steps`, `10 GB`),
the axis's unit word, and places before zero (`-6 h`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from blueprint import messages
from blueprint.values.ranged import QUANTITY_REFUSALS, read_ranged
from blueprint.values.times import Duration, parse_duration, time_unit
from blueprint.values.written import written_form


_QUANTITY_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QUANTITY = re.compile(rf"^\s*({_QUANTITY_NUMBER})(?:\s*[-–]\s*({_QUANTITY_NUMBER}))?\s*(%|[A-Za-z][A-Za-z_]*(?:/[A-Za-z][A-Za-z_-]*)?)?\s*$", re.ASCII)  # `64 flop/byte`: a ratio too
# The unit grammar, written once: the parsers below and the schema's patterns
# (`unit_pattern`) are built from these pieces, so the two cannot drift apart.
_WORD = r"[A-Za-z][A-Za-z_]{0,23}"  # a unit word: `h`, `GB`, `step`
_PER = r"[A-Za-z][A-Za-z_-]{0,23}"  # what a ratio counts per: `byte`, `GPU-hour`
_COUNTED = r"[$€£%]"  # a sign that may be counted per something: `$/GPU-hour`
_UNIT_WORD = re.compile(rf"^\s*(%|{_WORD})\s*$", re.ASCII)
# A ratio of two units (`flop/byte`, `tokens/GPU`, `$/GPU-hour`; a rate, `req/s`, is
# one whose second unit is a time): what is counted, then what it is counted per.
_RATIO = re.compile(rf"^\s*({_COUNTED}|{_WORD})\s*/\s*({_PER})\s*$")


def unit_pattern(signs: bool = False) -> str:
    """The JSON schema's pattern for a unit (`parse_unit_word`), and with
    `signs` for an axis's unit, which may also be a currency sign alone (`$`)."""
    alone = f"%|{_COUNTED}|{_WORD}" if signs else f"%|{_WORD}"
    return rf"^\s*({alone}|({_COUNTED}|{_WORD})\s*/\s*{_PER})\s*$"


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


_GROUPED = re.compile(r"\d,\d{3}")


def grouped(written: str) -> bool:
    """Whether a figure is written with thousands grouped (`1,000 h`): the
    axis it stands on writes its own figures of four digits so too."""
    return _GROUPED.search(written) is not None


def parse_quantity(raw: Any) -> Quantity:
    """Parse a number with an optional unit word; raise ValueError with a user-facing message."""
    if isinstance(raw, Quantity):
        return raw
    low, high, unit, written = read_ranged(raw, _QUANTITY, QUANTITY_REFUSALS, commas=True)
    return Quantity(low, high, unit, written)


def parse_unit_word(raw: Any) -> str:
    """An axis's unit: a time unit (`h`, `min`), any unit word (`step`, `GB`, `%`)
    or a ratio of two (`flop/byte`, `req/s`), written without spaces."""
    if isinstance(raw, str) and (match := _UNIT_WORD.match(raw)):
        return match.group(1)
    if isinstance(raw, str) and (match := _RATIO.match(raw)):
        return f"{match.group(1)}/{match.group(2)}"
    raise ValueError(messages.UNIT_WORD_FORMAT.format(found=messages.shown(raw)))


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


# --- places and lengths on a timeline's or staircase's axis of any unit (units6) ---
# A timeline or a staircase is drawn on the same axis as a curve: in a time unit
# (`24 h`, `90 min`) or any unit word (`3 slots`, `2 epochs`). A value is read as a
# time where it is one (the time parser's own refusals kept: `3 m`, `2 weeks`) and
# else as a number of any unit word; whether that unit fits the axis is the mark's
# check (`marks/units.Axis.check_places`), which knows the axis.


def _time_or_word(raw: Any, parse: Callable[[Any], Duration], signed: bool) -> Duration:
    """A time as `parse` reads it, or a number of a unit word no time takes
    (`3 slots`): a Duration whose `unit` is that word as written."""
    try:
        return parse(raw)
    except ValueError as refusal:
        if not isinstance(raw, str):
            raise
        text = raw.strip()
        sign = text[:1] if text[:1] in ("-", "−") else ""
        match = _QUANTITY.match(text[1:] if sign else text)
        if match is None or match.group(3) is None or "," in text or (sign and not signed):
            raise refusal from None
        quantity = _signed(raw, parse_quantity) if sign else parse_quantity(raw)
        return Duration(quantity.low, quantity.high, quantity.unit, quantity.written)


def parse_axis_length(raw: Any) -> Duration:
    """A length on an axis of any unit: `2 h`, `9-34 min`, `3 slots`, a plain number."""
    return raw if isinstance(raw, Duration) else _time_or_word(raw, parse_duration, signed=False)


def parse_axis_place(raw: Any) -> Duration:
    """A place on an axis of any unit, which may stand before zero: `5 h`, `-6 h`, `4 slots`."""
    return raw if isinstance(raw, Duration) else _time_or_word(raw, parse_place, signed=True)


def parse_mark_unit(raw: Any) -> str:
    """A mark's axis unit: a time unit by its key (`hours` -> `h`), else the word as written (`slot`)."""
    word = parse_unit_word(raw)
    return time_unit(word) or word
