"""The curve mark: series over an axis against lines that were paid for.

Spec (`spec.py`): one series at the top (`values` evenly spaced over the axis,
or a `shape` generated from a short description), or several in `series`, each
smooth or in steps, in its colour, rhythm and weight; `lines` at a value;
`regions` filled between a series and a line (or the baseline), or between two
series where the first runs above the second; `marks` at a point of a series,
named (`highest`, `peak 2`) or at a position, and blocks as long as a stretch
of the axis. The axis is in a time unit or any unit word (`axis.py`).
Here: its names and anchors; its checks (`checks.py`); the numbers everything
reads (`data.py`, its named points `points.py`, the anchors made from values
`anchors.py`). Its drawing is the layout stage's (`layout/marks/curve.py`),
its facts the describe stage's (`describe/marks/curve.py`).
"""

from __future__ import annotations

from blueprint import messages

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.curve import checks
from blueprint.marks.curve.anchors import VALUE, anchor_point, named_points, value_place
from blueprint.marks.curve.data import ceiling_of, plot_of, series_of, usable
from blueprint.marks.curve.spec import CurveSpec
from blueprint.marks.reference_lines import line_ids, value_summary
from blueprint.marks.positions import PLOT, Scale

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


class CurveMark(MarkKind):
    name = "curve"
    model = CurveSpec
    plotted = True

    # --- names ------------------------------------------------------------------

    def ids(self, node: MarkNode) -> list[Ident]:
        """`ID`, each series (`ID.demand` and `ID.series-1`), each line, each region
        (`ID.region-1`) and `ID.baseline`. Points made from values are `has_anchor`'s."""
        found = super().ids(node)
        if not node.id:
            return found
        spec = node.spec_as(CurveSpec)
        names: dict[str, Ident] = {}
        for s in series_of(spec):
            for name in s.names:
                names.setdefault(name, Ident(f"{node.id}.{name}", node.path + s.path + (("id",) if name == s.id else ()), "series", node))
        for ident in line_ids(node, spec.lines):
            names.setdefault(ident.name[len(node.id) + 1:], ident)
        for index in range(len(spec.regions)):
            names.setdefault(f"region-{index + 1}", Ident(f"{node.id}.region-{index + 1}", node.path + ("regions", index), "region", node))
        names.setdefault("baseline", Ident(f"{node.id}.baseline", node.path, "baseline", node))
        return found + list(names.values())

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """A point made from values: `peak-1`, `valley-2`, `highest`, `lowest`, a
        position `at-6h` or `at-500`, each on the first series or after a series'
        name (`demand.peak-1`). The layout makes those the spec refers to (`ctx.wanted`)."""
        spec = node.spec_as(CurveSpec)
        if not usable(spec):
            return False
        plot = plot_of(spec)
        return name == PLOT or anchor_point(plot, name) is not None or value_place(spec, plot, name) is not None

    def point_anchor(self, node: MarkNode, name: str) -> bool:
        """A point made from values (`at-8h`, `demand.peak-1`): a position on a
        series; a value on the value axis (`value-15tb`) is a line across the plot."""
        return name != PLOT and not name.startswith(VALUE) and self.has_anchor(node, name)

    def scale(self, node: MarkNode) -> Scale | None:
        """Its x axis, from 0 to its span (or its last point)."""
        spec = node.spec_as(CurveSpec)
        if not usable(spec):
            return None
        plot = plot_of(spec)
        return Scale(plot.axis, plot.end)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec = node.spec_as(CurveSpec)
        if not usable(spec):
            return []
        plot = plot_of(spec)
        first = plot.traces[0]
        points = named_points(first)
        said = ["`highest`", "`lowest`"]
        for kind in ("peak", "valley"):
            mine = [p for p in points if p.startswith(kind + "-")]
            if mine:
                said.append(f"`{mine[0]}`" + (f" to `{mine[-1]}`" if len(mine) > 1 else ""))
        middle = int(plot.end / 2 / plot.axis.per_unit())
        example = f"{middle}{plot.axis.time or ''}"
        said.append(messages.CURVE_ANCHOR_AT.format(example=example, low=plot.axis.text(0), high=plot.axis.text(plot.end)))
        said.append(f"`{PLOT}`")
        said.append(value_summary(spec.y, ceiling_of(spec, plot)))
        crossed = [line for line, _, _ in plot.lines] + [t.series.name for t in plot.traces[1:]]
        if crossed:
            said.append(messages.CURVE_ANCHOR_CROSSING.format(line=crossed[0]))
        if len(plot.traces) > 1 or spec.series is not None:
            said.append(messages.CURVE_ANCHOR_SERIES.format(series=plot.traces[-1].series.name))
        return said

    # --- checks -----------------------------------------------------------------

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        checks.check(node, source, diagnostics)
