"""Finding the project file in force and reading it: TOML parsed, problems
located as a spec's are."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from blueprint import messages
from blueprint.diagnostics import Diagnostic, Location
from blueprint.project.positions import Positions
from blueprint.project.reader import Reader
from blueprint.project.settings import MAX_PROJECT_BYTES, PROJECT_FILE, PYPROJECT, REPOSITORY_MARKS, TABLE, Project, ProjectError


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
    return Project(root=shown_path(here, here))


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
    shown_file = shown_path(Path(os.path.abspath(file)), here)
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
        return Project(root=shown_path(here, here))
    reader = Reader(where, Positions(text), table, shown_path(Path(os.path.abspath(file)).parent, here))
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


def shown_path(path: Path, here: Path) -> Path:
    """A path as the commands show it: relative to the current folder (`../static`)."""
    if not path.is_absolute():
        return path
    try:
        return Path(os.path.relpath(path, here))
    except ValueError:  # another drive
        return path
