"""One axis for every mark with a scale: its title, its unit, and its ticks at a
step or at chosen values, some named (`{at: 12 h, label: noon}`), some
unlabelled. A mark's spec reuses `AxisSpec` (a curve's `x` and `y`); the
drawing (`layout/draw/axis.py`) and the alt text (`describe/lexicon/axis.py`)
read the same resolved ticks (`resolve`), so what is drawn is what is said.

Positions are axis numbers, as `marks/units.py` makes them: seconds on a
time axis, the plain number on any other.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field, PlainValidator, WithJsonSchema

from blueprint import messages
from blueprint.marks.label import LABEL_COLOURS
from blueprint.marks.units import TIME_EXAMPLES, TIME_NAMES, Axis, time_key
from blueprint.model import SpecModel, Text
from blueprint.values import SECONDS, Duration, Quantity, QuantityField, SignedQuantityField, parse_unit_word, reporting, tick_steps, unit_pattern

CURRENCIES = ("$", "€", "£")  # a value axis in money: the sign before the figure (`$40`)


def parse_axis_unit(raw: Any) -> str:
    """An axis's unit: a unit word (`GB`, `%`, `epochs`), a currency sign, or a ratio (`req/s`, `flop/byte`)."""
    if isinstance(raw, str) and raw.strip() in CURRENCIES:
        return raw.strip()
    try:
        return parse_unit_word(raw)
    except ValueError:
        raise ValueError(messages.AXIS_UNIT_FORMAT.format(found=messages.shown(raw))) from None


AxisUnitField = Annotated[
    str,
    PlainValidator(reporting(parse_axis_unit, "unit")),
    WithJsonSchema({"type": "string", "pattern": unit_pattern(signs=True),
                    "description": "a unit word (`GB`, `ms`, `%`, `epochs`), a currency sign (`$`) or a ratio of two units (`req/s`, `flop/byte`, `$/GPU-hour`)"}),
]

if TYPE_CHECKING:
    from collections.abc import Sequence


class TickSpec(SpecModel):
    """A tick at a chosen place, with a name of its own (`noon`, `2 p.m.`) or none."""

    at: SignedQuantityField = Field(description="where the tick stands on the axis (`12 h`, `85%`, `40 GB`; before zero, `-6 h`, on an axis that starts there)")
    label: Text | None = Field(None, description="the tick's name, drawn instead of its figure and used by the alt text (`noon`, `limit`)")
    colour: Literal[LABEL_COLOURS] | None = Field(  # type: ignore[valid-type]
        None, description="the colour of the tick's words by meaning, where they name a coloured part (STYLE.md, Type): `blue` (what the product keeps: the sweet spot's `30`), `red` (a loss) or `ink` (the default); said in the alt text (\"thirty in blue\")"
    )


class AxisSpec(SpecModel):
    """An axis as a reader reads it: what it measures, in what, and where it is ruled."""

    title: Text | None = Field(None, description="what the axis measures, drawn beside it and said in the alt text (`GPU memory`)")
    unit: AxisUnitField | None = Field(None, description="the axis's unit, shown with its figures and said in words: any word (`GB`, `ms`, `%`, `epochs`), a currency sign (`$`: `$40`) or a ratio of two units (`req/s`, `flop/byte`: said \"per\"); an x axis takes the mark's `unit`")
    ticks: QuantityField | list[SignedQuantityField | TickSpec] | None = Field(
        None, description="a tick every step (`6 h`, `20`), or ticks at chosen values (`[0, 50%, 85%, 100%]`), each a value or `{at, label}` with a name"
    )
    labels: Literal["all", "ends", "named", "none"] | QuantityField = Field(
        "all", description="which ticks carry their figure: `all`: every tick; `ends`: the first and the last only; `named`: only the ticks given a label; `none`: no words under any tick (the ruling alone); or a step (`30 min`, `50`): the ticks at its multiples (ticks every 10 min, figures at 0, 30 and 60; on a log axis a factor, `32`: at every 32-fold)"
    )
    scale: Literal["linear", "log"] = Field(
        "linear", description="`linear` (the default): equal values equal lengths apart; `log`: a logarithmic axis, each power the same length (a curve's `x` and `y`): places and values written in real units (`1 KB`, `1 GB`; `20 us`, `90 ms`), every value above zero; its ticks at each power of ten (bytes: 1 KB, 1 MB, 1 GB) or at a factor (`ticks: 4`: every fourfold) or at chosen values; it starts at its `from` or under its least value, and is drawn and said in real units"
    )
    from_: SignedQuantityField | None = Field(
        None, alias="from", description="where the axis starts, before zero: an axis counted from an event at 0 (`-6 h`: from six hours before it; name the event with a tick, `{at: 0, label: failure}`); the mark's places are written on it, negative before the event"
    )
    to: SignedQuantityField | None = Field(
        None, description="where the axis ends, past the last point or value where the writer asks (`30 h`, `1000 GB`); on a bar's `scale`, the value of the whole bar (`24 h`, `80 GB`)"
    )
    major: QuantityField | None = Field(
        None, description="a longer tick every step (`6 h`, `5 min`, `50`): the ticks at its multiples are drawn twice as long as the others, and said (\"ruled every hour, with a longer tick every six hours\"); a multiple of the ticks' step, or a place some chosen tick stands on"
    )
    arrow: bool = Field(
        False, description="`true`: an arrow the way the axis's values grow, after its `title` (`time` and an arrow pointing right under a timeline; up beside a value axis's title), or alone where the title would stand; the layout makes its room, and the alt text says it (\"with an arrow pointing right\")"
    )


class PlainAxis(Axis):
    """A value axis with no unit: its figures are plain numbers."""

    def fits(self, quantity: "Quantity | Duration") -> bool:
        return quantity.unit is None

    def with_unit(self, number: str, count: float) -> str:
        return number

    def name(self) -> str:
        return "plain numbers"

    def takes(self) -> str:
        return messages.AXIS_TAKES_PLAIN


class ValueAxis(Axis):
    """A value axis in a unit: its numbers are the values themselves, even in
    a time unit (`time to recover` in `min`: 20 is twenty minutes, not seconds)."""

    @property
    def time(self) -> str | None:
        return None

    def fits(self, quantity: "Quantity | Duration") -> bool:
        if quantity.unit is None:
            return True
        if time_key(self.unit) is not None:
            return time_key(quantity.unit) is not None  # any time converts: `6 min` on an axis in `s` is 360
        return super().fits(quantity)

    def value(self, quantity: "Quantity | Duration") -> tuple[float, float]:
        """A written value in the axis's own unit: a time in another time unit converted (`6 min` -> 360 s)."""
        mine, theirs = time_key(self.unit), time_key(quantity.unit)
        factor = SECONDS[theirs] / SECONDS[mine] if mine is not None and theirs is not None else 1
        return float(quantity.low * factor), float(quantity.high * factor)

    def with_unit(self, number: str, count: float) -> str:
        if self.unit in CURRENCIES:
            return f"{self.unit}{number}"  # `$40`
        if time_key(self.unit) is not None or "/" in self.unit:
            return f"{number} {self.unit}"  # `20 min`, `5 s`, `80 req/s`: as written
        return super().with_unit(number, count)

    def name(self) -> str:
        key = time_key(self.unit)
        if key is not None:
            return TIME_NAMES[key]  # "which is in minutes", never "mins"
        return {"$": "dollars", "€": "euros", "£": "pounds"}.get(self.unit) or self.unit if self.unit in CURRENCIES or "/" in self.unit else super().name()

    def takes(self) -> str:
        """A value axis in a time unit takes any time (`6 min` converts), or a plain number in its own unit."""
        key = time_key(self.unit)
        if key is not None:
            return messages.AXIS_TAKES_TIME.format(example=TIME_EXAMPLES[key], units=messages.one_of(SECONDS), axis=self.name())
        return super().takes()


def value_axis(axis: AxisSpec, grouped: bool = False) -> Axis:
    """The unit of a value (y) axis: its `unit`, or plain numbers; its figures
    grouped in thousands from four digits where the writer's are (`grouped`)."""
    return ValueAxis(axis.unit, grouped=grouped) if axis.unit else PlainAxis("", grouped=grouped)


@dataclass(frozen=True)
class Tick:
    """A resolved tick: its place in axis numbers, the text drawn under it
    (None: a tick with no figure), its name if the writer gave one, and its
    place in the written list (None: a tick of a step), and its words'
    colour where the writer gave one (None: ink)."""

    at: float
    text: str | None
    name: str | None = None
    written: int | None = None
    colour: str | None = None
    major: bool = False  # a longer tick, at a multiple of the axis's `major`


def coloured(ticks: "Sequence[Tick]") -> tuple[tuple[str, str], ...]:
    """The ticks whose words the writer coloured, as drawn: (words, colour);
    ink is every tick's own colour, so not among them."""
    return tuple((t.text, t.colour) for t in ticks if t.text is not None and t.colour not in (None, "ink"))


def stepped(axis: AxisSpec | None) -> bool:
    return axis is not None and isinstance(axis.ticks, Quantity)


def chosen(axis: AxisSpec | None) -> list[Quantity | TickSpec]:
    """The ticks written as a list (none for a step or no ticks)."""
    return list(axis.ticks) if axis is not None and isinstance(axis.ticks, list) else []


def place_of(tick: Quantity | TickSpec) -> Quantity:
    return tick.at if isinstance(tick, TickSpec) else tick


def resolve(axis: AxisSpec, unit: Axis, end: float, step: float | None = None, start: float = 0.0) -> list[Tick]:
    """Every tick of an axis from `start` (0, or its `from`) to `end`, with the text under each: the
    last figure carries the unit (`0 20 40 60 80 GB`), a name replaces its
    figure, and `labels` leaves some ticks bare. `step` (in axis numbers)
    stands for a mark's own `ticks` key when the axis gives none."""
    given: Quantity | list | float | None = axis.ticks if axis.ticks is not None else step
    if isinstance(given, (Quantity, float, int)):
        size = unit.step(given) if isinstance(given, Quantity) else float(given)
        places: list[tuple[float, str | None, int | None, str | None]] = [(index * size, None, None, None) for index in tick_steps(start, end, size)]
    else:
        places = sorted(((unit.value(place_of(t))[0], t.label if isinstance(t, TickSpec) else None, i, t.colour if isinstance(t, TickSpec) else None) for i, t in enumerate(given or [])), key=lambda p: p[0])
    ticks = []
    for index, (at, name, written, colour) in enumerate(places):
        last = index == len(places) - 1
        shown = axis.labels != "none" and (axis.labels == "all" or (axis.labels == "ends" and index in (0, len(places) - 1)) or name is not None or on_step(axis, unit, at))
        text = None if not shown else name if name is not None else figure(unit, at, last)
        ticks.append(Tick(at, text, name, written, colour, on_major(axis, unit, at)))
    return _unit_once(_one_unit_bare(ticks, unit), unit)


def major_step(axis: AxisSpec | None, unit: Axis) -> float | None:
    """The axis's `major` step in axis numbers, where it gives one in its unit."""
    if axis is None or axis.major is None or not unit.fits(axis.major):
        return None
    size = unit.step(axis.major)
    return size if size > 0 else None


def on_major(axis: AxisSpec, unit: Axis, at: float) -> bool:
    """Whether a tick at `at` is a longer one: at a multiple of `major`, counted from zero."""
    size = major_step(axis, unit)
    return size is not None and abs(at / size - round(at / size)) < 1e-6


def on_step(axis: AxisSpec, unit: Axis, at: float) -> bool:
    """Whether a tick at `at` carries its figure by the step `labels` gives
    (`labels: 30 min`: at 0, 30, 60 ..., counted from zero)."""
    if not isinstance(axis.labels, Quantity) or not unit.fits(axis.labels):
        return False
    size = unit.step(axis.labels)
    return size > 0 and abs(at / size - round(at / size)) < 1e-6


def _one_unit_bare(ticks: list[Tick], unit: Axis) -> list[Tick]:
    """Figures whose unit changes along the axis (`1 KB`, `32 KB`, `1 MB` on a
    log axis) each carry it; where one unit holds every figure, all but the
    last are bare (`1 2 4 ... 256 batches`), as on every other axis."""
    figures = [i for i, t in enumerate(ticks) if t.text is not None and t.name is None]
    if not unit.log or len({unit.tick_unit(ticks[i].at) for i in figures}) != 1:
        return ticks
    return [replace(t, text=unit.bare(t.at)) if i in figures[:-1] else t for i, t in enumerate(ticks)]


def _unit_once(ticks: list[Tick], unit: Axis) -> list[Tick]:
    """The unit rides on the last figure drawn (`80 GB`), so a bare or named
    last tick passes it to the figure before it."""
    figures = [i for i, t in enumerate(ticks) if t.text is not None and t.name is None]
    if not figures or figures[-1] == len(ticks) - 1:
        return ticks
    last = figures[-1]
    return [Tick(t.at, figure(unit, t.at, True), t.name, t.written, t.colour, t.major) if i == last else t for i, t in enumerate(ticks)]


def figure(unit: Axis, at: float, last: bool) -> str:
    """A tick's figure: `6` on a time axis in hours (`24 h` the last), `40`
    (`80 GB` the last) on any other."""
    if unit.time:
        text = unit.text(at)
        return text if last else text.split(" ")[0]
    return unit.tick(at, last)


def start_of(axis: AxisSpec | None, unit: Axis) -> float:
    """Where an axis starts, in axis numbers: its `from` (before zero), else 0
    (a `from` past zero is refused by `check`, and drawn from 0)."""
    return min(0.0, unit.value(axis.from_)[0]) if axis is not None and axis.from_ is not None and unit.fits(axis.from_) else 0.0


def end_of(axis: AxisSpec | None, unit: Axis) -> float | None:
    """Where an axis ends by its `to`, in axis numbers, if it gives one."""
    return unit.value(axis.to)[0] if axis is not None and axis.to is not None and unit.fits(axis.to) else None


def time_step(spec) -> tuple[float, str | None]:
    """A timeline's or staircase's ruling: the step in seconds of its `ticks`,
    or of `axis: {ticks}` when that is a step, and the step as written with
    its unit (`5 min`); (0, None) where neither rules it."""
    given = spec.ticks if spec.ticks is not None else spec.axis.ticks if stepped(spec.axis) else None
    if given is None:
        return 0.0, None
    seconds = given.seconds(spec.unit)[0] if hasattr(given, "seconds") else Axis(spec.unit).value(given)[0]
    return seconds, Axis(spec.unit).written(given)
