"""Like things put together (`describe/plan.py`): runs of like marks said as
one counted thing (icons alike standing together, brackets said one after
another, parts alike side by side), and a group's thing holding the things of
the marks it holds, which are then said with it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from blueprint.describe.marks import describer_of
from blueprint.marks.base import MarkNode
from blueprint.describe.say.facts import Relation, Statement, Thing

from blueprint.describe.plan_result import Plan, SpecPath


def _gather_following(result: Plan, ctx: Any) -> None:
    """Runs of like marks said after what they name (brackets), one after
    another in reading order, each labelled, alike in look and side and
    standing on one mark, become one counted thing ("three brackets to the
    left group the lanes: ..."), its members in reading order."""
    runs: list[list[MarkNode]] = []
    last: tuple | None = None
    for node in result.order:
        key = _following_key(node, _things(result, node), ctx)
        if key is not None and key == last:
            runs[-1].append(node)
        else:
            runs.append([node])
        last = key
    for run in runs:
        if len(run) < 2:
            continue
        members = tuple(_things(result, node)[0] for node in run)
        first = members[0]
        result.speaks[run[0].path] = [replace(first, key=("aggregate",) + first.key, count=len(members), members=members, label=None)]
        for node in run[1:]:
            result.said_with[node.path] = run[0].path


def _things(result: Plan, node: MarkNode) -> list[Thing]:
    return result.speaks.get(node.path) or list(getattr(result.statements.get(node.path), "things", ()) or ())


def _following_key(node: MarkNode, things: list[Thing], ctx: Any) -> tuple | None:
    """What like marks said after what they name share (their form, noun,
    look, side, and the mark they stand on), or None for one said alone
    (not such a mark, or one with a note, a meaning or its own words)."""
    if not describer_of(node).follows or len(things) != 1:
        return None
    thing = things[0]
    relation = next((r for r in thing.relations if r.over), None)
    if relation is None or not thing.label or thing.note or thing.means or thing.alt:
        return None
    holders = {getattr(ctx.mark_at(key), "path", None) for key in relation.over}
    if len(holders) != 1:
        return None
    return (thing.form, thing.noun, thing.look, relation.edge, next(iter(holders)))


def _alike(thing: Thing, ctx: Any) -> tuple:
    """What like things counted together share; notes, also whether they label
    a thing and through what (a leader, or standing against it), and whether
    that thing is a whole mark or a part of one (a series' point: said by it)."""
    whole = lambda key: key is not None and getattr(ctx.mark_at(tuple(key)), "path", None) == tuple(key)
    ties = tuple((r.verb, r.via is not None, whole(r.object)) for r in thing.relations if r.verb == "marks")
    return (thing.noun, thing.look, tuple(replace(p, key=()) for p in thing.parts), ties)


def _aggregate(result: Plan, ctx: Any) -> None:
    """Runs of like "links" things in reading order, with one parent, placed
    by nothing but each other, become one counted thing."""
    runs: list[list[MarkNode]] = []
    for node in result.order:
        if node.kind.flow != "block":
            continue  # a link drawn between them does not part them
        things = result.speaks.get(node.path)
        if not things or len(things) != 1 or not _countable(things[0], node, result) or _beside_bar(things[0], ctx):
            runs.append([])
            continue
        last = runs[-1] if runs else []
        if last and last[-1].parent == node.parent and _alike(result.speaks[last[-1].path][0], ctx) == _alike(things[0], ctx):
            last.append(node)
        else:
            runs.append([node])
    for run in runs:
        if len(run) < 2:
            continue
        members = [result.speaks[node.path][0] for node in run]
        paths = {node.path for node in run}
        each = _placed_each(run, result, ctx)
        if each is None and any(p.subject in paths and (p.object is None or not _within(p.object, paths)) for p in result.placements):
            continue  # one of them stands against something else: its place would be lost
        first = members[0]
        held = run[0].parent is not None
        counted = Thing(
            first.noun, ("aggregate",) + first.key, look=first.look, count=len(members), members=tuple(members),
            parts=first.parts, arrangement="list" if each is not None else _arranged(run, ctx), place="held" if held else None, form="links",
        )
        result.speaks[run[0].path] = [counted]
        for node in run[1:]:
            result.said_with[node.path] = run[0].path
        if each is not None:  # one beside each of several parts: the count stands against them all
            result.placements.append(replace(each[0], subject=counted.key, over=tuple(p.object for p in each if p.object is not None)))


def _placed_each(run: list[MarkNode], result: Plan, ctx: Any) -> list[Relation] | None:
    """Where like things each stand alike against a part of one mark, a
    different part each (an icon left of each lane): their placements, in
    order; None else."""
    placed = [[p for p in result.placements if p.subject == node.path] for node in run]
    if any(len(found) != 1 for found in placed):
        return None
    each = [found[0] for found in placed]
    objects = [p.object for p in each]
    holders = {getattr(ctx.mark_at(tuple(o)), "path", None) if o is not None else None for o in objects}
    if len({p.verb for p in each}) != 1 or None in objects or len(set(objects)) != len(objects) or len(holders) != 1 or None in holders:
        return None
    if any(tuple(o) == next(iter(holders)) for o in objects if o is not None) or any(p.positions for p in each):
        return None  # beside the whole mark, or at places on its scale: said one by one
    return each


def _parallel(result: Plan, ctx: Any) -> None:
    """Things of the "parts" form standing side by side, one to a group of one
    parent (bars in panels of a row), whose parts run alike (`realise.parallel`)
    become one "parallel" thing, said once: what they share, then what varies."""
    from blueprint.describe.realise.parallel import common

    runs: list[list[tuple[MarkNode, Thing]]] = [[]]
    for node in result.order:
        statement = result.statements.get(node.path)
        things = statement.things if statement is not None else ()
        if node.kind.flow != "block" or node.kind.holds_marks:
            continue
        if len(things) != 1 or things[0].form != "parts" or not _plain(things[0]):
            runs.append([])
            continue
        runs[-1].append((node, things[0]))
    for run in runs:
        groups: dict[Any, list[tuple[MarkNode, Thing]]] = {}
        for node, thing in run:
            holder = next((m for m in ctx.spec.marks if m.path == node.parent), None)
            if holder is not None and sum(m.parent == holder.path for m in ctx.spec.marks) > 1:
                continue  # not a panel of its own: bars sharing a group are said together by `grouping_alike` ("under pool a and pool a" was said)
            groups.setdefault(holder.parent if holder is not None else None, []).append((node, thing))
        for members in groups.values():
            things = tuple(thing for _, thing in members)
            if len(members) < 2 or _arranged([n for n, _ in members], ctx) != "row" or len(common(things)) < 2:
                continue
            first = members[0][0]
            result.speaks[first.path] = [Thing(things[0].noun, ("parallel",) + first.path, count=len(things), members=things, form="parallel")]
            for node, _ in members[1:]:
                result.said_with[node.path] = first.path


def _plain(thing: Thing) -> bool:
    """A thing said alike with others only when nothing hangs on it: no words
    of the writer's own, no leaders or scale, no width taken from another."""
    return not thing.alt and not thing.attached and thing.width_of is None and not any(p.attached or p.parts for p in thing.parts)


def _within(key: SpecPath, paths: set) -> bool:
    return any(tuple(key[: len(p)]) == p for p in paths)


def _countable(thing: Thing, node: MarkNode, result: Plan) -> bool:
    """An icon that may be counted with like ones: not written in the
    writer's own words, not pinned to a place of the card, holding no marks."""
    return thing.form == "links" and thing.count == 1 and not thing.alt and thing.place is None and not node.kind.holds_marks


def _beside_bar(thing: Thing, ctx: Any) -> bool:
    """A note standing left or right of a whole bar (its name, its total):
    said in that bar's sentence (`realise/marking.with_whole`), never counted
    with the notes of the other bars."""
    beside = [r.object for r in thing.relations if r.verb in ("stands-left-of", "stands-right-of") and r.object is not None]
    return any(getattr(ctx.mark_at(tuple(key)), "path", None) == tuple(key) and ctx.mark_at(tuple(key)).kind.name == "bar" for key in beside)


def _arranged(run: list[MarkNode], ctx: Any) -> str:
    """Side by side (one row), one above another (one column), or neither,
    as the composition shows them (`say/places.py`)."""
    place = ctx.places.arranged([node.path for node in run])
    return {"side-by-side": "row", "one-above-another": "column"}.get(place.word if place is not None else "", "list")


def _compose(result: Plan, spec: Any) -> None:
    """A group's thing holds the things of the marks it holds, deepest groups
    first; a group with nothing to hold, or holding one thing and no label,
    lets what it holds speak."""
    groups = sorted((n for n in spec.marks if n.kind.holds_marks and n.path in result.speaks), key=lambda n: -len(n.path))
    for group in groups:
        thing = result.speaks[group.path][0]
        children = [n for n in result.order if n.parent == group.path]
        held = [n for n in children if n.path not in result.said_with]
        if thing.alt:  # the writer's words for the group say it and all it holds
            for node in result.order:
                if node.path[: len(group.path)] == group.path and node.path != group.path:
                    result.said_with[node.path] = group.path
            continue
        if thing.label and any(carries(result.statements.get(n.path), group) for n in children):
            result.silent.add(group.path)
            continue
        things = [result.speaks[n.path][0] for n in held if result.speaks.get(n.path) and all(_content(t) for t in result.speaks[n.path])]
        if not things or thing.alt:
            continue
        count = sum(t.count for t in things)
        if not thing.label and count < 2:
            continue
        if len(things) != len(held):
            continue  # it also holds marks of other forms: they and it speak apart
        held_things = tuple(replace(t, among=None, region=None) for t in things)  # the group says where they stand
        result.speaks[group.path] = [replace(thing, parts=held_things)]
        for node in held:
            result.said_with[node.path] = group.path
        for node in result.order:
            if result.said_with.get(node.path) in {n.path for n in held}:
                result.said_with[node.path] = group.path


def _content(thing: Thing) -> bool:
    """A "links" thing with something to say: not a group that holds nothing of its form."""
    return thing.form == "links" and not (thing.arrangement in ("row", "column") and thing.count == 1 and not thing.parts)


def carries(statement: Statement | None, group: MarkNode) -> bool:
    """Whether a mark's facts carry the panel it stands in (its label, or the
    panel as what holds it): its form says the panel in its own sentence."""
    from blueprint.marks.group import GroupSpec  # loaded with the group's kind: a spec of bars alone never loads it

    things = statement.things if statement is not None else ()
    label = group.spec_as(GroupSpec).label
    return any(t.label == label or getattr(getattr(t, "within", None), "key", None) == group.path for t in things)


