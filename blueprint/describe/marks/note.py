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
from blueprint.describe.marks.icon import placed_against
from blueprint.describe.say.facts import Relation, Statement, Thing
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
        joins = (Relation("joins", target, node.path, via=leader),) if target is not None and leader is not None else ()
        if target is None or spec.alt or _a_note(target, ctx) or not _named(reference, target, ctx):
            return Statement((thing,), joins)
        ties = (Relation("marks", node.path, target, via=leader),) + tuple(r for r in placed if r.object == target)
        return Statement((replace(thing, relations=ties),), joins)  # the leader's line, said as before where the tie cannot be


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
