"""What a group (`row`, `column`) states: the group as a thing, where it
stands among the groups beside it, and how it was placed. What it holds is
stated by the marks it holds: the describe stage puts them together ("a
column marked queue holding three model icons", "side by side in panels
marked before and after")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.lexicon.group import group_noun
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.icon import placed_against
from blueprint.describe.say.facts import Statement, Thing
from blueprint.marks.group import GroupMark, GroupSpec

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class GroupDescriber(MarkDescriber):
    counted = False

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """The group as a thing (form "links"): a panel, a row or a column
        (`lexicon/group.py`), laid out as its kind's direction."""
        spec = node.spec_as(GroupSpec)
        kind = node.kind
        assert isinstance(kind, GroupMark)  # the describer of `row` and `column` (`DESCRIBERS`)
        held = [other for other in ctx.spec.marks if other.parent == node.path]
        noun = group_noun(kind.name, bool(spec.label), len(held))
        holds = None if spec.label else self._holds(node, ctx)
        icons = len(held) > 1 and all(other.kind.name == "icon" for other in held)  # what its parts are, counted in the lead ("four icons in a row")
        thing = Thing(noun, node.path, label=spec.label, among=self._among(node, ctx), arrangement=kind.direction, alt=spec.alt, form="links", holds=holds,
                      part_noun="icon" if icons else None)
        return Statement((thing,), placed_against(node, ctx))

    @staticmethod
    def _holds(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """ "sixteen bars": the marks drawn in an unlabelled group, through the
        groups it holds, where they are all one counted kind; a row or a column is
        layout, nothing a reader sees, so it is named by what it holds."""
        from blueprint.describe.marks import describer_of  # the registry imports this module

        inside = [other for other in ctx.spec.marks if other.parent is not None and tuple(other.parent[: len(node.path)]) == node.path and not other.kind.holds_marks]
        nouns = {describer_of(other).nouns(other)[0] for other in inside}
        if len(inside) < 2 or len(nouns) != 1 or not all(describer_of(other).counted for other in inside):  # marks the opening counts ("as seventeen bars"); icons keep their own names
            return None
        return ctx.words.count(len(inside), nouns.pop())

    @staticmethod
    def _among(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """Left, right or middle among the groups side by side with it in what
        holds it ("the left panel")."""
        peers = [other for other in ctx.spec.marks if other.parent == node.parent and other.kind.holds_marks]
        place = ctx.place_among(node, peers)
        return place.word if place is not None and place.axis == "across" and place.word in ("left", "right", "middle") else None
