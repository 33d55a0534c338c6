"""Each kind's facts, by kind name: the describe stage's registry.

A kind's describer is imported the first time a spec describes that kind
(`blueprint.lazy`), as a kind's model is in `blueprint.marks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber, Phrase
from blueprint.lazy import Lazy

from blueprint.describe.say.facts import Statement

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

# kind name -> "module:class"; every kind in `blueprint.marks.KINDS` has one
DESCRIBERS: Mapping[str, MarkDescriber] = Lazy(
    {
        "bar": "blueprint.describe.marks.bar:BarDescriber",
        "guides": "blueprint.describe.marks.guides:GuidesDescriber",
        "icon": "blueprint.describe.marks.icon:IconDescriber",
        "connector": "blueprint.describe.marks.connector:ConnectorDescriber",
        "grid": "blueprint.describe.marks.grid:GridDescriber",
        "timeline": "blueprint.describe.marks.timeline:TimelineDescriber",
        "staircase": "blueprint.describe.marks.staircase:StaircaseDescriber",
        "towers": "blueprint.describe.marks.towers:TowersDescriber",
        "curve": "blueprint.describe.marks.curve:CurveDescriber",
        "note": "blueprint.describe.marks.note:NoteDescriber",
        "bracket": "blueprint.describe.marks.bracket:BracketDescriber",
        "dimension": "blueprint.describe.marks.dimension:DimensionDescriber",
        "drop": "blueprint.describe.marks.drop:DropDescriber",
        "frame": "blueprint.describe.marks.frame:FrameDescriber",
        "columns": "blueprint.describe.marks.columns:ColumnsDescriber",
        "band": "blueprint.describe.marks.band:BandDescriber",
        "legend": "blueprint.describe.marks.legend:LegendDescriber",
        "queue": "blueprint.describe.marks.queue:QueueDescriber",
        "row": "blueprint.describe.marks.group:GroupDescriber",
        "column": "blueprint.describe.marks.group:GroupDescriber",
    },
    lambda describer: describer(),  # describers are stateless
)


def describer_of(node: "MarkNode") -> MarkDescriber:
    """The facts of a node's kind."""
    return DESCRIBERS[node.kind.name]


def facts_of(node: "MarkNode", ctx: "DescribeContext") -> Statement:
    """A mark's facts; what stating them brings in is recorded as told."""
    statement = describer_of(node).facts(node, ctx)
    for key in statement.tells:
        ctx.tell(key)
    return statement


def group_phrase_of(nodes: list["MarkNode"], ctx: "DescribeContext") -> str | None:
    """The opening's phrase for marks of one kind, if the kind has one; what
    it brings in is recorded as told."""
    return _said(describer_of(nodes[0]).group_phrase(nodes, ctx), ctx)


def relation_phrase_of(node: "MarkNode", ctx: "DescribeContext") -> str:
    """A mark's noun phrase where a link names it; recorded as told as the kind says."""
    return _said(describer_of(node).relation_phrase(node, ctx), ctx) or ""


def _said(phrase: Phrase, ctx: "DescribeContext") -> str | None:
    for key in phrase.tells:
        ctx.tell(key)
    return phrase.text


__all__ = ["DESCRIBERS", "MarkDescriber", "Phrase", "describer_of", "facts_of", "group_phrase_of", "relation_phrase_of"]
