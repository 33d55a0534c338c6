"""An axis's unit (a curve's, a value axis's): its unit, a time unit (`h`, `min`) or any unit word
(`step`, `epoch`, `GB`, `%`), and positions and lengths written in it.

Axis numbers are seconds on a time axis (so every time unit converts) and the
plain number on any other axis. Texts are written as a writer would write them:
`24 h`, `1000 steps`, `10 GB`, `50%`; the alt text says them in words.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    if low == "%" or low in SYMBOLS or word.isupper() and word.endswith("S"):
        return word
    if low.endswith(("s", "x", "z", "ch", "sh")) and low not in HARD_CH:
        return word + "es"
    if low.endswith("y") and len(word) > 1 and low[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def same_unit(a: str, b: str) -> bool:
    return a.lower() == b.lower() or singular(a).lower() == singular(b).lower()


def figure(value: float) -> str:
    """A number as a label writes it: `250`, `1.5`, `12,000`."""
    text = f"{value:,.2f}" if abs(value) >= 10000 else f"{value:.2f}"
    return text.rstrip("0").rstrip(".")


@dataclass(frozen=True)
class Axis:
    """The unit of a curve's axis, as the spec writes it."""

    unit: str

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
        """`250` -> `250 steps`, `1 step`, `10 GB`, `50%`."""
        if self.word == "%":
            return f"{number}%"
        return f"{number} {self.word if count == 1 else plural(self.word)}"

    def text(self, value: float) -> str:
        """An axis number as written: `24 h`, `1000 steps`, `10 GB`."""
        if self.time:
            return unit_text(value, self.unit if self.unit in SECONDS else self.time)
        return self.with_unit(figure(value), value)

    def written(self, quantity: "Quantity | Duration") -> str:
        """A quantity as the spec wrote it, with the axis's unit if it was a plain number."""
        if quantity.unit:
            return quantity.written
        if self.time:
            return f"{quantity.written} {self.unit if self.unit in SECONDS else self.time}"
        return self.with_unit(quantity.written, float(quantity.high))

    def tick(self, value: float, last: bool) -> str:
        """The figure under a tick of the ruled axis; the last one carries the unit."""
        return self.text(value) if last else figure(value)

    def name(self) -> str:
        """What the axis is in, for messages: `hours`, `epochs`, `GB`, `percent`."""
        if self.time:
            return TIME_NAMES[self.time]
        return "percent" if self.word == "%" else plural(self.word)

    def takes(self) -> str:
        """The units a position or length on this axis is written in, for messages."""
        if self.time:
            units = messages.one_of(SECONDS)
            return messages.AXIS_TAKES_TIME.format(example=TIME_EXAMPLES[self.time], units=units, axis=self.name())
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
