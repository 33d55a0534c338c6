"""Shared pieces of the spec models: the base class and the common field types."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from blueprint.theme import FILLS, OUTLINES
from blueprint.values import LengthField


class SpecModel(BaseModel):
    """Base of every spec node: unknown keys are errors, values are frozen."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        populate_by_name=True,
        coerce_numbers_to_str=True,
    )


Identifier = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z][A-Za-z0-9_-]*$",
        description="a name other marks use to refer to this one: letters, digits, - and _",
    ),
]
Reference = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z][A-Za-z0-9_-]*)*$",
        description="the id of a mark, or mark.part for a part of it",
    ),
]
Fill = Literal[FILLS]  # type: ignore[valid-type]
Outline = Literal[OUTLINES]  # type: ignore[valid-type]
Text = Annotated[str, Field(min_length=1, max_length=200)]
Alt = Annotated[str, Field(min_length=1, max_length=2000, description="replaces what the describer would say of this node")]


RELATIONS = ("right-of", "left-of", "above", "below", "over", "at")
ALIGNS = ("top", "centre", "bottom", "left", "right")
CORNERS = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")


class Placed(SpecModel):
    """What every block takes: placement by relation to another mark, alignment
    and size. The engine resolves them; no mark places itself."""

    right_of: Reference | None = Field(None, alias="right-of", description="place to the right of this mark")
    left_of: Reference | None = Field(None, alias="left-of", description="place to the left of this mark")
    above: Reference | None = Field(None, description="place above this mark")
    below: Reference | None = Field(None, description="place below this mark")
    over: Reference | None = Field(None, description="centre on this mark, drawn over it (a cross over a cable)")
    at: Literal[CORNERS] | None = Field(None, description="pin to this place of the canvas, inside its margins")  # type: ignore[valid-type]
    gap: int | None = Field(None, ge=0, le=1000, description="the space to that mark, in px (multiples of 8)")
    align: Literal[ALIGNS] | None = Field(None, description="beside a mark: `top`, `centre` or `bottom`; above or below it: `left`, `centre` or `right`")  # type: ignore[valid-type]
    width: LengthField | None = Field(None, description="the block's width: px (`480`) or a share of the canvas (`40%`)")
    height: LengthField | None = Field(None, description="the block's height: px (`200`) or a share of the canvas (`30%`)")

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
        description="draw the axis at the same px per unit as this timeline, staircase or curve, from where its axis starts",
    )
