"""Themes as data: a theme is one TOML file that says what it changes from
the theme it extends (the house theme unless it says otherwise).

    name = "dark"
    extends = "house"              # a shipped theme, or a .toml file beside this one
    [palette]
    paper = "#17191D"
    [canvas]
    transparent = true
    [looks.white]
    inside = "paper"

Its tables are the house theme's own (`blueprint/theme.py`): `palette`,
`strokes`, `dashes`, `hatch`, `type`, `canvas`, `brand`, `layout`, `contrast`
and `looks` (one table per fill meaning). Nothing else about a theme is code:
the shipped ones are files in `blueprint/themes/`, and a blog's own is a file
beside its specs. A file is checked like a spec: every problem is said at its
line and column (`dark.toml:12:9: error: ...`), all of them together.

Only read when a theme is named: the house theme needs no file.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Mapping
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import Any

from blueprint import messages
from blueprint.diagnostics import Diagnostics, Location
from blueprint.theme import DEFAULT_THEME, FILLS, Look, Palette, Theme

HOUSE = "house"
SUFFIX = ".toml"
MAX_BYTES = 100_000  # a theme is a few dozen lines
LARGEST = 100_000.0  # any number a theme gives (a size, a width, a ratio)
TEXT_LIMIT = 40  # characters of a brand's name or wordmark
SECTIONS = ("palette", "strokes", "dashes", "hatch", "type", "canvas", "brand", "layout", "contrast")
TOP_KEYS = ("name", "extends", *SECTIONS, "looks")
COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")
# numbers that may be zero (a label that may not hang, a hatch at no angle, a dot's dash); the rest are sizes, more than zero
MAY_BE_ZERO = {("canvas", "label_hang"), ("hatch", "angle")}
# the least a theme may ask: the contrast WCAG requires (1.4.3 text, 1.4.11 shapes)
LEAST = {("contrast", "text"): 4.5, ("contrast", "shape"): 3.0}


class ThemeNotFound(ValueError):
    """A theme named that is neither shipped nor a file."""


def shipped() -> list[str]:
    """The names of the shipped themes: `house` and each file of `blueprint/themes/`."""
    folder = files("blueprint").joinpath("themes")
    names = [entry.name.removesuffix(SUFFIX) for entry in folder.iterdir() if entry.name.endswith(SUFFIX)]
    return sorted({HOUSE, *names})


def load_theme(name_or_path: str | Path, relative_to: Path | None = None) -> Theme:
    """The theme a name or a file gives: `house`, a shipped theme's name
    (`dark`), or a path to a `.toml` theme file (relative to `relative_to`,
    else the working folder). A file with problems raises SpecError, every
    problem located; a name that is neither raises ThemeNotFound."""
    return _load(str(name_or_path), relative_to, ())


def _load(given: str, relative_to: Path | None, chain: tuple[Path, ...]) -> Theme:
    if given == HOUSE:
        return DEFAULT_THEME
    if given.endswith(SUFFIX) or "/" in given or "\\" in given:
        path = (relative_to / given) if relative_to is not None and not Path(given).is_absolute() else Path(given)
        if not path.is_file():
            raise ThemeNotFound(messages.THEME_NO_FILE.format(path=messages.shown(str(path), 200)))
        return _from_file(path, path.read_bytes()[: MAX_BYTES + 1], chain)
    if given in shipped():
        entry = files("blueprint").joinpath("themes", given + SUFFIX)
        return _from_file(Path(str(entry)), entry.read_bytes(), chain)
    raise ThemeNotFound(
        messages.THEME_UNKNOWN.format(name=messages.shown(given), hint=messages.suggestion(given, shipped()), names=messages.either(shipped()))
    )


def _from_file(path: Path, data: bytes, chain: tuple[Path, ...]) -> Theme:
    import tomllib

    diagnostics = Diagnostics(str(path))
    start = Location(str(path), 1, 1)
    if len(data) > MAX_BYTES:
        diagnostics.error(start, messages.THEME_TOO_LARGE.format(limit=f"{MAX_BYTES:,}"))
        diagnostics.raise_if_errors()
    try:
        text = data.decode("utf-8")
        table = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        diagnostics.error(start, messages.THEME_NOT_UTF8.format(byte=data[exc.start]))
        diagnostics.raise_if_errors()
        raise  # pragma: no cover - raised above
    except tomllib.TOMLDecodeError as exc:
        diagnostics.error(*_toml_problem(str(path), str(exc)))
        diagnostics.raise_if_errors()
        raise  # pragma: no cover - raised above
    places = _Places(str(path), text)
    resolved = path.resolve()
    if resolved in chain:
        diagnostics.error(places.value(("extends",)), messages.THEME_CYCLE.format(chain=" -> ".join(p.name for p in (*chain, resolved))))
        diagnostics.raise_if_errors()
    base = DEFAULT_THEME
    extends = table.get("extends", HOUSE)
    if not isinstance(extends, str):
        diagnostics.error(places.value(("extends",)), messages.THEME_EXTENDS.format(found=_found(extends)))
    else:
        try:
            base = _load(extends, path.parent, (*chain, resolved))
        except ThemeNotFound as exc:
            diagnostics.error(places.value(("extends",)), str(exc))
    theme = _apply(base, table, path, places, diagnostics)
    diagnostics.raise_if_errors()
    return theme


def _toml_problem(path: str, message: str) -> tuple[Location, str]:
    """tomllib's message, `... (at line L, column C)`, as a located problem."""
    found = re.search(r"\s*\(at line (\d+), column (\d+)\)\s*$", message)
    if found is None:
        return Location(path, 1, 1), messages.THEME_TOML.format(problem=message)
    return Location(path, int(found.group(1)), int(found.group(2))), messages.THEME_TOML.format(problem=message[: found.start()])


def _apply(base: Theme, table: Mapping[str, Any], path: Path, places: _Places, diagnostics: Diagnostics) -> Theme:
    """The base theme with the file's changes, every problem said."""
    changes: dict[str, Any] = {}
    for key, value in table.items():
        if key not in TOP_KEYS:
            _unknown(key, (), TOP_KEYS, places, diagnostics)
        elif key == "name":
            if _text(value, ("name",), places, diagnostics):
                changes["name"] = value
        elif key == "looks":
            looks = _looks(base, value, places, diagnostics)
            if looks is not None:
                changes["looks"] = looks
        elif key in SECTIONS:
            section = _section(getattr(base, key), key, value, places, diagnostics)
            if section is not None:
                changes[key] = section
    changes.setdefault("name", path.stem)
    return dataclasses.replace(base, **changes)


def _section(current: Any, key: str, value: Any, places: _Places, diagnostics: Diagnostics) -> Any:
    """One table of the theme (`[palette]`, `[canvas]`...) applied to its current value."""
    if not isinstance(value, dict):
        diagnostics.error(places.value((key,)), messages.THEME_TABLE.format(key=key, found=_found(value)))
        return None
    fields = {_written(f.name): f for f in dataclasses.fields(current)}
    changes: dict[str, Any] = {}
    for name, given in value.items():
        field = fields.get(name)
        if field is None:
            _unknown(name, (key,), fields, places, diagnostics)
            continue
        checked = _value(key, field.name, getattr(current, field.name), given, (key, name), places, diagnostics)
        if checked is not None:
            changes[field.name] = checked
    return dataclasses.replace(current, **changes)


def _looks(base: Theme, value: Any, places: _Places, diagnostics: Diagnostics) -> Mapping[str, Look] | None:
    """`[looks.FILL]` tables: how each fill meaning is drawn, in palette tokens."""
    if not isinstance(value, dict):
        diagnostics.error(places.value(("looks",)), messages.THEME_TABLE.format(key="looks", found=_found(value)))
        return None
    tokens = [_written(f.name) for f in dataclasses.fields(Palette)]
    looks = dict(base.looks)
    for fill, given in value.items():
        if fill not in FILLS:
            _unknown(fill, ("looks",), FILLS, places, diagnostics)
            continue
        if not isinstance(given, dict):
            diagnostics.error(places.value(("looks", fill)), messages.THEME_TABLE.format(key=f"looks.{fill}", found=_found(given)))
            continue
        fields = {_written(f.name): f.name for f in dataclasses.fields(Look)}
        changes: dict[str, Any] = {}
        for name, token in given.items():
            where = ("looks", fill, name)
            if name not in fields:
                _unknown(name, ("looks", fill), fields, places, diagnostics)
            elif name in ("ink-inside", "seamed"):
                if isinstance(token, bool):
                    changes[fields[name]] = token
                else:
                    diagnostics.error(places.value(where), messages.THEME_BOOLEAN.format(key=name, found=_found(token)))
            elif not isinstance(token, str) or token not in tokens:
                hint = messages.suggestion(token, tokens) if isinstance(token, str) else ""
                diagnostics.error(places.value(where), messages.THEME_TOKEN.format(key=name, found=_found(token), hint=hint, tokens=messages.one_of(tokens)))
            else:
                changes[fields[name]] = token
        looks[fill] = dataclasses.replace(looks[fill], **changes)
    return MappingProxyType(looks)


def _value(section: str, name: str, current: Any, given: Any, where: tuple[str, ...], places: _Places, diagnostics: Diagnostics) -> Any:
    """A value of a table, checked against the kind of its house value."""
    key = where[-1]
    at = places.value(where)
    if isinstance(current, bool):
        if isinstance(given, bool):
            return given
        diagnostics.error(at, messages.THEME_BOOLEAN.format(key=key, found=_found(given)))
    elif isinstance(current, str) and section == "palette":
        if isinstance(given, str) and COLOUR.fullmatch(given):
            return given.upper()
        diagnostics.error(at, messages.THEME_COLOUR.format(key=key, found=_found(given)))
    elif isinstance(current, str):
        if _text(given, where, places, diagnostics):
            return given
    elif isinstance(current, tuple):
        if isinstance(given, list) and len(given) == len(current) and all(_is_number(v) and 0 <= v <= LARGEST for v in given) and any(given):
            return tuple(float(v) for v in given)
        diagnostics.error(at, messages.THEME_DASHES.format(key=key, found=_found(given), count=len(current)))
    else:
        least = LEAST.get((section, name), 0.0)
        zero = (section, name) in MAY_BE_ZERO or least > 0
        if _is_number(given) and (given >= least if zero else given > 0) and given <= LARGEST:
            return float(given)
        message = messages.THEME_NUMBER_FROM if zero else messages.THEME_NUMBER_POSITIVE
        diagnostics.error(at, message.format(key=key, low=f"{least:g}", high=f"{LARGEST:,.0f}", found=_found(given)))
    return None


def _text(value: Any, where: tuple[str, ...], places: _Places, diagnostics: Diagnostics) -> bool:
    if isinstance(value, str) and value.strip() and value.isprintable() and len(value) <= TEXT_LIMIT:
        return True
    diagnostics.error(places.value(where), messages.THEME_TEXT.format(key=where[-1], found=_found(value), limit=TEXT_LIMIT))
    return False


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _unknown(key: str, table: tuple[str, ...], valid: Any, places: _Places, diagnostics: Diagnostics) -> None:
    valid = [_written(v) for v in valid]
    diagnostics.error(places.key((*table, key)), messages.UNKNOWN_KEY.format(key=messages.shown(key), hint=messages.suggestion(key, valid), valid=messages.one_of(valid)))


def _written(name: str) -> str:
    """A field as a theme file writes it: `grey-light`, `drafting-grid`, `label-hang`."""
    return name.replace("_", "-")


def _found(value: Any) -> str:
    if isinstance(value, str):
        return f"`{messages.shown(value)}`"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, (int, float)):
        return f"`{messages.shown(value)}`"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    return f"a value of type `{type(value).__name__}`"  # a date or a time


class _Places:
    """Where each key and value of a TOML file is: tomllib keeps no
    positions, so the text is read again, line by line, for `[table]`
    headers, `key = value` lines (dotted keys too) and the keys of an inline
    table on one line. A key not found is located at its table, else at the
    top of the file."""

    _HEADER = re.compile(r"\s*\[\s*([^\[\]#]+?)\s*\]")
    _PAIR = re.compile(r"(\s*)((?:[A-Za-z0-9_-]+|\"[^\"]*\")(?:\s*\.\s*(?:[A-Za-z0-9_-]+|\"[^\"]*\"))*)\s*=\s*")
    _INLINE = re.compile(r"([A-Za-z0-9_-]+)\s*=\s*")

    def __init__(self, path: str, text: str):
        self.path = path
        self.keys: dict[tuple[str, ...], tuple[int, int]] = {}
        self.values: dict[tuple[str, ...], tuple[int, int]] = {}
        table: tuple[str, ...] = ()
        for number, line in enumerate(text.splitlines(), 1):
            header = self._HEADER.match(line)
            if header is not None:
                table = self._parts(header.group(1))
                self.keys.setdefault(table, (number, header.start(1) + 1))
                self.values.setdefault(table, (number, header.start(1) + 1))
                continue
            pair = self._PAIR.match(line)
            if pair is None:
                continue
            key = table + self._parts(pair.group(2))
            self.keys[key] = (number, pair.start(2) + 1)
            self.values[key] = (number, pair.end() + 1)
            if line[pair.end():].lstrip().startswith("{"):
                for inner in self._INLINE.finditer(line, pair.end() + 1):
                    self.keys[(*key, inner.group(1))] = (number, inner.start(1) + 1)
                    self.values[(*key, inner.group(1))] = (number, inner.end() + 1)

    @staticmethod
    def _parts(dotted: str) -> tuple[str, ...]:
        return tuple(part.strip().strip('"') for part in dotted.split("."))

    def _at(self, found: dict[tuple[str, ...], tuple[int, int]], key: tuple[str, ...]) -> Location:
        while key:
            if key in found:
                return Location(self.path, *found[key])
            key = key[:-1]
        return Location(self.path, 1, 1)

    def key(self, key: tuple[str, ...]) -> Location:
        return self._at(self.keys, key)

    def value(self, key: tuple[str, ...]) -> Location:
        return self._at(self.values, key)
