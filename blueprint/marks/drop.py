"""The drop mark: a guide from a point straight to an axis, or through
another mark to it.

Spec: `from` any anchor (a curve's peak, a tread, a tier, an event), `to`
`x-axis` (straight down to the axis of the mark that owns the anchor),
`y-axis` (straight left to a curve's value axis) or another anchor (down,
up or across to it, crossing the marks between); dashed or dotted, an
optional `label` at its axis end. One general mechanism: any anchor, any
axis, no `guide` key on each kind of part. Here: the references, and the
check that an axis is asked of a mark that has one. Its drawing is the
layout stage's (`layout/marks/drop.py`), its facts the describe stage's
(`describe/marks/drop.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import ANY_ANCHOR, AXIS_KINDS, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.label import Label, WordsColoured
from blueprint.model import Alt, Identifier, Reference, SpecModel

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = {"grey": "line", "blue": "blue", "red": "red"}  # the spec's colour -> the theme's paint
AXES = ("x-axis", "y-axis")
# The kinds whose marks draw each axis a drop may end on.
AXIS_OWNERS: Mapping[str, tuple[str, ...]] = {"x-axis": AXIS_KINDS, "y-axis": ("curve",)}


class DropSpec(WordsColoured):
    """A guide from an anchor straight to an axis, or to another anchor."""

    id: Identifier | None = None
    source: Reference = Field(alias="from", description="the anchor it starts at: a curve's `peak-1` or `at-4h`, a tread, a tier, an event")
    to: Reference = Field(
        "x-axis",
        description="`x-axis` (default: straight down to the axis of the mark that owns `from`), `y-axis` (straight left to a curve's value axis), or an anchor it runs to, crossing what stands between (a timeline: down through its lanes to its axis)",
    )
    outline: Literal["dashed", "dotted"] = Field("dashed", description="`dashed` (default) or `dotted`")
    colour: Literal[tuple(COLOURS)] = Field("grey", description="`grey` (the line's own ink, default), `blue` or `red`")  # type: ignore[valid-type]
    label: Label | None = Field(None, description="words at its axis end: `85%`, `4 h`")
    alt: Alt | None = None


class DropMark(MarkKind):
    name = "drop"
    model = DropSpec
    flow = "link"

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(DropSpec)
        refs = [Ref(spec.source, node.path + ("from",), "`from`", ANY_ANCHOR)]
        if spec.to not in AXES:
            refs.append(Ref(spec.to, node.path + ("to",), "`to`", ANY_ANCHOR))
        return refs

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """An axis is asked of a mark that draws one; it never drops from or to itself."""
        spec = node.spec_as(DropSpec)
        for key, name in (("from", spec.source), ("to", spec.to)):
            if node.id and (name == node.id or name.startswith(node.id + ".")):
                diagnostics.error(source.locate(node.path + (key,)), messages.DROP_ITSELF.format(mark=node.id))
                return
        if spec.to not in AXES:
            if spec.to == spec.source:
                diagnostics.error(source.locate(node.path + ("to",)), messages.DROP_SAME_ENDS.format(name=spec.to))
            return
        owner = axis_owner(spec.source, ids)
        ruled = spec.to == "x-axis" and owner is not None and owner.kind.scale(owner) is not None  # a bar's ruled `scale` is its x axis
        if owner is not None and owner.kind.name not in AXIS_OWNERS[spec.to] and not ruled:
            kinds = ", ".join(f"`{kind}`" for kind in AXIS_OWNERS[spec.to])
            at = "to" if "to" in spec.model_fields_set else "from"  # `to: x-axis` is the default
            diagnostics.error(
                source.locate(node.path + (at,)),
                messages.DROP_NO_AXIS.format(axis=spec.to, kind=owner.kind.name, mark=owner.id or owner.kind.name, kinds=kinds),
            )


def axis_owner(name: str, ids: Mapping[str, Ident]) -> MarkNode | None:
    """The mark whose axis a drop from `name` ends on: the mark that holds the anchor."""
    ident = ids.get(name.split(".")[0])
    node = getattr(ident, "node", None)
    return node if isinstance(node, MarkNode) else None
