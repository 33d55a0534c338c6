"""Going round: what a link must keep clear of, and the way round it when
the route asked for runs through something (layout/draw/router.py finds the
orthogonal one; a curve tries other bows before that).

Reads `ctx.placed` (what the blocks drew: a link sees no other link, so links
drawn in any order draw the same) in `obstacles`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from blueprint.layout.draw.router import between, orthogonal, ports
from blueprint.layout.draw.routes import Route, crosses, curved
from blueprint.scene import Box

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

BOWS = (-0.4, 0.25, -0.25, 0.6, -0.6, 0.15, -0.15)  # other bows a curve tries, as shares of its length (+ bends up or left)


def body(reference: str | None, box: Box, ctx: "LayoutContext") -> Box:
    """What a route must keep out of at an end: the box it reaches, and, where
    it joins a whole mark, all that mark drew (a balancer's fan, a card's
    pins reach past its box)."""
    ident = ctx.ids.get(reference) if reference else None
    if ident is None or ident.what != getattr(getattr(ident.node, "kind", None), "name", None):  # a part or an anchor: the box it names
        return box
    mark = ident.node.path
    drawn = [e.bounds for e in ctx.placed if e.kind != "text" and e.owner[: len(mark)] == mark]
    return Box.around(drawn + [box] + ([ctx.bodies[mark]] if mark in ctx.bodies else [])) or box


def parts(reference: str | None, ctx: "LayoutContext") -> list[Box]:
    """What an end drew where the link joins its whole mark, each part's box
    a half pixel in: lint lets the line meet that mark's edge, never run
    across its parts (a curve grazing a database's side, a bridge out of
    the middle of a fan-out's port). None for a part or an anchor (a
    tower's tier), whose line may end inside what holds it."""
    ident = ctx.ids.get(reference) if reference else None
    if ident is None or ident.what != getattr(getattr(ident.node, "kind", None), "name", None):
        return []
    mark = ident.node.path
    return [e.bounds.grown(-0.5) for e in ctx.placed if e.kind != "text" and e.owner[: len(mark)] == mark]


def obstacles(start: Box, end: Box, ctx: "LayoutContext", references: tuple[str | None, ...] = (), own_by_pieces: bool = False) -> tuple[list[Box], list[Box]]:
    """The boxes of what the blocks drew, but the two ends' own parts and what
    holds them: each mark's shapes as one box (a line through an icon's gaps
    still runs through the icon), then each text as its own. A line across
    a text alone is not rerouted: the label search moves labels off lines
    later; the router keeps off texts where it goes round shapes.
    `references` name the ends: another mark that only overlaps one is in
    the way, not what holds it; `own_by_pieces`, their own drawing past
    their boxes counts by its pieces (router.between)."""
    texts = [e.bounds for e in ctx.placed if e.kind == "text" and not any(box.contains(e.bounds) for box in (start.grown(2.0), end.grown(2.0)))]
    order = lambda b: (b.x, b.y, b.width, b.height)
    own = tuple(ctx.ids[r].node.path for r in references if r and r in ctx.ids)  # the marks the ends name (or hold the parts they name)
    return between(start, end, [e for e in ctx.placed if e.kind != "text"], ctx.bodies, own, own_by_pieces), sorted(texts, key=order)


def round_about(start: Box, end: Box, blocked: list[Box], ctx: "LayoutContext", cramped: Callable[[Route], bool],
                runs: tuple[float, float] | None = None, named: tuple[Box, Box] | None = None) -> Route | None:
    """The orthogonal route of fewest bends and least length between the two
    ends, clear of every obstacle and not `cramped` (too short for its heads
    between two sides that face each other close: then from other sides),
    its first and last runs at least `runs` long (room for its heads); the
    boxes the ends `named` say where a line with no bend may run. None where
    the way is shut."""
    layout = ctx.theme.layout
    clearance, trim = layout.label_gap * 1.5, layout.label_gap / 4  # off the ends' edges: a whole mark is met at its edge, never touched inside
    a, b = named or (start, end)
    leaving, reaching = ports(start, end, (a, b)), ports(end, start, (b, a))
    for _ in range(3):
        found = None
        for room in ((ctx.content, ctx.columns) if ctx.settled else (ctx.columns,)):  # on the card first (a way over pinned marks' tops runs into the margin); across, the content's width, down, the stack is centred after
            found = found or orthogonal(leaving, reaching, blocked, clearance, layout.stack_gap, room.grown(-2.0), (start, end), runs)
        if found is None:
            return None
        found = found.trimmed(trim, trim)
        if not cramped(found):
            return found
        first, last = found.points[0], found.points[-1]  # the two sides too close: leave (and reach) by others
        leaving = [p for p in leaving if math.dist(p.point, first) > trim + 0.5] if len(leaving) > 1 else leaving
        reaching = [p for p in reaching if math.dist(p.point, last) > trim + 0.5] if len(reaching) > 1 else reaching
    return None


def bowed(start: Box, end: Box, blocked: list[Box], ctx: "LayoutContext", cramped: Callable[[Route], bool]) -> Route | None:
    """A curve between the ends with another bow (the other way, shallower,
    deeper) whose drawn arc clears every obstacle and is not `cramped`
    (across an end's own drawing); None if no bow does."""
    for bow in BOWS:
        curve = curved(start, end, abs(bow))
        if bow < 0 and curve.control is not None:  # the same bow mirrored across the line: down (or right)
            (x0, y0), (x1, y1), (cx, cy) = curve.points[0], curve.points[-1], curve.control
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            curve = Route(curve.points, control=(2 * mx - cx, 2 * my - cy))
        if not cramped(curve) and not any(crosses(curve, box) for box in blocked):
            return curve
    return None
