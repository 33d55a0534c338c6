"""What a key states: itself, a thing of the "key" form, with each of its
lines as a member (the swatch's look and the words beside it), in the order
the key shows them (`marks/legend.key_lines`, which its drawing reads too),
and the region of the drawing it stands in where it lies clear inside one.
The realiser's "key" form says it (`describe/realise/legend.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Statement, Thing, told_look
from blueprint.marks.label import lines_of
from blueprint.marks.legend import LegendSpec, key_lines

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

NOUN = "key"


class LegendDescriber(MarkDescriber):
    counted = False  # a key is said where it stands, never counted in the opening

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(LegendSpec)
        ctx.places.draw(node.path)
        members = tuple(
            Thing("line" if line.line else "swatch", node.path + ("lines", index), look=told_look(line.look, outline_alone=line.line),
                  label=" ".join(lines_of(line.words)), same_as=line.part)
            for index, line in enumerate(key_lines(node, ctx.spec.ids)))
        place = ctx.places.region(node.path)  # "at the upper right": only where the drawing shows it
        return Statement((Thing(NOUN, node.path, members=members, count=1, alt=spec.alt, form="key", region=place.word if place is not None else None),))
