"""Time drawn to scale: a time scale, a range drawn with its uncertain part, a
ruled time axis. Shared by the marks that draw time (timeline, staircase).
A time's text (`unit_text`) and the limit on a ruled axis's ticks, which the
marks' checks need too, are in `blueprint.values`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.scene import Box, Element, Line, Paint, Rect, SpecPath
from blueprint.values import tick_steps, unit_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from blueprint.layout.draw.context import LayoutContext


@dataclass(frozen=True)
class TimeScale:
    """Seconds on the axis to pixels: `seconds` long from `start` (0, or
    before zero on an axis counted back from an event, `axis: {from}`)."""

    left: float
    width: float
    seconds: float
    start: float = 0.0

    def x(self, at: float) -> float:
        return self.left + self.width * (at - self.start) / self.seconds

    def length(self, seconds: float) -> float:
        return self.width * seconds / self.seconds

    @property
    def right(self) -> float:
        return self.left + self.width


def own_scales(ident: str | None, path: tuple, scale: "TimeScale") -> dict[str, "TimeScale"]:
    """The scales a mark's layout records: by its id (what `same-scale` names)
    and by its path (`path_key`), so the relation check finds a mark's axis in
    the final scene whether it has an id or not."""
    return {**({ident: scale} if ident else {}), path_key(path): scale}


def path_key(path: tuple) -> str:
    """A scale's key for a mark by its place in the spec: `@` and the path (no id starts with `@`)."""
    return "@" + ".".join(map(str, path))


@dataclass(frozen=True)
class AxisRoom:
    """What a mark with a time axis wants round it: `lead` px of its frame left of
    the axis (a timeline's lane names), `tail` px right of where it ends (a
    staircase's floor label), and the `seconds` the axis spans."""

    lead: float
    tail: float
    seconds: float


@dataclass(frozen=True)
class AxisGroup:
    """A mark's place among the marks stacked on one shared scale: how far its
    frame steps in so its axis starts with theirs (the group's longest lead
    less its own), and each one's (seconds, tail), all of which must end
    within the frame."""

    shift: float
    ends: tuple[tuple[float, float], ...]


def shared(own: TimeScale, ctx: "LayoutContext", path: SpecPath, name: str | None, right: float) -> TimeScale:
    """A mark's own scale, or, with `same-scale`, the px per unit of the named
    mark's axis; stacked over it, from where that axis starts, so times line up.
    In a stacked group (`ctx.axis_groups`) the rate is the one at which every
    axis of the group, and what it hangs past its end, ends by `right`."""
    group = ctx.axis_groups.get(path)
    if group is not None:
        rate = min([own.width / own.seconds] + [(right - tail - own.left) / seconds for seconds, tail in group.ends if seconds > 0])
        own = TimeScale(own.left, max(rate, 0.0) * own.seconds, own.seconds, own.start)
    other = ctx.scales.get(name) if name else None
    if other is None:
        return own
    stacked = own.left - 0.5 <= other.left <= own.right  # that axis starts within this one's room: line them up
    return TimeScale(other.x(own.start) if stacked else own.left, own.seconds * other.width / other.seconds, own.seconds, own.start)


def range_bar(box: Box, certain: float, paint: Paint, minimum: float, role: str, owner: SpecPath) -> list[Element]:
    """A bar whose first `certain` px are sure and the rest uncertain: the sure part
    filled, the rest only outlined in dashes (a range like `9-34 min`)."""
    sure = max(minimum, min(certain, box.width))
    elements: list[Element] = [Rect(Box(box.x, box.y, sure, box.height), paint, role, owner, owner)]
    if box.width - sure >= 1:
        stroke = paint.stroke or paint.fill
        extension = Paint(fill=None, stroke=stroke, stroke_width="outline", line="dashed")
        rest = max(minimum, box.width - sure)  # a short uncertain stretch still shows, as a thin part does
        elements.append(Rect(Box(box.x + sure, box.y, rest, box.height), extension, "range", owner, owner))
    return elements


def ruled_axis(scale: TimeScale, y: float, step: float, unit: str, ctx: "LayoutContext", owner: SpecPath, figure: "Callable[[float, bool], str] | None" = None) -> list[Element]:
    """A thin line with a tick and a figure at every `step` seconds; the unit on the last.
    `figure(at, last)` writes a tick's text instead, for an axis in another unit
    (`250`, `1000 steps`)."""
    theme = ctx.theme.layout
    paint = Paint(stroke="line", stroke_width="thin")
    elements: list[Element] = [Line(scale.left, y, scale.right, y, paint, "scale", owner, owner)]
    indices = tick_steps(scale.start, scale.start + scale.seconds, step)
    count = indices[-1] if indices else 0
    for index in indices:
        x = scale.x(index * step)
        elements.append(Line(x, y, x, y + theme.scale_tick, paint, "scale", owner, owner))
        if figure is not None:
            text = figure(index * step, index == count)
        else:
            text = unit_text(index * step, unit)
            if index < count:
                text = text.split(" ")[0]
        elements.append(ctx.text(text, size="note", colour="ink", x=x, top=y + theme.scale_tick + theme.label_gap / 2, align="centre", role="label", owner=owner, source=owner))
    return elements
