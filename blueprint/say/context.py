"""What a mark's description is given: the spec, the scene, words, and what was said."""

from __future__ import annotations

from dataclasses import dataclass, field

from blueprint.say.words import Words
from typing import Any

from blueprint.scene import Box, Placement, Scene, SpecPath
from blueprint.theme import Theme


@dataclass
class DescribeContext:
    spec: Any  # the loaded Spec (typed loosely: this module imports no stage and no mark)
    scene: Scene
    theme: Theme
    words: Words
    told: set[SpecPath] = field(default_factory=set)
    previous: set[SpecPath] = field(default_factory=set)
    current: set[SpecPath] = field(default_factory=set)

    def tell(self, path: SpecPath) -> None:
        """Record that a node is described in the sentence being written."""
        self.told.add(path)
        self.current.add(path)

    def was_just_told(self, path: SpecPath) -> bool:
        return path in self.previous

    def end_sentence(self) -> None:
        self.previous, self.current = self.current, set()

    def placement(self, path: SpecPath) -> Placement | None:
        """Where the layout put a block: its box, its place on the card, its relation."""
        return next((block for block in self.scene.blocks if block.path == path), None)

    def place_among(self, node: Any, peers: list[Any]) -> str:
        """Where a block stands among its peers, from the layout: "left", "right"
        or "middle" when they stand side by side; "top", then "second", "third"
        when stacked or scattered; nothing when it has no peer."""
        placed = [(peer, self.placement(peer.path)) for peer in peers]
        placed = [(peer, p) for peer, p in placed if p is not None]
        mine = self.placement(node.path)
        if mine is None or len(placed) < 2:
            return ""
        side_by_side = all(p.box.y < mine.box.bottom and mine.box.y < p.box.bottom for _, p in placed)
        if side_by_side:
            order = sorted(placed, key=lambda pair: pair[1].box.centre_x)
            index = [peer for peer, _ in order].index(node)
            if index == 0:
                return "left"
            if index == len(order) - 1:
                return "right"
            return "middle" if len(order) == 3 else self.words.ordinal(index + 1)
        order = sorted(placed, key=lambda pair: (round(pair[1].box.y), pair[1].box.x))
        index = [peer for peer, _ in order].index(node)
        return "top" if index == 0 else self.words.ordinal(index + 1)

    def introduce(self, node: Any, phrase: str) -> str:
        """A sentence that brings in a mark said as a noun phrase, with a verb and
        where it stands: "Below it stands a staircase ...", "There is ..."."""
        placed = self.placement(node.path)
        where = {"above": "above it", "below": "below it", "right-of": "to its right", "left-of": "to its left"}.get(placed.relation if placed else "", "")
        if not where and placed is not None and len(self.scene.blocks) > 1:
            where = {"top": "at the top", "bottom": "below"}.get(placed.down, "")
        return f"{where} stands {phrase}" if where else f"there is {phrase}"

    def anchor(self, name: str) -> Box | None:
        return self.scene.anchors.get(name)

    def ident(self, name: str) -> Any:
        return self.spec.ids.get(name)

    def marks_of(self, kind: str) -> list[Any]:
        return [node for node in self.spec.marks if node.kind.name == kind]

    def mark_at(self, path: SpecPath) -> Any:
        """The innermost mark whose node holds `path` (a grid, not the row holding it)."""
        holders = [node for node in self.spec.marks if path[: len(node.path)] == node.path]
        return max(holders, key=lambda node: len(node.path), default=None)
