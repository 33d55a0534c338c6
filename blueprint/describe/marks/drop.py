"""What a drop states: a guide (its rhythm and colour, its label) with one
relation, `drops-to`, from the anchor it starts at (a curve's point keyed by
its index, as a bracket's is) to the anchor it ends at, or to no thing when
it ends on an axis (`edge`: "x-axis" or "y-axis"; "through": through a
whole mark, a timeline, to its axis). The realiser's "drop" form
says it (`describe/realise/annotations.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.bracket import _key
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.describe.say.positions import position_of
from blueprint.marks.base import AXIS_KINDS
from blueprint.marks.drop import AXES, DropSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

NOUN = "guide"


def _through(spec: DropSpec, ctx: "DescribeContext") -> bool:
    """To a whole mark with an axis (a timeline): it runs through that mark to its axis."""
    node = getattr(ctx.ident(spec.to), "node", None)
    return node is not None and node.id == spec.to and node.kind.name in AXIS_KINDS


class DropDescriber(MarkDescriber):
    counted = False
    follows = True  # said once the mark it starts from is said

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(DropSpec)
        start = _key(spec.source, ctx)
        ctx.places.name(start, spec.source)
        end = None if spec.to in AXES else _key(spec.to, ctx)
        if end is not None:
            ctx.places.name(end, spec.to)
        ctx.places.draw(node.path)
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        edge = spec.to if spec.to in AXES else ("through" if _through(spec, ctx) else None)
        at = [position_of(name, ctx) if name not in AXES else None for name in (spec.source, spec.to)]
        if at[0] is not None:
            start = at[0][0]
        if at[1] is not None:
            end = at[1][0]
        relation = Relation("drops-to", start or (), end, edge=edge, positions=tuple(p[1] if p else None for p in at) if any(at) else ())
        first, last = ctx.anchor(spec.source), ctx.anchor(spec.to) if spec.to not in AXES else None
        down = spec.to == "x-axis" or (first is not None and last is not None and last.y >= first.bottom - 0.5)
        thing = Thing(NOUN, node.path, look=Look(spec.colour if written else "none", spec.outline, filled=False), label=spec.label,
                      motion="descending" if down else None, alt=spec.alt, form="drop", relations=(relation,))
        return Statement((thing,))
