"""What a mark's description is given: the spec, the scene, words, and what was said."""

from __future__ import annotations

from dataclasses import dataclass, field

from blueprint.say.words import Words
from typing import Any

from blueprint.scene import Box, Scene, SpecPath
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

    def anchor(self, name: str) -> Box | None:
        return self.scene.anchors.get(name)

    def ident(self, name: str) -> Any:
        return self.spec.ids.get(name)

    def marks_of(self, kind: str) -> list[Any]:
        return [node for node in self.spec.marks if node.kind.name == kind]

    def mark_at(self, path: SpecPath) -> Any:
        for node in self.spec.marks:
            if path[: len(node.path)] == node.path:
                return node
        return None
