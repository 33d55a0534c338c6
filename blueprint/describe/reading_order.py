"""The reading order of the marks, from the layout's placements: rows from the
top (blocks whose heights overlap stand in one row), left to right within a
row; what a group holds right after the group; what names another after it;
a frame after the marks it holds when those speak for themselves.
"""

from __future__ import annotations

from typing import Any

from blueprint.describe.marks import describer_of
from blueprint.marks.base import MarkNode
from blueprint.scene import Box

from blueprint.describe.plan_result import SpecPath


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

    return _leaders_after_their_ends(_after_what_they_stand_over(_after_what_they_name(walk(None), ctx), ctx), ctx)


def _after_what_they_stand_over(order: list[MarkNode], ctx: Any) -> list[MarkNode]:
    """A mark its describer says after another (`said_after`: an outline over
    a part of another bar) moves to right after that mark and what it holds,
    with the marks placed on it (a cross `over` it) and the links from or to
    it; only ever later, as the leaders below."""
    for node in list(order):
        after = describer_of(node).said_after(node, ctx)
        if after is None:
            continue
        at = max((i + 1 for i, other in enumerate(order) if other.path[: len(after)] == after), default=0)
        if order.index(node) >= at:
            continue
        on_it = [other for other in order if other is not node and (any(_names(ctx, name) == node.path for _, name in other.kind.relations(other))
                 or (other.kind.flow == "link" and any(_names(ctx, ref.name) == node.path for ref in other.kind.references(other))))]
        moving = [node] + [other for other in on_it if order.index(other) < at]
        rest = [n for n in order if n not in moving]
        at = max((i + 1 for i, other in enumerate(rest) if other.path[: len(after)] == after), default=0)
        order = rest[:at] + moving + rest[at:]
    return order


def _names(ctx: Any, name: str) -> SpecPath | None:
    """The path of the mark a reference names (`request`, or `top` of `top.busy`)."""
    ident = ctx.ident(name) or ctx.ident(name.split(".")[0])
    return ident.node.path if ident is not None else None


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


def _leaders_after_their_ends(order: list[MarkNode], ctx: Any, *, standing: bool = False) -> list[MarkNode]:
    """A note whose leader (`to`) points into a mark read after it, other than
    the one it stands against (a note over one timeline pointing into the
    next), moves to right after that mark and what it holds: said with what it points at, never first as a free
    "there is a note" and its leader later. Only ever later: a mark already
    read after what it points at keeps its place. `standing`: the one it
    stands against too (the describer's order, once the opening's mark is
    read first: a note left of the first column, read before the columns
    because it stands higher, `leaders_after_what_they_label`)."""
    moved: list[MarkNode] = []
    for node in [n for n in order if n.kind.name == "note"]:
        to = getattr(node.spec, "to", None)
        if not isinstance(to, str):
            continue
        ident = ctx.ident(to) or ctx.ident(to.split(".")[0])
        if ident is None:
            continue
        target = ident.node.path
        placed = [ctx.ident(name.split(".")[0]) for _, name in node.kind.relations(node)]
        if not standing and any(found is not None and found.node.path == target for found in placed):
            continue  # it stands against the mark it points into: said with it already
        at = max((i + 1 for i, other in enumerate(order) if other.path[: len(target)] == target), default=0)
        if order.index(node) < at:
            order = [n for n in order if n is not node]
            at -= 1  # the target moved up one: `at` is now just after it
            while at < len(order) and order[at] in moved:  # after those moved there before it, in reading order
                at += 1
            order.insert(at, node)
            moved.append(node)
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


def leaders_after_what_they_label(order: list[MarkNode], ctx: Any) -> list[MarkNode]:
    """The order the describer speaks in: every note with a leader after the
    mark it points into, the one it stands against too (by now the opening's
    mark is read first, so a note said before its mark is one the eye reads
    first only because it stands higher): "a thin leader joins the first
    scale-up to a note marked cold pull six minutes", never "there is a note
    marked cold pull six minutes" before the scale-ups are brought in."""
    return _leaders_after_their_ends(order, ctx, standing=True)
