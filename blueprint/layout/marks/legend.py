"""How a key is drawn: its lines left to right, each a swatch in the part's
exact look (a square painted as the part is, or a short line in its rhythm
and colour) and the words after it in the note type, in ink; lines that do
not fit the frame's width wrap to a row below. A block, placed as any block.

A look with no outline that the paper swallows (a curve's solid grey region,
whose edges are the lines it lies between) takes a thin `line` edge, as the
style asks of a grey fill standing alone (STYLE.md, Palette).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.shapes import fill_paint
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.legend import KeyLine, key_lines
from blueprint.scene import Box, Element, Line, Paint, Rect
from blueprint.theme import stands_out

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

SWATCH = 24.0  # px: a swatch's side, three hatch lines across
LINE_SWATCH = 32.0  # px: a line swatch's length, room for a dash and a gap
WORDS_GAP = 8.0  # px: from a swatch to its words
ENTRY_GAP = 32.0  # px: from one line's words to the next swatch
ROW_GAP = 16.0  # px: between rows when the lines wrap
SIZE = "note"  # the key's words: small, in ink


class LegendDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        lines = key_lines(node, ctx.ids)
        height = max(SWATCH, ctx.text_height(SIZE))
        rows: list[list[Element]] = [[]]
        x, top = frame.x, frame.y
        for line in lines:
            width = (LINE_SWATCH if line.line else SWATCH) + WORDS_GAP + _words_width(line, ctx)
            if rows[-1] and x + width > frame.right:  # wrap: a row below
                x, top = frame.x, top + height + ROW_GAP
                rows.append([])
            drawn = _entry(node, line, ctx, x, top, height)
            rows[-1] += drawn
            x = max(e.bounds.right for e in drawn) + ENTRY_GAP
        elements: list[Element] = []
        for row in rows:  # each row centred in the frame, as a block stands
            extent = Box.around([e.bounds for e in row])
            dx = frame.centre_x - extent.centre_x if extent is not None and extent.width <= frame.width else 0.0
            elements += [e.moved(dx, 0.0) for e in row]
        box = Box.around([e.bounds for e in elements]) or Box(frame.x, frame.y, 0.0, 0.0)
        return MarkLayout(elements=elements, anchors={node.id: box} if node.id else {})


def _words_width(line: KeyLine, ctx: "LayoutContext") -> float:
    probe = ctx.text(line.words, size=SIZE, colour="ink", x=0.0, top=0.0, role="label", owner=line.path, source=line.path)
    return probe.box.width


def _entry(node: "MarkNode", line: KeyLine, ctx: "LayoutContext", x: float, top: float, height: float) -> list[Element]:
    """One line of the key: its swatch, centred on the row, and its words after it."""
    where = line.path[:-1] if line.path[-1] in ("label", "means") else line.path  # the entry, or the part keyed
    middle = top + height / 2
    if line.line:
        paint = Paint(stroke=ctx.theme.look(line.look.colour).stroke, stroke_width="outline", line=line.look.outline,
                      cap="round" if line.look.outline == "dotted" else "butt")
        swatch: Element = Line(x, middle, x + LINE_SWATCH, middle, paint, "swatch", node.path, where)
        right = x + LINE_SWATCH
    else:
        paint = fill_paint(ctx.theme, line.look)
        if paint.stroke is None and not stands_out(ctx.theme, line.look.fill):
            paint = Paint(fill=paint.fill, stroke="line", stroke_width="thin", hatch=paint.hatch)
        swatch = Rect(Box(x, middle - SWATCH / 2, SWATCH, SWATCH), paint, "swatch", node.path, where)
        right = x + SWATCH
    words_top = middle - ctx.text_height(SIZE) / 2
    words = ctx.text(line.words, size=SIZE, colour="ink", x=right + WORDS_GAP, top=words_top, role="label", owner=node.path, source=line.path)
    return [swatch, words]
