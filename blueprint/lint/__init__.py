"""Lint: the house style's checks, run on the Scene (STYLE.md, "Checks that always hold").

    Scene --style--> each element alone: glyphs, sizes (also as the blog's
                     index shows the card, 400 px wide), contrast, margins
          --pairs--> every two elements that meet, judged by the policy of
                     roles (`policy.py`: what may touch what)
          --piles--> labels on labels, one finding a pile

Each finding names what it is about as the writer knows it, is located at the
spec node to change, says what would fix it, and carries its place on the card
for a draft to outline. The work stays linear in the size of the scene: what
stands near an element is found through a grid of buckets, never every pair.
"""

from __future__ import annotations

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint import pairs
from blueprint.rules import policy
from blueprint.lint import links, tick_echo, visible
from blueprint.rules.index import Buckets, Under
from blueprint.rules.repeats import repeats
from blueprint.lint.names import Names
from blueprint.lint.style import area, check_contrast, check_margins, check_shape, check_texts, contrast
from blueprint.scene import Rect, Scene, Text
from blueprint.sourcemap import SourceMap
from blueprint.text import Font
from blueprint.theme import Theme

__all__ = ["contrast", "lint"]

PILE = 20  # past this many labels under one label, the count says "at least"


def lint(scene: Scene, theme: Theme, font: Font, source: SourceMap, diagnostics: Diagnostics) -> None:
    names = Names(scene, source)
    texts = scene.texts()
    check_texts(texts, scene, theme, font, names, diagnostics)
    check_margins(scene, theme, names, diagnostics)
    for element in scene.elements:
        if isinstance(element, Rect) and element.role != "plate":  # a plate is paper by design: its words are what is seen
            check_shape(element, scene, theme, names, diagnostics)
    for meeting in pairs.meetings(scene, names):
        pairs.report(meeting, scene, names, theme.canvas.unit, diagnostics)
    links.check(scene, theme, names, diagnostics)
    visible.check(scene, names, diagnostics)
    tick_echo.check(scene, names, diagnostics)
    _check_piled_labels(scene, texts, source, diagnostics)
    for text, earlier in repeats(texts, names.mark_of, float("inf")):  # the same words twice for one mark
        diagnostics.error(source.locate(text.source), messages.SAID_TWICE.format(text=text.text, mark=names.name_mark(text)), area(text.box.union(earlier.box)))
    fills = Under(scene.width, scene.height, (
        (i, e.box) for i, e in enumerate(scene.elements) if isinstance(e, Rect) and e.paint.fill
    ))
    for index, element in enumerate(scene.elements):
        if isinstance(element, Text):
            check_contrast(element, index, scene, fills, theme, names, diagnostics)


def _check_piled_labels(scene: Scene, texts: list[Text], source: SourceMap, diagnostics: Diagnostics) -> None:
    """Each label that overlaps labels before it is one finding: the first it
    overlaps, and how many more (at least PILE, when they pile up). Labels of
    one key that crowd one another (an axis's tick figures, a list of row
    names) are one mistake, said once: the run of them, and what gives them room."""
    placed = Buckets(scene.width, scene.height)
    found: list[tuple[int, int, str]] = []  # (label, the first it meets, the message)
    crowds: dict[tuple[object, ...], list[tuple[int, int]]] = {}
    for index, text in enumerate(texts):
        first: int | None = None
        others: set[int] = set()
        spaced = policy.spaced(text)  # labels on one line closer than a space read as one
        for indices in placed.lists_near(spaced):
            for earlier in indices:
                if first is not None and earlier > first and len(others) > PILE:
                    break
                if earlier != first and earlier not in others and policy.spaced(texts[earlier]).overlaps(spaced):
                    if first is None or earlier < first:
                        if first is not None:
                            others.add(first)
                        first = earlier
                    else:
                        others.add(earlier)
        placed.add(index, text.box)
        if first is None:
            continue
        family = _family(text.source)
        if family and all(_family(texts[other].source) == family for other in (first, *others)):
            crowds.setdefault(family, []).append((index, first))
        other = f"label `{texts[first].text}`"
        if not others and not texts[first].box.overlaps(text.box):
            gap = max(texts[first].box.x - text.box.right, text.box.x - texts[first].box.right, 0.0)
            message = messages.LABEL_RUNS_INTO.format(text=text.text, other=other, gap=round(gap))
        elif not others:
            message = messages.LABEL_OVERLAP.format(text=text.text, other=other)
        else:
            more = (
                messages.OTHER_LABEL if len(others) == 1
                else messages.OTHER_LABELS_PILE.format(count=PILE) if len(others) > PILE
                else messages.OTHER_LABELS.format(count=len(others))
            )
            message = messages.LABEL_OVERLAP_MORE.format(text=text.text, other=other, more=more)
        found.append((index, first, message))
    folded = {index for pairs_ in crowds.values() if len(pairs_) > 1 for pair in pairs_ for index in pair}
    for index, first, message in found:
        if index not in folded:
            diagnostics.error(source.locate(texts[index].source), message, area(texts[index].box.union(texts[first].box)))
    for family, pairs_ in crowds.items():
        if len(pairs_) > 1:
            _report_crowd(family, sorted({i for pair in pairs_ for i in pair}), texts, source, diagnostics)


def _family(path: tuple[object, ...]) -> tuple[object, ...]:
    """The key a label comes from: its own node, or the list it is an item of
    (`row-labels: [node-a, node-b]` is one key); none, for a path that names no key."""
    family = path[:-1] if path and isinstance(path[-1], int) else path
    return family if family and isinstance(family[-1], str) else ()


SHOWN_IN_CROWD = 4  # labels a crowd names; the rest are counted


def _report_crowd(family: tuple[object, ...], indices: list[int], texts: list[Text], source: SourceMap, diagnostics: Diagnostics) -> None:
    """Labels of one key that run into one another, said once at the key."""
    crowd = sorted((texts[i] for i in indices), key=lambda text: (text.box.y, text.box.x))
    names = [f"`{text.text}`" for text in crowd[:SHOWN_IN_CROWD]]
    listed = ", ".join(names) + (messages.CROWD_MORE.format(count=len(crowd) - SHOWN_IN_CROWD) if len(crowd) > SHOWN_IN_CROWD else "")
    key = next((str(part) for part in reversed(family) if isinstance(part, str)), "")
    fix = messages.FIX_CROWDED_TICKS if key == "ticks" else messages.FIX_CROWDED_LABELS
    if key == "ticks" and len(family) > 1 and family[-2] in ("x", "y", "axis"):  # an axis part (`marks/axis.py`): its own ways out
        fix = messages.FIX_CROWDED_AXIS_TICKS.format(axis=family[-2])
    box = crowd[0].box
    for text in crowd[1:]:
        box = box.union(text.box)
    where = source.locate(crowd[0].source if family == crowd[0].source else family)
    diagnostics.error(where, messages.LABELS_CROWD.format(count=len(crowd), key=key, labels=listed, fix=fix), area(box))
