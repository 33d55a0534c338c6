"""One axis for every mark with a scale: its title, its unit, and its ticks at a
step or at chosen values, some named (`{at: 12 h, label: noon}`), some
unlabelled. A mark's spec reuses `AxisSpec` (a curve's `x` and `y`); the
drawing (`layout/draw/axis.py`) and the alt text (`describe/lexicon/axis.py`)
read the same resolved ticks (`resolve`), so what is drawn is what is said.

Positions are axis numbers, as `marks/units.py` makes them: seconds on a
time axis, the plain number on any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.units import Axis
from blueprint.model import SpecModel, Text
from blueprint.values import Quantity, QuantityField, UnitField, too_many_ticks

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics, Location


class TickSpec(SpecModel):
    """A tick at a chosen place, with a name of its own (`noon`, `2 p.m.`) or none."""

    at: QuantityField = Field(description="where the tick stands on the axis (`12 h`, `85%`, `40 GB`)")
    label: Text | None = Field(None, description="the tick's name, drawn instead of its figure and used by the alt text (`noon`, `limit`)")


class AxisSpec(SpecModel):
    """An axis as a reader reads it: what it measures, in what, and where it is ruled."""

    title: Text | None = Field(None, description="what the axis measures, drawn beside it and said in the alt text (`GPU memory`)")
    unit: UnitField | None = Field(None, description="the axis's unit, shown with its figures and said in words: any word (`GB`, `ms`, `%`, `req/s`-like words as `rps`, `$` as `USD`, `epochs`); an x axis takes the mark's `unit`")
    ticks: QuantityField | list[QuantityField | TickSpec] | None = Field(
        None, description="a tick every step (`6 h`, `20`), or ticks at chosen values (`[0, 50%, 85%, 100%]`), each a value or `{at, label}` with a name"
    )
    labels: Literal["all", "ends", "named"] = Field(
        "all", description="which ticks carry their figure: `all`, `ends` (the first and last only) or `named` (only ticks given a `label`)"
    )


class PlainAxis(Axis):
    """A value axis with no unit: its figures are plain numbers."""

    def fits(self, quantity: "Quantity") -> bool:
        return quantity.unit is None

    def with_unit(self, number: str, count: float) -> str:
        return number

    def name(self) -> str:
        return "plain numbers"

    def takes(self) -> str:
        return messages.AXIS_TAKES_PLAIN


def value_axis(axis: AxisSpec) -> Axis:
    """The unit of a value (y) axis: its `unit`, or plain numbers."""
    return Axis(axis.unit) if axis.unit else PlainAxis("")


@dataclass(frozen=True)
class Tick:
    """A resolved tick: its place in axis numbers, the text drawn under it
    (None: a tick with no figure), and its name if the writer gave one."""

    at: float
    text: str | None
    name: str | None = None


def stepped(axis: AxisSpec | None) -> bool:
    return axis is not None and isinstance(axis.ticks, Quantity)


def chosen(axis: AxisSpec | None) -> list[Quantity | TickSpec]:
    """The ticks written as a list (none for a step or no ticks)."""
    return list(axis.ticks) if axis is not None and isinstance(axis.ticks, list) else []


def place_of(tick: Quantity | TickSpec) -> Quantity:
    return tick.at if isinstance(tick, TickSpec) else tick


def resolve(axis: AxisSpec, unit: Axis, end: float, step: Quantity | None = None) -> list[Tick]:
    """Every tick of an axis from 0 to `end`, with the text under each: the
    last figure carries the unit (`0 20 40 60 80 GB`), a name replaces its
    figure, and `labels` leaves some ticks bare. `step` stands for a mark's
    own `ticks` key when the axis gives none."""
    given = axis.ticks if axis.ticks is not None else step
    if isinstance(given, Quantity):
        size = unit.value(given)[0]
        count = int(end // size + 1e-9) if size > 0 else -1
        places: list[tuple[float, str | None]] = [(index * size, None) for index in range(count + 1)]
    else:
        places = sorted((unit.value(place_of(t))[0], t.label if isinstance(t, TickSpec) else None) for t in given or [])
    ticks = []
    for index, (at, name) in enumerate(places):
        last = index == len(places) - 1
        shown = axis.labels == "all" or (axis.labels == "ends" and index in (0, len(places) - 1)) or name is not None
        text = name if name is not None else figure(unit, at, last) if shown else None
        ticks.append(Tick(at, text, name))
    return _unit_once(ticks, unit)


def _unit_once(ticks: list[Tick], unit: Axis) -> list[Tick]:
    """The unit rides on the last figure drawn (`80 GB`), so a bare or named
    last tick passes it to the figure before it."""
    figures = [i for i, t in enumerate(ticks) if t.text is not None and t.name is None]
    if not figures or figures[-1] == len(ticks) - 1:
        return ticks
    last = figures[-1]
    return [Tick(t.at, figure(unit, t.at, True), t.name) if i == last else t for i, t in enumerate(ticks)]


def figure(unit: Axis, at: float, last: bool) -> str:
    """A tick's figure: `6` on a time axis in hours (`24 h` the last), `40`
    (`80 GB` the last) on any other."""
    if unit.time:
        text = unit.text(at)
        return text if last else text.split(" ")[0]
    return unit.tick(at, last)


def check(axis: AxisSpec, unit: Axis, end: float, where: "Callable[..., Location]", diagnostics: "Diagnostics", exact_end: bool = True) -> bool:
    """Every tick is written in the axis's unit and stands on the axis (0 to
    `end`; past `end` only where the axis may grow to hold it, `exact_end`
    False); a step makes no more than MAX_TICKS ticks; `labels: named` names
    some tick. Each a located error at its key; True if all hold."""
    fine = True
    if isinstance(axis.ticks, Quantity):
        if not unit.check(axis.ticks, where("ticks"), diagnostics):
            return False
        size = unit.value(axis.ticks)[0]
        if size <= 0:
            diagnostics.error(where("ticks"), messages.AXIS_TICK_STEP_EMPTY.format(found=axis.ticks.written))
            return False
        if too_many_ticks(end, size):
            unit.check_ticks(axis.ticks, end, where("ticks"), diagnostics)
            return False
    for index, tick in enumerate(chosen(axis)):
        key = ("ticks", index, "at") if isinstance(tick, TickSpec) else ("ticks", index)
        place = place_of(tick)
        if not unit.check(place, where(*key), diagnostics):
            fine = False
            continue
        if place.is_range:
            diagnostics.error(where(*key), messages.AXIS_NO_RANGE.format(what="a tick", found=place.written))
            fine = False
        elif exact_end and unit.value(place)[0] > end * (1 + 1e-9):
            diagnostics.error(where(*key), messages.AXIS_TICK_OUTSIDE.format(at=place.written, low=unit.text(0), high=unit.text(end)))
            fine = False
    places = [unit.value(place_of(t))[0] for t in chosen(axis) if unit.fits(place_of(t))]
    if len(set(places)) < len(places):
        diagnostics.error(where("ticks"), messages.AXIS_TICK_TWICE)
        fine = False
    if axis.labels == "named" and not any(isinstance(t, TickSpec) and t.label for t in chosen(axis)):
        diagnostics.error(where("labels"), messages.AXIS_NOTHING_NAMED)
        fine = False
    return fine


if TYPE_CHECKING:
    from collections.abc import Callable
