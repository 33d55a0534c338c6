"""Anchors at positions on a mark's scale (`marks/positions.py`) as facts: the
position an anchor name stands for (`day.at-90s` -> ninety seconds on the
timeline), so an annotation over it is said by its value, not by its mark alone."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from blueprint.describe.say.facts import Time
from blueprint.describe.say.times import UNIT_NOUNS, drawn_unit, time_words, _whole_unit
from blueprint.describe.say.words import Words
from blueprint.marks.curve.anchors import CROSSING, anchor_point, value_place, value_written
from blueprint.marks.curve.data import plot_of, usable
from blueprint.marks.curve.spec import CurveSpec
from blueprint.marks.positions import position_name
from blueprint.marks.units import time_key
from blueprint.values import SECONDS, Quantity, parse_quantity, parse_signed_quantity

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.positions import Scale

Position = Time | str  # a time, or a value on another axis as written (`500 steps`)


def position_of(name: str, ctx: "DescribeContext", *, points: bool = False) -> tuple[tuple, Position] | None:
    """(the key of the mark whose scale it is on, the position) for a position
    anchor (`week.at-120h`, `day.cold.at-90s`), or None for any other name.
    A curve's `at-` names a point of a series, said as that point (the
    curve's end), unless `points`: a run along the axis between two of them."""
    mark = getattr(ctx.ident(name.split(".")[0]), "node", None)
    if mark is None or "." not in name or not hasattr(mark, "kind"):
        return None
    if mark.kind.point_anchor(mark, name.split(".", 1)[1]) and mark.kind.name == "curve" and not points:
        return None
    scale = mark.kind.scale(mark)
    last = position_name(name)
    if scale is not None and points and mark.kind.name == "curve":  # a crossing along the axis: at its place, where that is a round one
        crossing = crossing_place(mark, name.split(".", 1)[1])
        if crossing is not None:
            return mark.path, position_value(scale, parse_quantity(crossing))
    if scale is None or not mark.kind.has_anchor(mark, name.split(".", 1)[1]) or scale.position(last) is None:
        return None
    return mark.path, position_value(scale, parse_signed_quantity(last[len("at-"):]))  # before zero too (`at--0.5h`)


def value_position_of(name: str, ctx: "DescribeContext") -> tuple[tuple, Position] | None:
    """(the curve's key, the value as written, `15 tb`) for a value anchor on
    its value axis (`store.value-15tb`), or None for any other name."""
    mark = getattr(ctx.ident(name.split(".")[0]), "node", None)
    if mark is None or "." not in name or getattr(getattr(mark, "kind", None), "name", None) != "curve":
        return None
    spec = mark.spec_as(CurveSpec)
    own = name.split(".", 1)[1]
    if not usable(spec) or value_place(spec, plot_of(spec), own) is None:
        return None
    return mark.path, value_written(spec, own)  # `15 tb`


def crossing_place(mark: Any, name: str) -> str | None:
    """Where a curve's crossing (`cap.crossing-1`) stands on its axis, as written
    (`8 min`), when that is a round place (a two-hundredth of the axis); else None."""
    spec = mark.spec_as(CurveSpec)
    if not usable(spec) or not CROSSING.match(position_name(name)):
        return None
    plot = plot_of(spec)
    found = anchor_point(plot, name)
    if found is None or found[1].at is None:
        return None
    per = plot.axis.per_unit()
    place = round_place(found[1].at / per, plot.end / per)
    return plot.axis.text(place * per) if place is not None else None


def round_place(value: float, span: float) -> float | None:
    """A place read off an axis `span` long (both in the axis's unit) as a
    reader reads it: to the figures the axis's length gives (8 on an axis of
    60, 8.5 on one of 6), where it stands that near; None where it falls
    between (drawn there, but no round figure to say)."""
    if span <= 0:
        return None
    decimals = max(0, 2 - math.floor(math.log10(span)))
    rounded = round(value, decimals)
    return rounded if abs(value - rounded) <= span / 1000 else None


def position_value(scale: "Scale", quantity: Quantity) -> Position:
    """A written position on a scale as a fact: a time in the axis's own unit
    (`90s` on an axis of minutes is one and a half minutes), else as written."""
    time = scale.axis.time
    if time is not None:
        written = time_key(quantity.unit) or time
        at = quantity.low * SECONDS[written] / SECONDS[time]
        most = _read_in(scale, time)
        if scale.start < 0:  # an axis counted back from an event: said from it ("half an hour before zero"), as its lanes are
            origin = Fraction(scale.start).limit_denominator(10**6) / SECONDS[time]
            return Time(Fraction(at).limit_denominator(10**6) - origin, time, origin, most=most)
        return Time(at, time, most=most)
    return scale.axis.written(quantity)


def position_words(words: Words, positions: tuple[Position, ...]) -> str:
    """ "at ninety seconds", "from zero to one hundred and twenty hours",
    "from 0 to 500 steps" (spoken)."""
    if len(positions) == 1 or len(set(positions)) == 1:
        only = positions[0]
        return "at " + (time_words(words, only) if isinstance(only, Time) else words.spoken(only))
    low, high = positions[0], positions[-1]
    if isinstance(low, Time) and isinstance(high, Time):
        if _whole_unit(low)[1] == _whole_unit(high)[1] or low.value == 0:
            return f"from {time_words(words, low, unit=False)} to {time_words(words, high)}"
        if low.unit == high.unit and low.value.denominator == high.value.denominator == 1:  # one unit for both: "from sixty to ninety seconds"
            return f"from {words.number(int(low.value))} to {time_words(words, high)}".replace(time_words(words, high), f"{words.number(int(high.value))} {words.plural(UNIT_NOUNS.get(high.unit, high.unit))}")
        return f"from {time_words(words, low)} to {time_words(words, high)}"
    said = [time_words(words, p) if isinstance(p, Time) else words.spoken(p) for p in (low, high)]
    if isinstance(low, str) and isinstance(high, str) and low.partition(" ")[2] and low.partition(" ")[2] == high.partition(" ")[2]:
        return f"from {words.spoken(low.partition(' ')[0])} to {said[1]}"  # the unit said once: "from zero to three slots"
    return f"from {said[0]} to {said[1]}"


def _read_in(scale: "Scale", time: str) -> str | None:
    """The unit a ruled time scale is read in (`say/times.drawn_unit`): the
    one its figures are written in; None where it is not ruled."""
    if scale.step <= 0:
        return None
    per = SECONDS[time]
    length = Time(Fraction(scale.end - scale.start).limit_denominator(10**6) / per, time)
    return drawn_unit(time, length, Time(Fraction(scale.step).limit_denominator(10**6) / per, time), True)
