"""The icon sheet: every icon in every variant, with its name, for writers to choose from.

Built straight from the icon set (no spec), then rendered by the same SVG and
PNG stages as every diagram, so what a writer sees here is what a spec draws.
"""

from __future__ import annotations

from blueprint.describe.lexicon.sheet import sheet_alt
from blueprint.diagnostics import Diagnostics
from blueprint.icons import ICONS, IconState
from blueprint.layout.draw.context import LayoutContext
from blueprint.sourcemap import SourceMap
from blueprint.layout.draw.icons import draw_icon
from blueprint.render import render_svg
from blueprint.scene import Box, Element, Scene, Text
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME, Theme

VARIANTS = (("grey", "solid"), ("grey", "dashed"), ("grey", "dotted"), ("blue", "solid"), ("blue", "dashed"))
STATES = (("gpu", "status", IconState(status="blue")), ("gpu", "blocks", IconState(status="grey", blocks=("blue", "grey"))),
          ("gpu", "empty", IconState(empty=True)), ("server", "empty", IconState(empty=True)))
CELL_WIDTH = 216.0
NAME_WIDTH = 200.0
ROW_GAP = 40.0


def icon_sheet(theme: Theme = DEFAULT_THEME) -> tuple[Scene, str]:
    """The sheet's scene and its alt text."""
    font = load_font(theme.font_file)
    margin = theme.canvas.margin
    rows = [(name, [(f"{colour} {outline}", colour, outline, IconState()) for colour, outline in VARIANTS]) for name in ICONS]
    rows += [(f"{name}, {what}", [(what, "grey", "solid", state)]) for name, what, state in STATES]
    row_height = max(icon.height for icon in ICONS.values()) + ROW_GAP
    header = font.ascent(theme.type.note) + font.descent(theme.type.note) + ROW_GAP
    width = 2 * margin + NAME_WIDTH + CELL_WIDTH * len(VARIANTS)
    height = 2 * margin + header + row_height * len(rows)
    canvas = Box(0, 0, width, height)
    content = Box(margin, margin, width - 2 * margin, height - 2 * margin)
    ctx = LayoutContext(theme, font, SourceMap("<icons>"), Diagnostics("<icons>"), canvas, content)
    elements: list[Element] = []
    for column, (colour, outline) in enumerate(VARIANTS):
        x = margin + NAME_WIDTH + CELL_WIDTH * (column + 0.5)
        elements.append(_note(ctx, f"{colour} {outline}", x, margin, "centre"))
    for index, (name, cells) in enumerate(rows):
        top = margin + header + row_height * index
        icon_name = name.split(",")[0]
        icon = ICONS[icon_name]
        elements.append(ctx.text_centred_on(_note(ctx, name, margin, top, "left", size="label"), top + icon.height / 2))
        for column, (_, colour, outline, state) in enumerate(cells):
            centre_x = margin + NAME_WIDTH + CELL_WIDTH * (column + 0.5)
            box = Box(centre_x - icon.width / 2, top, icon.width, icon.height)
            owner = ("icons", index, column)
            elements += draw_icon(icon_name, box, colour, outline, state, owner, owner)
    scene = Scene(width, height, "paper", tuple(elements), {}, "Blueprint icon sheet", theme.font_file)
    return scene, sheet_alt(list(ICONS), VARIANTS)


def _note(ctx: LayoutContext, text: str, x: float, top: float, align: str, size: str = "note") -> Text:
    return ctx.text(text, size=size, colour="ink", x=x, top=top, align=align, role="label", owner=("sheet",), source=())


def icon_sheet_svg(theme: Theme = DEFAULT_THEME) -> str:
    scene, alt = icon_sheet(theme)
    return render_svg(scene, alt, alt, theme, load_font(theme.font_file))
