"""The project file: what every spec of a site would otherwise repeat.

A blog's repository says once where its specs live, where their files go and
at what address the site serves them, the PNG's scale, which files to write,
the theme and the brand:

    # blueprint.toml (or the same keys under [tool.blueprint] in pyproject.toml)
    specs = "content"              # the folder (or folders) of specs: what `render`, `check` and `preview` read by default
    output = "static/diagrams"     # where `render` writes, keeping the specs' folder tree
    base = "/diagrams"             # the address of that folder on the site: `embed`'s default --base
    scale = 2                      # the PNG's pixels per canvas unit
    formats = ["svg", "png", "alt"]
    theme = "house"                # a shipped theme (`dark`), or a theme file (.toml) relative to this file
    brand = {name = "Cedana", wordmark = "cedana", show = true}

The file is found in the current folder or the nearest folder above it that
has one, stopping at the repository's root (the folder holding `.git`);
`blueprint.toml` wins over `pyproject.toml` in one folder. Paths in it are
relative to its folder. The command line wins over the file, and a spec's own
keys (its `brand`) win over it. The file is checked like a spec: every
problem is a located line (`blueprint.toml:3:10: error: ...`), an unknown key
names the valid ones, and nothing runs until it is right.

Reading it costs a TOML parse of a small file and imports no stage.
"""

from __future__ import annotations

import os
import re
import sys
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic, Location

if TYPE_CHECKING:
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


# --- finding and reading the file ---------------------------------------------------------------


def find_project(start: Path | None = None) -> Project:
    """The project in force for a command run in `start` (the current folder):
    the nearest project file at or above it, read and checked (ProjectError
    if it is wrong); the defaults, rooted at `start`, without one."""
    try:
        here = Path(os.path.abspath(start or Path.cwd()))
    except OSError:  # the current folder is gone: nothing to find, and `render` will say what it cannot read
        return Project()
    for folder in (here, *here.parents):
        own = folder / PROJECT_FILE
        if own.is_file():
            return load_project(own, here)
        pyproject = folder / PYPROJECT
        if pyproject.is_file() and _mentions_table(pyproject):
            project = load_project(pyproject, here, table=TABLE)
            if project.file is not None:
                return project
        if any((folder / mark).exists() for mark in REPOSITORY_MARKS):
            break
    return Project(root=_shown(here, here))


_TOOL_TABLE = re.compile(rb"tool\s*\.\s*[\"']?blueprint\b|^\s*[\"']?blueprint[\"']?\s*[.=]", re.MULTILINE)


def _mentions_table(pyproject: Path) -> bool:
    """Whether a pyproject.toml may hold `[tool.blueprint]` (parsed only then)."""
    try:
        with open(pyproject, "rb") as stream:
            return _TOOL_TABLE.search(stream.read(MAX_PROJECT_BYTES)) is not None
    except OSError:
        return False


def load_project(file: Path, cwd: Path | None = None, *, table: tuple[str, ...] = ()) -> Project:
    """Read and check a project file: `blueprint.toml` (its keys at the top),
    or `table` of a pyproject.toml. Raises ProjectError with every problem."""
    import tomllib

    here = Path(os.path.abspath(cwd or Path.cwd()))
    shown_file = _shown(Path(os.path.abspath(file)), here)
    where = str(shown_file)
    try:
        with open(file, "rb") as stream:
            data = stream.read(MAX_PROJECT_BYTES + 1)
    except OSError as exc:
        raise ProjectError((Diagnostic(Location(where, 1, 1), messages.PROJECT_UNREADABLE.format(reason=exc.strerror or exc)),)) from None
    if len(data) > MAX_PROJECT_BYTES:
        raise ProjectError((Diagnostic(Location(where, 1, 1), messages.PROJECT_TOO_LARGE.format(limit=f"{MAX_PROJECT_BYTES:,}")),))
    try:
        text = data.decode("utf-8")
        parsed = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        raise ProjectError((Diagnostic(Location(where, 1, 1), messages.PROJECT_NOT_UTF8.format(byte=data[exc.start])),)) from None
    except tomllib.TOMLDecodeError as exc:
        raise ProjectError((_syntax_error(where, str(exc)),)) from None
    body: Any = parsed
    for name in table:
        body = body.get(name) if isinstance(body, dict) else None
    if body is None:  # a pyproject.toml without [tool.blueprint]
        return Project(root=_shown(here, here))
    reader = _Reader(where, Positions(text), table, _shown(Path(os.path.abspath(file)).parent, here))
    project = reader.project(body, shown_file, pyproject=bool(table))
    if reader.problems:
        raise ProjectError(tuple(sorted(reader.problems, key=lambda d: (d.location.line, d.location.column, d.message))))
    return project


_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")


def _syntax_error(where: str, problem: str) -> Diagnostic:
    """tomllib says `Invalid value (at line 3, column 9)`: located as ours are."""
    match = _TOML_AT.search(problem)
    line, column = (int(match.group(1)), int(match.group(2))) if match else (1, 1)
    text = problem[: match.start()] if match else problem
    return Diagnostic(Location(where, line, column), messages.PROJECT_TOML.format(problem=messages.shown(text.rstrip("."), 200)))


def _shown(path: Path, here: Path) -> Path:
    """A path as the commands show it: relative to the current folder (`../static`)."""
    if not path.is_absolute():
        return path
    try:
        return Path(os.path.relpath(path, here))
    except ValueError:  # another drive
        return path


# --- checking the values ------------------------------------------------------------------------


class _Reader:
    """Checks each key of the file, collecting located problems."""

    def __init__(self, where: str, positions: Positions, table: tuple[str, ...], folder: Path):
        self.where = where
        self.positions = positions
        self.table = table
        self.folder = folder  # the file's folder, as shown: paths in it are relative to it
        self.problems: list[Diagnostic] = []

    def locate(self, *key: str, value: bool = True) -> Location:
        line, column = self.positions.locate(self.table + key, value=value)
        return Location(self.where, line, column)

    def error(self, key: tuple[str, ...], message: str, *, value: bool = True) -> None:
        self.problems.append(Diagnostic(self.locate(*key, value=value), messages.one_line(message)))

    def project(self, body: Any, file: Path, *, pyproject: bool) -> Project:
        if not isinstance(body, dict):
            self.error((), messages.WRONG_TYPE.format(expected=messages.PROJECT_A_TABLE, found=_found(body)))
            return Project(file, self.folder)
        for key in body:
            if key not in KEYS:
                hint = messages.PROJECT_TOOL_TABLE if key == "tool" and not pyproject else messages.suggestion(key, KEYS)
                self.error((key,), messages.UNKNOWN_KEY.format(key=messages.shown(key), hint=hint, valid=messages.one_of(KEYS)), value=False)
        values: dict[str, Any] = {}
        if "specs" in body:
            specs = self._paths(body["specs"], "specs")
            if specs:
                values["specs"] = specs
        if "output" in body:
            output = self._path(body["output"], ("output",))
            if output is not None:
                values["output"] = output
        if "cache" in body:
            cache = self._path(body["cache"], ("cache",))
            if cache is not None:
                values["cache"] = cache
        if "base" in body:
            base = self._text(body["base"], ("base",), messages.PROJECT_ADDRESS)
            if base is not None:
                values["base"] = base
        if "scale" in body:
            values["scale"] = self._scale(body["scale"])
        if "formats" in body:
            values["formats"] = self._formats(body["formats"])
        if "theme" in body:
            values["theme_name"], values["named_theme"] = self._theme(body["theme"])
        if "brand" in body:
            values["brand"] = self._brand(body["brand"])
        if "svg-text" in body:
            values["svg_text"] = self._choice(body["svg-text"], "svg-text", SVG_TEXTS)
        values = {name: value for name, value in values.items() if value is not None}
        return Project(file, self.folder, given=frozenset(body) & frozenset(KEYS), positions=self.positions, table=self.table, **values)

    def _path(self, value: Any, key: tuple[str, ...]) -> Path | None:
        text = self._text(value, key, messages.PROJECT_A_FOLDER)
        if text is None:
            return None
        path = Path(os.path.expanduser(text))
        return path if path.is_absolute() else Path(os.path.normpath(self.folder / path))

    def _paths(self, value: Any, key: str) -> tuple[Path, ...] | None:
        if isinstance(value, list):
            if not value:
                self.error((key,), messages.EMPTY_LIST.format(key=key))
                return None
            paths = [self._path(item, (key,)) for item in value]
            return tuple(path for path in paths if path is not None) if all(paths) else None
        path = self._path(value, (key,))
        return (path,) if path is not None else None

    def _text(self, value: Any, key: tuple[str, ...], expected: str) -> str | None:
        if not isinstance(value, str):
            self.error(key, messages.WRONG_TYPE.format(expected=expected, found=_found(value)))
            return None
        problem = _invisible(value)
        if problem is not None:
            self.error(key, problem)
            return None
        text = " ".join(value.split())
        if not text:
            self.error(key, messages.TEXT_BLANK if value else messages.TEXT_EMPTY)
            return None
        return text

    def _scale(self, value: Any) -> float | None:
        low, high = SCALE_RANGE
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            self.error(("scale",), messages.NUMBER_RANGE.format(kind="a number", low=f"{low:g}", high=f"{high:g}", found=_plain(value)))
            return None
        return float(value)

    def _formats(self, value: Any) -> tuple[str, ...] | None:
        names = value.split(",") if isinstance(value, str) else value if isinstance(value, list) else None
        if names is None or not names or not all(isinstance(name, str) for name in names):
            self.error(("formats",), messages.WRONG_TYPE.format(expected=messages.PROJECT_FORMATS, found=_found(value)))
            return None
        wanted = [name.strip().lower() for name in names]
        unknown = [name for name in wanted if name not in FORMATS]
        if unknown:
            self.error(("formats",), messages.BAD_CHOICE.format(value=messages.shown(unknown[0]), valid=messages.one_of(FORMATS), hint=messages.suggestion(unknown[0], FORMATS)))
            return None
        return tuple(name for name in FORMATS if name in wanted)

    def _choice(self, value: Any, key: str, valid: tuple[str, ...]) -> str | None:
        if not isinstance(value, str) or value not in valid:
            shown = messages.shown(value) if isinstance(value, str) else _plain(value)
            self.error((key,), messages.BAD_CHOICE.format(value=shown, valid=messages.one_of(valid), hint=messages.suggestion(str(value), valid)))
            return None
        return value

    def _theme(self, value: Any) -> tuple[str | None, Theme | None]:
        """The theme a shipped name or a theme file (relative to this file's
        folder) gives; a theme file's own problems are said in it, located."""
        from blueprint.diagnostics import SpecError
        from blueprint.themefile import ThemeNotFound, load_theme, shipped

        if not isinstance(value, str):
            self.error(("theme",), messages.WRONG_TYPE.format(expected=messages.PROJECT_THEME.format(themes=messages.either(shipped())), found=_found(value)))
            return None, None
        try:
            return value, load_theme(value, relative_to=self.folder)
        except ThemeNotFound as exc:
            self.error(("theme",), str(exc))
        except SpecError as exc:
            self.problems.extend(exc.diagnostics)
        return None, None

    def _brand(self, value: Any) -> tuple[tuple[str, Any], ...] | None:
        if not isinstance(value, dict):
            self.error(("brand",), messages.WRONG_TYPE.format(expected=messages.PROJECT_BRAND, found=_found(value)))
            return None
        brand: list[tuple[str, Any]] = []
        for key, item in value.items():
            if key not in BRAND_KEYS:
                self.error(("brand", key), messages.UNKNOWN_KEY.format(key=messages.shown(key), hint=messages.suggestion(key, BRAND_KEYS), valid=messages.one_of(BRAND_KEYS)), value=False)
            elif key == "show":
                if isinstance(item, bool):
                    brand.append((key, item))
                else:
                    self.error(("brand", key), messages.WRONG_TYPE.format(expected="`true` or `false`", found=_found(item)))
            else:
                text = self._text(item, ("brand", key), messages.PROJECT_WORDS)
                if text is not None and len(text) > 200:
                    self.error(("brand", key), messages.TEXT_TOO_LONG.format(limit=200, count=len(text)))
                elif text is not None:
                    brand.append((key, text))
        return tuple(brand)


def _found(value: Any) -> str:
    """How a writer would name a TOML value they wrote."""
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, (int, float)):
        return f"the number `{messages.shown(value)}`"
    if isinstance(value, str):
        return f"the text `{messages.shown(value)}`"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return messages.PROJECT_A_DATE


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float, str)):
        return messages.shown(value)
    return messages.shown(_found(value))


_INVISIBLE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _invisible(text: str) -> str | None:
    """The message refusing a control or invisible character, as a spec's text would be refused."""
    for position, char in enumerate(" ".join(text.split()), 1):
        category = unicodedata.category(char)
        if category in _INVISIBLE:
            name = unicodedata.name(char, "").lower()
            what = f"the character {name}" if name else "an invisible character"
            return messages.TEXT_CONTROL.format(what=what, code=ord(char), position=position)
    return None


# --- where each key stands in the file ----------------------------------------------------------


_BARE = re.compile(r"[A-Za-z0-9_-]+")


class Positions:
    """Where each key of a TOML file stands, and its value: enough of TOML's
    grammar (tables, dotted and quoted keys, inline tables, multi-line strings
    and arrays) to point at what is wrong. tomllib reads the values; this only
    finds them."""

    def __init__(self, text: str):
        self.keys: dict[tuple[str, ...], tuple[int, int]] = {}
        self.values: dict[tuple[str, ...], tuple[int, int]] = {}
        self._scan(text.splitlines())

    def locate(self, key: tuple[str, ...], *, value: bool = True) -> tuple[int, int]:
        """The line and column of `key`'s value (or of the key itself), or of
        the nearest enclosing table that has one; 1:1 if none."""
        probe = key
        while probe:
            table = self.values if value else self.keys
            if probe in table:
                return table[probe]
            if probe in self.keys:
                return self.keys[probe]
            probe = probe[:-1]
            value = False
        return (1, 1)

    def _scan(self, lines: list[str]) -> None:
        table: tuple[str, ...] = ()
        closing: str | None = None  # the quotes closing a multi-line string that is open
        depth = 0  # open brackets of a multi-line array
        for number, line in enumerate(lines, 1):
            if closing is not None:
                if closing in line:
                    closing = None
                continue
            if depth:
                depth = max(0, depth + _brackets(line))
                continue
            stripped = line.lstrip()
            indent = len(line) - len(stripped)
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("["):
                inner = stripped[2:] if stripped.startswith("[[") else stripped[1:]
                keys, _ = _read_key(inner, 0)
                if keys:
                    table = tuple(keys)
                    for size in range(1, len(table) + 1):  # `[tool.blueprint]` stands for `tool` too
                        self.keys.setdefault(table[:size], (number, indent + 1 + (2 if stripped.startswith("[[") else 1)))
                continue
            end = self._pair(line, indent, table, number)
            if end is None:
                continue
            rest = line[end:]
            for quotes in ('"""', "'''"):
                if rest.lstrip().startswith(quotes) and rest.count(quotes) == 1:
                    closing = quotes
            if rest.lstrip().startswith("["):
                depth = max(0, _brackets(rest))

    def _pair(self, line: str, start: int, table: tuple[str, ...], number: int) -> int | None:
        """Record `key = value` at `start` of the line; the index of the value, or None."""
        keys, at = _read_key(line, start)
        at = _skip_spaces(line, at)
        if not keys or at >= len(line) or line[at] != "=":
            return None
        path = table + tuple(keys)
        value_at = _skip_spaces(line, at + 1)
        self.keys.setdefault(path, (number, start + 1))
        self.values.setdefault(path, (number, value_at + 1))
        if value_at < len(line) and line[value_at] == "{":
            self._inline(line, value_at + 1, path, number)
        return value_at

    def _inline(self, line: str, at: int, table: tuple[str, ...], number: int) -> int:
        """The pairs of an inline table from `at` (past its `{`); the index past its `}`."""
        while at < len(line):
            at = _skip_spaces(line, at)
            if at >= len(line) or line[at] == "}":
                return at + 1
            if line[at] == ",":
                at += 1
                continue
            value_at = self._pair(line, at, table, number)
            if value_at is None:
                return len(line)
            at = _skip_value(line, value_at)
        return at


def _skip_spaces(line: str, at: int) -> int:
    while at < len(line) and line[at] in " \t":
        at += 1
    return at


def _read_key(line: str, at: int) -> tuple[list[str], int]:
    """A dotted key (`a.b`, `"a b".c`) from `at`: its parts and the index past it."""
    parts: list[str] = []
    while True:
        at = _skip_spaces(line, at)
        if at < len(line) and line[at] in "\"'":
            quote = line[at]
            end = line.find(quote, at + 1)
            if end < 0:
                return [], at
            parts.append(line[at + 1 : end])
            at = end + 1
        else:
            match = _BARE.match(line, at)
            if match is None:
                return [], at
            parts.append(match.group())
            at = match.end()
        at = _skip_spaces(line, at)
        if at < len(line) and line[at] == ".":
            at += 1
            continue
        return parts, at


def _skip_value(line: str, at: int) -> int:
    """The index past one inline value (a string, a list, a table, a word):
    at the `,` or `}` that ends it, outside strings and brackets."""
    depth, quote = 0, ""
    while at < len(line):
        char = line[at]
        if quote:
            if char == "\\" and quote == '"':
                at += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in "[{":
            depth += 1
        elif char in "]}":
            if depth == 0:
                return at
            depth -= 1
        elif char == "," and depth == 0:
            return at
        at += 1
    return at


def _brackets(text: str) -> int:
    """Brackets opened less those closed, outside strings and comments."""
    depth, quote = 0, ""
    for char in text:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            break
        elif char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
    return depth

