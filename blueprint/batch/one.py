"""One spec rendered to its files: skipped when current, compiled, its files
replaced together, a draft kept when it fails."""

from __future__ import annotations
from pathlib import Path
from typing import TYPE_CHECKING

from blueprint import cache, messages
from blueprint.diagnostics import Diagnostics, SpecError
from blueprint.batch.jobs import Job, Outcome, RenderOptions, cannot_write, internal_error, repaired

if TYPE_CHECKING:
    from blueprint.pipeline import Result
    from blueprint.theme import Theme


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
