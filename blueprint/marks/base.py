"""What every mark module provides: its spec model, its layout, its description.

A mark is the unit of extension. The stages (loader, layout engine, describer)
only talk to marks through this interface, so adding a mark means adding one
module and registering it in `blueprint.marks`.
"""

from __future__ import annotations

from abc import ABC
from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from blueprint.model import SpecModel
from blueprint.scene import Box, Element, SpecPath

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.layout.draw.timescale import AxisRoom
    from blueprint.describe.say.facts import Statement
    from blueprint.sourcemap import SourceMap


AXIS_KINDS = ("timeline", "staircase", "curve")

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
    accepts: tuple[str, ...]


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


@dataclass
class MarkLayout:
    """What a mark's layout makes: elements, and the anchors other marks can use."""

    elements: list[Element] = field(default_factory=list)
    anchors: dict[str, Box] = field(default_factory=dict)
    scales: dict[str, Any] = field(default_factory=dict)  # a mark's axis by its id, for `same-scale`


class MarkKind(ABC):
    """One kind of mark. Instances are stateless; all state is passed in."""

    name: ClassVar[str]
    model: ClassVar[type[SpecModel]]
    flow: ClassVar[str] = "block"  # "block": stacked; "link": joins blocks
    noun: ClassVar[tuple[str, str]] = ("mark", "marks")
    speaks_for: ClassVar[tuple[str, ...]] = ()  # "from": its sentence tells the links leaving it; "to": arriving
    counted: ClassVar[bool] = True  # "Blueprint of two bars": counted; icons are named one by one
    holds_marks: ClassVar[bool] = False  # a group (`row`, `column`): the engine lays out its marks

    def ids(self, node: MarkNode) -> list[Ident]:
        return [Ident(node.id, node.path + ("id",), self.name, node)] if node.id else []

    def references(self, node: MarkNode) -> list[Ref]:
        """The ids this mark refers to; by default the axis it shares (`same-scale`)."""
        shared = getattr(node.spec, "same_scale", None)
        return [Ref(shared, node.path + ("same-scale",), "`same-scale`", AXIS_KINDS)] if shared else []

    def relations(self, node: MarkNode) -> list[tuple[str, str]]:
        """How a freely placed mark stands to another: [("right-of", "laptop")]."""
        relations = getattr(node.spec, "relations", None)
        return relations() if relations else []

    def needs(self, node: MarkNode) -> list[str]:
        """The anchors that must be placed before this mark can be laid out."""
        if self.flow == "link":
            return [ref.name for ref in self.references(node)]
        return [target for relation, target in self.relations(node)[:1] if relation != "at"]

    def check(self, node: MarkNode, ids: "Mapping[str, Ident]", source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """Value checks the model cannot express (shares that add up, say)."""

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """Whether `name` (after `id.`) is an anchor made from a value rather than
        listed in `ids` (a curve's `at-6h`)."""
        return False

    def key_of_anchor(self, node: MarkNode, name: str) -> SpecPath | None:
        """The key of the Thing its facts state for an anchor made from values
        (`row-1.cell-6` -> the sixth cell's key), so the alt text names the part
        a link ends at, not the mark; None where the spec path says it."""
        return None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        """How to name the anchors `has_anchor` accepts, for an error that lists
        them (`cell-1` to `cell-64`, `row-2.cell-3`)."""
        return []

    # layout
    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        """Draw inside `frame`, starting at its top. Fill its width if the mark is
        one that stretches; honour its height when finite (scale the drawing down
        to it, as far as the mark can), else draw at the preferred size."""
        raise NotImplementedError

    def finish(self, node: MarkNode, ctx: "LayoutContext", box: Box, anchors: "Mapping[str, Box]") -> list[Element]:
        """What the mark draws once every block is placed (`box`: where it stands;
        `anchors`: every anchor, final): lines to other marks. Nothing by default."""
        return []

    def gap(self, node: MarkNode, ctx: "LayoutContext") -> float:
        """For links: the space the link wants between the blocks it stands between."""
        return ctx.theme.layout.stack_gap

    def axis_room(self, node: MarkNode, ctx: "LayoutContext") -> "AxisRoom | None":
        """For a mark with a time axis: the room it wants left of the axis and
        past its end, and the time it spans (`draw.timescale.AxisRoom`). None
        for a mark without one."""
        return None

    def room(self, node: MarkNode, ctx: "LayoutContext") -> float:
        """For a link: the length of line it wants between two blocks standing
        side by side (its label's width and clearances). None by default."""
        return 0.0

    def link(self, node: MarkNode, ctx: "LayoutContext") -> MarkLayout:
        raise NotImplementedError

    # description
    def group_phrase(self, nodes: list[MarkNode], ctx: "DescribeContext") -> str | None:
        """The opening's phrase for several marks of this kind together, if it has one."""
        return None

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> "Statement":
        """What this mark states, as facts for the describe stage to plan, merge
        and realise; a mark writes no sentence of its own. Nothing by default."""
        from blueprint.describe.say.facts import Statement

        return Statement()

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """The noun phrase of this mark when a link names it and no thing its
        facts state holds the key (the speaker's fallback)."""
        return f"the {self.noun[0]}"
