"""How a dimension line is drawn: along the union of its two anchors (a
point's at its centre), on its side of them, a clear gap beyond what the
marks holding them drew there, as a bracket stands; a thin line with a tick
across each end, and its label beyond its middle.

The run, the side and the words are a bracket's (`layout/marks/bracket.py`):
a dimension line measures the stretch a bracket over its two ends would span,
so it stands and is labelled where that bracket would.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.marks.bracket import _beyond, _Frame, _run_box, _words, _words_height
from blueprint.marks.bracket import COLOURS, BracketSpec
from blueprint.marks.dimension import DimensionSpec
from blueprint.scene import Element, Line, Paint

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def as_run(spec: DimensionSpec) -> BracketSpec:
    """The bracket over its two ends: the run it measures, its side, its words."""
    return BracketSpec.model_construct(
        over=[spec.source, spec.to], side=spec.side, shape="bracket", colour=spec.colour, outline="solid",
        label=spec.label, note=None, means=None, alt=None, label_colour=spec.label_colour,
    )


def _tick(ctx: "LayoutContext") -> float:
    """The ticks across its ends: twice a bracket's, standing out either side of the line."""
    return 2 * ctx.theme.layout.bracket_tick


class DimensionDrawer(MarkDrawer):
    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        """Between two stacked blocks: its ticks and its label, a clear gap either side."""
        spec = node.spec_as(DimensionSpec)
        layout = ctx.theme.layout
        if spec.side in ("left", "right"):
            return layout.stack_gap
        words = _words_height(as_run(spec), ctx)
        need = 2 * layout.bracket_gap + _tick(ctx) + (layout.label_gap + words if words else 0.0)
        unit = ctx.theme.canvas.unit
        return max(layout.stack_gap, math.ceil(need / unit) * unit)

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(DimensionSpec)
        run = as_run(spec)
        union = _run_box(run, ctx)
        assert union is not None  # two anchors, each placed before a link draws
        depth = _tick(ctx)
        frame = _Frame(spec.side, union, _beyond(run, union, ctx), ctx.theme.layout.bracket_gap)
        paint = Paint(stroke=COLOURS[spec.colour], stroke_width="thin")
        middle = depth / 2
        line = Line(*frame.point(frame.start, middle), *frame.point(frame.end, middle), paint, "dimension", node.path, node.path)
        ticks = [Line(*frame.point(at, 0.0), *frame.point(at, depth), paint, "dimension", node.path, node.path) for at in (frame.start, frame.end)]
        elements: list[Element] = [line, *ticks]
        elements += _words(node, run, frame, depth, ctx)
        anchors = {node.id: line.bounds.union(ticks[0].bounds).union(ticks[1].bounds)} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)
