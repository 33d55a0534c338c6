"""Diagrams written inside posts: the ```` ```blueprint ```` blocks of a
Markdown text, drawn at build time into the figure a post embeds (the
picture, its alt text once, a caption, the long description:
`embed.figure_html`).

Three front ends share this module: the Python-Markdown extension
(`blueprint.markdown`: MkDocs, Pelican, any generator in Python), the MkDocs
plugin (`blueprint.mkdocs`), and `blueprint markdown`, which draws the blocks
of a content tree into one folder for a generator that runs no Python (Hugo,
whose render hook includes each block's figure).

A block is a fenced code block at the start of a line, of three or more
backticks or tildes, whose info string's first word is `blueprint`; what
follows the word are attributes, bare or in braces as Hugo writes them:
`name=NAME` (its files' and ids' name) and `caption="TEXT"` (a caption shown
under it). A fence of another language is skipped whole, so a post can show a
block as code inside a longer fence.

A block without a name is named from its text: `spec-` and the first 8 hex
digits of the sha256 of the lines between its fences, trailing line breaks
left out (what Hugo's `.Inner` holds), so a render hook finds its files with
no Python.

Blocks are cached like `render`'s outputs: an entry is keyed by the block's
text, its name, the scale, Blueprint (version and package files) and the
theme, and holds the SVG, the PNG and what the figure says (alt text, long
description, size); each file's sha256 is checked before it is trusted. The
cache is a folder outside what a site generator publishes
(`.blueprint-cache/blocks/` where the build runs, by default).

Problems are located in the post, `POST:LINE:COL: error: MESSAGE`, at the
post's own lines (a spec's first line is the one after its fence); every
block of a post is drawn or judged before the post fails, and a post that
fails writes no file of its blocks that failed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from blueprint import cache, messages
from blueprint.diagnostics import Diagnostic, Location, SpecError

if TYPE_CHECKING:
    from blueprint.embed import Picture

LANGUAGE = "blueprint"
CACHE_FOLDER = Path(".blueprint-cache")  # where the build runs: the site's root, never what it publishes
ENTRIES = "blocks"  # the cache's sub-folder for drawn blocks
FORMAT = 3  # 2: entries record the SVG's ids; 3: and the caption
POST_SUFFIXES = (".md", ".markdown")
ATTRIBUTES = ("name", "caption")
SNIPPET_MARK = "<!-- blueprint block {digest} -->"  # the first line of a `NAME.html` that `blueprint markdown` writes
MAX_ENTRY_BYTES = 4 * 1024 * 1024  # an entry's record: alt text and long description, a few KB

_FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
_LANGUAGE = re.compile(r"^\s*blueprint(?![\w.-])")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
_SEPARATORS = re.compile(r"[\s,]*")
_ATTRIBUTE = re.compile(r"""(?P<key>[A-Za-z_][\w-]*)\s*=\s*(?P<value>"(?:[^"\\]|\\.)*"|'[^']*'|[^\s,"'{}=]+)""")
_SNIPPET = re.compile(r"^<!-- blueprint block [0-9a-f]{64} -->$")


# --- finding blocks ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Block:
    """One ```` ```blueprint ```` block: where it stands in the text's lines, its
    info string (after the word `blueprint`) and the lines between its fences."""

    start: int  # the opening fence's index among the lines
    end: int  # the index past its closing fence (the text's end if it is never closed)
    fence: str  # the opening fence, "```" or "~~~~"...
    info: str  # what follows `blueprint` on the fence's line
    info_column: int  # the 1-based column where `info` starts
    body: tuple[str, ...]
    closed: bool = True

    @property
    def line(self) -> int:
        """The fence's line, 1-based: the spec's line N is the text's `line + N`."""
        return self.start + 1

    @property
    def inner(self) -> str:
        """The block's text as Hugo's `.Inner` holds it: trailing line breaks left out."""
        return "\n".join(self.body).rstrip("\n")

    @property
    def text(self) -> str:
        """The spec, as a file would hold it."""
        return self.inner + "\n"

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.inner.encode("utf-8", "surrogatepass")).hexdigest()

    @property
    def default_name(self) -> str:
        """`spec-` and 8 hex digits of the text's sha256: what a Hugo render hook computes."""
        return "spec-" + self.digest[:8]


def find_blocks(lines: Sequence[str]) -> list[Block]:
    """Every `blueprint` block among the lines of a Markdown text, in order.
    Fences of other languages are skipped whole (a block shown as code in a
    longer fence is not drawn); a fence opens only at the start of a line."""
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        opening = _FENCE.match(lines[index].rstrip("\r"))
        if opening is None or (opening["fence"][0] == "`" and "`" in opening["info"]):
            index += 1
            continue
        fence, info = opening["fence"], opening["info"]
        end = _closing(lines, index + 1, fence)
        language = _LANGUAGE.match(info)
        if language is not None:
            blocks.append(Block(
                index, min(end + 1, len(lines)), fence, info[language.end():], len(fence) + language.end() + 1,
                tuple(line.rstrip("\r") for line in lines[index + 1:end]), closed=end < len(lines),
            ))
        index = end + 1
    return blocks


def _closing(lines: Sequence[str], start: int, fence: str) -> int:
    """The index of the fence that closes one opened with `fence` (the same
    character, at least as many, nothing after but spaces), or the text's end."""
    for index in range(start, len(lines)):
        line = lines[index].rstrip()
        if len(line) >= len(fence) and line == fence[0] * len(line):
            return index
    return len(lines)


def block_attributes(info: str) -> tuple[dict[str, str], tuple[int, str] | None]:
    """The attributes of a block's info string, and its first problem, if any
    (the offset in `info` and the message). `name=NAME caption="TEXT"`, bare
    or in braces (`{name="x", caption="y"}`), separated by spaces or commas."""
    text, shift = info.rstrip(), 0
    stripped = text.lstrip()
    if stripped.startswith("{"):
        if not stripped.endswith("}"):
            return {}, (len(text) - len(stripped), messages.BLOCK_BRACES)
        shift = len(text) - len(stripped) + 1
        text = stripped[1:-1]
    found: dict[str, str] = {}
    position = 0
    while True:
        position = _SEPARATORS.match(text, position).end()  # type: ignore[union-attr]  # `*` always matches
        if position >= len(text):
            return found, None
        attribute = _ATTRIBUTE.match(text, position)
        if attribute is None:
            return found, (shift + position, messages.BLOCK_ATTRIBUTE.format(found=messages.shown(text[position:].strip())))
        key, value = attribute["key"], attribute["value"]
        if key not in ATTRIBUTES:
            hint = messages.suggestion(key, ATTRIBUTES)
            return found, (shift + position, messages.BLOCK_ATTRIBUTE_UNKNOWN.format(
                key=messages.shown(key), hint=hint, valid=messages.one_of(ATTRIBUTES)))
        if key in found:
            return found, (shift + position, messages.BLOCK_ATTRIBUTE_TWICE.format(key=key))
        found[key] = _unquoted(value)
        position = attribute.end()


def _unquoted(value: str) -> str:
    if value[:1] == '"':
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    if value[:1] == "'":
        return value[1:-1]
    return value


# --- drawing blocks ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Drawn:
    """A block drawn: its name, what its figure says, and its files."""

    name: str
    alt: str
    long: str
    width: float
    height: float
    svg: bytes
    png: bytes
    ids: str  # the prefix of the SVG's ids, which the figure's own id shares
    caption: str = ""  # the spec's short caption (or one made from its subject): the block's own, if it gives none

    def picture(self) -> Picture:
        from blueprint.embed import Picture

        return Picture(self.name, self.alt, self.long, self.width, self.height, self.ids, self.caption)


@dataclass(frozen=True)
class Figure:
    """What a block became: the figure's HTML for the post, the files it was
    drawn into, and whether they were written (False: already on disk)."""

    block: Block
    html: str
    name: str
    files: tuple[Path, ...] = ()
    written: bool = False


class Store:
    """The cache's drawn blocks: `KEY.json` (what the figure says and each
    file's sha256), `KEY.svg` and `KEY.png`, written as a set. An entry that
    is missing, corrupt, not ours, for another key or whose files changed is
    a miss; a cache that cannot be written only means drawing again."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.made: set[str] = set()  # keys stored by this process

    def _paths(self, key: str) -> tuple[Path, Path, Path]:
        stem = self.folder / key[:40]
        return stem.with_suffix(".json"), stem.with_suffix(".svg"), stem.with_suffix(".png")

    def get(self, key: str) -> Drawn | None:
        record_path, svg_path, png_path = self._paths(key)
        try:
            if record_path.stat().st_size > MAX_ENTRY_BYTES:
                return None
            record = json.loads(record_path.read_bytes())
            if not isinstance(record, dict) or record.get("blueprint-block") != FORMAT or record.get("key") != key:
                return None
            svg, png = svg_path.read_bytes(), png_path.read_bytes()
            files = record["files"]
            if files != {"svg": _sha256(svg), "png": _sha256(png)}:
                return None
            drawn = Drawn(str(record["name"]), str(record["alt"]), str(record["long"]),
                          float(record["width"]), float(record["height"]), svg, png, str(record["ids"]), str(record["caption"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return drawn

    def put(self, key: str, drawn: Drawn) -> None:
        from blueprint.files import write_set

        record = {
            "blueprint-block": FORMAT, "key": key, "name": drawn.name, "alt": drawn.alt, "long": drawn.long,
            "width": drawn.width, "height": drawn.height, "ids": drawn.ids, "caption": drawn.caption,
            "files": {"svg": _sha256(drawn.svg), "png": _sha256(drawn.png)},
        }
        record_path, svg_path, png_path = self._paths(key)
        try:
            write_set({svg_path: drawn.svg, png_path: drawn.png, record_path: json.dumps(record, sort_keys=True).encode("utf-8")})
        except OSError:
            return
        self.made.add(key)

    def forget(self, keys: set[str]) -> None:
        """Remove these entries (those this process made that no build uses now)."""
        for key in keys:
            for path in self._paths(key):
                try:
                    path.unlink(missing_ok=True)
                except OSError:
                    pass
        self.made -= keys


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


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

    if all(cache.file_digest(path) == _sha256(data) for path, data in files.items()):
        return False
    write_set(files)
    return True


# --- a content tree: `blueprint markdown` ------------------------------------------------------


def find_posts(paths: Sequence[Path]) -> tuple[list[Path], list[str]]:
    """Markdown posts named or found in folders (recursively, sorted, each
    once; hidden folders are not entered), and the problems of paths that are
    not posts."""
    found: dict[Path, Path] = {}
    errors: list[str] = []
    for path in paths:
        if path.is_dir():
            posts = sorted(_walk(path))
            if not posts:
                errors.append(_whole(path, messages.NO_POSTS_IN_FOLDER))
        elif path.is_file():
            posts = [path]
            if path.suffix.lower() not in POST_SUFFIXES:
                errors.append(_whole(path, messages.NOT_A_POST))
                continue
        else:
            errors.append(_whole(path, messages.NO_SUCH_PATH))
            continue
        for post in posts:
            found.setdefault(post.resolve(), post)
    return list(found.values()), errors


def _walk(folder: Path) -> Iterator[Path]:
    for parent, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            if name.lower().endswith(POST_SUFFIXES) and not name.startswith("."):
                yield Path(parent) / name


def _whole(where: Path | str, message: str) -> str:
    return f"{Location(str(where), 1, 1)}: error: {messages.one_line(message)}"


def post_lines(path: Path) -> tuple[list[str] | None, list[str]]:
    """A post's lines, or the problem of a post that cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, [_whole(path, messages.CANNOT_READ_POST.format(reason=exc.strerror or exc))]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, [_whole(path, messages.POST_NOT_TEXT)]
    return text.replace("\r\n", "\n").split("\n"), []


def stale_snippets(output: Path, names: set[str]) -> list[Path]:
    """The files `blueprint markdown` wrote into `output` for blocks that no
    longer exist: each `NAME.html` that opens with our mark, whose NAME no
    block of this run drew, and its `NAME.svg` and `NAME.png`."""
    try:
        entries = sorted(output.iterdir())
    except OSError:
        return []
    stale: list[Path] = []
    for path in entries:
        if path.suffix != ".html" or path.stem in names or not path.is_file():
            continue
        try:
            with open(path, encoding="utf-8") as stream:
                first = stream.readline(200).rstrip("\n")
        except (OSError, UnicodeDecodeError):
            continue
        if _SNIPPET.match(first):
            stale += [p for p in (path, path.with_suffix(".svg"), path.with_suffix(".png")) if p.is_file()]
    return stale


def snippet_outputs(figure: Figure) -> str:
    """`folder/{a.svg, a.png, a.html}`, as a line names a block's files."""
    if not figure.files:
        return ""
    folder = figure.files[0].parent
    return messages.escaped(f"{folder}/{{{', '.join(path.name for path in figure.files)}}}")
