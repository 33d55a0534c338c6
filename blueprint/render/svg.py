"""The render stage: Scene (+ its description) -> SVG text.

The only place theme tokens become SVG attributes. Text is drawn as glyph
outlines from the shipped font, each glyph defined once in <defs> and reused
(or, asked for, as `<text>` at the same places in an embedded subset of the
font, for a reader to select: `text=TEXT`);
hatches are userSpaceOnUse patterns so they line up across neighbouring parts.
Nothing external is referenced. The same scene always gives the same bytes.
"""

from __future__ import annotations

import hashlib
import html
import re
from dataclasses import dataclass, replace
from typing import assert_never

import drawsvg as draw

from blueprint.scene import Dot, Element, Ellipse, Line, Paint, Path, Rect, Scene, Text
from blueprint.text import Font
from blueprint.text.subset import font_face
from blueprint.theme import Theme

# What an XML id may not hold, and may not start with: anything else in a
# diagram's name becomes a hyphen, so `NAME-title` is always a valid id.
_NOT_ID = re.compile(r"[^A-Za-z0-9_.-]+")
_ID_START = re.compile(r"^[A-Za-z_]")


OUTLINES, TEXT = "outlines", "text"  # how an SVG draws its letters (`render --svg-text`)
SVG_TEXTS = (OUTLINES, TEXT)
# Each letter stands where layout put it: no ligature, no kerning, spaces kept.
TEXT_STYLE = "white-space:pre;font-kerning:none;font-variant-ligatures:none;font-feature-settings:'liga' 0,'calt' 0"


def diagram_id(name: str) -> str:
    """A diagram's name (a spec's file stem) as the start of an XML id."""
    cleaned = _NOT_ID.sub("-", name).strip("-.") or "blueprint"
    return cleaned if _ID_START.match(cleaned) else f"d-{cleaned}"


# Stands for the ids' prefix while a document is drawn. XML cannot hold it, so
# no text of the document has it (`xml_text` drops it) and it is replaced
# exactly where the ids are (`id`, `href`, `url(#...)`, `aria-labelledby`).
_IDS = "\x01"
DIGEST_LENGTH = 8  # hex digits of the drawing's sha256 in its ids


def diagram_ids(name: str, drawn: str) -> str:
    """The prefix of every id in a diagram: its name, then the first hex digits
    of the sha256 of the whole document drawn with a stand-in for the prefix
    (`kept-utilization-3f9a0c1e`). Ids are what `aria-labelledby`, `<use>` and
    a hatch's `url(#...)` find, and a page resolves each to the first element
    with that id: two diagrams inlined on one page (two `fig.yaml` of two
    posts) share an id only when their documents are the same, text and
    drawing, so whichever is found says and draws the same. The same spec
    still gives the same bytes, wherever it is and however it is rendered."""
    digest = hashlib.sha256(drawn.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_LENGTH]
    return f"{diagram_id(name)}-{digest}"


class _Desc(draw.elements._TextContainingElement):
    TAG_NAME = "desc"


def number(value: float) -> float | int:
    """Coordinates to two decimals, integers without a decimal point."""
    rounded = round(value, 2)
    return int(rounded) if rounded == int(rounded) else rounded


# Characters XML 1.0 cannot hold at all. The loader refuses them in every text
# a writer gives; this keeps any that slip through (a bug) from making the
# whole document unreadable. Written as the few it cannot hold (the complement
# of XML's Char production), which compiles in a tenth of the time.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """Text that an XML document can hold: any character XML forbids is dropped."""
    return _NOT_XML.sub("", text)


def _glyph_id(name: str) -> str:
    return "glyph-" + re.sub(r"[^A-Za-z0-9_-]", lambda m: f"_{ord(m.group()):x}", name)


class _Renderer:
    def __init__(self, scene: Scene, theme: Theme, font: Font, ids: str, text_as_text: bool = False):
        self.scene = scene
        self.name = ids  # the prefix of every id
        self.theme = theme
        self.font = font
        self.glyphs: dict[str, str] = {}
        self.patterns: set[str] = set()
        letters = "".join(e.text for e in scene.elements if isinstance(e, Text)) if text_as_text else ""
        self.face = font_face(font.path, letters) if letters else None  # the font cut down to the letters drawn

    def colour(self, token: str | None) -> str:
        return "none" if token is None else self.theme.colour(token)

    def stroke_attributes(self, paint: Paint) -> dict[str, object]:
        if paint.stroke is None:
            return {"stroke": "none"}
        attributes: dict[str, object] = {
            "stroke": self.colour(paint.stroke),
            "stroke_width": number(self.theme.strokes.width(paint.stroke_width)),
        }
        if paint.line == "dashed":
            rhythm = self.theme.dashes.dashed_for(self.theme.strokes.width(paint.stroke_width), self.theme.strokes.thick)
            attributes["stroke_dasharray"] = " ".join(str(number(v)) for v in rhythm)
        elif paint.line == "dotted":
            attributes["stroke_dasharray"] = " ".join(str(number(v)) for v in self.theme.dashes.dotted)
            attributes["stroke_linecap"] = "round"
        if paint.cap != "butt" and paint.line != "dotted":
            attributes["stroke_linecap"] = paint.cap
            attributes["stroke_linejoin"] = "round"
        return attributes

    def hatch(self, colour_token: str) -> str:
        pattern_id = f"{self.name}-hatch-{colour_token}"
        self.patterns.add(colour_token)
        return f"url(#{pattern_id})"

    def element(self, element: Element) -> list[draw.DrawingElement]:
        """An element painted by its kind."""
        if isinstance(element, Rect):
            return self.rect(element)
        if isinstance(element, Line):
            return self.line(element)
        if isinstance(element, Dot):
            return self.dot(element)
        if isinstance(element, Text):
            return self.text(element)
        if isinstance(element, Ellipse):
            return self.ellipse(element)
        if isinstance(element, Path):
            return self.path(element)
        assert_never(element)

    def rect(self, element: Rect) -> list[draw.DrawingElement]:
        box, paint = element.box, element.paint
        position = dict(x=number(box.x), y=number(box.y), width=number(box.width), height=number(box.height))
        if paint.hatch:
            return [
                draw.Rectangle(**position, fill=self.colour(paint.fill), stroke="none"),
                draw.Rectangle(**position, fill=self.hatch(paint.hatch), stroke="none"),
                draw.Rectangle(**position, fill="none", **self.stroke_attributes(paint)),
            ]
        return [draw.Rectangle(**position, fill=self.colour(paint.fill), **self.stroke_attributes(paint))]

    def line(self, element: Line) -> list[draw.DrawingElement]:
        return [
            draw.Line(
                number(element.x1), number(element.y1), number(element.x2), number(element.y2),
                fill="none", **self.stroke_attributes(element.paint),
            )
        ]

    def dot(self, element: Dot) -> list[draw.DrawingElement]:
        return [draw.Circle(number(element.cx), number(element.cy), number(element.radius), fill=self.colour(element.colour))]

    def ellipse(self, element: Ellipse) -> list[draw.DrawingElement]:
        return [
            draw.Ellipse(
                number(element.cx), number(element.cy), number(element.rx), number(element.ry),
                fill=self.colour(element.paint.fill), **self.stroke_attributes(element.paint),
            )
        ]

    def path(self, element: Path) -> list[draw.DrawingElement]:
        data = " ".join(
            command + " ".join(str(number(v)) for v in numbers) for command, numbers in element.segments
        )
        paint = element.paint
        if paint.hatch:
            return [
                draw.Path(d=data, fill=self.colour(paint.fill), stroke="none"),
                draw.Path(d=data, fill=self.hatch(paint.hatch), stroke="none"),
                draw.Path(d=data, fill="none", **self.stroke_attributes(paint)),
            ]
        return [draw.Path(d=data, fill=self.colour(paint.fill), **self.stroke_attributes(paint))]

    def text(self, element: Text) -> list[draw.DrawingElement]:
        if element.align:  # two lines: each drawn as a run of its own
            width = lambda line: self.font.measure(line, element.size)
            return [part for line, x, baseline in element.set_lines(width) for part in self.text(replace(element, text=line, x=x, baseline=baseline, align=""))]
        run = self.font.shape(element.text)
        scale = self.font.scale(element.size)
        if self.face is not None:
            return [self.text_element(element, run.glyphs, scale, self.face.family)]
        group = draw.Group(
            fill=self.colour(element.colour),
            transform=f"translate({number(element.x)} {number(element.baseline)}) scale({number(scale * 1000) / 1000:g})",
        )
        for glyph, offset in run.glyphs:
            outline = self.font.outline(glyph)
            if not outline:
                continue
            glyph_id = f"{self.name}-{_glyph_id(glyph)}"  # every id of a diagram its own: several inline on one page
            self.glyphs.setdefault(glyph_id, outline)
            group.append(draw.Use(glyph_id, offset, 0))
        return [group]

    def text_element(self, element: Text, glyphs: tuple[tuple[str, int], ...], scale: float, family: str) -> draw.DrawingElement:
        """Text kept as text: each letter at the x its outline would stand at,
        in a subset of the shipped font, so it looks the same and a reader can
        select it, search it and copy it."""
        places = " ".join(str(number(element.x + offset * scale)) for _, offset in glyphs)
        return draw.Raw(
            f'<text x="{places}" y="{number(element.baseline)}" font-size="{number(element.size)}"'
            f' fill="{self.colour(element.colour)}" font-family="{family}" style="{TEXT_STYLE}">'
            f"{html.escape(xml_text(element.text), quote=False)}</text>"
        )

    def drawing(self, title: str, desc: str) -> draw.Drawing:
        scene = self.scene
        title_id, desc_id = f"{self.name}-title", f"{self.name}-desc"
        drawing = draw.Drawing(
            number(scene.width), number(scene.height),
            role="img", aria_labelledby=f"{title_id} {desc_id}",
        )
        drawing.append(draw.Title(xml_text(title), id=title_id))
        drawing.append(_Desc(xml_text(desc or title), id=desc_id))
        if not self.theme.canvas.transparent:  # else the page's own colour shows through
            drawing.append(draw.Rectangle(0, 0, number(scene.width), number(scene.height), fill=self.colour(scene.paper)))
        if self.theme.canvas.drafting_grid:
            drawing.extend(self.grid())
        for element in scene.elements:
            drawing.extend(self.element(element))
        for glyph_id, outline in sorted(self.glyphs.items()):
            drawing.append_def(draw.Path(d=outline, id=glyph_id))
        if self.face is not None:
            drawing.append_def(draw.Raw(f"<style>{self.face.css}</style>"))
        for colour_token in sorted(self.patterns):
            drawing.append_def(self.pattern(colour_token))
        return drawing

    def pattern(self, colour_token: str) -> draw.Pattern:
        hatch = self.theme.hatch
        spacing = number(hatch.spacing)
        pattern = draw.Pattern(
            width=spacing, height=spacing, patternUnits="userSpaceOnUse",
            patternTransform=f"rotate({number(hatch.angle)})", id=f"{self.name}-hatch-{colour_token}",
        )
        pattern.append(
            draw.Line(0, 0, 0, spacing, stroke=self.colour(colour_token), stroke_width=number(hatch.width))
        )
        return pattern

    def grid(self) -> list[draw.DrawingElement]:
        step = self.theme.canvas.drafting_grid_step
        paint = dict(stroke=self.colour("drafting-grid"), stroke_width=1)
        lines = []
        x = step
        while x < self.scene.width:
            lines.append(draw.Line(number(x), 0, number(x), number(self.scene.height), **paint))
            x += step
        y = step
        while y < self.scene.height:
            lines.append(draw.Line(0, number(y), number(self.scene.width), number(y), **paint))
            y += step
        return lines


@dataclass(frozen=True)
class Document:
    """An SVG document and the prefix of its ids (`diagram_ids`)."""

    svg: str
    ids: str


def render_document(
    scene: Scene, title: str, desc: str, theme: Theme, font: Font, name: str = "blueprint", *, text: str = OUTLINES
) -> Document:
    """The SVG document of a scene, with its alt text as <title> and long text
    as <desc> (the alt text again when there is none), their ids `IDS-title`
    and `IDS-desc`, IDS being the name and a digest of the document (see
    `diagram_ids`). The text is passed in, as text: the render stage knows no
    describer. `text`: `outlines` (each letter a path, the same in every
    renderer) or `text` (letters a reader can select, in a subset of the
    shipped font, at the same places); the digest is of the document drawn, so
    the two have different ids."""
    drawn: str = _Renderer(scene, theme, font, _IDS, text_as_text=text == TEXT).drawing(title, desc).as_svg()
    ids = diagram_ids(name, drawn)
    return Document(drawn.replace(_IDS, ids), ids)


def render_svg(scene: Scene, title: str, desc: str, theme: Theme, font: Font, name: str = "blueprint", *, text: str = OUTLINES) -> str:
    """The SVG text of `render_document`."""
    return render_document(scene, title, desc, theme, font, name, text=text).svg
