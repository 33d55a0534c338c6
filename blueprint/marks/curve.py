"""The curve mark: a series over an axis against lines that were paid for.

Spec: `values` evenly spaced over the axis, or a `shape` generated from a short
description (peaks at given times), drawn smooth or as steps above a baseline;
`lines` at a value (thin or thick, solid or dashed, labelled); `regions`
filled between the curve and a line (or the baseline) where the curve is below
or above it; `marks` at a point of the curve, named (`highest`, `lowest`,
`peak 2`, `valley 1`) or at a position on the axis. Description: the shape
computed from the values ("climbing to two peaks and falling away at night"),
how the curve stands to each line ("it stays under the line all day", "it
crosses the line twice"), the regions' meaning and the marks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from blueprint import messages
from blueprint.icons import ICON_NAMES
from blueprint.icons.base import IconState
from blueprint.draw.labels import first_free
from blueprint.draw.series import Point, crossings, extremes, regions, smooth, steps
from blueprint.draw.timescale import TimeScale, check_ticks, ruled_axis, unit_text, written_with_unit
from blueprint.marks.base import MarkKind, MarkLayout, MarkNode
from blueprint.marks.icon import draw_icon, icon_box
from blueprint.model import Alt, Identifier, Placed, SpecModel, Text
from blueprint.scene import Box, Element, Line, Paint, Path, Rect, SpecPath
from blueprint.values import SECONDS, DurationField, TimeUnit

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap

COLOURS = ("grey", "blue", "red", "dark")
STROKE = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}
PLOT_HEIGHT = 320.0  # the plot's preferred height; a short frame gets down to SMALLEST_PLOT
SMALLEST_PLOT = 96.0
SAMPLES = 241
PROMINENCE = 0.15  # a peak stands out by this share of the curve's range
POINT = re.compile(r"^(highest|lowest)$|^(peak|valley)\s+(\d+)$")


class ShapeSpec(SpecModel):
    """A curve described instead of listed: a floor and peaks, the same every run."""

    peaks: list[DurationField] | int = Field(2, description="where the peaks stand on the axis, or how many (evenly spread)")
    heights: list[Annotated[float, Field(ge=0, le=1e12)]] | None = Field(None, description="each peak's height (all `high` by default)")
    low: float = Field(10, ge=0, le=1e12, description="the level away from the peaks")
    high: float = Field(80, ge=0, le=1e12, description="the peaks' height")
    width: float = Field(0.08, gt=0, le=1, description="how wide a peak spreads, as a share of the axis")
    points: int = Field(49, ge=2, le=2000)


class LineSpec(SpecModel):
    """A horizontal reference line at a value: what was provisioned, a limit."""

    id: Identifier | None = None
    at: float = Field(ge=0, le=1e12)
    label: Text | None = None
    weight: Literal["thin", "thick"] = "thin"
    outline: Literal["solid", "dashed", "dotted"] = "dashed"
    colour: Literal[COLOURS] = "dark"  # type: ignore[valid-type]
    noun: Text = Field("line", description="what the alt text calls it")


class RegionSpec(SpecModel):
    """The area between the curve and a line where the curve is below or above it."""

    against: Identifier = Field("baseline", description="a line's id, or `baseline`")
    where: Literal["below", "above"] = Field("below", description="where the curve is below (or above) the line")
    fill: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    hatch: bool = True
    means: Text | None = Field(None, description="what the region stands for, for the alt text")


class PointMarkSpec(SpecModel):
    """Something placed at a point of the curve."""

    at: str | DurationField = Field(description="`highest`, `lowest`, `peak 2`, `valley 1`, or a position on the axis")
    place: Literal["curve", "above", "baseline"] = Field("above", description="on the curve, above it, or on the baseline under it")
    icon: Literal[ICON_NAMES] | None = None  # type: ignore[valid-type]
    block: bool = Field(False, description="a small block instead of an icon")
    colour: Literal[COLOURS] = "blue"  # type: ignore[valid-type]
    label: Text | None = None


class CurveSpec(Placed):
    """A series of values over an axis."""

    id: Identifier | None = None
    unit: TimeUnit = Field("h", description="the axis's unit")
    span: DurationField | None = Field(None, description="the axis's length; by default one unit per value")
    values: list[Annotated[float, Field(ge=0, le=1e12)]] | None = Field(None, max_length=5000, description="the values, 0 or more, evenly spread over the axis")
    shape: ShapeSpec | None = None
    step: bool = Field(False, description="a step line instead of a smooth curve")
    top: float | None = Field(None, gt=0, le=1e12, description="the value at the top of the plot")
    colour: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    noun: Text = Field("curve", description="what the curve is: `demand`, `load`")
    label: Text | None = None
    lines: list[LineSpec] = Field(default_factory=list, max_length=8)
    regions: list[RegionSpec] = Field(default_factory=list, max_length=8)
    marks: list[PointMarkSpec] = Field(default_factory=list, max_length=16)
    ticks: DurationField | None = None
    alt: Alt | None = None


def series(spec: CurveSpec) -> tuple[list[float], list[float]]:
    """The curve's points in axis seconds and values; a shape is generated exactly."""
    if spec.values is not None:
        values = list(spec.values)
    elif spec.shape is not None:
        values = _generated(spec.shape, spec)
    else:
        values = []
    span = _span_seconds(spec, len(values))
    xs = [span * i / max(1, len(values) - 1) for i in range(len(values))]
    return xs, values


def _span_seconds(spec: CurveSpec, count: int) -> float:
    if spec.span and spec.span.high > 0:
        return spec.span.seconds(spec.unit)[1]
    return max(1, count - 1) * float(SECONDS[spec.unit])


def _generated(shape: ShapeSpec, spec: CurveSpec) -> list[float]:
    span = _span_seconds(spec, shape.points)
    if isinstance(shape.peaks, int):
        where = [span * (i + 1) / (shape.peaks + 1) for i in range(shape.peaks)]
    else:
        where = [p.seconds(spec.unit)[0] for p in shape.peaks]
    heights = list(shape.heights or []) + [shape.high] * (len(where) - len(shape.heights or []))
    spread = shape.width * span
    values = []
    for i in range(shape.points):
        x = span * i / (shape.points - 1)
        bumps = [(h - shape.low) * math.exp(-0.5 * ((x - p) / spread) ** 2) for p, h in zip(where, heights)]
        blended = sum(b**4 for b in bumps) ** 0.25  # a smooth maximum: peaks keep their height, valleys no cusp
        values.append(round(shape.low + blended, 3))
    return values


@dataclass(frozen=True)
class CurvePoint:
    """Where a mark stands: the value's index, and what the point is (`highest`,
    `lowest`, `peak`, `valley`, or `time` for a position the spec wrote)."""

    index: int
    kind: str
    nth: int = 0
    of: int = 0
    written: str = ""


def resolve_point(spec: CurveSpec, at: object) -> CurvePoint | str:
    """The point of the curve a mark stands at, or an error message."""
    xs, ys = series(spec)
    if not isinstance(at, str):
        seconds = at.seconds(spec.unit)[0]
        index = min(range(len(xs)), key=lambda i: abs(xs[i] - seconds))
        return CurvePoint(index, "time", written=written_with_unit(at, spec.unit))
    match = POINT.match(at.strip())
    if not match:
        return messages.POINT_FORMAT.format(found=at)
    if match.group(1) == "highest":
        return CurvePoint(max(range(len(ys)), key=lambda i: (ys[i], -i)), "highest")
    if match.group(1) == "lowest":
        return CurvePoint(min(range(len(ys)), key=lambda i: (ys[i], i)), "lowest")
    kind, nth = match.group(2), int(match.group(3))
    found = extremes(ys, kind, PROMINENCE * (max(ys) - min(ys) or 1))
    if not 1 <= nth <= len(found):
        noun = kind + ("s" if len(found) != 1 else "")
        return messages.NO_SUCH_POINT.format(point=f"{kind} {nth}", count=len(found), noun=noun)
    return CurvePoint(found[nth - 1], kind, nth, len(found))


class CurveMark(MarkKind):
    name = "curve"
    model = CurveSpec
    noun = ("curve", "curves")

    def check(self, node: MarkNode, ids: Mapping[str, object], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec: CurveSpec = node.spec
        where = lambda *key: source.locate(node.path + key)
        if (spec.values is None) == (spec.shape is None):
            diagnostics.error(where(), messages.CURVE_VALUES_OR_SHAPE)
            return
        xs, ys = series(spec)
        if len(ys) < 2:
            diagnostics.error(where("values"), messages.CURVE_TOO_SHORT.format(count=len(ys)))
            return
        check_ticks(spec.ticks, xs[-1], spec.unit, where("ticks"), diagnostics)
        if spec.shape and not isinstance(spec.shape.peaks, int):
            for index, peak in enumerate(spec.shape.peaks):
                if peak.seconds(spec.unit)[0] > xs[-1]:
                    diagnostics.error(where("shape", "peaks", index), messages.OUTSIDE_AXIS.format(what="a peak", at=peak.written, low=unit_text(0, spec.unit), high=unit_text(xs[-1], spec.unit)))
        top = spec.top
        for index, line in enumerate(spec.lines):
            if top is not None and line.at > top:
                diagnostics.error(where("lines", index, "at"), messages.LINE_OUTSIDE.format(value=f"{line.at:g}", low=0, high=f"{top:g}"))
        names = {line.id for line in spec.lines if line.id} | {"baseline"}
        for index, region in enumerate(spec.regions):
            if region.against not in names:
                diagnostics.error(where("regions", index, "against"), messages.UNKNOWN_LINE.format(name=region.against, hint=messages.suggestion(region.against, names), valid=messages.one_of(names)))
        for index, mark in enumerate(spec.marks):
            if not isinstance(mark.at, str) and mark.at.seconds(spec.unit)[0] > xs[-1]:
                diagnostics.error(where("marks", index, "at"), messages.OUTSIDE_AXIS.format(what="a mark", at=mark.at.written, low=unit_text(0, spec.unit), high=unit_text(xs[-1], spec.unit)))
                continue
            point = resolve_point(spec, mark.at)
            if isinstance(point, str):
                diagnostics.error(where("marks", index, "at"), point)

    # --- layout ---------------------------------------------------------------

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        top = frame.y
        spec: CurveSpec = node.spec
        theme = ctx.theme.layout
        xs, ys = series(spec)
        scale = TimeScale(frame.x, frame.width, xs[-1] or 1.0)
        peak = max(ys + [line.at for line in spec.lines])
        ceiling = spec.top or (peak * 1.15 if peak > 0 else 1.0)
        icon_room = max((icon_box(m.icon, "small", ctx, 0, 0).height + 2 * theme.label_gap for m in spec.marks if m.icon and m.place == "above"), default=0.0)
        axis_room = 2 * theme.scale_gap + ctx.text_height("note") + theme.scale_major_tick if spec.ticks else theme.label_gap
        plot = max(SMALLEST_PLOT, min(PLOT_HEIGHT, frame.height - icon_room - axis_room))
        ground = top + icon_room + plot
        to_y = lambda value: ground - plot * value / ceiling
        drawn = steps(xs, ys) if spec.step else smooth(xs, ys, SAMPLES)
        screen = [(scale.x(x), to_y(y)) for x, y in drawn]
        levels = {line.id: line.at for line in spec.lines if line.id} | {"baseline": 0.0}
        elements: list[Element] = []
        for index, region in enumerate(spec.regions):
            elements += self._region(region, drawn, levels[region.against], scale, to_y, ctx, node.path + ("regions", index))
        baseline_path = node.path + ("baseline",)
        elements.append(Line(scale.left, ground, scale.right, ground, Paint(stroke="line", stroke_width="outline"), "baseline", baseline_path, baseline_path))
        segments = (("M", screen[0]),) + tuple(("L", p) for p in screen[1:])
        elements.append(Path(segments, Paint(stroke=STROKE[spec.colour], stroke_width="emphasis", cap="round"), "curve", node.path, node.path))
        obstacles = [Box(x - 2, y - 2, 4, 4) for x, y in screen[::3]] + self._strips(spec, drawn, levels, scale, to_y)
        for index, line in enumerate(spec.lines):
            elements += self._line(line, scale, to_y(line.at), ctx, node.path + ("lines", index), obstacles + [e.bounds for e in elements if e.kind == "text"])
        for index, mark in enumerate(spec.marks):
            point = resolve_point(spec, mark.at)
            if isinstance(point, CurvePoint):
                at = (xs[-1] * (point.index + 0.5) / len(ys)) if spec.step else xs[point.index]  # a step's value stands mid-bin
                x, y = scale.x(at), to_y(ys[point.index])
                elements += self._point_mark(mark, x, y, ground, ctx, node.path + ("marks", index), obstacles + [e.bounds for e in elements if e.kind == "text"])
        if spec.label:
            elements.append(self._curve_label(spec, screen, ctx, node.path + ("label",), obstacles + [e.bounds for e in elements if e.kind != "path"]))
        if spec.ticks and spec.ticks.seconds(spec.unit)[0] > 0:
            elements += ruled_axis(scale, ground + theme.scale_gap, spec.ticks.seconds(spec.unit)[0], spec.unit, ctx, node.path + ("ticks",))
        anchors = {node.id: Box(scale.left, top, scale.width, ground - top)} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _strips(spec: CurveSpec, drawn: list[Point], levels: dict[str, float], scale: TimeScale, to_y) -> list[Box]:
        """The filled regions as thin vertical strips, so labels can keep out of them."""
        strips = []
        for region in spec.regions:
            level = levels.get(region.against, 0.0)
            for run in regions(drawn, level, region.where == "below"):
                for (x0, y0), (x1, _) in zip(run, run[1:]):
                    top, bottom = sorted((to_y(y0), to_y(level)))
                    strips.append(Box(scale.x(x0), top, max(1.0, scale.x(x1) - scale.x(x0)), bottom - top))
        return strips

    @staticmethod
    def _region(region: RegionSpec, drawn: list[Point], level: float, scale: TimeScale, to_y, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        below = region.where == "below"
        colour = ctx.theme.look(region.fill).fill
        paint = Paint(fill="paper", stroke=None, hatch=colour) if region.hatch else Paint(fill=colour, stroke=None)
        elements: list[Element] = []
        for run in regions(drawn, level, below):
            outline = [(scale.x(x), to_y(y)) for x, y in run]
            closing = [(scale.x(run[-1][0]), to_y(level)), (scale.x(run[0][0]), to_y(level))]
            points = outline + closing
            segments = (("M", points[0]),) + tuple(("L", p) for p in points[1:]) + (("Z", ()),)
            elements.append(Path(segments, paint, "region", path, path))
        return elements

    @staticmethod
    def _line(line: LineSpec, scale: TimeScale, y: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
        width = "thick" if line.weight == "thick" else ("dotted" if line.outline == "dotted" else "outline")
        elements: list[Element] = [Line(scale.left, y, scale.right, y, Paint(stroke=STROKE[line.colour], stroke_width=width, line=line.outline), "reference", path, path)]
        if line.label:
            gap = ctx.theme.layout.label_gap
            height = ctx.text_height("label")
            colour = ctx.theme.look(line.colour).text
            where = path + ("label",)
            make = lambda x, top, align: ctx.text(line.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where)
            candidates = [
                make(scale.right, y - gap - height, "right"),
                make(scale.right, y + gap, "right"),
                make(scale.left, y - gap - height, "left"),
                make(scale.left, y + gap, "left"),
            ]
            elements.append(first_free(candidates, obstacles, ctx.canvas) or candidates[0])
        return elements

    @staticmethod
    def _point_mark(mark: PointMarkSpec, x: float, y: float, ground: float, ctx: "LayoutContext", path: SpecPath, obstacles: list[Box]) -> list[Element]:
        gap = ctx.theme.layout.label_gap
        elements: list[Element] = []
        if mark.block:
            side = 24.0
            centre_y = {"baseline": ground - side / 2 - 2, "curve": y, "above": y - gap - side / 2}[mark.place]
            elements.append(Rect(Box(x - side / 2, centre_y - side / 2, side, side), Paint(fill=ctx.theme.look(mark.colour).fill, stroke=None), "marker", path, path))
        if mark.icon:
            box = icon_box(mark.icon, "small", ctx, x, 0)
            anchor_y = {"baseline": ground - 2, "curve": y + box.height / 2, "above": y - gap}[mark.place]
            box = box.moved(0, anchor_y - box.height - box.y)
            elements += draw_icon(mark.icon, box, mark.colour, "solid", IconState(), path, path)
        if mark.label:
            where = path + ("label",)
            colour = ctx.theme.look(mark.colour).text
            around = Box.around([e.bounds for e in elements]) or Box(x, y, 0, 0)
            height = ctx.text_height("note")
            make = lambda x_, top, align: ctx.text(mark.label, size="note", colour=colour, x=x_, top=top, align=align, role="label", owner=where, source=where)
            beside = min(around.centre_y - height / 2, ground - gap / 2 - height)  # never on the baseline
            candidates = [make(around.right + gap, beside, "left"), make(around.x - gap, beside, "right"), make(x, around.y - gap - height, "centre")]
            elements.append(first_free(candidates, obstacles, ctx.canvas) or candidates[0])
        return elements

    @staticmethod
    def _curve_label(spec: CurveSpec, screen: list[Point], ctx: "LayoutContext", where: SpecPath, obstacles: list[Box]) -> Element:
        gap = ctx.theme.layout.label_gap
        height = ctx.text_height("label")
        colour = ctx.theme.look(spec.colour).text
        candidates = []
        highest = sorted(range(len(screen)), key=lambda i: screen[i][1])[:1]
        for index in highest + [round(share * (len(screen) - 1)) for share in (0.06, 0.94, 0.25, 0.75, 0.5)]:
            x, y = screen[index]
            share = index / (len(screen) - 1)
            align = "left" if share < 0.2 else "right" if share > 0.8 else "centre"
            for top in (y - 2 * gap - height, y + 2 * gap):
                candidates.append(ctx.text(spec.label, size="label", colour=colour, x=x, top=top, align=align, role="label", owner=where, source=where))
        return first_free(candidates, obstacles, ctx.canvas) or candidates[0]

    # --- description ----------------------------------------------------------

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: CurveSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        kind = "step line" if spec.step else "curve"
        colour = "" if spec.colour == "grey" else spec.colour + " "
        phrase = f"{ctx.words.article(colour + kind)}"
        if spec.noun != "curve":
            phrase += f" of {spec.noun}"
        if spec.label and spec.label != spec.noun:
            phrase += f" marked {ctx.words.spoken(spec.label)}"
        span = unit_text(series(spec)[0][-1], spec.unit)
        phrase += f" over {ctx.words.spoken(span)}"
        shape = self.shape_phrase(spec, ctx)
        return f"{phrase}, {shape}" if shape else phrase

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.lone_phrase(node, ctx)

    def shape_phrase(self, spec: CurveSpec, ctx: "DescribeContext") -> str:
        """The curve's shape in words, computed from its values."""
        _, ys = series(spec)
        low, high = min(ys), max(ys)
        if high - low <= 0.05 * max(high, 1e-9):
            return "flat throughout"
        peaks = extremes(ys, "peak", PROMINENCE * (high - low))
        starts_low = ys[0] < low + 0.5 * (high - low)
        ends_low = ys[-1] < low + 0.5 * (high - low)
        if not peaks:
            rising = ys[-1] > ys[0]
            return "rising steadily" if rising else "falling steadily"
        count = "a single peak" if len(peaks) == 1 else f"{ctx.words.number(len(peaks))} peaks"
        phrase = f"{'climbing' if starts_low else 'running high'} to {count}"
        if ends_low:
            phrase += " and falling away" + (" at night" if self._is_a_day(spec) else "")
        return phrase

    @staticmethod
    def _is_a_day(spec: CurveSpec) -> bool:
        xs, _ = series(spec)
        return abs(xs[-1] - 86400) < 1

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: CurveSpec = node.spec
        said = [] if node.path in ctx.told else [self.lone_phrase(node, ctx)]
        if spec.alt:
            return said
        for index in range(len(spec.lines)):
            said.append(self._line_sentence(spec, index, ctx))
        marks = [self._mark_phrase(spec, mark, ctx) for mark in spec.marks]
        if marks:
            said.append(ctx.words.join([m for m in marks if m]))
        return said

    def _line_sentence(self, spec: CurveSpec, index: int, ctx: "DescribeContext") -> str:
        line = spec.lines[index]
        xs, ys = series(spec)
        drawn = steps(xs, ys) if spec.step else smooth(xs, ys, SAMPLES)
        look = " ".join(filter(None, ["thick" if line.weight == "thick" else "", {"solid": "", "dashed": "dashed", "dotted": "dotted"}[line.outline], "" if line.colour == "dark" else line.colour, line.noun]))
        name = ctx.words.article(look) + (f" marked {ctx.words.spoken(line.label)}" if line.label else "")
        count = crossings(drawn, line.at)
        whole = "all day" if self._is_a_day(spec) else "throughout"
        if count == 0:
            relation = f"the {spec.noun} stays {'under' if max(ys) < line.at else 'above'} it {whole}"
        else:
            times = {1: "once", 2: "twice"}.get(count, f"{ctx.words.number(count)} times")
            relation = f"the {spec.noun} crosses it {times}"
        text = f"{name} runs across at {ctx.words.spoken(f'{line.at:g}')}, and {relation}"
        for region in spec.regions:
            if region.against == line.id:
                text += self._region_phrase(region, line.noun, ctx)
        return text

    @staticmethod
    def _region_phrase(region: RegionSpec, noun: str, ctx: "DescribeContext") -> str:
        look = f"{region.fill} hatched" if region.hatch else f"solid {region.fill}"
        gap = "the gap under the" if region.where == "below" else "the part above the"
        phrase = f"; {gap} {noun} is {look}"
        return phrase + (f", {region.means}" if region.means else "")

    def _mark_phrase(self, spec: CurveSpec, mark: PointMarkSpec, ctx: "DescribeContext") -> str:
        point = resolve_point(spec, mark.at)
        if isinstance(point, str):
            return ""
        colour = "" if mark.colour == "grey" else mark.colour + " "
        if mark.icon:
            thing = ctx.words.article(f"{colour}{mark.icon} icon")
        elif mark.block:
            thing = ctx.words.article(f"small {colour}block")
        else:
            thing = "a label"
        if mark.label:
            thing += f" marked {ctx.words.spoken(mark.label)}"
        if point.kind == "time":
            at = ctx.words.spoken(point.written)
            where = {"above": f"stands over the curve at {at}", "curve": f"sits on the curve at {at}", "baseline": f"sits on the baseline at {at}"}
        else:
            name = self._point_name(point, ctx)
            where = {"above": f"stands over {name}", "curve": f"sits on the curve at {name}", "baseline": f"sits on the baseline under {name}"}
        return f"{thing} {where[mark.place]}"

    @staticmethod
    def _point_name(point: CurvePoint, ctx: "DescribeContext") -> str:
        """"the highest peak", "the lowest point", "the valley", "the second peak"."""
        if point.kind == "highest":
            return "the highest peak"
        if point.kind == "lowest":
            return "the lowest point"
        return f"the {point.kind}" if point.of == 1 else f"the {ctx.words.ordinal(point.nth)} {point.kind}"

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: CurveSpec = node.spec
        xs, ys = series(spec)
        values = ", ".join(f"{y:g}" for y in ys[:: max(1, len(ys) // 24)])
        lines = "; ".join(f"line at {l.at:g}" + (f" ({l.label})" if l.label else "") for l in spec.lines)
        return f"Curve over {unit_text(xs[-1], spec.unit)}: {values}" + (f"; {lines}" if lines else "") + "."
