"""How a column chart is drawn: its value axis at the left (`draw/axis.left_axis`),
a baseline, the columns standing on it to one scale, each in its look, its
value past its top (in its colour) and its label under its foot; an axis
along the slots (`x`) rules the baseline at the slots' edges, its figures
under it and the columns' labels under those (`draw/axis.bottom_axis`). Columns
stand in even slots, each wide enough for its words; the row is centred in
its frame, with room past it for the words beside its end columns (a part's
label, a line's). Reference lines run across the columns over them, as a
curve's (`draw/reference_lines.py`); parts' words stand inside them or beside
the column (`column_labels.py`). Anchors: `ID`, `ID.column-N`,
`ID.column-N.part-M`, a column's own id, a line's id and `ID.value-N`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.axis import arrow_path, bottom_axis, bottom_height, left_axis, left_top_room, left_width
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.draw.timescale import TimeScale, own_scales, shared
from blueprint import messages
from blueprint.layout.draw.shapes import fill_paint, stacked_outward, text_colour
from blueprint.layout.draw.reference_lines import past_end, reference_line, rule_of
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.marks.column_labels import Placed, beside_room, inside_width, part_labels
from blueprint.marks.columns import COLUMN_END, NUMBERED, ColumnsSpec
from blueprint.marks.label import lines_of
from blueprint.marks.positions import PLOT, end_of
from blueprint.marks.reference_lines import value_on_axis
from blueprint.scene import Box, Element, Line, Paint, Rect

if TYPE_CHECKING:
    from collections.abc import Collection

    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode
    from blueprint.marks.look import Look

COLUMN_WIDTH = 96.0  # preferred; a narrow frame gets down to SMALLEST_COLUMN
SMALLEST_COLUMN = 24.0
PLOT_HEIGHT = 288.0  # preferred, grown where the card has room
SMALLEST_PLOT = 96.0
WORD_ROOM = 24.0  # between two columns' words
NARROWEST_GAP = 0.75  # a column takes at most this share of its slot: a gap between neighbours


class ColumnsDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(ColumnsSpec)
        theme = ctx.theme.layout
        unit = spec.axis_unit
        ticks = spec.ticks()
        title = spec.y.title if spec.y is not None else None
        axis_width = left_width(ticks, ctx) if ticks else 0.0
        note, label = ctx.text_height("note"), ctx.text_height("label")
        values = [column.written.written if column.written is not None and not column.parts else unit.tick(column.whole - column.foot, True) for column in spec.columns]  # `6 min` as written; `$40`, `40 GB`: as the axis's last figure reads; a column from a value: its own length
        written = spec.values == "all"
        above = left_top_room(title, ctx, spec.y is not None and spec.y.arrow) if ticks else 0.0
        slots = spec.slot_ticks()
        slot_title = spec.x.title if spec.x is not None else None
        slot_arrow = spec.x is not None and spec.x.arrow
        ruled = bottom_height(ctx, slot_title, any(t.major for t in slots), slot_arrow) if slots or slot_title or slot_arrow else 0.0  # the axis along the slots, under the baseline
        lines = max((len(lines_of(c.label)) for c in spec.columns if c.label), default=0)  # a label of two lines takes two
        below = ruled + (theme.label_gap + label * lines if lines else 0.0)
        if spec.hang:  # the labels over the baseline, the axis's title under the plot
            above, below = below, above
        if frame.height == float("inf"):
            plot = ctx.grown(PLOT_HEIGHT, "plot")
        else:
            plot = max(SMALLEST_PLOT, frame.height - above - below)
        overhang = 0.0 if ticks else theme.label_gap  # the baseline starts this far left of the first slot (with ticks, in the axis's width)
        beside = beside_room(spec, COLUMN_WIDTH, ctx)  # the parts' words beside their columns
        before = beside[0][0]
        after = max([beside[-1][1]] + [past_end(line, ctx) for line in spec.lines])  # past the row's end: the last column's words, the lines'
        between = max((a[1] + b[0] for a, b in zip(beside, beside[1:])), default=0.0)
        inside = inside_width(spec, ctx)  # wider columns for words asked inside their parts
        room = frame.width - axis_width - overhang - before - after  # the slots as a chart without `x` has them: one hanging under it lines up
        if spec.placed:  # at places on an axis along it, its own or the one it shares (`same-scale`)
            other = ctx.scales.get(spec.same_scale) if spec.same_scale else None
            extent = max(spec.extent, other.seconds) if other is not None and spec.span is None else spec.extent  # no `span`: as long as the axis it shares
            start = frame.x + axis_width + overhang + before
            if other is not None and other.left < start < other.right:  # words set beside a column narrowed the frame: the places stay the shared axis's, the words beside them
                start, room = other.left, room + start - other.left
            scale = shared(TimeScale(start, room, extent), ctx, node.path, spec.same_scale, frame.right)
            centres = [scale.x(at) for at in spec.places()]
            slot = min([b - a for a, b in zip(centres, centres[1:]) if b > a] + [scale.width])
            left, row = scale.left, scale.width
        else:
            slot = room / len(spec.columns) if spec.width is not None else self._slot(spec, values, ctx, room, between, inside)  # a given width is the row's
            row = slot * len(spec.columns)
            left = frame.x + axis_width + before + max(overhang, (frame.width - axis_width - before - after - row) / 2)
            scale = TimeScale(left, row, float(len(spec.columns)))  # the slots' edges at 0 to the count
            centres = [left + slot * (index + 0.5) for index in range(len(spec.columns))]
        width = min(max(COLUMN_WIDTH, inside), max(SMALLEST_COLUMN, slot * 0.6), slot * NARROWEST_GAP)  # never wider than its slot leaves a gap beside
        ground = frame.y + above + (0.0 if spec.hang else plot)
        # the scale holds the highest value, tick or `top` with room past it for the value's words
        held = max([spec.highest] + [tick.at for tick in ticks])
        ceiling = held * plot / max(1.0, plot - note - 2 * theme.label_gap) if written else held
        way = 1.0 if spec.hang else -1.0  # down the page from the baseline, or up
        to_y = lambda value: ground + way * plot * value / ceiling
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        labelled: list[Placed] = []  # the parts with words, placed once every column stands
        if ticks:
            elements += left_axis(left - theme.label_gap, to_y, (0.0, ceiling), ticks, (title, node.path + ("y", "title")) if title else None, ctx, node.path + ("y",), arrow_path(spec.y, node.path + ("y",)))
        elements.append(Line(left - theme.label_gap, ground, left + row, ground, Paint(stroke="line", stroke_width="outline"), "baseline", node.path, node.path))
        if slots or slot_title:
            owner = node.path + ("x", "ticks")
            elements += bottom_axis(scale, ground, slots, (slot_title, node.path + ("x", "title")) if slot_title else None, ctx, owner, arrow_path(spec.x, node.path + ("x",)))
        sized, largest = False, 0.0  # whether any column or part is drawn at its own size, not widened to the least that shows
        for index, (column, value) in enumerate(zip(spec.columns, values)):
            path = node.path + ("columns", index)
            centre = centres[index]
            amounts = [column.amount] + [part.amount for part in column.parts or ()]
            reaches = [column.foot + sum(amounts[:k]) for k in range(len(amounts) + 1)]  # from its foot: 0, or where it hangs (`from`)
            true = [(abs(to_y(a) - ground), abs(to_y(b) - ground)) for a, b in zip(reaches, reaches[1:])]
            sized, largest = sized or any(b - a >= theme.thin_part for a, b in true), max(largest, reaches[-1])
            spans = stacked_outward(true, theme.thin_part)
            boxes = [_stretch(centre, width, ground + way * a, b - a, spec.hang, theme.thin_part) for a, b in spans]
            box = boxes[0]
            elements += _drawn(box, column.amount, column.look, spec, ctx, path)
            end = box
            for number, part in enumerate(column.parts or ()):
                end = boxes[number + 1]
                part_path = path + ("parts", number)
                elements += _drawn(end, part.amount, part.look, spec, ctx, part_path)
                anchors[f"column-{index + 1}.part-{number + 1}"] = end
                labelled.append((part, end, part_path))
            if written:
                colour = text_colour(ctx.theme, column.look)
                top = end.bottom + theme.label_gap if spec.hang else end.y - theme.label_gap - note
                elements.append(ctx.text(value, size="note", colour=colour, x=centre, top=top, align="centre", role="label", owner=path + ("value",), source=path + ("value",)))
            if column.label:
                top = ground - theme.label_gap - label if spec.hang else ground + ruled + theme.label_gap
                elements.append(ctx.text(column.label, size="label", colour="ink", x=centre, top=top, align="centre", role="label", owner=path + ("label",), source=path + ("label",)))
            whole = Box.around([box, end]) or box  # the column with its stacked parts
            anchors[f"column-{index + 1}"] = whole
            if column.id:
                anchors[column.id] = whole
        if not sized and "top" in spec.model_fields_set and not ticks:  # with no axis, a `top` that leaves nothing its size draws as any other
            ctx.diagnostics.error(ctx.locate(node.path + ("top",)), messages.COLUMNS_TOP_SILENT.format(top=f"{spec.top:g}", least=theme.thin_part, largest=f"{largest:g}"))
        shapes = [e.bounds for e in elements]
        start, end_x = left - theme.label_gap, left + row  # the lines run along the baseline
        rules = [rule_of(start, end_x, to_y(line.at)) for line in spec.lines]
        elements += part_labels(labelled, ctx, shapes + rules)
        for index, line in enumerate(spec.lines):
            others = [rule for i, rule in enumerate(rules) if i != index]
            texts = [e.bounds for e in elements if e.kind == "text"]
            elements += reference_line(line, start, end_x, to_y(line.at), ctx, node.path + ("lines", index), shapes + others + texts, end_first=True)
            if line.id:
                anchors[line.id] = Box(start, to_y(line.at), end_x - start, 0)
        scales = own_scales(node.id, node.path, scale) if spec.placed else {}
        if not node.id:
            return MarkLayout(elements=elements, scales=scales)
        area = Box.around([Box(left, to_y(ceiling), row, 0.0), Box(left, ground, row, 0.0)]) or Box(left, ground, row, 0.0)  # what the axis along it measures across
        for name, box in position_anchors(node.id, ctx.wanted, node.kind.scale(node), scale.x, area).items():  # `plot`, and `at-14h`: a point, as on a curve's series
            anchors[name[len(node.id) + 1:]] = box if name.endswith("." + PLOT) else _place_point(box.x, [anchors[f"column-{i + 1}"] for i in range(len(spec.columns))], ground, spec.hang)
        if spec.x is not None and not spec.placed:  # a column's ends are its slot's on the axis along them (`x`): a guide from one stands on the axis's place
            anchors.update(_slot_ends(node.id, ctx.wanted, spec, scale, anchors))
        else:  # else along the column, as it stands: its foot, its middle, its top
            anchors.update(_upright_ends(node.id, ctx.wanted, anchors, spec.hang))
        for name in ctx.wanted:  # a value on the axis (`ID.value-80`): a line across the columns at its height
            level = value_on_axis(spec.y, spec.highest, name[len(node.id) + 1:]) if name.startswith(node.id + ".") else None
            if level is not None:
                anchors[name[len(node.id) + 1:]] = Box(start, to_y(level), end_x - start, 0)
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or Box(left, frame.y, row, plot)
        return MarkLayout(elements=elements, anchors=named, scales=scales)

    @staticmethod
    def _slot(spec: ColumnsSpec, values: list[str], ctx: "LayoutContext", room: float, between: float = 0.0, inside: float = 0.0) -> float:
        """Each column's share of the row: room for its words (its label, its
        value) and two column widths, the same for all, and for the words its
        parts hold beside it between two columns (`between`) and a column as wide
        as the words asked inside its parts (`inside`); no wider than the room."""
        size_label, size_note = ctx.theme.type.size("label"), ctx.theme.type.size("note")
        words = [max([ctx.font.measure(line, size_label) for line in lines_of(c.label or "")] + [ctx.font.measure(v, size_note)]) for c, v in zip(spec.columns, values)]
        wanted = max(max(words, default=0.0) + WORD_ROOM, 2 * COLUMN_WIDTH, COLUMN_WIDTH + between + WORD_ROOM, inside / 0.6)
        return min(wanted, room / len(spec.columns))


def _place_point(x: float, columns: list[Box], ground: float, hang: bool) -> Box:
    """A place on the axis along the chart as a point: the far end of the
    column standing there (its top; its foot when it hangs), else the baseline."""
    standing = [box for box in columns if box.x - 0.5 <= x <= box.right + 0.5]
    y = (max(box.bottom for box in standing) if hang else min(box.y for box in standing)) if standing else ground
    return Box(x, y, 0.0, 0.0)


def _slot_ends(mark_id: str, wanted: "Collection[str]", spec: ColumnsSpec, scale: TimeScale, anchors: dict[str, Box]) -> dict[str, Box]:
    """`ID.column-N.start` and `.end` on a chart with an axis along its slots:
    the slot's edges on that axis (slot N from N-1 to N), across the column's
    height, where a guide from it reads its place off the axis."""
    found = {}
    for name in wanted:
        end = end_of(name)
        column = NUMBERED.fullmatch(end[0][len(mark_id) + 1:]) if end is not None and end[0].startswith(mark_id + ".") else None
        if end is None or column is None or int(column.group(1)) > len(spec.columns):
            continue
        index = int(column.group(1))
        box = anchors[f"column-{index}"]
        found[name[len(mark_id) + 1:]] = Box(scale.x(index - 1 if end[1] == "start" else index), box.y, 0.0, box.height)
    return found


def _upright_ends(mark_id: str, wanted: "Collection[str]", anchors: dict[str, Box], hang: bool) -> dict[str, Box]:
    """`ID.column-N.start`, `.mid` and `.end`, and a part's (`ID.column-N.part-M.end`),
    along the column as it stands: its foot, its middle and its top (down the
    page for a chart that hangs), each a level line across it, so a guide from
    one piece's top to the next one's runs level (a waterfall)."""
    found = {}
    for name in wanted:
        end = end_of(name)
        if end is None or not end[0].startswith(mark_id + "."):
            continue
        box = anchors.get(end[0][len(mark_id) + 1:])
        if box is None or COLUMN_END.fullmatch(end[0][len(mark_id) + 1:]) is None:
            continue
        foot, top = (box.y, box.bottom) if hang else (box.bottom, box.y)
        y = {"start": foot, "mid": box.centre_y}.get(end[1], top)
        found[name[len(mark_id) + 1:]] = Box(box.x, y, box.width, 0.0)
    return found


def _drawn(box: Box, value: float, look: "Look", spec: ColumnsSpec, ctx: "LayoutContext", path: tuple) -> list[Element]:
    """A column (or a part stacked on one) in its look: one box, or with
    `cells` one cell per unit of its value, each outlined, so they count."""
    paint = fill_paint(ctx.theme, look)
    count = int(round(value)) if spec.cells is not None else 1
    if count <= 1:
        return [Rect(box, paint, "bar", path, path)]
    step = box.height / count
    return [Rect(Box(box.x, box.y + step * k, box.width, step), paint, "bar", path, path) for k in range(count)]


def _stretch(centre: float, width: float, start: float, length: float, hang: bool, least: float) -> Box:
    """A column, or a part stacked on one, from `start` outward: up the page,
    or down it when the chart hangs; never thinner than a part that shows."""
    length = max(least, length)
    return Box(centre - width / 2, start if hang else start - length, width, length)
