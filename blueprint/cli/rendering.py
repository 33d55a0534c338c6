"""`blueprint render`: the jobs a command line asks for, run and said one
line each, the files of gone specs pruned, and `--watch`."""

from __future__ import annotations

import os
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from blueprint import messages
from blueprint.batch import (
    DEFAULT_FORMATS,
    STDIN,
    STDIN_NAME,
    Job,
    Outcome,
    RenderOptions,
    cannot_write,
    clashing,
    default_jobs,
    error_line,
    FILE_SUFFIXES,
    file_format,
    find_specs,
    folder_jobs,
    internal_error,
    output_files,
    prune,
    remove_old_cache,
    render_all,
    render_one,
    repaired,
)
from blueprint.cli.common import PATHS_HELP, STDOUT, SvgText, ThemeOption, app, check_glyphs, current_project, load_theme, parse_formats, say_problem, say_result, stdin_bytes

if TYPE_CHECKING:
    from blueprint.project import Project
    from blueprint.theme import Theme


def _stdin_job(output: Path, formats: tuple[str, ...], into_file: str | None) -> Job:
    """The job of `render -`: the spec's bytes from stdin."""
    data = stdin_bytes()
    if into_file is not None:
        return Job(STDIN, STDIN_NAME, ((into_file, output),), output.parent, data=data)
    return Job(STDIN, STDIN_NAME, output_files(STDIN_NAME, output, formats), output, data=data)


def output_target(output: str, formats: tuple[str, ...]) -> tuple[Path, str | None]:
    """What `-o` names: a folder (None), or one file and its format, chosen by
    its extension (`.svg`, `.png`, `.pdf`, `.txt`). A name with any other
    extension is wrong usage, never taken for a folder: `-o fig.jpg` would
    otherwise make a folder named `fig.jpg`. A folder whose name has a dot
    exists already, or is written with a trailing `/`."""
    del formats
    path = Path(output)
    if output.endswith(("/", os.sep)) or path.is_dir():
        return path, None
    form = file_format(path)
    if form is not None:
        return path, form
    if path.suffix:
        raise typer.BadParameter(
            messages.OUTPUT_SUFFIX.format(target=messages.shown(output), suffixes=", ".join(FILE_SUFFIXES), folder=messages.shown(output + "/")),
            param_hint="'--output'",
        )
    return path, None


def plan(paths: list[Path], output: Path, formats: tuple[str, ...], roots: tuple[Path, ...] = (), into_file: str | None = None) -> tuple[list[Job], list[str], Path]:
    """The jobs of a `render`, the problems of paths that are no spec, and the
    output root. `into_file` is the format of the one file `-o` names (of one
    spec); `-` is a spec read from stdin, alone. A spec inside one of `roots`
    (the project's folders of specs) keeps its place in their tree."""
    if into_file is not None and len(paths) != 1:
        raise _one_file_only(output)
    if any(str(path) == "-" for path in paths):
        if len(paths) != 1:
            raise typer.BadParameter(messages.STDIN_ALONE, param_hint="'PATHS'")
        return [_stdin_job(output, formats, into_file)], [], output.parent if into_file else output
    specs, errors = find_specs(paths, roots)
    if into_file is None:
        return folder_jobs(specs, output, formats), errors, output
    if len(specs) > 1:
        raise _one_file_only(output)
    return [Job(str(spec), spec.stem, ((into_file, output),), output.parent, path=spec) for spec, _ in specs], errors, output.parent


def _one_file_only(output: Path) -> typer.BadParameter:
    return typer.BadParameter(messages.ONE_SPEC_FOR_FILE.format(target=messages.shown(str(output))), param_hint="'--output'")


def _recover(root: Path) -> int:
    """Finish a render killed in the output folder before, first (and take out
    the cache an older Blueprint kept there); 1 if it cannot be looked at."""
    from blueprint.files import recover

    try:
        for line in repaired(root, recover(root)) + remove_old_cache(root):
            say_problem(line)
    except OSError as exc:
        say_problem(cannot_write(root, root, exc))
        return 1
    return 0


def _report(index: int, total: int, job: Job, outcome: Outcome) -> None:
    """Say what one job did: its problems and notes on stderr, its files on stdout."""
    for line in outcome.errors + outcome.notes:
        say_problem(line)
    if outcome.status == "failed":
        return
    names = ", ".join(path.name for _, path in job.targets)
    outputs = messages.escaped(f"{job.folder}/{{{names}}}")
    template = messages.RENDERED if outcome.status == "rendered" else messages.CURRENT
    say_result(f"[{index}/{total}] " + template.format(source=messages.escaped(job.source), outputs=outputs))


def render_one_spec(job: Job, options: RenderOptions) -> Outcome:
    """Render one spec to its files (skipping it if they are current), in this
    process, and say what happened: what a watcher calls on each save."""
    outcome = render_one(job, options)
    _report(1, 1, job, outcome)
    return outcome


@app.command()
def render(
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP + " `-` reads one spec from stdin.", show_default=False)] = None,
    output: Annotated[Optional[str], typer.Option("--output", "-o", metavar="DIR|FILE|-", help="Folder to write NAME.svg, NAME.png and NAME.alt.txt into (the tree of a folder is kept) [default: the project file's `output`, or output/]; or, for one spec, the file to write (.svg, .png, .pdf or .txt); or `-`, that one file to stdout (one format: svg unless --format says).", show_default=False)] = None,
    scale: Annotated[Optional[float], typer.Option("--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit (2 gives 2400 x 1260) [default: the project file's `scale`, or 2].", show_default=False)] = None,
    format: Annotated[Optional[str], typer.Option("--format", "-f", help="The files to write, of svg, png, pdf, alt [default: the project file's `formats`, or svg,png,alt].", show_default=False)] = None,
    force: Annotated[bool, typer.Option("--force", help="Render even the specs whose files are current.")] = False,
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", min=1, help="Processes rendering at once [default: one per core].", show_default=False)] = None,
    watch: Annotated[bool, typer.Option("--watch", "-w", help="After rendering, render again each spec saved (and remove the files of a spec deleted), until Ctrl-C.")] = False,
    prune_gone: Annotated[bool, typer.Option("--prune", help="Remove the files rendered into the output folder from specs that no longer exist (only files still as rendered).")] = False,
    svg_text: Annotated[Optional[SvgText], typer.Option("--svg-text", help="The SVG's letters: outlines (the same in every renderer) or text (a reader can select, search and copy it; a subset of the shipped font is embedded, the look the same) [default: the project file's `svg-text`, or outlines].", show_default=False)] = None,
    theme: ThemeOption = None,
) -> None:
    """Render specs to SVG, PNG and alt text. A spec whose files are current
    (same spec, Blueprint, theme and options) is not rendered again. A spec
    that fails writes nothing; a spec's files are replaced together, even if
    the run is killed."""
    project = current_project(drawing=False)  # its wordmark is checked once a spec is to be drawn
    formats = parse_formats(format) if format is not None else project.formats or DEFAULT_FORMATS
    sources = paths or list(project.specs)
    letters = svg_text.value if svg_text is not None else project.svg_text or "outlines"
    if output == STDOUT:
        if watch:
            raise typer.BadParameter(messages.STDOUT_NO_WATCH, param_hint="'--watch'")
        raise typer.Exit(_to_stdout(sources, format, project, scale, letters, load_theme(theme, project)))
    target, into_file = output_target(output, formats) if output is not None else (project.output, None)
    root = target.parent if into_file else target
    options = RenderOptions(
        scale=scale or project.scale or 2.0, formats=formats, force=force, theme=load_theme(theme, project),
        cache=project.cache_folder([root]), svg_text=letters,
    )
    planned, errors, root = plan(sources, target, options.formats, project.specs, into_file)
    for line in errors:
        say_problem(line)
    failed = len(errors) + _recover(root)
    refused = clashing(planned)
    for line in refused.values():
        say_problem(line)
    counts = _render_jobs([job for index, job in enumerate(planned) if index not in refused], options, jobs or default_jobs(), lambda: check_glyphs(project))
    failed += len(refused) + counts["failed"]
    pruned = 0
    if prune_gone:
        pruned, problems = _prune(root, options)
        failed += problems
    say_result(_summary(counts["rendered"], failed, counts["current"], pruned))
    if watch:
        _watch(sources, target, options, project.specs, into_file)
    raise typer.Exit(1 if failed else 0)


def _prune(root: Path, options: RenderOptions, gone: list[Path] | None = None) -> tuple[int, int]:
    """Remove the files of specs that are gone, saying each; (specs pruned, problems)."""
    count = problems = 0
    for pruned in prune(root, options.cache, gone):
        for line in pruned.errors:
            say_problem(line)
        problems += len(pruned.errors)
        if pruned.removed:
            count += 1
            names = ", ".join(path.name for path in pruned.removed)
            folder = pruned.removed[0].parent
            say_result(messages.PRUNED.format(source=messages.escaped(str(_shown_spec(pruned.spec))), outputs=messages.escaped(f"{folder}/{{{names}}}")))
    return count, problems


def _shown_spec(spec: Path) -> Path:
    """A spec's path as the user named it: relative to the current folder."""
    try:
        return Path(os.path.relpath(spec))
    except ValueError:
        return spec


def _to_stdout(sources: list[Path], format: str | None, project: Project, scale: float | None, letters: str, theme: Theme | None) -> int:
    """`render SPEC -o -`: one spec's one file on stdout, nothing else there
    (problems on stderr); no cache, no draft, no summary."""
    from blueprint.batch import compiled, contents

    check_glyphs(project)
    formats = parse_formats(format) if format is not None else ("svg",)
    if len(formats) != 1:
        raise typer.BadParameter(messages.STDOUT_ONE_FORMAT.format(formats=",".join(formats)), param_hint="'--format'")
    if len(sources) != 1 or (str(sources[0]) != "-" and not sources[0].is_file()):
        if len(sources) == 1 and not sources[0].exists():
            say_problem(error_line(sources[0], messages.NO_SUCH_PATH))
            return 1
        raise typer.BadParameter(messages.STDOUT_ONE_SPEC, param_hint="'--output'")
    source = sources[0]
    job = Job(STDIN, STDIN_NAME, ((formats[0], Path(STDOUT)),), Path("."), data=stdin_bytes()) if str(source) == "-" else Job(str(source), source.stem, ((formats[0], Path(STDOUT)),), Path("."), path=source)
    data = job.data
    if data is None:
        data = _read_spec(source)
        if data is None:
            return 1
    options = RenderOptions(scale=scale or project.scale or 2.0, formats=formats, theme=theme, svg_text=letters)
    try:
        result, problems = compiled(data, job, options)
        body = contents(result, formats[0]) if result is not None else b""
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        result, problems = None, (internal_error(job.source, exc),)
    for line in problems:
        say_problem(line)
    if result is None:
        return 1
    stream = typer.get_binary_stream("stdout")
    stream.write(body)
    stream.flush()
    return 0


def _read_spec(path: Path) -> bytes | None:
    """A spec file's bytes (measured before it is read), or None with its problems said."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.loader.source import read_spec

    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    for diagnostic in diagnostics.errors:
        say_problem(diagnostic.format())
    return data


def _watch(paths: list[Path], output: Path, options: RenderOptions, roots: tuple[Path, ...], into_file: str | None) -> None:
    """`render --watch`: each saved spec rendered again, one line each (or its
    located errors), and the files of a spec deleted removed, until Ctrl-C."""
    from blueprint.watch import watch_and_say

    paths = [path for path in paths if str(path) != "-"]  # stdin is read once: nothing to watch
    if not paths:
        return
    root = output.parent if into_file else output

    def rendered(changed: list[Path]) -> None:
        # planned from the paths as given, so a spec in a sub-folder keeps its
        # place in the output tree and is named as in the first run's lines
        saved = {path.resolve() for path in changed}
        planned, _, _ = plan(paths, output, options.formats, roots, into_file)
        for job in planned:
            if job.path is not None and job.path.resolve() in saved:
                render_one_spec(job, options)

    def gone(removed: list[Path]) -> None:
        try:
            _prune(root, options, removed)
        except Exception as exc:  # noqa: BLE001 - a bug must not end the watch with a traceback
            say_problem(internal_error(removed[0], exc))

    watch_and_say(paths, rendered, say_problem, gone)


def _render_jobs(planned: list[Job], options: RenderOptions, workers: int, first: Callable[[], None] | None = None) -> dict[str, int]:
    """Render the jobs, saying each outcome in input order; the count of each kind.
    `first` runs once before anything is rendered, if anything is."""
    counts = {"rendered": 0, "current": 0, "failed": 0}
    outcomes = render_all(planned, options, workers, first)
    for index, job in enumerate(planned, 1):
        try:
            outcome = next(outcomes)
        except typer.Exit:
            raise  # `first` refused the run before anything was rendered
        except Exception as exc:  # noqa: BLE001 - the pool itself failed
            outcome = Outcome("failed", (internal_error(job.source, exc),))
        _report(index, len(planned), job, outcome)
        counts[outcome.status] += 1
    return counts


def _summary(rendered: int, failed: int, current: int, pruned: int = 0) -> str:
    line = messages.SUMMARY.format(ok=rendered, failed=failed)
    line += messages.SUMMARY_CURRENT.format(current=current) if current else ""
    return line + (messages.SUMMARY_PRUNED.format(pruned=pruned) if pruned else "")
