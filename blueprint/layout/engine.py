"""The layout engine: Spec -> Scene.

    marks --tree--> flow (root column, groups), attached, pinned, late   (tree.py)
          --compose at a shrink level--> frames, marks drawn in them      (compose.py)
              1. the root column, every block at its preferred size
              2. links, and blocks placed by links
              3. the whole centred on the card; blocks pinned `at` a place
          --fit--> if that overflows the card, the largest shrink level at
                   which it fits (bisection: marks scale their drawing, text
                   keeps its size); if even the smallest overflows, a located
                   error naming the mark that takes the room
          --positions--> where each block stands, how blocks stand to each
                   other, and two blocks on one spot as an error  (positions.py)
          --> Scene, with the brand's wordmark in its corner

The engine knows no particular mark: it asks each mark to draw itself in a
frame and only moves, stacks and collects what it returns.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout import positions
from blueprint.layout.compose import INF, Composer, Laid
from blueprint.layout.labels import clashes, crowded, place_labels
from blueprint.layout.marks import drawer_of
from blueprint.layout.axes import axis_groups
from blueprint.layout.ends import shared_ends, stacks
from blueprint.layout.leaders import set_apart
from blueprint.layout.room import link_lengths, placed_room
from blueprint.layout.relations import check_relations
from blueprint.layout.shared_scales import check_shared_scales
from blueprint.rules.geometry import largest_band
from blueprint.rules.policy import BRAND_CLEARANCE
from blueprint.layout.tree import Block, build
from blueprint.marks.positions import end_of
from blueprint.marks.base import MarkNode
from blueprint.model import corner_sides
from blueprint.scene import Box, Element, MarkInfo, Scene, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec
    from blueprint.text import Font
    from blueprint.theme import Theme

SEARCH_STEPS = 8
INSET_STEPS = 3
GROW_STEPS = 5  # the grow level to 1/32: a few px on the largest plot


@dataclass
class Pass:
    """One composition at one shrink level."""

    laid: Laid
    overflow: float  # px beyond the card's content box, in the worse direction
    vertical: bool  # whether the overflow is in height
    stranded: list[Block]
    diagnostics: Diagnostics


def layout(spec: "Spec", theme: "Theme", font: "Font", diagnostics: Diagnostics) -> Scene:
    """Lay out every mark of `spec`; problems go to `diagnostics`."""
    canvas = Box(0, 0, theme.canvas.width, theme.canvas.height)
    content = _content(theme, font, canvas)
    named = (
        [ref.name for node in spec.marks for ref in node.kind.references(node)]
        + [target for node in spec.marks for relation, target in node.kind.relations(node) if relation != "at"]
        + [name for node in spec.marks for name in node.kind.asks(node)]
    )
    wanted = frozenset(named + [end[0] for name in named if (end := end_of(name)) is not None])  # an end's anchor is made to find its end
    ctx = LayoutContext(theme, font, spec.source, diagnostics, canvas, content, spec.ids, wanted=wanted)
    lengths = link_lengths(spec.marks, ctx)
    ctx = replace(ctx, rooms=placed_room(spec.marks, lengths), links=lengths, ends=shared_ends(spec.marks, ctx), axis_groups=axis_groups(spec.marks, ctx), marks=tuple(spec.marks))
    root, gaps, pinned, late, stranded = build(spec.marks)
    tree = (root, gaps, pinned, late)
    sizes: dict = {}
    reports = Diagnostics(ctx.source.path)  # what fitting found (no room): said only of the composition that stands
    chosen, marks, elements, reports = _uncrowded(spec, ctx, tree, (_fit(spec, ctx, tree, sizes, reports), reports))
    chosen, marks, elements = _balanced(spec, ctx, tree, chosen, (marks, elements))
    elements = set_apart(elements, spec.marks, marks, _label_room(ctx), theme.layout.leader_length, theme.layout.leader_dot)  # last: a leader sizes nothing
    blocks = positions.placements(spec.marks, chosen.laid, canvas)
    squeezed = _squeezed(reports, positions.same_spots(spec.marks, blocks), ctx)
    for diagnostic in reports.errors + chosen.diagnostics.errors:
        diagnostics.error(diagnostic.location, squeezed.get(diagnostic, diagnostic.message), diagnostic.area, fix=diagnostic.fix)
    for node in stranded + [b.node for b in chosen.stranded]:
        _report_unplaced(node, spec, ctx)
    if not squeezed:
        positions.same_spot(spec.marks, blocks, ctx)
    check_shared_scales(spec, chosen.laid, ctx)
    check_relations(spec, chosen.laid, root + pinned + [b for b in late if b.node.kind.flow != "link"], ctx)
    return Scene(
        width=canvas.width,
        height=canvas.height,
        paper="paper",
        elements=tuple(_behind(elements, spec)),
        anchors=dict(sorted(chosen.laid.anchors.items())),
        title=spec.header.subject or "",
        font_file=theme.font_file,
        blocks=tuple(blocks),
        marks=marks,
    )


def _behind(elements: list, spec: "Spec") -> list:
    """Marks drawn behind another (a band behind its curve): their elements
    just before that mark's first, so its own ink lies over them."""
    behind = {node.path: spec.ids[target].node.path for node in spec.marks if (target := node.kind.behind(node)) in spec.ids}
    if not behind:
        return elements
    ordered = list(elements)
    for path, under in behind.items():
        moved = [e for e in ordered if tuple(e.owner[: len(path)]) == path]
        if not moved:
            continue
        rest = [e for e in ordered if tuple(e.owner[: len(path)]) != path]
        first = next((i for i, e in enumerate(rest) if tuple(e.owner[: len(under)]) == under), len(rest))
        ordered = rest[:first] + moved + rest[first:]
    return ordered


SQUEEZED_SHOWN = 3  # blocks an overflow's message names as landing on others; the rest are counted


def _squeezed(reports: Diagnostics, spots: list, ctx: LayoutContext) -> dict:
    """One mistake, one line: when the marks do not fit the card, the blocks
    the overflow pushed onto others are said in its message, not each on a
    line of its own. The message of each no-room error, folded."""
    if not reports.errors or not spots:
        return {}
    def named(block: Any) -> str:
        return f"`{block.id}`" if block.id else f"the {messages.MARK_NOUNS[block.kind][0]}"

    said = [
        messages.SQUEEZED_ONTO.format(mark=named(later), mine=ctx.locate(later.path).line, other=named(earlier), line=ctx.locate(earlier.path).line)
        for later, earlier in spots[:SQUEEZED_SHOWN]
    ]
    if len(spots) > SQUEEZED_SHOWN:
        said.append(messages.CROWD_MORE.format(count=len(spots) - SQUEEZED_SHOWN).strip())
    pushed = ", ".join(said[:-1]) + (" and " if len(said) > 1 else "") + said[-1]
    return {diagnostic: messages.NO_ROOM_SQUEEZED.format(message=diagnostic.message, pushed=pushed) for diagnostic in reports.errors[:1]}


BADGE_SHARE = 0.25  # a mark drawn `over` another may cover it if no larger than this share of it, or inside it ...
BADGE_INSIDE_SHARE = 1 / 3  # ... and no larger than this share: past it, it hides what it stands in (a server over a grown card)


def _labelled(spec: "Spec", chosen: Pass, ctx: LayoutContext, count: bool = True) -> tuple[tuple[MarkInfo, ...], list[Element], int]:
    """A composition's marks and its elements with the wordmark, every label at
    its cheapest place (`layout/labels.py`) within the card less what of the
    margin a label may not take; and (with `count`) how many labels still
    stand where lint would refuse them."""
    theme, canvas = ctx.theme, ctx.canvas
    marks = _marks(spec, chosen.laid.boxes, chosen.laid.anchors)
    brand = [_wordmark(ctx)] if theme.brand.show else []
    elements = place_labels(chosen.laid.elements + brand, marks, _label_room(ctx))
    return marks, elements, crowded(elements, marks, canvas) if count else 0


def _label_room(ctx: LayoutContext) -> Box:
    """Where a label may stand: the card less what of the margin it may not take."""
    theme, canvas = ctx.theme, ctx.canvas
    hang = theme.canvas.margin - theme.canvas.label_hang
    return Box(hang, theme.canvas.margin, canvas.width - 2 * hang, canvas.height - 2 * theme.canvas.margin)


def _uncrowded(spec: "Spec", ctx: LayoutContext, tree: tuple, fitted: tuple[Pass, Diagnostics]) -> tuple[Pass, tuple[MarkInfo, ...], list[Element], Diagnostics]:
    """Gaps give way before labels and the card's edges do: where the marks
    overflow the card, or labels still meet once placed (span names wider than
    their spans, squeezed by the blocks beside them), the theme's gap between
    blocks side by side narrows, to half and then to its least, and the
    composition that overflows least, then with the fewest such labels,
    stands. A writer's `gap`, and the room a link's label wants, never narrow."""
    chosen, reports = fitted
    beside = [n for n in spec.marks if n.kind.relations(n)[:1] and n.kind.relations(n)[0][0] in ("left-of", "right-of") and getattr(n.spec, "gap", None) is None]
    marks, elements, crowding = _labelled(spec, chosen, ctx, count=bool(beside))  # no gap can give way: nothing to weigh
    score = (chosen.overflow > 0.5, crowding)
    layout_theme = ctx.theme.layout
    for gap in (layout_theme.beside_gap / 2, layout_theme.beside_gap_least):
        if score == (False, 0) or not beside:
            break
        narrow = replace(ctx, theme=replace(ctx.theme, layout=replace(layout_theme, beside_gap=gap)))
        trial_reports = Diagnostics(ctx.source.path)
        trial = _fit(spec, narrow, tree, {}, trial_reports)
        if trial.stranded:
            continue
        labelled = _labelled(spec, trial, ctx)
        if (trial.overflow > 0.5, labelled[2]) < score:
            chosen, reports, (marks, elements, crowding) = trial, trial_reports, labelled
            score = (trial.overflow > 0.5, crowding)
    return chosen, marks, elements, reports


BALANCE_SLACK = 8.0  # px by which the empty room above and below may differ: one step of the rhythm


def _balanced(spec: "Spec", ctx: LayoutContext, tree: tuple, chosen: Pass, labelled: tuple) -> tuple[Pass, tuple[MarkInfo, ...], list[Element]]:
    """The whole stands balanced in the frame: the composition was centred
    before its labels took their places, and a label moved above its mark
    (room below taken by a note) leaves more of the card empty below than
    above. The composition moves by half the difference and its labels are
    placed again, so the empty room is split evenly. Not where a block is
    pinned `at` a place of the card, nor where the drawing overflows."""
    marks, elements = labelled
    drawn = [e.bounds for e in elements if e.role != "brand"]
    if tree[2] or chosen.overflow > 0.5 or not drawn:
        return chosen, marks, elements
    content = ctx.content
    top, bottom = min(b.y for b in drawn), max(b.bottom for b in drawn)
    dy = ((content.bottom - bottom) - (top - content.y)) / 2
    if abs(dy) * 2 <= BALANCE_SLACK:
        return chosen, marks, elements
    moved = replace(chosen, laid=chosen.laid.shifted(0.0, dy))
    moved_marks, moved_elements, _ = _labelled(spec, moved, ctx, count=False)
    if _clashes(spec, moved, ctx) > _clashes(spec, chosen, ctx):
        return chosen, marks, elements
    return moved, moved_marks, moved_elements


def _content(theme: "Theme", font: "Font", canvas: Box) -> Box:
    """The card inside its margins, kept BRAND_CLEARANCE above the wordmark
    when it shows: the brand's corner is its own."""
    margin = theme.canvas.margin
    bottom = canvas.height - margin
    if theme.brand.show:
        height = font.ascent(theme.type.brand) + font.descent(theme.type.brand)
        bottom = min(bottom, canvas.bottom - margin + (margin - height) / 2 - BRAND_CLEARANCE - 1)
    return Box(margin, margin, canvas.width - 2 * margin, bottom - margin)


def _marks(spec: "Spec", boxes: dict, anchors: dict) -> tuple[MarkInfo, ...]:
    """Every mark, with the marks it joins: those its references name (not a
    shared axis), and the one it is drawn `over` when it is a badge on it (a
    cross on a cable, a block on a card: small, or inside it), not when it
    hides it (a server over a card)."""
    found = []
    for node in spec.marks:
        names = [ref.name for ref in node.kind.references(node) if not ref.path[-1] == "same-scale"]
        names += [target for relation, target in node.kind.relations(node) if relation == "over" and _badge(node, target, spec, boxes)]
        joins, wholes = [], []
        ends = tuple(anchors[name] for name in names if name in anchors)
        for name in names:
            ident = spec.ids.get(name) or spec.ids.get(name.split(".")[0])
            if ident is not None and ident.node.path not in joins:
                joins.append(ident.node.path)
            if ident is not None and "." not in name:
                wholes.append(ident.node.path)
        parts = tuple(
            (ident.path[:-1], name.split(".", 1)[1], ident.what) for name, ident in spec.ids.items()
            if ident.node.path == node.path and "." in name and ident.path[-1:] == ("id",) and ident.path[:-1] != node.path
        )
        found.append(MarkInfo(node.path, node.kind.name, node.id or "", tuple(joins), parts, tuple(wholes), ends))
    return tuple(found)


def _badge(node: MarkNode, target: str, spec: "Spec", boxes: dict) -> bool:
    ident = spec.ids.get(target) or spec.ids.get(target.split(".")[0])
    mine, theirs = boxes.get(node.path), boxes.get(ident.node.path) if ident is not None else None
    if mine is None or theirs is None:
        return True
    share = mine.width * mine.height / max(theirs.width * theirs.height, 1e-9)
    return share <= BADGE_SHARE or (share <= BADGE_INSIDE_SHARE and theirs.grown(0.5).contains(mine))


def _fit(spec: "Spec", ctx: LayoutContext, tree: tuple, sizes: dict, diagnostics: Diagnostics) -> Pass:
    """The composition at the largest shrink level that fits the card, in a
    frame narrowed by what marks that fill their width hang outside it."""
    inset, preferred = _inset(ctx, tree, sizes, None)
    if preferred.overflow <= 0.5:
        return _grown(spec, ctx, tree, sizes, inset, preferred)
    inset, smallest = _inset(ctx, tree, sizes, 0.0, inset)
    if smallest.overflow > 0.5:
        _report_no_room(spec, ctx, tree, smallest, sizes, diagnostics)
        return smallest
    low, high, best = 0.0, 1.0, smallest
    for _ in range(SEARCH_STEPS):
        middle = (low + high) / 2
        attempt = _compose(ctx, tree, middle, sizes, inset)
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
    full = _compose(replace(ctx, grow=1.0), tree, None, sizes, inset)
    if fits(full):
        chosen = _uncrowded_growth(spec, ctx, tree, sizes, inset, preferred, (1.0, full))
        # crowded at the bounds, the card may still be empty: the fill level opens the gaps the labels want
        return _filled(spec, ctx, tree, (sizes, inset), preferred, chosen, fits)
    low, high, best = 0.0, 1.0, preferred
    for _ in range(GROW_STEPS):
        middle = (low + high) / 2
        attempt = _compose(replace(ctx, grow=middle), tree, None, sizes, inset)
        if fits(attempt):
            low, best = middle, attempt
        else:
            high = middle
    return _uncrowded_growth(spec, ctx, tree, sizes, inset, preferred, (low, best))


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
    allowed = _clashes(spec, preferred, ctx)
    holds = lambda attempt: fits(attempt) and not _shrank(spec, full, attempt) and _clashes(spec, attempt, ctx) <= allowed
    most = _compose(replace(ctx, grow=2.0), tree, None, sizes, inset)
    if holds(most) and _band(most, ctx) > limit:
        spread = _compose(replace(ctx, grow=3.0), tree, None, sizes, inset)  # shapes at their fill sizes: the drawing spreads
        if not holds(spread) or _band(spread, ctx) > limit:
            return most  # spreading would not close the band either: the picture the writer wrote stands
        return _lowest_closing(ctx, tree, room, holds, (2.0, most), limit, spread)
    return _lowest_closing(ctx, tree, room, holds, (1.0, full), limit, most)


def _lowest_closing(ctx: LayoutContext, tree: tuple, room: tuple[dict, float], holds: Any, start: tuple[float, Pass], limit: float, most: Pass) -> Pass:
    """The composition at the lowest level past `start` (by one, the fill or
    the spread level) that closes the band over `limit`, by bisection; where
    none does, the highest that holds (`most`, the level's top)."""
    sizes, inset = room
    floor, full = start
    low, high, best, closed = floor, floor + 1.0, full, False
    for _ in range(GROW_STEPS):
        middle = (low + high) / 2
        attempt = _compose(replace(ctx, grow=middle), tree, None, sizes, inset)
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


def _uncrowded_growth(spec: "Spec", ctx: LayoutContext, tree: tuple, sizes: dict, inset: float, preferred: Pass, grown: tuple[float, Pass]) -> Pass:
    """The grown composition, or a lower level of it (three quarters, half, a
    quarter of the way, then none) where, its labels placed, more elements
    meet than at the preferred sizes (a label with no room left above, an
    icon placed a fixed gap above a point the plot's growth raised to it):
    growing takes free room, never a label's place or a mark's clearance."""
    level, best = grown
    if best is preferred:
        return preferred
    allowed = _clashes(spec, preferred, ctx)
    for share in (1.0, 0.75, 0.5, 0.25):
        attempt = best if share == 1.0 else _compose(replace(ctx, grow=level * share), tree, None, sizes, inset)
        if attempt.overflow <= 0.5 and _clashes(spec, attempt, ctx) <= allowed:
            return attempt
    return preferred


def _clashes(spec: "Spec", chosen: Pass, ctx: LayoutContext) -> int:
    """What lint would refuse in a composition once its labels are placed:
    the pairs of elements, labels or shapes, that break the rules."""
    marks, elements, _ = _labelled(spec, chosen, ctx, count=False)
    return clashes(elements, marks, ctx.canvas)


def _inset(ctx: LayoutContext, tree: tuple, sizes: dict, shrink: float | None, inset: float = 0.0) -> tuple[float, Pass]:
    """How much narrower than the content box the marks are given: a mark that
    fills its width (a chart, a timeline) and hangs labels or icons beside it
    overflows by as much, whatever its shrink; a narrower frame takes that back."""
    best = _compose(ctx, tree, shrink, sizes, inset)
    for _ in range(INSET_STEPS):
        if best.overflow <= 0.5 or best.vertical:
            break
        trial = _compose(ctx, tree, shrink, sizes, inset + best.overflow + 0.5)
        if trial.overflow >= best.overflow - 0.5:
            break
        inset, best = inset + best.overflow + 0.5, trial
    return inset, best


def _stacked_blocks(ctx: LayoutContext, blocks: list[Block]) -> dict[SpecPath, tuple[Block, ...]]:
    """Each stacked bar's block, with its stack's (layout/ends.py)."""
    by_path = {b.path: b for top in blocks for b in top.walk()}
    found: dict[SpecPath, tuple[Block, ...]] = {}
    for members in stacks(ctx.marks, ctx):
        held = tuple(by_path[p] for p in members if p in by_path)
        found.update({b.path: held for b in held})
    return found


def _compose(base: LayoutContext, tree: tuple, shrink: float | None, sizes: dict, inset: float = 0.0) -> Pass:
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


def _report_no_room(spec: "Spec", ctx: LayoutContext, tree: tuple, smallest: Pass, sizes: dict, diagnostics: Diagnostics) -> None:
    """Name the mark that takes the most room in the direction that overflows."""
    root, gaps, pinned, late = tree
    leaves = [b for top in root + pinned for b in top.walk() if not b.node.kind.holds_marks and b.node.kind.flow == "block"]
    extents = smallest.laid.extents
    measure = (lambda box: box.height) if smallest.vertical else (lambda box: box.width)
    culprit = max(leaves, key=lambda b: (measure(extents.get(b.path, Box(0, 0, 0, 0))), -b.node.index), default=None)
    if culprit is None:
        return
    total = Box.around([e for e in [smallest.laid.bounds] if e is not None] + [smallest.laid.extents[b.path] for b in pinned if b.path in smallest.laid.extents]) or Box(0, 0, 0, 0)
    content = ctx.content
    noun = messages.MARK_NOUNS[culprit.node.kind.name][0]
    what = f"`{culprit.node.id}` ({messages.article(noun)})" if culprit.node.id else f"this {noun}"
    alone = len(leaves) == 1
    words = dict(
        what=what,
        needed=round(total.height if smallest.vertical else total.width),
        most=round(measure(extents.get(culprit.path, Box(0, 0, 0, 0)))),
        dimension="height" if smallest.vertical else "width",
        available=round(content.height if smallest.vertical else content.width),
        fix=messages.FIX_HEIGHT if smallest.vertical else messages.FIX_WIDTH,
    )
    restack = None if smallest.vertical else _restack(root + pinned, extents, total.width - content.width, ctx.theme.layout.beside_gap, content.width)
    if restack is not None:  # a block beside another takes the width that is short: below it, it takes none
        block, (relation, target) = restack
        mark = f"`{block.node.id}`" if block.node.id else f"the {messages.MARK_NOUNS[block.node.kind.name][0]}"
        words["fix"] = messages.FIX_RESTACK.format(mark=mark, relation=relation, target=target, fix=words["fix"])
    if _asked_no_room(ctx, culprit.node, smallest.vertical, words, diagnostics):
        return
    diagnostics.error(ctx.locate(culprit.path), (messages.NO_ROOM_ONE if alone else messages.NO_ROOM).format(**words))


def _asked_no_room(ctx: LayoutContext, node: MarkNode, vertical: bool, words: dict, diagnostics: Diagnostics) -> bool:
    """Where the room a mark made for labels asked to stand on a side of
    their parts (`label-side`) is what the card lacks, the writer is told at
    those keys, with how much is missing, not at the mark: True if so."""
    asked, made = drawer_of(node).asked_room(node, ctx, vertical)
    short = words["needed"] - words["available"]
    if not asked or made < short:
        return False
    for path, text in asked:
        diagnostics.error(ctx.locate(path), messages.LABEL_SIDE_NO_ROOM.format(text=text, px=round(made), count=len(asked), dimension=words["dimension"], needed=words["needed"], available=words["available"], short=round(short)))
    return True


def _points_into(block: Block) -> bool:
    """Whether a block draws a line into the mark it stands beside (a note's
    leader to a tier): below that mark, the line would cross it."""
    assert block.relation is not None  # asked only of a block placed beside another
    target = block.relation[1].split(".", 1)[0]
    return any(ref.name.split(".", 1)[0] == target and ref.path[-1] != "same-scale" for ref in block.node.kind.references(block.node))


def _restack(tops: list[Block], extents: dict, short: float, theme_gap: float, room: float) -> tuple[Block, tuple[str, str]] | None:
    """The narrowest block placed beside another that, once it stands below its
    target instead, gives back what the card is short of: the narrower of the
    two and the gap between them, the block itself no wider than the card."""
    targets = {b.node.id: b.path for top in tops for b in top.walk() if b.node.id}
    related = [(b, b.relation) for top in tops for b in top.walk()]
    beside = [(b, relation) for b, relation in related if relation and relation[0] in ("left-of", "right-of") and b.path in extents
              and targets.get(relation[1].split(".", 1)[0]) in extents and not _points_into(b)]
    gap = lambda b: float(getattr(b.node.spec, "gap", None) or theme_gap) if not b.node.kind.holds_marks else theme_gap
    saved = lambda b, relation: min(extents[b.path].width, extents[targets[relation[1].split(".", 1)[0]]].width) + gap(b)
    enough = [(b, relation) for b, relation in beside if saved(b, relation) >= short and extents[b.path].width <= room]
    return min(enough, key=lambda pair: extents[pair[0].path].width, default=None)


def _report_unplaced(node: MarkNode, spec: "Spec", ctx: LayoutContext) -> None:
    waiting = {n.id for n in spec.marks if n.id}
    for name in node.kind.needs(node) or [target for _, target in node.kind.relations(node)]:
        relations = node.kind.relations(node)
        relation = relations[0][0] if relations else messages.UNPLACED_JOINED
        circle = _in_circle(node, spec)
        if not circle and name.split(".")[0] not in waiting:
            continue
        reason = messages.CIRCULAR if circle else messages.NEVER_PLACED
        ctx.diagnostics.error(
            ctx.locate(node.path + ((relation,) if relations else ())),
            messages.CANNOT_PLACE.format(mark=node.id or node.kind.name, relation=relation, target=name, reason=reason),
        )
        return


def _in_circle(node: MarkNode, spec: "Spec") -> bool:
    """Whether following relations (and groups) from `node` comes back to it."""
    by_id = {n.id: n for n in spec.marks if n.id}
    by_path = {n.path: n for n in spec.marks}

    def next_of(current: MarkNode) -> list[MarkNode]:
        found = [by_id[t.split(".")[0]] for _, t in current.kind.relations(current) if t.split(".")[0] in by_id]
        found += [by_id[t.split(".")[0]] for t in (current.kind.needs(current) if current.kind.flow == "link" else []) if t.split(".")[0] in by_id]
        if current.parent in by_path:
            found.append(by_path[current.parent])
        return found

    seen: set = set()
    frontier = next_of(node)
    while frontier:
        current = frontier.pop()
        if current.path == node.path:
            return True
        if current.path in seen:
            continue
        seen.add(current.path)
        frontier += next_of(current)
    return False


def _wordmark(ctx: LayoutContext) -> Element:
    margin = ctx.theme.canvas.margin
    height = ctx.text_height("brand")
    top = ctx.canvas.bottom - margin + (margin - height) / 2
    return ctx.text(
        ctx.theme.brand.wordmark,
        size="brand",
        colour="line",
        x=ctx.canvas.right - margin,
        top=top,
        align="right",
        role="brand",
        owner=("brand",),
        source=(),
    )
