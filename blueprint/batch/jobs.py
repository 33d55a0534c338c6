"""What a render is asked for: its options, its jobs (a spec and the files it
writes), what happened, and which specs and files a command line names."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from blueprint import cache, messages
from blueprint.diagnostics import Location

if TYPE_CHECKING:
    from blueprint.theme import Theme


SPEC_SUFFIXES = (".yaml", ".yml")
SUFFIXES = {"svg": ".svg", "png": ".png", "pdf": ".pdf", "alt": ".alt.txt"}  # in the order they are written
FORMATS = tuple(SUFFIXES)
DEFAULT_FORMATS = ("svg", "png", "alt")  # what `render` writes unless told: a PDF is asked for
DEFAULT_CACHE = Path(cache.FOLDER)  # where `render` runs, without a project file (blueprint.project)
STDIN = "<stdin>"  # where problems of a spec read from stdin are located
STDIN_NAME = "stdin"  # its files: stdin.svg, stdin.png, stdin.alt.txt


@dataclass(frozen=True)
class RenderOptions:
    """How specs are rendered: PNG scale, which files, whether the cache may skip."""

    scale: float = 2.0
    formats: tuple[str, ...] = DEFAULT_FORMATS
    force: bool = False
    theme: Theme | None = None  # the house theme unless given
    cache: Path = DEFAULT_CACHE  # the render cache's folder: outside every output folder
    svg_text: str = "outlines"  # the SVG's letters: `outlines`, or `text` a reader can select


@dataclass(frozen=True)
class Job:
    """One spec and the files it renders to (all in one folder, written as a set)."""

    source: str  # as messages name it: the path, or <stdin>
    name: str  # the diagram's name: its SVG ids
    targets: tuple[tuple[str, Path], ...]  # (format, file)
    root: Path  # the output root: the cache's entries are filed by it
    path: Path | None = None
    data: bytes | None = None  # a spec given as bytes (stdin)

    @property
    def folder(self) -> Path:
        return self.targets[0][1].parent


@dataclass(frozen=True)
class Outcome:
    """What rendering one job did: `rendered`, `current` (skipped) or `failed`;
    its problems (one line each, for stderr) and notes (files of an earlier
    interrupted render finished first)."""

    status: str
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    files: tuple[Path, ...] = field(default=())


def error_line(where: Path | str, message: str) -> str:
    """`PATH:1:1: error: MESSAGE`, for a problem of a whole file."""
    return f"{Location(str(where), 1, 1)}: error: {messages.one_line(message)}"


def internal_error(where: Path | str, exc: BaseException) -> str:
    """The last resort: a bug in Blueprint, said on one line."""
    return error_line(where, messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=messages.shown(str(exc), 200)))


def cannot_write(where: Path | str, folder: Path, exc: OSError) -> str:
    target = exc.filename if exc.filename is not None else folder
    return error_line(where, messages.CANNOT_WRITE.format(target=messages.shown(str(target), 200), reason=exc.strerror or exc))


def repaired(folder: Path, names: list[str]) -> tuple[str, ...]:
    if not names:
        return ()
    return (messages.REPAIRED.format(folder=messages.escaped(str(folder)), names=", ".join(messages.shown(n) for n in names)),)


# --- which specs -------------------------------------------------------------------------------


def find_specs(paths: Sequence[Path], roots: Sequence[Path] = ()) -> tuple[list[tuple[Path, Path]], list[str]]:
    """Spec files named directly or found in folders, recursively (sorted, each
    file once), each with the folder under the output root it renders into;
    and the problems of paths that are no spec.

    A spec inside one of `roots` (the project's folders of specs) keeps its
    place in that tree, however it was named (`content/posts/a/fig.yaml`
    renders into `OUTPUT/posts/a/`), so `embed --base` can say where it went;
    any other keeps its folder relative to the folder named (`.` for a file
    named by itself)."""
    found: list[tuple[Path, Path]] = []
    seen: set[Path] = set()
    errors: list[str] = []
    for path in paths:
        if path.is_dir():
            specs = [(spec, spec.parent.relative_to(path)) for spec in _walk(path)]
            if not specs:
                errors.append(error_line(path, messages.NO_SPECS_IN_FOLDER))
        elif path.is_file():
            specs = [(path, Path("."))]
        else:
            errors.append(error_line(path, messages.NO_SUCH_PATH))
            continue
        for spec, relative in specs:
            same = spec.resolve()
            if same not in seen:
                seen.add(same)
                found.append((spec, tree_folder(spec, roots, relative)))
    return found, errors


def tree_folder(spec: Path, roots: Sequence[Path], otherwise: Path = Path(".")) -> Path:
    """The folder under the output root a spec renders into: its folder within
    the innermost of `roots` that holds it, else `otherwise`."""
    try:
        where = os.path.abspath(spec)
        tops = [os.path.abspath(root) for root in roots]
    except OSError:  # the current folder is gone: relative paths lead nowhere
        return otherwise
    best: tuple[int, str] | None = None
    for top in tops:
        if where.startswith(top.rstrip(os.sep) + os.sep) and (best is None or len(top) > best[0]):
            best = (len(top), top)
    if best is None:
        return otherwise
    return Path(os.path.relpath(os.path.dirname(where), best[1]))


def _walk(folder: Path) -> Iterator[Path]:
    """Spec files in a folder and its sub-folders, in sorted order; hidden
    folders (`.git`, `.blueprint-cache`) are not entered."""
    for parent, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            path = Path(parent) / name
            if path.suffix in SPEC_SUFFIXES and path.is_file():
                yield path


def output_files(stem: str, folder: Path, formats: Sequence[str]) -> tuple[tuple[str, Path], ...]:
    """The files a spec named `stem` renders to in `folder`, in writing order."""
    return tuple((form, folder / f"{stem}{SUFFIXES[form]}") for form in FORMATS if form in formats)


def folder_jobs(specs: list[tuple[Path, Path]], output: Path, formats: Sequence[str]) -> list[Job]:
    """A job per spec, into the same tree under the output folder."""
    return [
        Job(str(spec), spec.stem, output_files(spec.stem, output / relative, formats), output, path=spec)
        for spec, relative in specs
    ]


FILE_SUFFIXES = {".svg": "svg", ".png": "png", ".pdf": "pdf", ".txt": "alt"}


def file_format(target: Path) -> str | None:
    """The format a file named by `-o` asks for (`.svg`, `.png`, `.pdf`, `.txt`), or None."""
    return FILE_SUFFIXES.get(target.suffix.lower())


def clashing(jobs: list[Job]) -> dict[int, str]:
    """Jobs that would write the same files (`a.yaml` and `a.yml` side by side,
    or two specs into one `-o` file): each is an error naming the others, and
    none of them is rendered, since which one was meant cannot be known."""
    by_target: dict[Path, list[int]] = {}
    for index, job in enumerate(jobs):
        for target in {_normal(path) for _, path in job.targets}:
            by_target.setdefault(target, []).append(index)
    errors: dict[int, str] = {}
    for group in by_target.values():
        for index in group if len(group) > 1 else ():
            if index in errors:
                continue
            others = ", ".join(messages.shown(jobs[other].source) for other in dict.fromkeys(group) if other != index)
            names = ", ".join(path.name for _, path in jobs[index].targets)
            errors[index] = error_line(jobs[index].source, messages.SAME_OUTPUT.format(other=others, outputs=names))
    return errors


def _normal(path: Path) -> Path:
    try:
        return Path(os.path.normcase(os.path.abspath(path)))
    except OSError:  # the current folder is gone
        return path
