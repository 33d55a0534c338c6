"""What an icon states: the icon as a thing (form "links": its noun, look,
label, state, where it stands among the icons in its row or on the card) and
how it was placed against another mark. The describe stage says it ("a GPU
card on the right whose status bar is grey", "a blue save icon marked
checkpoint") with the links that start from it or arrive at it."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING

from blueprint.describe.lexicon.icon import icon_noun
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.marks.icon import IconSpec
from blueprint.model import corner_sides
from blueprint.scene import Placement, SpecPath

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

# `at: top-right` as a place on the card.
PINNED = {corner: f"at-{corner}" for corner in ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")}
# How a block placed by relation stands to the mark it was placed against.
STANDS = {"right-of": "stands-right-of", "left-of": "stands-left-of", "above": "stands-above", "below": "stands-below", "over": "stands-over"}
# Relations whose arrow arrives into their object.
ARROWS = ("leads-to", "sends-into", "joins-both-ways")


def icon_look(colour: str, outline: str = "solid") -> Look:
    """An icon's look: grey is the ink every icon is drawn in, so it has no
    colour to say ("none"); an outline that is not solid leaves it unfilled."""
    return Look("none" if colour == "grey" else colour, outline, filled=outline == "solid")


def placed_against(node: "MarkNode", ctx: "DescribeContext") -> tuple[Relation, ...]:
    """How a block placed by relation stands to the mark (or part) it was placed
    against: `below: cable` -> the block stands below the cable."""
    for relation, target in node.kind.relations(node)[:1]:
        if relation in STANDS:
            return (Relation(STANDS[relation], node.path, ctx.key_of(target)),)
    return ()


def rows_of(placements: "list[Placement | None]") -> dict[SpecPath, tuple[float, float, int]]:
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


class IconDescriber(MarkDescriber):
    counted = False

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """The icon as a thing: its noun, its colour and outline, its label, its
        state (a status bar, blocks on it: delivered when an arrow arrives into
        it), where it stands among icons in one row or on the card, and how it
        was placed against another mark."""
        spec = node.spec_as(IconSpec)
        thing = Thing(
            icon_noun(spec.name), node.path, look=icon_look(spec.colour, spec.outline), label=spec.label,
            parts=self._state(node, ctx), place=self._pinned_where_it_stands(node, ctx), among=self._among(node, ctx), state="empty" if spec.empty else None,
            alt=spec.alt, form="links",
        )
        return Statement((thing,), placed_against(node, ctx))

    @staticmethod
    def _among(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """Left, right or middle among the icons standing in one row with it,
        from where the layout put them."""
        mine = ctx.placement(node.path)
        row = ctx.once(("icon rows",), lambda: rows_of([ctx.placement(n.path) for n in ctx.marks_of(node.kind.name)])).get(node.path)
        if mine is None or row is None or row[2] < 2:
            return None
        if mine.box.centre_x <= row[0]:
            return "left"
        if mine.box.centre_x >= row[1]:
            return "right"
        return "middle"

    @staticmethod
    def _pinned_where_it_stands(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """The pin (`at: right`) as a fact only where the icon stands there on the
        card: a pinned icon the layout had to move is not said "at the right"."""
        pin = node.spec_as(IconSpec).at
        if pin not in PINNED:
            return None
        placed = ctx.placement(node.path)
        if placed is None:
            return PINNED[pin]
        down, across = corner_sides(pin)
        return PINNED[pin] if (placed.down, placed.across) == (down, across) else None

    @staticmethod
    def _state(node: "MarkNode", ctx: "DescribeContext") -> tuple[Thing, ...]:
        """Its status bar (a feature: no place) and the blocks on it, delivered by
        an arrow arriving into it when one does."""
        spec = node.spec_as(IconSpec)
        parts = [Thing("status bar", node.path + ("status",), look=Look(spec.status))] if spec.status else []
        delivered = any(r.verb in ARROWS for r in ctx.arrivals(node))
        place = "delivered" if delivered else "on"
        parts += [Thing("block", node.path + ("blocks", i), look=Look(fill), place=place) for i, fill in enumerate(spec.blocks)]
        return tuple(parts)
