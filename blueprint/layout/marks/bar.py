"""How a bar is drawn: shares become lengths (a thin part stays at least the
minimum size), a ruled scale under it, and its labels and leaders, each placed
where it first fits. What a bar is (its spec, its parts by share) is
`blueprint.marks.bar`."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.positions import position_anchors
from blueprint.layout.draw.labels import at_side, fits_inside, is_free, label_inside, with_alternatives
from blueprint.layout.marks.bar_ends import asked_at_ends, end_room
from blueprint.layout.marks.bar_upright import layout_upright
from blueprint.layout.draw.shapes import clear_of_widened, fill_paint, parted, seams, text_colour
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.label import label_ink
from blueprint.layout.draw.axis import bottom_axis
from blueprint.layout.draw.timescale import TimeScale
from blueprint.marks.axis import end_of, resolve
from blueprint.marks.bar.spec import BarSpec, LeaderSpec, PartInfo, ScaleSpec, walk_parts, whole_of
from blueprint.scene import Box, Dot, Element, Line, Paint, Rect, SpecPath
from blueprint.scene import Text as TextRun

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def part_box(bar: Box, info: PartInfo, minimum: float) -> Box:
    """A part's box in the bar: its share of the width, at least `minimum` wide."""
    x = bar.x + float(info.start) * bar.width
    width = max(float(info.share) * bar.width, minimum)
    width = min(width, bar.right - x) if bar.right - x >= minimum else minimum
    return Box(x, bar.y, width, bar.height)


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
        return bottom_axis(TimeScale(bar.x, bar.width, end), y, resolve(axis, unit, end), title, ctx, where + ("ticks",))
    paint = Paint(stroke="line", stroke_width="thin")
    elements: list[Element] = [Line(bar.x, y, bar.right, y, paint, "scale", where, where)]
    count = scale.ticks if isinstance(scale.ticks, int) else 1  # without `to`, a count (the checks refuse any other)
    for tick in range(count + 1):
        x = bar.x + bar.width * tick / count
        major = tick in (0, count) or (scale.major is not None and tick % scale.major == 0)
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


def free_stretches(area: Box, children: list[Box]) -> list[Box]:
    """The stretches of a part not covered by the parts inside it, left to right."""
    stretches, cursor = [], area.x
    for child in sorted(children, key=lambda c: c.x):
        if child.x > cursor:
            stretches.append(Box(cursor, area.y, child.x - cursor, area.height))
        cursor = max(cursor, child.right)
    if cursor < area.right:
        stretches.append(Box(cursor, area.y, area.right - cursor, area.height))
    return stretches


class Labels:
    """Places one bar's labels and leaders, each where it first fits."""

    def __init__(self, ctx: "LayoutContext", bar: Box, below: float, shapes: list[Box]):
        self.ctx = ctx
        self.bar = bar
        self.below = below
        self.shapes = shapes
        self.placed: list[Box] = []
        self.crowded = 0  # leaders drawn where no place was clear (lint reports them)

    def _place(self, candidates: list[TextRun], inside_ok: set[int], text: str, path: SpecPath, fallback: bool = True) -> TextRun | None:
        """The first free candidate; else (`fallback`) the first, for the
        placement of all labels to move, or None."""
        bounds = self.ctx.columns
        for index, candidate in enumerate(candidates):
            obstacles = self.placed if index in inside_ok else self.placed + self.shapes
            if is_free(candidate.box, obstacles, bounds):
                self.placed.append(candidate.box)
                return with_alternatives(candidate, [c for i, c in enumerate(candidates) if i not in inside_ok or c is candidate])
        if not fallback:
            return None
        self.placed.append(candidates[0].box)  # the placement of all labels moves it, or lint reports the overlap
        return with_alternatives(candidates[0], [c for i, c in enumerate(candidates) if i not in inside_ok or i == 0])

    def _run(self, text: str, colour: str, x: float, top: float, align: str, owner: SpecPath, source: SpecPath, size: str = "label") -> TextRun:
        return self.ctx.text(text, size=size, colour=colour, x=x, top=top, align=align, role="label", owner=owner, source=source)

    def _outside(self, text: str, colour: str, area: Box, owner: SpecPath, source: SpecPath, above_first: bool = False, side: str | None = None, align: str | None = None) -> list[TextRun]:
        """Spots beside the bar, in the order tried; `side` (`above`, `below`):
        only the rows on that side, as the writer asked, and with `align`
        (`label-align`) only that spot along it."""
        gap = self.ctx.theme.layout.label_gap
        height = self.ctx.text_height("label", text)
        below, above = self.below + gap, self.bar.y - gap - height
        rows = [above, below, below + height + gap] if above_first else [below, above, below + height + gap]
        if side is not None:
            rows = [above] if side == "above" else [below, below + height + gap]
            spots = [(x, how) for x, how in ((area.centre_x, "centre"), (area.x, "left"), (area.right, "right")) if align in (None, how)]
            return [self._run(text, colour, x, top, align, owner, source) for top in rows for x, align in spots]
        spots = [(area.centre_x, "centre"), (area.x, "left"), (area.right, "right")]
        candidates = [self._run(text, colour, x, top, align, owner, source) for top in rows for x, align in spots]
        centred = candidates[::3]  # below, above, further below
        return candidates + [self._within_columns(centred[row]) for row in (0, 2, 1)]

    def _within_columns(self, label: TextRun) -> TextRun:
        """A label centred on a part at the edge of the content, moved in just far
        enough to stand inside it (the last resort, after every spot at the part)."""
        bounds = self.ctx.columns
        shift = min(0.0, bounds.right - label.box.right) or max(0.0, bounds.x - label.box.x)
        return label.moved(shift, 0) if shift else label

    def bar_label(self, node: MarkNode, parts: list[PartInfo], boxes: dict[SpecPath, Box]) -> TextRun:
        bar = node.spec_as(BarSpec)
        label = bar.label
        assert label is not None  # asked only of a bar with a label (BarDrawer.layout)
        source = node.path + ("label",)
        end = max((boxes[i.path].right for i in parts if i.depth == 0), default=self.bar.x)
        rest = Box(end, self.bar.y, self.bar.right - end, self.bar.height)
        candidates = []
        padding = self.ctx.theme.layout.label_padding
        rest_look = self.ctx.theme.look(bar.fill if bar.ends == "whole" else "none")  # ending at its parts, the rest is paper
        if bar.label_align is not None:  # over (else under) the bar, where the writer put it along it
            drawn = Box(self.bar.x, self.bar.y, end - self.bar.x, self.bar.height) if bar.ends == "parts" else self.bar
            candidates = [c for side in ("above", "below") for c in self._outside(label, "ink", drawn, node.path, source, side=side, align=bar.label_align)]
            placed = self._place(candidates, set(), label, source)
            assert placed is not None  # with a fallback, always a place
            return placed
        if rest_look.ink_inside and not bar.hatch:
            inside = self._run(label, rest_look.inside, rest.x + padding, 0, "left", node.path, source)
            inside = self.ctx.text_centred_on(inside, self.bar.centre_y)
            if fits_inside(inside, rest, padding):
                candidates.append(inside)
        inside_ok = {0} if candidates else set()
        candidates += self._outside(label, "ink", self.bar, node.path, source, above_first=True)  # below, it reads as a part's label
        placed = self._place(candidates, inside_ok, label, source)
        assert placed is not None  # with a fallback, always a place
        return placed

    def part_label(self, info: PartInfo, boxes: dict[SpecPath, Box], step: bool = False) -> TextRun | None:
        """The part's label where it first fits: inside, beside, above or
        below. With `step`, None where no place is free: the bar steps it
        down on a leader (`stepped`) instead of crowding it."""
        part = info.spec
        label = part.label
        assert label is not None  # asked only of a part with a label (BarDrawer.layout)
        area = boxes[info.path]
        source = info.path + ("label",)
        if part.label_side == "inside":  # where the writer asked: in its contrast ink, or refused
            inside = label_inside(self.ctx, label, area, part.look, info.path)
            self.placed.append(inside.box)
            return inside
        look = self.ctx.theme.look(part.fill)
        beside = label_ink(part, text_colour(self.ctx.theme, part.look))
        padding = self.ctx.theme.layout.label_padding
        candidates: list[TextRun] = []
        children = [boxes[p] for p in boxes if p[:-2] == info.path]
        if look.ink_inside and not part.hatch:
            for stretch in free_stretches(area, children):
                inside = self._run(label, look.inside, stretch.x + padding, 0, "left", info.path, source)
                inside = self.ctx.text_centred_on(inside, area.centre_y)
                if fits_inside(inside, stretch, padding):
                    candidates.append(inside)
                    break
        if part.label_side in ("above", "below"):  # where the writer asked, or lint says what it meets there
            return self._place(self._outside(label, beside, area, info.path, source, side=part.label_side, align=part.label_align), set(), label, source)
        if part.label_side in ("left", "right"):  # beside it, level with its middle: the bar narrowed to hold it at an end (`end_room`)
            return self._place(at_side(self.ctx, label, area, part.label_side, beside, source, owner=info.path), set(), label, source)
        inside_ok = {0} if candidates else set()
        candidates += self._outside(label, beside, area, info.path, source)
        return self._place(candidates, inside_ok, label, source, fallback=not step)

    def leader(self, info: PartInfo, area: Box, stepping: str = "") -> list[Element]:
        """The part's leader and its words, at the first depth where the line
        and the words stand clear. `stepping` (a run of leaders and stepped
        labels, laid from the right): the words keep to the right of the line
        and step one row deeper, so each line passes left of the words already
        standing (STYLE.md: a label stepped down with its leader); laid from
        the left (`stepping="right"`), the mirror of it. A leader with no
        place clear is counted in `crowded`."""
        leader = info.spec.own_leader or LeaderSpec(label=info.spec.label or "")  # a stepped label: a leader's words, its own (asked only of a part with one)
        theme = self.ctx.theme.layout
        where = info.path + ("leader",) if info.spec.own_leader else info.path
        colour = label_ink(info.spec, text_colour(self.ctx.theme, info.spec.look))
        down = leader.side_on(False) == "below"
        start_y = area.bottom if down else area.y
        x = area.centre_x
        step = self.ctx.text_height("label") + theme.label_gap
        depths = (0.0, step, 2 * step, 3 * step) if stepping else (0.0, step, 2 * step)
        first, then = ("right", "left") if stepping == "right" else ("left", "right")
        tries = [(extra, first) for extra in depths] + [(extra, then) for extra in depths] if stepping else [(extra, align) for extra in depths for align in ("left", "right")]
        for extra, align in tries:
            length = self.ctx.grown(theme.leader_length, "leader") + extra + ((self.below - area.bottom) if down else 0.0)  # reaching further at the spread level
            end_y = start_y + length if down else start_y - length
            texts = self._leader_texts(leader, x, end_y, align, colour, info.path, where, down)
            line_box = Box(x - 1, min(start_y, end_y), 2, abs(end_y - start_y))
            boxes = [t.box for t in texts]
            if not is_free(line_box, self.placed, self.ctx.columns):
                continue
            if all(is_free(t.box, self.placed + self.shapes, self.ctx.columns) for t in texts):
                self.placed.extend(boxes + [line_box])
                return self._leader_shapes(info, x, start_y, end_y) + texts
        self.crowded += 1
        reach = self.ctx.grown(theme.leader_length, "leader")
        end_y = start_y + reach if down else start_y - reach
        return [*self._leader_shapes(info, x, start_y, end_y), *self._leader_texts(leader, x, end_y, "left", colour, info.path, where, down)]

    def _leader_shapes(self, info: PartInfo, x: float, start_y: float, end_y: float) -> list[Element]:
        where = info.path + (("leader",) if info.spec.own_leader else ("label",))  # a stepped label's leader is its label's
        radius = self.ctx.theme.layout.leader_dot / 2
        return [
            Line(x, start_y, x, end_y, Paint(stroke="ink", stroke_width="thin"), "leader", where, where),
            Dot(x, start_y, radius, "ink", "leader", where, where),
        ]

    def _leader_texts(self, leader: LeaderSpec, x: float, end_y: float, align: str, colour: str,
                      owner: SpecPath, where: SpecPath, down: bool) -> list[TextRun]:
        offset = self.ctx.theme.layout.leader_text_offset
        text_x = x + offset if align == "left" else x - offset
        label = self._run(leader.label, colour, text_x, 0, align, where, where + ("label",))  # a stepped label: at its part's `label`
        label = self.ctx.text_centred_on(label, end_y)
        texts = [label]
        if leader.note:
            top = label.box.bottom + self.ctx.theme.type.line_gap / 2
            texts.append(self._run(leader.note, "ink", text_x, top, align, where, where + ("note",), size="note"))
        if not down and leader.note:
            # above the part the note still reads beneath its label, so lift both
            lift = texts[-1].box.bottom - end_y - self.ctx.font.cap(label.size) / 2
            texts = [t.moved(0, -lift) for t in texts]
        return texts


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
        boxes = self._part_boxes(bar, box, parts, theme.thin_part, ctx.theme.strokes.outline / 2)
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
        result.elements.extend(seams(ctx.theme, painted, node.path))  # alike parts that abut stay two
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
        for path, cut in zip(top, parted([boxes[p] for p in top], bar.gaps, least, edge)):
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
        if drawn.right - start < 1:
            return None
        return Box(start, drawn.y, drawn.right - start, drawn.height)

    @staticmethod
    def _height(ctx: "LayoutContext", frame: Box, length: float, given: bool) -> float:
        """The bar's thickness: the theme's (grown where the card has room; at
        the fill level a bar long at its bound no thicker than
        `Layout.bar_elongation` allows, so it still reads as a long bar, and one
        already short there, a panel in a row, no thicker than `Layout.bar_stout`
        of its length), thinner (to half the theme's) when its frame is short.
        A `height` the spec gives is the block's: the bar takes half of it, its
        labels and scale the rest."""
        layout = ctx.theme.layout
        full, bound = layout.bar_height, layout.bar_height * layout.grow_bar
        if given:
            return max(full / 2, frame.height / 2)
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
