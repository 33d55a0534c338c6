"""What frames state: the first frame of a spec states every frame (a counted
thing, each member with its title, where it stands among the frames, and what
it encloses), so that panels are said together ("two frames, before on the
left and after on the right"); the others state nothing of their own. The
realiser's "frame" form says them (`describe/realise/annotations.py`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.marks.frame import FrameSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode

NOUN = "frame"


class FrameDescriber(MarkDescriber):
    counted = False
    # said where it is written (after the panels, as a writer puts it), not
    # after the first panel: the first frame says them all

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        frames = ctx.marks_of("frame")
        for each in frames:
            ctx.places.draw(each.path)
        if frames and frames[0].path != node.path:
            return Statement(tells=(node.path,))  # said with the first
        members = tuple(_frame(each, [f.path for f in frames], ctx) for each in frames)
        if len(members) == 1:
            return Statement(members)
        first = members[0]
        return Statement((replace(first, key=("aggregate",) + first.key, count=len(members), members=members, label=None, means=None, alt=None, among=None, rank=0),), tells=tuple(f.path for f in frames))


def _frame(node: "MarkNode", kin: list, ctx: "DescribeContext") -> Thing:
    spec = node.spec_as(FrameSpec)
    keys = tuple(dict.fromkeys(key for key in (ctx.key_of(name) for name in spec.around) if key is not None))
    for key, name in zip(keys, spec.around):
        ctx.places.name(key, name)
    place = ctx.places.among(node.path, kin) if len(kin) > 1 else None
    outline = "dashed" if spec.outline == "dashed" else "solid"
    relation = Relation("encloses", node.path, keys[0] if keys else None, over=keys)
    return Thing(NOUN, node.path, look=Look("none", outline, filled=False), label=spec.title, note=spec.caption, means=spec.means, alt=spec.alt,
                 among=place.word if place is not None else None, rank=place.rank if place is not None else 0,
                 form="frame", relations=(relation,))
