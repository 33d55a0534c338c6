"""The checks of an axis (`marks/axis.py`), kept apart from its model and its
ticks: each place given on an axis is refused at its key where it falls off
the axis, with advice that names a key the owning mark takes (`Longer`);
colours, label steps and `major` are checked against the ticks they rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks.axis import AxisSpec, TickSpec, chosen, on_step, place_of, resolve, start_of, time_step
from blueprint.marks.units import Axis, figure, same_unit, time_key
from blueprint.values import Quantity, too_many_ticks

if TYPE_CHECKING:
    from collections.abc import Callable

    from blueprint.diagnostics import Diagnostics, Location
    from blueprint.scene import SpecPath


@dataclass(frozen=True)
class Longer:
    """What makes an axis longer, said by the mark that owns it, so the
    advice names a key that node takes (issue 27, item 3): `axis`, the
    axis's own spec path (where a tick is left out); `key`, the full spec
    path of the key that moves its end (a curve's `span`, a chart's `top`,
    the axis's own `to`), None where no key does; `written`, how the
    advice says it (the key as the writer types it, `{at}` the tick's
    place; or what lengthens an axis no key moves)."""

    axis: "SpecPath"
    key: "SpecPath | None"
    written: str

    @staticmethod
    def of(node_path: "SpecPath", axis_key: str, axis: AxisSpec, own: str | None, none: str = "") -> "Longer":
        """An axis's end moves by its own `to` where it gives one, else by its
        owner's key (`own`: `span`, `top`), else by no key (`none`: what the
        writer does instead, as the owner says it)."""
        here = node_path + (axis_key,)
        if axis.to is not None:
            return Longer(here, here + ("to",), f"`{axis_key}: {{{{to: {{at}}}}}}`")
        if own is None:
            return Longer(here, None, none)
        return Longer(here, node_path + (own,), f"`{own}: {{at}}`")


def _outside(place: Quantity, index: int, past_end: bool, low: str, high: str, longer: Longer) -> tuple[str, tuple]:
    """The message for a tick off its axis, and the fix it suggests: past
    the end, the owner's key set to the tick's place; else (before the
    start, or where no key lengthens the axis) the tick left out."""
    if past_end and longer.key is not None:
        advice = messages.AXIS_LONGER.format(key=longer.written.format(at=place.written))
        value: float | str = place.written
        try:
            value = float(place.written)  # a plain number is written as one (`top: 15`)
        except ValueError:
            pass
        return messages.AXIS_TICK_OUTSIDE.format(at=place.written, low=low, high=high, advice=advice), (longer.key, value)
    advice = longer.written if past_end and longer.written else messages.AXIS_LEAVE_OUT
    return messages.AXIS_TICK_OUTSIDE.format(at=place.written, low=low, high=high, advice=advice), (longer.axis + ("ticks", index), None)


def check(axis: AxisSpec, unit: Axis, end: float, where: "Callable[..., Location]", diagnostics: "Diagnostics", longer: Longer, exact_end: bool = True, step: float | None = None) -> bool:
    """Every tick is written in the axis's unit and stands on the axis (its
    start, 0 or `from`, to `end`; past `end` only where the axis may grow to
    hold it, `exact_end` False); `from` stands before zero; a step makes no
    more than MAX_TICKS ticks; `labels: named` names some tick. Each a
    located error at its key; True if all hold. A tick off the axis is
    told what the owner's `longer` key would do (`Longer`)."""
    fine = True
    if axis.scale == "log" and not unit.log:  # only a curve's `x` and `y` are drawn on a log scale
        diagnostics.error(where("scale"), messages.AXIS_LOG_ONLY_CURVE)
        return False
    if axis.from_ is not None:
        if not unit.check(axis.from_, where("from"), diagnostics):
            return False
        if unit.value(axis.from_)[0] >= 0 and not unit.log:  # a log axis starts at its `from`: its origin
            diagnostics.error(where("from"), messages.AXIS_FROM_PAST_ZERO.format(found=messages.shown(axis.from_.written)))
            return False
    start = start_of(axis, unit)
    if axis.to is not None:
        if not unit.check(axis.to, where("to"), diagnostics):
            return False
        if axis.to.is_range or unit.value(axis.to)[0] <= start:
            diagnostics.error(where("to"), messages.AXIS_TO_BEFORE_START.format(found=messages.shown(axis.to.written), start=unit.text(start)))
            return False
    if isinstance(axis.ticks, Quantity):
        if not unit.check(axis.ticks, where("ticks"), diagnostics):
            return False
        size = unit.step(axis.ticks)
        if size <= 0:
            diagnostics.error(where("ticks"), messages.AXIS_TICK_STEP_EMPTY.format(found=axis.ticks.written))
            return False
        if too_many_ticks(end - start, size):
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
        elif (exact_end and unit.value(place)[0] > end * (1 + 1e-9)) or unit.value(place)[0] < start - 1e-9:
            message, fix = _outside(place, index, unit.value(place)[0] > end, unit.text(start), unit.text(end), longer)
            diagnostics.error(where(*key), message, fix=fix)
            fine = False
    places = [unit.value(place_of(t))[0] for t in chosen(axis) if unit.fits(place_of(t))]
    if len(set(places)) < len(places):
        diagnostics.error(where("ticks"), messages.AXIS_TICK_TWICE)
        fine = False
    if axis.labels == "named" and not any(isinstance(t, TickSpec) and t.label for t in chosen(axis)):
        diagnostics.error(where("labels"), messages.AXIS_NOTHING_NAMED)
        fine = False
    if isinstance(axis.labels, Quantity):
        fine = _check_label_step(axis, axis.labels, unit, start, end, where, diagnostics) and fine
    if axis.major is not None:
        fine = _check_major(axis, axis.major, unit, start, end, step, where, diagnostics) and fine
    return _check_colours(axis, unit, start, end, where, diagnostics) and fine


def _check_colours(axis: AxisSpec, unit: Axis, start: float, end: float, where: "Callable[..., Location]", diagnostics: "Diagnostics") -> bool:
    """A tick given a `colour` draws words for it to colour (a name, or its
    figure where `labels` shows one)."""
    tinted = [i for i, t in enumerate(chosen(axis)) if isinstance(t, TickSpec) and t.colour is not None]
    if not tinted:
        return True
    drawn = {t.written for t in resolve(axis, unit, end, start=start) if t.text is not None}
    bare = [i for i in tinted if i not in drawn]
    for index in bare:
        labels = axis.labels if isinstance(axis.labels, str) else getattr(axis.labels, "written", axis.labels)
        diagnostics.error(where("ticks", index, "colour"), messages.AXIS_TICK_COLOUR_BARE.format(labels=labels))
    return not bare


def _check_label_step(axis: AxisSpec, step: Quantity, unit: Axis, start: float, end: float, where: "Callable[..., Location]", diagnostics: "Diagnostics") -> bool:
    """`labels` as a step: in the axis's unit, one value longer than zero, and
    falling on a tick (else no figure would be drawn)."""
    if not unit.check(step, where("labels"), diagnostics):
        return False
    if step.is_range or unit.step(step) <= 0:
        diagnostics.error(where("labels"), messages.AXIS_LABELS_STEP_EMPTY.format(found=messages.shown(step.written)))
        return False
    if axis.ticks is not None and not any(on_step(axis, unit, t.at) for t in resolve(axis, unit, end, start=start)):
        diagnostics.error(where("labels"), messages.AXIS_LABELS_STEP_MISSES.format(found=messages.shown(step.written)))
        return False
    return True


def _check_major(axis: AxisSpec, major: Quantity, unit: Axis, start: float, end: float, step: float | None, where: "Callable[..., Location]", diagnostics: "Diagnostics") -> bool:
    """`major`: in the axis's unit, longer than zero, a whole multiple of the
    ticks' step (`ticks: 1 h, major: 6 h`), and standing on some tick (else
    no tick would be drawn longer)."""
    if not unit.check(major, where("major"), diagnostics):
        return False
    size = unit.step(major)
    if major.is_range or size <= 0:
        diagnostics.error(where("major"), messages.AXIS_MAJOR_EMPTY.format(found=messages.shown(major.written)))
        return False
    ruling = unit.step(axis.ticks) if isinstance(axis.ticks, Quantity) else step
    if ruling is not None and ruling > 0:
        times = size / ruling
        if abs(times - round(times)) > 1e-6 or round(times) < 2:
            written = axis.ticks.written if isinstance(axis.ticks, Quantity) else unit.text(ruling)
            multiple = ruling * max(2, round(times))
            example = figure(10**multiple) if unit.log else unit.text(multiple)  # a log axis's steps are factors (`16`)
            diagnostics.error(where("major"), messages.AXIS_MAJOR_NOT_MULTIPLE.format(found=messages.shown(major.written), step=written, example=example))
            return False
    ticks = resolve(axis, unit, end, step, start) if axis.ticks is not None or step else []
    past_zero = [t for t in ticks if t.at != 0]  # zero is a multiple of every step
    longer = sum(t.major for t in past_zero)
    if not longer or longer == len(past_zero):  # none longer but zero, or all: no tick stands out
        diagnostics.error(where("major"), (messages.AXIS_MAJOR_EVERY if longer else messages.AXIS_MAJOR_MISSES).format(found=messages.shown(major.written)))
        return False
    return True


if TYPE_CHECKING:
    from collections.abc import Callable


def check_time_axis(spec, mark: str, end: float, where: "Callable[..., Location]", key_at: "Callable[..., Location]", diagnostics: "Diagnostics", path: "SpecPath", own: str | None = "span") -> None:
    """A timeline's or staircase's `axis` (its `unit`, `ticks`, `axis`): the
    unit given once, the ticks given once, each on the axis (0 to `end`
    seconds), made longer by its `own` key (a timeline's `span`; a
    staircase has none: its axis ends where its steps do)."""
    axis: AxisSpec | None = spec.axis
    if axis is None:
        return
    if axis.unit is not None and not same_unit(axis.unit, spec.unit) and time_key(axis.unit) != time_key(spec.unit):
        diagnostics.error(key_at("axis", "unit"), messages.AXIS_UNIT_TWICE.format(mark=mark, unit=spec.unit, key="axis", found=axis.unit))
    if axis.ticks is not None and spec.ticks is not None:
        diagnostics.error(key_at("axis", "ticks"), messages.AXIS_TICKS_TWICE.format(key="axis"))
    check(axis, Axis(spec.unit), end, lambda *key: where("axis", *key), diagnostics, Longer.of(path, "axis", axis, own), step=time_step(spec)[0] or None)
