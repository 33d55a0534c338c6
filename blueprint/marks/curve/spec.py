"""The curve's spec: one series at the top (`values` or `shape`), or several in
`series`; reference `lines`; `regions` against a line or between two series;
`marks` at a point of a series; an axis in any unit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, ValidatorFunctionWrapHandler, WrapValidator, model_validator

from blueprint.icons import ICON_NAMES
from blueprint import messages
from blueprint.marks.axis import AxisSpec, TickSpec
from blueprint.marks.look import OWN_COLOUR, Look, Looked, look_problems, refuse_at
from blueprint.marks.label import Label, Labelled
from blueprint.marks.reference_lines import LineSpec, lines_field
from blueprint.marks.look import LineColour
from blueprint.model import Alt, Fill, Identifier, OnAxis, Outline, SpecModel, Text
from blueprint.model import no_items, or_true
from blueprint.values import Quantity, QuantityField, UnitField, time_unit

COLOURS = ("grey", "blue", "red", "dark")
OUTLINES = ("solid", "dashed", "dotted")
ONE_SERIES_KEYS = ("values", "shape", "points", "step", "staircase", "from-baseline", "straight", "past", "colour", "noun", "label", "dots")  # the single curve's keys, which `series` replaces

Value = Annotated[float, Field(ge=0, le=1e12)]
Place = tuple[QuantityField, Value | QuantityField]  # `[5 min, 6]`: a value at its place on the axis; `[1 KB, 20 us]`: a value in a unit of the value axis


class ShapeSpec(SpecModel):
    """A curve described instead of listed: a floor and peaks, the same every run."""

    peaks: list[QuantityField] | int = Field(2, description="where the peaks stand on the axis, or how many (evenly spread)")
    heights: list[Value] | None = Field(None, description="each peak's height (all `high` by default)")
    low: float = Field(10, ge=0, le=1e12, description="the level away from the peaks")
    high: float = Field(80, ge=0, le=1e12, description="the peaks' height")
    width: float = Field(0.08, gt=0, le=1, description="how wide a peak spreads, as a share of the axis")
    points: int = Field(49, ge=2, le=2000)


class PastSpec(SpecModel):
    """Where a series' look changes: past a place on the axis (`at: 40 min`:
    solid until the crash, dashed after) or above a value (`value: 85`: grey,
    then red over the capacity), and the look it takes there (its `colour`,
    its `outline`); the rest of the series keeps its own."""

    at: QuantityField | None = Field(None, description="a place on the axis past which the series takes this look (`40 min`, `100000`)")
    value: float | None = Field(None, ge=0, le=1e12, description="a value above which the series takes this look (`85`)")
    colour: Literal[COLOURS] | None = Field(None, description="the colour it takes there: `grey`, `blue`, `red` or `dark`")  # type: ignore[valid-type]
    outline: Literal[OUTLINES] | None = Field(None, description="the rhythm it takes there: `solid`, `dashed` (planned, would-be) or `dotted` (absent)")  # type: ignore[valid-type]


DOT_SIZES = ("small", "medium", "large")
DotSize = Literal[DOT_SIZES]  # type: ignore[valid-type]


class DotsSpec(Looked):
    """A dot at each point a series is given (`dots: true`), in a look
    (`marks/look.py`): by default solid in the series' colour; `fill: white,
    outline: solid` draws open dots; `size` makes them `small` or `large`."""

    fill: Fill | None = Field(None, description="the dots' fill, by meaning: by default the series' colour; `white` with `outline: solid` draws open dots")  # type: ignore[assignment]
    outline: Outline = Field("none", description="a ring round each dot: `solid` (an open dot, with `fill: white`) or `none` (the default)")
    colour: LineColour | None = Field(None, description="the ring's colour: `grey`, `blue`, `red` or `dark` (by default its fill's own)")
    size: DotSize = Field("medium", description="`small`, `medium` (the default) or `large`")

    drawn_as: ClassVar[str] = "dot"

    @property
    def look(self) -> Look:
        """The dots' look on a grey series (`look_in` gives it on any)."""
        return self.look_in("grey")

    def look_in(self, colour: str) -> Look:
        """The dots' look on a series in `colour`: its colour fills them unless a `fill` is written."""
        fill = self.fill or colour
        return Look(fill, self.hatch, self.outline, self.colour or OWN_COLOUR[fill])



def _dots_or_true(raw: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    """A series' `dots`: `true` as the dots' own look (solid, in the series'
    colour), `false` as none, else a look of their own (`DotsSpec`)."""
    return None if raw is False else handler({} if raw is True else raw)


Dots = Annotated[DotsSpec | None, WrapValidator(_dots_or_true)]
DOTS = "a dot at each point the series is given: `true` (solid, in the series' colour), or a look `{fill: white, outline: solid}` (open dots) with a `size` (`small`, `medium`, `large`); said once in the alt text (`with a dot at each point`)"


STRAIGHT = "straight pieces between the given points instead of a smooth curve; two `points` at one place draw a sheer drop (or rise) there: a sawtooth of work lost and redone"
FROM_BASELINE = "a climbing staircase's first step rises from the baseline at its first place (`true`: the first checkpoint's full copy is a step); `false` starts it at its first value, a level held before the first step (two replicas at the start)"
PAST = "a look the series takes past a place (`{at: 40 min, outline: dashed}`) or above a value (`{value: 85, colour: red}`)"


class SeriesSpec(Labelled):
    """One of several series drawn on the same axes. Its label (`marks/label.py`)
    stands by its own line: `above` or `below` it, `right` past its last point,
    `left` before its first; left out, the first of these that is free."""

    label_sides: ClassVar[tuple[str, ...]] = ("above", "below", "left", "right")

    needs = {**Labelled.needs, "from_baseline": "staircase"}  # its label's keys need the label, as every labelled part's do

    id: Identifier | None = Field(None, description="a name regions, marks and anchors use (`demand`; its anchor is `ID.demand`)")
    values: list[Value] | None = Field(None, max_length=5000, description="the values, spread evenly over the axis")
    shape: ShapeSpec | None = None
    points: list[Place] | None = Field(None, max_length=5000, description="values at their places: `[[0, 3], [5 min, 6], [9 min, 12]]`, places in order")
    step: bool = Field(False, description="a step line instead of a smooth curve")
    staircase: bool = Field(False, description="a staircase: a step line that only climbs (its first step rising from the baseline) or only falls, drawn and said as a staircase (`two staircases on one pair of axes`); implies `step`")
    from_baseline: bool = Field(True, alias="from-baseline", description=FROM_BASELINE)
    straight: bool = Field(False, description=STRAIGHT)
    past: PastSpec | None = Field(None, description=PAST)
    colour: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    outline: Literal[OUTLINES] = Field("solid", description="`dashed` (planned, borrowed) or `dotted` (absent)")  # type: ignore[valid-type]
    weight: Literal["thin", "thick"] | None = Field(None, description="a thinner or thicker stroke than a curve's own")
    noun: Text | None = Field(None, description="what the alt text calls it (its label, else its id, by default)")
    dots: Dots = Field(None, json_schema_extra=or_true, description=DOTS)

    @property
    def line_look(self) -> Look:
        """The series' line as a look, for a key: no fill, its rhythm and colour."""
        return Look("none", False, self.outline, self.colour)


class RegionSpec(Looked, Labelled):
    """The area between a series and a line (or the baseline) where the series is
    below or above it, or between two series where the first runs above the
    second; in a look (`marks/look.py`): solid unless hatched, with no outline
    of its own unless given one (its edges are the lines it lies between). Its
    label stands `inside` it where it fits, else beside its `right` (or `left`)
    end on a leader."""

    drawn_as: ClassVar[str] = "region"
    label_sides: ClassVar[tuple[str, ...]] = ("inside", "left", "right")

    against: Identifier = Field("baseline", description="a line's id, `baseline`, or a series' id (`compute`): the region between `series` and that series, where `series` runs below (`where: above`: above) it")
    between: Annotated[list[Identifier], Field(min_length=2, max_length=2)] | None = Field(None, description="two series: filled where the first runs above the second")
    series: Identifier | None = Field(None, description="the series a region `against` a line follows (the first by default)")
    where: Literal["below", "above"] = Field("below", description="where the series is below (or above) the line")
    fill: Fill = Field("grey", description="the region's fill, by meaning: `grey` (in use), `grey-light` (secondary), `white`, `dark`, `blue` (kept), `red` (lost: hatch it), `none` (its outline alone)")
    outline: Outline = Field("none", description="an outline round the region: `none` (the default: the lines it lies between edge it), `solid`, `dashed` or `dotted`")
    means: Text | None = Field(None, description="what the region stands for, for the alt text")
    start: QuantityField | None = Field(None, alias="from", description="where along the x axis it starts (`256 KB`, `0.9`): it fills only from there (the axis's start by default)")
    end: QuantityField | None = Field(None, alias="to", description="where along the x axis it ends, after `from` (the axis's end by default)")

    def pair(self, named: "Callable[[str], bool]", first: str | None) -> tuple[str, str] | None:
        """The two series a region lies between, the upper first: its `between`,
        or a series `against` another (`named` tells a series' id; `first`, its
        own series where none is given), below it unless `where: above`; None
        for a region against a line or the baseline."""
        if self.between is not None:
            return self.between[0], self.between[1]
        own = self.series or first
        if own is None or self.against == "baseline" or not named(self.against):
            return None
        return (self.against, own) if self.where == "below" else (own, self.against)


class PointMarkSpec(Looked, Labelled):
    """Something placed at a point of a series, or a block along the axis. A
    block takes a look (`marks/look.py`); its `colour` alone fills it (`colour:
    blue`, a solid blue block), and with a `fill`, `colour` is its outline's.
    Its label takes a side (`label-side`) as every labelled part's does; a
    block holds its words `inside` (an icon has no inside: refused in checks)."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "above", "below", "left", "right")

    at: str | QuantityField = Field(description="`highest`, `lowest`, `peak 2`, `valley 1`, or a position on the axis (`6 h`, `500`)")
    series: Identifier | None = Field(None, description="the series it stands on (the first by default)")
    place: Literal["curve", "above", "baseline"] = Field("above", description="on the curve, above it, or on the baseline under it")
    icon: Literal[ICON_NAMES] | None = None  # type: ignore[valid-type]
    block: bool = Field(False, description="a small block instead of an icon")
    width: QuantityField | None = Field(None, description="a block this long in axis units (`90 min`, `2 epochs`), starting at `at`")
    colour: Literal[COLOURS] = Field("blue", description="the icon's colour, or the block's fill (with `fill`: its outline's): `grey`, `blue`, `red` or `dark`")  # type: ignore[valid-type]
    fill: Fill = Field("blue", description="a block's fill, by meaning (by default its `colour`)")
    outline: Outline = Field("none", description="a block's outline: `none` (the default), `solid`, `dashed` (planned, borrowed) or `dotted` (absent)")
    means: Text | None = Field(None, description="what the mark stands for, for the alt text (`a checkpoint written`)")
    size: DotSize | None = Field(None, description="a dot's size (words alone `place: curve` or `baseline`): `small`, `medium` (the default) or `large`")

    @model_validator(mode="before")
    @classmethod
    def _leader_touches_something(cls, raw: Any) -> Any:
        """Words `above` a point with no icon or block stand alone: a leader would touch nothing."""
        if isinstance(raw, dict) and raw.get("leader") is True and raw.get("place", "above") == "above" and not (raw.get("icon") or raw.get("block") or raw.get("width")):
            refuse_at([("leader", messages.LEADER_TOUCHES_NOTHING)], raw)
        return raw

    @property
    def is_block(self) -> bool:
        return self.block or self.width is not None

    @property
    def key_swatch(self) -> str:
        """A key shows a block as an area; an icon at a point is no swatch ("")."""
        return "area" if self.is_block else ""

    @property
    def look(self) -> Look:
        """A block's look: its `colour` fills it unless a `fill` is written."""
        if "fill" not in self.model_fields_set:
            return Look(self.colour, self.hatch, self.outline, self.colour)
        return Look(self.fill, self.hatch, self.outline, self.colour if "colour" in self.model_fields_set else OWN_COLOUR[self.fill])

    @property
    def is_dot(self) -> bool:
        """Words alone on the curve or the baseline: a dot marks the point."""
        return not self.icon and not self.is_block and self.place != "above"

    @property
    def plain_look(self) -> bool:
        """Solid in its colour with no ring: the house's dot, drawn and said as ever ("a grey dot")."""
        return self.look == Look(self.colour, False, "none", self.colour)

    def look_problems(self) -> list[tuple[str, str]]:
        """A block's look and a dot's make sense (`Looked`, `look_problems`);
        an icon's or a label's takes only `colour`; only a dot takes a `size`."""
        given = self.model_fields_set - ({"colour"} if "fill" not in self.model_fields_set else set())  # `colour` alone is the fill
        sized = [] if self.is_dot or self.size is None else [("size", messages.DOT_SIZE_NOT_A_DOT.format(what="an icon" if self.icon else "a block" if self.is_block else "words standing over their point"))]
        if self.is_block:
            return look_problems(self.look, given, self.drawn_as) + sized
        if self.is_dot:
            return look_problems(self.look, given, "dot")
        return [(key, messages.LOOK_NOT_A_BLOCK.format(key=key)) for key in ("fill", "hatch", "outline") if key in self.model_fields_set] + sized


class CurveSpec(OnAxis):
    """Series of values over an axis."""

    needs = {"from_baseline": "staircase"}

    id: Identifier | None = None
    unit: UnitField = Field("", description="the axis's unit: a time unit (`h`, `min`, `s`), any unit word (`step`, `epoch`, `GB`, `%`) or a ratio of two (`flop/byte`: said \"flop per byte\"); left out, the unit its places are written in (`span: 24 h`: hours), else plain numbers")
    span: QuantityField | None = Field(None, description="the axis's length; by default one unit per value")
    values: list[Value] | None = Field(None, max_length=5000, description="the values, 0 or more, evenly spread over the axis")
    shape: ShapeSpec | None = None
    points: list[Place] | None = Field(None, max_length=5000, description="values at their places: `[[0, 3], [5 min, 6], [9 min, 12]]`, places in order")
    step: bool = Field(False, description="a step line instead of a smooth curve")
    staircase: bool = Field(False, description="a staircase: a step line that only climbs (its first step rising from the baseline) or only falls, drawn and said as a staircase; implies `step`")
    from_baseline: bool = Field(True, alias="from-baseline", description=FROM_BASELINE)
    straight: bool = Field(False, description=STRAIGHT)
    past: PastSpec | None = Field(None, description=PAST)
    top: float | None = Field(None, gt=0, le=1e12, description="the value at the top of the plot")
    clip: bool = Field(False, description="values over `top` leave the plot through its top, the line cut there under a small arrowhead, instead of the plot growing to hold them (needs `top`)")
    colour: Literal[COLOURS] = "grey"  # type: ignore[valid-type]
    noun: Text = Field("curve", description="what the curve is: `demand`, `load`")
    dots: Dots = Field(None, json_schema_extra=or_true, description=DOTS)
    label: Label | None = None
    series: list[SeriesSpec] | None = Field(None, min_length=1, max_length=6, description="several series on the same axes, instead of `values` or `shape`")
    lines: list[LineSpec] = lines_field()
    regions: list[RegionSpec] = Field(default_factory=no_items, max_length=8)
    marks: list[PointMarkSpec] = Field(default_factory=no_items, max_length=16)
    ticks: QuantityField | None = None
    x: AxisSpec | None = Field(None, description="the x axis: its `title`, its `ticks` (a step, or chosen values with names: `[0, {at: 12 h, label: noon}, 24 h]`) and which carry figures (`labels`); its unit is `unit`")
    y: AxisSpec | None = Field(None, description="a value axis at the left of the plot, from 0 to `top`: its `unit` (`GB`, `%`, `ms`), `title` and `ticks` (a step such as `20`, or values such as `[0, 40, 80]`)")
    alt: Alt | None = None

    @property
    def line_look(self) -> Look | None:
        """Its one series' line as a look, for a key (None: `series` draws them)."""
        return Look("none", False, "solid", self.colour) if self.series is None else None

    @model_validator(mode="after")
    def _axis_ends(self) -> "CurveSpec":
        """An axis's `to` (`x: {to: 30 h}`, `y: {to: 100}`) says where it ends,
        as `span` and `top` do: the one part's spelling sets them (both written,
        the checks refuse it at `to`)."""
        if self.x is not None and self.x.to is not None and self.span is None:
            object.__setattr__(self, "span", self.x.to)
        if self.y is not None and self.y.to is not None and self.top is None and self.y.to.low > 0 and self.y.scale != "log":  # a log axis's `to` is read in its units (`data.py`)
            object.__setattr__(self, "top", float(self.y.to.low))
        return self

    @model_validator(mode="after")
    def _unit_as_written(self) -> "CurveSpec":
        """A curve given no `unit` is in the unit its places are written in
        (`span: 24 h`: hours; `points: [[3 epochs, 1]]`: epochs), else in plain
        numbers: never a unit no place wrote."""
        if "unit" not in self.model_fields_set and (self.x is None or self.x.unit is None):
            written = next((q.unit for q in self._written_x() if q.unit), "")
            object.__setattr__(self, "unit", time_unit(written) or written)
        return self

    def _written_x(self) -> "list[Quantity]":
        """Every place or length on the x axis as written, in the order a reader meets them."""
        x_ticks = self.x.ticks if self.x is not None else None
        ticks = [t.at if isinstance(t, TickSpec) else t for t in (x_ticks if isinstance(x_ticks, list) else [x_ticks])]
        ends = [self.x.from_, self.x.to] if self.x is not None else []
        rows = [self.points] if self.series is None else [s.points for s in self.series]
        shapes = [self.shape] if self.series is None else [s.shape for s in self.series]
        peaks = [p for shape in shapes if shape is not None and isinstance(shape.peaks, list) for p in shape.peaks]
        pasts = [self.past] if self.series is None else [s.past for s in self.series]  # `past: {at: 2 h}`: a place too
        peaks += [past.at for past in pasts if past is not None and past.at is not None]
        marks = [m.at for m in self.marks if isinstance(m.at, Quantity)] + [m.width for m in self.marks if m.width is not None]
        places = [place for row in rows if row for place, _ in row]
        return [q for q in [self.span, self.ticks, *ticks, *ends, *places, *peaks, *marks] if isinstance(q, Quantity)]

    @property
    def axis_unit(self) -> str:
        """The x axis's unit: `unit`, or the `x` axis's own where `unit` is not written."""
        if "unit" not in self.model_fields_set and self.x is not None and self.x.unit is not None:
            return self.x.unit
        return self.unit

    @property
    def x_ticks(self) -> "Quantity | list | None":
        """How the x axis is ruled: `x.ticks`, else `ticks`."""
        return self.x.ticks if self.x is not None and self.x.ticks is not None else self.ticks

    # Anchors made from values that other marks refer to (`c.at-6h`), recorded while
