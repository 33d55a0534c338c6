"""The MkDocs plugin: `plugins: [blueprint]` in `mkdocs.yml`, and each
```` ```blueprint ```` block of a page is drawn at build time into its figure
(the Python-Markdown extension of `blueprint.markdown`, set up per page).

Per page, the plugin tells the extension the page's file (problems are
located at its own lines, front matter counted) and its folder in the built
site (each block's `NAME.svg` and `NAME.png` are written beside the page's
`index.html`, and the figure names them relatively). A bad block fails the
build: `mkdocs build` and `mkdocs serve` say `docs/post.md:LINE:COL: error:
MESSAGE` and stop (`serve` keeps the last good site). Options:

    plugins:
      - blueprint:
          scale: 2                  # the PNG's pixels per canvas unit
          cache: .blueprint-cache   # beside mkdocs.yml; empty for no cache

The cache's entries this `mkdocs serve` drew and its latest full build no
longer uses are removed after that build, so a session of edits leaves only
what the site shows.

MkDocs is an optional dependency: this module imports without it, and
imports it when MkDocs loads the plugin.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic
from blueprint.fences import Drawer
from blueprint.markdown import Page, extension_class


def __getattr__(name: str) -> Any:
    """`BlueprintPlugin`, made when MkDocs loads it (it needs MkDocs)."""
    if name == "BlueprintPlugin":
        return plugin_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def shown_path(path: str) -> str:
    """A page's file as problems name it: relative to where the build runs when
    it is inside it (`docs/post.md`), else as it is."""
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive
        return path
    return path if relative.startswith("..") else relative


def front_lines(raw: str | None, markdown: str) -> int:
    """The lines of a page's file before the Markdown text MkDocs hands on (its
    front matter), so a block's problems are at the file's own lines; 0 when
    the text is not the end of the file (another plugin changed it)."""
    if raw is None:
        return 0
    raw = raw.replace("\r\n", "\n")
    if not raw.endswith(markdown):
        return 0
    return raw[: len(raw) - len(markdown)].count("\n")


@functools.cache
def plugin_class() -> Any:
    """The plugin's class, defined once MkDocs is imported."""
    try:
        from mkdocs.config import base
        from mkdocs.config import config_options as options
        from mkdocs.exceptions import PluginError
        from mkdocs.plugins import BasePlugin
    except ImportError as exc:
        raise ImportError(messages.NEEDS_EXTRA.format(what="blueprint.mkdocs", package="mkdocs", install="mkdocs")) from exc

    def build_error(problems: Sequence[Diagnostic]) -> Exception:
        """Each problem is one line of MkDocs' log (`ERROR - PATH:LINE:COL: error:
        MESSAGE`), then the page's build fails."""
        log = logging.getLogger("mkdocs.plugins.blueprint")
        for problem in problems:
            log.error(problem.format())
        count = f"{len(problems)} problem" + ("" if len(problems) == 1 else "s")
        return PluginError(messages.BLOCK_BUILD_FAILED.format(source=messages.escaped(problems[0].location.path), count=count))

    class BlueprintConfig(base.Config):
        scale = options.Type((int, float), default=2.0)
        cache = options.Type(str, default=".blueprint-cache")

    class BlueprintPlugin(BasePlugin[BlueprintConfig]):
        """Draws each `blueprint` block of a page into its figure."""

        def __init__(self) -> None:
            self.made: set[str] = set()  # cache entries drawn in this process (kept across `serve`'s builds)
            self.dirty = False
            self.drawer: Drawer | None = None
            self.extension: Any = None

        def on_startup(self, *, command: str, dirty: bool) -> None:  # keeps the plugin across `serve`'s builds
            self.dirty = dirty

        def on_config(self, config: Any) -> Any:
            scale = float(self.config.scale)
            if not 0.25 <= scale <= 8:
                raise PluginError(messages.BLOCK_PLUGIN_SCALE.format(found=messages.shown(self.config.scale)))
            root = Path(config.config_file_path or ".").resolve().parent
            cache = root / self.config.cache if self.config.cache else None
            self.drawer = Drawer(scale=scale, cache_folder=cache)
            self.extension = extension_class()()
            self.extension.drawer = self.drawer
            self.extension.error = build_error
            config.markdown_extensions.append(self.extension)
            return config

        def on_page_markdown(self, markdown: str, *, page: Any, config: Any, files: Any) -> str:
            source = page.file.abs_src_path
            raw = getattr(page.file, "content_string", None) if source is None else _read(source)
            self.extension.page = Page(
                shown_path(source) if source else page.file.src_uri,
                Path(page.file.abs_dest_path).parent,
                offset=front_lines(raw, markdown),
            )
            return markdown

        def on_post_build(self, *, config: Any) -> None:
            if self.drawer is None or self.drawer.store is None:
                return
            self.made |= self.drawer.store.made
            if not self.dirty:  # a full build: what it did not use is no page's now
                stale = self.made - self.drawer.used
                self.drawer.store.forget(stale)
                self.made -= stale

    return BlueprintPlugin


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8-sig", errors="replace") as stream:
            return stream.read()
    except OSError:
        return None
