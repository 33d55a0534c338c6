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
from blueprint.lint import links
from blueprint.rules.index import Buckets, Under
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
        if isinstance(element, Rect):
            check_shape(element, scene, theme, names, diagnostics)
    for meeting in pairs.meetings(scene, names):
        pairs.report(meeting, scene, names, theme.canvas.unit, diagnostics)
    links.check(scene, theme, names, diagnostics)
    _check_piled_labels(scene, texts, source, diagnostics)
    fills = Under(scene.width, scene.height, (
        (i, e.box) for i, e in enumerate(scene.elements) if isinstance(e, Rect) and e.paint.fill
    ))
    for index, element in enumerate(scene.elements):
        if isinstance(element, Text):
            check_contrast(element, index, scene, fills, theme, names, diagnostics)


def _check_piled_labels(scene: Scene, texts: list[Text], source: SourceMap, diagnostics: Diagnostics) -> None:
    """Each label that overlaps labels before it is one finding: the first it
    overlaps, and how many more (at least PILE, when they pile up)."""
    placed = Buckets(scene.width, scene.height)
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
        diagnostics.error(source.locate(text.source), message, area(text.box.union(texts[first].box)))
