"""Many specs at once: the current ones found here, the rest over a process
pool, their outcomes in input order."""

from __future__ import annotations

import copyreg
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from types import MappingProxyType

from blueprint.batch.jobs import Job, Outcome, RenderOptions, internal_error
from blueprint.batch.one import draft_files, is_current, render_one, run_fingerprint


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
