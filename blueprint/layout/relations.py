"""Relations the spec asks for, checked on the composition that stands
(issue 27 item 1): the members of a `row` lined up as its `align` says and
left to right, of a `column` likewise and top to bottom; a block placed
`above`, `left-of`, `over`... another standing so in its final box; a block
given a `width` or `height` drawn no larger. The engine composes for these;
this says whether the drawing that stands still keeps them, after fitting,
growing and centring moved things, and refuses at the key where it does not
(`rules/relations.py` holds the geometry; `shared_scales.py` the time scales)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from blueprint import messages
from blueprint.layout.laid import Laid, own_drawing
from blueprint.layout.signs import along_outside, over_at, painted, signs
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.draw.timescale import path_key
from blueprint.layout.like_cells import APART, drawn_sizes, like_groups
from blueprint.layout.marks import drawer_of
from blueprint.layout.tree import Block
from blueprint.rules import relations
from blueprint.model import anchor_names, last_name
from blueprint.scene import Box, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec


@dataclass(frozen=True)
class Broken:
    """A relation the drawing does not keep: the key that asked for it and what broke."""

    key: SpecPath
    message: str


@dataclass
class Checked:
    """How many relations were held to the drawing, and those that broke."""

    held: int = 0
    broken: list[Broken] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)  # relations held, by the key that asks (`row`, `left-of`, `width`)

    def add(self, key: SpecPath, message: str | None) -> None:
        self.held += message is None
        if message is None:
            what = str(key[-2]) if key[-1] in ("marks", "align") else str(key[-1])
            self.kinds[what] = self.kinds.get(what, 0) + 1
        else:
            self.broken.append(Broken(key, message))


def _drawn(block: Block, laid: Laid) -> Box | None:
    """All a block draws, its members' and their words included, but not
    the blocks placed against it (a note `above` one of its bars): what a
    row lines up (`layout/compose.py`), a note on a member hanging past it."""
    return own_drawing(block.path, laid.elements)


def _body(path: SpecPath, laid: Laid) -> Box | None:
    """What a member of a row draws of itself, its words and their leaders
    left out: where it stands in the row's order (a part's label on a
    leader may stand past the next member: vocab10b, `leader: true` on a
    switch's part read as the switch standing after the slot beside it)."""
    return Box.around([e.bounds for e in laid.elements if not isinstance(e, Text) and e.role != "leader" and e.owner[: len(path)] == path])


def _group(block: Block, laid: Laid, checked: Checked) -> None:
    node = block.node
    row = getattr(node.kind, "direction", "") == "row"
    members = [(_drawn(c, laid) if row else laid.boxes.get(c.path)) for c in block.children]
    if len(members) < 2 or any(m is None for m in members):
        return
    boxes = [m for m in members if m is not None]
    align = getattr(node.spec, "align", None) or ("centre" if row else None)
    noun = node.kind.name
    bodies = [_body(c.path, laid) or box for c, box in zip(block.children, boxes)] if row else boxes
    late = relations.out_of_order(bodies, across=row)
    checked.add(node.path + ("marks",), None if late is None else messages.GROUP_ORDER_BROKEN.format(kind=noun, index=late + 1, order="left to right" if row else "top to bottom"))
    if align is not None:
        off = relations.misaligned(boxes, align, across=not row)
        checked.add(node.path + (("align",) if getattr(node.spec, "align", None) else ("marks",)),
                    None if off is None else messages.GROUP_ALIGN_BROKEN.format(kind=noun, index=off + 1, align=align))


def _placed(block: Block, laid: Laid, checked: Checked, tops: list[Block]) -> None:
    relation = block.relation
    if relation is None or relation[0] == "at":
        return
    kind, target = relation
    body, drawn, there = laid.boxes.get(block.path), laid.extents.get(block.path), laid.anchors.get(target)
    if body is None or drawn is None or there is None:
        return
    target_node = next((b.node for b in tops if b.node.id == target), None) if signs(block) and kind in ("above", "below") else None
    body_of = painted(target_node.path, laid.elements) if target_node is not None else None
    if body_of is not None:  # signs over a mark stand over what it paints (layout/compose.py)
        there = Box(body_of.x, there.y, body_of.width, there.height)
    align = None if getattr(block.node.spec, "same_scale", None) and kind in ("above", "below") else getattr(block.node.spec, "align", None)
    found = relations.misplaced(kind, body, drawn, there, align, over_at(block.node, there, laid.anchors) if kind == "over" else None)
    outside = along_outside(block.node, there, laid.anchors) if kind == "over" else None
    if outside is not None:  # a place along the part, on its mark's axis, past the part's own ends
        along = getattr(block.node.spec, "along")
        checked.broken.append(Broken(block.path + ("along",), messages.ALONG_OFF_PART.format(
            key="along", found=along.written, side=messages.ALONG_SIDES[outside], target=target, mark=anchor_names(target)[0],
            position=along.anchor_name(last_name(target)[0] or target))))
    if kind in ("above", "below") and getattr(block.node.spec, "same_scale", None) and found == "align":
        found = None  # stacked on a shared axis: its x is the axis's (`shared_scales.py` checks it)
    words = messages.PLACED_SIDE_BROKEN if found == "side" else messages.PLACED_ALIGN_BROKEN
    checked.add(block.path + (kind,), None if found is None else words.format(relation=kind, target=target, align=align or "centre"))


def _sized(block: Block, shapes: dict[SpecPath, list[Box]], ctx: LayoutContext, checked: Checked) -> None:
    room = ctx.content
    for key, resolve_room in (("width", room.width), ("height", room.height)):
        given = getattr(block.node.spec, key, None)
        words = shapes.get(block.path + ("words",), []) if not block.node.kind.holds_marks and drawer_of(block.node).words_sized(key) else []
        drawn = Box.around(shapes.get(block.path, []) + words)
        if given is None or drawn is None or not hasattr(given, "resolve"):
            continue
        asked = given.resolve(resolve_room)
        size = drawn.width if key == "width" else drawn.height
        checked.add(block.path + (key,), messages.SIZE_EXCEEDED.format(key=key, asked=given.written, drawn=round(size), least=math.ceil(size - 0.01)) if relations.oversized(asked, size) else None)


def _forward(block: Block, laid: Laid, checked: Checked) -> None:
    """A mark is drawn with room and its scale runs forward: a body of no width
    or height, or an axis whose end stands left of its start, draws the spec
    backwards or not at all, whatever else holds (issue 27: a timeline squeezed
    beside another once drew "16 h" at its left and passed every other check)."""
    body = laid.boxes.get(block.path)
    scale = laid.scales.get(path_key(block.node.path))
    if body is None or block.node.kind.holds_marks:
        return
    room = min(body.width, body.height, getattr(scale, "width", body.width))
    words = messages.DRAWN_BACKWARDS if room < 0 else messages.DRAWN_WITHOUT_ROOM
    checked.add(block.path, words.format(kind=block.node.kind.name, size=f"{abs(room):.0f}") if relations.no_room(room) else None)


def asked_inside(model: BaseModel, path: SpecPath) -> Iterator[tuple[SpecPath, BaseModel]]:
    """Every labelled part under a mark's spec whose label is asked `inside` it, with its path."""
    if getattr(model, "label_side", None) == "inside" and getattr(model, "label", None):
        yield path, model
    for name, info in type(model).model_fields.items():
        value, key = getattr(model, name), info.alias or name
        items = list(enumerate(value)) if isinstance(value, (list, tuple)) else [(None, value)]
        for index, item in items:
            if isinstance(item, BaseModel):
                yield from asked_inside(item, path + ((key,) if index is None else (key, index)))


def _inside(block: Block, laid: Laid, checked: Checked) -> None:
    """A label asked `inside` its part stands within what the part draws: words
    set beside it (on a leader, past its end) where they do not fit inside draw
    a key the writer gave as silently ignored (issue 27: a region's)."""
    if block.node.kind.holds_marks:
        return
    for path, part in asked_inside(block.node.spec, block.node.path):
        words = Box.around([e.bounds for e in laid.elements if isinstance(e, Text) and e.source == path + ("label",)])
        drawn = Box.around([e.bounds for e in laid.elements if not isinstance(e, Text) and e.owner == path and e.source[-1:] != ("label",)])
        if words is None or drawn is None:
            continue
        sides = [s for s in getattr(part, "label_sides", ()) if s != "inside"]
        text: Any = getattr(part, "label")
        message = messages.INSIDE_LABEL_OUTSIDE.format(text=" ".join(text) if isinstance(text, (list, tuple)) else text, part=getattr(part, "drawn_as", "part"),
                                                       px=round(relations.past_edge(words, drawn)), sides=messages.one_of(sides) if sides else "none")
        checked.add(path + ("label-side",), message if relations.outside(words, drawn) else None)


def held_relations(spec: "Spec", laid: Laid, tops: list[Block], ctx: LayoutContext) -> Checked:
    """Every row, column, placement and size the spec asks for, held to the composition."""
    checked = Checked()
    everything = [b for top in tops for b in top.walk()]
    shapes = _shapes_of(laid, {b.path: b for b in everything if getattr(b.node.spec, "width", None) is not None or getattr(b.node.spec, "height", None) is not None})
    for block in everything:
        if block.node.kind.holds_marks:
            _group(block, laid, checked)
        _placed(block, laid, checked, everything)
        _sized(block, shapes, ctx, checked)
        _forward(block, laid, checked)
        _inside(block, laid, checked)
    _alike(everything, laid, ctx, checked)
    return checked


def _alike(blocks: list[Block], laid: Laid, ctx: LayoutContext, checked: Checked) -> None:
    """Like cells (grids of one noun the writer sizes nowhere) stand at one
    size, as one scale (`like_cells.py`): each member drawn apart from the
    first is refused at its place."""
    for group in like_groups(blocks):
        sizes = drawn_sizes(group, laid.elements)
        first = next((b for b in group if b.path in sizes), None)
        for block in group:
            if first is None or block is first or block.path not in sizes:
                continue
            apart = abs(sizes[block.path] - sizes[first.path]) > APART
            words = dict(size=f"{sizes[block.path]:g}", other=f"{sizes[first.path]:g}", line=ctx.locate(first.path).line, noun=getattr(block.node.spec, "noun", "cell"))
            checked.add(block.path + ("noun",), messages.LIKE_CELLS_APART.format(**words) if apart else None)


def _shapes_of(laid: Laid, sized: dict[SpecPath, Block]) -> dict[SpecPath, list[Box]]:
    """The bounds of the shapes each block of `sized` draws that its size
    measures (`layout/sizes.py`: a bar's leaders and scale stand outside
    its height), its words left out (a label may hang past its frame), in
    drawing order, found in one walk over the elements: a block at a time,
    a spec of many sized blocks and thousands of elements cost their product."""
    found: dict[SpecPath, list[Box]] = {}
    if not sized:
        return found
    drawers = {path: drawer_of(block.node) for path, block in sized.items()}
    worded = {path for path, drawer in drawers.items() if not sized[path].node.kind.holds_marks and (drawer.words_sized("width") or drawer.words_sized("height"))}
    for element in laid.elements:
        text = isinstance(element, Text)
        owner = tuple(element.owner)
        for depth in range(len(owner) + 1):
            drawer = drawers.get(owner[:depth])
            if drawer is not None and (not text or owner[:depth] in worded) and drawer.sizes(element):
                found.setdefault(owner[:depth] + (("words",) if text else ()), []).append(element.bounds)  # its words apart, for the keys that count them
    return found


def check_relations(spec: "Spec", laid: Laid, tops: list[Block], ctx: LayoutContext) -> None:
    """Each relation the drawing does not keep is refused at the key that asked for it."""
    for broken in held_relations(spec, laid, tops, ctx).broken:
        ctx.diagnostics.error(ctx.locate(broken.key), broken.message)
