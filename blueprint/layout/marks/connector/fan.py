"""Fan-out: several links at one side of one mark leave (or arrive) from
ports spread along that side, in the order of where they go, never from one
point, so no arrow starts where another ends.

Reads `ctx.marks` (every link of the spec, for those that share this end)
and `ctx.anchors` (where their other ends stand): each link works out the
same spread alone, so links drawn in any order draw the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.icons import ICONS
from blueprint.marks.connector import ConnectorSpec
from blueprint.marks.icon import IconSpec
from blueprint.scene import Box
from blueprint.layout.draw.routes import apart_down

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def port(node: "MarkNode", reference: str, other: str, box: Box, ctx: "LayoutContext") -> Box:
    """The box this link's line leaves `box` (its end at `reference`, the
    other at `other`) from: all of it when it is alone on its side, else a
    line across it at its share along the side."""
    here_box, there_box = ctx.anchors.get(reference), ctx.anchors.get(other)
    if here_box is None or there_box is None or _spreads(reference, ctx):
        return box
    mine = node.spec_as(ConnectorSpec)
    if mine.route == "elbow":  # it turns, and comes in from above or below: its corner, not a port, keeps it apart
        return box
    side = _side(mine.route, reference == mine.source, here_box, there_box)
    sharing = []
    for link in ctx.marks:
        spec = link.spec if isinstance(link.spec, ConnectorSpec) else None
        if spec is None or spec.source is None:
            continue
        for here, there, leaving in ((spec.source, spec.to, True), (spec.to, spec.source, False)):
            far = ctx.anchors.get(there)
            if here == reference and far is not None and _side(spec.route, leaving, here_box, far) == side:
                sharing.append((_along(far, side), _written(spec), link.path))
    if len(sharing) < 2 or node.path not in [path for _, _, path in sharing]:
        return box
    sharing.sort()
    rank = [path for _, _, path in sharing].index(node.path)
    share = (rank + 1) / (len(sharing) + 1)
    if side in ("left", "right"):
        return Box(box.x, box.y + box.height * share, box.width, 0.0)
    return Box(box.x + box.width * share, box.y, 0.0, box.height)


def _side(route: str, leaving: bool, box: Box, other: Box) -> str:
    """The side of `box` a link's line leaves (or reaches) it by: an elbow
    leaves sideways and comes in from above or below; others face."""
    a, b = (box, other) if leaving else (other, box)
    if route == "elbow" and not (a.x <= b.centre_x <= a.right or b.y <= a.centre_y <= b.bottom):  # it turns (routes.elbow)
        if leaving:
            return "right" if other.centre_x >= box.centre_x else "left"
        return "bottom" if other.centre_y >= box.centre_y else "top"
    if route == "diagonal":  # routes.diagonal
        if apart_down(box, other):
            return "bottom" if other.centre_y >= box.centre_y else "top"
        return "right" if other.centre_x >= box.centre_x else "left"
    return facing(box, other)


def facing(box: Box, other: Box) -> str:
    """The side of `box` a line to `other` leaves by, as `routes.straight` draws it."""
    rows = min(box.bottom, other.bottom) >= max(box.y, other.y)
    columns = min(box.right, other.right) >= max(box.x, other.x)
    apart_across = box.right <= other.x or other.right <= box.x
    apart_down = box.bottom <= other.y or other.bottom <= box.y
    if (rows and apart_across) or (not (columns and apart_down) and abs(other.centre_x - box.centre_x) >= abs(other.centre_y - box.centre_y)):
        return "right" if other.centre_x >= box.centre_x else "left"
    return "bottom" if other.centre_y >= box.centre_y else "top"


def _written(spec: ConnectorSpec) -> tuple[str, ...]:
    """What tells two links to one place apart whatever order they are written in."""
    return (spec.source or "", spec.to, spec.route, spec.arrow, spec.label or "", spec.colour, spec.outline, spec.weight)


def _spreads(reference: str, ctx: "LayoutContext") -> bool:
    """An icon whose drawing spreads its ways out itself (a balancer's fan)."""
    ident = ctx.ids.get(reference)
    spec = getattr(getattr(ident, "node", None), "spec", None)
    return isinstance(spec, IconSpec) and ICONS[spec.name].spreads


def _along(box: Box, side: str) -> float:
    """Where the other end stands along the side: the order the ports take."""
    return box.centre_y if side in ("left", "right") else box.centre_x
