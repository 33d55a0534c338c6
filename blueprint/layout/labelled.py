"""A composition with its labels placed: what lint would see of it.

Every level the engine weighs (`levels.py`), and the gaps and balance it
settles last (`engine.py`), are judged on the composition once its labels
stand at their cheapest places, with the marks each joins and the wordmark;
this is that view, made in one place so all judge by the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.labels import clashes, crowded, place_labels
from blueprint.layout.passes import Pass
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Element, MarkInfo, SpecPath

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec

BADGE_SHARE = 0.25  # a mark drawn `over` another may cover it if no larger than this share of it, or inside it ...
BADGE_INSIDE_SHARE = 1 / 3  # ... and no larger than this share: past it, it hides what it stands in (a server over a grown card)


def with_labels(spec: "Spec", chosen: Pass, ctx: LayoutContext, count: bool = True) -> tuple[tuple[MarkInfo, ...], list[Element], int]:
    """A composition's marks and its elements with the wordmark, every label at
    its cheapest place (`layout/labels.py`) within the card less what of the
    margin a label may not take; and (with `count`) how many labels still
    stand where lint would refuse them."""
    seen = _seen(spec, chosen, ctx)
    if count and "crowded" not in seen:
        seen["crowded"] = crowded(seen["elements"], seen["marks"], ctx.canvas)
    return seen["marks"], list(seen["elements"]), seen["crowded"] if count else 0


def _seen(spec: "Spec", chosen: Pass, ctx: LayoutContext) -> dict:
    """A composition's labelled view, made once: the levels, the gaps and the
    balance ask again of the compositions they keep (the preferred sizes, the
    one that stands), and placing thousands of labels is the engine's dearest
    step. Kept on the pass, by spec and context (each held, so neither id is
    reused while it lasts)."""
    key = (id(spec), id(ctx))
    if key not in chosen.labelled:
        marks = _marks(spec, chosen.laid.boxes, chosen.laid.anchors)
        brand = [_wordmark(ctx)] if ctx.theme.brand.show else []
        elements = place_labels(chosen.laid.elements + brand, marks, label_room(ctx))
        chosen.labelled[key] = {"spec": spec, "ctx": ctx, "marks": marks, "elements": elements}
    return chosen.labelled[key]


def label_room(ctx: LayoutContext) -> Box:
    """Where a label may stand: the card less what of the margin it may not take."""
    theme, canvas = ctx.theme, ctx.canvas
    hang = theme.canvas.margin - theme.canvas.label_hang
    return Box(hang, theme.canvas.margin, canvas.width - 2 * hang, canvas.height - 2 * theme.canvas.margin)


def _marks(spec: "Spec", boxes: dict, anchors: dict) -> tuple[MarkInfo, ...]:
    """Every mark, with the marks it joins: those its references name (not a
    shared axis), and the one it is drawn `over` when it is a badge on it (a
    cross on a cable, a block on a card: small, or inside it), not when it
    hides it (a server over a card)."""
    found = []
    for node in spec.marks:
        names = [ref.name for ref in node.kind.references(node) if not ref.path[-1] == "same-scale"]
        names += [target for relation, target in node.kind.relations(node) if relation == "over" and _badge(node, target, spec, boxes)]
        joins, wholes = [], []
        ends = tuple(anchors[name] for name in names if name in anchors)
        for name in names:
            ident = spec.ids.get(name) or spec.ids.get(name.split(".")[0])
            if ident is not None and ident.node.path not in joins:
                joins.append(ident.node.path)
            if ident is not None and "." not in name:
                wholes.append(ident.node.path)
        parts = tuple(
            (ident.path[:-1], name.split(".", 1)[1], ident.what) for name, ident in spec.ids.items()
            if ident.node.path == node.path and "." in name and ident.path[-1:] == ("id",) and ident.path[:-1] != node.path
        )
        joins += [path for path in _set_touching(node, spec) if path not in joins]
        found.append(MarkInfo(node.path, node.kind.name, node.id or "", tuple(joins), parts, tuple(wholes), ends))
    return tuple(found)


def _set_touching(node: MarkNode, spec: "Spec") -> list[SpecPath]:
    """The marks a writer set edge to edge with this one: its neighbours in a
    `row` or `column` with `gap: 0` (or its group's, where a group holding it
    stands in one): they join it, so they may touch (blocks that meet, a slot
    and the switch after it), and nothing else may."""
    nodes = {other.path: other for other in spec.marks}
    found: list[SpecPath] = []
    current = node
    while current.parent is not None and current.parent in nodes:
        group = nodes[current.parent]
        if group.kind.holds_marks and getattr(group.spec, "gap", None) == 0:  # a row or column (its module loaded only where a spec has one)
            members = [other.path for other in spec.marks if other.parent == group.path]
            place = members.index(current.path)
            found += [members[at] for at in (place - 1, place + 1) if 0 <= at < len(members)]
        current = group
    return found


def _badge(node: MarkNode, target: str, spec: "Spec", boxes: dict) -> bool:
    ident = spec.ids.get(target) or spec.ids.get(target.split(".")[0])
    mine, theirs = boxes.get(node.path), boxes.get(ident.node.path) if ident is not None else None
    if mine is None or theirs is None:
        return True
    share = mine.width * mine.height / max(theirs.width * theirs.height, 1e-9)
    return share <= BADGE_SHARE or (share <= BADGE_INSIDE_SHARE and theirs.grown(0.5).contains(mine))


def clashes_once_labelled(spec: "Spec", chosen: Pass, ctx: LayoutContext) -> int:
    """What lint would refuse in a composition once its labels are placed:
    the pairs of elements, labels or shapes, that break the rules."""
    seen = _seen(spec, chosen, ctx)
    if "clashes" not in seen:
        seen["clashes"] = clashes(seen["elements"], seen["marks"], ctx.canvas)
    return seen["clashes"]


def _wordmark(ctx: LayoutContext) -> Element:
    margin = ctx.theme.canvas.margin
    height = ctx.text_height("brand")
    top = ctx.canvas.bottom - margin + (margin - height) / 2
    return ctx.text(
        ctx.theme.brand.wordmark,
        size="brand",
        colour="line",
        x=ctx.canvas.right - margin,
        top=top,
        align="right",
        role="brand",
        owner=("brand",),
        source=(),
    )
