"""What a staircase states (facts, no English).

The facts: treads descending (or climbing) to a floor over the staircase's
whole length, those the values set apart (far longer than the rest, the
longest, the shortest: `say/compare.py`), uncertain ends dashed, the step that
falls to the floor and how deep each riser drops; lanes below on the same span,
each bar sized against the span. The realiser's stairs form says them
(blueprint/describe/realise/stairs.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.axis import time_axis
from blueprint.marks.axis import major_step, time_step
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.compare import far_shorter, longer_than_together, ranked
from blueprint.describe.say.facts import Look, Statement, Thing, ValueScale, told_look
from blueprint.marks.staircase import StaircaseSpec, StepSpec, falling_step, lane_extent, span_seconds, tread_heights, tread_times, valued, value_top, value_unit
from blueprint.marks.timeline import StretchSpec
from blueprint.marks.units import Axis

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode
    from blueprint.scene import SpecPath


class StaircaseDescriber(MarkDescriber):
    """A staircase's facts: the staircase with its treads, and its lanes."""

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """Treads descending to a floor over the staircase's whole length, those
        the values set apart (far longer than the rest, the longest, the
        shortest: `say/compare.py`), uncertain ends dashed; lanes below on the
        same span, each bar sized against the span."""
        spec = node.spec_as(StaircaseSpec)
        treads = tread_times(spec)
        lengths = [end - start for start, _, end in treads]
        qualities = ranked(lengths)
        shortest = [low - start for start, low, _ in treads]  # a range counts at its short end for the tread set apart, at its long end for the others
        qualities.update({i: "longer-than-together" for i, quality in qualities.items() if quality == "far-longer" and longer_than_together(shortest, i, lengths)})
        rises = self._rises(spec)
        fall = falling_step(spec)
        noun = "block" if spec.treads == "block" else "tread"  # solid blocks are said as what they are drawn as
        parts = tuple(
            Thing(noun, node.path + ("steps", index), look=Look(step.fill, step.outline) if (step.fill, step.outline) != ("grey", "solid") else None, label=step.label, means=step.means,
                  amount=Axis(spec.unit).written(step.duration), quality=qualities.get(index), unsure_from=self._unsure(step, spec.unit),
                  rise=rises[index], place="on-floor" if index == fall else None, height=self._height(step, spec))
            for index, step in enumerate(spec.steps)
        )
        # Climbing, the line drawn under the treads is a base line it starts from (its label stands at the top tread's level, what it reaches).
        floor = Thing("floor", node.path + ("floor",), label=spec.floor) if spec.direction == "down" else Thing("base line", node.path + ("floor",), label=spec.floor, place="under")
        if spec.landing and spec.direction == "up":  # climbing to a landing past the last tread: what it arrives at
            floor = Thing("landing", node.path + ("landing",), label=spec.landing, place="past-end")
        sure = all(low == high for _, low, high in treads)
        drawn = spec.axis is not None or bool(spec.ticks and spec.ticks.seconds(spec.unit)[0] > 0) or bool(spec.same_scale)  # an axis of its own (as the drawer rules one) or the one it shares
        total = Axis(spec.unit).text(treads[-1][2]) if treads and sure and drawn else None  # a range's total is no length to state; with no axis, none is seen
        ruled = Axis(spec.unit).written(spec.ticks) if spec.ticks else time_step(spec)[1]
        if not drawn or (spec.ticks and spec.ticks.seconds(spec.unit)[0] >= span_seconds(spec)):
            ruled = None  # no axis, or one ruled only at its two ends: no ruling to tell
        motion = "climbing" if spec.direction == "up" else "descending"
        stairs = Thing("staircase", node.path, parts=parts, part_noun=noun, motion=motion, ends_at=floor, alt=spec.alt, amount=total, ruled=ruled,
                       axis=time_axis(spec.axis, spec.unit, span_seconds(spec)), values=self._values(spec))
        things = [stairs]
        if spec.lanes and not spec.alt:
            bars = tuple(self._lane_fact(lane, spec, node.path + ("lanes", index)) for index, lane in enumerate(spec.lanes))
            things.append(Thing("lane", node.path + ("lanes",), count=len(spec.lanes), parts=bars, place="below-on-span", form="companions", within=stairs))
        return Statement(tuple(things))

    @staticmethod
    def _height(step: StepSpec, spec: StaircaseSpec) -> str | None:
        """A tread's value as written, with the value axis's unit (`120 GB`)."""
        if step.value is None:
            return None
        unit = value_unit(spec)
        return unit.written(step.value) if unit.unit else step.value.written

    @staticmethod
    def _values(spec: StaircaseSpec) -> ValueScale | None:
        """The value axis a staircase by values is drawn on (`y`), if drawn."""
        if not valued(spec) or spec.y is None:
            return None
        unit = value_unit(spec)
        return ValueScale(spec.y.title, unit.unit or None, value_top(spec), major_step(spec.y, unit), spec.y.arrow)

    @staticmethod
    def _rises(spec: StaircaseSpec) -> list[int]:
        """The levels of the riser each step draws: its `rise`; the fall's depth
        for the step that falls to the floor and, descending, for the step
        before it (the step after its tread is the fall)."""
        rises = [step.rise for step in spec.steps]
        fall = falling_step(spec)
        if fall:
            depth = tread_heights(spec)[fall - 1]
            rises[fall] = depth
            if spec.direction == "down":
                rises[fall - 1] = depth
        return rises

    @staticmethod
    def _unsure(step: StepSpec, unit: str) -> str | None:
        """Where a range's uncertain part begins (`3 min` of `3-4 min`), if it is one."""
        low, high = step.duration.seconds(unit)
        return Axis(unit).text(low) if high > low else None

    @staticmethod
    def _lane_fact(lane: StretchSpec, spec: StaircaseSpec, key: "SpecPath") -> Thing:
        start, _, high = lane_extent(lane, spec.unit)
        length, stairs = high - start, tread_times(spec)[-1][2] if spec.steps else 0.0
        size = "far-shorter" if far_shorter(length, stairs) else "long" if length > 0.6 * span_seconds(spec) else None
        amount = Axis(spec.unit).written(lane.duration) if lane.duration else Axis(spec.unit).text(length)
        return Thing("bar", key, look=told_look(lane.look), label=lane.label, quality=size, amount=amount, means=lane.means)
