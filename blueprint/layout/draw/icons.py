"""Icons of the set drawn at a size: the icon mark, a connector's carried
icon, a curve's and a timeline's marks and the icon sheet all draw them so."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.icons import ICONS, IconState, IconStyle, Pen
from blueprint.scene import Box, Element, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext

LABEL_COLOURS = {"grey": "ink", "blue": "blue", "red": "red", "dark": "ink"}  # an icon's words in its colour; grey and dark in ink


def draw_icon(name: str, box: Box, colour: str, outline: str, state: IconState, owner: SpecPath, source: SpecPath) -> list[Element]:
    """The primitives of one icon drawn into `box`."""
    pen = Pen(box, IconStyle.of(colour, outline), owner, source)
    ICONS[name].draw(pen, state)
    if ICONS[name].sign:  # lint judges a sign as a cross over what it cuts
        return [replace(e, role="sign") for e in pen.elements]
    return pen.elements


def icon_box(name: str, size: str, ctx: "LayoutContext", centre_x: float, top: float) -> Box:
    """The box an icon takes at a size (`small`, `medium`, `large`), centred on
    `centre_x` with its top at `top`."""
    icon = ICONS[name]
    scale = ctx.theme.layout.icon_scale(size)
    width, height = icon.width * scale, icon.height * scale
    return Box(centre_x - width / 2, top, width, height)


def icon_label(label: str, colour: str, box: Box, side: str, ctx: "LayoutContext", where: SpecPath) -> Text:
    """An icon's label on one side of its box: every icon's, a placed one's or
    one a line carries (`carries: [{icon: snapshot, label: 12 GB}]`)."""
    gap = ctx.theme.layout.icon_label_gap
    height = ctx.text_height("label", label)
    if side in ("below", "above"):
        top = box.bottom + gap if side == "below" else box.y - gap - height
        return ctx.text(label, size="label", colour=colour, x=box.centre_x, top=top, align="centre", role="label", owner=where, source=where)
    x = box.right + gap * 2 if side == "right" else box.x - gap * 2
    text = ctx.text(label, size="label", colour=colour, x=x, top=box.y, align="left" if side == "right" else "right", role="label", owner=where, source=where)
    return ctx.text_centred_on(text, box.centre_y)
