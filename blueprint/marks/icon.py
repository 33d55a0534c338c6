"""The icon mark: one drawn thing (a laptop, a GPU card, a save icon) with a label.

Spec: `name` from the icon set, a colour and outline by meaning, a size, a
label, the state the icon can show (a card's status bar, blocks on it), and a
relation that places it (`right-of: laptop`). Layout: the icon's drawing in
its box, the label below it (or above, left, right), and named anchors: the
icon's id, `id.top` / `bottom` / `left` / `right` / `centre`, and the icon's own
(`gpu.status`, `gpu.slot`). Description: "a GPU card on the right whose status
bar is grey", "a blue save icon marked checkpoint", followed by what the
connectors that start from it do.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.icons import ICON_NAMES, ICONS, IconState, IconStyle, Pen, side_anchors
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.model import Alt, Fill, Identifier, Placed, Text
from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

COLOURS = ("grey", "blue", "red", "dark")
LABEL_COLOURS = {"grey": "ink", "blue": "blue", "red": "red", "dark": "ink"}
PLACE_WORDS = {"below": "below", "above": "above", "right-of": "to the right", "left-of": "to the left"}


class IconSpec(Placed):
    """One icon from the set, placed by relation or stacked with the other blocks."""

    id: Identifier | None = None
    name: Literal[ICON_NAMES] = Field(description="which icon: " + ", ".join(ICON_NAMES))  # type: ignore[valid-type]
    colour: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    outline: Literal["solid", "dashed", "dotted"] = Field(
        "solid", description="solid; dashed for planned or borrowed; dotted for absent"
    )
    size: Literal["small", "medium", "large"] = "medium"
    label: Text | None = None
    label_side: Literal["below", "above", "left", "right"] = Field("below", alias="label-side")
    status: Fill | None = Field(None, description="the fill of the icon's status bar (GPU card, server)")
    blocks: list[Fill] = Field(default_factory=list, max_length=6, description="blocks of work sitting on a GPU card")
    alt: Alt | None = None


def draw_icon(name: str, box: Box, colour: str, outline: str, state: IconState, owner: SpecPath, source: SpecPath) -> list[Element]:
    """The primitives of one icon drawn into `box` (used by icons, connectors and the sheet)."""
    pen = Pen(box, IconStyle.of(colour, outline), owner, source)
    ICONS[name].draw(pen, state)
    return pen.elements


def icon_box(name: str, size: str, ctx: "LayoutContext", centre_x: float, top: float) -> Box:
    icon = ICONS[name]
    scale = ctx.theme.layout.icon_scale(size)
    width, height = icon.width * scale, icon.height * scale
    return Box(centre_x - width / 2, top, width, height)


def icon_anchors(name: str, ident: str, box: Box) -> dict[str, Box]:
    body = ICONS[name].body_box(box)
    anchors = {ident: body}
    for side, anchor in {**side_anchors(body), **ICONS[name].anchors(box)}.items():
        anchors[f"{ident}.{side}"] = anchor
    return anchors


class IconMark(MarkKind):
    name = "icon"
    model = IconSpec
    noun = ("icon", "icons")
    counted = False
    speaks_for = ("from",)

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        own = [Ident(f"{node.id}.{a}", path, "anchor", node) for a in ICONS[node.spec.name].anchor_names()]
        return [Ident(node.id, path, "icon", node)] + own

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: IconSpec = node.spec
        icon = ICONS[spec.name]
        for what, given, anchor in (("status bar", spec.status, "status"), ("room for blocks", spec.blocks, "slot")):
            if given and anchor not in icon.own_anchors:
                having = [n for n, i in ICONS.items() if anchor in i.own_anchors]
                key = "status" if anchor == "status" else "blocks"
                diagnostics.error(
                    source.locate(node.path + (key,), key=True),
                    messages.ICON_STATE.format(icon=spec.name, what=what, having=messages.one_of(having)),
                )

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec: IconSpec = node.spec
        box = icon_box(spec.name, spec.size, ctx, frame.centre_x, frame.y)
        state = IconState(status=spec.status, blocks=tuple(spec.blocks))
        elements = draw_icon(spec.name, box, spec.colour, spec.outline, state, node.path, node.path)
        if spec.label:
            elements.append(self._label(node, ctx, box))
        anchors = icon_anchors(spec.name, node.id, box) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    def _label(self, node: MarkNode, ctx: "LayoutContext", box: Box) -> Element:
        spec: IconSpec = node.spec
        gap = ctx.theme.layout.icon_label_gap
        height = ctx.text_height("label")
        colour = LABEL_COLOURS[spec.colour]
        common = dict(size="label", colour=colour, role="label", owner=node.path + ("label",), source=node.path + ("label",))
        if spec.label_side in ("below", "above"):
            top = box.bottom + gap if spec.label_side == "below" else box.y - gap - height
            return ctx.text(spec.label, x=box.centre_x, top=top, align="centre", **common)
        x = box.right + gap * 2 if spec.label_side == "right" else box.x - gap * 2
        text = ctx.text(spec.label, x=x, top=box.y, align="left" if spec.label_side == "right" else "right", **common)
        return ctx.text_centred_on(text, box.centre_y)

    # --- description ----------------------------------------------------------

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext", *, placed: bool = True) -> str:
        """The icon as a noun phrase; `placed=False` when the sentence already
        opens with where it is ("To the right, a clock ...")."""
        spec: IconSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        icon = ICONS[spec.name]
        colour = "" if spec.colour == "grey" else spec.colour
        _, dashes = ctx.words.look("none", outline=spec.outline)
        noun = icon.noun if colour and icon.noun.startswith(colour + " ") else " ".join(filter(None, [colour, icon.noun]))  # not "a red red cross"
        words = [ctx.words.article(noun), self.position_word(node, ctx) if placed else "", dashes]
        if spec.label:
            words.append(f"marked {ctx.words.spoken(spec.label)}")
        words.append(self._state(node, ctx))
        return " ".join(filter(None, words))

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self._with_links(node, ctx, self.relation_phrase(node, ctx), finite=False)

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        if node.path in ctx.told:
            return [s for s in (self._links_told_later(node, ctx),) if s]
        place = self._place_word(node)
        noun = self.relation_phrase(node, ctx, placed=not place)
        phrase = self._with_links(node, ctx, noun, finite=True)
        if phrase == noun:  # no link gives the sentence its verb: the icon stands there
            return [f"{place.capitalize()} stands {noun}" if place else f"there is {noun}"]
        return [f"{place.capitalize()}, {phrase}" if place else phrase]

    def short_name(self, node: MarkNode) -> str:
        return "the " + ICONS[node.spec.name].noun.split()[-1]

    def position_word(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """"on the left" / "on the right" among icons standing in one row with it,
        from where the layout put them."""
        mine = ctx.placement(node.path)
        if mine is None:
            return ""
        row = []
        for other in ctx.marks_of(self.name):
            placed = ctx.placement(other.path)
            box, own = (placed.box if placed else None), mine.box
            if box is not None and box.y <= own.centre_y <= box.bottom and own.y <= box.centre_y <= own.bottom:
                row.append(box.centre_x)
        if len(row) < 2:
            return ""
        if own.centre_x <= min(row):
            return "on the left"
        if own.centre_x >= max(row):
            return "on the right"
        return "in the middle"

    def _place_word(self, node: MarkNode) -> str:
        relations = self.relations(node)
        return PLACE_WORDS.get(relations[0][0], "") if relations else ""

    def _state(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: IconSpec = node.spec
        words = []
        if spec.status:
            words.append(f"whose status bar is {ctx.words.look(spec.status)[0] or 'empty'}")
        arriving = any(other.kind.delivers_to(other) == node.id for other in ctx.spec.marks)
        if spec.blocks and not arriving:
            words.append(f"with {blocks_phrase(spec.blocks, ctx)} on it")
        return " and ".join(words)

    def _with_links(self, node: MarkNode, ctx: "DescribeContext", phrase: str, *, finite: bool) -> str:
        links = [other.kind.phrase_from(other, node.id, ctx, finite=finite) for other in ctx.spec.marks if node.id]
        links = [link for link in links if link]
        return " ".join([phrase] + ([ctx.words.join(links)] if links else []))

    def _links_told_later(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """Links from an icon that was introduced by another mark's sentence."""
        links = [other.kind.phrase_from(other, node.id, ctx) for other in ctx.spec.marks if node.id]
        links = [link for link in links if link]
        if not links:
            return ""
        return f"{self.short_name(node)} {ctx.words.join(links)}"

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: IconSpec = node.spec
        facts = [f"{spec.colour} {spec.outline}", spec.size]
        if spec.status:
            facts.append(f"status {spec.status}")
        if spec.blocks:
            facts.append("blocks " + ", ".join(spec.blocks))
        if spec.label:
            facts.append(f"label {spec.label}")
        return f"Icon {spec.name} ({'; '.join(facts)})."


def blocks_phrase(blocks: list[str], ctx: "DescribeContext") -> str:
    """"a blue block", "two blue blocks", "a blue block and a grey block"."""
    counts: dict[str, int] = {}
    for fill in blocks:
        counts[fill] = counts.get(fill, 0) + 1
    parts = []
    for fill, count in counts.items():
        look = ctx.words.look(fill)[0]
        noun = f"{look} block".strip()
        parts.append(ctx.words.article(noun) if count == 1 else ctx.words.count(count, noun, f"{look} blocks".strip()))
    return ctx.words.join(parts)
