"""What a kind of mark declares: its spec model, its checks, its ids, the
references and relations it makes, and the anchors it names.

A mark is the unit of extension, in three files: this declaration (what a mark
is, read by the loader and every stage), a drawer in `blueprint.layout.marks`
and a describer in `blueprint.describe.marks`, each registered by the kind's
name. A declaration draws nothing and says nothing.
"""

from __future__ import annotations

from abc import ABC
from dataclasses import dataclass
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from blueprint.marks.positions import Scale, along_anchor, position_name, scale_anchor
from blueprint.model import SpecModel
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.marks.look import DrawnLook
    from blueprint.sourcemap import SourceMap


AXIS_KINDS = ("timeline", "staircase", "curve")
SCALE_KINDS = AXIS_KINDS + ("columns",)  # what `same-scale` may name: a mark with a time axis, or columns at places

S = TypeVar("S", bound=SpecModel)


@dataclass(frozen=True)
class Ident:
    """An id a mark defines (`top`, or `top.busy` for one of its parts)."""

    name: str
    path: SpecPath
    what: str  # "bar", "part", ...
    node: Any


@dataclass(frozen=True)
class Ref:
    """A reference a mark makes to an id, and what it may refer to."""

    name: str
    path: SpecPath
    role: str
    accepts: tuple[str, ...]  # the kinds of anchor it may name; ANY_ANCHOR: any


ANY_ANCHOR: tuple[str, ...] = ()  # a reference that may name any mark, group, part or anchor (a connector's ends, a bracket's run)


@dataclass(frozen=True)
class MarkNode:
    """One validated mark of a spec, with where it stands in the spec."""

    kind: "MarkKind"
    spec: SpecModel
    path: SpecPath
    index: int
    parent: SpecPath | None = None  # the group (`row`, `column`) that holds it, if any

    @property
    def id(self) -> str | None:
        return getattr(self.spec, "id", None)

    def spec_as(self, model: type[S]) -> S:
        """The node's spec as its kind's model (`node.spec_as(BarSpec)`): the
        registry guarantees it, and the type checker then knows every key."""
        if not isinstance(self.spec, model):
            raise TypeError(f"{self.kind.name} node holds {type(self.spec).__name__}, not {model.__name__}")
        return self.spec


class MarkKind(ABC):
    """One kind of mark. Instances are stateless; all state is passed in."""

    name: ClassVar[str]
    model: ClassVar[type[SpecModel]]
    flow: ClassVar[str] = "block"  # "block": stacked; "link": joins blocks
    holds_marks: ClassVar[bool] = False  # a group (`row`, `column`): the engine lays out its marks
    plotted: ClassVar[bool] = False  # draws values in a plot (a curve, columns at places): a block `above` a place on it stands over the plot there

    def ids(self, node: MarkNode) -> list[Ident]:
        return [Ident(node.id, node.path + ("id",), self.name, node)] if node.id else []

    def references(self, node: MarkNode) -> list[Ref]:
        """The ids this mark refers to; by default the axis it shares (`same-scale`)."""
        shared = getattr(node.spec, "same_scale", None)
        return [Ref(shared, node.path + ("same-scale",), "`same-scale`", SCALE_KINDS)] if shared else []

    def relations(self, node: MarkNode) -> list[tuple[str, str]]:
        """How a freely placed mark stands to another: [("right-of", "laptop")]."""
        relations = getattr(node.spec, "relations", None)
        return relations() if relations else []

    def needs(self, node: MarkNode) -> list[str]:
        """The anchors that must be placed before this mark can be laid out."""
        if self.flow == "link":
            return [ref.name for ref in self.references(node)]
        return [target for relation, target in self.relations(node)[:1] if relation != "at"]

    def asks(self, node: MarkNode) -> list[str]:
        """Anchors made from values that the mark draws from without referring to
        them by name (a band: its mark's `plot` and the two positions it spans;
        a block `over` a part at a place `along` it: that place on the part's mark)."""
        along = along_anchor(node.spec)
        return [along] if along is not None else []

    def behind(self, node: MarkNode) -> str | None:
        """The id of the mark this one is drawn behind (a band), or None."""
        return None

    def check(self, node: MarkNode, ids: "Mapping[str, Ident]", source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Value checks the model cannot express (shares that add up, say)."""

    def check_among(self, node: MarkNode, marks: "Sequence[MarkNode]", ids: "Mapping[str, Ident]", source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Checks against the other marks of the spec (a key's entries against
        the looks they draw). Nothing by default."""

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """Whether `name` (after `id.`) is an anchor made from a value rather than
        listed in `ids` (a curve's `at-6h`); by default a position on the
        mark's scale, if it has one (`marks/positions.py`)."""
        return scale_anchor(self.scale(node), name)

    def point_anchor(self, node: MarkNode, name: str) -> bool:
        """Whether the anchor `name` (after `id.`) stands for a position drawn
        with a marker (a curve's point, a timeline's event), or a position on
        its scale: what spans it ends at its centre, not at the far edge of its box."""
        scale = self.scale(node)
        return scale is not None and self.has_anchor(node, name) and scale.position(position_name(name)) is not None

    def runs_up(self, node: MarkNode, name: str) -> bool:
        """Whether the anchor `name` (after `id.`; empty for the mark itself)
        runs upward, so its `start` is its bottom and its `end` its top (an
        upright bar and its parts, a tower and its tiers); else it runs in
        reading order, its `start` its left edge and its `end` its right."""
        return False

    def scale(self, node: MarkNode) -> Scale | None:
        """What the mark's scale measures (a time axis, a curve's x axis, a bar's
        ruled `scale` with values at its ends), for positions on it (`at-90s`)
        and `band`s; None for a mark that draws none."""
        return None

    def scale_summary(self, node: MarkNode) -> list[str]:
        """How to name the anchors its scale makes, for an error listing them."""
        scale = self.scale(node)
        return [] if scale is None else ["`plot`", scale.summary()]

    def key_of_anchor(self, node: MarkNode, name: str) -> SpecPath | None:
        """The key of the Thing its facts state for an anchor made from values
        (`row-1.cell-6` -> the sixth cell's key), so the alt text names the part
        a link ends at, not the mark; None where the spec path says it."""
        return None

    def drawn_looks(self, node: MarkNode) -> "list[DrawnLook]":
        """The looks its parts are drawn in, for a key (`legend`): every part
        in a look under its spec (`marks/look.drawn_looks`); a kind whose
        parts take looks from values adds those (a grid's cell states)."""
        from blueprint.marks.look import drawn_looks

        return drawn_looks(node.spec, node.path)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        """How to name the anchors `has_anchor` accepts, for an error that lists
        them (`cell-1` to `cell-64`, `row-2.cell-3`)."""
        return []
