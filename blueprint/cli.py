"""The `blueprint` command: render, check, alt, embed, markdown, schema, icons.

Exit status: 0 all good; 1 a spec was invalid or failed its checks; 2 wrong usage.
Results go to stdout; problems go to stderr, as `PATH:LINE:COL: error: MESSAGE`,
never as a traceback.

Each command imports what it uses when it runs, so `blueprint --help` loads
no stage, `check` and `alt` never load the rasterizer, and a `render` whose
outputs are all current compiles nothing.
"""

from __future__ import annotations

import copy
import errno
import os
import sys
from enum import Enum
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Optional, TypeVar

import typer

from blueprint import messages
from blueprint.batch import (
    DEFAULT_FORMATS,
    FORMATS,
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
    tree_folder,
    folder_jobs,
    internal_error,
    output_files,
    prune,
    remove_old_cache,
    render_all,
    render_one,
    repaired,
)

if TYPE_CHECKING:
    from blueprint.pipeline import Result
    from blueprint.project import Project
    from blueprint.theme import Theme

app = typer.Typer(
    help="Compile short YAML specs into diagrams in the house blueprint style: SVG, PNG and alt text.",
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

T = TypeVar("T")
PATHS_HELP = "Spec files or folders of specs, searched recursively [default: the project file's `specs`, or specs/]."
SPEC_HELP = "A spec file, or `-` to read one from stdin."
STDOUT = "-"  # `-o -`: the one file is written to stdout
THEME_HELP = "The theme to draw in: house (the default), a shipped theme (dark), or a theme file (.toml) [default: the project file's `theme`, or house]."
ThemeOption = Annotated[Optional[str], typer.Option("--theme", "-t", help=THEME_HELP, show_default=False)]


class SvgText(str, Enum):
    outlines = "outlines"
    text = "text"


class EmbedFormat(str, Enum):
    img = "img"
    html = "html"
    markdown = "markdown"
    hugo = "hugo"


def _say(text: str) -> None:
    """A problem or a note: stderr."""
    typer.echo(text, err=True)


def _result(text: str) -> None:
    """A result: stdout."""
    typer.echo(text)


def _version(value: bool) -> None:
    if value:
        import blueprint

        _result(messages.VERSION.format(version=blueprint.__version__))
        raise typer.Exit(0)


@app.callback(invoke_without_command=True)
def main_options(
    context: typer.Context,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")] = False,
) -> None:
    """Compile short YAML specs into diagrams in the house blueprint style: SVG, PNG and alt text."""
    if context.invoked_subcommand is None:  # `blueprint` alone: the help, and success
        _result(context.get_help())
        raise typer.Exit(0)


def _project(drawing: bool = True) -> Project:
    """The project file in force (blueprint.toml, or [tool.blueprint] in
    pyproject.toml), or the defaults; a wrong one is said, located, and ends
    the command as wrong usage (2). `drawing`: the command draws a spec now,
    so the brand's wordmark is checked against the font too."""
    from blueprint.project import ProjectError, find_project

    try:
        project = find_project()
    except ProjectError as exc:
        for line in exc.lines():
            _say(line)
        raise typer.Exit(2)
    if drawing:
        _glyphs(project)
    return project


def _glyphs(project: Project) -> None:
    """A wordmark the font cannot draw, said at the project file's key (exit 2)."""
    problems = project.glyph_problems()
    for line in problems:
        _say(line)
    if problems:
        raise typer.Exit(2)


def load_theme(given: str | None, project: Project) -> Theme | None:
    """The theme `--theme` names, with the project's brand; without it the
    project file's theme (None: the house theme). A name that is no theme is a
    usage error; a theme file's problems are located lines, exit 1."""
    if given is None:
        return project.custom_theme()
    from blueprint.diagnostics import SpecError
    from blueprint.themefile import ThemeNotFound, load_theme as load

    try:
        return project.branded(load(given))
    except ThemeNotFound as exc:
        raise typer.BadParameter(str(exc), param_hint="'--theme'") from None
    except SpecError as exc:
        for diagnostic in exc.diagnostics:
            _say(diagnostic.format())
        raise typer.Exit(1) from None


def parse_formats(text: str) -> tuple[str, ...]:
    """`svg,png,alt` -> the formats, in writing order; a wrong name is a usage error."""
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in FORMATS]
    if unknown or not names:
        raise typer.BadParameter(messages.UNKNOWN_FORMAT.format(found=messages.shown(",".join(unknown) or text), formats=",".join(FORMATS)))
    return tuple(name for name in FORMATS if name in names)


def _stdin_bytes() -> bytes:
    """A spec read from stdin: at most the size limit and one byte, so a
    larger one is refused without being held."""
    from blueprint.cache import MAX_KEYED_BYTES

    stream = typer.get_binary_stream("stdin")
    return stream.read(MAX_KEYED_BYTES + 1)


def _stdin_job(output: Path, formats: tuple[str, ...], into_file: str | None) -> Job:
    """The job of `render -`: the spec's bytes from stdin."""
    data = _stdin_bytes()
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
            _say(line)
    except OSError as exc:
        _say(cannot_write(root, root, exc))
        return 1
    return 0


def _report(index: int, total: int, job: Job, outcome: Outcome) -> None:
    """Say what one job did: its problems and notes on stderr, its files on stdout."""
    for line in outcome.errors + outcome.notes:
        _say(line)
    if outcome.status == "failed":
        return
    names = ", ".join(path.name for _, path in job.targets)
    outputs = messages.escaped(f"{job.folder}/{{{names}}}")
    template = messages.RENDERED if outcome.status == "rendered" else messages.CURRENT
    _result(f"[{index}/{total}] " + template.format(source=messages.escaped(job.source), outputs=outputs))


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
    project = _project(drawing=False)  # its wordmark is checked once a spec is to be drawn
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
        _say(line)
    failed = len(errors) + _recover(root)
    refused = clashing(planned)
    for line in refused.values():
        _say(line)
    counts = _render_jobs([job for index, job in enumerate(planned) if index not in refused], options, jobs or default_jobs(), lambda: _glyphs(project))
    failed += len(refused) + counts["failed"]
    pruned = 0
    if prune_gone:
        pruned, problems = _prune(root, options)
        failed += problems
    _result(_summary(counts["rendered"], failed, counts["current"], pruned))
    if watch:
        _watch(sources, target, options, project.specs, into_file)
    raise typer.Exit(1 if failed else 0)


def _prune(root: Path, options: RenderOptions, gone: list[Path] | None = None) -> tuple[int, int]:
    """Remove the files of specs that are gone, saying each; (specs pruned, problems)."""
    count = problems = 0
    for pruned in prune(root, options.cache, gone):
        for line in pruned.errors:
            _say(line)
        problems += len(pruned.errors)
        if pruned.removed:
            count += 1
            names = ", ".join(path.name for path in pruned.removed)
            folder = pruned.removed[0].parent
            _result(messages.PRUNED.format(source=messages.escaped(str(_shown_spec(pruned.spec))), outputs=messages.escaped(f"{folder}/{{{names}}}")))
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

    _glyphs(project)
    formats = parse_formats(format) if format is not None else ("svg",)
    if len(formats) != 1:
        raise typer.BadParameter(messages.STDOUT_ONE_FORMAT.format(formats=",".join(formats)), param_hint="'--format'")
    if len(sources) != 1 or (str(sources[0]) != "-" and not sources[0].is_file()):
        if len(sources) == 1 and not sources[0].exists():
            _say(error_line(sources[0], messages.NO_SUCH_PATH))
            return 1
        raise typer.BadParameter(messages.STDOUT_ONE_SPEC, param_hint="'--output'")
    source = sources[0]
    job = Job(STDIN, STDIN_NAME, ((formats[0], Path(STDOUT)),), Path("."), data=_stdin_bytes()) if str(source) == "-" else Job(str(source), source.stem, ((formats[0], Path(STDOUT)),), Path("."), path=source)
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
        _say(line)
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
        _say(diagnostic.format())
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
            _say(internal_error(removed[0], exc))

    watch_and_say(paths, rendered, _say, gone)


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


@app.command()
def check(
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP + " `-` reads one spec from stdin.", show_default=False)] = None,
    theme: ThemeOption = None,
) -> None:
    """Validate and lint specs; write nothing."""
    project = _project()
    drawn_in, scale = load_theme(theme, project), project.scale
    if paths and any(str(path) == "-" for path in paths):
        if len(paths) != 1:
            raise typer.BadParameter(messages.STDIN_ALONE, param_hint="'PATHS'")
        good = _on_bytes(STDIN, _stdin_bytes(), lambda data: _check(data, STDIN, drawn_in, scale)) is not None
        if good:
            _result(messages.CHECKED.format(source=STDIN))
        _result(messages.CHECK_SUMMARY.format(ok=int(good), failed=int(not good)))
        raise typer.Exit(0 if good else 1)
    specs, errors = find_specs(paths or list(project.specs), project.specs)
    for line in errors:
        _say(line)
    planned = folder_jobs(specs, project.output, FORMATS)
    refused = clashing(planned)  # render would refuse them: say so here too
    ok = 0
    for index, job in enumerate(planned):
        if index in refused:
            _say(refused[index])
        assert job.path is not None  # folder_jobs names each spec's path
        if check_file(job.path, drawn_in, scale) and index not in refused:
            ok += 1
            _result(messages.CHECKED.format(source=messages.escaped(job.source)))
    failed = len(errors) + len(planned) - ok
    _result(messages.CHECK_SUMMARY.format(ok=ok, failed=failed))
    raise typer.Exit(1 if failed else 0)


def compile_file(path: Path, theme: Theme | None = None, scale: float | None = None) -> Result | None:
    """Compile one spec file, printing its problems; None if it failed."""
    from blueprint.pipeline import compile_spec

    return _on_file(path, lambda data: compile_spec(data, str(path), name=path.stem, theme=theme, scale=scale))


def _check(data: bytes, source: str, theme: Theme | None, scale: float | None) -> bool:
    from blueprint.pipeline import check_spec

    check_spec(data, source, theme=theme, scale=scale)
    return True


def check_file(path: Path, theme: Theme | None = None, scale: float | None = None) -> bool:
    """Load, lay out and lint one spec file (what can find a problem), printing its problems."""
    return _on_file(path, lambda data: _check(data, str(path), theme, scale)) is not None


def _on_file(path: Path, stage: Callable[[bytes], T]) -> T | None:
    """Run `stage` on a spec file's bytes, printing every problem; None if any.
    The file is measured before it is read, and read no further than the size limit."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.loader.source import read_spec

    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    if data is None:
        for diagnostic in diagnostics.errors:
            _say(diagnostic.format())
        return None
    return _on_bytes(str(path), data, stage)


def _on_bytes(source: str, data: bytes, stage: Callable[[bytes], T]) -> T | None:
    """Run `stage` on a spec's bytes, printing every problem; None if any."""
    from blueprint.diagnostics import SpecError

    try:
        return stage(data)
    except SpecError as exc:
        problems = tuple(d.format() for d in exc.diagnostics)
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        problems = (internal_error(source, exc),)
    for line in problems:
        _say(line)
    return None


@app.command()
def alt(spec: Annotated[Path, typer.Argument(help=SPEC_HELP)], theme: ThemeOption = None) -> None:
    """Print the alt text of a spec."""
    project = _project()
    result = _single(spec, project, load_theme(theme, project))
    _result(result.alt)


@app.command()
def embed(
    spec: Annotated[Path, typer.Argument(help=SPEC_HELP)],
    format: Annotated[EmbedFormat, typer.Option("--format", "-f", help="img (one <img>), html (a <figure> with the long description), markdown or hugo (Hugo's figure shortcode).")] = EmbedFormat.img,
    src: Annotated[Optional[str], typer.Option("--src", help="The address of the one image to show [default: NAME.svg beside the post].")] = None,
    base: Annotated[Optional[str], typer.Option("--base", help="The address of the output folder: `/img` gives /img/NAME.svg, and /img/posts/NAME.svg for a spec in the sub-folder posts/ of the specs, as `render` writes it [default: the project file's `base`].", show_default=False)] = None,
    dark_base: Annotated[Optional[str], typer.Option("--dark-base", help="With --format html: the address of the output folder of the same diagrams rendered with `--theme dark`, followed as --base is; the figure's <picture> shows them when the reader prefers a dark scheme.")] = None,
    theme: ThemeOption = None,
) -> None:
    """Print the embed of a diagram for a post: the alt text once, its size, and
    (html, hugo) the long description."""
    from blueprint.embed import Where, snippet

    if dark_base is not None and format is not EmbedFormat.html:
        raise typer.BadParameter(messages.EMBED_DARK_HTML_ONLY.format(form=format.value), param_hint="'--dark-base'")
    project = _project()
    result = _single(spec, project, load_theme(theme, project))
    address = base if base is not None else project.base
    tree = tree_folder(spec, project.specs) if str(spec) != "-" else Path(".")  # where render writes it under the output folder
    folder = tree if address else Path(".")
    dark = Where(base=dark_base, folder=tree.as_posix()) if dark_base is not None else None
    _result(snippet(result, format.value, Where(src=src, base=address, folder=folder.as_posix()), dark=dark))


@app.command()
def schema(
    output: Annotated[Optional[Path], typer.Option("--output", "-o", help="Write the schema to this file (replaced whole) instead of printing it.")] = None,
) -> None:
    """Print (or write) the JSON Schema of the spec format, for editor completion."""
    from blueprint.schema import schema_text, write_schema

    if output is None:
        _result(schema_text().rstrip("\n"))
        return
    try:
        write_schema(output)
    except OSError as exc:
        _say(cannot_write(output, output.parent, exc))
        raise typer.Exit(1)
    _result(messages.RENDERED.format(source="schema", outputs=messages.escaped(str(output))))


@app.command()
def preview(
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP)] = None,
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535, help="The port on 127.0.0.1 [default: 8737; 0 picks a free one].")] = 8737,
    theme: ThemeOption = None,
) -> None:
    """Serve a page on 127.0.0.1 showing every diagram with its alt text, long
    description and problems; it reloads itself when a spec is saved."""
    from blueprint.preview import serve

    project = _project()
    raise typer.Exit(serve(paths or list(project.specs), port, _result, _say, theme=load_theme(theme, project)))


@app.command()
def icons(
    output: Annotated[Path, typer.Option("--output", "-o", help="Folder to write icons.svg and icons.png into.")] = Path("icons"),
    scale: Annotated[float, typer.Option("--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit.")] = 1.0,
) -> None:
    """Write the icon sheet: every icon in every variant, with its name."""
    from blueprint.files import write_set
    from blueprint.render.raster import RasterTooLarge, rasterize
    from blueprint.sheet import icon_sheet_svg

    svg = icon_sheet_svg()
    try:
        outputs = {output / "icons.svg": svg.encode("utf-8"), output / "icons.png": rasterize(svg, scale)}
        for line in repaired(output, write_set(outputs)):
            _say(line)
    except RasterTooLarge as exc:
        _say(error_line(output, str(exc)))
        raise typer.Exit(1)
    except OSError as exc:
        _say(cannot_write(output, output, exc))
        raise typer.Exit(1)
    _result(messages.RENDERED.format(source="icon sheet", outputs=f"{output}/{{icons.svg, icons.png}}"))


@app.command()
def markdown(
    paths: Annotated[Optional[list[Path]], typer.Argument(help="Markdown posts (.md, .markdown) or folders of them, searched recursively [default: content/].")] = None,
    output: Annotated[Path, typer.Option("--output", "-o", help="Folder to write each block's NAME.svg, NAME.png and NAME.html (its figure) into.")] = Path("static/blueprint"),
    base: Annotated[Optional[str], typer.Option("--base", help="The output folder's address on the site [default: its path after `static/`, so static/blueprint is /blueprint].")] = None,
    scale: Annotated[float, typer.Option("--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit.")] = 2.0,
    prune: Annotated[bool, typer.Option("--prune", help="Then remove the files of blocks that none of these posts holds now (only after a run with no failure).")] = False,
) -> None:
    """Draw the `blueprint` blocks of Markdown posts into one folder, for a site
    generator that runs no Python: Hugo's render hook (see the README) includes
    each block's figure, NAME.html. A block whose files are current is not
    drawn again; a bad block is a located error in its post."""
    from blueprint.fences import Drawer, find_blocks, find_posts, post_lines, snippet_outputs, stale_snippets

    project = _project(drawing=False)
    posts, errors = find_posts(paths or [Path("content")])
    for line in errors:
        _say(line)
    failed, drawn, current = len(errors), 0, 0
    drawer = Drawer(scale=scale, cache_folder=project.cache_folder([output]))  # the render cache's folder, its blocks/ beside the entries
    where = _site_address(output) if base is None else base
    names: set[str] = set()
    for post in posts:
        lines, problems = post_lines(post)
        if lines is None:
            for line in problems:
                _say(line)
            failed += 1
            continue
        figures, found = drawer.post(lines, str(post), output, where, snippets=True)
        for problem in found:
            _say(problem.format())
        failed += len(find_blocks(lines)) - len(figures)
        for figure in figures:
            names.add(figure.name)
            template = messages.BLOCK_DRAWN if figure.written else messages.BLOCK_CURRENT
            _result(template.format(source=messages.escaped(str(post)), line=figure.block.line, outputs=snippet_outputs(figure)))
            drawn, current = drawn + figure.written, current + (not figure.written)
    if prune and not failed:
        for path in stale_snippets(output, names):
            try:
                path.unlink()
            except OSError as exc:
                _say(cannot_write(path, output, exc))
                failed += 1
                continue
            _result(messages.BLOCK_REMOVED.format(outputs=messages.escaped(str(path))))
    summary = messages.BLOCK_SUMMARY.format(ok=drawn, failed=failed)
    _result(summary + (messages.BLOCK_SUMMARY_CURRENT.format(current=current) if current else ""))
    raise typer.Exit(1 if failed else 0)


def _site_address(output: Path) -> str:
    """Where a generator serves a folder of its `static/`: `static/blueprint` is
    `/blueprint`; a folder outside `static/` is addressed beside the post."""
    parts = output.as_posix().split("/")
    if "static" not in parts:
        return ""
    rest = parts[len(parts) - parts[::-1].index("static"):]
    return "/" + "/".join(part for part in rest if part not in ("", "."))


def _single(spec: Path, project: Project, theme: Theme | None) -> Result:
    """One spec compiled, from its file or (`-`) from stdin; its problems said and exit 1 if it fails."""
    scale = project.scale
    if str(spec) == "-":
        from blueprint.pipeline import compile_spec

        result = _on_bytes(STDIN, _stdin_bytes(), lambda data: compile_spec(data, STDIN, name=STDIN_NAME, theme=theme, scale=scale))
    elif not spec.is_file():
        _say(error_line(spec, messages.NO_SUCH_PATH))
        raise typer.Exit(1)
    else:
        result = compile_file(spec, theme, scale)
    if result is None:
        raise typer.Exit(1)
    return result


def main() -> None:
    """The command line: the collector is held while the command starts and
    everything is frozen as it ends (blueprint/startup.py)."""
    from blueprint import startup

    startup.hold()
    try:
        direct(sys.argv[1:])
        only(sys.argv[1:2])()
    except KeyboardInterrupt:
        sys.exit(130)
    finally:
        startup.closing()


def only(first: list[str]) -> typer.Typer:
    """The command line with only the command that `first` (the first
    argument) names, when it names one: typer builds every registered
    command's click command, options and all, before it reads which one to
    run (about 1 ms each); a command's own usage, help and errors are the
    same either way. Anything else (`--help`, no command, a misspelt one)
    gets them all, so the help lists them and a wrong name is told apart."""
    chosen = [info for info in app.registered_commands if first and _command_name(info) == first[0]]
    if not chosen:
        return app
    narrowed = copy.copy(app)
    narrowed.registered_commands = chosen
    return narrowed


def _command_name(info: typer.models.CommandInfo) -> str | None:
    if info.name:
        return info.name
    return info.callback.__name__.lower().replace("_", "-") if info.callback is not None else None


def direct(args: list[str]) -> None:
    """Run the commonest command lines without parsing them with typer (which
    builds a pydantic TypeAdapter for each of a command's parameters, about
    15 ms of a `render`): `check [PATHS...]`, `alt SPEC` and `render
    [PATHS...] [-o OUT] [--force]`, each path and OUT a plain word (no leading
    `-`, given once). Every other parameter keeps its default, as typer would
    give it. The process then ends, as typer ends it; a line of any other
    form returns at once, for typer. A wrong value (`-o fig.jpg`) is raised
    before anything is said or written, so it returns too: typer says it,
    with the command's usage line."""
    call = _plain_call(args)
    if call is None:
        return
    command, given = call
    try:
        command(**given)
    except typer.BadParameter:
        return
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except OSError as exc:
        if exc.errno != errno.EPIPE:
            raise
        _pipe_closed()
    sys.exit(0)


def _plain_call(args: list[str]) -> tuple[Callable[..., None], dict[str, object]] | None:
    """The command and its arguments, for a line `direct` runs; else None (and
    when click's shell completion asks, through its `_..._COMPLETE` variable)."""
    if not args or args[0] not in ("check", "alt", "render") or any(name.startswith("_") and name.endswith("_COMPLETE") for name in os.environ):
        return None
    paths: list[Path] = []
    given: dict[str, object] = {}
    words = iter(args[1:])
    for word in words:
        if args[0] == "render" and word == "--force" and "force" not in given:
            given["force"] = True
        elif args[0] == "render" and word in ("-o", "--output") and "output" not in given:
            given["output"] = next(words, "")
            if not _plain(str(given["output"])):
                return None
        elif _plain(word):
            paths.append(Path(word))
        else:
            return None
    if args[0] == "alt":
        return (alt, {"spec": paths[0]}) if len(paths) == 1 else None
    given["paths"] = paths or None
    return (render if args[0] == "render" else check), given


def _plain(word: str) -> bool:
    return bool(word) and not word.startswith("-")


def _pipe_closed() -> None:
    """Stdout's reader went away (`blueprint check | head -1`): end quietly with
    status 1, as typer does, with nothing left to flush into the closed pipe."""
    quiet = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(quiet, stream.fileno())
        except (OSError, ValueError):
            pass
    sys.exit(1)
