"""Times as people write them (`24 h`, `1.5 h`, `9-34 min`, `3 hours`), their
units, and the ticks a ruled time axis may hold."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, get_args

from blueprint import messages
from blueprint.values.ranged import DURATION_REFUSALS, read_ranged

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics, Location


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
        """In axis numbers: seconds on a time axis; on an axis of another unit
        (`slot`), the number itself (the mark's check refuses a unit that does not fit)."""
        factor = SECONDS.get(self.unit or default_unit, Fraction(1))
        return float(self.low * factor), float(self.high * factor)


MAX_TICKS = 200  # the most ticks a ruled axis holds: more is a smear (and a long wait)


def too_many_ticks(span_seconds: float, step_seconds: float) -> bool:
    """Whether a ruled axis at this step would be a smear of ticks (and a long wait)."""
    return step_seconds > 0 and span_seconds / step_seconds > MAX_TICKS


def tick_steps(start: float, end: float, step: float) -> range:
    """The whole steps of `step` from `start` to `end`, both ends included
    where they fall on one: index i stands at i * step. The quotient is
    rounded within a millionth of a step first, so float error never drops an
    end (`0.7 // 0.1` is 6.0: a 700 ms axis ruled every 100 ms lost its last
    tick and figure)."""
    if step <= 0:
        return range(0)

    def near(ratio: float) -> float:
        return float(round(ratio)) if abs(ratio - round(ratio)) < 1e-6 else ratio

    return range(math.ceil(near(start / step)), math.floor(near(end / step)) + 1)


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
    low, high, unit, written = read_ranged(raw, _DURATION, DURATION_REFUSALS)
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
