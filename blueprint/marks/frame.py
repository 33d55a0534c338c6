"""The frame mark: a thin rectangle around a group of marks, its title at its
top left: before and after panels.

Spec: `around` the marks (or groups) it encloses, whole, a `title`, its
`outline` (a grey hairline, solid or dashed) and what it `means` for the alt
text. An annotation: a link drawn once what it encloses is placed, a padding
clear of it. Here: the references and the check that it does not enclose
itself. Its drawing is the layout stage's (`layout/marks/frame.py`), its
facts the describe stage's (`describe/marks/frame.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import ANY_ANCHOR, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.bracket import MAX_OVER
from blueprint.marks.label import Label
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


class FrameSpec(SpecModel):
    """A thin frame around marks, with a title at its top left."""

    id: Identifier | None = None
    around: list[Reference] = Field(
        min_length=1, max_length=MAX_OVER,
        description="the marks or groups it encloses, by id (`[before]`, `[old, new]`): it stands a padding clear of all they draw",
    )
    title: Text | None = Field(None, description="words at its top left, set into its top line: `before`")
    caption: Label | None = Field(None, description="words under its bottom line at its left, in the note type: what the framed group is or holds (`no capacity`), said with the frame (marks7); two lines as a list (`[no capacity, until 9 am]`), as a label's")
    outline: Literal["solid", "dashed"] = Field("solid", description="`solid` (default): a grey hairline; `dashed`")
    hug: Literal["drawing", "parts"] = Field(
        "drawing",
        description="`drawing` (default): round all they draw, words included; `parts`: close round their parts only (a grid's cells, a bar's body), their names, leaders' words and brackets outside it, leaders crossing it",
    )
    means: Text | None = Field(None, description="what the framed group stands for, said in the alt text")
    alt: Alt | None = None


class FrameMark(MarkKind):
    name = "frame"
    model = FrameSpec
    flow = "link"

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(FrameSpec)
        return [Ref(name, node.path + ("around", index), "`around`", ANY_ANCHOR) for index, name in enumerate(spec.around)]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(FrameSpec)
        for index, name in enumerate(spec.around):
            if node.id and (name == node.id or name.startswith(node.id + ".")):
                diagnostics.error(source.locate(node.path + ("around", index)), messages.FRAME_AROUND_ITSELF.format(mark=node.id))
            elif "." in name:  # a part: a frame round it would cross the parts beside it
                mark = name.split(".")[0]
                diagnostics.error(source.locate(node.path + ("around", index)), messages.FRAME_AROUND_PART.format(name=name, mark=mark))
