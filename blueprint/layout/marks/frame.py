"""How a frame is drawn: a thin grey rectangle a padding clear of all that the
marks it encloses drew (their labels and names included), its title set into
its top line at the top left, the line broken round it.

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
        inside = enclosed(spec, ctx)
        layout = ctx.theme.layout
        pad = layout.bracket_gap
        title_height = ctx.text_height("label") if spec.title else 0.0
        box = Box(inside.x - pad, inside.y - pad - title_height / 2, inside.width + 2 * pad, inside.height + 2 * pad + title_height / 2)
        paint = Paint(stroke="line", stroke_width="thin", line=spec.outline)
        elements: list[Element] = []
        title_box: Box | None = None
        if spec.title:
            owner = node.path + ("title",)
            text = ctx.text(spec.title, size="label", colour="ink", x=box.x + 2 * pad, top=0.0, align="left", role="label", owner=owner, source=owner)
            text = ctx.text_centred_on(text, box.y)
            elements.append(text)
            title_box = text.box
        elements.insert(0, Path(_outline(box, title_box, layout.label_gap), paint, "frame", node.path, node.path))
        anchors = {node.id: box} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)


def enclosed(spec: FrameSpec, ctx: "LayoutContext") -> Box:
    """The union of what it encloses: each anchor's box, and for a whole mark
    (or group) everything that mark drew, its words included."""
    boxes = [ctx.anchors[name] for name in spec.around]
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
