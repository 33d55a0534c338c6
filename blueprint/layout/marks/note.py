"""How a note is drawn: its words, left-aligned (right-aligned when the note
stands left of what it points at), and, once every block stands where it ends
up, a thin ink leader from the words' nearest side to the anchor `to`, a dot
where it lands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.router import between, orthogonal, ports
from blueprint.layout.draw.routes import Route, crosses
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.rules import policy
from blueprint.marks.note import NoteSpec
from blueprint.scene import Box, Dot, Element, Line, Paint

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


class NoteDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(NoteSpec)
        align = "right" if "left-of" in {r for r, _ in node.kind.relations(node)} else "left"  # facing what it stands by
        x = frame.x if align == "left" else frame.right
        where = node.path + ("label",)
        words = [ctx.text(spec.label, size="label", colour=spec.label_colour, x=x, top=frame.y, align=align, role="label", owner=where, source=where)]
        if spec.note:
            below = node.path + ("note",)
            words.append(ctx.text(spec.note, size="note", colour="ink", x=x, top=words[0].box.bottom + ctx.theme.layout.label_gap / 2, align=align, role="label", owner=below, source=below))
        box = Box.around([w.box for w in words]) or Box(x, frame.y, 0, 0)
        anchors = {node.id: box} if node.id else {}
        return MarkLayout(elements=list(words), anchors=anchors)

    def finish(self, node: "MarkNode", ctx: "LayoutContext", box: Box, anchors: Mapping[str, Box]) -> list[Element]:
        """The leader, drawn once the note and what it points at stand where they end up."""
        spec = node.spec_as(NoteSpec)
        if not spec.to:
            return []
        target = anchors.get(spec.to)
        if target is None:
            ctx.diagnostics.error(ctx.locate(node.path + ("to",)), messages.NOTE_TARGET_LATER.format(target=spec.to))
            return []
        return leader(box, target, ctx, node)


def note_depth(node: "MarkNode", ctx: "LayoutContext") -> float:
    """How far a note placed below a part reaches down from it: its gap (the
    writer's, else the label gap) and its words, as `layout` draws them."""
    spec = node.spec_as(NoteSpec)
    gap = ctx.theme.layout.label_gap
    height = ctx.text_height("label", spec.label)
    if spec.note:
        height += gap / 2 + ctx.text_height("note", spec.note)
    return float(spec.gap if spec.gap is not None else gap) + height


def leader(words: Box, target: Box, ctx: "LayoutContext", node: "MarkNode") -> list[Element]:
    """A thin ink line from the words' side facing the target to the target's
    nearest edge, a dot where it lands. Where the words stand square above or
    below the target the leader drops straight: at the target's centre if the
    words lie under it, else from the words' lead-in if the target lies under
    that. A slant from the words' corner would cross whatever the target hangs
    below its edge (a card's pins)."""
    gap = ctx.theme.layout.label_gap
    if target.bottom <= words.y or target.y >= words.bottom:  # the target above, or below
        up = target.bottom <= words.y
        start_y, end_y = (words.y - gap / 2, target.bottom) if up else (words.bottom + gap / 2, target.y)
        lead_in = words.x + min(words.width, 24.0) / 2
        inset = ctx.theme.layout.leader_dot  # never on a corner
        x = next((x for x, low, high in ((target.centre_x, words.x, words.right), (lead_in, target.x, target.right))
                  if low + inset <= x <= high - inset), None)
        start, end = ((x, start_y), (x, end_y)) if x is not None else ((lead_in, start_y), (target.centre_x, end_y))
    elif target.right <= words.x:
        start, end = (words.x - gap, words.centre_y), (target.right, target.centre_y)
    else:
        start, end = (words.right + gap, words.centre_y), (target.x, target.centre_y)
    points = [start, end]
    if _crossed(Route((start, end)), words, target, node, ctx):
        routed = _round(words, target, node, ctx)
        points = list(routed.points) if routed is not None else points
    where = node.path + ("leader",)
    radius = ctx.theme.layout.leader_dot / 2
    paint = Paint(stroke="ink", stroke_width="thin")
    lines: list[Element] = [Line(a[0], a[1], b[0], b[1], paint, "leader", where, where) for a, b in zip(points, points[1:])]
    return lines + [Dot(points[-1][0], points[-1][1], radius, "ink", "leader", where, where)]


def _others(words: Box, target: Box, node: "MarkNode", ctx: "LayoutContext") -> list[Box]:
    """What the leader must not cross: the bodies the blocks drew (icons,
    bars, cells: boxes), but the target's own parts and what holds the
    target. Lines and areas are not boxes: a leader over a curve's fill to a
    point on it is judged by lint on their drawn shapes."""
    placed = getattr(ctx, "placed", [])  # a leader drawn alone (a test's) has no frame to keep clear of
    if not placed:
        return []
    spec = node.spec_as(NoteSpec)
    ident = ctx.ids.get(spec.to) if spec.to else None
    whole = ident is not None and ident.what == getattr(getattr(ident.node, "kind", None), "name", None)  # a mark, not a part of one
    own = ident.node.path if ident is not None and whole else node.path  # a whole mark's pins and fans are its own, as the note's words are
    shapes = [e for e in placed if policy.role_class(e) == policy.BODY and e.owner[: len(node.path)] != node.path and e.owner[: len(own)] != own]
    return between(words, target, shapes)


def _crossed(line: Route, words: Box, target: Box, node: "MarkNode", ctx: "LayoutContext") -> bool:
    return any(crosses(line, box) for box in _others(words, target, node, ctx))


def _round(words: Box, target: Box, node: "MarkNode", ctx: "LayoutContext") -> Route | None:
    """The router's leader (layout/draw/router.py): from a side of the words,
    round what stands between, to a side of the target."""
    layout = ctx.theme.layout
    gap = layout.label_gap / 2
    near = words.grown(gap)
    texts = [e.bounds for e in ctx.placed if e.kind == "text" and e.owner[: len(node.path)] != node.path]  # kept off where it can be
    others = _others(words, target, node, ctx)
    for blocked in (others + texts, others):
        found = orthogonal(ports(near), ports(target), blocked, layout.label_gap, layout.stack_gap, None, (near, target))
        if found is not None:
            return found
    return None
