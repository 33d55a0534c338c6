"""The render stages: Scene -> SVG, SVG -> PNG."""

from blueprint.render.raster import rasterize
from blueprint.render.svg import render_svg

__all__ = ["rasterize", "render_svg"]
