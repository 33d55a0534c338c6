"""One look for every part a writer can name: its fill, its hatching, its
outline and the outline's colour, by meaning (STYLE.md, Meanings).

Every part model (a bar's part, a grid's cell look and span, a tower's tier,
a timeline's segment, a staircase's tread, a curve's region, an icon) takes
these keys by inheriting `Looked`, so a look added here works on every part
the day it is added; the YAML stays flat (`{share: 20%, fill: grey, hatch:
true}`). A part says which looks make no sense on it (`drawn_as`, `refused`,
narrower values), and the loader says so at the key, with what would work.
Drawers paint a `Look` one way (`layout/draw/shapes.fill_paint`); describers
say it one way (`describe/say/words.py`). No drawing and no English here.
"""

from __future__ import annotations

import typing
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypeVar

from pydantic import BaseModel, Field, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError, ValidationError

from blueprint import messages
from blueprint.model import Fill, Outline, SpecModel, Text
from blueprint.theme import DEFAULT_THEME, FILLS, stands_out

LINE_COLOURS = ("grey", "blue", "red", "dark")
LineColour = Literal[LINE_COLOURS]  # type: ignore[valid-type]
# The colour of a fill's own outline: grey fills take the grey `line` (STYLE.md).
OWN_COLOUR: Mapping[str, str] = {"grey": "grey", "grey-light": "grey", "white": "grey", "none": "grey", "dark": "dark", "blue": "blue", "red": "red"}
# Fills whose colour hatching can be drawn in (pale fills have none to show).
HATCHABLE = ("grey", "dark", "blue", "red")
# What a part is drawn as, which decides the looks that make sense on it:
# an area standing alone (its outline or its fill must show it), a region
# bounded by lines drawn for it (a curve's area), a line (a tread), an icon,
# or a sign at a moment (a timeline's event: a tick, a cross, a save icon),
# or a dot at a point (a curve's point, a series' dots: solid in the line's
# tone of its colour, or open, white inside a ring; never hatched or dashed).
DRAWN_AS = ("area", "region", "line", "icon", "moment", "dot")
# The fills a dot with no ring vanishes in (a solid dot is drawn in its colour's line tone).
PALE_DOTS = ("white", "grey-light", "none")
DOT_OUTLINES = ("solid", "none")
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Look:
    """A part's look, resolved: what drawers paint and describers say."""

    fill: str = "grey"
    hatch: bool = False
    outline: str = "solid"
    colour: str = "grey"  # the outline's colour (one of LINE_COLOURS)

    @property
    def filled(self) -> bool:
        return self.fill != "none"

    @property
    def own_colour(self) -> bool:
        """Whether the outline is in the fill's own colour (a blue part outlined in blue)."""
        return self.colour == OWN_COLOUR[self.fill]


def look_problems(look: Look, written: Iterable[str], drawn_as: str = "area") -> list[tuple[str, str]]:
    """What makes no sense in a look, as (the key to blame, message naming what
    would work): hatching with no colour to draw it in, a part nothing shows
    (no outline and a fill the paper swallows), an outline's colour with no
    outline. The key blamed is the one written that makes it so."""
    given = set(written)
    blame = lambda *keys: next((key for key in keys if key in given), keys[-1])
    if drawn_as == "dot":
        return _dot_problems(look, given, blame)
    found: list[tuple[str, str]] = []
    if look.hatch and look.fill not in HATCHABLE:
        found.append((blame("hatch", "fill"), messages.LOOK_HATCH_PALE.format(fill=look.fill, fills=messages.either(HATCHABLE))))
    if look.outline == "none":
        if drawn_as == "region" and look.fill in ("none", "white"):
            found.append((blame("outline", "fill"), messages.LOOK_REGION_UNSEEN.format(fill=look.fill)))
        elif drawn_as == "area" and not stands_out(DEFAULT_THEME, look.fill):
            seen = [fill for fill in FILLS if stands_out(DEFAULT_THEME, fill)]
            found.append((blame("outline", "fill"), messages.LOOK_UNSEEN.format(fill=look.fill, fills=messages.either(seen))))
        if "colour" in given:
            found.append(("colour", messages.LOOK_COLOUR_NO_OUTLINE))
    return found


def _dot_problems(look: Look, given: set[str], blame: Any) -> list[tuple[str, str]]:
    """A dot's look: too small to hatch or to ring in dashes, and unseen pale
    with no ring; an outline's colour needs an outline, as any part's."""
    found = [("hatch", messages.LOOK_DOT_HATCH)] if look.hatch else []
    if look.outline not in DOT_OUTLINES:
        found.append(("outline", messages.LOOK_DOT_RHYTHM.format(found=look.outline)))
    elif look.outline == "none" and look.fill in PALE_DOTS:
        found.append((blame("outline", "fill"), messages.LOOK_DOT_UNSEEN.format(fill=look.fill)))
    if look.outline == "none" and "colour" in given:
        found.append(("colour", messages.LOOK_COLOUR_NO_OUTLINE))
    return found


def refuse_at(problems: list[tuple[str, str]], raw: Any) -> None:
    """Raise the problems as one validation error, each at its key (pydantic
    puts the part's own place in front)."""
    if problems:
        raise ValidationError.from_exception_data("look", [
            InitErrorDetails(type=PydanticCustomError("look", message.replace("{", "{{").replace("}", "}}")), loc=(key,), input=raw.get(key) if isinstance(raw, dict) else raw)
            for key, message in problems
        ])


class Meant(SpecModel):
    """A part that says what it stands for (`means`): the writer's words, said
    once with the part in the alt text (ALT-TEXT.md, Meaning). Every part a
    writer can name takes it: each `Looked` part inherits it, and a part with
    no look of its own (a timeline's event) inherits it alone, so a part added
    tomorrow means something the day it is added."""

    means: Text | None = Field(None, description="what the part stands for, said once with it in the alt text (`paid for and idle`, `a copy on the node's own disk`)")


class Looked(Meant):
    """A part drawn in a look: `fill`, `hatch`, `outline` and the outline's
    `colour`. A part model inherits it, and may narrow a key's values, change
    its default, or refuse a key that means nothing on it (`refused`: the key
    and what to write instead)."""

    fill: Fill = Field("grey", description="a meaning, not a colour: `grey` (in use, busy), `white` (free), `grey-light` (secondary), `dark` (overhead), `blue` (kept), `red` (lost: hatch it), `none`")
    hatch: bool = Field(False, description="`true` hatches it in its fill's colour: grey hatched is paid for and idle, red hatched lost")
    outline: Outline = Field("solid", description="`solid`, `dashed` (planned, borrowed), `dotted` (absent) or `none`")
    colour: LineColour | None = Field(None, description="the outline's colour: `grey`, `blue`, `red` or `dark` (by default its fill's own: a free part outlined in blue dashes is `fill: white, outline: dashed, colour: blue`)")

    drawn_as: ClassVar[str] = "area"
    refused: ClassVar[Mapping[str, str]] = {}

    @model_validator(mode="before")
    @classmethod
    def _keys_that_make_no_sense(cls, raw: Any) -> Any:
        if isinstance(raw, dict) and cls.refused:
            refuse_at([(key, hint) for key, hint in cls.refused.items() if key in raw], raw)
        return raw

    @model_validator(mode="after")
    def _look_makes_sense(self) -> "Looked":
        refuse_at(self.look_problems(), {key: getattr(self, key) for key in ("fill", "hatch", "outline", "colour")})
        return self

    def look_problems(self) -> list[tuple[str, str]]:
        """What makes no sense in this part's look, by key (see `look_problems`)."""
        return look_problems(self.look, self.model_fields_set, self.drawn_as)

    @property
    def look(self) -> Look:
        """The look as drawn and said (the outline's colour resolved)."""
        return Look(self.fill, self.hatch, self.outline, self.colour or OWN_COLOUR[self.fill])


# --- gaps between parts, looks on lines (issue 25, items 1 and 6) ---------------

LINE_RHYTHMS = ("solid", "dashed", "dotted")
LineRhythm = Literal[LINE_RHYTHMS]  # type: ignore[valid-type]
GAPS_MOST = 48  # px: past this the parts no longer read as one thing parted


class Parted(SpecModel):
    """A thing whose parts lie next to each other (a bar's parts, a lane's
    segments, a tower's tiers): `gaps` parts each two that meet with paper,
    so they stand apart as separate pieces (the save's gather, serialize and
    upload). The gap is cut from both parts at the join, so a scale stays
    true: the middle of the gap is where one part ends and the next begins."""

    gaps: float | None = Field(None, ge=1, le=GAPS_MOST, description="px of paper between each two parts that meet (`2`: three blue phases read as three; `16`: jobs standing apart in a queue); by default parts that meet touch (a tower's tiers: 8 px)")


class Split(SpecModel):
    """A thing that holds parts of its own (a bar, a bar's part): they lie
    `along` it, one after another (the default), or `across` it, side by
    side over its breadth (a card split between tenants running at once);
    `dividers` draws a line at each join between them, in a rhythm."""

    split: Literal["along", "across"] = Field("along", description="how its `parts` lie: `along` it, one after another (the default), or `across` it, side by side over its breadth (left to right across a bar standing upright, top to bottom across one lying along), each a share of that breadth")
    dividers: LineRhythm | None = Field(None, description="a line at each join between its parts, in this rhythm (`dashed`: tenants split by dashed lines), in the line colour")  # type: ignore[valid-type]

    @property
    def across(self) -> bool:
        """Whether its parts lie side by side over its breadth."""
        return self.split == "across"


class Lined(SpecModel):
    """A line drawn in a house look (a boundary, a guide, a reference line):
    its rhythm (`outline`) and its colour by meaning (`colour`: a red failure
    line, a blue dashed deadline). A line with no look of its own in the
    style (a leader is ink) is no `Lined`: it lists the keys it refuses in
    `line_refused`, and `line_models` finds it too."""

    outline: LineRhythm = Field("solid", description="the line's rhythm: `solid`, `dashed` (planned, a limit) or `dotted` (absent); a line is never `none`")
    colour: LineColour = Field("grey", description="the line's colour by meaning: `grey`, `dark` (ink), `blue` (what the product does: a deadline it keeps), `red` (a failure, a loss)")

    @property
    def line_look(self) -> Look:
        """The line as a look: no fill, its rhythm and colour (drawn by `line_paint_of`, said as any outline)."""
        return Look("none", False, self.outline, self.colour)


def line_models(model: type[SpecModel]) -> Iterable[tuple[tuple[str, ...], type[SpecModel]]]:
    """Every model under `model` drawn as a line in a house look (`Lined`), or
    refusing one (a leader: `LINE_REFUSED`), with the keys leading to it."""
    return ((keys, found) for keys, found in _models_under(model) if issubclass(found, Lined) or getattr(found, "line_refused", None))


def parted_models(model: type[SpecModel]) -> Iterable[tuple[tuple[str, ...], type[Parted]]]:
    """Every model under `model` whose parts take `gaps`, with the keys leading to it."""
    return ((keys, found) for keys, found in _models_under(model) if issubclass(found, Parted))


def _models_under(model: type[SpecModel]) -> Iterable[tuple[tuple[str, ...], type]]:
    seen: set[type] = set()

    def models_in(annotation: Any) -> list[type[BaseModel]]:
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return [annotation]
        return [found for arg in typing.get_args(annotation) for found in models_in(arg)]

    def walk(current: type[BaseModel], keys: tuple[str, ...]) -> Iterable[tuple[tuple[str, ...], type]]:
        if current in seen:
            return
        seen.add(current)
        yield keys, current
        for name, field in current.model_fields.items():
            for inner in models_in(field.annotation):
                yield from walk(inner, keys + (field.alias or name,))

    yield from walk(model, ())


def looked_models(model: type[SpecModel]) -> Iterable[tuple[tuple[str, ...], type[Looked]]]:
    """Every model under `model` (itself included) that carries the shared
    look, with the keys leading to it: ((), BarSpec), (("parts",), PartSpec)."""
    return models_carrying(model, Looked)


def models_carrying(model: type[SpecModel], base: type[M]) -> Iterator[tuple[tuple[str, ...], type[M]]]:
    """Every model under `model` (itself included) that inherits `base` (a
    shared part of every part: the look, the label), with the keys leading
    to it, each once."""
    return ((keys, found) for keys, found in _models_under(model) if issubclass(found, base))


# --- the looks a mark draws, for a key (issue 25: `legend`) ---------------------


@dataclass(frozen=True)
class DrawnLook:
    """A look a part is drawn in, as a key lists it: its look, whether its
    swatch is a line (a boundary, a tread) or an area, what the part `means`
    (None: the writer gave it no meaning), and where the part is written."""

    look: Look
    line: bool
    means: str | None
    path: tuple[str | int, ...]
    takes_means: bool = True  # whether the part takes a `means` at all (a timeline's segment does not)


def swatch_of(part: SpecModel) -> str | None:
    """How a key shows a part: `area`, `line`, or None for a part that is no
    area or line (an icon, a marker at a point)."""
    if not isinstance(part, Looked):
        return "line" if getattr(part, "line_look", None) is not None else None
    shown = getattr(part, "key_swatch", None)
    if shown is not None:
        return str(shown) if shown else None
    return {"area": "area", "region": "area", "line": "line"}.get(part.drawn_as)


def drawn_looks(spec: SpecModel, path: tuple[str | int, ...] = ()) -> list[DrawnLook]:
    """Every look the parts under `spec` are drawn in, in the order written:
    each part in a look (`Looked`) or a line in a look (`Lined`, and any
    model with a `line_look`: a curve's series). A mark
    whose parts have looks keys its parts, not its own ground (a bar's white
    rest behind its parts)."""
    found: list[DrawnLook] = []
    for part, where in _parts_in(spec, path):
        swatch = swatch_of(part)
        if swatch is None:
            continue
        if not isinstance(part, Looked):
            look = getattr(part, "line_look")
        else:
            look = part.look if swatch == "area" else Look("none", False, part.look.outline, part.look.colour)  # type: ignore[attr-defined]
        found.append(DrawnLook(look, swatch == "line", getattr(part, "means", None), where, "means" in type(part).model_fields))
    if len(found) > 1 and found[0].path == path and isinstance(spec, Looked) and not found[0].line:
        found = found[1:]  # a ground behind parts (a bar's white rest), not a part
    return found


def _parts_in(value: Any, path: tuple[str | int, ...]) -> Iterator[tuple[SpecModel, tuple[str | int, ...]]]:
    if isinstance(value, SpecModel):
        if isinstance(value, Looked) or getattr(value, "line_look", None) is not None:  # a part, or a line (a series, a boundary)
            yield value, path
        for name, field in type(value).model_fields.items():
            yield from _parts_in(getattr(value, name), path + (field.alias or name,))
    elif isinstance(value, (list, tuple)):
        for index, each in enumerate(value):
            yield from _parts_in(each, path + (index,))
    elif isinstance(value, dict):
        for key, each in value.items():
            yield from _parts_in(each, path + (str(key),))


__all__ = ["DOT_OUTLINES", "DRAWN_AS", "PALE_DOTS", "DrawnLook", "drawn_looks", "swatch_of", "HATCHABLE", "LINE_COLOURS", "LINE_RHYTHMS", "Lined", "Look", "Looked", "Meant", "OWN_COLOUR", "Parted", "line_models", "look_problems", "looked_models", "models_carrying", "parted_models", "refuse_at"]
