"""Where a connector runs: between the facing sides of its two ends, beyond a
label that stands between them, and round what other marks drew in its way.

Reads `ctx.placed` (the elements the marks laid out before this link drew) in
two places: `_beyond_label` (the labels of the mark at each end) and `_clear`
(what the route must not run through).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.routes import Route, crosses, curved, diagonal, elbow, entries, straight
from blueprint.layout.marks import drawer_of
from blueprint.layout.marks.connector.fan import port
from blueprint.layout.marks.connector.detour import body, bowed, obstacles, parts, round_about
from blueprint.marks.connector import WEIGHTS, ConnectorSpec
from blueprint.scene import Box

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def route(node: "MarkNode", ctx: "LayoutContext") -> Route:
    """The line from the connector's start to its end, trimmed at an arrowed
    end so the head stops clear of what it points at."""
    spec = node.spec_as(ConnectorSpec)
    end = ctx.anchors[spec.to]
    if spec.source:
        start = ctx.anchors[spec.source]
        start, end = _beyond_label(spec.source, start, end, ctx), _beyond_label(spec.to, end, start, ctx)
        start, end = port(node, spec.source, spec.to, start, ctx), port(node, spec.to, spec.source, end, ctx)
    else:
        assert spec.arrives_from is not None  # a connector comes `from` a mark or arrives from an edge (ConnectorMark.check)
        start = _edge(spec.arrives_from, end, spec.label, ctx)
    start_body, end_body = body(spec.source, start, ctx), body(spec.to, end, ctx)
    names = (spec.source, spec.to)
    fixed = _standing(node, ctx)  # the lines of links that stand where their anchors put them (a bracket): kept off as blocks are
    solid, texts = obstacles(start, end, ctx, names)  # what triggers a way round: an end's own drawing past its box counts
    solid += fixed
    blocked = solid + texts
    round_solid, round_texts = obstacles(start_body, end_body, ctx, names)  # what the way round keeps off: the ends drawn whole are its walls
    round_solid += fixed
    around = round_solid + round_texts
    if spec.route == "elbow":
        drawn = elbow(start, end)
        if len(drawn.points) == 2 and drawn.control is None and not any(crosses(drawn, box) for box in solid):
            ctx.diagnostics.error(ctx.locate(node.path + ("route",)), messages.ELBOW_NO_CORNER, fix=(node.path + ("route",), None))  # no room to turn, and nothing to go round
    clearance = ctx.theme.layout.label_gap / 2
    heads = (spec.arrow in ("start", "both")) + (spec.arrow in ("end", "both"))
    shortest = ctx.theme.layout.minimum_arrow + heads * (head_length(spec, ctx) * 0.8 + clearance)
    run = lambda headed: max(ctx.theme.layout.label_gap * 1.5, head_length(spec, ctx) * 2.4 + clearance) if headed else ctx.theme.layout.label_gap * 1.5
    runs = (run(spec.arrow in ("start", "both")), run(spec.arrow in ("end", "both")))  # a head stands on a straight run, not on a corner
    reach = head_length(spec, ctx) * 0.8 + clearance + 2.0  # what a head's trim takes off a line's last run
    own = parts(spec.source, ctx) + parts(spec.to, ctx)  # what the ends drew: a line and its heads cross none of it, as lint measures
    trims = (clearance if spec.arrow in ("start", "both") else 0.0, clearance if spec.arrow in ("end", "both") else 0.0)
    drawn_heads = lambda line: [head_triangle(line.trimmed(*trims), at_start, head_length(spec, ctx), ctx.theme.layout.arrow_width)
                                for at_start, end_arrow in ((True, ("start", "both")), (False, ("end", "both"))) if spec.arrow in end_arrow]
    across = lambda line: any(crosses(shape, part) for shape in [line] + drawn_heads(line) for part in own)
    cramped = lambda line: (_length(line) < shortest or _enters(line, start) or _enters(line, end) or _glancing(line, start, end, spec.arrow)
                            or _short_end(line, reach, spec.arrow) or across(line))
    if spec.route == "curved":
        drawn = curved(start, end, ctx.theme.layout.curve_bend)
        if cramped(drawn) or any(crosses(drawn, box) for box in solid):
            drawn = bowed(start, end, blocked, ctx, cramped) or drawn
    elif spec.route == "diagonal":
        drawn = diagonal(start, end)
        (x0, y0), (x1, y1) = drawn.points[0], drawn.points[-1]
        if abs(x1 - x0) < 0.5 or abs(y1 - y0) < 0.5:
            ctx.diagnostics.error(ctx.locate(node.path + ("route",)), messages.DIAGONAL_NO_SLANT, fix=(node.path + ("route",), None))  # no slant: a straight line, as written without it
    elif spec.route != "elbow":
        drawn = straight(start, end)
    written = spec.route == "diagonal" or (spec.route == "straight" and "route" in spec.model_fields_set)  # a straight line the writer asked for is kept: lint says what it meets
    in_way, _ = obstacles(start, end, ctx, names, own_by_pieces=True)  # what a line runs through as lint sees it: other marks whole, the ends' own pins and fans by their pieces
    in_way += fixed
    drawn = _clear(drawn, (start, end), (start_body, end_body), ctx, (in_way + texts, solid, round_solid, around), written, runs, cramped)
    if not written and cramped(drawn):  # too short for its heads, or across an end's own drawing: the way round, from other sides
        drawn = (round_about(start_body, end_body, around, ctx, cramped, runs, (start, end))
                 or round_about(start_body, end_body, round_solid, ctx, cramped, runs, (start, end)) or drawn)  # clear of texts where it can be: the label search moves them off it later
    return drawn.trimmed(*trims)


def _standing(node: "MarkNode", ctx: "LayoutContext") -> list[Box]:
    """Where the other links that stand fixed by their anchors will draw
    their lines (`MarkDrawer.stands`: a bracket on a grid's side), in spec
    order: a link sees no other link's drawing, so no route depends on the
    order links are written in, but these stand where they stand whatever
    is drawn first (faithful12: a connector into a grid's corner cell ran
    across the bracket on that grid's side, and lint refused it)."""
    found = []
    for other in ctx.marks:
        if other.kind.flow == "link" and other.path != node.path:
            box = drawer_of(other).stands(other, ctx)
            if box is not None:
                found.append(box)
    return found


def head_triangle(route: Route, at_start: bool, length: float, width: float) -> Route:
    """An arrowhead as drawn: the closed triangle whose tip is the route's
    end, `length` long and `width` of that across (the drawer fills it; the
    router keeps it off what the ends drew)."""
    tip = route.points[0] if at_start else route.points[-1]
    ux, uy = route.direction_at_start() if at_start else route.direction_at_end()
    base = (tip[0] - ux * length, tip[1] - uy * length)
    half = length * width / 2
    left, right = (base[0] - uy * half, base[1] + ux * half), (base[0] + uy * half, base[1] - ux * half)
    return Route((tip, left, right, tip))


def head_length(spec: ConnectorSpec, ctx: "LayoutContext") -> float:
    """An arrowhead's length: sized from the stroke, never under the shortest."""
    stroke = WEIGHTS[spec.weight] if spec.outline != "dotted" else "dotted"
    return max(ctx.theme.layout.minimum_arrow, ctx.theme.layout.arrow_length * ctx.theme.strokes.width(stroke))


def _length(line: Route) -> float:
    samples = [line.at(i / 16) for i in range(17)] if line.control is not None else list(line.points)
    return sum(math.dist(a, b) for a, b in zip(samples, samples[1:]))


def _enters(line: Route, box: Box) -> bool:
    """Whether the line runs inside the box (a graze aside) between its ends:
    across the very mark it leaves or reaches."""
    inner = box.grown(-4.0)
    points = [line.at(i / 32) for i in range(1, 32)] + (list(line.points[1:-1]) if line.control is None else [])
    return inner.width > 0 and inner.height > 0 and any(inner.x < x < inner.right and inner.y < y < inner.bottom for x, y in points)


def _short_end(line: Route, reach: float, arrow: str) -> bool:
    """Whether a polyline's first or last run, at an arrowed end, is shorter
    than its head's trim: the head would turn back over the corner."""
    if line.control is not None or len(line.points) < 3:
        return False
    first, last = math.dist(*line.points[:2]), math.dist(*line.points[-2:])
    return (arrow in ("start", "both") and first < reach) or (arrow in ("end", "both") and last < reach)


def _glancing(line: Route, start: Box, end: Box, arrow: str) -> bool:
    """Whether a curve meets a side at an arrowed end at a glance (under about
    50 degrees off it), so its head lies along that mark's drawing rather
    than pointing into it."""
    if line.control is None:
        return False
    ends = ((line.points[0], line.direction_at_start(), start, arrow in ("start", "both")), (line.points[-1], line.direction_at_end(), end, arrow in ("end", "both")))
    for point, (ux, uy), box, headed in ends:
        if not headed or box.width == 0 and box.height == 0:
            continue
        across = abs(point[0] - box.x) < 0.5 or abs(point[0] - box.right) < 0.5  # on a left or right side
        if abs(ux if across else uy) < 0.64:
            return True
    return False


def _clear(route: Route, ends: tuple[Box, Box], bodies: tuple[Box, Box], ctx: "LayoutContext", blocked: tuple[list[Box], list[Box], list[Box], list[Box]], written: bool,
           runs: tuple[float, float], cramped: Callable[[Route], bool]) -> Route:
    """The route asked for, unless it runs through something other than the
    two ends (a lane's label beside the target, say; a mark counts as its
    whole box, as lint counts it: a line through the gap between a person's
    head and shoulders runs through the person); then the first route into
    the target's top or bottom that runs through nothing and is not
    `cramped`; else, but for a `straight` the writer wrote, the router's way
    round the shapes it crosses, clear of texts too where it can be
    (detour.py), between the ends' `bodies` (all an end mark drew)."""
    start, end = ends
    obstacles, solid, round_solid, around = blocked  # all in the way (shapes by mark, texts); the shapes; those and the texts the way round keeps off
    if written or not any(crosses(route, box) for box in obstacles):
        return route
    on_card = lambda line: not ctx.settled or ctx.content.contains(line.bounds()) or not ctx.content.contains(route.bounds())  # a bridge over pinned marks' tops runs into the margin
    for other in entries(start, end, ctx.theme.layout.stack_gap / 2):
        if not any(crosses(other, box) for box in obstacles) and not cramped(other) and on_card(other):
            return other
    if not any(crosses(route, box) for box in solid):
        return route
    never = lambda line: False
    return round_about(*bodies, around, ctx, never, runs, ends) or round_about(*bodies, round_solid, ctx, never, runs, ends) or route


def past_words(node: "MarkNode", ctx: "LayoutContext") -> tuple[Box | None, Box | None]:
    """The box of each end the line stops short of, beyond that mark's words
    facing the other end (None where it reaches the mark itself): the words
    may move later (the label search), and the line then goes on to the mark
    (`layout/reach.py`)."""
    spec = node.spec_as(ConnectorSpec)
    if not spec.source:
        return None, None
    start, end = ctx.anchors[spec.source], ctx.anchors[spec.to]
    return (start if _beyond_label(spec.source, start, end, ctx) != start else None,
            end if _beyond_label(spec.to, end, start, ctx) != end else None)


def _beyond_label(reference: str, box: Box, towards: Box, ctx: "LayoutContext") -> Box:
    """An icon whose label stands on the side facing the other end: the line
    leaves from beyond the label, not through it."""
    ident = ctx.ids.get(reference) or ctx.ids.get(reference.split(".")[0])
    if ident is None or reference.count(".") > 1:
        return box  # labels name a mark and its rows or lanes, not a segment of a lane: the line goes to the segment
    mark = ident.node.path
    dx, dy = towards.centre_x - box.centre_x, towards.centre_y - box.centre_y
    beyond = [e.bounds for e in ctx.placed if e.kind == "text" and e.owner[: len(mark)] == mark and _facing(e.bounds, box, dx, dy)]
    if "." in reference:  # a part's end (`t.tower-2`): a label of its mark nearer the other end is that end's (a tier's, beside the next tower)
        beyond = [label for label in beyond if _apart(label, box) < _apart(label, towards)]
    if not beyond:
        return box
    label = min(beyond, key=lambda b: abs(b.centre_x - box.centre_x) + abs(b.centre_y - box.centre_y))  # the nearest: an icon's, a row's
    beyond_box = box.union(label.grown(ctx.theme.layout.label_gap / 2))
    others = [e.bounds for e in ctx.placed if e.kind != "text" and e.owner[: len(mark)] != mark]
    if any(beyond_box.grown(-1.0).overlaps(other) and not box.overlaps(other) for other in others):
        return box  # another mark stands between (the label search moves the label later): a line leaving beyond it would start inside that mark
    return beyond_box


def _apart(a: Box, b: Box) -> float:
    """How far apart two boxes stand (0 where they meet)."""
    return max(a.x - b.right, b.x - a.right, 0.0) + max(a.y - b.bottom, b.y - a.bottom, 0.0)


def _facing(label: Box, box: Box, dx: float, dy: float) -> bool:
    """A label of the mark at this end standing between it and the other end,
    beside it (a lane's or a row's name, an icon's label on that side)."""
    if abs(dx) >= abs(dy):
        facing = label.x >= box.centre_x if dx > 0 else label.right <= box.centre_x
        return facing and label.y < box.bottom and box.y < label.bottom and abs((label.x if dx > 0 else label.right) - (box.right if dx > 0 else box.x)) < 64
    facing = label.y >= box.centre_y if dy > 0 else label.bottom <= box.centre_y
    return facing and label.x < box.right and box.x < label.right and abs((label.y if dy > 0 else label.bottom) - (box.bottom if dy > 0 else box.y)) < 64


def _edge(edge: str, target: Box, label: str | None, ctx: "LayoutContext") -> Box:
    """Where an arrow coming in from an edge starts: far enough out for its
    label, which lies along a level arrow (its width) and stands beside an
    upright one (its height: an arrow dropping in from the top costs the card
    no more than its words' lines, axes7)."""
    layout = ctx.theme.layout
    if edge in ("top", "bottom"):
        words = ctx.text_height("label", label) if label else 0.0
        length = max(layout.link_least / 2, words + 4 * layout.connector_label_gap)
    else:
        length = layout.guides_gap * 1.5
        if label:
            length = max(length, ctx.font.measure(label, ctx.theme.type.size("label")) + 4 * layout.label_gap)
    return {
        "left": Box(target.x - length, target.centre_y, 0, 0),
        "right": Box(target.right + length, target.centre_y, 0, 0),
        "top": Box(target.centre_x, target.y - length, 0, 0),
        "bottom": Box(target.centre_x, target.bottom + length, 0, 0),
    }[edge]
