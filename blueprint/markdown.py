"""A Python-Markdown extension: each ```` ```blueprint ```` block of a page is
drawn at build time into its figure (the picture, its alt text once, a
caption, the long description), as Mermaid's blocks are drawn, with alt text.
MkDocs and Pelican build on Python-Markdown; for MkDocs the plugin
(`blueprint.mkdocs`) sets this up per page.

    import markdown
    markdown.markdown(text, extensions=["blueprint"])       # the picture inline, as a data: address
    markdown.markdown(text, extensions=["blueprint"], extension_configs={
        "blueprint": {"output": "output/diagrams", "base": "/diagrams", "path": "content/post.md"}})

Options: `output`, the folder each block's `NAME.svg` and `NAME.png` are
written into (none: the picture is inline and nothing is written); `base`,
that folder's address on the site; `path`, how problems name the page
(`<markdown>` by default); `cache`, the cache folder (`.blueprint-cache`;
empty for none); `scale`, the PNG's pixels per canvas unit. A bad block
raises `blueprint.SpecError`, its diagnostics located at the page's lines
(and logged, one ERROR line each, where logging is set up).

Python-Markdown is an optional dependency (`pip install
'blueprint-diagrams[markdown]'`): this module imports without it, and
imports it when an extension is made.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic, SpecError
from blueprint.fences import CACHE_FOLDER, Drawer

NAME = "blueprint"
SOURCE = "<markdown>"  # how problems name a page given as text
LOGGER = "blueprint.markdown"
PRIORITY = 29  # after normalize_whitespace (30), before fenced_code_block (25) and html_block (20)


@dataclass(frozen=True)
class Page:
    """Where one page's blocks go, set per page by a site generator's plugin:
    the page's path as problems name it, the lines before its Markdown text
    in its file (a front matter the generator took off), the folder its
    pictures are written into and their address."""

    source: str
    output: Path | None
    base: str = ""
    offset: int = 0


def makeExtension(**configs: Any) -> Any:  # noqa: N802 - the name Python-Markdown calls
    """The extension, as Python-Markdown makes it from `extensions=["blueprint.markdown"]`."""
    return extension_class()(**configs)


def __getattr__(name: str) -> Any:
    """`BlueprintExtension`, made on first use (it needs Python-Markdown)."""
    if name == "BlueprintExtension":
        return extension_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _spec_error(problems: Sequence[Diagnostic]) -> Exception:
    """A bad block's SpecError. Where logging is set up (Pelican, which says
    only `Could not process PATH` of an exception), each problem is also an
    ERROR line of the log, so the writer sees it without a debug run."""
    log = logging.getLogger(LOGGER)
    if log.hasHandlers():
        for problem in problems:
            log.error(problem.format())
    return SpecError(tuple(problems))


@functools.cache
def extension_class() -> Any:
    """The extension's class, defined once Python-Markdown is imported."""
    try:
        from markdown import Extension
        from markdown.preprocessors import Preprocessor
    except ImportError as exc:
        raise ImportError(messages.NEEDS_EXTRA.format(what="blueprint.markdown", package="markdown", install="'blueprint-diagrams[markdown]'")) from exc

    class BlueprintPreprocessor(Preprocessor):  # type: ignore[misc]  # Python-Markdown ships no types
        """Replaces each block's lines by its figure, stashed as raw HTML (as
        the fenced_code extension stashes code), so nothing after it reads
        the figure as Markdown."""

        def __init__(self, md: Any, extension: Any):
            super().__init__(md)
            self.extension = extension

        def run(self, lines: list[str]) -> list[str]:
            result: list[str] = self.extension.replace(self.md, lines)
            return result

    class BlueprintExtension(Extension):  # type: ignore[misc]
        """Draws each `blueprint` block of a page into its figure."""

        def __init__(self, **kwargs: Any):
            self.config = {
                "output": ["", "Folder to write each block's NAME.svg and NAME.png into; empty: the picture is inline."],
                "base": ["", "The address of the output folder on the site (`/diagrams`); empty: beside the page."],
                "path": [SOURCE, "How problems name the page (`content/post.md`)."],
                "cache": [str(CACHE_FOLDER), "The cache folder, kept outside what the site publishes; empty: no cache."],
                "scale": [2.0, "The PNG's pixels per canvas unit."],
            }
            super().__init__(**kwargs)
            self.drawer: Drawer | None = None  # made on first use, or given by a plugin
            self.page: Page | None = None  # set per page by a plugin; else the options say
            self.error: Callable[[Sequence[Diagnostic]], Exception] = _spec_error

        def extendMarkdown(self, md: Any) -> None:  # noqa: N802 - Python-Markdown's name
            md.registerExtension(self)
            md.preprocessors.register(BlueprintPreprocessor(md, self), NAME, PRIORITY)

        def current_page(self) -> Page:
            if self.page is not None:
                return self.page
            output = str(self.getConfig("output") or "")
            return Page(str(self.getConfig("path") or SOURCE), Path(output) if output else None, str(self.getConfig("base") or ""))

        def replace(self, md: Any, lines: list[str]) -> list[str]:
            if self.drawer is None:
                folder = str(self.getConfig("cache") or "")
                self.drawer = Drawer(scale=float(self.getConfig("scale")), cache_folder=Path(folder) if folder else None)
            page = self.current_page()
            figures, problems = self.drawer.post(lines, page.source, page.output, page.base, offset=page.offset)
            if problems:
                raise self.error(problems)
            replaced = list(lines)
            for figure in reversed(figures):
                replaced[figure.block.start:figure.block.end] = ["", md.htmlStash.store(figure.html), ""]
            return replaced

    return BlueprintExtension
