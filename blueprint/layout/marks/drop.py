"""How a drop is drawn: a dashed (or dotted) thin line from its anchor (a
point's centre, else the edge facing the axis) straight to the axis of the
mark that owns the anchor, or to another anchor; its label at the axis end,
beside the line, where the label search may move it.

The axis is what the owning mark drew as its ruled line: a time axis
(`scale`), a curve's `baseline` (whose left end is its value axis), else its
`floor`; found among what the blocks drew, so a drop works for every mark
that draws one, with no case per kind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import with_alternatives
from blueprint.rules.geometry import meets, runs_along, segments, wholly_along
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.base import AXIS_KINDS
from blueprint.marks.drop import AXES, COLOURS, DropSpec
from blueprint.scene import Box, Element, Line, Paint, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

FIGURES = ("icon", "pin", "sign")  # drawn things a guide breaks for, as for words (an icon's lines, its pins, a cross)
TICK_TYPE = "note"  # the type an axis's tick figures are set in (`layout/draw/axis.py`)
AXIS_ROLES = ("scale", "baseline", "floor")  # what a mark draws as its axis, in the order a drop prefers
Point = tuple[float, float]


class DropDrawer(MarkDrawer):
    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(DropSpec)
        start_box, point = _anchor(spec.source, ctx)
        start, end = _ends(spec, start_box, point, ctx)
        paint = Paint(stroke=COLOURS[spec.colour], stroke_width="dotted" if spec.outline == "dotted" else "thin", line=spec.outline)
        line = Line(*start, *end, paint, "guide", node.path, node.path)
        elements: list[Element] = list(_around_words(line, ctx))
        if spec.label:
            elements.append(_label(node, spec.label, start, end, spec.colour, ctx))
        anchors = {node.id: line.bounds} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)


def _around_words(line: Line, ctx: "LayoutContext") -> list[Line]:
    """The line, broken where it would cross the words and the icons the blocks
    drew (a curve's name, a row of crosses in its way): a label gap clear of
    each, as a drafter breaks a guide for a figure; and left out where it
    would lie on a line or an edge drawn in its direction (a staircase's last
    riser under a drop from its landing), which already draws it there,
    unless that is all of it."""
    clear = ctx.theme.layout.label_gap / 2
    upright = abs(line.x1 - line.x2) < 0.01
    low, high = sorted((line.y1, line.y2) if upright else (line.x1, line.x2))
    on_lines = [stretch for element in ctx.placed if not isinstance(element, Text) for stretch in runs_along(line, element)]
    cuts = [] if wholly_along(line, on_lines) else on_lines  # all of it on a line: the writer's guide is that line, drawn whole
    for element in ctx.placed:
        if not isinstance(element, Text) and element.role not in FIGURES:
            continue
        box = (element.box if isinstance(element, Text) else element.bounds).grown(clear)
        if upright and box.x <= line.x1 <= box.right and box.bottom > low and box.y < high:
            cuts.append((box.y, box.bottom))
        elif not upright and box.y <= line.y1 <= box.bottom and box.right > low and box.x < high:
            cuts.append((box.x, box.right))
    pieces, at = [], low
    for first, last in sorted(cuts):
        if first > at:
            pieces.append((at, first))
        at = max(at, last)
    if at < high:
        pieces.append((at, high))
    if not cuts:
        return [line]
    make = (lambda a, b: Line(line.x1, a, line.x2, b, line.paint, line.role, line.owner, line.source)) if upright else (
        lambda a, b: Line(a, line.y1, b, line.y2, line.paint, line.role, line.owner, line.source))
    return [make(a, b) for a, b in pieces if b - a > 1.0]


def _anchor(name: str, ctx: "LayoutContext") -> tuple[Box, bool]:
    """The anchor's box, and whether it stands for a position (a curve's point,
    an event): a drop starts at its centre, not at its marker's edge."""
    box = ctx.anchors[name]
    mark, _, rest = name.partition(".")
    node = getattr(ctx.ids.get(mark), "node", None)
    point = bool(rest) and node is not None and node.id == mark and node.kind.point_anchor(node, rest)
    return box, point


def _owner(name: str, ctx: "LayoutContext") -> "MarkNode | None":
    return getattr(ctx.ids.get(name.split(".")[0]), "node", None)


def _axis(owner: "MarkNode", below: float, ctx: "LayoutContext", x: float | None = None) -> Line | None:
    """The ruled line the mark drew as its axis, at or below `below` (and
    across `x`, where given: not a value axis's tick): the first role of
    AXIS_ROLES it drew, the highest such line under the anchor."""
    lines = [e for e in ctx.placed if isinstance(e, Line) and e.owner[: len(owner.path)] == owner.path and abs(e.y1 - e.y2) < 0.01
             and (x is None or min(e.x1, e.x2) - 0.5 <= x <= max(e.x1, e.x2) + 0.5)]
    for role in AXIS_ROLES:
        found = sorted((e for e in lines if e.role == role and e.y1 >= below - 0.5), key=lambda e: e.y1)
        if found:
            return found[0]
    return None


def _value_axis(owner: "MarkNode", ctx: "LayoutContext") -> float | None:
    """The x of the upright ruled line the mark drew as its value axis, if any."""
    lines = [e for e in ctx.placed if isinstance(e, Line) and e.owner[: len(owner.path)] == owner.path and abs(e.x1 - e.x2) < 0.01
             and e.role in AXIS_ROLES and abs(e.y2 - e.y1) > 2 * ctx.theme.layout.label_gap]
    return min((e.x1 for e in lines), default=None)


def _ends(spec: DropSpec, box: Box, point: bool, ctx: "LayoutContext") -> tuple[Point, Point]:
    """Where it starts and ends: down to an x axis, left to a y axis, or
    straight to another anchor (to a whole mark with an axis: to that axis,
    through what the mark drew above it)."""
    owner = _owner(spec.source, ctx)
    x, y = box.centre_x, (box.centre_y if point else _drawn_bottom(spec.source, box, ctx))
    if spec.to in AXES:
        axis = _axis(owner, y, ctx, x if spec.to == "x-axis" else None) if owner is not None else None
        if spec.to == "x-axis":
            return (x, y), (x, axis.y1 if axis is not None else ctx.anchors[owner.id].bottom if owner is not None and owner.id else y)
        upright = _value_axis(owner, ctx) if owner is not None else None
        left = upright if upright is not None else min(axis.x1, axis.x2) if axis is not None else box.x
        start_x = box.centre_x if point else box.x
        return (start_x, box.centre_y), (left, box.centre_y)
    target = ctx.anchors[spec.to]
    target_owner = _owner(spec.to, ctx)
    if through(spec, ctx) and target.y >= y:  # a whole mark with an axis below: through it to its axis, else its far edge
        axis = _axis(target_owner, target.y, ctx, x) if target_owner is not None else None
        if axis is not None and min(axis.x1, axis.x2) <= x <= max(axis.x1, axis.x2):
            return (x, y), (x, axis.y1)
        return (x, y), (x, target.bottom)
    if target.y >= y:  # below: straight down to its top
        return (x, y), (x, target.y)
    top = box.centre_y if point else box.y
    if target.bottom <= top:  # above: straight up to its bottom
        return (x, top), (x, target.bottom)
    side_y = box.centre_y
    if target.x >= box.right:
        return (box.centre_x if point else box.right, side_y), (target.x, side_y)
    return (box.centre_x if point else box.x, side_y), (target.right, side_y)


def _drawn_bottom(name: str, box: Box, ctx: "LayoutContext") -> float:
    """The bottom of a whole mark's drawing under the line's x (an icon's pins
    hang below its anchor's box), its words and axis aside, and a hair below it: a
    guide from a whole mark starts clear of it, as a connector's line stops at
    its edge (a part's edge is where the guide leaves it)."""
    owner = _owner(name, ctx)
    if owner is None or "." in name:
        return box.bottom
    x = box.centre_x
    under = [e.bounds.bottom for e in ctx.placed if e.owner[: len(owner.path)] == owner.path and not isinstance(e, Text) and e.role not in AXIS_ROLES
             and e.bounds.x - 2 <= x <= e.bounds.right + 2 and e.bounds.bottom > box.bottom]
    return max([box.bottom] + under) + ctx.theme.layout.label_gap / 2


def through(spec: DropSpec, ctx: "LayoutContext") -> bool:
    """Whether it runs to a whole mark that has an axis (a timeline): through
    what that mark drew, to its axis."""
    owner = _owner(spec.to, ctx) if spec.to not in AXES else None
    return owner is not None and "." not in spec.to and owner.kind.name in AXIS_KINDS


def _label(node: "MarkNode", words: str, start: Point, end: Point, colour: str, ctx: "LayoutContext") -> Text:
    """The label at the axis end: beside a line that drops, just above where it
    meets the axis (right of it, else left); above a line that runs across,
    at its axis end. The label search may move it to another of these places."""
    gap = ctx.theme.layout.label_gap
    size = TICK_TYPE if _figured(start, end, ctx) else "label"
    height = ctx.text_height(size, words)
    ink = node.spec_as(DropSpec).label_colour or ("ink" if colour == "grey" else colour)  # `label-colour`, else the line's
    owner = node.path + ("label",)
    make = lambda x, top, align: ctx.text(words, size=size, colour=ink, x=x, top=top, align=align, role="label", owner=owner, source=owner)
    (x0, y0), (x1, y1) = start, end
    if abs(x1 - x0) < 0.01:  # it drops (or rises): beside it, near the axis end; else under all its mark drew there
        top = y1 - gap - height if y1 >= y0 else y1 + gap
        candidates = [make(x1 + gap, top, "left"), make(x1 - gap, top, "right")]
        below = [e.bounds.bottom for e in ctx.placed if e.bounds.x <= x1 + gap and e.bounds.right >= x1 - gap and e.bounds.y >= y1 - 0.5 and e.bounds.y <= y1 + 4 * gap]
        if y1 >= y0:
            candidates.append(make(x1, max(below, default=y1) + gap, "centre"))
            for floor in _floors(x1, y0, y1, ctx):  # on the lines it crosses on its way down (a curve's baseline over its ruled axis)
                candidates += [make(x1 + gap, floor - gap - height, "left"), make(x1 - gap, floor - gap - height, "right")]
    else:  # it runs across: above it, at the axis end
        align = "left" if x1 < x0 else "right"
        candidates = [make(x1 + (gap if align == "left" else -gap), y1 - gap - height, align), make(x1 + (gap if align == "left" else -gap), y1 + gap, align)]
    chosen = next((c for c in candidates if _free(c.box, ctx)), candidates[0])
    return with_alternatives(chosen, candidates)


def _figured(start: Point, end: Point, ctx: "LayoutContext") -> bool:
    """Whether the line drops to an axis ruled with figures (in TICK_TYPE, a
    row of them just under where it ends): its words name one more place on
    that axis, and are set as its figures are, wherever they stand
    (faithful14: decode-roofline's `295` stood among the tick figures in
    the larger label type)."""
    (x0, y0), (x1, y1) = start, end
    if abs(x1 - x0) >= 0.01 or y1 < y0:
        return False
    reach = 4 * ctx.theme.layout.label_gap
    points = ctx.theme.type.size(TICK_TYPE)
    return any(isinstance(e, Text) and e.size == points and y1 <= e.box.y <= y1 + reach for e in ctx.placed)


def _free(box: Box, ctx: "LayoutContext", clearance: float = 2.0) -> bool:
    """Whether words in `box` stand on the card, clear of everything drawn, each
    judged by what it draws (a curve by its path, not the box of its plot)."""
    if not ctx.columns.contains(box):
        return False
    grown = box.grown(clearance)
    return not any(grown.overlaps(e.bounds) and meets(box, e, clearance) for e in ctx.placed)


def _floors(x: float, top: float, bottom: float, ctx: "LayoutContext") -> list[float]:
    """The flat lines a drop at `x` crosses between `top` and `bottom` (its axis
    end), nearest the axis first: where its label may stand, just above one."""
    found = {round(y, 2) for e in ctx.placed for (ax, ay), (bx, by) in segments(e)
             if abs(ay - by) < 0.01 and min(ax, bx) - 0.5 <= x <= max(ax, bx) + 0.5 and top < (y := ay) < bottom - 0.5}
    return sorted(found, reverse=True)
