"""Where a bar's words stand: the bar's label, each part's label (inside its
free stretch, beside, above or below it), and leaders with their words, each
placed where it first fits and clear of what is placed already. Apart from
`bar.py` so the bar's layout reads whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import at_side, fits_inside, is_free, label_inside, with_alternatives
from blueprint.layout.draw.shapes import text_colour
from blueprint.marks.label import label_ink
from blueprint.marks.bar.spec import BarSpec, LeaderSpec, PartInfo
from blueprint.scene import Box, Dot, Element, Line, Paint, SpecPath
from blueprint.scene import Text as TextRun

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


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

    def _outside(self, text: str, colour: str, area: Box, owner: SpecPath, source: SpecPath, above_first: bool = False, side: str | None = None, align: str | None = None, gap: float | None = None) -> list[TextRun]:
        """Spots beside the bar, in the order tried; `side` (`above`, `below`):
        only the rows on that side, as the writer asked, and with `align`
        (`label-align`) only that spot along it; `gap` from the bar, the
        theme's label gap unless given."""
        gap = self.ctx.theme.layout.label_gap if gap is None else gap
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
            candidates = [c for side in ("above", "below") for c in self._outside(label, "ink", drawn, node.path, source, side=side, align=bar.label_align, gap=self.ctx.grown(self.ctx.theme.layout.label_gap, "gap"))]
            placed = self._place(candidates, set(), label, source)
            assert placed is not None  # with a fallback, always a place
            return placed
        if rest_look.ink_inside and not bar.hatch:
            inside = self._run(label, rest_look.inside, rest.x + padding, 0, "left", node.path, source)
            inside = self.ctx.text_centred_on(inside, self.bar.centre_y)
            if fits_inside(inside, rest, padding):
                candidates.append(inside)
        inside_ok = {0} if candidates else set()
        # below, it reads as a part's label; its gap opens with the stack's at the fill level: a name over its bar stands as a group's over its marks
        candidates += self._outside(label, "ink", self.bar, node.path, source, above_first=True, gap=self.ctx.grown(self.ctx.theme.layout.label_gap, "gap"))
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
            inside = label_inside(self.ctx, label, area, part.look, info.path, colour=part.inside_ink())
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
