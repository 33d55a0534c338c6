"""Words that repeat an axis's figure beside it: a label standing in (or just
under) the row of an axis's figures, on one of them, saying its number
("85%" under the tick "85", review 10-a) reads as a second tick, or as the
figure said twice. Refused at the label, for every axis (a curve's, a
timeline's, a staircase's, a column chart's, a bar's ruled scale): its fix
leaves the label out, the figure naming the place already."""

from __future__ import annotations

import re

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint.names import Names
from blueprint.lint.style import area
from blueprint.scene import Scene, Text

NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
# A number and the unit word written right after it, if any (`1 ms`, `85%`, `1 gb`).
MEASURE = re.compile(r"(-?\d+(?:\.\d+)?)\s*([A-Za-z%]+)?")


def figure(text: Text) -> bool:
    """An axis's own words at a tick (its figures), not its title."""
    owner = tuple(text.owner)
    return "ticks" in owner or (bool(owner) and owner[-1] == "scale")


def _numbers(words: str) -> list[float]:
    return [float(n) for n in NUMBER.findall(words)]


def _measures(words: str) -> list[tuple[float, str]]:
    """Each number with the unit word after it ('' for none), lower case."""
    return [(float(n), unit.lower()) for n, unit in MEASURE.findall(words)]


def _says_again(label: Text, shown: Text) -> bool:
    """Whether the label's numbers are the figure's, in the same units where
    both write one: "1 gb" under the figure "1 ms" is another quantity, not
    a second tick; "85%" under "85" is the figure said again."""
    said, figure_said = _measures(label.text), _measures(shown.text)
    if [n for n, _ in said] != [n for n, _ in figure_said]:
        return False
    return all(not a or not b or a == b for (_, a), (_, b) in zip(said, figure_said))


def _beside(label: Text, shown: Text) -> bool:
    """In the figure's column, at its row or under it by up to a line; or in
    its row, within a line of it."""
    line = max(label.box.height, shown.box.height)
    a, b = label.box, shown.box
    column = a.x < b.right and b.x < a.right and b.y - 2.0 <= a.y <= b.bottom + line
    row = a.y < b.bottom and b.y < a.bottom and a.x < b.right + line and b.x < a.right + line
    return column or row


def check(scene: Scene, names: Names, diagnostics: Diagnostics) -> None:
    """Refuse each label that stands on an axis's figure and says its number."""
    texts = [e for e in scene.elements if isinstance(e, Text)]
    figures = [t for t in texts if figure(t) and _numbers(t.text)]
    if not figures:
        return
    for label in texts:
        if figure(label) or label.role == "brand" or not label.source:
            continue
        if not _numbers(label.text):
            continue
        echoed = next((f for f in figures if _says_again(label, f) and _beside(label, f)), None)
        if echoed is None:
            continue
        node = tuple(label.source)[:-1]
        keys = sorted({str(path[len(node)]) for path in names.source.values if path[: len(node)] == node and len(path) > len(node)
                       and str(path[len(node)]).startswith("label-")})  # `label-side`, `label-align`: said of the label, they go with it
        message = messages.TICK_ECHO.format(label=label.text, figure=echoed.text, line=names.line(echoed))
        if keys:
            message += messages.TICK_ECHO_WITH.format(keys=", ".join(f"`{k}`" for k in keys))
        diagnostics.error(names.source.locate(label.source), message, area(label.box.union(echoed.box)), fix=None if keys else (tuple(label.source), None))
