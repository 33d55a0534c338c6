"""Notes placed by a link (`below: kv.middle`): a note with no leader set
above or below an arrow or cable is read with it, as what stands on the line
("a note marked 4k-token prompt, 70B model sits below the arrow"), never as a
free "there is a note". The connector's facts carry it (`connector._along`);
the note's own facts then state nothing. No English here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.say.facts import Thing
from blueprint.marks.note import NoteSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

SIDES = ("above", "below")
ALONG = {"start": 0.0, "middle": 0.5, "end": 1.0}  # where on the line each anchor stands


def link_under(node: "MarkNode", ctx: "DescribeContext") -> tuple[str, "MarkNode", float] | None:
    """(side, the connector, how far along it) for a note with no leader placed
    above or below a connector or one of its anchors; None for any other mark
    (a bracket says what stands by it in its own way)."""
    if node.kind.name != "note" or node.spec_as(NoteSpec).to or node.spec_as(NoteSpec).alt:
        return None
    for relation, name in node.kind.relations(node)[:1]:
        ident = ctx.ident(name)
        link = ctx.mark_at(ident.path) if ident is not None else None
        if relation in SIDES and link is not None and link.kind.name == "connector":
            return relation, link, ALONG.get(name.rsplit(".", 1)[-1], 0.5) if "." in name else 0.5
    return None


def notes_on(link: "MarkNode", ctx: "DescribeContext") -> list[tuple[float, Thing]]:
    """The notes standing on a link, as things of its line: (how far along, the note)."""
    found = []
    for node in ctx.marks_of("note"):
        under = link_under(node, ctx)
        if under is not None and under[1].path == link.path:
            spec = node.spec_as(NoteSpec)
            found.append((under[2], Thing("note", node.path, label=spec.label, note=spec.note, place=under[0])))
    return found
