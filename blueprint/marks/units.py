"""An axis's unit (a curve's, a value axis's): its unit, a time unit (`h`, `min`) or any unit word
(`step`, `epoch`, `GB`, `%`), and positions and lengths written in it.

Axis numbers are seconds on a time axis (so every time unit converts) and the
plain number on any other axis. Texts are written as a writer would write them:
`24 h`, `1000 steps`, `10 GB`, `50%`; the alt text says them in words.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.values import MAX_TICKS, SECONDS, parse_duration, parse_place, time_unit, too_many_ticks, unit_text

if TYPE_CHECKING:
    from collections.abc import Iterable

    from blueprint.diagnostics import Diagnostics, Location
    from blueprint.values import Duration, Quantity

TIME_NAMES = {"ms": "milliseconds", "s": "seconds", "sec": "seconds", "min": "minutes", "h": "hours", "hr": "hours", "d": "days"}
TIME_EXAMPLES = {"ms": "250 ms", "s": "30 s", "sec": "30 s", "min": "90 min", "h": "1.5 h", "hr": "1.5 h", "d": "2 d"}
HARD_CH = frozenset({"epoch", "stomach", "monarch", "tech"})  # `ch` said as k: `epochs`
PERCENT = frozenset({"%", "percent", "pct"})
# unit symbols that take no plural s (`10 GB`, not `10 GBs`)
SYMBOLS = frozenset({"b", "kb", "mb", "gb", "tb", "pb", "kib", "mib", "gib", "tib", "w", "kw", "mw", "gw", "hz", "khz", "mhz", "ghz", "flops", "gflops", "tflops", "pflops", "us", "ns"})


def time_key(word: str | None) -> str | None:
    """The SECONDS key a unit word stands for (`hours` -> `h`), or None."""
    return None if word is None else time_unit(word)


def singular(word: str) -> str:
    """`steps` -> `step`, `batches` -> `batch`, `queries` -> `query`; symbols as they are."""
    low = word.lower()
    if low in PERCENT:
        return "%"
    if "/" in word:  # a ratio (`flop/byte`, `req/s`) is written one way for any count
        return word
    if low in SYMBOLS or word.isupper():
        return word
    if low.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if low.endswith(("sses", "xes", "ches", "shes", "zes")) and low[:-1] not in HARD_CH:
        return word[:-2]
    if low.endswith("s") and not low.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def plural(word: str) -> str:
    """`step` -> `steps`, `batch` -> `batches`, `query` -> `queries`, `GPU` -> `GPUs`; `GB` stays `GB`."""
    low = word.lower()
    if low == "%" or "/" in word or low in SYMBOLS or word.isupper() and word.endswith("S"):
        return word
    if low.endswith(("s", "x", "z", "ch", "sh")) and low not in HARD_CH:
        return word + "es"
    if low.endswith("y") and len(word) > 1 and low[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def same_unit(a: str, b: str) -> bool:
    return a.lower() == b.lower() or singular(a).lower() == singular(b).lower()


GROUPED_FROM = 10000  # the house style groups thousands from five digits (`12,000`, `1000`)


def figure(value: float, grouped: bool = False) -> str:
    """A number as a label writes it: `250`, `1.5`, `12,000`; `1,000` where
    the writer groups four digits too (`grouped`)."""
    text = f"{value:,.2f}" if abs(value) >= (1000 if grouped else GROUPED_FROM) else f"{value:.2f}"
    return text.rstrip("0").rstrip(".")


@dataclass(frozen=True)
class Axis:
    """The unit of a curve's axis, as the spec writes it."""

    unit: str
    grouped: bool = field(default=False, kw_only=True)  # the writer groups thousands in four digits (`1,000 h`): its figures do too

    log = False  # a logarithmic axis (`LogAxis`)

    @property
    def time(self) -> str | None:
        """The time unit of a time axis, or None."""
        return time_key(self.unit)

    @property
    def word(self) -> str:
        """The unit as one of it is written (`step`, `GB`, `%`)."""
        return singular(self.unit)

    def per_unit(self) -> float:
        """Axis numbers in one of the axis's units (3600 for an axis in hours)."""
        return float(SECONDS[self.time]) if self.time else 1.0

    def fits(self, quantity: "Quantity | Duration") -> bool:
        if quantity.unit is None:
            return True
        if not self.unit:  # plain numbers: a curve whose places name no unit
            return False
        if self.time:
            return time_key(quantity.unit) is not None
        return same_unit(quantity.unit, self.unit) or (self.word == "%" and singular(quantity.unit) == "%")

    def value(self, quantity: "Quantity | Duration") -> tuple[float, float]:
        """A written quantity in axis numbers (seconds on a time axis), low and high."""
        if self.time:
            factor = SECONDS[time_key(quantity.unit) or self.time]
            return float(quantity.low * factor), float(quantity.high * factor)
        return float(quantity.low), float(quantity.high)

    def with_unit(self, number: str, count: float) -> str:
        """`250` -> `250 steps`, `1 step`, `10 GB`, `50%`; on plain numbers `250`."""
        if not self.unit:
            return number
        if self.word == "%":
            return f"{number}%"
        return f"{number} {self.word if count == 1 else plural(self.word)}"

    def text(self, value: float) -> str:
        """An axis number as written: `24 h`, `1000 steps`, `10 GB`."""
        if self.time:
            return unit_text(value, self.unit if self.unit in SECONDS else self.time)
        return self.with_unit(figure(value, self.grouped), value)

    def written(self, quantity: "Quantity | Duration") -> str:
        """A quantity as the spec wrote it, with the axis's unit if it was a plain number."""
        if quantity.unit:
            return quantity.written
        if self.time:
            return f"{quantity.written} {self.unit if self.unit in SECONDS else self.time}"
        return self.with_unit(quantity.written, float(quantity.high))

    def tick(self, value: float, last: bool) -> str:
        """The figure under a tick of the ruled axis; the last one carries the unit."""
        return self.text(value) if last else figure(value, self.grouped)

    def tick_unit(self, value: float) -> str:
        """The unit a figure is shown in: the axis's own, all along it."""
        return self.word

    def bare(self, value: float) -> str:
        """A figure without its unit (`250`)."""
        return figure(value, self.grouped)

    def step(self, quantity: "Quantity | Duration") -> float:
        """A step written on the axis (`ticks`, `labels`, `major`) in axis numbers."""
        return self.value(quantity)[0]

    def name(self) -> str:
        """What the axis is in, for messages: `hours`, `epochs`, `GB`, `percent`."""
        if self.time:
            return TIME_NAMES[self.time]
        if not self.unit:
            return messages.AXIS_IN_PLAIN_NUMBERS
        return messages.AXIS_IN_PERCENT if self.word == "%" else plural(self.word)

    def takes(self) -> str:
        """The units a position or length on this axis is written in, for messages."""
        if self.time:
            units = messages.one_of(SECONDS)
            return messages.AXIS_TAKES_TIME.format(example=TIME_EXAMPLES[self.time], units=units, axis=self.name())
        if not self.unit:
            return messages.AXIS_TAKES_PLAIN
        if self.word == "%":
            return messages.AXIS_TAKES_PERCENT
        return messages.AXIS_TAKES_WORD.format(example="3", axis=self.name())

    def check(self, quantity: "Quantity | Duration", location: "Location", diagnostics: "Diagnostics") -> bool:
        """Whether a quantity is written in a unit of this axis; a located error if not."""
        if self.fits(quantity):
            return True
        diagnostics.error(location, messages.AXIS_UNIT.format(found=quantity.written, axis=self.name(), valid=self.takes()))
        return False

    def check_ticks(self, ticks: "Quantity", span: float, location: "Location", diagnostics: "Diagnostics") -> None:
        """A ruled axis with more than MAX_TICKS ticks is a smear (and a long wait)."""
        step = self.value(ticks)[0]
        if too_many_ticks(span, step):
            count = int(span / step)
            diagnostics.error(location, messages.TOO_MANY_TICKS.format(step=self.written(ticks), count=f"{count:,}", limit=MAX_TICKS))

    def check_places(self, places: "Iterable[tuple[Location, Duration]]", diagnostics: "Diagnostics") -> bool:
        """A timeline's or staircase's places and lengths, each in a unit of this
        axis; a located error at each that is not (a time axis refuses a word
        as a time does: `3 m` -> `3 min`; any other names the units it takes)."""
        fine = True
        for location, place in places:
            if self.fits(place):
                continue
            fine = False
            if self.time:
                try:
                    (parse_place if place.low < 0 else parse_duration)(place.written)
                except ValueError as refusal:
                    diagnostics.error(location, str(refusal))
                    continue
            self.check(place, location, diagnostics)
        return fine


# --- logarithmic axes --------------------------------------------------------
# A log axis's numbers are log10 of a value over the axis's start (its origin),
# so 0 is still where the axis starts and every stage that reads axis numbers
# (the scale, crossings, regions, anchors, shapes) reads the drawn picture.
# Values convert within a family of units, to its base unit.

BYTE_UNITS = {"b": 1.0, "kb": 1024.0, "mb": 1024.0**2, "gb": 1024.0**3, "tb": 1024.0**4, "kib": 1024.0, "mib": 1024.0**2, "gib": 1024.0**3, "tib": 1024.0**4}
TIME_UNITS = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0, "sec": 1.0, "min": 60.0, "h": 3600.0, "hr": 3600.0, "d": 86400.0}
SHOWN = {"b": "B", "kb": "KB", "mb": "MB", "gb": "GB", "tb": "TB", "ns": "ns", "us": "µs", "ms": "ms", "s": "s", "min": "min", "h": "h", "d": "d"}  # how a value is drawn, by family
ORDER = (("b", "kb", "mb", "gb", "tb"), ("ns", "us", "ms", "s", "min", "h", "d"))  # the units a value is drawn in, smallest first
BYTE_STEP = 1024.0  # a byte axis is ruled at each of its units (1 KB, 1 MB, 1 GB) unless given a step
LOG_STEP = 10.0  # any other log axis at each power of ten


def unit_factor(unit: str | None, own: str) -> float | None:
    """How many of the family's base unit one `unit` is on an axis in `own` (a
    plain number is in `own`); None where it is no unit of the axis."""
    low, mine = (unit or own).lower(), own.lower()
    for family in (BYTE_UNITS, TIME_UNITS):
        if mine in family or time_key(mine) in family:
            key = low if low in family else time_key(low)
            return family[key] if key in family else None
    return 1.0 if unit is None or same_unit(unit, own) else None


def significant(value: float, digits: int = 2) -> float:
    """`value` to `digits` significant figures (256 -> 260 at two, 4.5 stays)."""
    if value <= 0:
        return value
    return round(value, digits - 1 - math.floor(math.log10(value)))


@dataclass(frozen=True)
class LogAxis(Axis):
    """A logarithmic axis (`scale: log`): positions are log10(value / origin),
    values written in the unit's family (`1 KB`, `1 GB`; `20 us`, `90 ms`),
    drawn and said in the unit that reads best (`256 KB`, `4.5 ms`)."""

    origin: float = 1.0  # the axis's start, in the family's base unit

    log = True

    @property
    def time(self) -> str | None:
        return None  # a log axis of times is read as values, not as a clock

    def per_unit(self) -> float:
        return 1.0

    def fits(self, quantity: "Quantity | Duration") -> bool:
        return unit_factor(quantity.unit, self.unit) is not None

    def real(self, number: float, unit: str | None = None) -> float:
        """A number in `unit` (the axis's own by default) in the family's base unit."""
        return number * (unit_factor(unit, self.unit) or 1.0)

    def of_real(self, real: float) -> float:
        """A value in the base unit as an axis number (-inf at or under zero: refused by the checks)."""
        return math.log10(real / self.origin) if real > 0 else -math.inf

    def value(self, quantity: "Quantity | Duration") -> tuple[float, float]:
        return self.of_real(self.real(float(quantity.low), quantity.unit)), self.of_real(self.real(float(quantity.high), quantity.unit))

    def step(self, quantity: "Quantity | Duration") -> float:
        """A step on a log axis is a factor (`ticks: 4`: a tick at every fourfold)."""
        return math.log10(float(quantity.low)) if quantity.low > 1 else 0.0

    def at(self, x: float) -> float:
        """An axis number as a value in the base unit."""
        return self.origin * 10**x

    def shown(self, x: float, digits: int = 3) -> tuple[float, str]:
        """An axis number as (figure, unit) in the family's unit that reads best (`256`, `KB`)."""
        real = self.at(x)
        for order in ORDER:
            if self.unit.lower() in order or time_key(self.unit) in order:
                family = BYTE_UNITS if order[0] == "b" else TIME_UNITS
                fitting = [u for u in order if real / family[u] >= 1 - 1e-9] or [order[0]]
                unit = fitting[-1]
                return significant(real / family[unit], digits), SHOWN[unit]
        return significant(real / (unit_factor(None, self.unit) or 1.0), digits), self.unit

    def text(self, value: float) -> str:
        number, unit = self.shown(value)
        return Axis(unit).with_unit(figure(number), number) if unit not in SHOWN.values() else f"{figure(number)} {unit}"

    def tick(self, value: float, last: bool) -> str:
        """A figure with its unit: where the units change along the axis
        (`1 KB`, `1 MB`) every figure carries one (`axis._one_unit_bare`)."""
        return self.text(value)

    def tick_unit(self, value: float) -> str:
        """The unit a figure at `value` is shown in (`KB`, `ms`, `batch`)."""
        return self.shown(value)[1]

    def bare(self, value: float) -> str:
        """A figure without its unit (`256`), where one unit holds the whole axis."""
        return figure(self.shown(value)[0])

    def rounded(self, x: float) -> float:
        """An axis number at the value a reader says (two significant figures)."""
        number, unit = self.shown(x, 3)
        if not (number >= 1 and float(math.log2(number)).is_integer()):  # a power of two (`256 KB`) kept whole
            number = significant(number, 2)
        return self.of_real(self.real(number, unit.replace("µ", "u")))

    def default_step(self) -> float:
        """Ticks at each byte unit (1 KB, 1 MB) on bytes, at each power of ten elsewhere."""
        return math.log10(BYTE_STEP if self.unit.lower() in BYTE_UNITS else LOG_STEP)

    def name(self) -> str:
        return messages.AXIS_LOG_NAME.format(unit=super().name())

    def takes(self) -> str:
        return messages.AXIS_TAKES_LOG.format(example=f"20 {self.unit}")
