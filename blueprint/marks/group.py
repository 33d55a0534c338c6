"""Groups: `row` holds marks side by side, `column` stacks them.

A group is a block like any mark: it has an id, anchors (its id and
`id.label`) and a box, takes the same placement keys and sizes, and nests.
Its `gap` and `align` are those of the marks it holds; `direction` is how it
lays them out. The composer lays out what a group holds; the group's own
drawing (its label above them) is `layout/marks/group.py`, its facts
`describe/marks/group.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.label import Label
from blueprint.model import Alt, Identifier, Placed

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


class GroupSpec(Placed):
    """Marks held together; `gap` and `align` are those of the marks inside."""

    id: Identifier | None = None
    label: Label | None = Field(None, description="words above the group: `before`, `after`")
    marks: list[Any] = Field(min_length=1, description="the marks the group holds, in order")
    alt: Alt | None = None


class GroupMark(MarkKind):
    """The common part of `row` and `column`."""

    model = GroupSpec
    holds_marks = True
    direction: ClassVar[str] = "column"
    aligns: ClassVar[tuple[str, ...]] = ("left", "centre", "right")

    def relations(self, node: MarkNode) -> list[tuple[str, str]]:
        return node.spec_as(GroupSpec).relations()

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        if node.spec_as(GroupSpec).heading is not None:  # a group's words over it are its `label`: one key, not two
            diagnostics.error(source.locate(node.path + ("heading",), key=True), messages.GROUP_HEADING.format(kind=self.name))
        align = node.spec_as(GroupSpec).align
        if align is not None and align not in self.aligns:
            valid = ", ".join(f"`{a}`" for a in self.aligns)
            diagnostics.error(source.locate(node.path + ("align",)), messages.GROUP_ALIGN.format(kind=self.name, valid=valid, align=align))

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, "group", node), Ident(f"{node.id}.label", path, "anchor", node)]


class RowMark(GroupMark):
    name = "row"
    direction = "row"
    aligns = ("top", "centre", "bottom")


class ColumnMark(GroupMark):
    name = "column"
    direction = "column"
    aligns = ("left", "centre", "right")

