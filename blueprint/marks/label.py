"""One label for every part a writer can name: its words (one line, or two
given as a list), and where it stands (`label-side`).

Every part model that carries a label (a bar's part, a grid's span, a tower's
tier, a timeline's segment, a staircase's step, a curve's series, region and
point mark) takes these keys by inheriting `Labelled`, as it takes its look
from `Looked` (`marks/look.py`); so `label: [52 min, saved]` and
`label-side: inside` work on every part the day a part is added. The words
of a two-line label are one `Lines` string, the lines joined by a space:
every describer says them as they are read, in order, and only the layout
(`LayoutContext.text`) sets them as two lines.
The marks whose own keys are labels (`icon`, `note`, `bracket`, a lane) take
the `Label` type alone. No drawing and no English here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any, ClassVar, Literal, cast

from pydantic import Field, ValidatorFunctionWrapHandler, WithJsonSchema, WrapValidator, model_validator
from pydantic_core import PydanticCustomError

from blueprint import messages
from blueprint.marks.look import models_carrying, refuse_at
from blueprint.model import SpecModel
from blueprint.values import reporting, visible_text

# Where a part's label may be asked to stand. `inside`: centred in the part, in
# the theme's ink for its fill (white on blue, ink on grey); refused where it
# does not fit. `above`, `below`: over or under the part (a bar's part: the
# side its guides do not leave from; a lane's stretch or event: in the gap
# between lanes, which the layout widens for them). `left`, `right`: beside
# it, level with its middle (a bar's end part: the bar narrows to hold them).
# Each part model says which it takes (`label_sides`). Without `label-side`
# the part's mark chooses, as before.
LABEL_SIDES = ("inside", "above", "below", "left", "right")
SIDES_APART = ("above", "below", "left", "right")  # the sides standing apart from the part
# Where a label over or under its part stands along it (`label-align`): its
# left edge at the part's, centred on it, or its right edge at the part's.
LABEL_ALIGNS = ("left", "centre", "right")
LINES = 2  # a label has one line or two
# The colours a label's words may take by meaning (`label-colour`): each reads
# on the paper (STYLE.md: blue and red both pass 4.5 : 1).
LABEL_COLOURS = ("ink", "blue", "red")


class Lines(str):
    """A label of two lines: the words joined by a space (as they are said),
    the lines kept in `lines` (as they are drawn)."""

    lines: tuple[str, ...]

    def __new__(cls, lines: tuple[str, ...]) -> "Lines":
        made = super().__new__(cls, " ".join(lines))
        made.lines = lines
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Lines, (self.lines,))


def lines_of(text: str) -> tuple[str, ...]:
    """The lines a label is drawn in: a `Lines`'s, else the one."""
    return text.lines if isinstance(text, Lines) else (text,)


_visible = reporting(visible_text, "text")
MOST = 200  # the longest label, as any text


def _lines(value: Any, most: int = LINES) -> Any:
    """A list of two lines (up to `most`), each checked as any text, as one
    `Lines`; any other value as it is, for the string's own checks."""
    if not isinstance(value, list):
        return value
    message = messages.LABEL_LINES if most == LINES else messages.KEY_LABEL_LINES
    if not LINES <= len(value) <= most or not all(isinstance(line, (str, int, float)) for line in value):
        raise PydanticCustomError("label_lines", message.format(count=len(value)))
    lines = tuple(_visible(str(line)) for line in value)
    if not all(lines):
        raise PydanticCustomError("label_lines", message.format(count=len(value)))
    return Lines(lines)


def _label(value: Any, handler: ValidatorFunctionWrapHandler, most: int = LINES) -> str:
    """Two lines (a list) as one `Lines`, past the string's own validation,
    which would make it a plain string; one line checked as any text
    (`model.Text`)."""
    value = _lines(value, most)
    if isinstance(value, Lines):
        return value
    text = handler(value)
    if not text:
        raise PydanticCustomError("text", messages.TEXT_EMPTY)
    if len(text) > MOST:
        raise PydanticCustomError("text", messages.TEXT_TOO_LONG.format(limit=MOST, count=len(text)))
    return cast(str, _visible(text))


_SCHEMA = {
    "anyOf": [
        {"type": "string", "minLength": 1, "maxLength": MOST},
        {"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": MOST}, "minItems": LINES, "maxItems": LINES},
    ],
    "description": "the words: one line (`busy 60%`), or two as a list of two (`[52 min, saved]`), drawn one over the other and said in order",
}
# A label: one line, or a list of two lines (one `Lines`); a `str` either way.
Label = Annotated[str, WrapValidator(_label), WithJsonSchema(_SCHEMA)]

KEY_LINES = 3  # a key's line stands alone in its column beside its swatch: it may run to three lines
_KEY_SCHEMA = {
    "anyOf": [_SCHEMA["anyOf"][0], {"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": MOST}, "minItems": LINES, "maxItems": KEY_LINES}],
    "description": "the words: one line (`paid, idle`), or two or three as a list (`[12 of 28, slots idle, = 43%]`), drawn one over the other beside the swatch and said in order",
}
# A key's words (a legend entry's): one line, or a list of two or three.
KeyLabel = Annotated[str, WrapValidator(lambda value, handler: _label(value, handler, KEY_LINES)), WithJsonSchema(_KEY_SCHEMA)]


class Labelled(SpecModel):
    """A part with a label: its words (`Label`) and `label-side`. A part model
    inherits it, and may narrow the sides it takes (`label_sides`: a tread,
    a line, has no inside)."""

    label: Label | None = None
    label_side: Literal[LABEL_SIDES] | None = Field(  # type: ignore[valid-type]
        None, alias="label-side",
        description="where the label stands: `inside` centres it in the part, in the ink its fill takes (white on blue, dark or red; ink on grey, white and hatched), and is refused where it does not fit; `above` or `below` puts it over or under the part (a bar's part: away from the side its guides leave from; a lane's stretch or event: the gap between lanes widens to hold it); `left` or `right` beside it, level with its middle (a bar's end part: the bar narrows to hold it); a side a part does not have is refused at the key, naming those it takes; left out, the mark places it",
    )

    label_colour: Literal[LABEL_COLOURS] | None = Field(  # type: ignore[valid-type]
        None, alias="label-colour",
        description="the words' colour by meaning, where they stand apart from the part: `red` lost, wasted; `blue` kept, what the product does; `ink` plain words; left out, the part's own colour (blue beside a blue part), drawn only, the alt text says the words as ever",
    )

    label_align: Literal[LABEL_ALIGNS] | None = Field(  # type: ignore[valid-type]
        None, alias="label-align",
        description="where a label over or under its part (`label-side: above` or `below`) stands along it: `left` (starting where the part starts), `centre` or `right` (ending where it ends), kept as written (lint says what it meets there); left out, it takes the first of the three that is free",
    )

    leader: bool = Field(
        False,
        description="`true` sets the words apart from the part on a leader (STYLE.md: a 1.5 px ink line, a 4 px dot where it touches the part, the words at its end), placed where they meet nothing, up and right first (with `label-side`, on that side); said as the part's label",
    )

    label_sides: ClassVar[tuple[str, ...]] = ("inside",)  # the sides this part takes: a part model widens or narrows them
    leader_refused: ClassVar[str | None] = None  # why a leader makes no sense on this part, and what works instead
    needs = {"label_side": "label", "label_colour": "label", "label_align": "label"}

    @model_validator(mode="before")
    @classmethod
    def _side_the_part_takes(cls, raw: Any) -> Any:
        if isinstance(raw, dict) and raw.get("label-side") in LABEL_SIDES and raw["label-side"] not in cls.label_sides:
            refuse_at([("label-side", messages.LABEL_SIDE_NOT_TAKEN.format(side=raw["label-side"], sides=messages.either(cls.label_sides) if cls.label_sides else "none"))], raw)
        if isinstance(raw, dict) and "label-align" in raw and "label" in raw and raw.get("label-side") not in ("above", "below"):
            takes = [side for side in ("above", "below") if side in cls.label_sides]
            refuse_at([("label-align", messages.LABEL_ALIGN_NEEDS_SIDE.format(sides=messages.either(takes) if takes else "none here: this part's label stands beside or inside it"))], raw)
        if isinstance(raw, dict) and raw.get("leader") is True:
            refuse_at([("leader", cls.leader_refused)] if cls.leader_refused else leader_problems(raw, cls.label_sides), raw)
        return raw

    @model_validator(mode="after")
    def _ink_inside_a_fill(self) -> "Labelled":
        """Inside a part, a fill decides the words' ink (white on blue, ink on
        grey); where there is no fill (an outline only: dashed, dotted,
        solid), the words stand on the paper and take `label-colour` as words
        beside a part do. A part with no look of its own has a fill it decides."""
        if self.label_side == "inside" and self.label_colour is not None and not self.ink_free():
            refuse_at([("label-colour", messages.LABEL_COLOUR_INSIDE)], {"label-colour": self.label_colour})
        return self

    def inside_ink(self) -> str | None:
        """The writer's ink for words inside the part (`label-colour` on a part
        with no fill), else None: the fill's own ink."""
        return self.label_colour if self.label_side == "inside" and self.ink_free() else None

    def ink_free(self) -> bool:
        """Whether words inside the part stand on the paper (no fill), so any ink reads."""
        return unfilled(self)


def unfilled(part: SpecModel) -> bool:
    """Whether a part is drawn with no fill (an outline only), by its resolved look."""
    look = getattr(part, "look", None)
    return getattr(look, "fill", None) == "none"


class WordsColoured(SpecModel):
    """An annotation whose words take a colour by meaning (`label-colour`), as
    every part's label does (`Labelled`): a bracket's blue "2 min 50 s sooner"
    over a grey line. Drawn only; the alt text says the words as ever."""

    label_colour: Literal[LABEL_COLOURS] | None = Field(  # type: ignore[valid-type]
        None, alias="label-colour",
        description="the words' colour by meaning: `red` lost, wasted; `blue` kept, what the product does; `ink` plain words; left out, the annotation's own (ink beside a grey line, blue beside a blue one); drawn only, the alt text says the words as ever",
    )
    needs = {"label_colour": "label"}


def leader_problems(raw: dict[str, Any], sides: tuple[str, ...]) -> list[tuple[str, str]]:
    """What makes no sense with `leader: true`: words set apart cannot stand
    inside the part, nor lined up along it (they stand where the search
    finds room); each at its key, naming what works."""
    apart = [side for side in SIDES_APART if side in sides]
    found = []
    if "label" not in raw:
        found.append(("leader", messages.LEADER_NO_LABEL))
    if raw.get("label-side") == "inside":
        found.append(("leader", messages.LEADER_INSIDE.format(sides=messages.either(apart) if apart else "none here")))
    if "label-align" in raw:
        found.append(("label-align", messages.LEADER_ALIGN))
    return found


def wants_leader(part: Any) -> bool:
    """Whether a part asks for its words set apart on a leader (`leader: true`)."""
    return isinstance(part, Labelled) and part.leader is True and part.label is not None


def labelled_models(model: type[SpecModel]) -> Iterator[tuple[tuple[str, ...], type[Labelled]]]:
    """Every model under `model` (itself included) that carries the shared
    label, with the keys leading to it: (("parts",), PartSpec)."""
    return models_carrying(model, Labelled)


def label_ink(spec: Labelled, own: str) -> str:
    """The colour token of a part's words standing apart from it: the writer's
    `label-colour`, else `own` (the part's, from its look)."""
    return spec.label_colour or own


__all__ = ["LABEL_ALIGNS", "LABEL_COLOURS", "LABEL_SIDES", "SIDES_APART", "label_ink", "Label", "Labelled", "Lines", "labelled_models", "leader_problems", "lines_of", "wants_leader", "WordsColoured"]
