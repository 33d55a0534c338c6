"""A panel's heading (`heading` on any block): one line of words over the
block's left edge, so that two panels on one scale can each be named
("synchronous", "async") at the cost of one text line, not of a `frame`
round each. The composer reserves the line above the block and draws the
words there (`layout/compose.py`); every kind of block takes it the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.scene import Box, Element, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def heading_of(node: "MarkNode") -> str | None:
    """The block's heading, if its spec gives one."""
    heading = getattr(node.spec, "heading", None)
    return heading if isinstance(heading, str) else None


def heading_room(node: "MarkNode", ctx: "LayoutContext") -> float:
    """The height the heading takes above the block: one label line and the gap under it."""
    return ctx.text_height("label") + ctx.theme.layout.label_gap if heading_of(node) else 0.0


def heading_element(node: "MarkNode", ctx: "LayoutContext", drawn: Box, elements: list[Element]) -> Element:
    """The heading's words, ink, left-aligned with what the block drew, its
    line standing `label_gap` over it and over every place the block's own
    labels beneath its words may take (a part's label that the label search
    may stand above its part: `layout/labels.py`). Over words, the gap is
    to their capitals, as the eye measures it between two lines of words,
    not to the empty top of their line (7.5 px of a label's): their boxes
    still do not meet, and a heading over a lane's name costs no more than
    over the lane (issue vocab10b)."""
    heading = heading_of(node)
    assert heading is not None  # drawn only for a block that gives one (`heading_room`)
    where = node.path + ("heading",)
    text = ctx.text(heading, size="label", colour="ink", x=drawn.x, top=drawn.y - heading_room(node, ctx), align="left", role="label", owner=where, source=where)
    shapes = [e.bounds.y for e in elements if not isinstance(e, Text)]
    tops = [min(shapes)] if shapes else [drawn.y]  # over all it draws; over words, as below
    for element in elements:
        if isinstance(element, Text):
            capitals = element.baseline - ctx.font.cap(element.size)
            for dx, dy in ((0.0, 0.0),) + element.alternatives:
                box = element.box.moved(dx, dy)
                under = box.x < text.box.right and box.right > text.box.x
                if under or (dx, dy) == (0.0, 0.0):
                    tops.append(capitals + dy if under else box.y)
    return text.moved(0.0, min(tops) - drawn.y)
