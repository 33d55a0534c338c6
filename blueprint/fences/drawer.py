"""Drawing the blocks of one build: compiled or taken from the cache, their
files written into the output folder, their figures made."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from blueprint import cache, messages
from blueprint.diagnostics import Diagnostic, Location, SpecError
from blueprint.fences.blocks import Block, block_attributes, find_blocks
from blueprint.fences.store import ENTRIES, FORMAT, Drawn, Figure, Store, sha256

CACHE_FOLDER = Path(".blueprint-cache")  # where the build runs: the site's root, never what it publishes
SNIPPET_MARK = "<!-- blueprint block {digest} -->"  # the first line of a `NAME.html` that `blueprint markdown` writes

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")


@dataclass
class Drawer:
    """Draws the blocks of one build: each block is compiled (or found in the
    cache), its files are written into the output folder unless they are
    there already, and its figure is made. Two blocks that would write one
    file with different pictures are an error at the second."""

    scale: float = 2.0
    cache_folder: Path | None = CACHE_FOLDER
    used: set[str] = field(default_factory=set)  # cache keys this build used
    claimed: dict[Path, tuple[str, bytes]] = field(default_factory=dict)  # file -> (the block that drew it, its bytes)
    _store: Store | None = field(default=None, init=False, repr=False)
    _fingerprint: str | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self._store = Store(self.cache_folder / ENTRIES) if self.cache_folder is not None else None

    @property
    def store(self) -> Store | None:
        return self._store

    def new_build(self) -> None:
        """Forget what the last build used and wrote (a site rebuilt on save)."""
        self.used = set()
        self.claimed = {}

    def post(
        self, lines: Sequence[str], source: str, output: Path | None, base: str = "", *, offset: int = 0,
        snippets: bool = False,
    ) -> tuple[list[Figure], list[Diagnostic]]:
        """The figure of every block among a post's `lines`, and the problems of
        all of them, located at `source` (lines moved down by `offset`, the
        lines before the text in its file, as a front matter). Each block's
        `NAME.svg` and `NAME.png` go into `output` (and `NAME.html`, its figure,
        with `snippets`), the figure's addresses under `base`; with no
        `output` the picture is inline (a `data:` address) and no file is written."""
        figures: list[Figure] = []
        problems: list[Diagnostic] = []
        for block in find_blocks(lines):
            figure, found = self.block(block, source, output, base, offset, snippets)
            problems.extend(found)
            if figure is not None:
                figures.append(figure)
        return figures, problems

    def block(
        self, block: Block, source: str, output: Path | None, base: str, offset: int, snippets: bool
    ) -> tuple[Figure | None, list[Diagnostic]]:
        fence = Location(source, block.line + offset, 1)
        if not block.closed:
            return None, [Diagnostic(fence, messages.BLOCK_UNCLOSED.format(count=len(block.fence), marks="backticks" if block.fence[0] == "`" else "tildes"))]
        attributes, problem = block_attributes(block.info)
        if problem is not None:
            return None, [Diagnostic(Location(source, fence.line, block.info_column + problem[0]), messages.one_line(problem[1]))]
        name = attributes.get("name") or block.default_name
        if not _NAME.match(name):
            return None, [Diagnostic(fence, messages.one_line(messages.BLOCK_NAME.format(name=messages.shown(name))))]
        drawn = self.draw(block.text, name, source, fence.line)
        if not isinstance(drawn, Drawn):
            return None, drawn
        return self._place(block, drawn, attributes.get("caption", ""), fence, output, base, snippets)

    def draw(self, text: str, name: str, source: str, fence_line: int) -> Drawn | list[Diagnostic]:
        """The block's picture, from the cache or compiled; or its problems,
        at the post's lines (the spec's line N is the post's `fence_line + N`)."""
        from blueprint.pipeline import compile_spec

        key = self._key(text, name)
        self.used.add(key)
        if self._store is not None:
            found = self._store.get(key)
            if found is not None and found.name == name:
                return found
        try:
            result = compile_spec(text, source, scale=self.scale, name=name)
            drawn = Drawn(name, result.alt, result.long_description, result.scene.width, result.scene.height,
                          result.svg.encode("utf-8"), result.png, result.ids, result.caption)
        except SpecError as exc:
            return [_moved(d, fence_line) for d in exc.diagnostics]
        except Exception as exc:  # noqa: BLE001 - a bug must still not stop a build with a traceback
            detail = messages.shown(str(exc), 200)
            return [Diagnostic(Location(source, fence_line, 1),
                               messages.one_line(messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=detail)))]
        if self._store is not None:
            self._store.put(key, drawn)
        return drawn

    def _key(self, text: str, name: str) -> str:
        if self._fingerprint is None:
            import blueprint
            from blueprint.theme import DEFAULT_THEME

            self._fingerprint = cache.fingerprint(blueprint.__version__, DEFAULT_THEME, cache.package_digest())
        options = {"block": FORMAT, "name": name, "scale": float(self.scale)}
        return cache.key(text.encode("utf-8", "surrogatepass"), self._fingerprint, options)

    def _place(
        self, block: Block, drawn: Drawn, caption: str, fence: Location, output: Path | None, base: str, snippets: bool
    ) -> tuple[Figure | None, list[Diagnostic]]:
        """Write the block's files into `output` (unless they are there) and make its figure."""
        from blueprint.embed import Where, figure_html

        if output is None:
            from blueprint.notebook import svg_data_uri

            where = Where(src=svg_data_uri(drawn.svg.decode("utf-8")))
            return Figure(block, figure_html(drawn.picture(), where, caption=caption), drawn.name), []
        figure = figure_html(drawn.picture(), Where(base=base), caption=caption)
        files = {output / f"{drawn.name}.svg": drawn.svg, output / f"{drawn.name}.png": drawn.png}
        if snippets:
            snippet = SNIPPET_MARK.format(digest=block.digest) + "\n" + figure + "\n"
            files[output / f"{drawn.name}.html"] = snippet.encode("utf-8")
        for path, data in files.items():
            claimed = self.claimed.get(_normal(path))
            if claimed is not None and claimed[1] != data:
                message = messages.BLOCK_SAME_FILES.format(file=messages.shown(str(path), 200), other=messages.escaped(claimed[0]))
                return None, [Diagnostic(fence, messages.one_line(message))]
        try:
            written = _install(files)
        except OSError as exc:
            target = exc.filename if exc.filename is not None else output
            message = messages.CANNOT_WRITE.format(target=messages.shown(str(target), 200), reason=exc.strerror or exc)
            return None, [Diagnostic(fence, messages.one_line(message))]
        for path, data in files.items():
            self.claimed[_normal(path)] = (str(fence).rsplit(":", 1)[0], data)
        return Figure(block, figure, drawn.name, tuple(files), written), []


def _moved(diagnostic: Diagnostic, fence_line: int) -> Diagnostic:
    """A spec's problem at the post's line: the spec's line N is the post's `fence_line + N`."""
    where = diagnostic.location
    return Diagnostic(Location(where.path, fence_line + where.line, where.column), diagnostic.message,
                      diagnostic.severity, diagnostic.area)


def _normal(path: Path) -> Path:
    return Path(os.path.normcase(os.path.abspath(path)))


def _install(files: dict[Path, bytes]) -> bool:
    """Write the files as a set unless each is on disk with these very bytes
    (a rebuild touches nothing a generator or a browser cache would see anew)."""
    from blueprint.files import write_set

    if all(cache.file_digest(path) == sha256(data) for path, data in files.items()):
        return False
    write_set(files)
    return True
