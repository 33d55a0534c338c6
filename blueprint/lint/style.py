"""The house style's checks on single elements: text the font can draw at a
readable size, shapes that can be seen and told from the paper, everything
inside the card's margins and clear of the brand's corner."""

from __future__ import annotations

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint.index import Under
from blueprint.lint.names import Names
from blueprint.scene import Box, Element, Rect, Scene, Text
from blueprint.text import Font
from blueprint.theme import Theme


def area(box: Box) -> tuple[float, float, float, float]:
    """A finding's place on the card, for a draft to outline."""
    return (box.x, box.y, box.width, box.height)


def check_text(text: Text, scene: Scene, theme: Theme, font: Font, names: Names, diagnostics: Diagnostics) -> None:
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
        diagnostics.error(where, messages.UNREADABLE_TEXT.format(
            text=text.text, size=text.size, width=scene.width, index=int(theme.canvas.index_width),
            shown=shown, minimum=theme.canvas.index_text) + "; " + messages.FIX_CANVAS, area(text.box))


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
            shown=shown) + "; " + messages.FIX_CANVAS, area(rect.box))
    paper = theme.colour("paper")
    paints = [p for p in (rect.paint.fill, rect.paint.stroke, rect.paint.hatch) if p]
    best = max((contrast(theme.colour(p), paper) for p in paints), default=1.0)
    if best < theme.contrast.shape:
        diagnostics.error(
            where,
            messages.LOW_CONTRAST.format(what=names.name(rect), ratio=best, minimum=theme.contrast.shape),
            area(rect.box),
        )


def check_margins(element: Element, scene: Scene, theme: Theme, names: Names, diagnostics: Diagnostics) -> None:
    """Off the canvas, or into its margin: a label may hang a little way in
    (a tick's figure), anything else keeps the whole margin."""
    bounds = element.bounds
    canvas = Box(0, 0, scene.width, scene.height)
    where = names.source.locate(element.source or element.owner)
    if not canvas.contains(bounds.grown(-0.5) if bounds.width > 1 else bounds):
        diagnostics.error(where, messages.OFF_CANVAS.format(what=names.name(element)), area(bounds))
        return
    margin = theme.canvas.margin
    allowed = margin - (theme.canvas.label_hang if isinstance(element, Text) else 0.0)
    distances = {"left": bounds.x, "top": bounds.y, "right": scene.width - bounds.right, "bottom": scene.height - bounds.bottom}
    edge, distance = min(distances.items(), key=lambda item: item[1])
    if distance < allowed - 0.5:
        diagnostics.error(where, messages.IN_MARGIN.format(
            this=names.name(element), distance=max(0, round(distance)), edge=edge, margin=int(margin)) + "; " + messages.FIX_MARGIN, area(bounds))


def check_contrast(text: Text, index: int, scene: Scene, fills: Under, theme: Theme, names: Names, diagnostics: Diagnostics) -> None:
    """Against the last filled rectangle drawn under the label's centre, or the paper."""
    backdrop = scene.paper
    under = fills.last_before(text.box.centre_x, text.box.centre_y, index)
    if under is not None:
        backdrop = scene.elements[under].paint.fill
    ratio = contrast(theme.colour(text.colour), theme.colour(backdrop))
    if ratio < theme.contrast.text:
        diagnostics.error(
            names.source.locate(text.source),
            messages.LOW_CONTRAST.format(what=f"label `{text.text}`", ratio=ratio, minimum=theme.contrast.text),
            area(text.box),
        )


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two `#RRGGBB` colours."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)
