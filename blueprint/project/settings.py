"""The project's settings as read: where specs and outputs live, the PNG's
scale, the formats, the theme and the brand, and the cache folder."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic, Location

if TYPE_CHECKING:
    from blueprint.project.positions import Positions
    from blueprint.theme import Theme


PROJECT_FILE = "blueprint.toml"
PYPROJECT = "pyproject.toml"
TABLE = ("tool", "blueprint")
REPOSITORY_MARKS = (".git", ".hg", ".svn")  # the folder holding one is the repository's root: the search stops there
DEFAULT_SPECS = "specs"
DEFAULT_OUTPUT = "output"
CACHE_FOLDER = ".blueprint-cache"  # at the project's root: never inside what a site generator publishes
CACHE_ENV = "BLUEPRINT_CACHE_DIR"  # a cache folder chosen for every project (CI caches it)
FORMATS = ("svg", "png", "pdf", "alt")  # batch.FORMATS: the files a spec can render to
SCALE_RANGE = (0.25, 8.0)
MAX_PROJECT_BYTES = 1_000_000
KEYS = {
    "specs": "the folder (or a list of folders) of specs that `render`, `check` and `preview` read when given no path",
    "output": "the folder `render` writes into, keeping the specs' folder tree",
    "base": "the address the output folder is served at (`/diagrams`): `embed`'s default `--base`",
    "scale": "the PNG's pixels per canvas unit, from 0.25 to 8",
    "formats": "the files to write, of `svg`, `png`, `pdf` and `alt`",
    "theme": "the theme every diagram is drawn in: a shipped theme's name, or a theme file (.toml) relative to this file",
    "brand": "the brand of every diagram: `show`, `name`, `wordmark` (a spec's own `brand` wins)",
    "cache": "the render cache's folder (default: `.blueprint-cache` beside this file)",
    "svg-text": "the SVG's letters: `outlines`, or `text` a reader can select",
}
SVG_TEXTS = ("outlines", "text")  # render.svg.SVG_TEXTS
BRAND_KEYS = ("show", "name", "wordmark")


class ProjectError(Exception):
    """The project file cannot be used: its problems, located."""

    def __init__(self, diagnostics: tuple[Diagnostic, ...]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format() for d in diagnostics))

    def lines(self) -> list[str]:
        return [d.format() for d in self.diagnostics]


@dataclass(frozen=True)
class Project:
    """The settings in force: the project file's, or the defaults without one.

    Paths are as the commands show them: relative to the current folder
    where they can be, absolute otherwise."""

    file: Path | None = None  # the project file read, None without one
    root: Path = Path(".")  # its folder; the current folder without one
    specs: tuple[Path, ...] = (Path(DEFAULT_SPECS),)
    output: Path = Path(DEFAULT_OUTPUT)
    base: str = ""
    scale: float | None = None  # None: the theme's (2)
    formats: tuple[str, ...] | None = None  # None: svg, png and alt
    theme_name: str | None = None  # None: the house theme
    named_theme: Theme | None = field(default=None, compare=False, repr=False)  # the theme `theme_name` loads (blueprint.themefile)
    brand: tuple[tuple[str, Any], ...] = ()
    cache: Path | None = None  # None: `.blueprint-cache` at the root (or the user's cache folder)
    svg_text: str | None = None  # None: outlines
    given: frozenset[str] = field(default_factory=frozenset)  # the keys the file sets
    positions: Positions | None = field(default=None, compare=False, repr=False)  # where its keys stand, for later problems
    table: tuple[str, ...] = ()  # its table in the file: `tool.blueprint` in pyproject.toml

    def theme(self) -> Theme:
        """The theme named, with the project's brand."""
        from blueprint.theme import DEFAULT_THEME

        return self.branded(self.named_theme or DEFAULT_THEME)

    def branded(self, theme: Theme) -> Theme:
        """`theme` with the project's brand: a theme `--theme` names on the
        command line still shows the project's brand (a spec's own wins)."""
        return theme.with_brand(**dict(self.brand)) if self.brand else theme

    def custom_theme(self) -> Theme | None:
        """The theme when the project changes it, else None (the house theme, as every command defaults to)."""
        return self.theme() if self.theme_name or self.brand else None

    def cache_folder(self, outputs: Iterable[Path] = ()) -> Path:
        """Where the render cache lives: `$BLUEPRINT_CACHE_DIR`, the file's
        `cache`, or `.blueprint-cache` at the project's root; never inside an
        output folder (what a site generator copies): if the root's would be,
        the user's cache folder instead."""
        chosen = os.environ.get(CACHE_ENV)
        if chosen:
            return Path(chosen)
        if self.cache is not None:
            return self.cache
        folder = self.root / CACHE_FOLDER
        try:
            inside = os.path.abspath(folder)
            published = [os.path.abspath(output) for output in outputs]
        except OSError:  # the current folder is gone: no root to keep a cache at
            return user_cache_folder()
        if any(inside == top or inside.startswith(top.rstrip(os.sep) + os.sep) for top in published):
            return user_cache_folder()
        return folder

    def glyph_problems(self) -> list[str]:
        """The brand's words the shipped font cannot draw, located in the
        project file as a spec's would be. Asked only where a spec is about to
        be drawn (reading the font costs a tenth of a second)."""
        words = [(key, value) for key, value in self.brand if key == "wordmark"]
        if not words or self.file is None or dict(self.brand).get("show") is False:
            return []
        from blueprint.text import load_font

        font = load_font(self.theme().font_file)
        problems = []
        for key, value in words:
            missing = font.missing(value)
            if missing:
                chars = ", ".join(messages.escaped(repr(c)) for c in missing)
                line, column = self.positions.locate(self.table + ("brand", key)) if self.positions else (1, 1)
                where = Location(str(self.file), line, column)
                problems.append(Diagnostic(where, messages.MISSING_GLYPH.format(chars=chars, text=messages.shown(value))).format())
        return problems

    def tree_root(self, spec: Path) -> Path | None:
        """The folder of specs that holds `spec` (the innermost), whose tree its
        files keep under the output folder; None if none does."""
        try:
            where = os.path.abspath(spec)
            tops = [(os.path.abspath(folder), folder) for folder in self.specs]
        except OSError:  # the current folder is gone
            return None
        best: tuple[int, Path] | None = None
        for top, folder in tops:
            if where.startswith(top.rstrip(os.sep) + os.sep) and (best is None or len(top) > best[0]):
                best = (len(top), folder)
        return best[1] if best is not None else None

    def tree_folder(self, spec: Path) -> Path:
        """The folder under the output folder a spec named by itself renders
        into: its folder within the folder of specs that holds it, or `.`."""
        root = self.tree_root(spec)
        if root is None:
            return Path(".")
        return Path(os.path.relpath(os.path.dirname(os.path.abspath(spec)), os.path.abspath(root)))


def user_cache_folder() -> Path:
    """The user's cache folder for Blueprint, as the platform names it."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "blueprint"
    if sys.platform.startswith("win"):
        local = os.environ.get("LOCALAPPDATA")
        return (Path(local) if local else Path.home() / "AppData" / "Local") / "blueprint" / "Cache"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache") / "blueprint"
