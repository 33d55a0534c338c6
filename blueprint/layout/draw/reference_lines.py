"""A reference line drawn across a plot at its value (`marks/reference_lines.py`):
the one drawing for every mark with a value axis (a curve, a column chart).
The line runs from the plot's left to its right in its look; its label takes
the first free place of the same list on every mark: over or under the line
at its right end, its left end, its middle, and last past its right end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import choose
from blueprint.marks.label import lines_of
from blueprint.marks.reference_lines import LineSpec
from blueprint.scene import Box, Element, Line, Paint, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

STROKE = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}  # a line's colour by meaning, as a stroke token
END_LABEL_SHARE = 0.25  # a line's label past its end takes at most this share of the content's width from the plot
RULE = 3.0  # the band a line keeps other labels out of


def words_width(text: str, size: str, ctx: "LayoutContext") -> float:
    """The width of words of one line or more: their longest line's."""
    points = ctx.theme.type.size(size)
    return max(ctx.font.measure(one, points) for one in lines_of(text))


def past_end(line: LineSpec, ctx: "LayoutContext") -> float:
    """The room a line's label takes past the line's right end, with its gap."""
    return words_width(line.label, "label", ctx) + ctx.theme.layout.label_gap if line.label else 0.0


def rule_of(left: float, right: float, y: float) -> Box:
    """The band a line takes, drawn yet or not: other labels keep clear of it."""
    return Box(left, y - RULE / 2, right - left, RULE)


def reference_line(line: LineSpec, left: float, right: float, y: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box], end_first: bool = False) -> list[Element]:
    """The line from `left` to `right` at `y`, in its look, and its label
    where it first meets none of `obstacles`; `end_first`: past the line's
    end first (a column chart: columns stand across the line, their figures
    over them, and the mark keeps room past its right for the words)."""
    width = "thick" if line.weight == "thick" else ("dotted" if line.outline == "dotted" else "outline")
    elements: list[Element] = [Line(left, y, right, y, Paint(stroke=STROKE[line.colour], stroke_width=width, line=line.outline), "reference", path, path)]
    if line.label:
        gap = ctx.theme.layout.label_gap
        height = ctx.text_height("label", line.label)
        colour = ctx.theme.look(line.colour).text
        where = path + ("label",)
        make = lambda x, top, align: ctx.text(line.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
        middle = (left + right) / 2
        candidates = [
            make(right, y - gap - height, "right"),
            make(right, y + gap, "right"),
            make(left, y - gap - height, "left"),
            make(left, y + gap, "left"),
            make(middle, y - gap - height, "centre"),
            make(middle, y + gap, "centre"),
            make(right + gap, y - height / 2, "left"),  # last: past the line's end, where what stands above and below leaves no room
        ]
        # none free: past the end, which the composer makes room for (a narrower plot), if the label is short
        # enough to take that room from the plot; a longer one stays first, and lint says what it meets
        end = len(candidates) - 1 if candidates[-1].box.width + gap <= END_LABEL_SHARE * ctx.content.width else 0
        if end_first:  # past the end level with the line, else just under it, else just over it; then along it
            beyond = [candidates[-1], make(right + gap, y + gap, "left"), make(right + gap, y - gap - height, "left")]
            candidates, end = beyond + candidates[:-1], 0
        elements.append(choose(candidates, obstacles, ctx.canvas, fallback=end))
    return elements
