"""Signs over a mark: a group of icons alone (a row of crosses) placed above
or below a mark marks it, so it stands close over what the mark paints
(`Layout.near_gap`), not as a block of its own 64 px off (bars7). The
composer places it so and the relation check holds it to the same box.
A block `above` or `below` a place on a plotted mark stands over the whole
plot at that x (`over_plot`, vocab13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint.layout.tree import Block
from blueprint.marks.base import MarkNode
from blueprint.marks.positions import along_anchor
from blueprint.rules.relations import over_point
from blueprint.scene import Box, Element, Rect, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

ALONG_TOLERANCE = 0.5  # px: a place at a part's very edge stands on it


def signs(block: Block) -> bool:
    """A group of icons alone (a row of crosses), placed above or below a
    mark: signs that mark it, not a block of its own."""
    inner = block.walk()[1:]
    return block.node.kind.holds_marks and bool(inner) and all(b.node.kind.name == "icon" and not b.attached for b in inner)


def painted(path: SpecPath, elements: list[Element]) -> Box | None:
    """The body and parts a bar paints (one that ends where its parts end:
    its parts, not the length it keeps for the stack's scale)."""
    return Box.around([e.bounds for e in elements if isinstance(e, Rect) and e.owner[: len(path)] == path and e.role in ("bar", "part")])


def over_at(node: MarkNode, target: Box, anchors: Mapping[str, Box]) -> tuple[float, float]:
    """The point a block drawn `over` a thing centres on: the thing's middle,
    or where `along` puts it, one resolver for both spellings
    (`values/along.py`): a share of the thing's length, or a place on its
    mark's axis, read off the anchor the mark makes at that place
    (`ID.at-40s`, `marks/positions.py`): across the thing at the place's x
    on a level axis, at its height on an upright one."""
    along = getattr(node.spec, "along", None)
    if along is None or along.share is not None:
        return over_point(target, float(along.share.value) if along is not None and along.share is not None else None)
    place = anchors.get(along_anchor(node.spec) or "")
    if place is None:
        return over_point(target, None)
    return (place.centre_x, target.centre_y) if place.width <= place.height else (target.centre_x, place.centre_y)


def along_outside(node: MarkNode, target: Box, anchors: Mapping[str, Box]) -> str | None:
    """`before` or `after` where a place `along` a thing falls outside it on its
    axis (the loader held it to the axis, not to the part), else None."""
    along = getattr(node.spec, "along", None)
    place = anchors.get(along_anchor(node.spec) or "") if along is not None and along.place is not None else None
    if place is None:
        return None
    level = place.width <= place.height
    at, low, high = (place.centre_x, target.x, target.right) if level else (-place.centre_y, -target.bottom, -target.y)
    return "before" if at < low - ALONG_TOLERANCE else "after" if at > high + ALONG_TOLERANCE else None


def over_plot(name: str, target: Box, ctx: "LayoutContext") -> Box:
    """A place on a plotted mark (a curve's `at-22h` or `peak-1`, columns'
    `at-14h`) as a block `above` or `below` it reads it: the plot at that x,
    top to bottom, so the block stands outside the plot, not on the series
    inside it (a block given a `gap` keeps its place that far from the point
    itself: the composer asks only without one). Any other anchor as it is."""
    mark, _, rest = name.partition(".")
    node = getattr(ctx.ids.get(mark), "node", None)
    whole = ctx.anchors.get(mark)
    if not rest or node is None or whole is None or node.id != mark or not node.kind.plotted or not node.kind.point_anchor(node, rest):
        return target
    return Box(target.x, whole.y, target.width, whole.height)
