"""What a `width` or `height` measures: the part of a block's drawing its
size gives the size of, as its drawer says (`MarkDrawer.sizes`). Both checks
of a size read it, the one that refuses a block drawn smaller than its size
(`compose.py`) and the one that refuses it drawn larger (`relations.py`), so
neither counts words standing outside a body toward the body's size
(faithful12: a bar drawn 40 px thick for `height: 80` passed both, its
words below on leaders filling the rest)."""

from __future__ import annotations

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
