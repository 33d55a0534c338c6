"""What guides state: a relation between their two ends (a part, with the bar
holding it, or a bar), each stated as its bar states it, said by the realiser's
`parts` form ("two dashed guides drop from that grey portion to a second bar of
the same width, ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.bar import bar_fact, part_fact
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.anchor_ends import end_said
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.describe.marks.bracket import _key
from blueprint.describe.say.positions import position_of
from blueprint.marks.guides import GuidesSpec, across_gap

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
        if source is None or target is None:  # between any other two anchors: said by the anchors, as a drop's ends are
            return self._between(node, spec, look, down, ctx)
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        look = Look(look.colour if written else "none", look.line, filled=False)  # grey, the guides' own ink, goes unsaid
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
    def _between(node: "MarkNode", spec: GuidesSpec, look: Look, down: bool, ctx: "DescribeContext") -> Statement:
        """Guides between two anchors that are not a bar's parts (a lane's
        stretch, a whole timeline, a tread's end): the relation from one to
        the other, each end keyed as a drop's is; `way` says whether they open
        out (a zoom: the far end wider) or run straight."""
        ends = tuple(end_said(name, ctx.spec.ids) for name in (spec.source, spec.to))
        keys = [_key(e[0] if e else name, ctx) for e, name in zip(ends, (spec.source, spec.to))]
        for key, name in zip(keys, (spec.source, spec.to)):
            ctx.places.name(key, name)
        ctx.places.draw(node.path)
        at = [position_of(name, ctx) for name in (spec.source, spec.to)]
        keys = [p[0] if p else k for p, k in zip(at, keys)]
        start, end = ctx.anchor(spec.source), ctx.anchor(spec.to)
        opens = start is not None and end is not None and end.width > start.width * 1.5 + 1
        across = start is not None and end is not None and across_gap(start, end) is not None  # one line over the gap between two level edges
        units = [_unit(name, ctx) for name in (spec.source, spec.to)]
        words = tuple(_edge_word(e, name, ctx) if across and e else (e[1] if e else None) for e, name in zip(ends, (spec.source, spec.to)))
        level = across and start is not None and end is not None and abs(start.y - end.y) < 0.5
        relation = Relation("drops-to" if down else "rises-to", keys[0] or (), keys[1], edge="opens" if opens else "level" if level else None,
                            positions=tuple(p[1] if p else None for p in at) if any(at) else (),
                            ends=words if any(words) else (),
                            unit=units[1] if opens and None not in units and units[0] != units[1] else None)
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        look = Look(look.colour if written else "none", look.line, filled=False)  # grey, the guides' own ink, goes unsaid
        guides = Thing("guide", node.path, look=look, count=1 if across else 2, motion="descending" if down else "climbing", alt=spec.alt,
                       form="guides", relations=(relation,))
        return Statement((guides,))

    @staticmethod
    def _end(reference: str, ctx: "DescribeContext") -> Thing | None:
        """The part (with the bar holding it) or the bar at one end of the guides."""
        ident = ctx.ident(reference)
        holder = ctx.mark_at(ident.path) if ident is not None else None
        if holder is None or ident.what not in ("part", "bar"):
            return None
        if ident.what == "part":
            return part_fact(holder, ident.node.path, ctx)
        return bar_fact(holder, ctx)


def _edge_word(end: tuple[str, str], name: str, ctx: "DescribeContext") -> str:
    """A level end of an upright thing by where it lies on it: its `top` or
    its `foot` (a column's `.end` and `.start`), else the end as written."""
    edge, whole = ctx.anchor(name), ctx.anchor(end[0])
    if edge is None or whole is None or whole.height <= 0:
        return end[1]
    return "top" if abs(edge.y - whole.y) < 0.5 else "foot" if abs(edge.y - whole.bottom) < 0.5 else end[1]


def _unit(reference: str, ctx: "DescribeContext") -> str | None:
    """The time unit of the mark an end of the guides lies on (a timeline's
    `unit`), None where it has none: guides that open from hours into seconds
    open a view on a finer scale, and a reader is told its unit."""
    parts = reference.split(".")
    ident = next((found for size in range(len(parts), 0, -1) if (found := ctx.ident(".".join(parts[:size]))) is not None), None)  # the longest name an id holds
    holder = ctx.mark_at(ident.path) if ident is not None else None
    unit = getattr(holder.spec, "unit", None) if holder is not None else None
    return unit if isinstance(unit, str) else None
