"""What lint calls the things it finds, as a writer knows them: "label
`owner returns`", "icon `gpu`", "reference line `target`", "a cell of grid
`top`". Built once per scene, so naming costs nothing per pair."""

from __future__ import annotations

from blueprint import messages
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Element, Scene, SpecPath, Text
from blueprint.sourcemap import SourceMap

NOUNS = {
    "floor": "floor line",
    "scale": "axis",
    "reference": "reference line",
    "brand": "wordmark",
    "sign": "icon",
}


def plural(word: str) -> str:
    """The plural of a role's noun ("boundaries", "cells", "axes")."""
    last = word.rsplit(" ", 1)[-1]
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if last.endswith(("s", "x")):
        return word + "es"
    return word + "s"


def noun(element: Element) -> str:
    return NOUNS.get(element.role, element.role)


class Names(MarkIndex):
    """What lint calls the elements of one scene."""

    def __init__(self, scene: Scene, source: SourceMap):
        super().__init__(scene.marks, scene.elements)
        self.scene = scene
        self.source = source
        self.labels: dict[SpecPath, str] = {}  # a thing's owner -> its label's words
        self.ids: dict[SpecPath, tuple[str, str]] = {path: (name, what) for mark in scene.marks for path, name, what in mark.parts}
        self.mark_ids = {mark.path: mark.id for mark in scene.marks}
        self.contrasts: dict[tuple, float] = {}  # a shape's paints -> its best contrast on the paper
        for element in scene.elements:
            if isinstance(element, Text) and element.role == "label" and element.owner[-1:] == ("label",):
                self.labels.setdefault(element.owner[:-1], element.text)

    def index(self, owner: SpecPath) -> int:
        """A mark's place in the spec, for blaming the later of two."""
        return self.order.get(self.mark_of(owner) or (), -1)

    def line(self, element: Element) -> int:
        return self.source.locate(element.source or element.owner).line

    def name_mark(self, element: Element) -> str:
        """The whole mark an element belongs to ("bar `a`"), when a finding meets several of its parts."""
        mark = self.marks.get(self.mark_of(element.owner) or ())
        if mark is None:
            return self.name(element)
        named = mark.id or self.labels.get(mark.path)
        return f"{mark.kind} `{named}`" if named else f"the {mark.kind}"

    def name(self, element: Element, count: int = 1) -> str:
        """`element` as the writer knows it; with a count, that many of its kind."""
        if isinstance(element, Text):
            return f"the wordmark `{element.text}`" if element.role == "brand" else f"label `{element.text}`"
        word = noun(element)
        mark = self.marks.get(self.mark_of(element.owner) or ())
        own = self.labels.get(element.owner)
        whole = mark is not None and element.owner == mark.path and (element.role in (mark.kind, "icon", "sign", "connector", "curve"))
        if count > 1:
            whose = f" of {mark.kind} `{mark.id}`" if mark is not None and mark.id else ""
            return f"{count} {plural(word)}{whose}"
        if whole and mark is not None and mark.id:
            return f"{mark.kind if element.role in ('icon', 'sign') else word} `{mark.id}`"
        if element.owner in self.ids:
            named, what = self.ids[element.owner]
            if what == word or word.endswith(" " + what):
                return f"{word} `{named}`"
            holder = f"{self.mark_ids[mark.path]}." if mark is not None and self.mark_ids.get(mark.path) else ""
            return f"{messages.article(word)} of {what} `{holder}{named}`"
        if own and (whole or mark is None or element.owner != mark.path):
            return f"{word} `{own}`"
        if own and mark is not None:
            return f"{messages.article(word)} of {mark.kind} `{own}`"
        if mark is not None and mark.id:
            return f"{messages.article(word)} of {mark.kind} `{mark.id}`"
        if mark is not None and self.labels.get(mark.path):
            return f"{messages.article(word)} of {mark.kind} `{self.labels[mark.path]}`"
        if mark is not None and element.owner != mark.path:
            return f"{messages.article(word)} of the {mark.kind}"
        return messages.article(word)
