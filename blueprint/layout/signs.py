"""Signs over a mark: a group of icons alone (a row of crosses) placed above
or below a mark marks it, so it stands close over what the mark paints
(`Layout.near_gap`), not as a block of its own 64 px off (bars7). The
composer places it so and the relation check holds it to the same box."""

from __future__ import annotations

from blueprint.layout.tree import Block
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Element, Rect, SpecPath


def signs(block: Block) -> bool:
    """A group of icons alone (a row of crosses), placed above or below a
    mark: signs that mark it, not a block of its own."""
    inner = block.walk()[1:]
    return block.node.kind.holds_marks and bool(inner) and all(b.node.kind.name == "icon" and not b.attached for b in inner)


def painted(path: SpecPath, elements: list[Element]) -> Box | None:
    """The body and parts a bar paints (one that ends where its parts end:
    its parts, not the length it keeps for the stack's scale)."""
    return Box.around([e.bounds for e in elements if isinstance(e, Rect) and e.owner[: len(path)] == path and e.role in ("bar", "part")])


def along_of(node: MarkNode) -> float | None:
    """Where along what it stands `over` a block stands (`along`), a share, or None: its middle."""
    along = getattr(node.spec, "along", None)
    return float(along.value) if along is not None else None
