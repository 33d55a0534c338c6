"""The shipped font cut down to the letters a diagram uses, for an SVG that
keeps its text as text (`render --svg-text text`).

The subset is a WOFF (zlib; no extra library) of only those glyphs, with no
hinting and no layout features: a browser draws each letter where the layout
put it, exactly as the outlines stand, never joining two into a ligature. Its
family name is a digest of its bytes, so two diagrams inlined on one page
never take each other's letters (an `@font-face` in an inline SVG applies to
the whole page), and the same letters always give the same bytes.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import io
from dataclasses import dataclass
from pathlib import Path

FLAVOR = "woff"


@dataclass(frozen=True)
class FontFace:
    """A subset of the shipped font: its family name and the CSS that defines it."""

    family: str
    css: str


def font_face(path: Path, text: str) -> FontFace:
    """The font at `path`, cut down to the characters of `text` (and `.notdef`)."""
    return _face(str(path), "".join(sorted(set(text))))


@functools.lru_cache(maxsize=64)
def _face(path: str, characters: str) -> FontFace:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(path, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = []  # no ligatures, no contextual alternates: each letter where layout put it
    options.drop_tables = [*options.drop_tables, "GSUB", "GPOS", "GDEF"]
    options.hinting = False
    options.name_IDs = ["*"]  # the names and the licence travel with the letters (OFL)
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.flavor = FLAVOR
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    font.flavor = FLAVOR
    stream = io.BytesIO()
    font.save(stream)
    data = stream.getvalue()
    family = "blueprint-" + hashlib.sha256(data).hexdigest()[:12]
    source = base64.b64encode(data).decode("ascii")
    css = f'@font-face{{font-family:"{family}";src:url(data:font/{FLAVOR};base64,{source}) format("{FLAVOR}")}}'
    return FontFace(family, css)
