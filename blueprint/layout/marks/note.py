"""How a note is drawn: its words, left-aligned (right-aligned when the note
stands left of what it points at), and, once every block stands where it ends
up, a thin ink leader from the words' nearest side to the anchor `to`, a dot
where it lands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
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
        words = [ctx.text(spec.label, size="label", colour="ink", x=x, top=frame.y, align=align, role="label", owner=where, source=where)]
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
    where = node.path + ("leader",)
    radius = ctx.theme.layout.leader_dot / 2
    return [Line(start[0], start[1], end[0], end[1], Paint(stroke="ink", stroke_width="thin"), "leader", where, where),
            Dot(end[0], end[1], radius, "ink", "leader", where, where)]
