"""The render stages: Scene -> SVG, SVG -> PNG.

Each is imported on first use (`blueprint.render.rasterize`), so importing
`blueprint.render.raster` for its size check does not load the SVG stage.
Render knows no describer: the alt text and long description reach the SVG
as text."""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["rasterize", "render_svg"]
_WHERE = {"rasterize": "blueprint.render.raster", "render_svg": "blueprint.render.svg"}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
