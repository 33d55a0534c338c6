"""How a band is drawn: a rectangle in its look across the whole of what its
mark's scale measures (the anchor `ID.plot`, which the scale runs along),
from one place on the scale to the other, its label centred over it just
above the plot.

A link: drawn once its mark is placed, from the anchors that mark made for it
(`MarkKind.asks`); the engine draws it behind the mark's own ink
(`MarkKind.behind`), so lanes, series and treads lie over it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.shapes import fill_paint
from blueprint.marks.label import lines_of
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.band import BandMark, BandSpec
from blueprint.scene import Box, Element, Path

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


class BandDrawer(MarkDrawer):
    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(BandSpec)
        (plot_name,) = BandMark().asks(node)
        plot = ctx.anchors.get(plot_name)
        mark = getattr(ctx.ids.get(spec.across), "node", None)
        scale = mark.kind.scale(mark) if mark is not None else None
        places = [scale.place(q) for q in (spec.start, spec.end)] if scale is not None else []
        if plot is None or scale is None or None in places:
            return MarkLayout()  # the loader refused it (`BandMark.check`)
        x = lambda value: plot.x + plot.width * (value - scale.start) / (scale.end - scale.start)
        box = _shown(Box(x(places[0]), plot.y, max(x(places[1]) - x(places[0]), 0.0), plot.height), plot, ctx.theme.layout.thin_part)
        corners = (("M", (box.x, box.y)), ("L", (box.right, box.y)), ("L", (box.right, box.bottom)), ("L", (box.x, box.bottom)), ("Z", ()))
        # a path, as a curve's region is: an area the mark's own lines edge, not a shape that must stand out alone
        elements: list[Element] = [Path(corners, fill_paint(ctx.theme, spec.look, edged=False), "band", node.path, node.path)]
        if spec.label:
            owner = node.path + ("label",)
            top = plot.y - ctx.theme.layout.label_gap - ctx.text_height("label") * len(lines_of(spec.label))  # two lines stand over the plot too
            elements.append(ctx.text(spec.label, size="label", colour=spec.label_colour or "ink", x=box.centre_x, top=top, align="centre", role="label", owner=owner, source=owner))
        return MarkLayout(elements=elements, anchors={node.id: box} if node.id else {})


def _shown(box: Box, plot: Box, least: float) -> Box:
    """A band narrower than the thinnest part that shows (a minute of a week)
    widened to it, the writer asked for it, so the reader sees it: from its
    own start toward later, as every widened part grows (`part_box`), and
    ending at the plot's end where it has no room after its start."""
    if box.width >= least:
        return box
    left = max(plot.x, min(box.x, plot.right - least))
    return Box(left, box.y, least, box.height)
