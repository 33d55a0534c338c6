"""One composition pass at given levels: every block framed and drawn, the
whole centred on the card, blocks pinned `at` a place, then links.

The levels (`levels.py`) compose the same tree many times, at different
shrink and grow levels and in narrower frames; each time is a `Pass`, with
how far it overflows the card, so the search compares passes, never marks.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from blueprint.diagnostics import Diagnostics
from blueprint.layout.compose import INF, Composer
from blueprint.layout.laid import Laid
from blueprint.layout.like_cells import like_cells, like_groups
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.ends import stacks
from blueprint.layout.marks import drawer_of
from blueprint.layout.tree import Block
from blueprint.model import corner_sides
from blueprint.scene import Box, Element, SpecPath, Text

INSET_STEPS = 3


@dataclass
class Pass:
    """One composition at one shrink level."""

    laid: Laid
    overflow: float  # px beyond the card's content box, in the worse direction
    vertical: bool  # whether the overflow is in height
    stranded: list[Block]
    diagnostics: Diagnostics
    labelled: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # its labels placed, by context (`labelled.py`): weighed once


def narrowed_to_fit(ctx: LayoutContext, tree: tuple, sizes: dict, shrink: float | None, inset: float = 0.0) -> tuple[float, Pass]:
    """How much narrower than the content box the marks are given: a mark that
    fills its width (a chart, a timeline) and hangs labels or icons beside it
    overflows by as much, whatever its shrink; a narrower frame takes that back."""
    best = current = compose_pass(ctx, tree, shrink, sizes, inset)
    best_inset, worse = inset, 0
    for _ in range(INSET_STEPS):
        if current.overflow <= 0.5 or current.vertical:
            break
        inset += current.overflow + 0.5
        current = compose_pass(ctx, tree, shrink, sizes, inset)
        if current.overflow < best.overflow - 0.5:
            best_inset, best, worse = inset, current, 0
        else:  # a narrower frame that overflows as much may have moved what hangs beside it (a series' name
            worse += 1  # past its end, a dimension beyond it): it is taken in once more, from what it drew
            if worse > 1:
                break
    return best_inset, best


def _stacked_blocks(ctx: LayoutContext, blocks: list[Block]) -> dict[SpecPath, tuple[Block, ...]]:
    """Each stacked bar's block, with its stack's (layout/ends.py)."""
    by_path = {b.path: b for top in blocks for b in top.walk()}
    found: dict[SpecPath, tuple[Block, ...]] = {}
    for members in stacks(ctx.marks, ctx):
        held = tuple(by_path[p] for p in members if p in by_path)
        found.update({b.path: held for b in held})
    return found


def compose_pass(base: LayoutContext, tree: tuple, shrink: float | None, sizes: dict, inset: float = 0.0) -> Pass:
    root, gaps, pinned, late = tree
    links = {b.path for b in late if b.node.kind.flow == "link"}
    diagnostics = Diagnostics(base.source.path)
    content = base.content  # where the whole must stand; the marks are given `room`, narrower by `inset`
    room = Box(content.x + inset / 2, content.y, max(content.width - inset, 0.0), content.height)
    ctx = replace(base, content=room, diagnostics=diagnostics, anchors={}, scales={}, placed=[], bodies={})
    composer = Composer(ctx, shrink, sizes)
    composer.stacked = _stacked_blocks(base, root + pinned + late)
    frame = Box(room.x, room.y, room.width, INF)
    laid = composer.column(root, gaps, frame, ctx.grown(ctx.theme.layout.stack_gap, "gap"), None)  # the theme's gap opens at the fill level
    ctx.placed.extend(laid.elements)
    ctx.bodies.update(laid.boxes)
    linked, pending = composer.late(late)
    laid.add(linked)
    overflow, vertical = 0.0, True
    if laid.elements:
        overflow, vertical, dx, dy = _centred(laid.elements, content, ctx.theme.canvas.label_hang)
        laid = laid.shifted(dx, dy)
        ctx.anchors.update(laid.anchors)
        ctx.scales.update(laid.scales)
        ctx.placed[:] = blocks_only(laid.elements, links)
        ctx.bodies.clear()
        ctx.bodies.update((path, box) for path, box in laid.boxes.items() if path not in links)
    for block in pinned:
        placed = composer.block(block, frame)
        bounds = placed.bounds or Box(content.x, content.y, 0, 0)
        extent = bounds.union(placed.boxes[block.path])
        over, tall, _, _ = _centred(placed.elements, content, ctx.theme.canvas.label_hang, placed.boxes[block.path])
        if over > overflow:
            overflow, vertical = over, tall
        laid.add(composer.shift(placed, *_pinned(block.relation[1], extent, content)))
        ctx.placed[:] = blocks_only(laid.elements, links)
        ctx.bodies.clear()
        ctx.bodies.update((path, box) for path, box in laid.boxes.items() if path not in links)
    ctx.settled = True
    linked, pending = composer.late(pending)
    laid.add(linked)
    _finish(laid, root + pinned + late, ctx)
    if not base.cells:  # like cells drawn apart: composed again, each held to the smallest (layout/like_cells.py)
        held = like_cells(like_groups(b for top in root + pinned for b in top.walk()), laid.elements)
        if held:
            return compose_pass(replace(base, cells=held), tree, shrink, sizes, inset)
    return Pass(laid, overflow, vertical, pending, diagnostics)


def blocks_only(elements: list[Element], links: set[SpecPath]) -> list[Element]:
    """The elements of blocks, without those of links: what a mark drawn later
    may see of the frame, whatever order the links are drawn in."""
    return [e for e in elements if not any(e.owner[: len(path)] == path for path in links)]


def _centred(elements: list[Element], content: Box, hang: float, body: Box | None = None) -> tuple[float, bool, float, float]:
    """How far a drawing overflows the content box, in the worse direction and
    whether that is its height, and the shift that centres it there. Shapes keep
    inside the content box; a label may hang `hang` into the margin beside
    (a tick's figure, a lane's name), never above or below."""
    shapes = Box.around([e.bounds for e in elements if not isinstance(e, Text)] + ([body] if body else []))
    full = Box.around([e.bounds for e in elements] + ([body] if body else []))
    assert full is not None
    shapes = shapes or full
    left = max(0.0, shapes.x - full.x - hang)  # how far the shapes must stand in from the content's left
    right = max(0.0, full.right - shapes.right - hang)
    lowest, highest = content.x + left, content.right - right - shapes.width
    wide = lowest - highest
    wanted = content.centre_x - full.width / 2 + (shapes.x - full.x)  # the whole drawing centred
    x = min(max(wanted, lowest), highest) if wide <= 0 else (lowest + highest) / 2
    tall = full.height - content.height
    dy = content.y + (content.height - full.height) / 2 - full.y
    return max(tall, wide, 0.0), tall >= wide, x - shapes.x, dy


def _finish(laid: Laid, tops: list, ctx: LayoutContext) -> None:
    """What marks draw once every block stands where it ends up (a note's leader
    to another mark's anchor): drawn earlier, a block's own shift would move it."""
    for block in [b for top in tops for b in top.walk()]:
        box = laid.boxes.get(block.path)
        if box is not None:
            laid.add(Laid(elements=drawer_of(block.node).finish(block.node, ctx, box, laid.anchors)))


def _pinned(place: str, bounds: Box, content: Box) -> tuple[float, float]:
    """How far to move `bounds` to stand at a named place of the content box."""
    vertical, horizontal = corner_sides(place)
    x = {"left": content.x, "right": content.right - bounds.width}.get(horizontal, content.centre_x - bounds.width / 2)
    y = {"top": content.y, "bottom": content.bottom - bounds.height}.get(vertical, content.centre_y - bounds.height / 2)
    return x - bounds.x, y - bounds.y
