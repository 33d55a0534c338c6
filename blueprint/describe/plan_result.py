"""The plan the describer speaks from (`describe/plan.py` makes it): the marks'
reading order, what each states, what each says (aggregated, composed), which
mark is said in another's turn, and the relations planned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from blueprint.marks.base import MarkNode
from blueprint.describe.say.facts import Relation, Statement, Thing


SpecPath = tuple


@dataclass
class Plan:
    order: list[MarkNode]
    statements: dict[SpecPath, Statement | None]
    speaks: dict[SpecPath, list[Thing]] = field(default_factory=dict)  # a mark's things as said (aggregated, composed)
    said_with: dict[SpecPath, SpecPath] = field(default_factory=dict)  # a mark said in another mark's turn
    relations: list[Relation] = field(default_factory=list)  # the links' relations, planned by the describer
    placements: list[Relation] = field(default_factory=list)  # how blocks were placed against others
    silent: set = field(default_factory=set)  # panels the marks they hold say themselves
    reserved: dict[int, SpecPath] = field(default_factory=dict)  # a relation (by id) a mark's facts took from `ctx.arrivals`: that mark says it

    def thing_of(self, node: MarkNode) -> Thing | None:
        """The thing that says a mark: its own, or the counted or group thing it
        is said in."""
        path = self.said_with.get(node.path, node.path)
        things = self.speaks.get(path) or []
        return things[0] if things else None

