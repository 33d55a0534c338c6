"""How a frame is drawn: a thin grey rectangle a padding clear of all that the
marks it encloses drew (their labels and names included), its title set into
its top line at the top left, the line broken round it; its caption under
its bottom line at the left.

A link: drawn once what it encloses is placed, round what they drew and what
the links attached only to them draw (a dimension line under a staircase).
The padding is the bracket's clear gap, so framed marks keep room inside;
what else stands near is kept off its line by lint, as for a bracket.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.frame import FrameSpec
from blueprint.scene import Box, Element, Paint, Path, Segment, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


class FrameDrawer(MarkDrawer):
    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        return ctx.theme.layout.stack_gap

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(FrameSpec)
        box = outline_box(spec, ctx)
        layout = ctx.theme.layout
        pad = _pad(spec, ctx)
        paint = Paint(stroke="line", stroke_width="thin", line=spec.outline)
        elements: list[Element] = []
        title_box: Box | None = None
        if spec.title:
            owner = node.path + ("title",)
            make = lambda x, align: ctx.text_centred_on(ctx.text(spec.title or "", size="label", colour="ink", x=x, top=0.0, align=align, role="label", owner=owner, source=owner), box.y)
            crossing = _crossing_top(node, spec, box, ctx) if spec.hug == "parts" else []
            places = [make(box.x + 2 * pad, "left")] + ([make(box.right - 2 * pad, "right")] if crossing else [])
            places += [make(x + layout.label_gap, "left") for x in sorted(crossing)]  # past each line, along the top
            clear = lambda t: t.box.right <= box.right - 2 * pad + 0.5 and not any(t.box.x - layout.label_gap < x < t.box.right + layout.label_gap for x in crossing)
            text = next((t for t in places if clear(t)), places[0])  # none clear: lint says what it meets
            elements.append(text)
            title_box = text.box
        if spec.caption:  # under its bottom line, where the title starts: the words belong to the whole group
            owner = node.path + ("caption",)
            elements.append(ctx.text(spec.caption, size="note", colour="ink", x=box.x + 2 * pad, top=box.bottom + layout.label_gap, role="label", owner=owner, source=owner))
        elements.insert(0, Path(_outline(box, title_box, layout.label_gap), paint, "frame", node.path, node.path))
        anchors = {node.id: box} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)


def outline_box(spec: FrameSpec, ctx: "LayoutContext") -> Box:
    """The rectangle it draws: a padding clear of what it encloses, the top
    line half a title lower where it has one; round a member of a row whose
    other members are framed too, its top line level with theirs (cards side
    by side stand level, whatever a note over one of them takes)."""
    inside, pad = enclosed(spec, ctx), _pad(spec, ctx)
    level = [enclosed(other, ctx).y for other in _framed_beside(spec, ctx)]
    if level and min(level) < inside.y:
        inside = Box(inside.x, min(level), inside.width, inside.bottom - min(level))
    title_height = ctx.text_height("label") if spec.title else 0.0
    return Box(inside.x - pad, inside.y - pad - title_height / 2, inside.width + 2 * pad, inside.height + 2 * pad + title_height / 2)


def _framed_beside(spec: FrameSpec, ctx: "LayoutContext") -> list[FrameSpec]:
    """The other frames round whole members of the row that holds the
    marks this one encloses (each frame round members of one row)."""
    def row_of(frame: FrameSpec) -> object | None:
        nodes = [getattr(ctx.ids.get(name), "node", None) for name in frame.around]
        parents = {getattr(node, "parent", None) for node in nodes}
        if frame.hug == "parts" or any(node is None for node in nodes) or len(parents) != 1:
            return None
        parent = next(iter(parents))
        holder = next((m for m in ctx.marks if m.path == parent), None)
        return parent if holder is not None and getattr(holder.kind, "direction", "") == "row" else None
    mine = row_of(spec)
    if mine is None:
        return []
    others = [m.spec_as(FrameSpec) for m in ctx.marks if m.kind.name == "frame"]
    return [other for other in others if other is not spec and all(name in ctx.anchors for name in other.around) and row_of(other) == mine]


def hugging(holders: list[SpecPath], ctx: "LayoutContext") -> list[Box]:
    """The outlines of the frames that hug the parts of any of these marks
    (`hug: parts`): what a bracket or a dimension line beside those parts
    stands beyond, as it does beyond the marks' own words."""
    found = []
    for other in ctx.marks:
        if other.kind.name != "frame" or any(name not in ctx.anchors for name in other.spec_as(FrameSpec).around):
            continue
        spec = other.spec_as(FrameSpec)
        paths = [getattr(getattr(ctx.ids.get(name), "node", None), "path", None) for name in spec.around]
        if spec.hug == "parts" and any(path in holders for path in paths):
            found.append(outline_box(spec, ctx))
    return found


def _pad(spec: FrameSpec, ctx: "LayoutContext") -> float:
    """How far it stands clear of what it encloses: the bracket's gap round
    all they draw; round their parts, the label gap, within the room each
    mark keeps between its parts and their words; where the card is short
    of the marks at their smallest (`ctx.tight`), the label gap too."""
    if spec.hug == "parts" or ctx.tight:  # past the smallest, a frame closes in to a label gap too (levels.py)
        return ctx.theme.layout.label_gap
    return ctx.theme.layout.bracket_gap


def _crossing_top(node: "MarkNode", spec: FrameSpec, box: Box, ctx: "LayoutContext") -> list[float]:
    """Where lines will cross its top line: the leaders of the marks above it
    that point at an anchor inside it (a note's leader to a cell), drawn
    after the frame; its title stands clear of them: at the top left, else
    at the top right, else past one of them."""
    inside = {name.split(".")[0] for name in spec.around}
    found = []
    for other in ctx.marks:
        if other is node or other.kind.flow == "link":
            continue
        body = ctx.bodies.get(other.path)
        if body is None or body.bottom > box.y:
            continue
        for ref in other.kind.references(other):
            target = ctx.anchors.get(ref.name)
            if ref.name.split(".")[0] in inside and target is not None:
                found.append(target.centre_x)
    return found


def enclosed(spec: FrameSpec, ctx: "LayoutContext") -> Box:
    """The union of what it encloses: each anchor's box, and for a whole mark
    (or group) everything that mark drew, its words included; hugging its
    parts (`hug: parts`), the anchors' boxes alone."""
    boxes = [ctx.anchors[name] for name in spec.around]
    if spec.hug == "parts":
        found = Box.around(boxes)
        assert found is not None  # `around` holds one anchor at least (FrameSpec)
        return found
    for name in spec.around:
        if "." in name:
            continue
        path: SpecPath | None = getattr(getattr(ctx.ids.get(name), "node", None), "path", None)
        if path is not None:
            boxes += [box for e in ctx.placed if e.owner[: len(path)] == path for box in _every_place(e)]
    boxes += [e.bounds for e in _their_annotations(spec, ctx)]
    found = Box.around(boxes)
    assert found is not None  # `around` holds one anchor at least (FrameSpec)
    return found


def _every_place(element: Element) -> list[Box]:
    """Where an element may stand: a label, at each place the label search may
    move it to (so it stays inside wherever it lands)."""
    if not isinstance(element, Text):
        return [element.bounds]
    return [element.box] + [element.box.moved(dx, dy) for dx, dy in element.alternatives]


def _their_annotations(spec: FrameSpec, ctx: "LayoutContext") -> list[Element]:
    """What the links attached only to the marks it encloses draw (a dimension
    line under a staircase, a guide on a curve): inside it too. A link sees
    only blocks, so each is drawn here as it will be (drawers are pure)."""
    from blueprint.layout.marks import drawer_of  # the registry of drawers imports this module lazily

    inside = [path for name in spec.around if (path := getattr(getattr(ctx.ids.get(name), "node", None), "path", None)) is not None]
    found: list[Element] = []
    for other in ctx.marks:
        if other.kind.flow != "link" or other.kind.name == "frame":
            continue
        names = [ref.name for ref in other.kind.references(other)]
        holders = [getattr(getattr(ctx.ids.get(name.split(".")[0]), "node", None), "path", None) for name in names]
        if not names or any(name not in ctx.anchors for name in names):
            continue
        if all(path is not None and any(path[: len(p)] == p for p in inside) for path in holders):
            found += drawer_of(other).link(other, ctx).elements
    return found


def _outline(box: Box, title: Box | None, gap: float) -> tuple[Segment, ...]:
    """The rectangle, clockwise from the title's right end back to its left
    (the top line broken `gap` either side of the title); closed with no title."""
    top_left, top_right, bottom_right, bottom_left = (box.x, box.y), (box.right, box.y), (box.right, box.bottom), (box.x, box.bottom)
    if title is None:
        return (("M", top_left), ("L", top_right), ("L", bottom_right), ("L", bottom_left), ("L", top_left), ("L", top_right))
    return (
        ("M", (min(title.right + gap, box.right), box.y)), ("L", top_right), ("L", bottom_right), ("L", bottom_left),
        ("L", top_left), ("L", (max(title.x - gap, box.x), box.y)),
    )
