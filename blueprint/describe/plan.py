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
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from blueprint.describe.discourse import relations_in
from blueprint.describe.marks import describer_of, facts_of
from blueprint.marks.base import MarkNode
from blueprint.describe.say.facts import Relation, Statement, Thing
from blueprint.scene import Box

SpecPath = tuple


@dataclass
class Plan:
    order: list[MarkNode]
    statements: dict[SpecPath, Statement | None]
    speaks: dict[SpecPath, list[Thing]] = field(default_factory=dict)  # a mark's things as said (aggregated, composed)
    said_with: dict[SpecPath, SpecPath] = field(default_factory=dict)  # a mark said in another mark's turn
    relations: list[Relation] = field(default_factory=list)  # the links' relations, planned by the describer
    placements: list[Relation] = field(default_factory=list)  # how blocks were placed against others
    silent: set = field(default_factory=set)  # panels the marks they hold say themselves
    reserved: dict[int, SpecPath] = field(default_factory=dict)  # a relation (by id) a mark's facts took from `ctx.arrivals`: that mark says it

    def thing_of(self, node: MarkNode) -> Thing | None:
        """The thing that says a mark: its own, or the counted or group thing it
        is said in."""
        path = self.said_with.get(node.path, node.path)
        things = self.speaks.get(path) or []
        return things[0] if things else None


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
    _gather_following(result, ctx)
    _parallel(result, ctx)
    _compose(result, spec)
    return result


def gather(spec: Any, ctx: Any) -> dict[SpecPath, Statement | None]:
    """Every mark's facts, links first; what the marks tell while stating them
    is forgotten (nothing is said yet)."""
    saved = (set(ctx.told), set(ctx.current), set(ctx.previous))
    found: dict[SpecPath, Statement | None] = {}
    for node in spec.marks:
        if node.kind.flow == "link":
            found[node.path] = facts_of(node, ctx)
    ctx.links = [r for statement in found.values() if statement is not None and not statement.things for r in statement.relations]
    for node in spec.marks:
        if node.kind.flow != "link":
            found[node.path] = facts_of(node, ctx)
    ctx.told, ctx.current, ctx.previous = saved
    return found


def reading_order(spec: Any, ctx: Any) -> list[MarkNode]:
    """Blocks as the eye reads them, from where the layout placed them (a
    link where it is drawn); a group's marks right after it."""
    children: dict[SpecPath | None, list[MarkNode]] = {}
    for node in spec.marks:
        children.setdefault(node.parent, []).append(node)

    def box_of(node: MarkNode):
        if node.kind.flow == "block":
            placed = ctx.placement(node.path)
            return placed.box if placed is not None else None
        return Box.around([e.bounds for e in ctx.scene.elements if e.owner[: len(node.path)] == node.path])

    def ordered(nodes: list[MarkNode]) -> list[MarkNode]:
        boxes = {node.path: box for node in nodes if (box := box_of(node)) is not None}
        rows: list[list[float]] = []
        blocks = [n for n in nodes if n.path in boxes and n.kind.flow == "block"]
        for node in sorted(blocks, key=lambda n: boxes[n.path].y):
            box = boxes[node.path]
            if rows and box.y < rows[-1][1]:
                rows[-1][1] = max(rows[-1][1], box.bottom)
            else:
                rows.append([box.y, box.bottom])

        def position(node: MarkNode) -> tuple[float, float, int]:
            box = boxes.get(node.path)
            if box is None:
                return (float("inf"), 0.0, node.index)
            for top, bottom in rows:
                if top <= box.y < bottom:
                    return (round(top), round(box.x), node.index)
            return (round(box.y), round(box.x), node.index)

        return sorted(nodes, key=position)

    def walk(parent: SpecPath | None) -> list[MarkNode]:
        found = []
        for node in ordered(children.get(parent, [])):
            found.append(node)
            found += walk(node.path)
        return found

    return _after_what_they_name(walk(None), ctx)


def _after_what_they_name(order: list[MarkNode], ctx: Any) -> list[MarkNode]:
    """A mark said once what it refers to is said (`MarkDescriber.follows`: a
    bracket drawn above a bar is said after the bar, whose parts it names):
    right after the last of those marks and what they hold, after any such
    mark said there before it (in reading order among themselves)."""
    following = [n for n in order if describer_of(n).follows]
    order = [n for n in order if n not in following]
    drawn = {n.path: Box.around([e.bounds for e in ctx.scene.elements if e.owner[: len(n.path)] == n.path]) for n in following}
    following.sort(key=lambda n: (round(b.y), round(b.x)) if (b := drawn[n.path]) is not None else (float("inf"), 0.0))  # top to bottom, left to right
    for node in following:
        named = []
        for ref in node.kind.references(node):
            ident = ctx.ident(ref.name) or ctx.ident(ref.name.split(".")[0])
            if ident is not None:
                named.append(ident.node.path)
        at = max((i + 1 for i, other in enumerate(order) if any(other.path[: len(path)] == path for path in named)), default=len(order))
        while at < len(order) and order[at] in following:
            at += 1
        order.insert(at, node)
    return order


# What a frame holds that is said in its own sentences (a timeline's lanes, a
# curve): the frame is said after it, and counts what it holds, never "around
# the timeline" before the timeline is brought in.
SPEAKS_ALONE = ("lanes", "series")


def _frames_after_what_they_hold(order: list[MarkNode], statements: dict, ctx: Any) -> list[MarkNode]:
    """A frame round marks that each speak for themselves (`SPEAKS_ALONE`), read
    before them because its outline starts above them, moves to right after
    the last of them (a frame round a row still brings the row in itself)."""
    for frame in [n for n in order if n.kind.name == "frame"]:
        held = [ctx.mark_at(key) for thing in getattr(statements.get(frame.path), "things", ()) or () for r in thing.relations if r.verb == "encloses" for key in r.over]
        if not held or any(node is None for node in held):
            continue
        forms = [thing.form for node in held for thing in getattr(statements.get(node.path), "things", ()) or ()]
        if not forms or any(form not in SPEAKS_ALONE for form in forms):
            continue
        at = max(i for i, node in enumerate(order) if node in held)
        if order.index(frame) < at:
            order = [n for n in order if n is not frame]
            order.insert(at, frame)  # the held mark moved up one: `at` is now just after it
    return order


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


