"""A draft: the picture of a spec that lint refused, each problem outlined in
red and numbered as the messages are, so the writer sees what went wrong
(`render` writes it as NAME.draft.svg and .png beside the outputs, never over
them; the preview shows it)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from blueprint.scene import Box, Element, Paint, Rect, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostic

OUTLINE_GAP = 4.0  # px between what is wrong and its red outline


def draft_svg(result: Any, problems: "tuple[Diagnostic, ...]") -> str:
    """The result's SVG with each problem that has a place on the card outlined
    in red, its number (1 for the first message) beside the outline."""
    from blueprint.render.svg import render_svg
    from blueprint.text import load_font

    font = load_font(result.theme.font_file)
    marks: list[Element] = []
    for number, problem in enumerate(problems, 1):
        if problem.area is None:
            continue
        x, y, width, height = problem.area
        box = Box(x, y, width, height).grown(OUTLINE_GAP)
        marks.append(Rect(box, Paint(fill=None, stroke="red", stroke_width="outline"), "problem", (), ()))
        marks.append(_number(str(number), box, font, result.theme))
    scene = replace(result.scene, elements=tuple(result.scene.elements) + tuple(marks))
    return render_svg(scene, result.alt, result.long_description, result.theme, font, f"{result.name}-draft")


def _number(text: str, box: Box, font: Any, theme: Any) -> Text:
    """The problem's number in red at the outline's top left corner, outside it."""
    size = theme.type.size("note")
    width = font.measure(text, size)
    ascent, descent = font.ascent(size), font.descent(size)
    left, top = box.x, max(0.0, box.y - ascent - descent)
    return Text(text, left, top + ascent, size, "red", Box(left, top, width, ascent + descent), "problem", (), ())
