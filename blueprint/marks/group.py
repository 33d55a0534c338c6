"""Groups: `row` holds marks side by side, `column` stacks them.

A group is a block like any mark: it has an id, anchors and a box, takes the
same placement keys and sizes, and nests. Its `gap` and `align` are those of
the marks it holds. The engine lays out what a group holds; the group itself
only draws its label above them ("before", "after") and names its anchors.
Facts: the group as a thing (a labelled group holding one mark is a panel);
the describe stage says it with what it holds ("a column marked queue holding
three model icons", "side by side in panels marked before and after").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.marks.icon import placed_against
from blueprint.model import Alt, Identifier, Placed, Text
from blueprint.describe.say.facts import Statement, Thing
from blueprint.scene import Box, Element

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap
    from blueprint.describe.say.context import DescribeContext


class GroupSpec(Placed):
    """Marks held together; `gap` and `align` are those of the marks inside."""

    id: Identifier | None = None
    label: Text | None = Field(None, description="words above the group: `before`, `after`")
    marks: list[Any] = Field(min_length=1, description="the marks the group holds, in order")
    alt: Alt | None = None


class GroupMark(MarkKind):
    """The common part of `row` and `column`."""

    model = GroupSpec
    holds_marks = True
    counted = False
    direction: ClassVar[str] = "column"
    aligns: ClassVar[tuple[str, ...]] = ("left", "centre", "right")

    def relations(self, node: MarkNode) -> list[tuple[str, str]]:
        return node.spec.relations()

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        align = node.spec.align
        if align is not None and align not in self.aligns:
            valid = ", ".join(f"`{a}`" for a in self.aligns)
            diagnostics.error(source.locate(node.path + ("align",)), messages.GROUP_ALIGN.format(kind=self.name, valid=valid, align=align))

    def label_room(self, node: MarkNode, ctx: "LayoutContext") -> float:
        """The height the label takes above what the group holds."""
        return ctx.text_height("label") + 2 * ctx.theme.layout.label_gap if node.spec.label else 0.0

    def decorate(self, node: MarkNode, ctx: "LayoutContext", held: Box, frame: Box) -> MarkLayout:
        """The label centred above what the group holds, and the group's anchors."""
        elements: list[Element] = []
        if node.spec.label:
            where = node.path + ("label",)
            elements.append(
                ctx.text(node.spec.label, size="label", colour="ink", x=held.centre_x,
                         top=held.y - self.label_room(node, ctx) + ctx.theme.layout.label_gap / 2,
                         align="centre", role="label", owner=where, source=where)
            )
        box = Box.around([held] + [e.bounds for e in elements]) or held
        anchors = {node.id: box, f"{node.id}.label": elements[0].bounds if elements else box} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, "group", node), Ident(f"{node.id}.label", path, "anchor", node)]

    # --- facts ----------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        """The group as a thing (form "links"): a labelled group holding one
        mark is a panel, else a row or a column; where it stands among the
        groups beside it; how it was placed. What it holds is stated by the
        marks it holds: the describe stage puts them together."""
        spec: GroupSpec = node.spec
        held = [other for other in ctx.spec.marks if other.parent == node.path]
        noun = "panel" if spec.label and len(held) == 1 else self.name
        thing = Thing(noun, node.path, label=spec.label, among=self._among(node, ctx), arrangement=self.direction, alt=spec.alt, form="links")
        return Statement((thing,), placed_against(node, ctx))

    @staticmethod
    def _among(node: MarkNode, ctx: "DescribeContext") -> str | None:
        """Left, right or middle among the groups side by side with it in what holds it."""
        peers = [other for other in ctx.spec.marks if other.parent == node.parent and other.kind.holds_marks]
        word = ctx.place_among(node, peers)
        return word if word in ("left", "right", "middle") else None


class RowMark(GroupMark):
    name = "row"
    noun = ("row", "rows")
    direction = "row"
    aligns = ("top", "centre", "bottom")


class ColumnMark(GroupMark):
    name = "column"
    noun = ("column", "columns")
    direction = "column"
    aligns = ("left", "centre", "right")

