"""Planning: what each mark states, in what order the marks speak, and like
things put together.

    gather      every mark's facts before any mark speaks (the links first, so
                that a mark can ask the context for the relations arriving at
                it); gathering tells nothing
    order       the reading order from the layout's placements: rows from the
                top (blocks whose heights overlap stand in one row), left to
                right within a row; what a group holds right after the group
    aggregate   like things of the "links" form (icons with one noun, look and
                state) standing together, in one group or side by side, become
                one counted thing ("three model icons outlined in dashes")
    compose     a group's thing holds the "links" things of the marks it holds
                ("a column marked queue holding ..."); those marks are then
                said with it

The plan itself is `describe/plan_result.py`'s, the order
`describe/reading_order.py`'s, aggregating and composing `describe/grouping.py`'s.
"""

from __future__ import annotations

from typing import Any

from blueprint.describe.discourse_memory import relations_in
from blueprint.describe.marks import facts_of
from blueprint.describe.say.facts import Statement
from blueprint.describe.plan_result import Plan, SpecPath
from blueprint.describe.reading_order import _frames_after_what_they_hold, reading_order
from blueprint.describe.grouping import _aggregate, _compose, _gather_following, _parallel
from blueprint.describe.grouping_rows import gather_rows
from blueprint.describe.grouping_alike import gather_alike


def plan(spec: Any, ctx: Any) -> Plan:
    statements = gather(spec, ctx)
    order = _frames_after_what_they_hold(reading_order(spec, ctx), statements, ctx)
    result = Plan(order, statements)
    for node in spec.marks:
        statement = statements.get(node.path)
        if statement is None:
            continue
        if node.kind.flow == "link" and not statement.things:
            result.relations += statement.relations
        elif any(thing.form == "links" for thing in statement.things):
            result.speaks[node.path] = list(statement.things)
            result.placements += [r for r in statement.relations if r.verb.startswith("stands-")]
            drawn = [r for r in statement.relations if r.via is not None and not r.verb.startswith("stands-")]
            result.relations += [r for r in drawn if not any(r is known for known in result.relations)]  # a block's own line (a note's leader)
    for node in spec.marks:
        statement = statements.get(node.path)
        if statement is not None and node.kind.flow != "link":
            for relation in relations_in(statement):
                if any(relation is known for known in result.relations):
                    result.reserved[id(relation)] = node.path
    _aggregate(result, ctx)
    gather_rows(result, ctx)
    _gather_following(result, ctx)
    _parallel(result, ctx)
    gather_alike(result, ctx)
    _compose(result, spec)
    return result


def gather(spec: Any, ctx: Any) -> dict[SpecPath, Statement | None]:
    """Every mark's facts, links first; what the marks tell while stating them
    is forgotten (nothing is said yet)."""
    saved = set(ctx.told)
    found: dict[SpecPath, Statement | None] = {}
    for node in spec.marks:
        if node.kind.flow == "link":
            found[node.path] = facts_of(node, ctx)
    ctx.links = [r for statement in found.values() if statement is not None and not statement.things for r in statement.relations]
    for node in spec.marks:
        if node.kind.flow != "link":
            found[node.path] = facts_of(node, ctx)
    ctx.told = saved
    return found
