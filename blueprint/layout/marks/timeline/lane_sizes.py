"""A timeline's sizes at one scale (`LaneSizes`), and what its lanes' names
take of them: how far a name reaches over and under its lane, and the least
scale at which neighbouring names stand apart (`names_apart`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.marks.timeline.spec import TimelineSpec
from blueprint.rules.policy import CLEARANCE

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext


@dataclass(frozen=True)
class LaneSizes:
    """A lane's height, the space after it, a checkpoint icon's height (0 when
    the timeline has none) and the gap around that icon; the type of the
    lanes' names and the gap over the axis (closer past the lanes' least
    share, `_least_factor`)."""

    lane: float
    spacing: float
    icon: float
    gap: float = 8.0
    names: str = "label"
    axis_gap: float = 16.0


def names_hang(spec: TimelineSpec, ctx: "LayoutContext", sizes: LaneSizes) -> tuple[float, float]:
    """How far the first lane's name reaches over it and the last lane's
    under it, where lanes are thinner than a name (its capitals centred on
    the lane, `draw_lane`): room the timeline takes in its frame, as it is
    drawn, so its least height is the least it draws."""
    if not spec.lanes:
        return 0.0, 0.0
    over, under = name_reach(spec.lanes[0].label, sizes.names, ctx)[0], name_reach(spec.lanes[-1].label, sizes.names, ctx)[1]
    return max(0.0, over - sizes.lane / 2), max(0.0, under - sizes.lane / 2)


def name_reach(label: str | None, size: str, ctx: "LayoutContext") -> tuple[float, float]:
    """How far a lane's name reaches over and under its lane's middle (its
    capitals centred there, `draw_lane`; two lines: the pair centred)."""
    if not label:
        return 0.0, 0.0
    points = ctx.theme.type.size(size)
    line = ctx.text_height(size, label)
    if line > ctx.text_height(size):
        return line / 2, line / 2
    ascent, descent, cap = ctx.font.ascent(points), ctx.font.descent(points), ctx.font.cap(points)
    return ascent - cap / 2, cap / 2 + descent


def names_apart(spec: TimelineSpec, ctx: "LayoutContext", least: float, sizes_at: Callable[[float], LaneSizes]) -> float:
    """The least factor (from `least`) at which every two neighbouring lanes'
    names stand apart: the pitch between their middles (a lane set apart one
    gap more) holds what the first reaches under and the next over. The
    timeline's least height counts its names as it counts its words inside
    (faithful14: two named lanes just over the least drew their names one on
    the other, and lint refused the name, not the `height` that caused it)."""
    pairs = [(spec.lanes[i], spec.lanes[i + 1]) for i in range(len(spec.lanes) - 1) if spec.lanes[i].label and spec.lanes[i + 1].label]
    if not pairs:
        return least

    def apart(factor: float) -> bool:
        sizes = sizes_at(factor)
        pitch = sizes.lane + sizes.spacing
        return all(pitch + (sizes.spacing if second.set_apart else 0.0) >= name_reach(first.label, sizes.names, ctx)[1] + name_reach(second.label, sizes.names, ctx)[0] + CLEARANCE for first, second in pairs)

    if apart(least):
        return least
    if not apart(1.0):
        return 1.0  # names taller than the preferred pitch: lint says which meet
    low, high = least, 1.0
    for _ in range(20):
        middle = (low + high) / 2
        low, high = (low, middle) if apart(middle) else (middle, high)
    return high
