"""Connectors as a reader follows them: a line passes through no mark it does
not join (not even through the gutter between a grid's cells or a server's
bays, which no single part covers), and is long enough to read as a line;
and a guide never lies on a line another mark draws (it would be unseen)."""

from __future__ import annotations

import math

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.rules.geometry import crossed_ticks, runs_along, segment_hits_box, segments, wholly_along
from blueprint.lint import pairs
from blueprint.lint.names import Names
from blueprint.lint.style import area
from blueprint.scene import Box, Element, Scene, SpecPath

INSET = 4.0  # px a line may graze a mark's box before it runs through it
GROUPS = ("row", "column")


def check(scene: Scene, theme, names: Names, diagnostics: Diagnostics) -> None:
    lines: dict[SpecPath, list[Element]] = {}
    for element in scene.elements:
        if element.role in ("connector", "arrowhead"):
            lines.setdefault(names.mark_of(element.owner) or element.owner, []).append(element)
    for link, drawn in lines.items():
        _through_blocks(link, drawn, scene, names, diagnostics)
        _too_short(link, drawn, theme, names, diagnostics)
    _guides_on_lines(scene, names, diagnostics)


def _guides_on_lines(scene: Scene, names: Names, diagnostics: Diagnostics) -> None:
    """A guide (a drop, a pair of guides) that lies on a line or an edge another
    mark draws in its direction: a dashed line drawn over a solid one is not
    seen, and reads as that line. Said once a guide, at the guide; a guide
    that is all one drawn line (a drop along a reference line) passes, and so
    does one that crosses a tick at the place both mark (`crossed_ticks`)."""
    guides = [e for e in scene.elements if e.role == "guide"]
    for guide in guides:
        mark = names.mark_of(guide.owner)
        lines = [(e, crossed_ticks(guide, runs_along(guide, e))) for e in scene.elements if e.role != "guide" and e.kind != "text" and names.mark_of(e.owner) != mark]
        lines = [(e, stretches) for e, stretches in lines if stretches]
        if lines and not wholly_along(guide, [s for _, found in lines for s in found]):  # all of it one drawn line marks what is drawn
            under = lines[0][0]
            diagnostics.error(names.source.locate(guide.source), messages.GUIDE_ON_LINE.format(this=names.name(guide), other=names.name(under)), area(guide.bounds.union(under.bounds)))


def _through_blocks(link: SpecPath, drawn: list[Element], scene: Scene, names: Names, diagnostics: Diagnostics) -> None:
    """The first mark, not joined, whose box the line crosses."""
    info = names.marks.get(link)
    joined = info.joins if info is not None else ()
    for block in scene.blocks:
        if block.kind in GROUPS or any(_related(block.path, j) for j in joined) or _related(block.path, link):
            continue
        inner = block.box.grown(-INSET)
        if inner.width <= 0 or inner.height <= 0:
            continue
        if any(segment_hits_box((a[0], a[1], b[0], b[1]), inner) for e in drawn for a, b in segments(e)):
            name = f"{block.kind} `{block.id}`" if block.id else messages.article(block.kind)
            line = names.source.locate(block.path).line
            diagnostics.error(
                names.source.locate(link),
                messages.MEETS_THROUGH.format(this=names.name(drawn[0]), other=name, line=line) + "; " + pairs.route_advice(link, scene, names, name),
                area(Box.around([e.bounds for e in drawn] + [block.box]) or block.box),
                fix=(link + ("route",), pairs.other_routes(link, scene)[0]) if pairs.written_route(link, names) else None,
            )
            return


def _related(a: SpecPath, b: SpecPath) -> bool:
    return a[: len(b)] == b or b[: len(a)] == a


def _too_short(link: SpecPath, drawn: list[Element], theme, names: Names, diagnostics: Diagnostics) -> None:
    """A line whose drawn length (arrowheads aside) is under an arrowhead's is
    read as a floating head or a dash, not as a line from one mark to another."""
    body = [e for e in drawn if e.role == "connector"]
    length = sum(math.dist(a, b) for e in body for a, b in segments(e))
    shortest = theme.layout.minimum_arrow
    if length < shortest:
        diagnostics.error(
            names.source.locate(link),
            messages.LINK_TOO_SHORT.format(this=names.name(drawn[0]), length=round(length), minimum=int(shortest)),
            area(Box.around([e.bounds for e in drawn]) or drawn[0].bounds),
        )
