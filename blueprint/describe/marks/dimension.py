"""What a dimension line states: itself (its colour, its label, what it
means) with one relation, `measures`, from it to its two ends (`over`: the
key of each, as a bracket's run is keyed, a curve's point by its index). The
realiser's "dimension" form names the ends as a reader would
(`describe/realise/annotations.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.bracket import EDGES, _key
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.describe.say.positions import position_of
from blueprint.marks.dimension import DimensionSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

NOUN = "dimension line"


class DimensionDescriber(MarkDescriber):
    counted = False  # named one by one, as brackets are
    follows = True  # said once what it measures is said

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(DimensionSpec)
        ends = tuple(_key(name, ctx) for name in (spec.source, spec.to))
        for key, name in zip(ends, (spec.source, spec.to)):
            ctx.places.name(key, name)
        ctx.places.draw(node.path)
        at = [position_of(name, ctx) for name in (spec.source, spec.to)]
        ends = tuple(found[0] if found is not None else key for key, found in zip(ends, at))
        keys = tuple(key for key in ends if key is not None)
        positions = tuple(found[1] if found is not None else None for found in at) if any(at) else ()
        relation = Relation("measures", node.path, keys[0] if keys else None, edge=EDGES[spec.side], over=keys if len(keys) == 2 else (), positions=positions)
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        thing = Thing(NOUN, node.path, look=Look(spec.colour if written else "none", "solid", filled=False), label=spec.label,
                      means=spec.means, alt=spec.alt, form="dimension", relations=(relation,))
        return Statement((thing,))
