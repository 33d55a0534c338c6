"""When the marks do not fit the card even at their smallest: which mark
takes the room, what would give it back (a block restacked below its
target, a label side that asks for room), and the blocks squeezed onto
others, said in one message. Kept apart from the search that finds it.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.layout import positions
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.marks import drawer_of
from blueprint.layout.passes import Pass, compose_pass, narrowed_to_fit
from blueprint.layout.tree import Block
from blueprint.marks.base import MarkNode
from blueprint.rules.policy import CLEARANCE
from blueprint.scene import Box, SpecPath, Text
from blueprint.values.lengths import LEAST_LENGTH, Length, parse_length

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec

SQUEEZED_SHOWN = 3  # blocks an overflow's message names as landing on others; the rest are counted
LEVEL_STEPS = 8  # halvings of the shrink level when advice is tried as the levels try it


def squeezed_messages(reports: Diagnostics, spots: list, ctx: LayoutContext) -> dict:
    """One mistake, one line: when the marks do not fit the card, the blocks
    the overflow pushed onto others are said in its message, not each on a
    line of its own. The message of each no-room error, folded."""
    if not reports.errors or not spots:
        return {}
    def named(block: Any) -> str:
        return f"`{block.id}`" if block.id else f"the {messages.MARK_NOUNS[block.kind][0]}"

    said = [
        messages.SQUEEZED_ONTO.format(mark=named(later), mine=ctx.locate(later.path).line, other=named(earlier), line=ctx.locate(earlier.path).line)
        for later, earlier in spots[:SQUEEZED_SHOWN]
    ]
    if len(spots) > SQUEEZED_SHOWN:
        said.append(messages.CROWD_MORE.format(count=len(spots) - SQUEEZED_SHOWN).strip())
    pushed = ", ".join(said[:-1]) + (" and " if len(said) > 1 else "") + said[-1]
    return {diagnostic: messages.NO_ROOM_SQUEEZED.format(message=diagnostic.message, pushed=pushed) for diagnostic in reports.errors[:1]}


def report_no_room(spec: "Spec", ctx: LayoutContext, tree: tuple, smallest: Pass, sizes: dict, diagnostics: Diagnostics) -> None:
    """Name the mark that takes the most room in the direction that overflows."""
    root, gaps, pinned, late = tree
    leaves = [b for top in root + pinned for b in top.walk() if not b.node.kind.holds_marks and b.node.kind.flow == "block"]
    extents = smallest.laid.extents
    measure = (lambda box: box.height) if smallest.vertical else (lambda box: box.width)
    if not smallest.vertical:  # the widest block that cannot narrow: a timeline stretches to what it is given and takes no room of its own
        held = [b for top in root + pinned for b in top.walk() if b.node.kind.flow == "block" and (not b.node.kind.holds_marks or getattr(b.node.spec, "gap", None) is not None)]
        leaves = _unyielding(ctx, held, extents, sizes) or leaves  # a group only by a `gap` of the writer's, which does not give
    culprit = max(leaves, key=lambda b: (measure(extents.get(b.path, Box(0, 0, 0, 0))), -b.node.index), default=None)
    if culprit is None:
        return
    total = Box.around([e for e in [smallest.laid.bounds] if e is not None] + [smallest.laid.extents[b.path] for b in pinned if b.path in smallest.laid.extents]) or Box(0, 0, 0, 0)
    content = ctx.content
    noun = messages.MARK_NOUNS[culprit.node.kind.name][0]
    what = f"`{culprit.node.id}` ({messages.article(noun)})" if culprit.node.id else f"this {noun}"
    alone = len(leaves) == 1
    words = dict(
        what=what,
        needed=round(total.height if smallest.vertical else total.width),
        most=round(measure(extents.get(culprit.path, Box(0, 0, 0, 0)))),
        dimension="height" if smallest.vertical else "width",
        available=round(content.height if smallest.vertical else content.width),
        fix=messages.FIX_HEIGHT if smallest.vertical else messages.FIX_WIDTH,
    )
    restack = None if smallest.vertical else _restack(root + pinned, extents, total.width - content.width, ctx.theme.layout.beside_gap, content.width)
    if restack is not None:  # a block beside another takes the width that is short: below it, it takes none
        block, (relation, target) = restack
        mark = f"`{block.node.id}`" if block.node.id else f"the {messages.MARK_NOUNS[block.node.kind.name][0]}"
        words["fix"] = messages.FIX_RESTACK.format(mark=mark, relation=relation, target=target, fix=words["fix"])
    fix = None if restack is not None else _smaller(ctx, (root, gaps, pinned, late), culprit, smallest.vertical)
    if fix is not None:
        words["fix"] = messages.FIX_SMALLER.format(key=fix[0][-1], value=fix[1], rest=messages.FIX_SMALLER_REST[smallest.vertical])
    if _asked_no_room(ctx, (root, gaps, pinned, late), culprit, smallest.vertical, words, diagnostics):
        return
    diagnostics.error(ctx.locate(fix[0] if fix is not None else culprit.path), (messages.NO_ROOM_ONE if alone else messages.NO_ROOM).format(**words), fix=fix)  # at the key its advice names


def _unyielding(ctx: LayoutContext, blocks: list[Block], extents: dict, sizes: dict) -> list[Block]:
    """The blocks whose width does not give: drawn in a frame a quarter
    narrower than they stand, they still stand wider than it (words, cells
    at a size the writer gave, a row's gap), as a timeline or a curve, which
    stretch to their frame, never do."""
    from blueprint.layout.compose import Composer  # the no-room report alone measures blocks afresh

    composer = Composer(ctx, 0.0, sizes)
    found = []
    for block in blocks:
        extent = extents.get(block.path)
        if extent is None or extent.width <= 0:
            continue
        narrower = extent.width * 0.75
        if composer.natural(block, narrower).width > narrower + 1:
            found.append(block)
    return found


SMALLER = ("gap", "size")  # the writer's numbers a block is sized by, that a smaller value of gives room back; and its length in the short direction


def _given(spec: Any, key: str) -> float | None:
    """A number the writer gave at `key`, in px (a length's px; not a share)."""
    value = getattr(spec, key, None) if key in spec.model_fields_set else None
    if isinstance(value, Length):
        return value.px
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _smaller(ctx: LayoutContext, tree: tuple, block: Block, vertical: bool) -> tuple[tuple, int] | None:
    """The largest value of a number the writer gave the block (a group's
    `gap`, a grid's `size`, its `height` or `width` in px where that is what
    the card is short of) at which the marks fit the card, found by
    composing them as the levels do (the marks of a row may narrow as its
    gap does; its frame is narrower than the card by what a stretching mark
    hangs beside it): the key and the value, so the advice holds when it is
    followed. None where the writer gave none, or none fits."""
    spec = block.node.spec
    keys = SMALLER + ("height" if vertical else "width",)
    key = next((k for k in keys if _given(spec, k) is not None and not (k == "gap" and len(block.children) < 2)), None)
    if key is None:
        return None
    length = isinstance(getattr(spec, key), Length)

    def fits(value: int) -> bool:
        narrowed = replace(block.node, spec=spec.model_copy(update={key: parse_length(value) if length else value}))
        root, gaps, pinned, late = tree
        changed = (_with_node(root, narrowed), gaps, _with_node(pinned, narrowed), _with_node(late, narrowed))
        marks = tuple(narrowed if m.path == narrowed.path else m for m in ctx.marks)
        held = lambda attempt: attempt.overflow <= 0.5 and not positions.same_spots(marks, positions.placements(marks, attempt.laid, ctx.canvas)) and not _squeezed(leaves, attempt)  # fits, and squeezes no block onto another
        inset, preferred = narrowed_to_fit(ctx, changed, {}, None)  # as the levels try it: at the preferred sizes, else at the smallest, else tight
        if held(preferred):
            return True
        inset, smallest = narrowed_to_fit(ctx, changed, {}, 0.0, inset)
        if smallest.overflow > 0.5 and smallest.vertical and not ctx.tight:
            inset, smallest = narrowed_to_fit(replace(ctx, tight=True), changed, {}, 0.0, inset)
        return held(smallest)

    leaves = [b for top in tree[0] + tree[2] for b in top.walk() if not b.node.kind.holds_marks and b.node.kind.flow == "block" and (b.relation or ("",))[0] != "over"]
    info = type(spec).model_fields[key]
    low = LEAST_LENGTH if length else max(0, math.ceil(next((float(m.ge) for m in info.metadata if hasattr(m, "ge")), 0.0)))  # the least the key takes
    high = math.ceil(_given(spec, key) or 0.0) - 1  # the answer lies in [low, high], if it fits at low: each value kept has been composed and fits
    if high < low or not fits(low):
        return None
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return block.path + (key,), low


def _squeezed(leaves: list[Block], attempt: Pass) -> bool:
    """Whether two blocks stand closer than lint lets two marks stand (a row
    that fits the card by closing its gaps onto a bar): a size that fits
    only so is not one to advise."""
    boxes = [attempt.laid.boxes[b.path] for b in leaves if b.path in attempt.laid.boxes]
    return any(a.grown(CLEARANCE).overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def _with_node(blocks: list[Block], node: MarkNode) -> list[Block]:
    """The blocks, with the one at `node`'s path holding `node` instead."""
    return [replace(b, node=node if b.path == node.path else b.node, children=_with_node(b.children, node), attached=_with_node(b.attached, node)) for b in blocks]


def _asked_no_room(ctx: LayoutContext, tree: tuple, block: Block, vertical: bool, words: dict, diagnostics: Diagnostics) -> bool:
    """Where the room a mark made for labels asked to stand on a side of
    their parts, or inside them (`label-side`), is what the card lacks, the
    writer is told at those keys, with how much is missing, not at the mark:
    True if so. Words asked inside a part are told so only where leaving the
    key out works (`_left_out_holds`): the advice is followed and holds."""
    node = block.node
    asked, made = drawer_of(node).asked_room(node, ctx, vertical)
    short = words["needed"] - words["available"]
    if not asked or made < short:
        return False
    inside = [path for path, _ in asked if _value_at(node.spec, path[len(node.path):]) == "inside"]
    if inside and not _left_out_holds(ctx, tree, block, [path[len(node.path):] for path, _ in asked], inside):
        return False
    for path, text in asked:
        diagnostics.error(ctx.locate(path), messages.LABEL_SIDE_NO_ROOM.format(text=text, px=round(made), count=len(asked), dimension=words["dimension"], needed=words["needed"], available=words["available"], short=round(short)), fix=(path, None))  # the key left out: the mark places the words
    return True


def _field(model: Any, key: object) -> str:
    """The attribute of a spec model a key of the spec names (`label-side`: `label_side`)."""
    return next((name for name, info in type(model).model_fields.items() if key in (name, info.alias)), str(key).replace("-", "_"))


def _value_at(model: Any, path: tuple) -> Any:
    """What a spec model holds at `path` (keys and list positions), None where nothing."""
    for step in path:
        if model is None:
            return None
        model = model[step] if isinstance(step, int) else getattr(model, _field(model, step), None)
    return model


def _left_out(model: Any, path: tuple) -> Any:
    """A copy of a spec model with the key at `path` left out (set to None)."""
    name = _field(model, path[0])
    if len(path) == 1:
        return model.model_copy(update={name: None})
    value = getattr(model, name)
    if isinstance(path[1], int):
        items = list(value)
        items[path[1]] = _left_out(items[path[1]], path[2:])
        return model.model_copy(update={name: items})
    return model.model_copy(update={name: _left_out(value, path[1:])})


def _left_out_holds(ctx: LayoutContext, tree: tuple, block: Block, keys: list[tuple], inside: list[SpecPath]) -> bool:
    """Whether the marks fit the card with every `label-side` of `keys` left
    out, composed as the levels do, and the words that asked `inside` still
    stand inside their parts (the mark stands them there where they fit):
    where they would not, leaving the key out is no advice (trydraw7: lanes
    too thin under a row of icons for their words, asked or not)."""
    spec = block.node.spec
    for key in keys:
        spec = _left_out(spec, key)
    node = replace(block.node, spec=spec)
    root, gaps, pinned, late = tree
    changed = (_with_node(root, node), gaps, _with_node(pinned, node), _with_node(late, node))
    inset, attempt = narrowed_to_fit(ctx, changed, {}, None)
    if attempt.overflow > 0.5:
        inset, attempt = narrowed_to_fit(ctx, changed, {}, 0.0, inset)
    if attempt.overflow > 0.5 and attempt.vertical and not ctx.tight:
        inset, attempt = narrowed_to_fit(replace(ctx, tight=True), changed, {}, 0.0, inset)
    if attempt.overflow > 0.5:
        return False
    low, high = 0.0, 1.0
    for _ in range(LEVEL_STEPS):  # the largest level that fits, as the levels find it: lanes as thick as the card lets them
        middle = (low + high) / 2
        tried = compose_pass(ctx, changed, middle, {}, inset)
        low, high, attempt = (middle, high, tried) if tried.overflow <= 0.5 else (low, middle, attempt)
    for path in inside:
        part = tuple(path[:-1])
        words = [e.bounds for e in attempt.laid.elements if isinstance(e, Text) and tuple(e.source) == part + ("label",)]
        body = Box.around([e.bounds for e in attempt.laid.elements if not isinstance(e, Text) and tuple(e.source) == part])
        if body is None or not words or not all(body.grown(0.5).contains(w) for w in words):
            return False
    return True


def _points_into(block: Block) -> bool:
    """Whether a block draws a line into the mark it stands beside (a note's
    leader to a tier): below that mark, the line would cross it."""
    assert block.relation is not None  # asked only of a block placed beside another
    target = block.relation[1].split(".", 1)[0]
    return any(ref.name.split(".", 1)[0] == target and ref.path[-1] != "same-scale" for ref in block.node.kind.references(block.node))


def _restack(tops: list[Block], extents: dict, short: float, theme_gap: float, room: float) -> tuple[Block, tuple[str, str]] | None:
    """The narrowest block placed beside another that, once it stands below its
    target instead, gives back what the card is short of: the narrower of the
    two and the gap between them, the block itself no wider than the card."""
    targets = {b.node.id: b.path for top in tops for b in top.walk() if b.node.id}
    related = [(b, b.relation) for top in tops for b in top.walk()]
    beside = [(b, relation) for b, relation in related if relation and relation[0] in ("left-of", "right-of") and b.path in extents
              and targets.get(relation[1].split(".", 1)[0]) in extents and not _points_into(b)]
    gap = lambda b: float(getattr(b.node.spec, "gap", None) or theme_gap) if not b.node.kind.holds_marks else theme_gap
    saved = lambda b, relation: min(extents[b.path].width, extents[targets[relation[1].split(".", 1)[0]]].width) + gap(b)
    enough = [(b, relation) for b, relation in beside if saved(b, relation) >= short and extents[b.path].width <= room]
    return min(enough, key=lambda pair: extents[pair[0].path].width, default=None)
