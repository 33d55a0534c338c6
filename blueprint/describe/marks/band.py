"""What bands state: the first band on a mark states every band on that mark
(each its look, label, what it means, and the range it spans on the mark's
scale, `Relation.positions`), so that bands alike are said together ("four
grey hatched bands lie behind the curve ..."); the others state nothing of
their own. The realiser's "band" form says them (`describe/realise/bands.py`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.marks.band_cover import band_cover
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Relation, Statement, Thing, told_look
from blueprint.describe.say.positions import position_value
from blueprint.marks.band import BandSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

NOUN = "band"


class BandDescriber(MarkDescriber):
    counted = False  # named with the mark it lies on
    follows = True  # said once that mark is said

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        on = node.spec_as(BandSpec).across
        kin = [each for each in ctx.marks_of("band") if each.spec_as(BandSpec).across == on]
        ctx.places.draw(node.path)
        if kin and kin[0].path != node.path:
            return Statement(tells=(node.path,))  # said with the first on its mark
        members = tuple(_band(each, ctx) for each in kin)
        alike = len({(m.look, m.label, m.means, m.relations[0].verb) for m in members}) == 1
        if len(members) == 1 or not alike:
            return Statement(members, tells=tuple(each.path for each in kin[1:]))
        first = members[0]
        return Statement((replace(first, key=("aggregate",) + first.key, count=len(members), members=members),), tells=tuple(each.path for each in kin))


def _band(node: "MarkNode", ctx: "DescribeContext") -> Thing:
    spec = node.spec_as(BandSpec)
    mark = getattr(ctx.ident(spec.across), "node", None)
    scale = mark.kind.scale(mark) if mark is not None else None
    positions = tuple(position_value(scale, q) for q in (spec.start, spec.end)) if scale is not None else ()
    relation = Relation(band_cover(spec, mark), node.path, ctx.key_of(spec.across), positions=positions)
    return Thing(NOUN, node.path, look=told_look(spec.look), label=spec.label, means=spec.means, alt=spec.alt, form="band", relations=(relation,))
