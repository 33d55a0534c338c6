"""The note mark: words (a label, and a smaller line beneath it) placed like any
block, with an optional leader to any anchor ("a leader joins the slice to a
note marked the fee").

Spec: `{id, label, note, to, placement keys}`. Layout: the words, left-aligned
(right-aligned when the note stands left of what it points at), and a thin ink
leader from the words' nearest side to the anchor `to`, a dot where it lands;
the anchor must be placed before the note (earlier in the spec, or the mark the
note is placed against). Facts: the note as a thing of the "links" form, and a
relation `joins` from what it points at to the note through the leader: said by
the describe stage like any link, with no sentence code here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode, Ref
from blueprint.model import Alt, Identifier, Placed, Reference, Text
from blueprint.describe.say.facts import Relation, Statement, Thing
from blueprint.scene import Box, Dot, Element, Line, Paint

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.describe.say.context import DescribeContext
    from blueprint.sourcemap import SourceMap

class NoteSpec(Placed):
    """Words placed like a block, with an optional leader to an anchor."""

    id: Identifier | None = None
    label: Text = Field(description="the words: `the fee`")
    note: Text | None = Field(None, description="a smaller line beneath: `5.7 points to break even`")
    to: Reference | None = Field(None, description="an anchor the leader runs to (`bar.fee`, `c.peak-1`)")
    alt: Alt | None = None


class NoteMark(MarkKind):
    name = "note"
    model = NoteSpec
    noun = ("note", "notes")
    counted = False  # named one by one, as icons are

    def references(self, node: MarkNode) -> list[Ref]:
        spec: NoteSpec = node.spec
        found = super().references(node)
        return found + ([Ref(spec.to, node.path + ("to",), "`to`", ())] if spec.to else [])  # any mark, part or anchor

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec: NoteSpec = node.spec
        align = "right" if "left-of" in {r for r, _ in self.relations(node)} else "left"  # facing what it stands by
        x = frame.x if align == "left" else frame.right
        where = node.path + ("label",)
        words = [ctx.text(spec.label, size="label", colour="ink", x=x, top=frame.y, align=align, role="label", owner=where, source=where)]
        if spec.note:
            below = node.path + ("note",)
            words.append(ctx.text(spec.note, size="note", colour="ink", x=x, top=words[0].box.bottom + ctx.theme.layout.label_gap / 2, align=align, role="label", owner=below, source=below))
        box = Box.around([w.box for w in words]) or Box(x, frame.y, 0, 0)
        anchors = {node.id: box} if node.id else {}
        return MarkLayout(elements=list(words), anchors=anchors)

    def finish(self, node: MarkNode, ctx: "LayoutContext", box: Box, anchors: "Mapping[str, Box]") -> list[Element]:
        """The leader, drawn once the note and what it points at stand where they end up."""
        spec: NoteSpec = node.spec
        if not spec.to:
            return []
        target = anchors.get(spec.to)
        if target is None:
            ctx.diagnostics.error(ctx.locate(node.path + ("to",)), messages.NOTE_TARGET_LATER.format(target=spec.to))
            return []
        return self._leader(box, target, ctx, node)

    @staticmethod
    def _leader(words: Box, target: Box, ctx: "LayoutContext", node: MarkNode) -> list[Element]:
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

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Nothing the model cannot say: the anchor's existence is checked with every reference."""

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        spec: NoteSpec = node.spec
        thing = Thing("note", node.path, label=spec.label, note=spec.note, alt=spec.alt, form="links")
        if not spec.to:
            return Statement((thing,))
        leader = Thing("leader", node.path + ("leader",), quality="thin")
        target = ctx.key_of(spec.to)
        return Statement((thing,), (Relation("joins", target, node.path, via=leader),) if target is not None else ())
