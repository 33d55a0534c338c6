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
from blueprint.describe.say.anchor_ends import end_said
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.describe.say.positions import Position, position_of, position_value, round_place
from blueprint.scene import Line
from blueprint.values import parse_quantity
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
        ends = tuple(end_said(name, ctx.spec.ids) for name in (spec.source, spec.to))
        start = _key(ends[0][0] if ends[0] else spec.source, ctx)
        ctx.places.name(start, spec.source)
        end = None if spec.to in AXES else _key(ends[1][0] if ends[1] else spec.to, ctx)
        if end is not None:
            ctx.places.name(end, spec.to)
        ctx.places.draw(node.path)
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        edge = spec.to if spec.to in AXES else ("through" if _through(spec, ctx) else None)
        at: list = [position_of(name, ctx) if name not in AXES else None for name in (spec.source, spec.to)]
        if at[0] is not None:
            start = at[0][0]
        if at[1] is not None:
            end = at[1][0]
        elif spec.to == "x-axis" or edge == "through":  # where it meets the axis, where that is a round place on it: "to twenty-seven seconds on the axis"
            met = axis_position(node, spec, ctx, spec.source if spec.to == "x-axis" else spec.to)
            at[1] = (None, met) if met is not None else None
        relation = Relation("drops-to", start or (), end, edge=edge, positions=tuple(p[1] if p else None for p in at) if any(at) else (),
                            ends=tuple(e[1] if e else None for e in ends) if any(ends) else ())
        first, last = ctx.anchor(spec.source), ctx.anchor(spec.to) if spec.to not in AXES else None
        down = spec.to == "x-axis" or (first is not None and last is not None and last.y >= first.bottom - 0.5)
        thing = Thing(NOUN, node.path, look=Look(spec.colour if written else "none", spec.outline, filled=False), label=spec.label,
                      motion="descending" if down else None, alt=spec.alt, form="drop", relations=(relation,))
        return Statement((thing,))


def axis_position(node: "MarkNode", spec: DropSpec, ctx: "DescribeContext", of: str | None = None) -> "Position | None":
    """The place on its mark's scale (`of`: the mark whose axis it meets, by
    default its source's) where a drop meets the ruled axis, read from the
    drawing (the drop's foot against the axis's line), where it is a round
    place (`round_place`); None on a mark with no scale."""
    owner = getattr(ctx.ident((of or spec.source).split(".")[0]), "node", None)
    scale = owner.kind.scale(owner) if owner is not None and hasattr(owner, "kind") else None
    feet = [e for e in ctx.scene.elements if isinstance(e, Line) and tuple(e.owner) == tuple(node.path) and e.role == "guide"]
    if owner is None or scale is None or not feet:
        return None
    foot = max(feet, key=lambda e: max(e.y1, e.y2))
    x, y = (foot.x1, foot.y1) if foot.y1 > foot.y2 else (foot.x2, foot.y2)
    rules = [e for e in ctx.scene.elements if isinstance(e, Line) and tuple(e.owner[: len(owner.path)]) == tuple(owner.path)
             and e.role in ("scale", "baseline") and abs(e.y1 - e.y2) < 0.01 and abs(e.y1 - y) < 0.5 and abs(e.x2 - e.x1) > 1]
    if not rules:
        return None
    rule = rules[0]
    left, right = min(rule.x1, rule.x2), max(rule.x1, rule.x2)
    share = (x - left) / (right - left)
    per = scale.axis.per_unit()
    place = round_place((scale.start + share * (scale.end - scale.start)) / per, (scale.end - scale.start) / per) if -0.001 <= share <= 1.001 else None
    return position_value(scale, parse_quantity(scale.axis.text(place * per))) if place is not None else None
