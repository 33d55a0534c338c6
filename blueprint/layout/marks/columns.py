"""How a column chart is drawn: its value axis at the left (`draw/axis.left_axis`),
a baseline, the columns standing on it to one scale, each in its look, its
value past its top (in its colour) and its label under its foot. Columns
stand in even slots, each wide enough for its words; the row is centred in
its frame. Anchors: `ID`, `ID.column-N` and a column's own id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.axis import left_axis, left_top_room, left_width
from blueprint.layout.draw.shapes import fill_paint, text_colour
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.columns import ColumnsSpec
from blueprint.scene import Box, Element, Line, Paint, Rect

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

COLUMN_WIDTH = 96.0  # preferred; a narrow frame gets down to SMALLEST_COLUMN
SMALLEST_COLUMN = 24.0
PLOT_HEIGHT = 288.0  # preferred, grown where the card has room
SMALLEST_PLOT = 96.0
WORD_ROOM = 24.0  # between two columns' words


class ColumnsDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(ColumnsSpec)
        theme = ctx.theme.layout
        unit = spec.axis_unit
        ticks = spec.ticks()
        title = spec.y.title if spec.y is not None else None
        axis_width = left_width(ticks, ctx) if ticks else 0.0
        note, label = ctx.text_height("note"), ctx.text_height("label")
        values = [unit.tick(column.value, True) for column in spec.columns]  # `$40`, `40 GB`: as the axis's last figure reads
        above = left_top_room(title, ctx) if ticks else 0.0
        below = theme.label_gap + label if any(c.label for c in spec.columns) else 0.0
        if frame.height == float("inf"):
            plot = ctx.grown(PLOT_HEIGHT, "plot")
        else:
            plot = max(SMALLEST_PLOT, frame.height - above - below)
        overhang = 0.0 if ticks else theme.label_gap  # the baseline starts this far left of the first slot (with ticks, in the axis's width)
        room = frame.width - axis_width - overhang
        slot = room / len(spec.columns) if spec.width is not None else self._slot(spec, values, ctx, room)  # a given width is the row's
        width = min(COLUMN_WIDTH, max(SMALLEST_COLUMN, slot * 0.6))
        row = slot * len(spec.columns)
        left = frame.x + axis_width + max(overhang, (frame.width - axis_width - row) / 2)
        ground = frame.y + above + plot
        # the scale holds the highest value, tick or `top` with room over it for the value's words
        held = max([spec.highest] + [tick.at for tick in ticks])
        ceiling = held * plot / max(1.0, plot - note - 2 * theme.label_gap)
        to_y = lambda value: ground - plot * value / ceiling
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        if ticks:
            elements += left_axis(left - theme.label_gap, to_y, (0.0, ceiling), ticks, (title, node.path + ("y", "title")) if title else None, ctx, node.path + ("y",))
        elements.append(Line(left - theme.label_gap, ground, left + row, ground, Paint(stroke="line", stroke_width="outline"), "baseline", node.path, node.path))
        for index, (column, value) in enumerate(zip(spec.columns, values)):
            path = node.path + ("columns", index)
            centre = left + slot * (index + 0.5)
            tall = max(theme.thin_part, ground - to_y(column.value))
            box = Box(centre - width / 2, ground - tall, width, tall)
            elements.append(Rect(box, fill_paint(ctx.theme, column.look), "bar", path, path))
            colour = text_colour(ctx.theme, column.look)
            elements.append(ctx.text(value, size="note", colour=colour, x=centre, top=box.y - theme.label_gap - note, align="centre", role="label", owner=path + ("value",), source=path + ("value",)))
            if column.label:
                elements.append(ctx.text(column.label, size="label", colour="ink", x=centre, top=ground + theme.label_gap, align="centre", role="label", owner=path + ("label",), source=path + ("label",)))
            anchors[f"column-{index + 1}"] = box
            if column.id:
                anchors[column.id] = box
        if not node.id:
            return MarkLayout(elements=elements)
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or Box(left, frame.y, row, plot)
        return MarkLayout(elements=elements, anchors=named)

    @staticmethod
    def _slot(spec: ColumnsSpec, values: list[str], ctx: "LayoutContext", room: float) -> float:
        """Each column's share of the row: room for its words (its label, its
        value) and two column widths, the same for all; no wider than the room."""
        size_label, size_note = ctx.theme.type.size("label"), ctx.theme.type.size("note")
        words = [max(ctx.font.measure(c.label, size_label) if c.label else 0.0, ctx.font.measure(v, size_note)) for c, v in zip(spec.columns, values)]
        wanted = max(max(words, default=0.0) + WORD_ROOM, 2 * COLUMN_WIDTH)
        return min(wanted, room / len(spec.columns))
