"""An axis drawn from its resolved ticks (`marks/axis.py`), for every mark with
a scale: along the bottom (a thin line, a short tick and its figure or name
under each, the title under them) or up the left of a plot (the figures
right-aligned left of their ticks, the title over the axis's top, read
across, never turned). The room each takes is measured here too, so the
layout reserves it and no figure meets the plot or another figure."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import with_alternatives
from blueprint.layout.draw.timescale import TimeScale, ruled_axis
from blueprint.marks.axis import figure, resolve
from blueprint.marks.units import Axis
from blueprint.scene import Element, Line, Paint, Path, SpecPath, Text

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.axis import AxisSpec, Tick


MID_LETTERS = 0.3  # of the type size: the middle of the small letters over the baseline (the shipped face's x-height is 0.55 em)


def _paint() -> Paint:
    return Paint(stroke="line", stroke_width="thin")


def tick_length(tick: "Tick", ctx: "LayoutContext") -> float:
    """A tick's length: the house style's short tick, or twice it at the axis's `major` step."""
    theme = ctx.theme.layout
    return theme.scale_major_tick if tick.major else theme.scale_tick


def longest_tick(ticks: "Sequence[Tick]", ctx: "LayoutContext") -> float:
    """The longest of an axis's ticks, which its figures stand clear of."""
    return max((tick_length(t, ctx) for t in ticks), default=ctx.theme.layout.scale_tick)


def bottom_height(ctx: "LayoutContext", title: str | None, major: bool = False, arrow: bool = False) -> float:
    """What an axis along the bottom takes under its line: tick (the longer
    one where the axis has a `major` step), figures, title (and its arrow, on
    the title's line: a line of its own where there is no title)."""
    theme = ctx.theme.layout
    height = (theme.scale_major_tick if major else theme.scale_tick) + theme.label_gap / 2 + ctx.text_height("note")
    return height + (theme.label_gap / 2 + ctx.text_height("note") if title or arrow else 0.0)


def arrow_path(axis: "AxisSpec | None", key: SpecPath) -> SpecPath | None:
    """The key of an axis's arrow (`arrow: true`), which owns what it draws, or None without one."""
    return key + ("arrow",) if axis is not None and axis.arrow else None


def axis_arrow(x: float, y: float, up: bool, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
    """An axis's arrow, the way its values grow (STYLE.md: a thin line in the
    line colour, its head a filled triangle sized from its stroke): from
    (`x`, `y`) right along a level axis, or up beside an upright one."""
    theme = ctx.theme
    length, width = theme.layout.axis_arrow, theme.strokes.thin
    head = max(theme.layout.minimum_arrow, theme.layout.arrow_length * width)
    half = head * theme.layout.arrow_width / 2
    if up:
        tip, base = (x, y - length), (x, y - length + head)
        corners = ((base[0] - half, base[1]), (base[0] + half, base[1]))
    else:
        tip, base = (x + length, y), (x + length - head, y)
        corners = ((base[0], base[1] - half), (base[0], base[1] + half))
    segments = (("M", tip), ("L", corners[0]), ("L", corners[1]), ("Z", ()))
    return [Line(x, y, base[0], base[1], _paint(), "scale", owner, owner), Path(segments, Paint(fill="line"), "scale", owner, owner)]


def _mid_letters(text: Text) -> float:
    """The height of the middle of a line's small letters (`time`), which an
    arrow after them points level with: a little over the baseline."""
    return text.baseline - MID_LETTERS * text.size


def bottom_axis(scale: TimeScale, y: float, ticks: "Sequence[Tick]", title: tuple[str, SpecPath] | None, ctx: "LayoutContext", owner: SpecPath, arrow: SpecPath | None = None) -> list[Element]:
    """A thin line at `y` across the scale, a tick down at each of `ticks` with
    its text under it (each text's source the tick as written under `owner`), and
    the title (its words, and its key) centred under the figures; an `arrow`
    (its key) after the title, pointing the way the axis runs, the two
    centred together (the arrow alone without a title)."""
    theme = ctx.theme.layout
    elements: list[Element] = [Line(scale.left, y, scale.right, y, _paint(), "scale", owner, owner)] if ticks else []
    figures = y + longest_tick(ticks, ctx) + theme.label_gap / 2
    for tick in ticks:
        x = scale.x(tick.at)
        elements.append(Line(x, y, x, y + tick_length(tick, ctx), _paint(), "scale", owner, owner))
        if tick.text is not None:
            source = owner + (tick.written,) if tick.written is not None else owner
            name = ctx.text(tick.text, size="note", colour=tick.colour or "ink", x=x, top=figures, align="centre", role="label", owner=source, source=source)
            elements.append(_beside_its_tick(name, theme.label_gap) if tick.name is not None else name)
    top = figures + ctx.text_height("note") + theme.label_gap / 2 if ticks else y
    middle = (scale.left + scale.right) / 2
    reach = theme.axis_arrow + theme.label_gap if arrow is not None else 0.0  # the arrow and the gap before it
    if title:
        words, where = title
        text = ctx.text(words, size="note", colour="ink", x=middle - reach / 2, top=top, align="centre", role="label", owner=where, source=where)
        elements.append(text)
        start, level = text.box.right + theme.label_gap, _mid_letters(text)
    else:
        start, level = middle - theme.axis_arrow / 2, top + ctx.text_height("note") / 2
    if arrow is not None:
        elements += axis_arrow(start, level, False, ctx, arrow)
    return elements


def _beside_its_tick(name: Text, gap: float) -> Text:
    """A tick's name, centred under it, free to stand ending or starting a gap
    beside it where a line crossing the axis there (a connector, a drop) would
    run through the words: the placement of all labels moves it there only so
    (both places held in `reserve`), never merely to part it from a neighbour's
    words. A bare figure stays under its tick (beside it, it would read as
    the next)."""
    width = name.box.width
    return replace(with_alternatives(name, [name, name.moved(-(width / 2 + gap), 0), name.moved(width / 2 + gap, 0)]), reserve=2)


def left_width(ticks: "Sequence[Tick]", ctx: "LayoutContext") -> float:
    """How far a value axis stands left of the plot: its widest figure, a gap,
    its tick and the gap between the axis line and the plot."""
    theme = ctx.theme.layout
    size = ctx.theme.type.size("note")
    widest = max((ctx.font.measure(t.text, size) for t in ticks if t.text), default=0.0)
    return widest + theme.label_gap / 2 + longest_tick(ticks, ctx) + theme.label_gap


def left_top_room(title: str | None, ctx: "LayoutContext", arrow: bool = False) -> float:
    """What a value axis takes over the plot's top: half its top figure, and
    its title a gap above that; an arrow beside the title rises past it."""
    half = ctx.text_height("note") / 2
    line = ctx.text_height("note")
    return half + (ctx.theme.layout.label_gap + max(line, ctx.theme.layout.axis_arrow if arrow else 0.0) if title or arrow else 0.0)


def left_axis(x: float, to_y: "Callable[[float], float]", span: tuple[float, float], ticks: "Sequence[Tick]", title: tuple[str, SpecPath] | None, ctx: "LayoutContext", owner: SpecPath, arrow: SpecPath | None = None) -> list[Element]:
    """A thin upright line at `x` over `span` (its low and high values), a tick
    left at each of `ticks` with its text right-aligned before it, and the
    title over the line's top, starting at the widest figure's left; an
    `arrow` (its key) after the title, rising from its foot, the way the
    values grow (alone over the line's top without a title)."""
    theme = ctx.theme.layout
    half = ctx.text_height("note") / 2
    low, high = span
    elements: list[Element] = [Line(x, to_y(low), x, to_y(high), _paint(), "scale", owner, owner)]
    edge = x - longest_tick(ticks, ctx)
    for tick in ticks:
        y = to_y(tick.at)
        elements.append(Line(x - tick_length(tick, ctx), y, x, y, _paint(), "scale", owner, owner))
        if tick.text is not None:
            source = owner + (tick.written,) if tick.written is not None else owner
            elements.append(ctx.text(tick.text, size="note", colour=tick.colour or "ink", x=edge - theme.label_gap / 2, top=y - half, align="right", role="label", owner=source, source=source))
    top = to_y(high) - half - theme.label_gap - ctx.text_height("note")
    start = x
    if title:
        words, where = title
        size = ctx.theme.type.size("note")
        widest = max((ctx.font.measure(t.text, size) for t in ticks if t.text), default=0.0)
        left = edge - theme.label_gap / 2 - widest
        text = ctx.text(words, size="note", colour="ink", x=left, top=top, align="left", role="label", owner=where, source=where)
        elements.append(text)
        start = text.box.right + theme.label_gap
    if arrow is not None:
        elements += axis_arrow(start, top + ctx.text_height("note"), True, ctx, arrow)
    return elements


def time_axis_height(axis: "AxisSpec | None", step: float, ctx: "LayoutContext") -> float:
    """What a timeline's or staircase's axis takes under its last row: the old
    ruled axis's room (a gap, a tick, a line of figures) where only `ticks` is
    written, a title's line more with `axis: {title}`."""
    theme = ctx.theme.layout
    ruled = step > 0 or (axis is not None and axis.ticks is not None)
    title = axis.title if axis is not None else None
    arrow = axis is not None and axis.arrow
    if not ruled:
        return theme.scale_gap + ctx.text_height("note") if title or arrow else 0.0
    return theme.scale_gap + bottom_height(ctx, title, axis is not None and axis.major is not None, arrow)


def time_axis(axis: "AxisSpec | None", step: float, unit: str, scale: TimeScale, y: float, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
    """A timeline's or staircase's axis at `y`: as ever (`ruled_axis`) where
    only `ticks` (a step of `step` seconds) is written; from `axis` (`marks/axis.py`:
    chosen and named ticks, some bare, a title) where it is."""
    if axis is None:
        in_words = None if Axis(unit).time else lambda at, last: figure(Axis(unit), at, last)  # `0 1 2 ... 7 slots`
        return ruled_axis(scale, y, step, unit, ctx, path + ("ticks",), in_words) if step > 0 else []
    ticks = resolve(axis, Axis(unit), scale.start + scale.seconds, step if step > 0 else None, scale.start)
    owner = path + (("axis", "ticks") if axis.ticks is not None else ("ticks",))
    title = (axis.title, path + ("axis", "title")) if axis.title else None
    return bottom_axis(scale, y, ticks, title, ctx, owner, arrow_path(axis, path + ("axis",)))
