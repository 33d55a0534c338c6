"""The connector mark: a line or arrow between two marks, parts or anchors.

Spec: `from` and `to` (a mark, a part, or an anchor such as `gpu.status`), a
route (straight, elbow, curved), an outline rhythm, a weight, a colour, arrow
heads, a noun for what it stands for (`cable`), a label, a cut (a red cross
a share of the way along, with words beside it if given: `CutSpec`) and
icons it carries (a clock above it).
The kind holds what a connector is: its spec, its check (one start, from a
mark or from an edge), the ids it defines (itself and its `start`, `end` and
`middle` anchors) and the ids it refers to. It is drawn in
`layout/marks/connector/` and its facts are stated in
`describe/marks/connector.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal

from pydantic import Discriminator, Field, Tag

from blueprint import messages
from blueprint.icons import ICON_NAMES
from blueprint.marks.base import ANY_ANCHOR, Ident, MarkKind, MarkNode, Ref
from blueprint.marks.label import Label, Labelled, SIDES_APART
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text
from blueprint.model import no_items
from blueprint.values import Along, AlongField, parse_along

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap

COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}  # a colour by meaning -> the theme's ink
WEIGHTS = {"thin": "outline", "thick": "thick"}  # a weight -> the theme's stroke width
ENDS = ("start", "end", "middle")


def _middle() -> Along:
    return parse_along("50%")


class CarrySpec(SpecModel):
    """An icon carried along a connector, a share of the way from its start."""

    icon: Literal[ICON_NAMES]  # type: ignore[valid-type]
    at: AlongField = Field(default_factory=_middle, description="how far along the line it is carried: a share of the line (`30%`); the middle by default")
    side: Literal["above", "below", "on"] = "above"
    colour: Literal[tuple(COLOURS)] = "grey"  # type: ignore[valid-type]
    size: Literal["small", "medium", "large"] = "small"
    label: Label | None = Field(None, description="words beside the carried icon, as an icon's label: what it carries (`12 GB`)")
    label_side: Literal["below", "above", "left", "right"] | None = Field(
        None, alias="label-side", description="which side of the carried icon its label takes; by default the side away from the line (`below` for an icon on it)"
    )

    needs = {"label_side": "label"}


class CutSpec(Labelled):
    """The red cross on a connector, written whole: where along it (`at`) and
    the words set beside it (`label`: "reserved"), which are the cross's, so
    red unless `label-colour` says otherwise, and said with the cross ("a red
    cross marked reserved cuts the arrow"). A cross is no area: its words
    stand on any side of it, never inside."""

    label_sides: ClassVar[tuple[str, ...]] = SIDES_APART
    at: AlongField = Field(description="how far along the line the red cross stands: `50%`, 0.5 or 1/2")


def _cut_kind(raw: Any) -> str:
    """Which spelling a `cut` is: written whole (a mapping) or a share alone."""
    return "whole" if isinstance(raw, (dict, CutSpec)) else "share"


class ConnectorSpec(SpecModel):
    """A line or arrow from one mark (or part, or anchor) to another."""

    needs = {"label_at": "label", "label_side": "label"}

    id: Identifier | None = None
    source: Reference | None = Field(None, alias="from", description="where it starts: a mark, a part, or an anchor (`gpu.status`)")
    arrives_from: Literal["left", "right", "top", "bottom"] | None = Field(
        None, alias="arrives-from", description="instead of `from`: the arrow comes in from this edge of the canvas"
    )
    to: Reference = Field(description="where it ends")
    route: Literal["straight", "elbow", "curved", "diagonal"] = Field("straight", description="`straight` (level or upright where the ends line up), `elbow`, `curved`, or `diagonal`: one straight line between the middles of the sides that face each other, slanting where the ends do not line up")
    outline: Literal["solid", "dashed", "dotted"] = "solid"
    weight: Literal[tuple(WEIGHTS)] = Field("thin", description="thin (2 px) or thick (5 px, the main movement)")  # type: ignore[valid-type]
    colour: Literal[tuple(COLOURS)] = "grey"  # type: ignore[valid-type]
    arrow: Literal["end", "start", "both", "none"] = "none"
    noun: Text | None = Field(None, description="what the line is called in the alt text: `cable`, `request`")
    means: Text | None = Field(None, description="what the line stands for, said after it in the alt text (`the checkpoint handed to the new node`)")
    label: Label | None = None
    label_at: AlongField | None = Field(None, alias="label-at", description="where along the line its label stands first (`30%`); by default the middle, else wherever it is clear")
    label_side: Literal["above", "below", "left", "right"] | None = Field(None, alias="label-side", description="which side of the line its label takes first")
    cut: Annotated[Annotated[AlongField, Tag("share")] | Annotated[CutSpec, Tag("whole")], Discriminator(_cut_kind)] | None = Field(
        None, description="a red cross this share of the way along (`cut: 65%`), or written whole with words beside it: `{at: 65%, label: reserved}` (red, as the cross, unless `label-colour`; on the side `label-side` asks, else the first clear one)"
    )
    carries: list[CarrySpec] = Field(default_factory=no_items, max_length=8)
    alt: Alt | None = None


def cut_of(spec: ConnectorSpec) -> CutSpec | None:
    """The connector's cross as one model, whether written as a share alone or whole."""
    if spec.cut is None or isinstance(spec.cut, CutSpec):
        return spec.cut
    return CutSpec.model_construct(at=spec.cut)


class ConnectorMark(MarkKind):
    name = "connector"
    model = ConnectorSpec
    flow = "link"

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, "connector", node)] + [Ident(f"{node.id}.{e}", path, "anchor", node) for e in ENDS]

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(ConnectorSpec)
        refs = [Ref(spec.to, node.path + ("to",), "`to`", ANY_ANCHOR)]
        if spec.source:
            refs.insert(0, Ref(spec.source, node.path + ("from",), "`from`", ANY_ANCHOR))
        return refs

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(ConnectorSpec)
        if (spec.source is None) == (spec.arrives_from is None):
            both = spec.source is not None
            diagnostics.error(source.last_of(node.path, ("from", "arrives-from")) if both else source.locate(node.path), messages.CONNECTOR_START)
