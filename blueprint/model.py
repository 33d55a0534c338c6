"""Shared pieces of the spec models: the base class and the common field types."""

from __future__ import annotations

import re
from typing import Annotated, Any, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from blueprint import messages
from blueprint.theme import FILLS, OUTLINES
from blueprint.values import AlongField, LengthField, reporting, visible_text


class SpecModel(BaseModel):
    """Base of every spec node: unknown keys are errors, values are frozen,
    numbers are finite (`.inf` and `.nan` are refused with the field's range),
    and an optional list given empty is refused (it would draw nothing)."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        populate_by_name=True,
        coerce_numbers_to_str=True,
        allow_inf_nan=False,
        defer_build=True,
    )
    # A key that acts only on another (`label_at` on the `label`), by field name:
    # given without it, the loader refuses it at the key (`loader/keys.py`).
    needs: ClassVar[dict[str, str]] = {}

    @field_validator("*", mode="before")
    @classmethod
    def _not_an_empty_list(cls, value: Any, info: ValidationInfo) -> Any:
        """A list that may be left out (its default is None) is refused when
        given empty: `rows: []` says nothing that leaving it out would not."""
        if isinstance(value, list) and not value and info.field_name is not None:
            field = cls.model_fields.get(info.field_name)
            if field is not None and field.default is None and not field.is_required():
                key = field.alias or info.field_name
                raise PydanticCustomError("empty_list", messages.EMPTY_LIST.format(key=key))
        return value



def or_true(schema: dict[str, Any]) -> None:
    """The schema of a key that takes `true` as well as a mapping of its own
    (a part's `leader`, a series' `dots`)."""
    schema.setdefault("anyOf", []).insert(0, {"type": "boolean"})


def no_items() -> list[Any]:
    """A new empty list: the default of a list field (`Field(default_factory=no_items)`).
    Not the builtin `list`: pydantic reads a default factory's signature as it
    builds a model, and a builtin's is parsed from its text by the tokenizer
    (its patterns compiled on first use, about 2 ms of a fresh `check`); a
    function's is read from its code."""
    return []


_visible = reporting(visible_text, "text")


Identifier = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z][A-Za-z0-9_-]*$",
        description="a name other marks use to refer to this one: letters, digits, - and _",
    ),
]
# A name is letters, digits, - and _; a dot between two digits is a decimal
# point inside a name (`at-1.5min`), any other dot separates names.
_NAME = r"[A-Za-z][A-Za-z0-9_-]*(?:\.[0-9][A-Za-z0-9_-]*)*"
Reference = Annotated[
    str,
    Field(
        pattern=rf"^{_NAME}(\.{_NAME})*$",
        description="the id of a mark, or mark.part for a part of it; a position may be written with a decimal point (`c.at-1.5min`)",
    ),
]
_SEPARATOR = re.compile(r"(?<![0-9])\.|\.(?![0-9])")


def anchor_names(reference: str) -> list[str]:
    """The names a reference is made of, split at the dots that separate
    them, not at a decimal point (`c.lane-1.at-1.5min` -> c, lane-1, at-1.5min)."""
    return _SEPARATOR.split(reference)


def last_name(reference: str) -> tuple[str, str]:
    """(what holds the last name, the last name): `c.a.at-1.5min` -> (`c.a`, `at-1.5min`);
    (``, name) for a single name."""
    names = anchor_names(reference)
    return ".".join(names[:-1]), names[-1]
Fill = Literal[FILLS]  # type: ignore[valid-type]
Outline = Literal[OUTLINES]  # type: ignore[valid-type]
# Words that are drawn or said: spaces, tabs and line breaks fold to one space;
# control and invisible characters, and text of spaces only, are refused.
Text = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_visible)]
Alt = Annotated[
    str,
    Field(min_length=1, max_length=2000, description="replaces what the describer would say of this node"),
    AfterValidator(_visible),
]


RELATIONS = ("right-of", "left-of", "above", "below", "over", "at")
ALIGNS = ("top", "centre", "bottom", "left", "right")
CORNERS = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")


def corner_sides(place: str) -> tuple[str, str]:
    """A place on the card (`top-right`, `left`, `bottom`) as (down, across):
    ("top", "right"), ("middle", "left"), ("bottom", "centre")."""
    vertical, _, horizontal = place.rpartition("-") if "-" in place else ("", "", place)
    if place in ("top", "bottom"):
        vertical, horizontal = place, "centre"
    return vertical if vertical in ("top", "bottom") else "middle", horizontal if horizontal in ("left", "right") else "centre"


class Placed(SpecModel):
    """What every block takes: placement by relation to another mark, alignment
    and size. The engine resolves them; no mark places itself."""

    right_of: Reference | None = Field(None, alias="right-of", description="place to the right of this mark")
    left_of: Reference | None = Field(None, alias="left-of", description="place to the left of this mark")
    above: Reference | None = Field(None, description="place above this mark")
    below: Reference | None = Field(None, description="place below this mark")
    over: Reference | None = Field(None, description="centre on this mark, drawn over it (a cross over a cable)")
    along: AlongField | None = Field(None, description="with `over`: where along what it stands over it stands, as a share of that thing's length (`90%`: near its far end), left to right along a thing lying along, bottom to top up one standing; or as a place on the axis of the mark it belongs to, in its unit (`40 s` over a timeline's stretch, `6 GB` over a part of a bar with a measured `scale`), within the thing; by default its middle")
    at: Literal[CORNERS] | None = Field(None, description="pin to this place of the canvas, inside its margins")  # type: ignore[valid-type]
    gap: int | None = Field(None, ge=0, le=1000, description="the space to that mark, in px (multiples of 8)")
    align: Literal[ALIGNS] | None = Field(None, description="beside a mark: `top`, `centre` or `bottom`; above or below it: `left`, `centre` or `right`")  # type: ignore[valid-type]
    width: LengthField | None = Field(None, description="the block's width: px (`480`) or a share of the canvas (`40%`)")
    height: LengthField | None = Field(None, description="the block's height: px (`200`) or a share of the canvas (`30%`)")
    heading: Text | None = Field(
        None,
        description="a panel's heading: one line of words over the block's left edge, costing one text line and no frame (`synchronous`); said with the block",
    )

    def relations(self) -> list[tuple[str, str]]:
        given = [
            ("right-of", self.right_of),
            ("left-of", self.left_of),
            ("above", self.above),
            ("below", self.below),
            ("over", self.over),
            ("at", self.at),
        ]
        return [(relation, target) for relation, target in given if target is not None]


class OnAxis(Placed):
    """A block with an axis (time, epochs, steps) that can share another's scale."""

    same_scale: Reference | None = Field(
        None,
        alias="same-scale",
        description="draw the axis at the same px per unit as this timeline, staircase, curve or column chart with places (`at`), from where its axis starts",
    )
