"""The rasterize stage: SVG text -> PNG bytes. The only caller of the rasterizer.

cairosvg is imported here, on first use, so commands that write no PNG never
pay for it; it runs in its default safe mode (no URL or file fetching).
"""

from __future__ import annotations


def rasterize(svg: str, scale: float) -> bytes:
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
