"""The house style's checks on single elements: text the font can draw at a
readable size, shapes that can be seen and told from the paper, everything
inside the card's margins and clear of the brand's corner."""

from __future__ import annotations

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.rules.geometry import drawn_bounds
from blueprint.rules.index import Under
from blueprint.lint.names import Names
from blueprint.scene import Box, Element, Rect, Scene, Text
from blueprint.text import Font
from blueprint.theme import Theme, contrast


def area(box: Box) -> tuple[float, float, float, float]:
    """A finding's place on the card, for a draft to outline."""
    return (box.x, box.y, box.width, box.height)


def check_texts(texts: list[Text], scene: Scene, theme: Theme, font: Font, names: Names, diagnostics: Diagnostics) -> None:
    """Each label alone; text the canvas makes too small to read on the blog's
    index is one finding, at the `canvas` that does it."""
    unreadable: list[Text] = []
    for text in texts:
        check_text(text, scene, theme, font, names, diagnostics, unreadable)
    if unreadable:
        smallest = min(unreadable, key=lambda t: t.size)
        shown = smallest.size * theme.canvas.index_width / scene.width
        diagnostics.error(names.source.locate(("canvas",)), messages.UNREADABLE_TEXT.format(
            count=len(unreadable), width=scene.width, index=int(theme.canvas.index_width), shown=shown,
            minimum=theme.canvas.index_text, text=smallest.text) + "; " + messages.FIX_CANVAS.format(most=int(smallest.size * theme.canvas.index_width / theme.canvas.index_text)),
            area(Box.around([t.box for t in unreadable]) or smallest.box),
            fix=(("canvas", "width"), int(smallest.size * theme.canvas.index_width / theme.canvas.index_text)))


def check_text(text: Text, scene: Scene, theme: Theme, font: Font, names: Names, diagnostics: Diagnostics, unreadable: list[Text]) -> None:
    where = names.source.locate(text.source)
    missing = font.missing(text.text)
    if missing:
        chars = ", ".join(repr(c) for c in missing)
        diagnostics.error(where, messages.MISSING_GLYPH.format(chars=chars, text=text.text), area(text.box))
    minimum = theme.type.minimum
    shown = text.size * theme.canvas.index_width / scene.width
    if text.size < minimum:
        diagnostics.error(where, messages.TEXT_TOO_SMALL.format(text=text.text, size=text.size, minimum=minimum), area(text.box))
    elif shown < theme.canvas.index_text - 0.005:
        unreadable.append(text)


def check_shape(rect: Rect, scene: Scene, theme: Theme, names: Names, diagnostics: Diagnostics) -> None:
    where = names.source.locate(rect.source)
    minimum = theme.layout.minimum_size
    smallest = min(rect.box.width, rect.box.height)
    shown = smallest * theme.canvas.index_width / scene.width
    if smallest < minimum - 0.01:
        diagnostics.error(where, messages.TOO_SMALL.format(what=names.name(rect), size=smallest, minimum=int(minimum)), area(rect.box))
    elif shown < theme.canvas.index_shape - 0.005:
        diagnostics.error(where, messages.UNSEEN_SHAPE.format(
            what=names.name(rect), size=smallest, width=scene.width, index=int(theme.canvas.index_width),
            shown=shown) + "; " + messages.FIX_CANVAS.format(most=int(smallest * theme.canvas.index_width / theme.canvas.index_shape)), area(rect.box))
    paints = (rect.paint.fill, rect.paint.stroke, rect.paint.hatch)
    if paints not in names.contrasts:  # a few paints, thousands of shapes
        paper = theme.colour("paper")
        names.contrasts[paints] = max((contrast(theme.colour(p), paper) for p in paints if p), default=1.0)
    best = names.contrasts[paints]
    if best < theme.contrast.shape:
        diagnostics.error(
            where,
            messages.LOW_CONTRAST.format(what=names.name(rect), ratio=best, minimum=theme.contrast.shape) + "; " + _shape_fix(rect, theme),
            area(rect.box),
        )


def _shape_fix(rect: Rect, theme: Theme) -> str:
    """The fills that would pass on the paper, and whether an outline would."""
    paper = theme.colour("paper")
    passing = [name for name, look in theme.looks.items() if contrast(theme.colour(look.fill), paper) >= theme.contrast.shape]
    own = next((look for look in theme.looks.values() if look.fill == rect.paint.fill), None)
    outline = own is not None and contrast(theme.colour(own.stroke), paper) >= theme.contrast.shape
    fills = messages.either(passing)
    return (messages.FIX_CONTRAST_OUTLINE if outline else messages.FIX_CONTRAST_FILL).format(fills=fills)


def check_margins(scene: Scene, theme: Theme, names: Names, diagnostics: Diagnostics) -> None:
    """Off the canvas, or into its margin: a label may hang a little way in
    (a tick's figure), anything else keeps the whole margin. One finding per
    placed block, at the relation that put it there: a group pushed off the
    card is one problem, not one per icon."""
    canvas = Box(0, 0, scene.width, scene.height)
    margin = theme.canvas.margin
    worst: dict[object, tuple[float, str, Element, bool]] = {}
    for element in scene.elements:
        if element.role == "brand":
            continue
        bounds = drawn_bounds(element)  # a curve by its drawing, not its control points
        outside = not canvas.contains(bounds.grown(-0.5) if bounds.width > 1 else bounds)
        allowed = margin - (theme.canvas.label_hang if isinstance(element, Text) else 0.0)
        distances = {"left": bounds.x, "top": bounds.y, "right": scene.width - bounds.right, "bottom": scene.height - bounds.bottom}
        edge, distance = min(distances.items(), key=lambda item: item[1])
        if not outside and distance >= allowed - 0.5:
            continue
        block = _placed_block(element, scene)
        key = block.path if block is not None else element.source
        if key not in worst or (outside, -distance) > (worst[key][3], -worst[key][0]):
            worst[key] = (distance, edge, element, outside)
    for key, (distance, edge, element, outside) in worst.items():
        block = _placed_block(element, scene)
        what = names.name(element)
        where: tuple = element.source or element.owner
        fix = messages.FIX_MARGIN
        if block is not None and block.relation and block.relation != "at":
            what = f"`{block.id or block.kind}`, placed `{block.relation}: {block.target}`,"
            where = block.path + (block.relation,)
            fix = messages.FIX_MARGIN_PLACED.format(target=block.target)
        if outside:
            message = messages.OFF_CANVAS.format(what=what) + "; " + (messages.FIX_OFF_CANVAS_LABEL if isinstance(element, Text) and block is None else fix)
        else:
            message = messages.IN_MARGIN.format(this=what, distance=max(0, round(distance)), edge=edge, margin=int(margin)) + "; " + fix
        diagnostics.error(names.source.locate(where), message, area(element.bounds))


def _placed_block(element: Element, scene: Scene):
    """The outermost placed block the element belongs to (a group before its icons)."""
    found = None
    for block in scene.blocks:
        if element.owner[: len(block.path)] == block.path and (found is None or len(block.path) < len(found.path)):
            found = block
    return found


def check_contrast(text: Text, index: int, scene: Scene, fills: Under, theme: Theme, names: Names, diagnostics: Diagnostics) -> None:
    """Against the last filled rectangle drawn under the label's centre, or the paper."""
    backdrop = scene.paper
    under = fills.last_before(text.box.centre_x, text.box.centre_y, index)
    if under is not None:
        filled = scene.elements[under]
        assert isinstance(filled, Rect) and filled.paint.fill is not None  # `fills` holds only filled rectangles (lint.check)
        backdrop = filled.paint.fill
    ratio = contrast(theme.colour(text.colour), theme.colour(backdrop))
    if ratio < theme.contrast.text:
        readable = [name for name, look in theme.looks.items() if contrast(theme.colour(text.colour), theme.colour(look.fill)) >= theme.contrast.text]
        diagnostics.error(
            names.source.locate(text.source),
            messages.LOW_CONTRAST.format(what=f"label `{text.text}`", ratio=ratio, minimum=theme.contrast.text)
            + "; " + messages.FIX_CONTRAST_TEXT.format(fills=messages.either(readable)),
            area(text.box),
        )
