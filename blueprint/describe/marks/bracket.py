"""What a bracket states: itself (a bracket or a brace, its look, its label and
note, what it means) with one relation, `brackets`, from it to the run of
things it spans (every key, in the order written) on its side of them. The
realiser's "bracket" form names that run as a reader would ("the last three
parts", "the top row") from what the marks holding it stated
(`describe/realise/brackets.py`). No English here: its noun is the lexicon's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.lexicon.bracket import bracket_noun
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Look, Relation, Statement, Thing, Time
from blueprint.describe.say.positions import position_of, value_position_of
from blueprint.marks.bracket import BracketSpec
from blueprint.marks.curve.anchors import anchor_point, crossed
from blueprint.marks.curve.data import plot_of, usable
from blueprint.model import last_name
from blueprint.marks.curve.spec import CurveSpec
from blueprint.values import SECONDS, parse_quantity

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

POINTS = "point"  # a key's step to a point of a series, by its index (see `_key`)
CROSSING = "crossing"  # a key's step to where a series crosses a line or another series (see `_key`)
EDGES = {"above": "top", "below": "bottom", "left": "left", "right": "right"}  # the side it stands on, as a relation's edge


class BracketDescriber(MarkDescriber):
    counted = False  # named one by one, as notes are
    follows = True  # said once what it spans is said

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(BracketSpec)
        keys = tuple(dict.fromkeys(key for key in (_key(name, ctx) for name in spec.over) if key is not None))
        for name in spec.over:
            ctx.places.name(_key(name, ctx), name)  # the run's boxes, for the side it is said to stand on
        ctx.places.draw(node.path)
        found = [position_of(name, ctx, points=True) for name in spec.over] if spec.side in ("above", "below") else [value_position_of(name, ctx) for name in spec.over]
        at = [f for f in found if f is not None]
        if at and len(at) == len(found) and len({key for key, _ in at}) == 1 and len({p for _, p in at}) > 1:  # a range along one mark's scale: said by its values
            ordered = sorted((p for _, p in at), key=_value)
            # named by the mark (`object`), judged above or below the positions' own boxes (`over`)
            relation = Relation("brackets", node.path, at[0][0], edge=EDGES[spec.side], over=keys or (at[0][0],), positions=(ordered[0], ordered[-1]))
        else:
            relation = Relation("brackets", node.path, keys[0] if keys else None, edge=EDGES[spec.side], over=keys)
        thing = Thing(
            bracket_noun(spec.shape), node.path, look=_look(spec), label=spec.label, note=spec.note, means=spec.means,
            alt=spec.alt, form="bracket", relations=(relation,),
        )
        return Statement((thing,))


def _key(name: str, ctx: "DescribeContext") -> tuple | None:
    """The key of what `name` stands for; a curve's point made from values
    (`stored.full.at-8h`) the key of that point in its series (`POINTS` and
    its index under the series' node), so the run can be said as the points
    it joins, not as the curve."""
    key = ctx.key_of(name)
    ident = ctx.ident(name.split(".")[0])
    mark = getattr(ident, "node", None)
    if key is None or mark is None or key != mark.path or "." not in name or mark.kind.name != "curve":
        return key
    spec = mark.spec_as(CurveSpec)
    if not usable(spec):
        return key
    found = anchor_point(plot_of(spec), name.split(".", 1)[1])
    if found is None:
        return key
    trace, point = found
    if point.kind == "time" and point.at is not None and abs(trace.xs[point.index] - point.at) > 1e-9 * max(1.0, abs(point.at)):
        return key  # a place between two of its points (`at-64` on a slope drawn from 0.5 to 295): no point of it, never its nearest one's name
    if point.kind == "crossing":  # where the first series crosses a line or another series: (CROSSING, what it crosses, its place)
        other = crossed(plot_of(spec), last_name(name)[0].split(".", 1)[1])
        return mark.path + trace.series.path + (CROSSING, other[0] if other else (), point.at)
    return mark.path + trace.series.path + (POINTS, point.index)


def _value(position: object) -> float:
    """A position's place on its scale, to order a range's ends."""
    if isinstance(position, Time):
        return float(position.value) * SECONDS.get(position.unit, 1)
    try:
        return float(parse_quantity(str(position)).low)
    except ValueError:
        return 0.0


def _look(spec: BracketSpec) -> Look:
    """Grey is the line's own ink: said only when the writer chose it."""
    written = spec.colour != "grey" or "colour" in spec.model_fields_set
    return Look(spec.colour if written else "none", spec.outline, filled=False)
