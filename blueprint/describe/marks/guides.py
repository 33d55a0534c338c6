"""What guides state: a relation between their two ends (a part, with the bar
holding it, or a bar), each stated as its bar states it, said by the realiser's
`parts` form ("two dashed guides drop from that grey portion to a second bar of
the same width, ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.bar import bar_fact, part_fact
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.marks.guides import GuidesSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class GuidesDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """Two guides from a part (or a bar) to a bar (or a part), each end
        stated as its bar states it; they drop when they run down the card."""
        spec = node.spec_as(GuidesSpec)
        source, target = self._end(spec.source, ctx), self._end(spec.to, ctx)
        start, end = ctx.anchor(spec.source), ctx.anchor(spec.to)
        down = start is None or end is None or start.y <= end.y
        look = Look(spec.colour, "solid" if spec.outline == "none" else spec.outline, filled=False)
        guides = Thing("guide", node.path, look=look, count=2, motion="descending" if down else "climbing",
                       starts_at=source, ends_at=target, alt=spec.alt, form="parts")
        # A link is said as a relation, never brought in on its own; a bar it
        # leads to is said whole in its sentence (its parts, its width).
        tells = [node.path]
        ident = ctx.ident(spec.to)
        if ident is not None and ident.what != "part":
            tells.append(ident.node.path)
        relation = Relation("drops-to" if down else "rises-to", source.key if source else (), target.key if target else None, via=guides)
        return Statement((guides,), (relation,), tells=tuple(tells))

    @staticmethod
    def _end(reference: str, ctx: "DescribeContext") -> Thing | None:
        """The part (with the bar holding it) or the bar at one end of the guides."""
        ident = ctx.ident(reference)
        holder = ctx.mark_at(ident.path) if ident is not None else None
        if holder is None:
            return None
        if ident.what == "part":
            return part_fact(holder, ident.node.path, ctx)
        return bar_fact(holder, ctx)
