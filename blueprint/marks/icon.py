"""The icon mark: one drawn thing (a laptop, a GPU card, a save icon) with a label.

Spec: `name` from the icon set, a colour and outline by meaning, a size, a
label, the state the icon can show (a card's status bar, blocks on it), and a
relation that places it (`right-of: laptop`). Anchors: the icon's id,
`id.top` / `bottom` / `left` / `right` / `centre`, and the icon's own
(`gpu.status`, `gpu.slot`). Drawing: `layout/marks/icon.py`; facts:
`describe/marks/icon.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from blueprint import messages
from blueprint.icons import ICON_NAMES, ICONS
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.look import Look, Looked
from blueprint.marks.label import Label
from blueprint.model import Alt, Fill, Identifier, Placed
from blueprint.model import no_items

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = ("grey", "blue", "red", "dark")
# The states an icon may be asked to show (spec key), and the anchor an icon needs to show it.
STATES = (("status", "status"), ("blocks", "slot"), ("empty", "status"))


class BlockSpec(Looked):
    """A block an icon holds, in any part look (trydraw7): a dashed blue copy
    in a peer node is `{fill: blue, outline: dashed}`; a bare fill (`blue`)
    is the block in that fill with a thin solid outline, as ever."""


def block_look(block: "str | BlockSpec") -> Look:
    """A block's look, written as a fill alone or in full."""
    return block.look if isinstance(block, BlockSpec) else Look(block)


def block_words(block: "str | BlockSpec") -> str:
    """A block as a message names it: its fill, hatched or outlined as given."""
    if isinstance(block, str):
        return block
    look = block.look
    return " ".join(filter(None, [look.fill, "hatched" if look.hatch else "", f"{look.outline} outline" if look.outline != "solid" else "", look.colour or ""]))


class IconSpec(Placed, Looked):
    """One icon from the set, placed by relation or stacked with the other
    blocks. Its look (`marks/look.py`) is its lines': a `colour` and an
    `outline`'s rhythm; an icon is neither filled nor hatched."""

    drawn_as: ClassVar[str] = "icon"
    refused: ClassVar[Mapping[str, str]] = {
        "fill": messages.LOOK_ICON_FILL,
        "hatch": messages.LOOK_ICON_HATCH,
    }

    needs = {"label_side": "label", "same_as": "blocks"}

    id: Identifier | None = None
    name: Literal[ICON_NAMES] = Field(description="which icon: " + ", ".join(ICON_NAMES))  # type: ignore[valid-type]
    colour: Literal[COLOURS] = Field("grey", description="the colour of its lines, by meaning: `grey`, `blue` (kept: what the product does), `red` (lost) or `dark`")  # type: ignore[valid-type]
    outline: Literal["solid", "dashed", "dotted"] = Field(
        "solid", description="solid; dashed for planned or borrowed; dotted for absent"
    )

    @property
    def look(self) -> Look:
        return Look("none", False, self.outline, self.colour)
    size: Literal["small", "medium", "large", "match"] = Field("medium", description="`small`, `medium`, `large`; `match`: as big as what it stands `over` (a cross across a whole card)")
    label: Label | None = None
    label_side: Literal["below", "above", "left", "right", "inside"] = Field(
        "below", alias="label-side", description="where its label stands: `below` (default), `above`, `left`, `right`; `inside` on an icon with a screen (`laptop`, `terminal`), in the note type"
    )
    status: Fill | None = Field(None, description="the fill of the icon's status bar (GPU card, server)")
    blocks: list[Fill | BlockSpec] = Field(default_factory=no_items, max_length=6, description="blocks of work or data an icon holds (a GPU card, a server, a drive, a database, a container, a snapshot file), each by its fill (`blue`) or in a part look (`{fill: blue, outline: dashed}`: a copy; `hatch`, `colour`), side by side or stacked as the icon holds them")
    empty: bool = Field(False, description="a GPU card or server node with no work on it")
    same_as: Identifier | None = Field(
        None, alias="same-as",
        description="the id of an icon whose blocks these are (`same-as: source`): a checkpoint restored, a block moved; said \"the same blue block\"",
    )
    alt: Alt | None = None


class IconMark(MarkKind):
    name = "icon"
    model = IconSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        own = [Ident(f"{node.id}.{a}", path, "anchor", node) for a in ICONS[node.spec_as(IconSpec).name].anchor_names()]
        return [Ident(node.id, path, "icon", node)] + own

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """A state asked of an icon that has no place to show it (a status bar on a laptop)."""
        spec = node.spec_as(IconSpec)
        icon = ICONS[spec.name]
        given: list[str] = [key for key in ("size", "width", "height") if key in spec.model_fields_set]
        for key in given[1:]:  # one size: the icon keeps its shape
            diagnostics.error(source.locate(node.path + (key,), key=True), messages.ICON_SIZED_TWICE.format(key=key, other=given[0]))
        if spec.size == "match" and spec.over is None:
            diagnostics.error(source.locate(node.path + ("size",)), messages.MATCH_OVER_NOTHING)
        if spec.same_as is not None and spec.blocks:  # with no blocks, `needs` says so
            self._check_same(node, spec, ids, source, diagnostics)
        if icon.bays is not None and len(spec.blocks) > icon.bays:  # a block in each bay: no more blocks than bays
            diagnostics.error(source.locate(node.path + ("blocks", icon.bays)), messages.ICON_BAYS_FULL.format(icon=spec.name, bays=icon.bays, count=len(spec.blocks)))
        if spec.label_side == "inside" and icon.face is None:
            having = [n for n, i in ICONS.items() if i.face is not None]
            diagnostics.error(source.locate(node.path + ("label-side",)), messages.ICON_LABEL_INSIDE.format(icon=spec.name, having=messages.one_of(having)))
        for key, anchor in STATES:
            if getattr(spec, key) and anchor not in icon.own_anchors:
                having = [n for n, i in ICONS.items() if anchor in i.own_anchors]
                diagnostics.error(
                    source.locate(node.path + (key,), key=True),
                    messages.ICON_STATE.format(icon=spec.name, what=messages.ICON_STATE_NAMES[key], having=messages.one_of(having)),
                )

    @staticmethod
    def _check_same(node: MarkNode, spec: IconSpec, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """`same-as` names another icon holding as many blocks, alike: the same blocks, seen twice."""
        where = source.locate(node.path + ("same-as",))
        icons = {name: ident for name, ident in ids.items() if ident.what == "icon" and ident.node.path != node.path}
        other = icons.get(spec.same_as or "")
        if other is None:
            diagnostics.error(where, messages.UNKNOWN_ID.format(id=spec.same_as, hint=messages.suggestion(spec.same_as or "", set(icons))))
        elif [block_look(b) for b in other.node.spec_as(IconSpec).blocks] != [block_look(b) for b in spec.blocks]:
            theirs = other.node.spec_as(IconSpec).blocks
            diagnostics.error(where, messages.SAME_BLOCKS.format(id=spec.same_as, theirs=", ".join(map(block_words, theirs)) or "none", mine=", ".join(map(block_words, spec.blocks))))
