"""The shipped typeface: metrics for layout, outlines for drawing.

Text is measured from the font's own advances and drawn as glyph outlines, so
layout knows exactly where each label ends and every renderer shows the same
letters with no font installed (DESIGN.md, "Rendering: what we measured").
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from fontTools.ttLib import TTFont


def fonts_folder() -> Path:
    """The fonts inside the installed package, or the checkout's `fonts/`."""
    here = Path(__file__).resolve().parent.parent
    installed = here / "fonts"
    return installed if installed.is_dir() else here.parent / "fonts"


@dataclass(frozen=True)
class GlyphRun:
    """A shaped line of text: glyph names and their x offsets in font units."""

    glyphs: tuple[tuple[str, int], ...]
    advance: int


class Font:
    """Read-only view of one font file."""

    def __init__(self, path: Path):
        self.path = path
        self._font = TTFont(str(path), lazy=True)
        self._cmap = self._font.getBestCmap()
        self._hmtx = self._font["hmtx"]
        hhea = self._font["hhea"]
        os2 = self._font["OS/2"]
        self.units_per_em: int = self._font["head"].unitsPerEm
        self.ascender: int = hhea.ascent
        self.descender: int = -hhea.descent
        self.cap_height: int = os2.sCapHeight

    def has(self, char: str) -> bool:
        return ord(char) in self._cmap

    def missing(self, text: str) -> list[str]:
        return sorted({c for c in text if not self.has(c) and c not in "\n"})

    def shape(self, text: str) -> GlyphRun:
        x = 0
        glyphs = []
        for char in text:
            name = self._cmap.get(ord(char), ".notdef")
            glyphs.append((name, x))
            x += self._hmtx[name][0]
        return GlyphRun(tuple(glyphs), x)

    def scale(self, size: float) -> float:
        return size / self.units_per_em

    def measure(self, text: str, size: float) -> float:
        return self.shape(text).advance * self.scale(size)

    def ascent(self, size: float) -> float:
        return self.ascender * self.scale(size)

    def descent(self, size: float) -> float:
        return self.descender * self.scale(size)

    def cap(self, size: float) -> float:
        return self.cap_height * self.scale(size)

    @functools.lru_cache(maxsize=1)
    def _glyph_set(self) -> Any:
        """The outlines, read only when text is drawn: measuring needs none of
        them, and reading the `glyf` table is most of what loading costs."""
        return self._font.getGlyphSet()

    @functools.lru_cache(maxsize=2048)
    def outline(self, glyph_name: str) -> str:
        """SVG path data of a glyph in font units, y pointing down."""
        from fontTools.pens.svgPathPen import SVGPathPen  # drawing only: `check` measures and draws nothing
        from fontTools.pens.transformPen import TransformPen

        glyph_set = self._glyph_set()
        pen = SVGPathPen(glyph_set, ntos=lambda v: str(round(v)))
        glyph_set[glyph_name].draw(TransformPen(pen, (1, 0, 0, -1, 0, 0)))
        return cast(str, pen.getCommands())  # fontTools is untyped: its pen gives the path data as text


@functools.lru_cache(maxsize=4)
def load_font(file_name: str) -> Font:
    """The font shipped with Blueprint; parsed once per process, never changed."""
    return Font(fonts_folder() / file_name)
