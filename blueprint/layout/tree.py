"""The block tree: which marks flow in which group, and what is placed by what.

    marks --> flow    blocks with no relation, stacked in the root column or in
                      their group (`row`, `column`), in spec order
          --> attached blocks placed `right-of`, `below`, ... a block or one of
                      its parts: laid out with that block, which leaves them room
          --> pinned  blocks placed `at` a place of the card
          --> late    links, and blocks placed by a link: laid out once all they
                      refer to is placed

A circle of relations leaves its blocks out of every list; the engine reports it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from blueprint.marks.base import MarkNode
from blueprint.scene import SpecPath


@dataclass
class Block:
    """A mark or a group, with the blocks placed by relation to it."""

    node: MarkNode
    children: list["Block"] = field(default_factory=list)  # a group's flow
    gaps: dict[int, MarkNode] = field(default_factory=dict)  # link that sets the gap before child i
    attached: list["Block"] = field(default_factory=list)

    @property
    def path(self) -> SpecPath:
        return self.node.path

    @property
    def relation(self) -> tuple[str, str] | None:
        relations = self.node.kind.relations(self.node)
        return relations[0] if relations else None

    def walk(self) -> list["Block"]:
        """This block and every block inside or attached to it."""
        found = [self]
        for child in self.children + self.attached:
            found += child.walk()
        return found


def build(marks: tuple[MarkNode, ...]) -> tuple[list[Block], dict[int, MarkNode], list[Block], list[Block], list[MarkNode]]:
    """Sort every mark into the tree: (root flow, root gaps, pinned, late, stranded)."""
    blocks = {node.path: Block(node) for node in marks}
    by_id = {node.id: blocks[node.path] for node in marks if node.id}
    flows: dict[SpecPath | None, list[Block]] = {}
    gaps: dict[SpecPath | None, dict[int, MarkNode]] = {}
    pinned: list[Block] = []
    late: list[Block] = []
    pending_link: dict[SpecPath | None, MarkNode] = {}
    for node in marks:
        block = blocks[node.path]
        if node.kind.flow == "link":
            late.append(block)
            pending_link.setdefault(node.parent, node)
            continue
        relation = block.relation
        if relation is None:
            flow = flows.setdefault(node.parent, [])
            if node.parent in pending_link:
                gaps.setdefault(node.parent, {})[len(flow)] = pending_link.pop(node.parent)
            flow.append(block)
            continue
        kind, target = relation
        if kind == "at":
            pinned.append(block)
            continue
        host = by_id.get(target.split(".")[0])
        if host is None or host.node.kind.flow == "link":
            late.append(block)
        else:
            host.attached.append(block)
    for node in marks:
        if node.kind.holds_marks:
            blocks[node.path].children = flows.get(node.path, [])
            blocks[node.path].gaps = gaps.get(node.path, {})
    root = flows.get(None, [])
    reachable = {b.path for top in root + pinned + late for b in top.walk()}
    stranded = [node for node in marks if node.path not in reachable]
    return root, gaps.get(None, {}), pinned, late, stranded
