"""The compile pipeline, stage by stage.

    YAML text --load--> Spec --layout--> Scene --render--> SVG text --rasterize--> PNG
                          \\                 \\--lint--> diagnostics
                           \\______________________describe--> alt text

Each stage is a pure function of the one before; the theme and the
diagnostics are passed along, never global.

The stages are imported when a spec is compiled, not with this module, so
`import blueprint` (and `blueprint --help`, or a `render` whose outputs are all
current) builds no pydantic model and loads no layout engine or describer.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from blueprint import messages, startup
from blueprint.diagnostics import Diagnostic, Diagnostics, Location, SpecError

if TYPE_CHECKING:  # the stages are imported when a spec is compiled (in `compile_spec`)
    from blueprint.loader import Spec
    from blueprint.scene import Scene
    from blueprint.text import Font
    from blueprint.theme import BrandChanges, Theme

TEXT_PATH = "<spec>"  # where problems of a spec given as text are located
DICT_PATH = "<dict>"  # ... and of a spec given as a dict


@dataclass(frozen=True)
class Result:
    """A compiled spec. The PNG is rasterized on first use of `.png`.

    In Jupyter it shows itself as the picture, its alt text on the image
    (`_repr_html_`, `_repr_svg_`), and a draft as `draft_svg` beside its
    numbered problems; `save()` writes it next to a post.
    `name` gives saved files' names and starts the SVG's ids, `ids` (the name
    and a digest of the document: `NAME-1a2b3c4d-title`); `problems` are
    lint's, in a draft only (`compile_spec(..., draft=True)`)."""

    spec: Spec
    scene: Scene
    svg: str
    alt: str
    long_description: str
    theme: Theme
    scale: float
    name: str = "blueprint"
    problems: tuple[Diagnostic, ...] = ()
    ids: str = "blueprint"
    outlined: str | None = None  # the SVG with its letters as outlines, when `svg` keeps them as text: what the PNG and PDF draw
    caption: str = ""  # one short line for the figure's visible caption: the spec's `caption`, or made from its subject

    @functools.cached_property
    def png(self) -> bytes:
        from blueprint.render.raster import rasterize

        return rasterize(self.outlined or self.svg, self.scale)

    @functools.cached_property
    def pdf(self) -> bytes:
        """The diagram as a one-page vector PDF (made on first use)."""
        from blueprint.render.raster import pdf

        return pdf(self.outlined or self.svg)

    @functools.cached_property
    def draft_svg(self) -> str:
        """The picture with each of `problems` that has a place on the card
        outlined in red and numbered as they are listed (what `render` writes
        as NAME.draft.svg); the SVG itself when there are none."""
        if not self.problems:
            return self.svg
        from blueprint.render.draft import draft_svg

        return draft_svg(self, self.problems)

    def __repr__(self) -> str:  # the SVG alone is thousands of characters
        from blueprint.render.svg import number

        drafted = f", a draft with {len(self.problems)} problem(s)" if self.problems else ""
        return f"<blueprint.Result {self.name!r}: {number(self.scene.width)} x {number(self.scene.height)}{drafted}, alt {messages.shown(self.alt)!r}>"

    def _repr_svg_(self) -> str:
        return self.draft_svg

    def _repr_html_(self) -> str:
        from blueprint.notebook import result_html

        return result_html(self)

    def save(self, path_or_folder: str | Path) -> list[Path]:
        """Write the diagram: to a folder, `NAME.svg`, `NAME.png` and
        `NAME.alt.txt` as a set (as `blueprint render` does); to a file
        ending `.svg`, `.png` or `.txt`, that one. Returns the files written."""
        from blueprint.notebook import save_result

        return save_result(self, Path(path_or_folder))


class LintRefused(SpecError):
    """The SpecError of a spec that only lint refused: `draft` is its picture,
    drawn anyway (a Result whose `problems` are these diagnostics). IPython
    shows it as the draft, each problem outlined in red and numbered, beside
    the numbered problems, then the located lines; never a traceback."""

    draft: Result | None

    def _repr_html_(self) -> str | None:
        return self.draft._repr_html_() if self.draft is not None else None

    def _render_traceback_(self) -> list[str]:
        if self.draft is not None and not getattr(self, "_displayed", False):
            self._displayed = True  # IPython may ask twice (the output, then the reply): one picture
            try:
                from IPython.display import display
            except ImportError:  # pragma: no cover - called by IPython only
                pass
            else:
                display(self.draft)
        return super()._render_traceback_()


def themed(spec: Spec, theme: Theme) -> Theme:
    """The theme with the spec's deliberate overrides (canvas size, brand) applied."""
    header = spec.header
    if header.canvas is not None:
        theme = theme.with_canvas(width=float(header.canvas.width), height=float(header.canvas.height))
    if header.brand is not None:
        changes: BrandChanges = {"show": header.brand.show}
        if header.brand.name:
            changes["name"] = header.brand.name
        if header.brand.wordmark:
            changes["wordmark"] = header.brand.wordmark
        theme = theme.with_brand(**changes)
    return theme


def _check_wordmark(spec: Spec, theme: Theme, font: Font, diagnostics: Diagnostics) -> None:
    """The brand's wordmark is drawn in the shipped font: a letter it lacks is
    found here, at the spec's `wordmark`, as lint finds it in any label."""
    brand = spec.header.brand
    if brand is not None and brand.wordmark and theme.brand.show:
        missing = font.missing(brand.wordmark)
        if missing:
            chars = ", ".join(messages.escaped(repr(c)) for c in missing)
            diagnostics.error(spec.source.locate(("brand", "wordmark")), messages.MISSING_GLYPH.format(chars=chars, text=messages.shown(brand.wordmark)))
            diagnostics.raise_if_errors()


def compile_spec(
    text: str | bytes,
    path: str,
    *,
    theme: Theme | None = None,
    scale: float | None = None,
    name: str | None = None,
    draft: bool = False,
    svg_text: str = "outlines",
) -> Result:
    """Run every stage; raise SpecError with all diagnostics if the spec is bad.

    `name` names the diagram and starts its SVG's ids (`NAME-1a2b3c4d-title`,
    see `Result.ids`); by default the file stem of `path`.
    A `draft` is returned even when lint fails, its problems in
    `result.problems` and drawn in `result.draft_svg` (the preview and a
    notebook show them). Without `draft`, a spec lint refuses raises
    `LintRefused`, a SpecError that carries that draft as `.draft`.
    `svg_text="text"` keeps the SVG's letters as text a reader can select, in
    a subset of the shipped font at the same places (the PNG and PDF still
    draw outlines)."""
    from blueprint.render.svg import SVG_TEXTS

    if svg_text not in SVG_TEXTS:
        raise ValueError(messages.SVG_TEXT_CHOICE.format(found=messages.shown(svg_text), valid=messages.one_of(SVG_TEXTS)))
    try:
        name = name or diagram_name(path, text)
        diagnostics = Diagnostics(path)
        checked = _checked(text, path, theme, scale, diagnostics, draft=True)  # lint's problems kept: the draft is drawn with them
        problems = tuple(diagnostics.errors)
        if not problems or draft:
            return _drawn(checked, name, problems, svg_text)
        try:
            refused = _drawn(checked, name, problems, svg_text)
        except Exception:  # noqa: BLE001 - the draft is extra: the problems are what the writer needs
            raise LintRefused(problems) from None
        raise LintRefused(problems, refused)
    finally:
        startup.settled()  # a first diagram is compiled: a command line resumes collecting garbage


def _drawn(checked: _Checked, name: str, problems: tuple[Diagnostic, ...], svg_text: str = "outlines") -> Result:
    """Describe and draw a checked spec (its SVG's letters as `svg_text` says)."""
    from blueprint.describe import describe
    from blueprint.render.svg import OUTLINES, render_document

    description = describe(checked.spec, checked.scene, checked.theme)
    document = render_document(checked.scene, description.alt, description.long, checked.theme, checked.font, name)
    outlined = None
    if svg_text != OUTLINES:  # the outlines stay what the PNG and PDF draw; the SVG's ids are the kept text's own
        outlined = document.svg
        document = render_document(checked.scene, description.alt, description.long, checked.theme, checked.font, name, text=svg_text)
    return Result(
        checked.spec, checked.scene, document.svg, description.alt, description.long, checked.theme, checked.scale, name,
        problems, document.ids, outlined, description.caption,
    )


def check_spec(text: str | bytes, path: str, *, theme: Theme | None = None, scale: float | None = None) -> None:
    """Every stage that can find a problem (load, layout, lint), and no more:
    `blueprint check` says what `render` would, without describing or drawing
    (neither reports problems), and so without importing either. Raises
    SpecError with all diagnostics if the spec is bad."""
    try:
        _checked(text, path, theme, scale, Diagnostics(path), draft=False)
    finally:
        startup.settled()  # a first spec is checked: a command line resumes collecting garbage


@dataclass(frozen=True)
class _Checked:
    spec: Spec
    theme: Theme
    scale: float
    font: Any
    scene: Scene


def _checked(text: str | bytes, path: str, theme: Theme | None, scale: float | None, diagnostics: Diagnostics, draft: bool) -> _Checked:
    """Load, lay out and lint a spec; raise SpecError at the first stage with
    errors (lint's are kept in `diagnostics` instead for a draft)."""
    from blueprint.layout import layout
    from blueprint.lint import lint
    from blueprint.loader import load
    from blueprint.render.raster import raster_problem
    from blueprint.text import load_font
    from blueprint.theme import DEFAULT_THEME

    theme = theme or DEFAULT_THEME
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
    if not draft:
        diagnostics.raise_if_errors()
    return _Checked(spec, theme, scale, font, scene)


def diagram_name(path: str, text: str | bytes) -> str:
    """A diagram's name: its file's stem, or for text given without a file a
    name from its content. (Its ids add a digest of the drawing to it, so two
    diagrams of one name inlined on one page never share ids.)"""
    if path not in (TEXT_PATH, DICT_PATH):
        return Path(path).stem
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    return "spec-" + hashlib.sha256(data).hexdigest()[:8]


def render(
    spec: str | Path | Mapping[str, Any],
    *,
    name: str | None = None,
    theme: Theme | None = None,
    scale: float | None = None,
    svg_text: str = "outlines",
) -> Result:
    """Compile a spec given as YAML text, as a path to a `.yaml` file, or as a dict.

    Nothing touches the disk except reading the spec; `result.png` rasterizes
    on first use. A bad spec raises `blueprint.SpecError`: its `diagnostics`
    are located (`PATH:LINE:COL`; a dict's lines are those of its YAML form,
    `yaml.safe_dump(spec, sort_keys=False)`). `name` names the files `save()`
    writes and starts the SVG's ids (`NAME-1a2b3c4d-title`); by default the
    file's stem.
    `theme` defaults to the house theme; `scale` is the PNG's pixels per unit;
    `svg_text="text"` keeps the SVG's letters as selectable text.
    """
    if isinstance(spec, Mapping):
        return compile_spec(dict_text(spec), DICT_PATH, theme=theme, scale=scale, name=name, svg_text=svg_text)
    if isinstance(spec, Path) or ("\n" not in spec and spec.endswith((".yaml", ".yml"))):
        from blueprint.loader.source import read_spec

        path = Path(spec)
        diagnostics = Diagnostics(str(path))
        data = read_spec(path, diagnostics)  # measured before it is read
        if data is None:
            raise SpecError(tuple(diagnostics.errors))
        return compile_spec(data, str(path), theme=theme, scale=scale, name=name, svg_text=svg_text)
    return compile_spec(spec, TEXT_PATH, theme=theme, scale=scale, name=name, svg_text=svg_text)


def dict_text(spec: Mapping[str, Any]) -> str:
    """A dict as YAML text, for the loader to locate its problems in; a value
    YAML cannot hold (an object, a set) is a SpecError, not a traceback."""
    try:
        text: str = yaml.safe_dump(dict(spec), sort_keys=False, allow_unicode=True, default_flow_style=False)
    except (yaml.YAMLError, TypeError, ValueError) as exc:
        held = exc.args[-1] if exc.args else None
        found = f"a value of type `{messages.shown(type(held).__name__)}`"
        raise SpecError((Diagnostic(Location(DICT_PATH, 1, 1), messages.NOT_YAML_DATA.format(found=found)),)) from None
    return text
