"""The layout engine: Spec -> Scene.

    marks in spec order
      -> blocks (bars, icons, ...) with no relation are stacked one under another;
         a link (guides, connector) standing between two of them sets their gap
      -> marks placed by relation (right-of, below, ...) and links are laid out
         as soon as what they refer to is placed (a circle of relations is an error)
      -> everything is centred in the canvas inside its margins (unless a mark
         is pinned to a place of the canvas with `at`)
      -> the brand's wordmark in the bottom-right corner

The engine knows no particular mark: it calls each mark's layout through the
MarkKind interface and only moves, stacks and collects what they return.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.draw.context import LayoutContext
from blueprint.marks.base import MarkLayout, MarkNode
from blueprint.scene import Box, Element, Scene
from blueprint.text import Font
from blueprint.theme import Theme

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec


def layout(spec: "Spec", theme: Theme, font: Font, diagnostics: Diagnostics) -> Scene:
    """Lay out every mark of `spec`; problems go to `diagnostics`."""
    canvas = Box(0, 0, theme.canvas.width, theme.canvas.height)
    margin = theme.canvas.margin
    content = Box(margin, margin, canvas.width - 2 * margin, canvas.height - 2 * margin)
    ctx = LayoutContext(theme, font, spec.source, diagnostics, canvas, content, spec.ids)

    layouts = _stack(spec, ctx)
    layouts += _resolve(spec, ctx, {node.path for node, _ in layouts})
    order = {node.path: index for index, node in enumerate(spec.marks)}
    layouts.sort(key=lambda pair: (pair[0].kind.flow == "link", order[pair[0].path]))
    pinned = any(relation == "at" for node in spec.marks for relation, _ in node.kind.relations(node))
    blocks = [block for _, block in layouts]
    centred = blocks if pinned else _centred(blocks, ctx)
    elements = [element for block in centred for element in block.elements]
    brand = [_wordmark(ctx)] if theme.brand.show else []
    return Scene(
        width=canvas.width,
        height=canvas.height,
        paper="paper",
        elements=tuple(elements + brand),
        anchors=dict(sorted(ctx.anchors.items())),
        title=spec.header.subject or "",
        font_file=theme.font_file,
    )


def _register(block: MarkLayout, ctx: LayoutContext) -> None:
    ctx.anchors.update(block.anchors)
    ctx.placed.extend(block.elements)


def _stack(spec: "Spec", ctx: LayoutContext) -> list[tuple[MarkNode, MarkLayout]]:
    placed: list[tuple[MarkNode, MarkLayout]] = []
    cursor = ctx.content.y
    gap: float | None = None
    for node in spec.marks:
        if node.kind.flow == "link":
            gap = max(gap or 0.0, node.kind.gap(node, ctx))
            continue
        if node.kind.relations(node):
            continue
        if placed:
            cursor += ctx.theme.layout.stack_gap if gap is None else gap
        gap = None
        block = node.kind.layout(node, ctx, cursor)
        bounds = Box.around([e.bounds for e in block.elements])
        if bounds is None:  # nothing to draw (a lane with no segments yet): placed, taking no room
            _register(block, ctx)
            placed.append((node, block))
            continue
        block = _moved(block, 0, cursor - bounds.y)
        cursor += bounds.height
        _register(block, ctx)
        placed.append((node, block))
    return placed


def _resolve(spec: "Spec", ctx: LayoutContext, done: set) -> list[tuple[MarkNode, MarkLayout]]:
    """Place marks by relation and lay out links, each once what it needs is placed."""
    pending = [n for n in spec.marks if n.path not in done]
    placed: list[tuple[MarkNode, MarkLayout]] = []
    while pending:
        ready = [n for n in pending if all(name in ctx.anchors for name in n.kind.needs(n))]
        if not ready:
            break
        for node in ready:
            block = node.kind.link(node, ctx) if node.kind.flow == "link" else _placed_by_relation(node, ctx)
            _register(block, ctx)
            placed.append((node, block))
        pending = [n for n in pending if n not in ready]
    for node in pending:
        _report_unplaced(node, pending, ctx)
    return placed


def _placed_by_relation(node: MarkNode, ctx: LayoutContext) -> MarkLayout:
    relation, target_name = node.kind.relations(node)[0]
    block = node.kind.layout(node, ctx, 0.0)
    bounds = Box.around([e.bounds for e in block.elements]) or Box(0, 0, 0, 0)
    own = block.anchors.get(node.id, bounds) if node.id else bounds
    if relation == "at":
        return _moved(block, *_pinned(target_name, bounds.union(own), ctx.content))
    target = ctx.anchors[target_name]
    spec_gap = getattr(node.spec, "gap", None)
    theme = ctx.theme.layout
    if relation == "over":
        dx, dy = target.centre_x - own.centre_x, target.centre_y - own.centre_y
    elif relation in ("right-of", "left-of"):
        gap = theme.beside_gap if spec_gap is None else spec_gap
        dx = target.right + gap - own.x if relation == "right-of" else target.x - gap - own.right
        dy = target.centre_y - own.centre_y
    else:
        gap = theme.over_gap if spec_gap is None else spec_gap
        dy = target.bottom + gap - bounds.y if relation == "below" else target.y - gap - bounds.bottom
        dx = target.centre_x - own.centre_x
    return _moved(block, dx, dy)


def _pinned(place: str, bounds: Box, content: Box) -> tuple[float, float]:
    """How far to move `bounds` to stand at a named place of the content box."""
    vertical, _, horizontal = place.rpartition("-") if "-" in place else ("", "", place)
    if place in ("top", "bottom"):
        vertical, horizontal = place, "centre"
    x = {"left": content.x, "right": content.right - bounds.width}.get(horizontal, content.centre_x - bounds.width / 2)
    y = {"top": content.y, "bottom": content.bottom - bounds.height}.get(vertical, content.centre_y - bounds.height / 2)
    return x - bounds.x, y - bounds.y


def _report_unplaced(node: MarkNode, pending: list[MarkNode], ctx: LayoutContext) -> None:
    waiting = {n.id for n in pending if n.id}
    for name in node.kind.needs(node):
        if name in ctx.anchors:
            continue
        root = name.split(".")[0]
        reason = messages.CIRCULAR if root in waiting else messages.NEVER_PLACED
        relations = node.kind.relations(node)
        relation = relations[0][0] if relations else "joined to"
        ctx.diagnostics.error(
            ctx.locate(node.path + ((relation,) if relations else ())),
            messages.CANNOT_PLACE.format(mark=node.id or node.kind.name, relation=relation, target=name, reason=reason),
        )
        return


def _centred(blocks: list[MarkLayout], ctx: LayoutContext) -> list[MarkLayout]:
    total = Box.around([e.bounds for block in blocks for e in block.elements])
    if total is None:
        return blocks
    if total.height > ctx.content.height + 0.01:
        ctx.diagnostics.error(
            ctx.locate(("marks",)),
            messages.DOES_NOT_FIT.format(
                needed=round(total.height),
                available=round(ctx.content.height),
                suggested=int(-(-(total.height + 2 * ctx.theme.canvas.margin) // 8) * 8),
            ),
        )
    dy = ctx.content.y + (ctx.content.height - total.height) / 2 - total.y
    dx = ctx.content.x + (ctx.content.width - total.width) / 2 - total.x
    moved = [_moved(block, dx, dy) for block in blocks]
    ctx.anchors.clear()
    for block in moved:
        ctx.anchors.update(block.anchors)
    return moved


def _moved(block: MarkLayout, dx: float, dy: float) -> MarkLayout:
    return MarkLayout(
        elements=[e.moved(dx, dy) for e in block.elements],
        anchors={name: box.moved(dx, dy) for name, box in block.anchors.items()},
    )


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
