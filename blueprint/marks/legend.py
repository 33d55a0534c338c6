"""The legend mark: a small key that shows looks (a swatch in a part's exact
look: its fill, hatching, outline and colour; a short line for a line) beside
the words that say what each means.

Spec: `for` one mark or more, whose parts' looks it lists with what each part
`means` (every distinct look and meaning, in the order written), and/or
`entries` written out (`{fill: grey, hatch: true, label: paid, idle}`, a look
as every part takes it, `marks/look.py`; `swatch: line` for a line's look).
A block, placed like any block (`below: week`, `at: top-right`), stacked
where it is written when placed by no relation.
Here: the model, the references `for` makes, the checks (a `for` mark with no
meaning to list, an entry whose look no part draws), and the list of lines the
key shows, which the drawer (`layout/marks/legend.py`) and the describer
(`describe/marks/legend.py`) both read. No drawing and no English here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode, Ref
from blueprint.marks.label import KeyLabel
from blueprint.marks.look import DrawnLook, Look, Looked, refuse_at
from blueprint.model import Alt, Identifier, Placed, Reference
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

KEYED = ("bar", "grid", "timeline", "staircase", "towers", "curve", "columns", "band", "queue")  # marks whose parts have looks
MAX_ENTRIES = 12  # past this a key is a table, not a glance


class KeyEntry(Looked):
    """One line of a key written out: a swatch in a look and what it means."""

    swatch: Literal["area", "line"] = Field("area", description="`area` (default): a small square in the look; `line`: a short line in its `outline` rhythm and `colour`, for a series or a boundary")
    label: KeyLabel = Field(description="what the look means, as the key reads it: `in use`, `paid, idle`, or two or three lines (`[12 of 28, slots idle, = 43%]`)")

    area_only: ClassVar[tuple[str, ...]] = ("fill", "hatch")  # keys a line swatch refuses
    refused: ClassVar[Mapping[str, str]] = {"means": messages.LEGEND_ENTRY_MEANS}  # its words are its `label`

    @model_validator(mode="after")
    def _a_line_is_no_area(self) -> "KeyEntry":
        if self.swatch == "line":
            problems = [(key, messages.LEGEND_LINE_FILL.format(key=key)) for key in self.area_only if key in self.model_fields_set]
            if self.outline == "none":
                problems.append(("outline", messages.LEGEND_LINE_NONE))
            refuse_at(problems, {key: getattr(self, key) for key in ("fill", "hatch", "outline")})
        return self

    def look_problems(self) -> list[tuple[str, str]]:
        return [] if self.swatch == "line" else super().look_problems()

    @property
    def drawn(self) -> Look:
        """The swatch's look: a line has no fill, its colour grey unless given."""
        if self.swatch == "line":
            return Look("none", False, self.outline, self.colour or "grey")
        return self.look


class LegendSpec(Placed):
    """A key: looks with the words that say what each means."""

    id: Identifier | None = None
    marks: Reference | Annotated[list[Reference], Field(min_length=1, max_length=8)] | None = Field(
        None, alias="for",
        description="the mark (or marks) whose looks it lists, each with what its part `means` (`for: week`, `for: [before, after]`): every distinct look and meaning, in the order written",
    )
    entries: list[KeyEntry] | None = Field(
        None, min_length=1, max_length=MAX_ENTRIES,
        description="lines written out, after those `for` lists: a look as any part takes it and its `label` (`{fill: grey, hatch: true, label: paid, idle}`); `swatch: line` for a line",
    )
    alt: Alt | None = None

    @property
    def named(self) -> list[str]:
        """The marks `for` names, one or several."""
        return [self.marks] if isinstance(self.marks, str) else list(self.marks or [])

    @model_validator(mode="after")
    def _lists_something(self) -> "LegendSpec":
        if not self.marks and not self.entries:
            raise ValueError(messages.LEGEND_EMPTY)
        return self


@dataclass(frozen=True)
class KeyLine:
    """One line the key shows: a swatch in `look` (a line's, if `line`), its
    words, and where they were written (a part's `means`, an entry)."""

    look: Look
    line: bool
    words: str
    path: SpecPath
    part: SpecPath | None = None  # the part whose `means` it shows (None: an entry written out)


def _compared(entry: KeyEntry) -> tuple[str, ...]:
    """The keys an entry is held to a part by: the kind of swatch, an area's
    fill and hatching, and the outline and colour where written (a line's
    rhythm always)."""
    given = entry.model_fields_set
    area = ("fill", "hatch") if entry.swatch == "area" else ("outline",)
    return ("swatch",) + area + tuple(key for key in ("outline", "colour") if key in given and key not in area)


def _agrees(entry: KeyEntry, drawn: DrawnLook, key: str) -> bool:
    if key == "swatch":
        return (entry.swatch == "line") == drawn.line
    return bool(getattr(entry.drawn, key) == getattr(drawn.look, key))


def matches(entry: KeyEntry, drawn: DrawnLook) -> bool:
    """Whether a part drawn in `drawn` shows the entry's look: the same kind
    of swatch, fill and hatching, and the outline and colour where written."""
    return all(_agrees(entry, drawn, key) for key in _compared(entry))


def _blamed(entry: KeyEntry, pool: list[DrawnLook]) -> str | None:
    """The written key that, changed, would find a part drawn so: the one
    the entry disagrees with the parts on."""
    keys = _compared(entry)
    given = entry.model_fields_set
    if "swatch" in given and any(_agrees(entry, drawn, "swatch") is False and all(_agrees(entry, drawn, key) for key in ("outline", "colour") if key in given)
                                 for drawn in pool):
        return "swatch"  # a line where an area is drawn, or the other way
    for key in keys:
        if key in entry.model_fields_set and any(all(_agrees(entry, drawn, other) for other in keys if other != key) for drawn in pool):
            return key
    return next((key for key in ("fill", "hatch", "outline", "colour", "swatch") if key in entry.model_fields_set), None)


def written(look: Look, line: bool) -> str:
    """A look as a writer writes it in a key's entry: `{fill: grey, hatch: true}`."""
    if line:
        return f"{{swatch: line, outline: {look.outline}, colour: {look.colour}}}"
    keys = [f"fill: {look.fill}"] + (["hatch: true"] if look.hatch else []) + ([f"outline: {look.outline}"] if look.outline != "solid" else [])
    return "{" + ", ".join(keys) + "}"


def _for_path(node: MarkNode, index: int) -> SpecPath:
    """Where `for` names its `index`th mark: the key itself when it names one."""
    return node.path + (("for",) if isinstance(node.spec_as(LegendSpec).marks, str) else ("for", index))


def _marks_of(spec: LegendSpec, ids: Mapping[str, Ident]) -> list[MarkNode]:
    found = [getattr(ids.get(name), "node", None) for name in spec.named]
    return [node for node in found if isinstance(node, MarkNode)]


def key_lines(node: MarkNode, ids: Mapping[str, Ident]) -> list[KeyLine]:
    """What the key shows, in order: each distinct look and meaning the `for`
    marks' parts draw, then the entries written out."""
    spec = node.spec_as(LegendSpec)
    lines: dict[tuple[Look, bool, str], KeyLine] = {}
    for mark in _marks_of(spec, ids):
        for drawn in mark.kind.drawn_looks(mark):
            if drawn.means:
                lines.setdefault((drawn.look, drawn.line, drawn.means), KeyLine(drawn.look, drawn.line, drawn.means, drawn.path + ("means",), drawn.path))
    found = list(lines.values())
    for index, entry in enumerate(spec.entries or []):
        found.append(KeyLine(entry.drawn, entry.swatch == "line", entry.label, node.path + ("entries", index, "label")))
    return found


class LegendMark(MarkKind):
    name = "legend"
    model = LegendSpec

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(LegendSpec)
        return super().references(node) + [Ref(name, _for_path(node, index), "`for`", KEYED) for index, name in enumerate(spec.named)]

    def check_among(self, node: MarkNode, marks: Sequence[MarkNode], ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Each `for` mark has a meaning to list, and each entry's look is one a
        part draws (of the `for` marks when given, else of any mark)."""
        spec = node.spec_as(LegendSpec)
        named = _marks_of(spec, ids)
        for index, mark in enumerate(named):
            drawn_looks = mark.kind.drawn_looks(mark)
            if not any(drawn.means for drawn in drawn_looks):
                said = messages.LEGEND_NOTHING_MEANT if any(drawn.takes_means for drawn in drawn_looks) else messages.LEGEND_NO_MEANS_TAKEN
                diagnostics.error(source.locate(_for_path(node, index)), said.format(mark=spec.named[index], kind=mark.kind.name))
        pool = [drawn for mark in (named or [m for m in marks if m.path != node.path]) for drawn in mark.kind.drawn_looks(mark)]
        for index, entry in enumerate(spec.entries or []):
            if any(matches(entry, drawn) for drawn in pool):
                continue
            key = _blamed(entry, pool)
            where = node.path + ("entries", index) + ((key,) if key else ())
            drawn = list(dict.fromkeys(written(each.look, each.line) for each in pool))
            diagnostics.error(source.locate(where), messages.LEGEND_LOOK_UNDRAWN.format(
                look=written(entry.drawn, entry.swatch == "line"), drawn=", ".join(f"`{each}`" for each in drawn[:8]) or messages.LEGEND_NONE_DRAWN))
