"""What a note states: itself as a thing of the "links" form, and, if it has a
leader, a relation `joins` from what it points at to the note through the
leader; said by the describe stage like any link."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
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
        if not spec.to:
            return Statement((thing,))
        leader = Thing("leader", node.path + ("leader",), quality="thin")
        target = ctx.key_of(spec.to)
        return Statement((thing,), (Relation("joins", target, node.path, via=leader),) if target is not None else ())
