"""How a bar is drawn: shares become lengths (a thin part stays at least the
minimum size), a ruled scale under it, and its labels and leaders, each placed
where it first fits. What a bar is (its spec, its parts by share) is
`blueprint.marks.bar`; where its words stand, `bar_labels.py`."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.marks.bar_across import dividers, laid_across
from blueprint.layout.marks.bar_ends import asked_at_ends, end_room
from blueprint.layout.marks.bar_labels import Labels
from blueprint.layout.marks.bar_upright import layout_upright
from blueprint.layout.draw.shapes import clear_of_widened, fill_paint, parted, seams
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.draw.axis import arrow_path, bottom_axis
from blueprint.layout.draw.timescale import TimeScale
from blueprint.marks.axis import end_of, resolve
from blueprint.marks.bar.spec import BarSpec, PartInfo, ScaleSpec, walk_parts, whole_of
from blueprint.scene import Box, Element, Line, Paint, Rect, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

OUTSIDE_SIZE = frozenset({"leader", "scale"})  # what a bar draws outside its `width` and `height`, besides its words


def part_box(bar: Box, info: PartInfo, minimum: float) -> Box:
    """A part's box in the bar: its share of the width, at least `minimum`
    wide; one widened to `minimum` keeps its start and grows toward the bar's
    end, and only where the bar ends first does it end there instead."""
    x = bar.x + float(info.start) * bar.width
    width = max(float(info.share) * bar.width, minimum)
    if bar.right - x < minimum:  # no room after its start: as late as it can start
        return Box(max(bar.x, bar.right - minimum), bar.y, minimum, bar.height)
    return Box(x, bar.y, min(width, bar.right - x), bar.height)


def ruled_scale(scale: ScaleSpec, where: SpecPath, ctx: "LayoutContext", bar: Box) -> list[Element]:
    """A thin line under the bar with a tick at every step (the ends and every
    `major`-th long), and its words under the ends and the middle; with `to`,
    the one axis part (`layout/draw/axis.py`) from 0 to the whole bar's value."""
    theme = ctx.theme.layout
    y = bar.bottom + theme.scale_gap
    if scale.ruled:
        unit = scale.axis_unit()
        end = end_of(scale, unit) or 1.0
        axis = scale.axis()
        title = (axis.title, where + (("title",) if scale.title else ("label",))) if axis.title else None
        return bottom_axis(TimeScale(bar.x, bar.width, end), y, resolve(axis, unit, end), title, ctx, where + ("ticks",), arrow_path(scale, where))
    paint = Paint(stroke="line", stroke_width="thin")
    elements: list[Element] = [Line(bar.x, y, bar.right, y, paint, "scale", where, where)]
    count = scale.ticks if isinstance(scale.ticks, int) else 1  # without `to`, a count (the checks refuse any other)
    for tick in range(count + 1):
        x = bar.x + bar.width * tick / count
        major = tick in (0, count) or (isinstance(scale.major, int) and tick % scale.major == 0)
        length = theme.scale_major_tick if major else theme.scale_tick
        elements.append(Line(x, y, x, y + length, paint, "scale", where, where))
    words_top = y + theme.scale_major_tick + theme.label_gap / 2
    for text, x, align, key in (
        (scale.start, bar.x, "left", "start"),
        (scale.label, bar.centre_x, "centre", "label"),
        (scale.end, bar.right, "right", "end"),
    ):
        if text:
            elements.append(
                ctx.text(text, size="note", colour="line", x=x, top=words_top, align=align,
                         role="label", owner=where, source=where + (key,))
            )
    return elements


class BarDrawer(MarkDrawer):
    """The whole as a rectangle (closing where its parts end, if it ends there),
    a rectangle for every part, its scale, then its labels and leaders."""

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        bar = node.spec_as(BarSpec)
        if bar.upright:  # standing, its parts stacked from the bottom (`bar_upright.py`)
            return layout_upright(node, ctx, frame)
        theme = ctx.theme.layout
        left, width = self._extent(node, ctx, frame)
        box = Box(left, frame.y, width, self._height(ctx, frame, width, "height" in node.spec_as(BarSpec).model_fields_set))
        result = MarkLayout()
        whole = box
        if bar.ends == "parts":  # no remainder: the outline closes where the parts end
            covered = sum((p.share.value for p in bar.parts), Fraction(0)) if bar.parts else Fraction(1)
            whole = Box(box.x, box.y, box.width * float(min(covered, Fraction(1))), box.height)
        parts = list(walk_parts(bar, node.path, whole_of(bar, ctx.ids)))
        boxes = laid_across(bar, box, node.path, parts, self._part_boxes(bar, box, parts, theme.thin_part, ctx.theme.strokes.outline / 2), theme.thin_part)
        drawn: Box | None = whole
        if bar.gaps:  # parts standing apart: the whole shows only in its free remainder, apart from them too
            drawn = self._remainder(whole, [boxes[i.path] for i in parts if i.depth == 0], bar.gaps + ctx.theme.strokes.outline)
        if drawn is not None:
            result.elements.append(Rect(drawn, fill_paint(ctx.theme, bar.look), "bar", node.path, node.path))
        if bar.id:
            result.anchors[bar.id] = box
        painted: list[tuple[Box, Paint]] = []
        for info in parts:
            area = boxes[info.path]
            paint = fill_paint(ctx.theme, info.spec.look)
            painted.append((area, paint))
            result.elements.append(Rect(area, paint, "part", info.path, info.path))
            if info.name:
                result.anchors[info.name] = area
            if bar.id and info.depth == 0:  # every part by its number too (`m8.part-1`)
                result.anchors[f"{bar.id}.part-{info.path[-1] + 1}"] = area
        result.elements.extend(seams(ctx.theme, painted, node.path))  # alike parts that abut stay two
        result.elements.extend(dividers(ctx, bar, box, node.path, parts, boxes))
        below = box.bottom
        if bar.scale:
            scale = ruled_scale(bar.scale, node.path + ("scale",), ctx, box)
            result.elements.extend(scale)
            ruled = Box.around([e.bounds for e in scale])
            assert ruled is not None  # a scale has at least its line
            below = ruled.bottom
        measures = node.kind.scale(node)
        if bar.id and measures is not None:
            x_of = lambda value: box.x + box.width * (value - measures.start) / (measures.end - measures.start)
            result.anchors.update(position_anchors(bar.id, ctx.wanted, measures, x_of, box))
        labels = Labels(ctx, box, below, [e.bounds for e in result.elements if isinstance(e, Rect)])
        if bar.label:
            result.elements.append(labels.bar_label(node, parts, boxes))
        stepped: list[PartInfo] = []  # labels with no free place beside their parts: stepped down on leaders
        for info in parts:
            if info.spec.label:
                text = labels.part_label(info, boxes, step=True)
                if text is None:
                    stepped.append(info)
                else:
                    result.elements.append(text)
        leaders = [info for info in parts if info.spec.own_leader]
        if len(stepped + leaders) < 2:
            for info in leaders + stepped:
                result.elements.extend(labels.leader(info, boxes[info.path]))
            return result
        result.elements.extend(self._staircase(labels, stepped + leaders, boxes))
        return result

    def sizes(self, element: Element) -> bool:
        """A bar's `height` is its thickness and its `width` its length: its
        words, leaders and scale stand outside them."""
        return not isinstance(element, Text) and element.role not in OUTSIDE_SIZE

    def end_room(self, node: "MarkNode", ctx: "LayoutContext") -> tuple[float, float] | None:
        bar = node.spec_as(BarSpec)
        return None if bar.span is not None or bar.upright else end_room(node, ctx)

    def asked_room(self, node: "MarkNode", ctx: "LayoutContext", vertical: bool) -> tuple[list[tuple[SpecPath, str]], float]:
        return ([], 0.0) if vertical or node.spec_as(BarSpec).upright else asked_at_ends(node, ctx)

    @staticmethod
    def _staircase(labels: Labels, run: list[PartInfo], boxes: dict[SpecPath, Box]) -> list[Element]:
        """A run of leaders (and labels stepped onto them) as a staircase: laid
        from the right, the words right of their lines; where that leaves
        one with no clear place (the run at the card's right edge), laid from
        the left, mirrored; the one that crowds fewer."""
        placed, crowded = list(labels.placed), labels.crowded
        tried: list[tuple[int, list[Element], list[Box]]] = []
        for side, order in (("left", -1), ("right", 1)):
            labels.placed, labels.crowded = list(placed), 0
            drawn = [e for info in sorted(run, key=lambda i: order * boxes[i.path].x) for e in labels.leader(info, boxes[info.path], side)]
            tried.append((labels.crowded, drawn, labels.placed))
            if not labels.crowded:
                break
        fewest, drawn, labels.placed = min(tried, key=lambda t: t[0])
        labels.crowded = crowded + fewest
        return drawn

    @staticmethod
    def _part_boxes(bar: BarSpec, box: Box, parts: list[PartInfo], least: float, edge: float) -> dict[SpecPath, Box]:
        """Each part's box: its share of the bar; with `gaps`, the bar's own
        parts stand apart (`parted`), and the parts inside one stay inside it."""
        boxes = {info.path: part_box(box, info, least) for info in parts}
        top = [info.path for info in parts if info.depth == 0]
        for path, clear in zip(top, clear_of_widened([boxes[p] for p in top], least)):
            boxes[path] = clear
        for path, cut in zip(top, parted([boxes[p] for p in top], bar.gaps, least, edge, ends=True)):
            boxes[path] = cut
        for info in parts:
            if info.depth:
                holder = boxes[info.path[:-2]]
                own = boxes[info.path]
                left = max(own.x, holder.x)
                boxes[info.path] = Box(left, own.y, max(least, min(own.right, holder.right) - left), own.height)
        return boxes

    @staticmethod
    def _remainder(drawn: Box, tops: list[Box], gap: float) -> Box | None:
        """What of the whole shows past its parts when they stand apart: the
        free stretch after the last, a gap from it (None when none is left)."""
        end = max((b.right for b in tops), default=drawn.x - gap)
        start = end + gap
        if not tops:
            return drawn
        finish = drawn.right - gap / 2  # cut at the bar's end as its parts are at theirs (`parted`'s `ends`)
        if finish - start < 1:
            return None
        return Box(start, drawn.y, finish - start, drawn.height)

    @staticmethod
    def _height(ctx: "LayoutContext", frame: Box, length: float, given: bool) -> float:
        """The bar's thickness: the theme's (grown where the card has room; at
        the fill level a bar long at its bound no thicker than
        `Layout.bar_elongation` allows, so it still reads as a long bar, and one
        already short there, a panel in a row, no thicker than `Layout.bar_stout`
        of its length), thinner (to half the theme's) when its frame is short.
        A `height` the spec gives is the bar's own thickness, as written: its
        labels, leaders and scale stand outside it (faithful12: the block's
        half was drawn, 40 px for `height: 80`, and nothing said so)."""
        layout = ctx.theme.layout
        full, bound = layout.bar_height, layout.bar_height * layout.grow_bar
        if given:
            return frame.height
        grown = ctx.grown(full, "bar")
        if grown > bound:  # past the bound in whole steps of the 8 px rhythm: a px more is no use to the card
            step = ctx.theme.canvas.unit
            long = length >= layout.bar_elongation * bound
            most = length / layout.bar_elongation if long else length * layout.bar_stout
            grown = bound + step * math.floor((max(bound, min(grown, most)) - bound) / step)
        return max(full / 2, min(grown, frame.height / 2))

    @staticmethod
    def _extent(node: "MarkNode", ctx: "LayoutContext", frame: Box) -> tuple[float, float]:
        """Across its frame, less the room at its ends its stack keeps for end
        labels; a bar given the card's whole width keeps an inset from its margins."""
        inset = ctx.theme.layout.bar_inset if frame.width >= ctx.content.width - 1 else 0.0
        before, after = ctx.ends.get(node.path) or end_room(node, ctx)  # the stack's, so bars stacked together run to one scale (layout/ends.py)
        default = (frame.x + max(inset, before), frame.width - max(inset, before) - max(inset, after))
        span = node.spec_as(BarSpec).span
        if span is None:
            return default
        target = ctx.anchors.get(span)
        if target is None:
            ctx.diagnostics.error(ctx.locate(node.path + ("span",)), messages.BAR_SPAN_NOT_ABOVE.format(target=span))
            return default
        return target.x, target.width
