"""The bar's spec: a whole, its parts by share (parts may hold parts), leaders,
a ruled scale and a span; and the walk that places every part as a share of
the bar it is drawn in."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field, model_validator

from blueprint import messages
from blueprint.marks.label import Label, Labelled
from blueprint.marks.look import Looked, Parted, refuse_at
from blueprint.model import Alt, Fill, Identifier, Placed, Reference, SpecModel, Text
from blueprint.model import no_items
from blueprint.scene import SpecPath
from blueprint.values import ShareField

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
    note: Text | None = None
    side: Literal["below", "above"] = "below"
    alt: Alt | None = None


class PartSpec(Looked, Labelled):
    """A part of a bar (or of a part), by its share of the whole (every share in
    a spec is a share of the same whole, a part's own parts too), in a look
    (`fill`, `hatch`, `outline`, `colour`: `marks/look.py`)."""

    id: Identifier | None = None
    share: ShareField
    label: Label | None = None
    means: Text | None = Field(None, description="what the part stands for, for the alt text (`hours the jobs waited`)")
    leader: LeaderSpec | None = None
    parts: list["PartSpec"] = Field(default_factory=no_items, description="parts drawn inside this part, each a share of the same whole as every share (`10%` inside a `60%` part fills a sixth of it)")
    alt: Alt | None = None


class ScaleSpec(SpecModel):
    """A ruled line under the bar: a thin line with a tick at every step."""

    ticks: int = Field(10, ge=1, le=100, description="how many steps the scale is divided into")
    major: int | None = Field(None, ge=1, le=100, description="every n-th tick is drawn long")
    start: Text | None = Field(None, description="words under the left end")
    end: Text | None = Field(None, description="words under the right end")
    label: Label | None = None
    alt: Alt | None = None


class BarSpec(Placed, Looked, Parted):
    """A bar: the whole, drawn in its look (`white` by default: free), with
    parts laid from its left end."""

    id: Identifier | None = None
    label: Label | None = None
    fill: Fill = Field("white", description="the whole bar's fill, by meaning (`white` by default: free); see a part's `fill`")
    span: Reference | None = Field(None, description="take the width of this part or bar above")
    means: Text | None = Field(None, description="what the whole bar stands for, for the alt text (`a paid GPU-hour`)")
    ends: Literal["whole", "parts"] = Field("whole", description="`whole`: the bar runs its full width, what no part covers free; `parts`: it ends where its parts end, with no white remainder")
    parts: list[PartSpec] = Field(default_factory=no_items)
    scale: ScaleSpec | None = None
    alt: Alt | None = None


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
