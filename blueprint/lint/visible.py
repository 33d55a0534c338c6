"""Every part the spec names shows on the card: a filled part painted over by
a part drawn after it (a 40-second segment at the least width, covered by the
next segment) keeps a strip at least MIN_ON_CARD px wide and tall, and at
least MIN_ON_INDEX px as the blog's index shows the card, 400 px wide, or it
is refused at its node: the writer asked for it, and the reader never sees it.

Only what later parts cover is judged here (a part too small on its own is
`style.py`'s); coverers are found through buckets, and each covered part is
sampled on a grid of at most SAMPLES a side, so the work stays linear."""

from __future__ import annotations

import math

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint.names import Names
from blueprint.lint.style import area
from blueprint.rules import policy
from blueprint.rules.index import Buckets
from blueprint.scene import Box, Element, Rect, Scene

MIN_ON_CARD = 2.0  # px: the narrowest strip of a part that reads as that part on the card
MIN_ON_INDEX = 1.0  # px on the 400 px index
INDEX_WIDTH = 400.0
SAMPLES = 48  # samples a side at most, each at most a quarter px apart


def least_strip(scene: Scene) -> float:
    """The narrowest visible strip, in the card's px, that shows on the card and on the index."""
    return max(MIN_ON_CARD, MIN_ON_INDEX * scene.width / INDEX_WIDTH)


PART_CLASSES = (policy.BODY, policy.STROKE)  # a part drawn as a filled box: a bar's, a segment's, a tier's... and a staircase's block tread or a range's uncertain rest


def _solid(element: object) -> bool:
    """A part drawn as a filled box, which a reader must see: of any mark
    and any kind of part (a backdrop band and a region lie under the ink by design)."""
    return isinstance(element, Rect) and bool(element.paint.fill) and policy.role_class(element) in PART_CLASSES


def _apart(first: tuple, second: tuple) -> bool:
    """Neither owns the other (a label's plate on its part, a part in its bar)."""
    shorter = min(len(first), len(second))
    return first[:shorter] != second[:shorter]


def _same_spot(first: Box, second: Box) -> bool:
    return all(abs(a - b) <= 0.01 for a, b in ((first.x, second.x), (first.y, second.y), (first.right, second.right), (first.bottom, second.bottom)))


def shown(box: Box, covers: list[Box]) -> tuple[float, float]:
    """The width and height of the part of `box` no box of `covers` hides:
    the columns and the rows of a sampling grid holding an uncovered sample."""
    across = max(1, min(SAMPLES, math.ceil(box.width * 4)))
    down = max(1, min(SAMPLES, math.ceil(box.height * 4)))
    dx, dy = box.width / across, box.height / down
    columns, rows = set(), set()
    for i in range(across):
        x = box.x + (i + 0.5) * dx
        hiding = [c for c in covers if c.x <= x <= c.right]
        for j in range(down):
            y = box.y + (j + 0.5) * dy
            if not any(c.y <= y <= c.bottom for c in hiding):
                columns.add(i)
                rows.add(j)
    return len(columns) * dx, len(rows) * dy


def _covers(element: Rect, index: int, elements: tuple, buckets: Buckets) -> list[Element] | None:
    """The parts drawn after `element` that hide some of it; None as soon as
    one stands on its very spot: two parts on one spot are `pairs.py`'s
    finding (a reader sees one where the spec has two), and a pile of icons
    drawn `over` one stops at the first, not at every later one."""
    covers = []
    for other in buckets.near(element.box):
        cover = elements[other]
        if other > index and _apart(element.owner, cover.owner) and cover.bounds.overlaps(element.box):
            if _same_spot(element.box, cover.bounds):
                return None
            covers.append(cover)
    return covers


def check(scene: Scene, names: Names, diagnostics: Diagnostics) -> None:
    """Refuse each named part that parts drawn after it hide, at its node."""
    elements = scene.elements
    solids = [(i, e) for i, e in enumerate(elements) if _solid(e)]
    buckets = Buckets(scene.width, scene.height, ((i, e.bounds) for i, e in solids))
    least = least_strip(scene)
    said: set[tuple] = set()
    for index, element in solids:
        assert isinstance(element, Rect)
        covers = None if element.owner in said else _covers(element, index, elements, buckets)
        if not covers:
            continue
        width, height = shown(element.box, [c.bounds for c in covers])
        if min(width, height) >= least:
            continue
        said.add(element.owner)
        cover = covers[-1]
        message = messages.PART_HIDDEN.format(
            what=names.name(element), other=names.name(cover), line=names.line(cover),
            shown=f"{min(width, height):.1f}", least=f"{least:g}", index=f"{min(width, height) * INDEX_WIDTH / scene.width:.1f}",
            side="wide" if width < least else "tall",
        )
        diagnostics.error(names.source.locate(element.source or element.owner), message, area(element.box))
