"""Rendering specs to files: which specs, into which files, skipping what is
current, over every core.

`render_one(job, options)` renders one spec to its files and returns what
happened as an `Outcome` (lines to say, never printed here), so the command
line, a pool worker and a watcher all render the same way. `render_all`
gives the outcomes of many jobs in input order: the current ones are found
in this process first (no pipeline imported when all are), the rest are
spread over a process pool when there are two or more.
"""

from __future__ import annotations

import contextlib
import copyreg
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from blueprint import cache, messages
from blueprint.diagnostics import Diagnostics, Location, SpecError

if TYPE_CHECKING:
    from blueprint.pipeline import Result
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


# --- one spec ----------------------------------------------------------------------------------


def run_fingerprint(options: RenderOptions) -> str:
    """What every render of a run shares, for the cache keys: the package's
    version and files, and the theme."""
    import blueprint

    return cache.fingerprint(blueprint.__version__, _theme(options), cache.package_digest())


def _theme(options: RenderOptions) -> Theme:
    from blueprint.theme import DEFAULT_THEME

    return options.theme if options.theme is not None else DEFAULT_THEME


def spec_key(data: bytes, options: RenderOptions, fingerprint: str) -> str:
    chosen: dict[str, object] = {"scale": float(options.scale), "formats": tuple(sorted(options.formats))}
    if options.svg_text != "outlines":  # keyed only when asked, so the keys of every render before it stand
        chosen["svg_text"] = options.svg_text
    return cache.key(data, fingerprint, chosen)


def is_current(job: Job, options: RenderOptions, fingerprint: str) -> bool:
    """Whether the job's files are present and were made from this very spec,
    package, theme and options (`--force` never is)."""
    if options.force:
        return False
    data = job.data if job.data is not None else cache.spec_bytes(job.path) if job.path is not None else None
    if data is None:
        return False
    return cache.is_current(options.cache, job.root, [path for _, path in job.targets], spec_key(data, options, fingerprint))


def render_one(job: Job, options: RenderOptions, fingerprint: str | None = None) -> Outcome:
    """Render one spec to its files, unless they are current. Never raises for
    a bad spec, a failed write or a bug: every problem is a line of the outcome."""
    fingerprint = fingerprint if fingerprint is not None else run_fingerprint(options)
    if is_current(job, options, fingerprint):
        for stale in draft_files(job):  # back to a good spec whose files were current
            stale.unlink(missing_ok=True)
        return Outcome("current", files=tuple(path for _, path in job.targets))
    try:
        return _render(job, options, fingerprint)
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        return Outcome("failed", (internal_error(job.source, exc),))


def _read(job: Job) -> tuple[bytes | None, tuple[str, ...]]:
    """The spec's bytes, measured before they are read; or its problems."""
    if job.data is not None:
        return job.data, ()
    from blueprint.loader.source import read_spec

    assert job.path is not None  # a job holds its spec's bytes (stdin) or its path
    diagnostics = Diagnostics(job.source)
    data = read_spec(job.path, diagnostics, job.source)
    return data, tuple(d.format() for d in diagnostics.errors)


def compiled(data: bytes, job: Job, options: RenderOptions) -> tuple[Result | None, tuple[str, ...]]:
    """The compiled spec, or its located problems."""
    from blueprint.pipeline import compile_spec

    try:
        return compile_spec(data, job.source, theme=options.theme, scale=options.scale, name=job.name, svg_text=options.svg_text), ()
    except SpecError as exc:
        return None, tuple(d.format() for d in exc.diagnostics)


def contents(result: Result, form: str) -> bytes:
    """The bytes of one output file."""
    if form == "svg":
        return result.svg.encode("utf-8")
    if form == "png":
        return result.png
    if form == "pdf":
        return result.pdf
    return (result.alt + "\n").encode("utf-8")


def _render(job: Job, options: RenderOptions, fingerprint: str) -> Outcome:
    from blueprint.files import write_set

    data, errors = _read(job)
    if data is None:
        return Outcome("failed", errors)
    result, errors = compiled(data, job, options)
    if result is None:
        return Outcome("failed", errors + _draft(data, job, options))
    outputs = {path: contents(result, form) for form, path in job.targets}
    try:
        notes = repaired(job.folder, write_set(outputs))
    except OSError as exc:
        return Outcome("failed", (cannot_write(job.source, job.folder, exc),))
    _remember(job, outputs, spec_key(data, options, fingerprint), options.cache)
    for stale in draft_files(job):  # the spec is good now: its draft is out of date
        stale.unlink(missing_ok=True)
    return Outcome("rendered", notes=notes, files=tuple(outputs))


def draft_files(job: Job) -> tuple[Path, Path]:
    """Where a spec's draft goes: beside its outputs, never over them."""
    return job.folder / f"{job.name}.draft.svg", job.folder / f"{job.name}.draft.png"


def _draft(data: bytes, job: Job, options: RenderOptions) -> tuple[str, ...]:
    """When only lint refused a spec: its picture with each problem outlined in
    red and numbered as the messages are, as NAME.draft.svg and .png. The last
    good outputs stay as they are. A spec that cannot be drawn has no draft."""
    from blueprint.files import write_set
    from blueprint.pipeline import compile_spec
    from blueprint.render.draft import draft_svg
    from blueprint.render.raster import rasterize

    try:
        result = compile_spec(data, job.source, theme=options.theme, scale=options.scale, name=job.name, draft=True)
    except SpecError:
        return ()
    svg_path, png_path = draft_files(job)
    svg = draft_svg(result, result.problems)
    try:
        write_set({svg_path: svg.encode("utf-8"), png_path: rasterize(svg, result.scale)})
    except OSError as exc:
        return (cannot_write(job.source, job.folder, exc),)
    return (messages.DRAFT_WRITTEN.format(source=messages.escaped(job.source), outputs=messages.escaped(f"{job.folder}/{{{svg_path.name}, {png_path.name}}}")),)


def _remember(job: Job, outputs: dict[Path, bytes], key: str, folder: Path) -> None:
    """Record the outputs in the cache. A cache that cannot be written only
    means the next run renders again, so its failure is not the render's."""
    from blueprint.files import write_set

    path, body = cache.entry(folder, job.root, outputs, key, job.path)
    try:
        cache.mark(folder)
        write_set({path: body})
    except OSError:
        pass


# --- what is gone ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pruned:
    """The files of one spec that is gone, removed (or the problem removing them)."""

    spec: Path
    removed: tuple[Path, ...]
    errors: tuple[str, ...] = ()


def prune(root: Path, folder: Path, gone: Sequence[Path] | None = None) -> list[Pruned]:
    """Remove the files `render` made in the output folder `root` from specs
    that no longer exist (or, given `gone`, from those specs): each file only
    if it is still as it was written (the cache's record says so; a file
    changed since, or never ours, stays), with the spec's draft, its cache
    entry, and the folders that leaves empty. The site's own files in the
    folder are never touched: only what the cache recorded is removed."""
    wanted = None if gone is None else {os.path.abspath(path) for path in gone}
    done: list[Pruned] = []
    for record in sorted(cache.recorded(folder, root), key=lambda record: str(record.spec)):
        if record.spec is None:
            continue
        spec = os.path.abspath(record.spec)
        if (wanted is not None and spec not in wanted) or os.path.lexists(spec):
            continue
        removed: list[Path] = []
        errors: list[str] = []
        for path in [*sorted(record.ours(), key=_writing_order), *_drafts_beside(record)]:
            try:
                path.unlink()
                removed.append(path)
            except FileNotFoundError:
                pass
            except OSError as exc:
                errors.append(cannot_write(record.spec, path.parent, exc))
        if not errors:
            with contextlib.suppress(OSError):
                record.entry.unlink()
            _remove_empty({path.parent for path, _ in record.files}, root)
        if removed or errors:
            done.append(Pruned(record.spec, tuple(removed), tuple(errors)))
    return done


def _writing_order(path: Path) -> tuple[str, int]:
    """Files as a render names them: by folder and name, then svg, png, pdf, alt."""
    suffixes = list(SUFFIXES.values())
    kind = next((index for index, suffix in enumerate(suffixes) if path.name.endswith(suffix)), len(suffixes))
    return (str(path.parent / path.name.split(".", 1)[0]), kind)


def _drafts_beside(record: cache.Recorded) -> tuple[Path, ...]:
    """The draft a spec that is gone left beside its files, if any."""
    assert record.spec is not None  # a spec read from stdin is never gone
    stem = record.spec.stem
    folders = sorted({path.parent for path, _ in record.files})
    return tuple(path for folder in folders for path in (folder / f"{stem}.draft.svg", folder / f"{stem}.draft.png") if path.is_file())


def _remove_empty(folders: set[Path], root: Path) -> None:
    """Remove folders left empty under `root` (never `root` itself), innermost first."""
    top = os.path.abspath(root)
    for folder in sorted(folders, key=lambda path: len(path.parts), reverse=True):
        current = os.path.abspath(folder)
        while current.startswith(top.rstrip(os.sep) + os.sep):
            try:
                os.rmdir(current)
            except OSError:
                break
            current = os.path.dirname(current)


def remove_old_cache(root: Path) -> tuple[str, ...]:
    """The cache as it was before issue 28 stood inside the output folder,
    where a site generator would publish it: its entries are removed (and the
    folder, once empty), said in one note."""
    old = cache.old_folder(root)
    if not old:
        return ()
    for path in old:
        with contextlib.suppress(OSError):
            path.unlink()
    with contextlib.suppress(OSError):
        (root / cache.FOLDER).rmdir()
    return (messages.OLD_CACHE_REMOVED.format(folder=messages.escaped(str(root / cache.FOLDER))),)


# --- many specs --------------------------------------------------------------------------------


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def render_all(jobs: Sequence[Job], options: RenderOptions, workers: int, first: Callable[[], None] | None = None) -> Iterator[Outcome]:
    """The outcome of every job, in input order, as soon as it and those before
    it are done. Current jobs are found here without compiling anything; two or
    more to render go to a pool of `workers` processes. `first` is called once
    before anything is rendered, if anything is (it may raise to stop the run)."""
    fingerprint = run_fingerprint(options)
    pending = [index for index, job in enumerate(jobs) if not is_current(job, options, fingerprint)]
    if pending and first is not None:
        first()
    rendered = _rendered(jobs, pending, options, fingerprint, workers)
    waiting = set(pending)
    for index, job in enumerate(jobs):
        if index in waiting:
            yield next(rendered)
        else:
            for stale in draft_files(job):  # back to a good spec whose files were current
                stale.unlink(missing_ok=True)
            yield Outcome("current", files=tuple(path for _, path in job.targets))


def _rendered(jobs: Sequence[Job], pending: list[int], options: RenderOptions, fingerprint: str, workers: int) -> Iterator[Outcome]:
    """The outcomes of the pending jobs, in order: in this process for one (no
    pool to start), else over a pool."""
    work = [(jobs[index], _forced(options), fingerprint) for index in pending]
    workers = max(1, min(workers, len(work)))
    if workers == 1:
        yield from (render_one(*args) for args in work)
        return
    yield from _pooled(work, workers)


def _forced(options: RenderOptions) -> RenderOptions:
    """Options for a job already found not current: skip the second look."""
    from dataclasses import replace

    return replace(options, force=True)


def _pooled(work: list[tuple[Job, RenderOptions, str]], workers: int) -> Iterator[Outcome]:
    """Render over a process pool; results in order. The stages are imported
    before the workers fork, so each starts with them loaded."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    _load_stages()
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        results = pool.map(_render_args, work, chunksize=1)
        broken: BaseException | None = None
        for job, _, _ in work:
            if broken is None:
                try:
                    yield next(results)
                    continue
                except BrokenProcessPool as exc:  # a worker was killed: the rest cannot finish
                    broken = exc
            yield Outcome("failed", (internal_error(job.source, broken),))


def _read_only(mapping: dict[str, object]) -> MappingProxyType[str, object]:
    return MappingProxyType(mapping)


def _pickled_mapping(mapping: MappingProxyType[str, object]) -> tuple[object, tuple[dict[str, object]]]:
    return _read_only, (dict(mapping),)


# A theme holds read-only mappings (its looks); a project's theme goes to the
# pool's workers with the options, so they are sent as the dicts they wrap.
copyreg.pickle(MappingProxyType, _pickled_mapping)  # type: ignore[arg-type]


def _render_args(args: tuple[Job, RenderOptions, str]) -> Outcome:
    return render_one(*args)


def _load_stages() -> None:
    """Import every stage and the rasterizer now, once, for the workers to inherit."""
    import cairosvg  # noqa: F401

    import blueprint.describe  # noqa: F401
    import blueprint.files  # noqa: F401
    import blueprint.layout  # noqa: F401
    import blueprint.lint  # noqa: F401
    import blueprint.loader.source  # noqa: F401
    import blueprint.render.svg  # noqa: F401
