"""The layout engine: Spec -> Scene.

    marks --tree--> flow (root column, groups), attached, pinned, late   (tree.py)
          --compose at a shrink level--> frames, marks drawn in them      (compose.py)
              1. the root column, every block at its preferred size
              2. links, and blocks placed by links
              3. the whole centred on the card; blocks pinned `at` a place
          --fit--> if that overflows the card, the largest shrink level at
                   which it fits (bisection: marks scale their drawing, text
                   keeps its size); if even the smallest overflows, a located
                   error naming the mark that takes the room
          --positions--> where each block stands, how blocks stand to each
                   other, and two blocks on one spot as an error  (positions.py)
          --> Scene, with the brand's wordmark in its corner

Each stage has its module: one pass at given levels (`passes.py`), the
search over the levels (`levels.py`), a pass with its labels placed
(`labelled.py`), and what is said when nothing fits (`no_room.py`); this
module runs them in order and settles gaps and balance last.

The engine knows no particular mark: it asks each mark to draw itself in a
frame and only moves, stacks and collects what it returns.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout import positions
from blueprint.layout.reach import reach_marks
from blueprint.layout.labelled import clashes_once_labelled, label_room, with_labels
from blueprint.layout.levels import fit
from blueprint.layout.axes import axis_groups
from blueprint.layout.ends import shared_ends
from blueprint.layout.leaders import set_apart
from blueprint.layout.series_leaders import told_apart
from blueprint.layout.no_room import squeezed_messages
from blueprint.layout.part_leaders import tied_back
from blueprint.layout.passes import Pass
from blueprint.layout.room import link_lengths, placed_room
from blueprint.layout.relations import check_relations
from blueprint.layout.shared_scales import check_shared_scales
from blueprint.layout.tree import build
from blueprint.marks.positions import end_of
from blueprint.marks.base import MarkNode
from blueprint.rules.policy import BRAND_CLEARANCE
from blueprint.scene import Box, Element, MarkInfo, Scene

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec
    from blueprint.text import Font
    from blueprint.theme import Theme

def layout(spec: "Spec", theme: "Theme", font: "Font", diagnostics: Diagnostics) -> Scene:
    """Lay out every mark of `spec`; problems go to `diagnostics`."""
    canvas = Box(0, 0, theme.canvas.width, theme.canvas.height)
    content = _content(theme, font, canvas)
    named = (
        [ref.name for node in spec.marks for ref in node.kind.references(node)]
        + [target for node in spec.marks for relation, target in node.kind.relations(node) if relation != "at"]
        + [name for node in spec.marks for name in node.kind.asks(node)]
    )
    wanted = frozenset(named + [end[0] for name in named if (end := end_of(name)) is not None])  # an end's anchor is made to find its end
    ctx = LayoutContext(theme, font, spec.source, diagnostics, canvas, content, spec.ids, wanted=wanted)
    lengths = link_lengths(spec.marks, ctx)
    ctx = replace(ctx, rooms=placed_room(spec.marks, lengths), links=lengths, ends=shared_ends(spec.marks, ctx), axis_groups=axis_groups(spec.marks, ctx), marks=tuple(spec.marks))
    root, gaps, pinned, late, stranded = build(spec.marks)
    tree = (root, gaps, pinned, late)
    sizes: dict = {}
    reports = Diagnostics(ctx.source.path)  # what fitting found (no room): said only of the composition that stands
    chosen, marks, elements, reports = _uncrowded(spec, ctx, tree, (fit(spec, ctx, tree, sizes, reports), reports))
    chosen, marks, elements = _balanced(spec, ctx, tree, chosen, (marks, elements))
    elements = told_apart(elements, marks, theme.layout.label_gap, theme.layout.leader_dot, theme.layout.leader_length)  # a series' words as near another line as their own: on a leader
    elements = set_apart(elements, spec.marks, marks, label_room(ctx), theme.layout.leader_length, theme.layout.leader_dot)  # last: a leader sizes nothing
    elements = tied_back(elements, marks, theme.layout.label_gap, theme.layout.leader_dot, theme.layout.leader_length)  # words held just off their part: a leader to it
    elements = reach_marks(elements)  # after every label: a line beyond words that moved goes on to its mark
    blocks = positions.placements(spec.marks, chosen.laid, canvas)
    squeezed = squeezed_messages(reports, positions.same_spots(spec.marks, blocks), ctx)
    for diagnostic in reports.errors + chosen.diagnostics.errors:
        diagnostics.error(diagnostic.location, squeezed.get(diagnostic, diagnostic.message), diagnostic.area, fix=diagnostic.fix)
    for node in stranded + [b.node for b in chosen.stranded]:
        _report_unplaced(node, spec, ctx)
    if not squeezed:
        positions.same_spot(spec.marks, blocks, ctx)
    check_shared_scales(spec, chosen.laid, ctx)
    check_relations(spec, chosen.laid, root + pinned + [b for b in late if b.node.kind.flow != "link"], ctx)
    return Scene(
        width=canvas.width,
        height=canvas.height,
        paper="paper",
        elements=tuple(_behind(elements, spec)),
        anchors=dict(sorted(chosen.laid.anchors.items())),
        title=spec.header.subject or "",
        font_file=theme.font_file,
        blocks=tuple(blocks),
        marks=marks,
    )


def _behind(elements: list, spec: "Spec") -> list:
    """Marks drawn behind another (a band behind its curve): their elements
    just before that mark's first, so its own ink lies over them."""
    behind = {node.path: spec.ids[target].node.path for node in spec.marks if (target := node.kind.behind(node)) in spec.ids}
    if not behind:
        return elements
    ordered = list(elements)
    for path, under in behind.items():
        moved = [e for e in ordered if tuple(e.owner[: len(path)]) == path]
        if not moved:
            continue
        rest = [e for e in ordered if tuple(e.owner[: len(path)]) != path]
        first = next((i for i, e in enumerate(rest) if tuple(e.owner[: len(under)]) == under), len(rest))
        ordered = rest[:first] + moved + rest[first:]
    return ordered


def _uncrowded(spec: "Spec", ctx: LayoutContext, tree: tuple, fitted: tuple[Pass, Diagnostics]) -> tuple[Pass, tuple[MarkInfo, ...], list[Element], Diagnostics]:
    """Gaps give way before labels and the card's edges do: where the marks
    overflow the card, or labels still meet once placed (span names wider than
    their spans, squeezed by the blocks beside them), the theme's gap between
    blocks side by side narrows, to half and then to its least, and the
    composition that overflows least, then with the fewest such labels,
    stands. A writer's `gap`, and the room a link's label wants, never narrow."""
    chosen, reports = fitted
    beside = [n for n in spec.marks if n.kind.relations(n)[:1] and n.kind.relations(n)[0][0] in ("left-of", "right-of") and getattr(n.spec, "gap", None) is None]
    marks, elements, crowding = with_labels(spec, chosen, ctx, count=bool(beside))  # no gap can give way: nothing to weigh
    score = (chosen.overflow > 0.5, crowding)
    layout_theme = ctx.theme.layout
    for gap in (layout_theme.beside_gap / 2, layout_theme.beside_gap_least):
        if score == (False, 0) or not beside:
            break
        narrow = replace(ctx, theme=replace(ctx.theme, layout=replace(layout_theme, beside_gap=gap)))
        trial_reports = Diagnostics(ctx.source.path)
        trial = fit(spec, narrow, tree, {}, trial_reports)
        if trial.stranded:
            continue
        labelled = with_labels(spec, trial, ctx)
        if (trial.overflow > 0.5, labelled[2]) < score:
            chosen, reports, (marks, elements, crowding) = trial, trial_reports, labelled
            score = (trial.overflow > 0.5, crowding)
    return chosen, marks, elements, reports


BALANCE_SLACK = 8.0  # px by which the empty room above and below may differ: one step of the rhythm


def _balanced(spec: "Spec", ctx: LayoutContext, tree: tuple, chosen: Pass, labelled: tuple) -> tuple[Pass, tuple[MarkInfo, ...], list[Element]]:
    """The whole stands balanced in the frame: the composition was centred
    before its labels took their places, and a label moved above its mark
    (room below taken by a note) leaves more of the card empty below than
    above. The composition moves by half the difference and its labels are
    placed again, so the empty room is split evenly. Not where a block is
    pinned `at` a place of the card, nor where the drawing overflows."""
    marks, elements = labelled
    drawn = [e.bounds for e in elements if e.role != "brand"]
    if tree[2] or chosen.overflow > 0.5 or not drawn:
        return chosen, marks, elements
    content = ctx.content
    top, bottom = min(b.y for b in drawn), max(b.bottom for b in drawn)
    dy = ((content.bottom - bottom) - (top - content.y)) / 2
    if abs(dy) * 2 <= BALANCE_SLACK:
        return chosen, marks, elements
    moved = replace(chosen, laid=chosen.laid.shifted(0.0, dy))
    moved_marks, moved_elements, _ = with_labels(spec, moved, ctx, count=False)
    if clashes_once_labelled(spec, moved, ctx) > clashes_once_labelled(spec, chosen, ctx):
        return chosen, marks, elements
    return moved, moved_marks, moved_elements


def _content(theme: "Theme", font: "Font", canvas: Box) -> Box:
    """The card inside its margins, kept BRAND_CLEARANCE above the wordmark
    when it shows: the brand's corner is its own."""
    margin = theme.canvas.margin
    bottom = canvas.height - margin
    if theme.brand.show:
        height = font.ascent(theme.type.brand) + font.descent(theme.type.brand)
        bottom = min(bottom, canvas.bottom - margin + (margin - height) / 2 - BRAND_CLEARANCE - 1)
    return Box(margin, margin, canvas.width - 2 * margin, bottom - margin)


def _report_unplaced(node: MarkNode, spec: "Spec", ctx: LayoutContext) -> None:
    waiting = {n.id for n in spec.marks if n.id}
    for name in node.kind.needs(node) or [target for _, target in node.kind.relations(node)]:
        relations = node.kind.relations(node)
        relation = relations[0][0] if relations else messages.UNPLACED_JOINED
        circle = _in_circle(node, spec)
        if not circle and name.split(".")[0] not in waiting:
            continue
        reason = messages.CIRCULAR if circle else messages.NEVER_PLACED
        ctx.diagnostics.error(
            ctx.locate(node.path + ((relation,) if relations else ())),
            messages.CANNOT_PLACE.format(mark=node.id or node.kind.name, relation=relation, target=name, reason=reason),
        )
        return


def _in_circle(node: MarkNode, spec: "Spec") -> bool:
    """Whether following relations (and groups) from `node` comes back to it."""
    by_id = {n.id: n for n in spec.marks if n.id}
    by_path = {n.path: n for n in spec.marks}

    def next_of(current: MarkNode) -> list[MarkNode]:
        found = [by_id[t.split(".")[0]] for _, t in current.kind.relations(current) if t.split(".")[0] in by_id]
        found += [by_id[t.split(".")[0]] for t in (current.kind.needs(current) if current.kind.flow == "link" else []) if t.split(".")[0] in by_id]
        if current.parent in by_path:
            found.append(by_path[current.parent])
        return found

    seen: set = set()
    frontier = next_of(node)
    while frontier:
        current = frontier.pop()
        if current.path == node.path:
            return True
        if current.path in seen:
            continue
        seen.add(current.path)
        frontier += next_of(current)
    return False
