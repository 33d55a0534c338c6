"""The rasterize stage: SVG text -> PNG bytes (and PDF). The only caller of the rasterizer.

cairosvg is imported here, on first use, so commands that write no PNG never
pay for it; it runs in its default safe mode (no URL or file fetching).

A raster's memory is known before it is made: cairo allocates 4 bytes per
pixel for the whole image at once, so a canvas and scale whose image would
pass MAX_RASTER_MB are refused before cairo is asked (a 4000 x 4000 canvas
at scale 8 would need 4 GB).
"""

from __future__ import annotations

import math
import re

from blueprint import messages

BYTES_PER_PIXEL = 4  # cairo's ARGB32 image surface
MAX_RASTER_MB = 256
MAX_SIDE = 32_767  # the largest side of a cairo image surface

_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"', re.ASCII)


class RasterTooLarge(ValueError):
    """The PNG of this canvas at this scale would pass the memory limit."""


def raster_problem(width: float, height: float, scale: float) -> str | None:
    """The message refusing a canvas at a scale whose PNG is too large, or None."""
    px_width, px_height = max(1, math.ceil(width * scale)), max(1, math.ceil(height * scale))
    size = px_width * px_height * BYTES_PER_PIXEL
    if size <= MAX_RASTER_MB * 2**20 and max(px_width, px_height) <= MAX_SIDE:
        return None
    return messages.RASTER_TOO_LARGE.format(
        width=_number(width), height=_number(height), scale=scale, px_width=f"{px_width:,}", px_height=f"{px_height:,}",
        size=math.ceil(size / 2**20), limit=MAX_RASTER_MB,
    )


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def rasterize(svg: str, scale: float) -> bytes:
    """The PNG of an SVG at `scale` pixels per canvas unit; RasterTooLarge, before
    cairo allocates anything, if it would pass the memory limit."""
    if match := _SIZE.search(svg[:2000]):
        problem = raster_problem(float(match.group(1)), float(match.group(2)), scale)
        if problem is not None:
            raise RasterTooLarge(problem)
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)


_PDF_DATE = re.compile(rb"/CreationDate \(D:\d{14}Z\)")
PDF_DATE = b"/CreationDate (D:20000101000000Z)"  # the same length as any date, so the file's offsets stand


def pdf(svg: str) -> bytes:
    """The PDF of an SVG: vector, one page the size of the canvas, its text the
    same glyph outlines as the SVG's. cairo stamps the time of making into
    it; that stamp is fixed here, so the same spec gives the same bytes."""
    import cairosvg

    data: bytes = cairosvg.svg2pdf(bytestring=svg.encode("utf-8"))
    return _PDF_DATE.sub(PDF_DATE, data, count=1)
