"""What an icon states: the icon as a thing (form "links": its noun, look,
label, state, the region of the drawing it lies in when it stands in a row
with other icons, or the place it is pinned to) and how it was placed against
another mark. The describe stage says it ("a GPU card on the right whose
status bar is grey", "a blue save icon marked checkpoint") with the links
that start from it or arrive at it. Every place is the composition's
(`say/places.py`): true of the drawing as drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.model import anchor_names, last_name
from blueprint.describe.lexicon.icon import icon_noun
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Look, Relation, Statement, Thing, told_look
from blueprint.describe.say.positions import position_of, position_value
from blueprint.marks.icon import IconSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

# `at: top-right` as a place on the card, and the region of the drawing it must lie in to be said so.
PINNED = {corner: f"at-{corner}" for corner in ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")}
PIN_REGIONS = {
    "top-left": "upper-left", "top": "top", "top-right": "upper-right", "left": "left", "centre": "centre",
    "right": "right", "bottom-left": "lower-left", "bottom": "bottom", "bottom-right": "lower-right",
}
# The regions an icon in a row is said in, first that holds: a row is read across.
ROW_REGIONS = ("left", "right", "top", "bottom", "middle")
# How a block placed by relation stands to the mark it was placed against.
STANDS = {"right-of": "stands-right-of", "left-of": "stands-left-of", "above": "stands-above", "below": "stands-below", "over": "stands-over"}
# Relations whose arrow arrives into their object.
ARROWS = ("leads-to", "sends-into", "joins-both-ways")


def icon_look(colour: str, outline: str = "solid") -> Look:
    """An icon's look: grey is the ink every icon is drawn in, so it has no
    colour to say ("none"); an outline that is not solid leaves it unfilled."""
    return Look("none" if colour == "grey" else colour, outline, filled=outline == "solid")


def pinned_where_it_stands(node: "MarkNode", ctx: "DescribeContext") -> str | None:
    """A block's pin (`at: right`, an icon's, a note's) as a fact only where it
    lies in that region of the drawing: a pinned block the layout had to move
    is not said "at the right"."""
    pin = getattr(node.spec, "at", None)
    if pin not in PINNED:
        return None
    return PINNED[pin] if ctx.places.region(node.path, (PIN_REGIONS[pin],), pinned=True) is not None else None  # flush to that edge counts: a wide note at the lower left stands there


def placed_against(node: "MarkNode", ctx: "DescribeContext") -> tuple[Relation, ...]:
    """How a block placed by relation stands to the mark (or part) it was placed
    against: `below: cable` -> the block stands below the cable."""
    for relation, target in node.kind.relations(node)[:1]:
        if relation in STANDS:
            other = ctx.key_of(target)
            ctx.places.name(other, target)  # a part placed against (`below: cluster.job`): its box is its anchor's
            found = position_of(target, ctx)  # a position on a mark's scale (`above: start.at-90s`): said by its value
            if found is not None:  # on a part's own place (`tl.lane-2.at-30min`): over that part, not the whole mark
                on_part = other if last_name(target.split(".", 1)[1])[0] and other is not None else found[0]
                return (Relation(STANDS[relation], node.path, on_part, positions=(found[1],)),)
            along = getattr(node.spec, "along", None) if relation == "over" else None  # where along it (`along: 90%`): near an end, said so
            mark = getattr(ctx.ident(anchor_names(target)[0]), "node", None) if along is not None and along.place is not None else None
            scale = mark.kind.scale(mark) if mark is not None and hasattr(mark, "kind") else None
            if along is not None and along.place is not None and scale is not None:  # a place on its mark's axis (`along: 40 s`): said by its value, as a position is
                return (Relation(STANDS[relation], node.path, other, positions=(position_value(scale, along.place),)),)
            return (Relation(STANDS[relation], node.path, other, along=float(along.share.value) if along is not None and along.share is not None else None),)
    return ()


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
            parts=self._state(node, ctx), place=pinned_where_it_stands(node, ctx), region=self._region(node, ctx), state="empty" if spec.empty else None,
            means=spec.means, alt=spec.alt, form="links",
        )
        return Statement((thing,), placed_against(node, ctx))

    @staticmethod
    def _region(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """The region of the drawing it stands in, where it stands in a row with
        other icons: its side ("left", "right"), read along the row, else the
        top or bottom, else the centre."""
        icons = ctx.once(("icon paths",), lambda: tuple(n.path for n in ctx.marks_of(node.kind.name)))
        if not ctx.places.level(node.path, icons):
            return None
        place = ctx.places.region(node.path, ROW_REGIONS)
        return place.word if place is not None else None


    @staticmethod
    def _state(node: "MarkNode", ctx: "DescribeContext") -> tuple[Thing, ...]:
        """Its status bar (a feature: no place) and the blocks on it, delivered by
        an arrow arriving into it when one does."""
        spec = node.spec_as(IconSpec)
        parts = [Thing("status bar", node.path + ("status",), look=Look(spec.status))] if spec.status else []
        delivered = any(r.verb in ARROWS for r in ctx.arrivals(node))
        place = "delivered" if delivered else "on"
        same = ctx.ident(spec.same_as) if spec.same_as else None  # `same-as`: the blocks another icon holds, seen again
        parts += [
            Thing("block", node.path + ("blocks", i), look=Look(fill) if isinstance(fill, str) else told_look(fill.look), means=None if isinstance(fill, str) else fill.means, place=place, same_as=same.node.path + ("blocks", i) if same is not None else None)
            for i, fill in enumerate(spec.blocks)
        ]
        return tuple(parts)
