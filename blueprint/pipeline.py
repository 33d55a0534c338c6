"""The compile pipeline, stage by stage.

    YAML text --load--> Spec --layout--> Scene --render--> SVG text --rasterize--> PNG
                          \\                 \\--lint--> diagnostics
                           \\______________________describe--> alt text

Each stage is a pure function of the one before; the theme and the
diagnostics are passed along, never global.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from blueprint import messages
from blueprint.describe import describe
from blueprint.diagnostics import Diagnostics, Location, SpecError
from blueprint.layout import layout
from blueprint.lint import lint
from blueprint.loader import Spec, load
from blueprint.loader.source import read_spec
from blueprint.render import rasterize, render_svg
from blueprint.render.raster import raster_problem
from blueprint.scene import Scene
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME, Theme


@dataclass(frozen=True)
class Result:
    """A compiled spec. The PNG is rasterized on first use of `.png`."""

    spec: Spec
    scene: Scene
    svg: str
    alt: str
    long_description: str
    theme: Theme
    scale: float

    @functools.cached_property
    def png(self) -> bytes:
        return rasterize(self.svg, self.scale)


def themed(spec: Spec, theme: Theme) -> Theme:
    """The theme with the spec's deliberate overrides (canvas size, brand) applied."""
    header = spec.header
    if header.canvas is not None:
        theme = theme.with_canvas(width=float(header.canvas.width), height=float(header.canvas.height))
    if header.brand is not None:
        changes: dict[str, object] = {"show": header.brand.show}
        if header.brand.name:
            changes["name"] = header.brand.name
        if header.brand.wordmark:
            changes["wordmark"] = header.brand.wordmark
        theme = theme.with_brand(**changes)
    return theme


def _check_wordmark(spec: Spec, theme: Theme, font, diagnostics: Diagnostics) -> None:
    """The brand's wordmark is drawn in the shipped font: a letter it lacks is
    found here, at the spec's `wordmark`, as lint finds it in any label."""
    brand = spec.header.brand
    if brand is not None and brand.wordmark and theme.brand.show:
        missing = font.missing(brand.wordmark)
        if missing:
            chars = ", ".join(messages.escaped(repr(c)) for c in missing)
            diagnostics.error(spec.source.locate(("brand", "wordmark")), messages.MISSING_GLYPH.format(chars=chars, text=messages.shown(brand.wordmark)))
            diagnostics.raise_if_errors()


def compile_spec(text: str | bytes, path: str, *, theme: Theme = DEFAULT_THEME, scale: float | None = None) -> Result:
    """Run every stage; raise SpecError with all diagnostics if the spec is bad."""
    diagnostics = Diagnostics(path)
    spec = load(text, path, diagnostics)
    diagnostics.raise_if_errors()
    assert spec is not None
    theme = themed(spec, theme)
    scale = scale or theme.canvas.png_scale
    problem = raster_problem(theme.canvas.width, theme.canvas.height, scale)
    if problem is not None:  # found before layout, so `check` says it too, and before cairo allocates
        where = spec.source.locate(("canvas",)) if spec.header.canvas is not None else Location(path, 1, 1)
        diagnostics.error(where, problem)
        diagnostics.raise_if_errors()
    font = load_font(theme.font_file)
    _check_wordmark(spec, theme, font, diagnostics)
    scene = layout(spec, theme, font, diagnostics)
    diagnostics.raise_if_errors()  # a layout that failed would only add lint's echoes of it
    lint(scene, theme, font, spec.source, diagnostics)
    diagnostics.raise_if_errors()
    description = describe(spec, scene, theme)
    svg = render_svg(scene, description, theme, font)
    return Result(spec, scene, svg, description.alt, description.long, theme, scale)


def render(spec_text_or_path: str | Path, *, theme: Theme = DEFAULT_THEME, scale: float | None = None) -> Result:
    """Compile a spec given as YAML text or as a path to a `.yaml` file.

    Nothing touches the disk except reading the spec; `result.png` rasterizes
    on first use.
    """
    if isinstance(spec_text_or_path, Path) or (
        "\n" not in spec_text_or_path and spec_text_or_path.endswith((".yaml", ".yml"))
    ):
        path = Path(spec_text_or_path)
        diagnostics = Diagnostics(str(path))
        data = read_spec(path, diagnostics)  # measured before it is read
        if data is None:
            raise SpecError(tuple(diagnostics.errors))
        return compile_spec(data, str(path), theme=theme, scale=scale)
    return compile_spec(spec_text_or_path, "<spec>", theme=theme, scale=scale)
