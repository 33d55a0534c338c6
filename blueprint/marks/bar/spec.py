"""The bar's spec: a whole, its parts by share (parts may hold parts), leaders,
a ruled scale and a span; and the walk that places every part as a share of
the bar it is drawn in."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal

from pydantic import Discriminator, Field, Tag, ValidatorFunctionWrapHandler, WithJsonSchema, WrapValidator, model_validator

from blueprint import messages
from blueprint.marks.label import LABEL_ALIGNS, LABEL_SIDES, Label, Labelled
from blueprint.marks.look import Looked, Parted, Split, refuse_at
from blueprint.model import Alt, Fill, Identifier, Placed, Reference, SpecModel, Text
from blueprint.model import no_items, or_true
from blueprint.scene import SpecPath
from blueprint.marks.axis import AxisSpec, PlainAxis, TickSpec, value_axis
from blueprint.marks.units import Axis
from blueprint.values import Quantity, QuantityField, ShareField, SignedQuantityField, parse_quantity, written_form

if TYPE_CHECKING:
    from blueprint.marks.base import Ident


class LeaderSpec(SpecModel):
    """A leader: a thin ink line from a part to words, with a note beneath them.
    It points and means nothing, so it takes no look of its own (STYLE.md: a
    leader is ink): its words take the part's colour."""

    line_refused: ClassVar[Mapping[str, str]] = {"colour": messages.LEADER_IS_INK.format(key="colour"), "outline": messages.LEADER_IS_INK.format(key="outline")}

    @model_validator(mode="before")
    @classmethod
    def _no_look(cls, raw: Any) -> Any:
        if isinstance(raw, dict):
            refuse_at([(key, hint) for key, hint in cls.line_refused.items() if key in raw], raw)
        return raw

    label: Label
    note: Label | None = Field(default=None, description="smaller words beneath its label: one line, or two as a list (`[work redone, twice]`)")
    side: Literal["below", "above", "left", "right"] | None = Field(default=None, description="where the words stand off the part: `below` (default) or `above` a bar lying along; `right` (default) or `left` of a bar standing upright (`direction: up`)")
    alt: Alt | None = None

    def side_on(self, upright: bool) -> str:
        """The side it stands on, its default by the way the bar runs."""
        return self.side or ("right" if upright else "below")


def _set_apart(raw: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    """A part's `leader`: `true` or `false` as it is (its label set apart on a
    leader, as on every labelled part), else words of its own (`LeaderSpec`)."""
    return raw if isinstance(raw, bool) else handler(raw)


class PartSpec(Looked, Labelled, Split):
    """A part of a bar (or of a part), by its share of the whole (every share in
    a spec is a share of the same whole, a part's own parts too), in a look
    (`fill`, `hatch`, `outline`, `colour`: `marks/look.py`)."""

    label_sides: ClassVar[tuple[str, ...]] = LABEL_SIDES  # a part lies along the bar: over it, under it, in it, before or after it

    id: Identifier | None = None
    share: ShareField
    label: Label | None = None
    means: Text | None = Field(None, description="what the part stands for, for the alt text (`hours the jobs waited`)")
    leader: Annotated[LeaderSpec | None, WrapValidator(_set_apart)] = Field(None, json_schema_extra=or_true, description="words set apart on a leader: `true` sets the part's own `label` apart (as on every labelled part); `{label: the fee, note: 5.7 points to break even}` draws other words, with a note beneath, at the end of a leader under (or, `side: above`, over) the part")  # type: ignore[assignment]  # `true` too (`_set_apart`)
    parts: list["PartSpec"] = Field(default_factory=no_items, description="parts drawn inside this part, each a share of the same whole as every share (`10%` inside a `60%` part fills a sixth of it); laid `split: across`, each a share of the part's breadth (`split`)")
    alt: Alt | None = None

    @property
    def own_leader(self) -> LeaderSpec | None:
        """The leader to words of its own (`leader: {label: ...}`), if any: `leader: true` sets the part's label apart instead."""
        return self.leader if isinstance(self.leader, LeaderSpec) else None


def _ticks_kind(raw: Any) -> str:
    """Which spelling a scale's `ticks` is: a list of values, a step as
    written (`6 h`), or a count of steps (a number)."""
    if isinstance(raw, list):
        return "list"
    return "step" if isinstance(raw, (str, Quantity)) else "count"


class ScaleSpec(AxisSpec):
    """A ruled line under the bar, the one axis part (`marks/axis.py`): with
    `to` (the whole bar's value, `24 h`), an axis from 0 to it with a `title`,
    a `unit`, `ticks` at a step or at chosen values and `labels`; without it,
    the old spelling: a line cut into `ticks` steps, words at its ends."""

    ticks: Annotated[
        Annotated[int, Field(ge=1, le=100), Tag("count")] | Annotated[QuantityField, Tag("step")] | Annotated[list[SignedQuantityField | TickSpec], Tag("list")],
        Discriminator(_ticks_kind),
        WithJsonSchema({"anyOf": [
            {"type": "integer", "minimum": 1, "maximum": 100, "description": "without `to`: how many steps"},
            {"type": "string", "pattern": r"^\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?\s*(%|[A-Za-z][A-Za-z_]*)?\s*$", "description": "with `to`: a tick every step (`6 h`, `20 GB`)"},
            {"type": "number", "exclusiveMinimum": 0, "not": {"type": "integer"}, "description": "with `to`: a tick every step"},
            {"type": "array", "items": {"anyOf": [{"type": "number"}, {"type": "string"}, {"type": "object", "required": ["at"], "properties": {"at": {"type": ["number", "string"], "description": "where the tick stands"}, "label": {"type": "string", "description": "its name"}}, "additionalProperties": False}]}, "description": "with `to`: ticks at chosen values"},
        ]}),
    ] | None = Field(  # type: ignore[assignment]
        10, description="without `to`: how many steps the scale is divided into (`24`); with `to`: a tick every step (`6 h`, `20`), or ticks at chosen values (`[0, 12 h, {at: 24 h, label: a day}]`)"
    )
    major: Annotated[
        Annotated[int, Field(ge=1, le=100), Tag("count")] | Annotated[QuantityField, Tag("step")],
        Discriminator(_ticks_kind),
        WithJsonSchema({"anyOf": [
            {"type": "integer", "minimum": 1, "maximum": 100, "description": "without `to`: every n-th tick is drawn long"},
            {"type": "string", "description": "with `to`: a longer tick every step (`6 h`), a multiple of the ticks' step"},
        ]}),
    ] | None = Field(  # type: ignore[assignment]
        None, description="without `to`: every n-th tick is drawn long (`6`); with `to`: a longer tick every step (`6 h`, `50`), a multiple of the ticks' step"
    )
    start: Text | None = Field(None, description="words under the left end (without `to`; with it, name the tick: `{at: 0, label: start}`)")
    end: Text | None = Field(None, description="words under the right end (without `to`; with it, name the tick)")
    label: Label | None = Field(None, description="words under the middle of the scale (with `to`, its `title` says what it measures)")
    alt: Alt | None = None

    @model_validator(mode="before")
    @classmethod
    def _step_as_written(cls, raw: Any) -> Any:
        """With `to`, a plain number in `ticks` is a step in the axis's unit
        (`20`: every 20 GB), read as one; without it, the count of steps."""
        if isinstance(raw, dict) and raw.get("to") is not None:
            for key in ("ticks", "major"):
                if isinstance(raw.get(key), (int, float)) and not isinstance(raw.get(key), bool):
                    raw = {**raw, key: written_form(raw[key])}
        return raw

    @property
    def ruled(self) -> bool:
        """Whether it is ruled as an axis (`to` given), not cut into counted steps."""
        return self.to is not None

    def axis(self) -> AxisSpec:
        """The scale as an axis: `ticks` a step where it is a plain count."""
        ticks = self.ticks
        if isinstance(ticks, int) and not isinstance(ticks, bool):
            ticks = parse_quantity(ticks)
        major = self.major if isinstance(self.major, Quantity) else None
        return AxisSpec.model_validate({"title": self.title or self.label, "unit": self.unit, "labels": self.labels, "to": self.to}).model_copy(update={"ticks": ticks, "major": major})

    def axis_unit(self) -> Axis:
        """The scale's unit: its `unit`, else `to`'s, else plain numbers."""
        unit = self.unit or (self.to.unit if self.to is not None else None)
        return value_axis(AxisSpec.model_validate({"unit": unit})) if unit else PlainAxis("")


class BarSpec(Placed, Looked, Parted, Split):
    """A bar: the whole, drawn in its look (`white` by default: free), with
    parts laid from its left end."""

    id: Identifier | None = None
    label: Label | None = None
    label_align: Literal[LABEL_ALIGNS] | None = Field(  # type: ignore[valid-type]
        None, alias="label-align",
        description="where the bar's name stands over or under it: `left` (starting where the bar starts, over its left end), `centre` or `right` (ending where it ends); left out, inside its free end if it fits, else the first free place above or below",
    )
    needs: ClassVar[dict[str, str]] = {"label_align": "label"}
    fill: Fill = Field("white", description="the whole bar's fill, by meaning (`white` by default: free); see a part's `fill`")
    span: Reference | None = Field(None, description="take the width of this part or bar above")
    means: Text | None = Field(None, description="what the whole bar stands for, for the alt text (`a paid GPU-hour`)")
    ends: Literal["whole", "parts"] = Field("whole", description="`whole`: the bar runs its full width, what no part covers free; `parts`: it ends where its parts end, with no white remainder")
    parts: list[PartSpec] = Field(default_factory=no_items)
    scale: ScaleSpec | None = None
    direction: Literal["right", "up"] = Field("right", description="the way the parts run: `right` from the left end, a bar lying along (the default); `up` from the bottom, a bar standing upright (a card split into slices), its part labels and leaders turned with it")
    alt: Alt | None = None

    @property
    def upright(self) -> bool:
        """Whether it stands upright, its parts stacked from the bottom."""
        return self.direction == "up"


@dataclass(frozen=True)
class PartInfo:
    spec: PartSpec
    path: SpecPath
    name: str | None  # the qualified id, `top.busy`
    start: Fraction  # where it starts, as a share of the whole bar
    share: Fraction  # its share of the bar it is drawn in
    depth: int


def whole_of(bar: BarSpec, ids: Mapping[str, "Ident"], seen: frozenset[str] = frozenset()) -> Fraction:
    """How much of the diagram's whole a bar stands for: all of it, or what it spans."""
    if bar.span is None or bar.span in seen or bar.span not in ids:
        return Fraction(1)
    target = ids[bar.span]
    if target.what == "part":
        return target.node.spec.share.value
    if target.what != "bar":  # a span may name only a bar or a part: the reference check says so
        return Fraction(1)
    return whole_of(target.node.spec, ids, seen | {bar.span})


def walk_parts(bar: BarSpec, path: SpecPath, whole: Fraction = Fraction(1)) -> Iterator[PartInfo]:
    """Every part of a bar, parents before children, placed as shares of the bar.

    Every share in a spec is a share of the same whole; a bar that spans a part
    stands for that part's share of it (`whole`), so its own parts fill it.
    """
    def walk(parts: list[PartSpec], where: SpecPath, prefix: str | None, start: Fraction, depth: int):
        cursor = start
        for index, part in enumerate(parts):
            part_path = where + ("parts", index)
            name = None if part.id is None else (f"{prefix}.{part.id}" if prefix else part.id)
            share = part.share.value / whole
            yield PartInfo(part, part_path, name, cursor, share, depth)
            yield from walk(part.parts, part_path, name or prefix, cursor, depth + 1)
            cursor += share

    yield from walk(bar.parts, path, bar.id, Fraction(0), 0)


PartSpec.model_rebuild()
