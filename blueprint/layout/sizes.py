"""What a `width` or `height` measures: the part of a block's drawing its
size gives the size of, as its drawer says (`MarkDrawer.sizes`). Both checks
of a size read it, the one that refuses a block drawn smaller than its size
(`compose.py`) and the one that refuses it drawn larger (`relations.py`), so
neither counts words standing outside a body toward the body's size
(faithful12: a bar drawn 40 px thick for `height: 80` passed both, its
words below on leaders filling the rest)."""

from __future__ import annotations

from collections.abc import Callable

from blueprint.layout.laid import Laid
from blueprint.layout.marks import drawer_of
from blueprint.layout.tree import Block
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Element, Text


def sized_box(node: MarkNode, elements: list[Element], words: bool = True) -> Box | None:
    """The bounds of what `node` draws that its size measures (`words`: its
    words counted, for a mark whose size holds them), None if nothing."""
    drawer, path = drawer_of(node), node.path
    return Box.around([e.bounds for e in elements if e.owner[: len(path)] == path and (words or not isinstance(e, Text)) and drawer.sizes(e)])


def measured(block: Block, laid: Laid) -> Box | None:
    """What a size measures of a drawn block: a group's whole extent, a mark's `sized_box`."""
    return laid.extents.get(block.path) if block.node.kind.holds_marks else sized_box(block.node, laid.elements)


HONOUR_STEPS = 10  # halvings of the frames a block given a height is tried in


def honouring(asked: float, drawn_at: Callable[[float], float | None]) -> tuple[float | None, float | None]:
    """For a block given a `height` (`asked`) that draws shorter in a frame of
    that height (a staircase's steps, a grid's cells, a plot that keep room
    round them): the least frame, up to half as tall again, in which it
    draws at least its height, found by halving (`drawn_at`: what it draws
    in a frame), and what it draws there. The frame, where that is its
    height to a px: it is drawn in it, honoured; else None, and what it
    draws there is the next size it takes past `asked` (it jumps over it:
    a timeline whose names overhang thin lanes), or None where it never
    reaches it (its parts stop growing: refused with the most it takes)."""
    low, high = asked, asked * 1.5 + 8
    top = drawn_at(high)
    if top is None or top < asked - 1:
        return None, None
    for _ in range(HONOUR_STEPS):
        middle = (low + high) / 2
        drawn = drawn_at(middle)
        if drawn is not None and drawn >= asked - 1:
            high, top = middle, drawn
        else:
            low = middle
    return (high if top <= asked + 1 else None), top
