"""The shipped font's tables, as Blueprint reads them: made once from the font
file with fontTools, kept beside it, read at start-up without fontTools.

Layout needs four metrics and an advance per character; drawing needs the
outlines of the thirty or so glyphs a diagram shows. Parsing the TrueType
file for them cost every fresh process about 30 ms of CPU (importing
fontTools, reading its tables, decoding `glyf`), a tenth of a `check`. So
`python -m blueprint.text.tables` writes, beside `NAME.ttf`:

- `NAME.tables.json`: the metrics, the character map, the advances (those
  that differ from the usual one) and the CRC-32 and size of the font file
  they were made from;
- `NAME.outlines.json.z`: every glyph's SVG path data (font units, y down,
  whole numbers), zlib-compressed, read only when text is drawn.

A font file that is not the one the tables were made from (another size or
CRC-32), or tables that are missing or unreadable, mean the font is read with
fontTools as before: the tables can be stale, never wrong.
`tests/text/test_tables.py` checks that the shipped tables are what fontTools
reads from the shipped font, outline by outline.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

FORMAT = 1
TABLES = ".tables.json"
OUTLINES = ".outlines.json.z"


@dataclass(frozen=True)
class Tables:
    """What Blueprint reads of a font: metrics in font units, the character map
    (code point -> glyph name), each glyph's advance, and its outline (SVG path
    data), looked up when a glyph is first drawn."""

    units_per_em: int
    ascender: int
    descender: int  # positive: how far below the baseline
    cap_height: int
    cmap: dict[int, str]
    advances: dict[str, int]
    outline: Callable[[str], str]


def tables_path(font: Path) -> Path:
    return font.with_suffix(TABLES)


def outlines_path(font: Path) -> Path:
    return font.with_suffix(OUTLINES)


def _stamp(data: bytes) -> dict[str, int]:
    return {"size": len(data), "crc32": zlib.crc32(data)}


def read(font: Path) -> Tables | None:
    """The prebuilt tables of `font`, or None where they are missing,
    unreadable or made from another font file."""
    try:
        stored = json.loads(tables_path(font).read_bytes())
        if not isinstance(stored, dict) or stored.get("format") != FORMAT:
            return None
        if stored.get("font") != _stamp(font.read_bytes()):
            return None
        usual = int(stored["advance"])
        advances = {str(name): usual for name in stored["glyphs"]}
        advances.update({str(name): int(value) for name, value in stored["advances"].items()})
        tables = Tables(
            int(stored["units_per_em"]), int(stored["ascender"]), int(stored["descender"]), int(stored["cap_height"]),
            {int(code): str(name) for code, name in stored["cmap"]}, advances, _outlines_from(outlines_path(font)),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return tables


def _outlines_from(path: Path) -> Callable[[str], str]:
    """A lookup of the prebuilt outlines, read on its first use."""
    loaded: dict[str, str] = {}

    def outline(name: str) -> str:
        if not loaded:
            loaded.update(json.loads(zlib.decompress(path.read_bytes())))
        return loaded[name]

    return outline


def from_font(font: Path) -> Tables:
    """The tables read from the font file with fontTools (imported here only)."""
    from fontTools.ttLib import TTFont

    ttf = TTFont(str(font), lazy=True)
    hmtx = ttf["hmtx"]
    glyph_set: list[Any] = []

    def outline(name: str) -> str:
        from fontTools.pens.svgPathPen import SVGPathPen  # drawing only: `check` measures and draws nothing
        from fontTools.pens.transformPen import TransformPen

        if not glyph_set:  # the outlines, read only when text is drawn: most of what loading costs
            glyph_set.append(ttf.getGlyphSet())
        pen = SVGPathPen(glyph_set[0], ntos=lambda v: str(round(v)))
        glyph_set[0][name].draw(TransformPen(pen, (1, 0, 0, -1, 0, 0)))
        return cast(str, pen.getCommands())  # fontTools is untyped: its pen gives the path data as text

    return Tables(
        int(ttf["head"].unitsPerEm), int(ttf["hhea"].ascent), int(-ttf["hhea"].descent), int(ttf["OS/2"].sCapHeight),
        dict(ttf.getBestCmap()), {str(name): int(hmtx[name][0]) for name in ttf.getGlyphOrder()}, outline,
    )


def write(font: Path) -> tuple[Path, Path]:
    """Write the tables of `font` beside it, from fontTools; returns the two files."""
    tables = from_font(font)
    usual = max(set(tables.advances.values()), key=list(tables.advances.values()).count)
    names = list(tables.advances)
    stored = {
        "format": FORMAT,
        "font": _stamp(font.read_bytes()),
        "units_per_em": tables.units_per_em,
        "ascender": tables.ascender,
        "descender": tables.descender,
        "cap_height": tables.cap_height,
        "advance": usual,
        "advances": {name: value for name, value in tables.advances.items() if value != usual},
        "glyphs": names,
        "cmap": sorted(tables.cmap.items()),
    }
    outlines = {name: tables.outline(name) for name in names}
    tables_path(font).write_text(json.dumps(stored, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    outlines_path(font).write_bytes(zlib.compress(json.dumps(outlines, sort_keys=True).encode("utf-8"), 9))
    return tables_path(font), outlines_path(font)


if __name__ == "__main__":  # python -m blueprint.text.tables: write the tables of every shipped font
    package = Path(__file__).resolve().parent.parent
    folder = package / "fonts" if (package / "fonts").is_dir() else package.parent / "fonts"  # as font.fonts_folder()
    for ttf in sorted(folder.glob("*.ttf")):
        for written in write(ttf):
            print(written)
