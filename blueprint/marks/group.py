"""Groups: `row` holds marks side by side, `column` stacks them.

A group is a block like any mark: it has an id, anchors and a box, takes the
same placement keys and sizes, and nests. Its `gap` and `align` are those of
the marks it holds. The engine lays out what a group holds; the group itself
only draws its label above them ("before", "after") and names its anchors.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.model import Alt, Identifier, Placed, Text
from blueprint.scene import Box, Element

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap
    from blueprint.say.context import DescribeContext


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

    # description: a group is said through what it holds; a label names the panel
    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """"the panel marked before", or "a column of three icons" for what it holds."""
        ctx.tell(node.path)
        if node.spec.alt:
            return node.spec.alt
        if node.spec.label:
            return f"the panel marked {ctx.words.spoken(node.spec.label)}"
        held = [other for other in ctx.spec.marks if other.parent == node.path]
        kinds = {other.kind.name for other in held}
        if len(kinds) == 1:
            for other in held:
                ctx.tell(other.path)
            return f"{ctx.words.article(self.name)} of {ctx.words.count(len(held), *held[0].kind.noun)}"
        return f"{ctx.words.article(self.name)} of {ctx.words.count(len(held), 'mark')}"

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        if node.spec.alt:
            return [node.spec.alt]
        return []


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

