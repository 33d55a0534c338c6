"""What a note states: itself as a thing of the "links" form, tied to what it
labels. A note with a leader (`to`) labels what the leader points at; a note
placed against a part or another mark (`left-of: gpus.row-2`, `below: job`)
labels that; either is said with what it labels ("the third row is marked
busy forty-four GPUs by a thin leader"), never as a free "there is a note"
(issue 26). A note placed against another note, or pinned to the card with no
leader, labels nothing and is said on its own."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.bracket import _key
from blueprint.describe.marks.icon import placed_against
from blueprint.describe.say.facts import Relation, Statement, Thing
from blueprint.marks.curve.data import anchor_point, plot_of, usable
from blueprint.marks.curve.spec import CurveSpec
from blueprint.marks.note import NoteSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class NoteDescriber(MarkDescriber):
    counted = False  # named one by one, as icons are

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(NoteSpec)
        thing = Thing("note", node.path, label=spec.label, note=spec.note, alt=spec.alt, form="links")
        leader = Thing("leader", node.path + ("leader",), quality="thin") if spec.to else None
        target = ctx.key_of(spec.to) if spec.to else None
        placed = placed_against(node, ctx)
        reference = spec.to
        if target is None and spec.to is None and placed:
            target = placed[0].object
            reference = next((name for relation, name in node.kind.relations(node)[:1]), None)
            placed = _on_its_part(placed, reference, ctx)
            target = placed[0].object
        joins = (Relation("joins", target, node.path, via=leader),) if target is not None and leader is not None else ()
        if target is None or spec.alt or _a_note(target, ctx) or not _named(reference, target, ctx):
            return Statement((thing,), joins)
        ties = (Relation("marks", node.path, target, via=leader),) + tuple(r for r in placed if r.object == target)
        return Statement((replace(thing, relations=ties),), joins)  # the leader's line, said as before where the tie cannot be


def _on_its_part(placed: tuple[Relation, ...], reference: str | None, ctx: "DescribeContext") -> tuple[Relation, ...]:
    """A note placed against a point of a series (`right-of: cost.overhead.at-5min`)
    stands against that point, not the whole chart: its relation keyed by the
    point (`bracket._key`), whose box is the anchor's, so it is said against
    that part where the drawing shows it so, and not read as the chart's label."""
    if reference is None or "." not in reference:
        return placed
    key = _key(reference, ctx)
    if key is None or key == placed[0].object or _between_points(reference, ctx):
        return placed
    ctx.places.name(key, reference)
    return (replace(placed[0], object=key),) + placed[1:]


def _between_points(reference: str, ctx: "DescribeContext") -> bool:
    """Whether a curve's `at-` anchor stands between two points of its series
    (`at-1.5h` on hourly values): its key is the nearest point, whose place
    would be said falsely."""
    mark = getattr(ctx.ident(reference.split(".")[0]), "node", None)
    if mark is None or mark.kind.name != "curve" or not usable(spec := mark.spec_as(CurveSpec)):
        return False
    found = anchor_point(plot_of(spec), reference.split(".", 1)[1])
    return found is not None and found[1].at is not None and found[1].at != found[0].xs[found[1].index]


def _named(reference: str | None, key: tuple, ctx: "DescribeContext") -> bool:
    """Whether the thing at `key` is what `reference` names: a part made from
    values (a lane's segment, a point of a curve) is keyed by its whole mark,
    and a note tied to the whole would lose which part it labels."""
    mark = ctx.mark_at(key)
    return reference is not None and ("." not in reference or mark is None or mark.path != key)


def _a_note(key: tuple, ctx: "DescribeContext") -> bool:
    """Whether `key` is a note's (a note under another labels nothing of its own)."""
    mark = ctx.mark_at(key)
    return mark is not None and mark.kind.name == "note"
