"""Panels: two or more marks of one kind, in one group, drawn on one scale
(`same-scale`) and standing one above another or side by side. A reader
reads them as panels of one figure ("two panels on one time scale: in the
top panel, headed synchronous, ...; in the bottom panel, headed async, ..."),
not as two charts that happen to share an axis. Found here from the spec and
the composition; said by the opening (`describer.py`) and by each panel's
introduction (`context.py`)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from blueprint.describe.say.facts import Time
from blueprint.describe.say.places import Place, Places
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words
from blueprint.scene import SpecPath
from blueprint.values import SECONDS

Node = Any  # a MarkNode (this module imports no mark)


def panel_sets(marks: list[Node], holder_of: Callable[[Node], Node | None], places: Places) -> list[tuple[Node, ...]]:
    """Each set of panels, in the order they stand (top to bottom, left to
    right): marks on one scale, one kind, one parent, arranged in a line."""
    roots: dict[SpecPath, list[Node]] = {}
    for node in marks:
        holder = holder_of(node)
        if holder is None:
            continue
        root, seen = holder, {node.path}
        while (up := holder_of(root)) is not None and root.path not in seen:
            seen.add(root.path)
            root = up
        members = roots.setdefault(root.path, [root])
        if node not in members:
            members.append(node)
    sets = []
    for members in roots.values():
        if len(members) < 2 or len({m.kind.name for m in members}) != 1 or len({m.parent for m in members}) != 1:
            continue
        if places.arranged([m.path for m in members]) is None:
            continue
        boxes = {m.path: places.box(m.path) for m in members}
        sets.append(tuple(sorted(members, key=lambda m: (boxes[m.path].y, boxes[m.path].x))))  # type: ignore[union-attr]
    return sets


def panel_word(place: Place | None, ordinal: Callable[[int], str]) -> str | None:
    """ "the top panel", "the left panel", "the second panel": a panel by its
    place among the others (None where no place word is true)."""
    if place is None:
        return None
    word = place.word if place.word != "nth" else ordinal(place.rank)
    return f"the {word} panel"


def on_one_scale(node: Node, words: Words) -> str:
    """ "on one time scale of ten minutes" where the panels' axis is time (its
    length, where the mark's scale gives it), "on one step scale" where it is
    counted in a worded unit: `same-scale` shares the axis along the panels,
    never the value axes across them, which each panel draws at its own height
    (reader 7-A: "two panels on one scale" was false of two GB axes), else
    "on one scale"."""
    spec = node.spec
    unit = getattr(spec, "axis_unit", None) or getattr(spec, "unit", None)
    if unit not in SECONDS:
        return f"on one {unit} scale" if isinstance(unit, str) and unit.isalpha() and unit.islower() and len(unit) > 2 else "on one scale"
    scale = node.kind.scale(node)
    if scale is None or scale.end <= scale.start:
        return "on one time scale"
    length = Fraction(scale.end - scale.start).limit_denominator(10000) / SECONDS[unit]
    return f"on one time scale of {time_words(words, Time(length, unit))}"
