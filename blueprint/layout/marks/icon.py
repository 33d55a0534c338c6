"""How an icon is drawn: the icon's drawing in its box (at its size, or as big
as what it stands over), its state (a card's status bar, blocks on it), the
label on its side (others kept as alternatives where the writer chose none),
and its anchors: the icon's id, `id.top` / `bottom` / `left` / `right` /
`centre`, and the icon's own (`gpu.status`, `gpu.slot`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.icons import ICONS, IconState, side_anchors
from blueprint.layout.draw.icons import LABEL_COLOURS, draw_icon, icon_box, icon_label
from blueprint.layout.draw.labels import label_inside, slid_along, with_alternatives
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.layout.draw.shapes import fill_paint
from blueprint.marks.icon import IconSpec
from blueprint.scene import Box, Element, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

MATCH = 0.9  # `size: match`: this share of what it stands over, so its edges still show


def icon_anchors(name: str, ident: str, box: Box) -> dict[str, Box]:
    """The icon's body by its id, its sides and its own anchors after it."""
    body = ICONS[name].body_box(box)
    anchors = {ident: body}
    for side, anchor in {**side_anchors(body), **ICONS[name].anchors(box)}.items():
        anchors[f"{ident}.{side}"] = anchor
    return anchors


class IconDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(IconSpec)
        if spec.width is not None or spec.height is not None:
            box = self._sized(node, ctx, frame)
        else:
            box = self._matched(node, ctx, frame) if spec.size == "match" else icon_box(spec.name, spec.size, ctx, frame.centre_x, frame.y)
            if "size" not in spec.model_fields_set and not any(relation == "over" for relation, _ in node.kind.relations(node)):
                box = self._grown(box, ctx)  # where the card has room; a badge keeps its size
        blocks = tuple(block if isinstance(block, str) else fill_paint(ctx.theme, block.look, width="thin") for block in spec.blocks)  # a look given whole, painted as any part's
        state = IconState(status=spec.status, blocks=blocks, empty=spec.empty)
        elements = draw_icon(spec.name, box, spec.colour, spec.outline, state, node.path, node.path)
        if spec.label:
            elements.append(self._label(node, ctx, box))
        anchors = icon_anchors(spec.name, node.id, box) if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _grown(box: Box, ctx: "LayoutContext") -> Box:
        """The icon at the composition's grow level, its top and centre kept."""
        width, height = ctx.grown(box.width, "icon"), ctx.grown(box.height, "icon")
        return Box(box.centre_x - width / 2, box.y, width, height)

    @staticmethod
    def _matched(node: "MarkNode", ctx: "LayoutContext", frame: Box) -> Box:
        """`size: match`: the icon as big as what it stands over (its shape kept),
        at the frame's top; the medium size where it stands over nothing."""
        spec = node.spec_as(IconSpec)
        target = next((ctx.anchors.get(name) for relation, name in node.kind.relations(node) if relation == "over"), None)
        natural = icon_box(spec.name, "medium", ctx, frame.centre_x, frame.y)
        if target is None or target.width <= 0 or target.height <= 0:
            return natural
        scale = min(target.width / natural.width, target.height / natural.height) * MATCH
        width, height = natural.width * scale, natural.height * scale
        return Box(frame.centre_x - width / 2, frame.y, width, height)

    @staticmethod
    def _sized(node: "MarkNode", ctx: "LayoutContext", frame: Box) -> Box:
        """`width` or `height`: the icon as wide (or tall) as its frame, its shape kept."""
        spec = node.spec_as(IconSpec)
        natural = icon_box(spec.name, "medium", ctx, frame.centre_x, frame.y)
        scale = frame.width / natural.width if spec.width is not None else frame.height / natural.height
        width, height = natural.width * scale, natural.height * scale
        return Box(frame.centre_x - width / 2, frame.y, width, height)

    def _label(self, node: "MarkNode", ctx: "LayoutContext", box: Box) -> Element:
        """The label on its side (of the mark it stands over, if any); a side
        the writer did not choose leaves the others as alternatives (below,
        then above, right, left)."""
        spec = node.spec_as(IconSpec)
        face = ICONS[spec.name].face_box(box)
        if spec.label_side == "inside" and face is not None and spec.label:  # on its screen, in the note type
            return label_inside(ctx, spec.label, face, spec.look, node.path, size="note")
        near, whole = self._under(node, ctx, box)
        chosen = self._label_on(node, ctx, near, spec.label_side)
        sides = (spec.label_side,) if "label_side" in spec.model_fields_set else ("below", "above", "right", "left")
        places = [self._label_on(node, ctx, near, side) for side in sides]
        if near != whole:  # standing on a part (a save icon on a lane): over or under it, slid along the mark before leaving it
            places += [slid for place, side in zip(places, sides) if side in ("above", "below") for slid in slid_along(place, box, whole, ctx.theme.layout.label_gap)]
        places += [self._label_on(node, ctx, whole, side) for side in sides if whole != near]
        if any(relation == "over" for relation, _ in node.kind.relations(node)):  # over another mark, whose own words may stand on that side: a line further off, read apart from them
            places += [_beyond(place, side, ctx) for place, side in zip(places, sides) if side in ("above", "below")]
        return with_alternatives(chosen, places)

    @staticmethod
    def _under(node: "MarkNode", ctx: "LayoutContext", box: Box) -> tuple[Box, Box]:
        """What its label stands beside: the icon, and, over another mark (a
        cross over a job), what it stands over, then the whole mark that holds
        it (a cross on a tread, off the staircase), each where the icon will
        be centred on it (`compose.attach`): the words stand off the mark it
        sits on."""
        name = next((name for relation, name in node.kind.relations(node) if relation == "over"), None)
        target, holder = (ctx.anchors.get(name), ctx.anchors.get(name.split(".")[0])) if name else (None, None)
        if target is None:
            return box, box
        dx, dy = box.centre_x - target.centre_x, box.centre_y - target.centre_y  # the icon moves by minus this onto the target
        near = Box.around([box, target.moved(dx, dy)]) or box
        return near, Box.around([near, holder.moved(dx, dy)]) or near if holder is not None else near

    @staticmethod
    def _label_on(node: "MarkNode", ctx: "LayoutContext", box: Box, side: str) -> Text:
        spec = node.spec_as(IconSpec)
        assert spec.label is not None  # asked only of an icon with a label (IconDrawer.layout)
        return icon_label(spec.label, LABEL_COLOURS[spec.colour], box, side, ctx, node.path + ("label",))


def _beyond(place: Text, side: str, ctx: "LayoutContext") -> Text:
    """`place` a line further off its side (its height and a label gap): where
    the words of the mark it stands over take the first line beside it (a
    grid's span names under its cells), the icon's words stand on their own
    line, not read with them as one phrase ("b node fails c")."""
    step = place.box.height + ctx.theme.layout.label_gap
    return place.moved(0, step if side == "below" else -step)
