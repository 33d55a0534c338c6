"""The towers mark: columns of stacked tiers on one shared foundation.

Spec: `towers`, each a list of tiers from the bottom up, a tier written as a
style (`solid`, `dashed`, `dotted`, `blue`, `dashed blue`, `hatched red`,
`cross`) or as a mapping with a label; `tiers` is the possible height ("up to
three tiers"), so missing tiers read as missing. Anchors: `ID.tower-N`,
`ID.tower-N.tier-M` (M from 1 at the bottom), `ID.foundation`, and the labels
of towers and tiers (`ID.tower-N.label`, `ID.tower-N.tier-M.label`).
Drawing: `layout/marks/towers.py`; facts: `describe/marks/towers.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.label import Label, Labelled
from blueprint.marks.look import LINE_COLOURS, OWN_COLOUR, Look, Looked, Parted, refuse_at
from blueprint.model import Alt, Identifier, Placed, SpecModel, Text
from blueprint.values import QuantityField, parse_quantity

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = ("grey", "blue", "red", "dark", "white")  # a tier's colour words (white: free, as a grid's free cell)
LINES = ("solid", "dashed", "dotted")
STYLE_WORDS = COLOURS + LINES + ("hatched", "cross")
SIZE_MOST = 1_000_000  # the largest value a tier holds, in its unit
TIERS_MOST = 12  # towers taller than this many units stand by their values (a ruler of more steps cannot be read)
NUMBERED = re.compile(r"tower-([1-9][0-9]*)(?:\.tier-([1-9][0-9]*))?(\.label)?")


class TierSpec(Looked, Labelled):
    """One tier in a look (`fill`, `hatch`, `outline`, `colour`: `marks/look.py`),
    or a red cross in its place. Its style words (`dashed blue`) and a `colour`
    with no `fill` are shorthands for a look: the tier is filled in its colour
    when solid or hatched, else only outlined in it (`dashed blue`: planned,
    a blue outline), and `white` is a free tier."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "left", "right")  # beside the tier, the towers spaced to hold it, or in it

    colour: Literal[COLOURS] | None = Field(None, description="the tier's colour: `grey` (captured), `blue`, `red`, `dark` or `white` (free); with `fill`, the outline's colour")  # type: ignore[valid-type]
    cross: bool = Field(False, description="a red cross where this tier would be")
    size: QuantityField = Field(parse_quantity(1), description="how tall it stands: a whole number of tiers (`2`: a double-height tier), or the value it holds (`52 GB`, `1.5`), every tier of the towers standing to one scale of their values (1, 4, 16 and 52 GB as four tiers, the last thirteen times the first's height)")

    @model_validator(mode="after")
    def _size_is_one_value(self) -> "TierSpec":
        """A tier's size is one value more than 0, not a range."""
        if self.size.is_range or self.size.low <= 0 or self.size.low > SIZE_MOST:
            refuse_at([("size", messages.TIER_SIZE_VALUE.format(found=self.size.written, most=SIZE_MOST))], {"size": self.size.written})
        return self

    @property
    def amount(self) -> float:
        """How tall it stands, in tiers or in its value's unit."""
        return float(self.size.low)

    @model_validator(mode="before")
    @classmethod
    def _from_words(cls, raw: Any) -> Any:
        """`dashed blue` -> {outline: dashed, colour: blue}; then a colour with
        no fill as the look it stands for: {fill: none, outline: dashed, colour: blue}."""
        if isinstance(raw, str):
            tier: dict[str, Any] = {}
            for word in raw.split():
                if word in COLOURS:
                    tier["colour"] = word
                elif word in LINES:
                    tier["outline"] = word
                elif word in ("hatched", "cross"):
                    tier[{"hatched": "hatch"}.get(word, word)] = True
                else:
                    raise PydanticCustomError("tier", messages.TIER_STYLE.format(word=word, hint=messages.suggestion(word, STYLE_WORDS), valid=messages.one_of(STYLE_WORDS)))
            raw = tier
        if isinstance(raw, dict) and "fill" not in raw and raw.get("colour", "grey") in COLOURS:
            raw = dict(raw)
            colour = raw.get("colour", "grey")
            filled = raw.get("outline", "solid") in ("solid", "none") or raw.get("hatch") is True
            raw["fill"] = colour if filled else "none"
            if colour == "white":  # free: white when filled, else a grey outline
                del raw["colour"]
        return raw

    @model_validator(mode="after")
    def _white_is_a_fill(self) -> "TierSpec":
        """With a `fill`, `colour` is the outline's, and no outline is white."""
        if self.colour == "white":
            refuse_at([("colour", messages.TIER_WHITE_OUTLINE.format(colours=messages.either(LINE_COLOURS)))], {"colour": self.colour})
        return self

    @property
    def look(self) -> Look:
        colour = self.colour if self.colour in LINE_COLOURS else None
        return Look(self.fill, self.hatch, self.outline, colour or OWN_COLOUR[self.fill])


class TowerSpec(SpecModel):
    label: Label | None = None
    tiers: list[TierSpec] = Field(max_length=12, description="from the bottom up")
    cross: bool = Field(False, description="a red cross across the whole tower: it does not work at all")

    @property
    def height(self) -> float:
        """How many tiers tall it stands, a tall tier counting for its size
        (in its values' unit, for tiers sized by their values)."""
        return sum(tier.amount for tier in self.tiers)


class TowersSpec(Placed, Parted):
    """Towers side by side on one foundation."""

    id: Identifier | None = None
    tiers: int | None = Field(None, ge=1, le=12, description="the possible height in tiers: `3` for up to three")

    @model_validator(mode="before")
    @classmethod
    def _height_in_tiers(cls, raw: Any) -> Any:
        """`height: 3` was once the height in tiers; now `height` is the block's size."""
        if isinstance(raw, dict) and isinstance(raw.get("height"), int) and not isinstance(raw.get("height"), bool) and raw["height"] <= 12:
            raise PydanticCustomError("tiers", messages.TOWERS_HEIGHT_IN_TIERS.format(count=raw["height"]))
        return raw
    towers: list[TowerSpec] = Field(min_length=1, max_length=12)
    foundation: Text | None = Field(None, description="a label under the foundation")
    alt: Alt | None = None

    @property
    def valued(self) -> bool:
        """Whether its tiers stand by their values (`size: 52 GB`, `1.5`), not in whole tiers."""
        sizes = [tier.size for tower in self.towers for tier in tower.tiers]
        return any(size.unit is not None or size.low.denominator != 1 for size in sizes) or max((t.height for t in self.towers), default=0) > TIERS_MOST

    @property
    def unit(self) -> str | None:
        """The unit its tiers' values are written in (`GB`), if any."""
        return next((tier.size.unit for tower in self.towers for tier in tower.tiers if tier.size.unit), None)


class TowersMark(MarkKind):
    name = "towers"
    model = TowersSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The tower block and its foundation; towers, tiers and their labels are
        numbered (`has_anchor`)."""
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, self.name, node), Ident(f"{node.id}.foundation", path, "foundation", node)]

    def runs_up(self, node: MarkNode, name: str) -> bool:
        """A tower and its tiers stand upward (the set of them, and the
        foundation under them, run left to right)."""
        return name.startswith("tower-") and not name.endswith(".label")

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`tower-N`, `tower-N.tier-M` for the towers and tiers there are, and
        `.label` after one of them that has a label."""
        found = NUMBERED.fullmatch(name)
        if not found:
            return False
        towers = node.spec_as(TowersSpec).towers
        index, level = int(found.group(1)), found.group(2)
        if index > len(towers):
            return False
        tower = towers[index - 1]
        if level is not None and int(level) > len(tower.tiers):
            return False
        return not found.group(3) or bool(tower.tiers[int(level) - 1].label if level else tower.label)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        spec = node.spec_as(TowersSpec)
        count = len(spec.towers)
        said = [messages.ANCHOR_ONE.format(name="tower") if count == 1 else messages.ANCHOR_RANGE.format(name="tower", last=count)]
        heights = [len(tower.tiers) for tower in spec.towers]  # anchors count tiers, whatever their size
        if any(heights):
            counts = str(heights[0]) if len(set(heights)) == 1 else messages.TOWER_TIER_COUNTS.format(counts=", ".join(map(str, heights)))
            said.append(messages.ANCHOR_PARTS.format(whole="tower", part="tier", order=messages.TOWER_TIERS_FROM, counts=counts))
        for index, tower in enumerate(spec.towers):
            said += [f"`tower-{index + 1}.label`"] if tower.label else []
            said += [f"`tower-{index + 1}.tier-{level + 1}.label`" for level, tier in enumerate(tower.tiers) if tier.label]
        return said

    def check(self, node: MarkNode, ids: Mapping[str, object], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(TowersSpec)
        unit = spec.unit
        for index, tower in enumerate(spec.towers):  # one scale: every value in one unit
            for level, tier in enumerate(tower.tiers):
                if unit is not None and "size" in tier.model_fields_set and tier.size.unit != unit:
                    diagnostics.error(source.locate(node.path + ("towers", index, "tiers", level, "size")), messages.TIER_SIZE_UNITS.format(found=tier.size.written, unit=unit))
        for index, tower in enumerate(spec.towers):
            if spec.tiers is not None and tower.height > spec.tiers:
                over = next(level for level in range(len(tower.tiers)) if sum(t.amount for t in tower.tiers[: level + 1]) > spec.tiers)
                diagnostics.error(
                    source.locate(node.path + ("towers", index, "tiers", over)),
                    messages.TOWER_TOO_TALL.format(tiers=f"{tower.height:g}", height=spec.tiers),
                )
