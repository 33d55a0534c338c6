"""How guides are drawn: a line from each end of `from` to the same end of `to`
(vertical when `to` spans `from`, slanted when it is wider), starting under
what `from`'s own mark drew below it (a lane, its axis and figures: a zoom
opens from under the panel) and below any words in their way; as a link,
they set the gap between the marks they join. Between two level edges side
by side (a column's top, `column-N.end`, and the next one's), one line over
the gap between them: a waterfall's step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.icons.base import SIDES
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.guides import COLOURS, GuidesSpec, across_gap
from blueprint.marks.positions import end_of
from blueprint.scene import Box, Element, Line, Paint, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def _clear_start(x1: float, y1: float, x2: float, y2: float, texts: list[Box], clearance: float) -> tuple[float, float]:
    """Where a guide starts so it crosses no text: at the mark, or just below the
    lowest words standing in its way (a scale's figures, a label under the bar)."""
    start_y = y1
    for box in sorted(texts, key=lambda b: b.y):
        grown = box.grown(clearance)
        if grown.bottom <= start_y or box.y >= y2:  # words just above the start (a label the guides leave from) still count
            continue
        x_at = lambda y: x1 + (x2 - x1) * (y - y1) / (y2 - y1) if y2 != y1 else x1
        low, high = max(grown.y, start_y), min(grown.bottom, y2)
        if low <= high and min(x_at(low), x_at(high)) <= grown.right and max(x_at(low), x_at(high)) >= grown.x:  # it crosses the words' box
            start_y = grown.bottom
    t = (start_y - y1) / (y2 - y1) if y2 != y1 else 0.0
    return x1 + (x2 - x1) * t, start_y


class GuidesDrawer(MarkDrawer):
    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        return ctx.theme.layout.guides_gap

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(GuidesSpec)
        start, end = ctx.anchors[spec.source], ctx.anchors[spec.to]
        upper, lower = (start, end) if start.y <= end.y else (end, start)
        paint = Paint(
            stroke=COLOURS[spec.colour],
            stroke_width="dotted" if spec.outline == "dotted" else "thin",
            line=spec.outline,
        )
        across = across_gap(start, end)
        if across is not None:  # two level edges side by side (a piece's top, the next one's): one line over the gap between them
            return MarkLayout(elements=[Line(*across, paint, "guide", node.path, node.path)])
        texts = [e.bounds for e in ctx.placed if isinstance(e, Text)]
        clearance = ctx.theme.layout.label_gap / 2
        upper_name, lower_name = (spec.source, spec.to) if start.y <= end.y else (spec.to, spec.source)
        named = ctx.ids.get((end_of(upper_name) or (upper_name,))[0])
        whole = named is None or named.what != "part"  # from anything but a bar's part (a mark, a group, words, a tread): clear of it
        holder = getattr(ctx.ids.get(upper_name.split(".")[0]), "node", None)
        own = [e.bounds for e in ctx.placed if holder is not None and tuple(e.owner[: len(holder.path)]) == tuple(holder.path)
               and not isinstance(e, Text) and e.bounds.y >= upper.bottom - 0.5]  # what its own mark drew under it (a row's icons, a lane)
        lines: list[Element] = []
        crossed = _over_anchor(lower_name, lower, ctx)
        for top_x, bottom_x in ((upper.x, lower.x), (upper.right, lower.right)):
            top = _past_own(upper_name, upper, top_x, True, ctx)
            bottom = lower.y - clearance if crossed else _past_own(lower_name, lower, bottom_x, False, ctx)
            top += clearance if top > upper.bottom or whole else 0.0  # a part's guides leave its edge; others stand clear, as a connector stops short
            bottom -= clearance if bottom < lower.y and not crossed else 0.0
            begin_x, begin_y = _clear_start(top_x, top, bottom_x, bottom, texts + own, clearance)
            line = Line(begin_x, begin_y, bottom_x, bottom, paint, "guide", node.path, node.path)
            pieces = _between(line, crossed, clearance) if crossed else [line]
            if crossed and (not pieces or pieces[-1].y2 < bottom - 0.5):  # no gap above the anchor shows it arriving
                ctx.diagnostics.error(ctx.locate(node.path + ("to",)), messages.GUIDES_HIDDEN.format(to=lower_name))
            lines += pieces
        return MarkLayout(elements=lines)


def _over_anchor(name: str, box: Box, ctx: "LayoutContext") -> list[Box]:
    """What the anchor's own mark drew over it, when the anchor is a part of
    it under others (a timeline's fourth lane under three): the guides reach
    the part named, seen through the gaps between those (faithful10b: they
    stopped at the first lane while the words said the fourth). Empty for an
    anchor at its mark's top: the guides end there as before."""
    holder = getattr(ctx.ids.get(name.split(".")[0]), "node", None)
    if holder is None or "." not in name or name.rsplit(".", 1)[1] in SIDES:  # a side of the whole mark: met at its near edge
        return []
    path = tuple(holder.path)
    return [e.bounds for e in ctx.placed if tuple(e.owner[: len(path)]) == path and not isinstance(e, Text)
            and e.bounds.bottom <= box.y + 0.5 and e.bounds.width > 0 and e.bounds.height > 0 and e.bounds.right > box.x and e.bounds.x < box.right]


def _between(line: Line, shapes: list[Box], clear: float) -> list[Line]:
    """The guide in pieces: left out where it crosses one of `shapes` (a lane
    it passes over), a little clear of each, so it shows in the gaps between."""
    def x_at(y: float) -> float:
        return line.x1 + (line.x2 - line.x1) * (y - line.y1) / (line.y2 - line.y1) if line.y2 != line.y1 else line.x1
    cuts = []
    for box in shapes:
        low, high = max(box.y - clear, line.y1), min(box.bottom + clear, line.y2)
        if low < high and min(x_at(low), x_at(high)) <= box.right and max(x_at(low), x_at(high)) >= box.x:
            cuts.append((low, high))
    pieces, at = [], line.y1
    for first, last in sorted(cuts):
        if first > at:
            pieces.append((at, first))
        at = max(at, last)
    if at < line.y2:
        pieces.append((at, line.y2))
    return [Line(x_at(a), a, x_at(b), b, line.paint, line.role, line.owner, line.source) for a, b in pieces if b - a > 1.0]


def _past_own(name: str, box: Box, x: float, below: bool, ctx: "LayoutContext") -> float:
    """Where a guide leaving an anchor at `x` clears what the anchor's own mark
    drew beyond it on the guide's side (below the upper end: a lane under a
    lane's stretch, the axis and its figures), so it opens from under the
    mark, as a drafter's zoom does: the anchor's edge where nothing stands there."""
    holder = getattr(ctx.ids.get(name.split(".")[0]), "node", None)
    if holder is None:
        return box.bottom if below else box.y
    path = holder.path
    mine = [e.bounds for e in ctx.placed if tuple(e.owner[: len(path)]) == tuple(path) and e.bounds.x - 0.5 <= x <= e.bounds.right + 0.5]
    if below:  # anything of its mark reaching lower there: a lane, an axis, the body of the icon a slot is in
        return max([box.bottom] + [b.bottom for b in mine if b.bottom > box.bottom + 0.5])
    return min([box.y] + [b.y for b in mine if b.y < box.y - 0.5])
