"""What lint calls the things it finds, as a writer knows them: "label
`owner returns`", "icon `gpu`", "reference line `target`", "a cell of grid
`top`". Built once per scene, so naming costs nothing per pair."""

from __future__ import annotations

from blueprint import messages
from blueprint.scene import Element, MarkInfo, Scene, SpecPath, Text
from blueprint.sourcemap import SourceMap

NOUNS = {
    "floor": "floor line",
    "scale": "axis",
    "reference": "reference line",
    "brand": "wordmark",
}


def noun(element: Element) -> str:
    return NOUNS.get(element.role, element.role)


class MarkIndex:
    """The marks of a scene, found by the owners of their elements: which mark
    an element belongs to, and which marks a connector joins."""

    def __init__(self, marks: tuple[MarkInfo, ...]):
        self.marks = {mark.path: mark for mark in marks}
        self.order = {path: index for index, path in enumerate(self.marks)}
        self._mark_of: dict[SpecPath, SpecPath | None] = {}

    def mark_of(self, owner: SpecPath) -> SpecPath | None:
        """The innermost mark whose path begins `owner`."""
        if owner not in self._mark_of:
            found = None
            for length in range(len(owner), 0, -1):
                if owner[:length] in self.marks:
                    found = owner[:length]
                    break
            self._mark_of[owner] = found
        return self._mark_of[owner]

    def joined(self, link: SpecPath, other: SpecPath) -> bool:
        """Whether mark `link` joins `other`, or a mark inside it (a group)."""
        info = self.marks.get(link)
        return info is not None and any(target[: len(other)] == other or other[: len(target)] == target for target in info.joins)


class Names(MarkIndex):
    """What lint calls the elements of one scene."""

    def __init__(self, scene: Scene, source: SourceMap):
        super().__init__(scene.marks)
        self.scene = scene
        self.source = source
        self.labels: dict[SpecPath, str] = {}  # a thing's owner -> its label's words
        for element in scene.elements:
            if isinstance(element, Text) and element.role == "label" and element.owner[-1:] == ("label",):
                self.labels.setdefault(element.owner[:-1], element.text)

    def index(self, owner: SpecPath) -> int:
        """A mark's place in the spec, for blaming the later of two."""
        return self.order.get(self.mark_of(owner) or (), -1)

    def line(self, element: Element) -> int:
        return self.source.locate(element.source or element.owner).line

    def name(self, element: Element, count: int = 1) -> str:
        """`element` as the writer knows it; with a count, that many of its kind."""
        if isinstance(element, Text):
            return f"the wordmark `{element.text}`" if element.role == "brand" else f"label `{element.text}`"
        word = noun(element)
        mark = self.marks.get(self.mark_of(element.owner) or ())
        own = self.labels.get(element.owner)
        if count > 1:
            whose = f" of {mark.kind} `{mark.id}`" if mark is not None and mark.id else ""
            return f"{count} {word}s{whose}"
        if mark is not None and element.owner == mark.path and mark.id:
            return f"{mark.kind if element.role == mark.kind or element.role == 'icon' else word} `{mark.id}`"
        if own:
            return f"{word} `{own}`"
        if mark is not None and mark.id:
            return f"{messages.article(word)} of {mark.kind} `{mark.id}`"
        if mark is not None and self.labels.get(mark.path):
            return f"{messages.article(word)} of {mark.kind} `{self.labels[mark.path]}`"
        if mark is not None and element.owner != mark.path:
            return f"{messages.article(word)} of the {mark.kind}"
        return messages.article(word)
