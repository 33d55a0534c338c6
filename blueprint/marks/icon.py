"""The icon mark: one drawn thing (a laptop, a GPU card, a save icon) with a label.

Spec: `name` from the icon set, a colour and outline by meaning, a size, a
label, the state the icon can show (a card's status bar, blocks on it), and a
relation that places it (`right-of: laptop`). Layout: the icon's drawing in
its box, the label below it (or above, left, right), and named anchors: the
icon's id, `id.top` / `bottom` / `left` / `right` / `centre`, and the icon's own
(`gpu.status`, `gpu.slot`). Facts: the icon as a thing (form "links": its
noun, look, label, state, where it stands) and how it was placed against
another mark; the describe stage says it ("a GPU card on the right whose
status bar is grey", "a blue save icon marked checkpoint") with the links
that start from it or arrive at it.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.icons import ICON_NAMES, ICONS, IconState, IconStyle, Pen, side_anchors
from blueprint.layout.draw.labels import with_alternatives
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode
from blueprint.model import Alt, Fill, Identifier, Placed, Text, corner_sides
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.scene import Box, Element, Placement, SpecPath

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

COLOURS = ("grey", "blue", "red", "dark")
MATCH = 0.9  # `size: match`: this share of what it stands over, so its edges still show
LABEL_COLOURS = {"grey": "ink", "blue": "blue", "red": "red", "dark": "ink"}
# Nouns the facts use where the icon set's own noun would not name a thing drawn.
NOUNS = {"storage": "storage icon", "cloud": "cloud icon", "model": "model icon", "cross": "cross"}
# `at: top-right` as a place on the card.
PINNED = {corner: f"at-{corner}" for corner in ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")}
# How a block placed by relation stands to the mark it was placed against.
STANDS = {"right-of": "stands-right-of", "left-of": "stands-left-of", "above": "stands-above", "below": "stands-below", "over": "stands-over"}
# Relations whose arrow arrives into their object.
ARROWS = ("leads-to", "sends-into", "joins-both-ways")


class IconSpec(Placed):
    """One icon from the set, placed by relation or stacked with the other blocks."""

    id: Identifier | None = None
    name: Literal[ICON_NAMES] = Field(description="which icon: " + ", ".join(ICON_NAMES))  # type: ignore[valid-type]
    colour: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    outline: Literal["solid", "dashed", "dotted"] = Field(
        "solid", description="solid; dashed for planned or borrowed; dotted for absent"
    )
    size: Literal["small", "medium", "large", "match"] = Field("medium", description="`small`, `medium`, `large`; `match`: as big as what it stands `over` (a cross across a whole card)")
    label: Text | None = None
    label_side: Literal["below", "above", "left", "right"] = Field("below", alias="label-side")
    status: Fill | None = Field(None, description="the fill of the icon's status bar (GPU card, server)")
    blocks: list[Fill] = Field(default_factory=list, max_length=6, description="blocks of work sitting on a GPU card")
    empty: bool = Field(False, description="a GPU card or server node with no work on it")
    alt: Alt | None = None


def draw_icon(name: str, box: Box, colour: str, outline: str, state: IconState, owner: SpecPath, source: SpecPath) -> list[Element]:
    """The primitives of one icon drawn into `box` (used by icons, connectors and the sheet)."""
    pen = Pen(box, IconStyle.of(colour, outline), owner, source)
    ICONS[name].draw(pen, state)
    if ICONS[name].sign:  # lint judges a sign as a cross over what it cuts
        return [replace(e, role="sign") for e in pen.elements]
    return pen.elements


def icon_box(name: str, size: str, ctx: "LayoutContext", centre_x: float, top: float) -> Box:
    icon = ICONS[name]
    scale = ctx.theme.layout.icon_scale(size)
    width, height = icon.width * scale, icon.height * scale
    return Box(centre_x - width / 2, top, width, height)


def _rows(placements: "list[Placement | None]") -> dict[SpecPath, tuple[float, float, int]]:
    """For each placed icon, the icons in one row with it (each one's middle
    within the other's height): the leftmost and rightmost middle and how many
    they are. Sorted by middle, so each icon looks only at those level with it."""
    placed = sorted((p for p in placements if p is not None), key=lambda p: p.box.centre_y)
    middles = [p.box.centre_y for p in placed]
    rows = {}
    for mine in placed:
        own = mine.box
        level = [p.box.centre_x for p in placed[bisect_left(middles, own.y) : bisect_right(middles, own.bottom)] if p.box.y <= own.centre_y <= p.box.bottom]
        rows[mine.path] = (min(level), max(level), len(level))
    return rows


def _pinned_where_it_stands(node: MarkNode, ctx: "DescribeContext") -> str | None:
    """The pin (`at: right`) as a fact only where the icon stands there on the
    card: a pinned icon the layout had to move is not said "at the right"."""
    pin = node.spec.at
    if pin not in PINNED:
        return None
    placed = ctx.placement(node.path)
    if placed is None:
        return PINNED[pin]
    down, across = corner_sides(pin)
    return PINNED[pin] if (placed.down, placed.across) == (down, across) else None


def icon_noun(name: str) -> str:
    """What the facts call an icon of the set: "GPU card", "save icon", "cross"."""
    return NOUNS.get(name, ICONS[name].noun)


def icon_look(colour: str, outline: str = "solid") -> Look:
    """An icon's look: grey is the ink every icon is drawn in, so it has no
    colour to say ("none"); an outline that is not solid leaves it unfilled."""
    return Look("none" if colour == "grey" else colour, outline, filled=outline == "solid")


def placed_against(node: MarkNode, ctx: "DescribeContext") -> tuple[Relation, ...]:
    """How a block placed by relation stands to the mark (or part) it was placed
    against: `below: cable` -> the block stands below the cable."""
    for relation, target in node.kind.relations(node)[:1]:
        if relation in STANDS:
            return (Relation(STANDS[relation], node.path, ctx.key_of(target)),)
    return ()


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

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        own = [Ident(f"{node.id}.{a}", path, "anchor", node) for a in ICONS[node.spec.name].anchor_names()]
        return [Ident(node.id, path, "icon", node)] + own

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: IconSpec = node.spec
        icon = ICONS[spec.name]
        for what, given, anchor, key in (("status bar", spec.status, "status", "status"), ("room for blocks", spec.blocks, "slot", "blocks"),
                                         ("empty state", spec.empty, "status", "empty")):
            if given and anchor not in icon.own_anchors:
                having = [n for n, i in ICONS.items() if anchor in i.own_anchors]
                diagnostics.error(
                    source.locate(node.path + (key,), key=True),
                    messages.ICON_STATE.format(icon=spec.name, what=what, having=messages.one_of(having)),
                )

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec: IconSpec = node.spec
        box = self._matched(node, ctx, frame) if spec.size == "match" else icon_box(spec.name, spec.size, ctx, frame.centre_x, frame.y)
        state = IconState(status=spec.status, blocks=tuple(spec.blocks), empty=spec.empty)
        elements = draw_icon(spec.name, box, spec.colour, spec.outline, state, node.path, node.path)
        if spec.label:
            elements.append(self._label(node, ctx, box))
        anchors = icon_anchors(spec.name, node.id, box) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _matched(node: MarkNode, ctx: "LayoutContext", frame: Box) -> Box:
        """`size: match`: the icon as big as what it stands over (its shape kept),
        at the frame's top; the medium size where it stands over nothing."""
        spec: IconSpec = node.spec
        target = next((ctx.anchors.get(name) for relation, name in node.kind.relations(node) if relation == "over"), None)
        natural = icon_box(spec.name, "medium", ctx, frame.centre_x, frame.y)
        if target is None or target.width <= 0 or target.height <= 0:
            return natural
        scale = min(target.width / natural.width, target.height / natural.height) * MATCH
        width, height = natural.width * scale, natural.height * scale
        return Box(frame.centre_x - width / 2, frame.y, width, height)

    def _label(self, node: MarkNode, ctx: "LayoutContext", box: Box) -> Element:
        """The label on its side; a side the writer did not choose leaves the
        others as alternatives (below, then above, right, left)."""
        spec: IconSpec = node.spec
        chosen = self._label_on(node, ctx, box, spec.label_side)
        if "label_side" in spec.model_fields_set:
            return chosen
        sides = ("below", "above", "right", "left")
        return with_alternatives(chosen, [self._label_on(node, ctx, box, side) for side in sides])

    def _label_on(self, node: MarkNode, ctx: "LayoutContext", box: Box, side: str) -> Element:
        spec: IconSpec = node.spec
        gap = ctx.theme.layout.icon_label_gap
        height = ctx.text_height("label")
        colour = LABEL_COLOURS[spec.colour]
        common = dict(size="label", colour=colour, role="label", owner=node.path + ("label",), source=node.path + ("label",))
        if side in ("below", "above"):
            top = box.bottom + gap if side == "below" else box.y - gap - height
            return ctx.text(spec.label, x=box.centre_x, top=top, align="centre", **common)
        x = box.right + gap * 2 if side == "right" else box.x - gap * 2
        text = ctx.text(spec.label, x=x, top=box.y, align="left" if side == "right" else "right", **common)
        return ctx.text_centred_on(text, box.centre_y)

    # --- facts ----------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        """The icon as a thing: its noun, its colour and outline, its label, its
        state (a status bar, blocks on it: delivered when an arrow arrives into
        it), where it stands among icons in one row or on the card, and how it
        was placed against another mark."""
        spec: IconSpec = node.spec
        thing = Thing(
            icon_noun(spec.name), node.path, look=icon_look(spec.colour, spec.outline), label=spec.label,
            parts=self._state(node, ctx), place=_pinned_where_it_stands(node, ctx), among=self._among(node, ctx), state="empty" if spec.empty else None,
            alt=spec.alt, form="links",
        )
        return Statement((thing,), placed_against(node, ctx))

    def _among(self, node: MarkNode, ctx: "DescribeContext") -> str | None:
        """Left, right or middle among the icons standing in one row with it,
        from where the layout put them."""
        mine = ctx.placement(node.path)
        row = ctx.once(("icon rows",), lambda: _rows([ctx.placement(n.path) for n in ctx.marks_of(self.name)])).get(node.path)
        if mine is None or row is None or row[2] < 2:
            return None
        if mine.box.centre_x <= row[0]:
            return "left"
        if mine.box.centre_x >= row[1]:
            return "right"
        return "middle"

    @staticmethod
    def _state(node: MarkNode, ctx: "DescribeContext") -> tuple[Thing, ...]:
        """Its status bar (a feature: no place) and the blocks on it, delivered by
        an arrow arriving into it when one does."""
        spec: IconSpec = node.spec
        parts = [Thing("status bar", node.path + ("status",), look=Look(spec.status))] if spec.status else []
        delivered = any(r.verb in ARROWS for r in ctx.arrivals(node))
        place = "delivered" if delivered else "on"
        parts += [Thing("block", node.path + ("blocks", i), look=Look(fill), place=place) for i, fill in enumerate(spec.blocks)]
        return tuple(parts)
