"""The shipped typeface: metrics for layout, outlines for drawing.

Text is measured from the font's own advances and drawn as glyph outlines, so
layout knows exactly where each label ends and every renderer shows the same
letters with no font installed (DESIGN.md, "Rendering: what we measured").
The font's tables are read from the files made from it beside it
(`tables.py`), or from the font file itself with fontTools where those are
missing or were made from another file.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path


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
        from blueprint.text.tables import from_font, read

        self.path = path
        tables = read(path) or from_font(path)
        self._cmap = tables.cmap
        self._advances = tables.advances
        self._outline = tables.outline
        self.units_per_em: int = tables.units_per_em
        self.ascender: int = tables.ascender
        self.descender: int = tables.descender
        self.cap_height: int = tables.cap_height

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
            x += self._advances[name]
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

    @functools.lru_cache(maxsize=2048)
    def outline(self, glyph_name: str) -> str:
        """SVG path data of a glyph in font units, y pointing down."""
        return self._outline(glyph_name)


@functools.lru_cache(maxsize=4)
def load_font(file_name: str) -> Font:
    """The font shipped with Blueprint; parsed once per process, never changed."""
    return Font(fonts_folder() / file_name)
