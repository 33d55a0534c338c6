"""Checking each key of a project file, collecting located problems."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic, Location
from blueprint.project.settings import BRAND_KEYS, FORMATS, KEYS, SCALE_RANGE, SVG_TEXTS, Project

if TYPE_CHECKING:
    from blueprint.project.positions import Positions
    from blueprint.theme import Theme


class Reader:
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
            self.error((), messages.WRONG_TYPE.format(expected=messages.PROJECT_A_TABLE, found=found_value(body)))
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
            self.error(key, messages.WRONG_TYPE.format(expected=expected, found=found_value(value)))
            return None
        problem = invisible_char(value)
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
            self.error(("scale",), messages.NUMBER_RANGE.format(kind="a number", low=f"{low:g}", high=f"{high:g}", found=plain_value(value)))
            return None
        return float(value)

    def _formats(self, value: Any) -> tuple[str, ...] | None:
        names = value.split(",") if isinstance(value, str) else value if isinstance(value, list) else None
        if names is None or not names or not all(isinstance(name, str) for name in names):
            self.error(("formats",), messages.WRONG_TYPE.format(expected=messages.PROJECT_FORMATS, found=found_value(value)))
            return None
        wanted = [name.strip().lower() for name in names]
        unknown = [name for name in wanted if name not in FORMATS]
        if unknown:
            self.error(("formats",), messages.BAD_CHOICE.format(value=messages.shown(unknown[0]), valid=messages.one_of(FORMATS), hint=messages.suggestion(unknown[0], FORMATS)))
            return None
        return tuple(name for name in FORMATS if name in wanted)

    def _choice(self, value: Any, key: str, valid: tuple[str, ...]) -> str | None:
        if not isinstance(value, str) or value not in valid:
            shown = messages.shown(value) if isinstance(value, str) else plain_value(value)
            self.error((key,), messages.BAD_CHOICE.format(value=shown, valid=messages.one_of(valid), hint=messages.suggestion(str(value), valid)))
            return None
        return value

    def _theme(self, value: Any) -> tuple[str | None, Theme | None]:
        """The theme a shipped name or a theme file (relative to this file's
        folder) gives; a theme file's own problems are said in it, located."""
        from blueprint.diagnostics import SpecError
        from blueprint.themefile import ThemeNotFound, load_theme, shipped

        if not isinstance(value, str):
            self.error(("theme",), messages.WRONG_TYPE.format(expected=messages.PROJECT_THEME.format(themes=messages.either(shipped())), found=found_value(value)))
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
            self.error(("brand",), messages.WRONG_TYPE.format(expected=messages.PROJECT_BRAND, found=found_value(value)))
            return None
        brand: list[tuple[str, Any]] = []
        for key, item in value.items():
            if key not in BRAND_KEYS:
                self.error(("brand", key), messages.UNKNOWN_KEY.format(key=messages.shown(key), hint=messages.suggestion(key, BRAND_KEYS), valid=messages.one_of(BRAND_KEYS)), value=False)
            elif key == "show":
                if isinstance(item, bool):
                    brand.append((key, item))
                else:
                    self.error(("brand", key), messages.WRONG_TYPE.format(expected="`true` or `false`", found=found_value(item)))
            else:
                text = self._text(item, ("brand", key), messages.PROJECT_WORDS)
                if text is not None and len(text) > 200:
                    self.error(("brand", key), messages.TEXT_TOO_LONG.format(limit=200, count=len(text)))
                elif text is not None:
                    brand.append((key, text))
        return tuple(brand)


def found_value(value: Any) -> str:
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


def plain_value(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float, str)):
        return messages.shown(value)
    return messages.shown(found_value(value))


_INVISIBLE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def invisible_char(text: str) -> str | None:
    """The message refusing a control or invisible character, as a spec's text would be refused."""
    for position, char in enumerate(" ".join(text.split()), 1):
        category = unicodedata.category(char)
        if category in _INVISIBLE:
            name = unicodedata.name(char, "").lower()
            what = f"the character {name}" if name else "an invisible character"
            return messages.TEXT_CONTROL.format(what=what, code=ord(char), position=position)
    return None
