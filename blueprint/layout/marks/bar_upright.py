"""A bar standing upright (`direction: up`): the same parts, looks, labels,
leaders and anchors as a bar lying along, turned a quarter: its parts stack
from the bottom, each a share of its height; across it is left and right, so
a label stands inside its part or beside it level with its middle, a leader
runs out sideways, and only the end parts have a side above or below. What
the bar is stays `blueprint.marks.bar`; the lying bar's drawing, `bar.py`."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import at_side, fits_inside, is_free, label_inside, label_on_plate, with_alternatives
from blueprint.layout.draw.shapes import fill_paint, seams, text_colour
from blueprint.layout.marks.bar_across import dividers, laid_across, lying_across
from blueprint.layout.marks.base import MarkLayout
from blueprint.marks.bar.spec import BarSpec, LeaderSpec, PartInfo, walk_parts, whole_of
from blueprint.marks.label import label_ink, lines_of
from blueprint.scene import Box, Dot, Element, Line, Paint, Rect, SpecPath
from blueprint.scene import Text as TextRun

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

ACROSS = 3  # an upright bar is this many of the theme's bar thicknesses wide: a card, not a column of a chart
ALONG = 4  # and this many tall, at its preferred size


def upright_part_box(bar: Box, info: PartInfo, minimum: float) -> Box:
    """A part's box in an upright bar: its share of the height, stacked from
    the bottom, at least `minimum` tall (the lying bar's `part_box`, turned)."""
    height = max(float(info.share) * bar.height, minimum)
    bottom = bar.bottom - float(info.start) * bar.height
    return Box(bar.x, max(bottom - height, bar.y), bar.width, min(height, bottom - bar.y) if bottom - bar.y >= minimum else minimum)


def _label_room(ctx: "LayoutContext", bar: BarSpec) -> float:
    """The height the bar's own label takes over it."""
    return ctx.text_height("label", bar.label) + ctx.theme.layout.label_gap if bar.label else 0.0


def _inside_width(ctx: "LayoutContext", parts: list[PartInfo]) -> float:
    """The widest label asked (or able) to stand inside a part, with its padding."""
    size = ctx.theme.type.size("label")
    widths = [max(ctx.font.measure(line, size) for line in lines_of(i.spec.label)) for i in parts
              if i.spec.label and i.spec.label_side in (None, "inside")]
    return max(widths, default=0.0) + 2 * ctx.theme.layout.label_padding


def _least_height(ctx: "LayoutContext", parts: list[PartInfo], across: set[SpecPath]) -> float:
    """The shortest the bar may stand: each label asked inside a part still
    fits its share (two lines in a quarter: four times their height); a part
    laid across takes the bar's whole height."""
    padding = ctx.theme.layout.inside_padding
    need = [(ctx.text_height("label", i.spec.label) + 2 * padding) / (1.0 if i.path in across else float(i.share)) for i in parts
            if i.spec.label and i.spec.label_side == "inside" and i.share > 0]
    return max([2 * ctx.theme.layout.bar_height, *need])


def upright_box(node: "MarkNode", ctx: "LayoutContext", frame: Box, parts: list[PartInfo]) -> Box:
    """Where the upright bar stands in its frame: centred across it, as wide
    as its `width` (else a card's width, wide enough for its inside labels),
    as tall as its `height` (its own, its label standing over it; else its
    preferred height, less where the frame is shorter, never under the least
    its inside labels take), under its label."""
    bar = node.spec_as(BarSpec)
    layout = ctx.theme.layout
    given = bar.model_fields_set
    width = frame.width if "width" in given else min(frame.width, max(ctx.grown(ACROSS * layout.bar_height, "bar"), _inside_width(ctx, parts)))
    room = _label_room(ctx, bar)
    least = _least_height(ctx, parts, lying_across(bar, parts))
    if "height" in given:
        height = max(frame.height, least)
    else:
        height = max(least, min(ctx.grown(ALONG * layout.bar_height, "bar"), frame.height - room))
    return Box(frame.centre_x - width / 2, frame.y + room, width, height)


class UprightLabels:
    """Places an upright bar's labels and leaders, each where it first fits."""

    def __init__(self, ctx: "LayoutContext", bar: Box, shapes: list[Box]):
        self.ctx = ctx
        self.bar = bar
        self.shapes = shapes
        self.placed: list[Box] = []
        self.crowded = 0  # leaders drawn where no place was clear (lint reports them)

    def _first(self, candidates: list[TextRun], inside_ok: set[int]) -> TextRun:
        """The first free candidate, else the first (the placement of all labels moves it)."""
        for index, candidate in enumerate(candidates):
            obstacles = self.placed if index in inside_ok else self.placed + self.shapes
            if is_free(candidate.box, obstacles, self.ctx.columns):
                self.placed.append(candidate.box)
                return with_alternatives(candidate, [c for i, c in enumerate(candidates) if i not in inside_ok or c is candidate])
        self.placed.append(candidates[0].box)
        return with_alternatives(candidates[0], [c for i, c in enumerate(candidates) if i not in inside_ok or i == 0])

    def bar_label(self, node: "MarkNode") -> TextRun:
        """Over the bar from its left edge (a card's name), else centred over
        it, else under it."""
        spec = node.spec_as(BarSpec)
        assert spec.label is not None  # asked only of a bar with a label
        return self._first(at_side(self.ctx, spec.label, self.bar, "above", "ink", node.path + ("label",), owner=node.path, align="left")
                           + at_side(self.ctx, spec.label, self.bar, "above", "ink", node.path + ("label",), owner=node.path)
                           + at_side(self.ctx, spec.label, self.bar, "below", "ink", node.path + ("label",), owner=node.path), set())

    def part_label(self, info: PartInfo, area: Box) -> list[Element]:
        """Inside the part (on a paper plate where it is hatched or unfilled),
        beside it level with its middle, or over or under an end part, where
        the writer asked; else inside where it fits, then right, then left."""
        part = info.spec
        assert part.label is not None  # asked only of a part with a label
        where = info.path + ("label",)
        beside = label_ink(part, text_colour(self.ctx.theme, part.look))
        if part.label_side == "inside":
            if part.hatch or part.fill == "none":
                drawn = label_on_plate(self.ctx, part.label, area, part.look, beside, info.path)
            else:
                drawn = [label_inside(self.ctx, part.label, area, part.look, info.path)]
            self.placed.extend(e.bounds for e in drawn)
            return drawn
        if part.label_side is not None:
            return [self._first(at_side(self.ctx, part.label, area, part.label_side, beside, where, owner=info.path), set())]
        candidates: list[TextRun] = []
        look = self.ctx.theme.look(part.fill)
        if look.ink_inside and not part.hatch:
            padding = self.ctx.theme.layout.label_padding
            inside = self.ctx.text(part.label, size="label", colour=look.inside, x=area.x + padding, top=0, align="left", role="label", owner=info.path, source=where)
            inside = self.ctx.text_centred_on(inside, area.centre_y)
            if fits_inside(inside, area, padding) and inside.box.height <= area.height:
                candidates.append(inside)
        inside_ok = {0} if candidates else set()
        candidates += [run for side in ("right", "left") for run in at_side(self.ctx, part.label, area, side, beside, where, owner=info.path)]
        return [self._first(candidates, inside_ok)]

    def leader(self, info: PartInfo, area: Box) -> list[Element]:
        """A thin ink line out of the part's side, level with its middle (right
        by default, `side: left`), a dot on the part, its words past its end
        with the note beneath; where they meet something, the line reaches a
        step further, and a leader with no clear place is counted in `crowded`."""
        leader = info.spec.own_leader
        assert leader is not None  # asked only of a part with a leader
        theme = self.ctx.theme.layout
        where = info.path + ("leader",)
        colour = label_ink(info.spec, text_colour(self.ctx.theme, info.spec.look))
        right = leader.side_on(True) == "right"
        start_x, y = (area.right if right else area.x), area.centre_y
        reach = self.ctx.grown(theme.leader_length, "leader")
        for extra in (0.0, reach / 2, reach):
            end_x = start_x + (reach + extra if right else -(reach + extra))
            texts = self._texts(leader, end_x, y, right, colour, info.path, where)
            line_box = Box(min(start_x, end_x), y - 1, abs(end_x - start_x), 2)
            if is_free(line_box, self.placed, self.ctx.columns) and all(is_free(t.box, self.placed + self.shapes, self.ctx.columns) for t in texts):
                self.placed.extend([t.box for t in texts] + [line_box])
                return self._line(start_x, end_x, y, where) + list(texts)
        self.crowded += 1
        end_x = start_x + (reach if right else -reach)
        return self._line(start_x, end_x, y, where) + list(self._texts(leader, end_x, y, right, colour, info.path, where))

    def _line(self, start_x: float, end_x: float, y: float, where: SpecPath) -> list[Element]:
        radius = self.ctx.theme.layout.leader_dot / 2
        return [Line(start_x, y, end_x, y, Paint(stroke="ink", stroke_width="thin"), "leader", where, where),
                Dot(start_x, y, radius, "ink", "leader", where, where)]

    def _texts(self, leader: LeaderSpec, end_x: float, y: float, right: bool, colour: str, owner: SpecPath, where: SpecPath) -> list[TextRun]:
        gap = self.ctx.theme.layout.label_gap
        x, align = (end_x + gap, "left") if right else (end_x - gap, "right")
        label = self.ctx.text(leader.label, size="label", colour=colour, x=x, top=0, align=align, role="label", owner=where, source=where + ("label",))
        label = self.ctx.text_centred_on(label, y)
        texts = [label]
        if leader.note:
            top = label.box.bottom + self.ctx.theme.type.line_gap / 2
            texts.append(self.ctx.text(leader.note, size="note", colour="ink", x=x, top=top, align=align, role="label", owner=where, source=where + ("note",)))
        return texts


def layout_upright(node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
    """The whole as an upright rectangle, a rectangle for every part stacked
    from its bottom (parts inside a part stacked inside it), seams between
    alike parts, then its label over it, its parts' labels and leaders."""
    bar = node.spec_as(BarSpec)
    parts = list(walk_parts(bar, node.path, whole_of(bar, ctx.ids)))
    box = upright_box(node, ctx, frame, parts)
    result = MarkLayout()
    whole = box
    if bar.ends == "parts":  # no remainder: the outline closes where the parts end
        covered = float(min(sum((i.share for i in parts if i.depth == 0), Fraction(0)), Fraction(1))) if parts else 1.0
        whole = Box(box.x, box.bottom - box.height * covered, box.width, box.height * covered)
    result.elements.append(Rect(whole, fill_paint(ctx.theme, bar.look), "bar", node.path, node.path))
    if bar.id:
        result.anchors[bar.id] = box
    least = ctx.theme.layout.thin_part
    boxes: dict[SpecPath, Box] = {}
    painted: list[tuple[Box, Paint]] = []
    for info in parts:
        area = upright_part_box(box, info, least)
        if info.depth:  # a part inside a part stays inside it
            holder = boxes[info.path[:-2]]
            top = max(area.y, holder.y)
            area = Box(area.x, top, area.width, max(least, min(area.bottom, holder.bottom) - top))
        boxes[info.path] = area
    boxes = laid_across(bar, box, node.path, parts, boxes, least)
    for info in parts:
        area = boxes[info.path]
        paint = fill_paint(ctx.theme, info.spec.look)
        if info.depth == 0:
            painted.append((area, paint))
        result.elements.append(Rect(area, paint, "part", info.path, info.path))
        if info.name:
            result.anchors[info.name] = area
        if bar.id and info.depth == 0:  # every part by its number too (`m8.part-1`)
            result.anchors[f"{bar.id}.part-{info.path[-1] + 1}"] = area
    result.elements.extend(seams(ctx.theme, painted, node.path, upright=True))  # alike slices that meet stay two
    result.elements.extend(dividers(ctx, bar, box, node.path, parts, boxes))
    labels = UprightLabels(ctx, box, [e.bounds for e in result.elements if isinstance(e, Rect)])
    if bar.label:
        result.elements.append(labels.bar_label(node))
    for info in parts:
        if info.spec.label:
            result.elements.extend(labels.part_label(info, boxes[info.path]))
    for info in parts:
        if info.spec.own_leader:
            result.elements.extend(labels.leader(info, boxes[info.path]))
    return result
