"""The layout engine: Spec -> Scene.

    marks in spec order
      -> blocks (bars, ...) laid out one under another, each at the cursor;
         a link (guides, ...) standing between two blocks sets the gap between them
      -> the whole stack centred in the canvas inside its margins
      -> links laid out between the anchors of the blocks
      -> the brand's wordmark in the bottom-right corner

The engine knows no particular mark: it calls each mark's layout through the
MarkKind interface and only moves, stacks and collects what they return.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.layout.context import LayoutContext
from blueprint.marks.base import MarkLayout
from blueprint.scene import Box, Element, Scene
from blueprint.text import Font
from blueprint.theme import Theme

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec


def layout(spec: Spec, theme: Theme, font: Font, diagnostics: Diagnostics) -> Scene:
    """Lay out every mark of `spec`; problems go to `diagnostics`."""
    canvas = Box(0, 0, theme.canvas.width, theme.canvas.height)
    margin = theme.canvas.margin
    content = Box(margin, margin, canvas.width - 2 * margin, canvas.height - 2 * margin)
    ctx = LayoutContext(theme, font, spec.source, diagnostics, canvas, content, spec.ids)

    blocks = _stack(spec, ctx)
    stacked = [element for block in blocks for element in block.elements]
    ctx.placed.extend(stacked)
    links: list[Element] = []
    for node in spec.marks:
        if node.kind.flow == "link":
            links.extend(node.kind.link(node, ctx))
    brand = [_wordmark(ctx)] if theme.brand.show else []
    return Scene(
        width=canvas.width,
        height=canvas.height,
        paper="paper",
        elements=tuple(stacked + links + brand),
        anchors=dict(sorted(ctx.anchors.items())),
        title=spec.header.subject or "",
        font_file=theme.font_file,
    )


def _stack(spec: Spec, ctx: LayoutContext) -> list[MarkLayout]:
    blocks: list[MarkLayout] = []
    cursor = 0.0
    gap: float | None = None
    for node in spec.marks:
        if node.kind.flow == "link":
            gap = max(gap or 0.0, node.kind.gap(node, ctx))
            continue
        if blocks:
            cursor += ctx.theme.layout.stack_gap if gap is None else gap
        gap = None
        block = node.kind.layout(node, ctx, cursor)
        bounds = Box.around([e.bounds for e in block.elements])
        if bounds is None:
            continue
        block = _moved(block, 0, cursor - bounds.y)
        ctx.anchors.update(block.anchors)
        cursor = bounds.bottom + (cursor - bounds.y)
        blocks.append(block)
    return _centred(blocks, spec, ctx)


def _centred(blocks: list[MarkLayout], spec: Spec, ctx: LayoutContext) -> list[MarkLayout]:
    total = Box.around([e.bounds for block in blocks for e in block.elements])
    if total is None:
        return blocks
    if total.height > ctx.content.height + 0.01:
        ctx.diagnostics.error(
            ctx.locate(("marks",)),
            messages.DOES_NOT_FIT.format(needed=round(total.height), available=round(ctx.content.height)),
        )
    dy = ctx.content.y + (ctx.content.height - total.height) / 2 - total.y
    moved = [_moved(block, 0, dy) for block in blocks]
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
