"""Where each block stands on the card, and how blocks stand to each other.

The describer reads these instead of guessing from coordinates: "at the lower
right", "side by side", "beneath it". Two blocks that land on one spot without
`over` are an error here, located at the later one.
"""

from __future__ import annotations

from blueprint import messages
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.laid import Laid
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Placement

SAME_SPOT_SHARE = 0.25  # of the smaller block's area


def _third(value: float, start: float, length: float, words: tuple[str, str, str]) -> str:
    share = (value - start) / length if length else 0.5
    return words[0] if share < 1 / 3 else words[2] if share > 2 / 3 else words[1]


def placements(marks: tuple[MarkNode, ...], laid: Laid, canvas: Box) -> list[Placement]:
    """Every block's box, its place on the card and how it was placed."""
    by_path = {node.path: node for node in marks}
    found = []
    for node in marks:
        box = laid.boxes.get(node.path)
        if box is None or node.kind.flow != "block":
            continue
        relations = node.kind.relations(node)
        relation, target = relations[0] if relations else (None, None)
        parent = by_path.get(node.parent) if node.parent else None
        if relation is None and parent is not None:
            relation, target = ("in-" + parent.kind.name, parent.id or "")
        found.append(
            Placement(
                path=node.path,
                kind=node.kind.name,
                id=node.id or "",
                box=box,
                across=_third(box.centre_x, canvas.x, canvas.width, ("left", "centre", "right")),
                down=_third(box.centre_y, canvas.y, canvas.height, ("top", "middle", "bottom")),
                relation=relation or "",
                target=target or "",
            )
        )
    return found


def _shared_area(a: Box, b: Box) -> float:
    width = min(a.right, b.right) - max(a.x, b.x)
    height = min(a.bottom, b.bottom) - max(a.y, b.y)
    return max(width, 0.0) * max(height, 0.0)


def _placed_by(block: Placement, other: Placement) -> bool:
    return bool(other.id) and block.target.startswith(other.id + ".")


def same_spots(marks: tuple[MarkNode, ...], blocks: list[Placement]) -> list[tuple[Placement, Placement]]:
    """Two blocks drawn on one spot, neither placed `over` the other nor
    holding it: (the later, the first one it lands on), in the marks' order."""
    nodes = {node.path: node for node in marks}
    leaves = [p for p in blocks if not nodes[p.path].kind.holds_marks and p.relation != "over"]
    found: list[tuple[Placement, Placement]] = []
    for later_index, later in enumerate(leaves):
        for earlier in leaves[:later_index]:
            if _placed_by(later, earlier) or _placed_by(earlier, later):
                continue  # placed on purpose by one of the other's parts (`above: stairs.tread-3`)
            shared = _shared_area(earlier.box, later.box)
            smaller = min(earlier.box.width * earlier.box.height, later.box.width * later.box.height)
            if smaller > 0 and shared > SAME_SPOT_SHARE * smaller:
                found.append((later, earlier))
                break
    return found


def same_spot(marks: tuple[MarkNode, ...], blocks: list[Placement], ctx: LayoutContext) -> None:
    """Two blocks drawn on one spot, neither placed `over` the other nor holding it."""
    for later, earlier in same_spots(marks, blocks):
        first = ctx.locate(earlier.path)
        ctx.diagnostics.error(
            ctx.locate(later.path),
            messages.SAME_SPOT.format(mark=later.id or later.kind, other=earlier.id or earlier.kind, line=first.line),
        )
