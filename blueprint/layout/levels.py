"""The levels: one shrink level where the marks overflow the card, else one
grow level (to the style's bounds), a fill level (toward `Layout.fill_*`)
and a spread level, each found by bisection over whole compositions.

Every mark reads the same level (`ctx.grown`), so marks shrink and grow
together; what each level refuses (a block smaller than before, a pinned
block landing on a mark, labels that crowd more) is said here, in one place.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from blueprint.diagnostics import Diagnostics
from blueprint.layout import positions
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.labelled import clashes_once_labelled
from blueprint.layout.no_room import report_no_room
from blueprint.layout.passes import Pass, compose_pass, narrowed_to_fit
from blueprint.rules.geometry import largest_band

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec

SEARCH_STEPS = 8
GROW_STEPS = 5  # the grow level to 1/32: a few px on the largest plot


def fit(spec: "Spec", ctx: LayoutContext, tree: tuple, sizes: dict, diagnostics: Diagnostics) -> Pass:
    """The composition at the largest shrink level that fits the card, in a
    frame narrowed by what marks that fill their width hang outside it."""
    inset, preferred = narrowed_to_fit(ctx, tree, sizes, None)
    if preferred.overflow <= 0.5:
        return _grown(spec, ctx, tree, sizes, inset, preferred)
    inset, smallest = narrowed_to_fit(ctx, tree, sizes, 0.0, inset)
    if smallest.overflow > 0.5 and smallest.vertical:  # past the smallest: what the style allows gives way further (`ctx.tight`)
        ctx = replace(ctx, tight=True)
        inset, smallest = narrowed_to_fit(ctx, tree, sizes, 0.0, inset)
    if smallest.overflow > 0.5:
        report_no_room(spec, ctx, tree, smallest, sizes, diagnostics)
        return smallest
    low, high, best = 0.0, 1.0, smallest
    for _ in range(SEARCH_STEPS):
        middle = (low + high) / 2
        attempt = compose_pass(ctx, tree, middle, sizes, inset)
        if attempt.overflow <= 0.5:
            low, best = middle, attempt
        else:
            high = middle
    return best


def _grown(spec: "Spec", ctx: LayoutContext, tree: tuple, sizes: dict, inset: float, preferred: Pass) -> Pass:
    """The card is used: the composition at the largest grow level (0 to 1:
    each mark's preferred sizes toward the style's bounds, `Layout.grow_*`)
    at which it still fits the card. One level for every mark, found by
    bisection as the shrink level is, so marks grow together and none past
    its bound; a size the spec gives stays as given. A level at which a
    block pinned `at` a place would land on the grown marks does not fit;
    one whose labels, once placed, crowd more than at the preferred sizes
    (no room left above for an icon's label) gives way to a lower level."""
    landed = lambda attempt: len(positions.same_spots(spec.marks, positions.placements(spec.marks, attempt.laid, ctx.canvas)))
    before = landed(preferred) if tree[2] else 0
    fits = lambda attempt: attempt.overflow <= 0.5 and (not tree[2] or landed(attempt) <= before) and not _shrank(spec, preferred, attempt)
    full = compose_pass(replace(ctx, grow=1.0), tree, None, sizes, inset)
    if fits(full):
        _, chosen = _uncrowded_growth(spec, ctx, tree, sizes, inset, preferred, (1.0, full))
        # crowded at the bounds, the card may still be empty: the fill level opens the gaps the labels want
        return _filled(spec, ctx, tree, (sizes, inset), preferred, chosen, fits)
    low, high, best = 0.0, 1.0, preferred
    for _ in range(GROW_STEPS):
        middle = (low + high) / 2
        attempt = compose_pass(replace(ctx, grow=middle), tree, None, sizes, inset)
        if fits(attempt):
            low, best = middle, attempt
        else:
            high = middle
    level, chosen = _uncrowded_growth(spec, ctx, tree, sizes, inset, preferred, (low, best))
    return _gaps_opened(spec, ctx, tree, (sizes, inset), preferred, (level, chosen), fits)


def _gaps_opened(spec: "Spec", ctx: LayoutContext, tree: tuple, room: tuple[dict, float], preferred: Pass, chosen: tuple[float, Pass], fits: Any) -> Pass:
    """Where the sizes stop short of their bounds because a row is as wide
    as the card (a queue and a grid side by side: each grows in width with
    its height) and a band over `Layout.card_band` stays empty, the gaps
    between stacked blocks, which take no width, still open as at the fill
    level (toward `Layout.fill_gap`), to the lowest that closes the band;
    never where a block comes out smaller or labels crowd more. The sizes
    keep their level (issue 27: queue-waiting)."""
    level, best = chosen
    limit = ctx.theme.layout.card_band * ctx.canvas.height
    if best is preferred or _band(best, ctx) <= limit:
        return best
    allowed = clashes_once_labelled(spec, preferred, ctx)
    holds = lambda attempt: fits(attempt) and not _shrank(spec, best, attempt) and clashes_once_labelled(spec, attempt, ctx) <= allowed
    sized = replace(ctx, grow=level)
    most = compose_pass(replace(sized, gaps=2.0), tree, None, *room)
    if not holds(most) or _band(most, ctx) > limit:
        return best
    return _lowest_closing(sized, tree, room, holds, (1.0, best), limit, most, key="gaps")


def _band(attempt: Pass, ctx: LayoutContext) -> float:
    """The tallest empty band a composition leaves across the card, in px."""
    return largest_band([e.bounds for e in attempt.laid.elements], ctx.canvas.height)


def _filled(spec: "Spec", ctx: LayoutContext, tree: tuple, room: tuple[dict, float], preferred: Pass, full: Pass, fits: Any) -> Pass:
    """The card is held: a composition at the style's bounds that still leaves
    a band over `Layout.card_band` of the card empty (one bar, a row of small
    grids) grows on at the fill level (1 to 2: bars, cells, icons, plots toward
    `Layout.fill_*`), to the lowest level that closes the band, or, where none
    does (squares already as wide as the card), the highest that fits; never
    where a block comes out smaller than at the bounds (icons that grow
    narrow the grid between them) or its labels, placed, would crowd more
    than at the preferred sizes."""
    limit = ctx.theme.layout.card_band * ctx.canvas.height
    if _band(full, ctx) <= limit:
        return full
    sizes, inset = room
    allowed = clashes_once_labelled(spec, preferred, ctx)
    holds = lambda attempt: fits(attempt) and not _shrank(spec, full, attempt) and clashes_once_labelled(spec, attempt, ctx) <= allowed
    most = compose_pass(replace(ctx, grow=2.0), tree, None, sizes, inset)
    if holds(most) and _band(most, ctx) > limit:
        spread = compose_pass(replace(ctx, grow=3.0), tree, None, sizes, inset)  # shapes at their fill sizes: the drawing spreads
        if not holds(spread) or _band(spread, ctx) > limit:
            return most  # spreading would not close the band either: the picture the writer wrote stands
        return _lowest_closing(ctx, tree, room, holds, (2.0, most), limit, spread)
    return _lowest_closing(ctx, tree, room, holds, (1.0, full), limit, most)


def _lowest_closing(ctx: LayoutContext, tree: tuple, room: tuple[dict, float], holds: Any, start: tuple[float, Pass], limit: float, most: Pass, key: str = "grow") -> Pass:
    """The composition at the lowest level past `start` (by one, the fill or
    the spread level; `key`, the level varied: `grow`, or `gaps` alone) that
    closes the band over `limit`, by bisection; where none does, the highest
    that holds (`most`, the level's top)."""
    sizes, inset = room
    floor, full = start
    low, high, best, closed = floor, floor + 1.0, full, False
    for _ in range(GROW_STEPS):
        middle = (low + high) / 2
        attempt = compose_pass(replace(ctx, grow=middle) if key == "grow" else replace(ctx, gaps=middle), tree, None, sizes, inset)
        if not holds(attempt):
            high = middle
        elif _band(attempt, ctx) <= limit:
            high, best, closed = middle, attempt, True
        else:
            low, best = middle, best if closed else attempt
    return most if not closed and holds(most) else best


def _shrank(spec: "Spec", preferred: Pass, grown: Pass) -> bool:
    """Whether growing made a block smaller than at its preferred sizes: a
    queue that grows beside a grid narrows the grid's frame, and its cells
    would shrink. Growth takes free room only (a link between two blocks
    that grow may shorten)."""
    extents = grown.laid.extents
    blocks = {node.path for node in spec.marks if node.kind.flow != "link"}
    return any(
        path in extents and path in blocks and (extents[path].width < box.width - 0.5 or extents[path].height < box.height - 0.5)
        for path, box in preferred.laid.extents.items()
    )


def _uncrowded_growth(spec: "Spec", ctx: LayoutContext, tree: tuple, sizes: dict, inset: float, preferred: Pass, grown: tuple[float, Pass]) -> tuple[float, Pass]:
    """The grown composition, or a lower level of it (three quarters, half, a
    quarter of the way, then none) where, its labels placed, more elements
    meet than at the preferred sizes (a label with no room left above, an
    icon placed a fixed gap above a point the plot's growth raised to it):
    growing takes free room, never a label's place or a mark's clearance.
    With the level taken."""
    level, best = grown
    if best is preferred:
        return 0.0, preferred
    allowed = clashes_once_labelled(spec, preferred, ctx)
    for share in (1.0, 0.75, 0.5, 0.25):
        attempt = best if share == 1.0 else compose_pass(replace(ctx, grow=level * share), tree, None, sizes, inset)
        if attempt.overflow <= 0.5 and clashes_once_labelled(spec, attempt, ctx) <= allowed:
            return level * share, attempt
    return 0.0, preferred
