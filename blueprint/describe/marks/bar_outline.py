"""An empty bar outlined in dashes or dots, placed `above` or `below` a part
of another mark (a 4 GB request over the hole it does not fit): the reader
sees the outline of what that part is asked to hold, not one more of the bars.
It is not counted among the bars nor given a place among them ("the top bar"
stays the top bar of those drawn whole), is named a box, and is said right
after the mark whose part it stands over; named again by the word its label
and meaning share. Facts and nouns only: the sentences are the realisers'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.say.words import Words, head_noun
from blueprint.marks.bar.spec import BarSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode
    from blueprint.scene import SpecPath

BROKEN = ("dashed", "dotted")  # the outlines of what is planned or asked for, not drawn whole
OVER = ("above", "below")


def over_part(node: "MarkNode") -> str | None:
    """The reference (`frag.h6`) of the part this bar is the outline of; None
    where it is a bar in its own right: it has parts or a fill, a whole
    outline, or stands by no part of another mark."""
    if node.kind.name != "bar":
        return None
    bar = node.spec_as(BarSpec)
    if bar.parts or bar.look.filled or bar.look.outline not in BROKEN:
        return None
    own = f"{bar.id}." if bar.id else None
    return next((name for relation, name in node.kind.relations(node) if relation in OVER and "." in name and not (own and name.startswith(own))), None)


def named(node: "MarkNode") -> tuple[str, str]:
    """The outline's noun once brought in (as a box): the word its label and
    its meaning share ("request 4 GB", a 4 GB allocation request: the
    request), which the reader has read on it; else the box."""
    bar = node.spec_as(BarSpec)
    noun = head_noun(bar.means).lower() if bar.means else ""
    label = str(bar.label or "").lower().split()
    return (noun, Words().plural(noun)) if noun and noun in label else ("box", "boxes")


def holder_of(node: "MarkNode", ctx: "DescribeContext") -> "SpecPath | None":
    """The mark whose part this outline stands over (None: it is a bar of its own)."""
    name = over_part(node)
    ident = ctx.ident(name) if name is not None else None
    holder = ctx.mark_at(ident.path) if ident is not None else None
    return holder.path if holder is not None else None


def whole_bars(ctx: "DescribeContext") -> list["MarkNode"]:
    """The diagram's bars a reader counts and places ("the top bar"): every bar
    but the outlines standing over a part of another mark."""
    return [node for node in ctx.marks_of("bar") if over_part(node) is None]
