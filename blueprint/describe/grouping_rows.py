"""Unlike icons that stand in one row, said together (`describe/plan.py`):
three or more free icons of different nouns whose boxes share a band of
height, however each was placed (pinned over a place of a timeline, left of
another), are brought in as one row ("a row of three: a container registry
marked registry, a storage icon marked node disk and a GPU card marked gpu"),
as the eye reads them, before the arrows between them are said; each keeps
its own place, said after. Like icons are counted by `grouping._aggregate`
first; a row the writer made (`row:`) is composed by `grouping._compose`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from blueprint.describe.plan_result import Plan
from blueprint.describe.say.facts import Thing
from blueprint.marks.base import MarkNode

ROW = 3  # fewer unlike icons side by side are said one by one, each in its own sentence


def gather_rows(result: Plan, ctx: Any) -> None:
    """The largest set of free unlike icons standing in one row, said as one
    row thing by the first of them in reading order."""
    free = [node for node in result.order if _free_icon(node, result)]
    boxes = {node.path: ctx.places.box(node.path) for node in free}
    free = sorted((node for node in free if boxes[node.path] is not None), key=lambda node: boxes[node.path].x)
    best: list[MarkNode] = []
    for start, first in enumerate(free):
        row = [first]
        for node in free[start + 1:]:
            mine = boxes[node.path]
            if all(mine.y < boxes[other.path].bottom and boxes[other.path].y < mine.bottom for other in row):
                row.append(node)
        if len(row) > len(best):
            best = row
    nouns = [result.speaks[node.path][0].noun for node in best]
    if len(best) < ROW or len(set(nouns)) != len(nouns) or ctx.places.arranged([node.path for node in best]) is None:
        return
    if any(not _place_kept(node, result) for node in best):
        return
    members = tuple(replace(result.speaks[node.path][0], among=None, region=None) for node in best)  # the row says where they stand: left to right
    host = next(node for node in result.order if node in best)
    result.speaks[host.path] = [Thing("row", ("row",) + host.path, parts=members, arrangement="row", form="links")]
    for node in best:
        if node is not host:
            result.said_with[node.path] = host.path
    paths = {node.path for node in best}
    placed = {p.subject for p in result.placements if p.object is not None and any(tuple(p.object[: len(path)]) == path for path in paths)}
    at = next(index for index, node in enumerate(result.order) if node in best or node.path in placed)
    result.order.remove(host)
    result.order.insert(at, host)  # said before what stands against one of them (a loop above the card)


def _free_icon(node: MarkNode, result: Plan) -> bool:
    """An icon of the card's own (in no group), said alone as a "links" thing."""
    things = result.speaks.get(node.path) or []
    return (node.parent is None and node.kind.name == "icon" and node.path not in result.said_with
            and len(things) == 1 and things[0].form == "links" and things[0].count == 1 and not things[0].alt)


def _place_kept(node: MarkNode, result: Plan) -> bool:
    """Whether a place on a mark's scale the icon was pinned to (over ninety
    seconds) is still said once the row brings it in: by a guide dropped from
    it to that place. An icon pinned with no guide keeps its own sentence."""
    pinned = [p for p in result.placements if p.subject == node.path and any(t is not None for t in p.positions)]
    drops = [r for statement in result.statements.values() if statement is not None for thing in statement.things
             for r in thing.relations if r.verb == "drops-to" and r.subject == node.path]
    return all(any(d.object == p.object and [t for t in d.positions if t is not None] == [t for t in p.positions if t is not None] for d in drops) for p in pinned)
