"""The connector mark's facts: one relation (joins, leads to, sends into,
arrives from an edge) whose `via` is the line with what stands on it; the
describe stage says it in the sentence of the thing it starts from or arrives
at ("joined by a grey dashed cable to ...", "sends a blue arrow into the
card", "a clock sits above the cable and a red cross cuts it")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.lexicon.connector import cut_noun, line_noun
from blueprint.describe.lexicon.icon import icon_noun
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.bracket import _key
from blueprint.describe.marks.connector_ends import drawn_points, starts_clear
from blueprint.describe.marks.icon import icon_look
from blueprint.describe.marks.on_links import notes_on
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.describe.say.positions import Position, position_of
from blueprint.marks.connector import ConnectorSpec, cut_of

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

CONTAINERS = ("gpu", "server", "storage", "laptop", "cloud")  # icons an arrow sends into rather than leads to


class ConnectorDescriber(MarkDescriber):
    counted = False

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """One relation and no thing: the describe stage says it in the sentence
        of the thing it starts from or arrives at. The line itself is the
        relation's `via`: its look, weight, label, the writer's noun for it, and
        what stands on it in order along it (carried icons, the cut)."""
        spec = node.spec_as(ConnectorSpec)
        via = Thing(
            line_noun(spec.noun, spec.arrow != "none"), node.path, look=_look(spec), label=spec.label,
            quality=_weight(spec), parts=_along(node, ctx), alt=spec.alt, means=spec.means,
        )
        target = _key(spec.to, ctx)
        assert target is not None  # the loader checked `to` names a mark, a part or an anchor a mark makes
        if spec.source is None:
            return Statement((), (Relation("arrives-from", target, None, via=via, edge=spec.arrives_from),))
        source = _key(spec.source, ctx)
        assert source is not None  # as `to`: checked by the loader
        at = (_placed_on(spec.source, source, ctx), _placed_on(spec.to, target, ctx))  # a place on a lane's or a curve's scale: the lane or curve, and where on it
        source, target = (at[0][0] if at[0] else source), (at[1][0] if at[1] else target)
        positions = tuple(found[1] if found else None for found in at) if any(at) else ()
        end = spec.source if spec.arrow == "start" else spec.to
        subject, object = (target, source) if spec.arrow == "start" else (source, target)
        if spec.arrow == "none":
            verb = "joins"
        elif spec.arrow == "both":
            verb = "joins-both-ways"
        else:
            verb = "sends-into" if _container(end, ctx) else "leads-to"
        clear = starts_clear(node, ctx, subject, reversed_=spec.arrow == "start")
        if spec.arrow == "start":
            positions = positions[::-1]
        return Statement((), (Relation(verb, subject, object, via=via, way=_way(node, ctx), starts=clear, positions=positions, series=_one_series(spec, at)),))


def _placed_on(name: str, key: tuple, ctx: "DescribeContext") -> tuple[tuple, "Position"] | None:
    """Where on a scale an end stands: at a place on a lane (`_on_lane`), or
    at a place along a curve that is none of its points (`roof.memory.at-64`
    on a slope drawn from 0.5 to 295), where the end keys the whole curve and
    only its place says where; None for any other end."""
    lane = _on_lane(name, ctx)
    if lane is not None:
        return lane
    mark = getattr(ctx.ident(name.split(".")[0]), "node", None)
    if mark is None or key != mark.path or getattr(mark.kind, "name", None) != "curve":
        return None
    found = position_of(name, ctx, points=True)
    return found if found is not None and found[0] == key else None


def _one_series(spec: ConnectorSpec, at: tuple) -> str | None:
    """The series both ends stand on, where both are places on one series of a
    curve (`roof.memory.at-1` to `roof.memory.at-64`): the line runs along it."""
    names = [str(spec.source).split("."), str(spec.to).split(".")]
    if not all(at) or any(len(n) != 3 for n in names) or names[0][:2] != names[1][:2]:
        return None
    return names[0][1]


def _on_lane(name: str, ctx: "DescribeContext") -> tuple[tuple, "Position"] | None:
    """(the lane's key, its place) for an end at a place on a lane's scale
    (`pf.prompt.at-0step`): the line is said to run along that lane from
    there, not to leave the whole timeline; None for any other end."""
    found = position_of(name, ctx)
    holder = name.rsplit(".", 1)[0]
    if found is None or "." not in holder:
        return None
    lane = ctx.key_of(holder)
    return (lane, found[1]) if lane is not None and "lanes" in lane else None


def _look(spec: ConnectorSpec) -> Look:
    """Grey is the line's own ink: said only when the writer chose it."""
    written = spec.colour != "grey" or "colour" in spec.model_fields_set
    return Look(spec.colour if written else "none", spec.outline, filled=False)


def _weight(spec: ConnectorSpec) -> str | None:
    if spec.weight == "thick":
        return "thick"
    return "thin" if "weight" in spec.model_fields_set else None


def _along(node: "MarkNode", ctx: "DescribeContext") -> tuple[Thing, ...]:
    """What stands on the line, in order from its start: icons it carries
    (above, below or on it), notes placed by it (`on_links`) and the red
    cross that cuts it."""
    spec = node.spec_as(ConnectorSpec)
    along: list[tuple[float, Thing]] = []
    for index, carry in enumerate(spec.carries):
        look = icon_look(carry.colour)
        along.append((float(carry.at.value), Thing(icon_noun(carry.icon), node.path + ("carries", index), look=look, label=carry.label, place=carry.side)))
    along += notes_on(node, ctx)
    cross = cut_of(spec)
    if cross is not None:  # its words are the cross's: "a red cross marked reserved cuts the arrow"
        along.append((float(cross.at.value) + 1e-9, Thing(cut_noun(), node.path + ("cut",), label=cross.label, place="across")))
    return tuple(thing for _, thing in sorted(along, key=lambda pair: pair[0]))


def _container(reference: str, ctx: "DescribeContext") -> bool:
    """Whether the arrow ends in an icon that holds things (a card, a server)."""
    ident = ctx.ident(reference.split(".")[0])
    return bool(ident and ident.what == "icon" and ident.node.spec.name in CONTAINERS)


def _way(node: "MarkNode", ctx: "DescribeContext") -> str | None:
    """Down, up, right or left: the way the link runs as drawn, from its
    subject to its object (against the arrow's direction for `arrow: start`),
    read from the lines the scene holds for it."""
    points = drawn_points(node, ctx)
    if len(points) < 2:
        return None
    (x0, y0), (x1, y1) = points[0], points[-1]
    if node.spec_as(ConnectorSpec).arrow == "start":
        (x0, y0), (x1, y1) = (x1, y1), (x0, y0)
    dx, dy = x1 - x0, y1 - y0
    if abs(dy) >= abs(dx):
        return "down" if dy > 0 else "up"
    return "right" if dx > 0 else "left"
