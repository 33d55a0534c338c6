"""How a group (`row`, `column`) is drawn. The composer lays out the marks it
holds (`layout/compose.py`); the group itself only draws its label centred
above them ("before", "after") and names its anchors (its id and
`id.label`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.group import GroupSpec
from blueprint.scene import Box, Element

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


class GroupDrawer(MarkDrawer):
    def label_room(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        """The height the label takes above what the group holds: its line
        and a gap either side, the gap below opening with the stack's gaps at
        the fill level (`Layout.fill_gap`): the label stands over its column
        as a stacked block does (issue 27: a column's gaps share the height)."""
        gap = ctx.theme.layout.label_gap
        return ctx.text_height("label") + gap + ctx.grown(gap, "gap") if node.spec_as(GroupSpec).label else 0.0

    def decorate(self, node: "MarkNode", ctx: "LayoutContext", held: Box, frame: Box) -> MarkLayout:
        """The label centred above what the group holds, and the group's anchors."""
        label = node.spec_as(GroupSpec).label
        elements: list[Element] = []
        if label:
            where = node.path + ("label",)
            elements.append(
                ctx.text(label, size="label", colour="ink", x=held.centre_x,
                         top=held.y - self.label_room(node, ctx) + ctx.theme.layout.label_gap / 2,
                         align="centre", role="label", owner=where, source=where)
            )
        box = Box.around([held] + [e.bounds for e in elements]) or held
        anchors = {node.id: box, f"{node.id}.label": elements[0].bounds if elements else box} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)
