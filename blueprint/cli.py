"""The `blueprint` command: render, check, alt, embed, schema, icons.

Exit status: 0 all good; 1 a spec was invalid or failed its checks; 2 wrong usage.
Results go to stdout; problems go to stderr, as `PATH:LINE:COL: error: MESSAGE`,
never as a traceback.

Each command imports what it uses when it runs, so `blueprint --help` loads
no stage, `check` and `alt` never load the rasterizer, and a `render` whose
outputs are all current compiles nothing.
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Optional, TypeVar

import typer

from blueprint import messages
from blueprint.batch import (
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
    file_format,
    find_specs,
    folder_jobs,
    internal_error,
    output_files,
    render_all,
    render_one,
    repaired,
)

if TYPE_CHECKING:
    from blueprint.pipeline import Result
    from blueprint.theme import Theme

app = typer.Typer(
    help="Compile short YAML specs into diagrams in the house blueprint style: SVG, PNG and alt text.",
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

T = TypeVar("T")
PATHS_HELP = "Spec files or folders of specs, searched recursively [default: specs/]."
THEME_HELP = "The theme to draw in: house (the default), a shipped theme (dark), or a theme file (.toml)."
ThemeOption = Annotated[Optional[str], typer.Option("--theme", "-t", help=THEME_HELP)]


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


def load_theme(given: str | None) -> Theme | None:
    """The theme `--theme` names (None: the house theme). A name that is no
    theme is a usage error; a theme file's problems are located lines, exit 1."""
    if given is None:
        return None
    from blueprint.diagnostics import SpecError
    from blueprint.themefile import ThemeNotFound, load_theme as load

    try:
        return load(given)
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


def _stdin_job(output: Path, formats: tuple[str, ...], into_file: str | None) -> Job:
    """The job of `render -`: the spec's bytes from stdin (at most the size
    limit and one byte, so a larger one is refused without being held)."""
    from blueprint.cache import MAX_KEYED_BYTES

    data = sys.stdin.buffer.read(MAX_KEYED_BYTES + 1)
    if into_file is not None:
        return Job(STDIN, STDIN_NAME, ((into_file, output),), output.parent, data=data)
    return Job(STDIN, STDIN_NAME, output_files(STDIN_NAME, output, formats), output, data=data)


def plan(paths: list[Path], output: Path, formats: tuple[str, ...]) -> tuple[list[Job], list[str], Path]:
    """The jobs of a `render`, the problems of paths that are no spec, and the
    output root. `-o FILE.svg|.png|.txt` asks for that one file (of one spec);
    `-` is a spec read from stdin, alone."""
    into_file = file_format(output) if not output.is_dir() else None
    if into_file is not None and len(paths) != 1:
        raise _one_file_only(output)
    if any(str(path) == "-" for path in paths):
        if len(paths) != 1:
            raise typer.BadParameter(messages.STDIN_ALONE, param_hint="'PATHS'")
        return [_stdin_job(output, formats, into_file)], [], output.parent if into_file else output
    specs, errors = find_specs(paths)
    if into_file is None:
        return folder_jobs(specs, output, formats), errors, output
    if len(specs) > 1:
        raise _one_file_only(output)
    return [Job(str(spec), spec.stem, ((into_file, output),), output.parent, path=spec) for spec, _ in specs], errors, output.parent


def _one_file_only(output: Path) -> typer.BadParameter:
    return typer.BadParameter(messages.ONE_SPEC_FOR_FILE.format(target=messages.shown(str(output))), param_hint="'--output'")


def _recover(root: Path) -> int:
    """Finish a render killed in the output folder before, first; 1 if it cannot be looked at."""
    from blueprint.files import recover

    try:
        for line in repaired(root, recover(root)):
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
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP + " `-` reads one spec from stdin.")] = None,
    output: Annotated[Path, typer.Option("--output", "-o", help="Folder to write NAME.svg, NAME.png and NAME.alt.txt into (the tree of a folder is kept); or, for one spec, the file to write (.svg, .png or .txt).")] = Path("output"),
    scale: Annotated[float, typer.Option("--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit (2 gives 2400 x 1260).")] = 2.0,
    format: Annotated[str, typer.Option("--format", "-f", help="The files to write, of svg, png, alt.")] = "svg,png,alt",
    force: Annotated[bool, typer.Option("--force", help="Render even the specs whose files are current.")] = False,
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", min=1, help="Processes rendering at once [default: one per core].")] = None,
    watch: Annotated[bool, typer.Option("--watch", "-w", help="After rendering, render again each spec saved, until Ctrl-C.")] = False,
    theme: ThemeOption = None,
) -> None:
    """Render specs to SVG, PNG and alt text. A spec whose files are current
    (same spec, Blueprint, theme and options) is not rendered again. A spec
    that fails writes nothing; a spec's files are replaced together, even if
    the run is killed."""
    options = RenderOptions(scale=scale, formats=parse_formats(format), force=force, theme=load_theme(theme))
    planned, errors, root = plan(paths or [Path("specs")], output, options.formats)
    for line in errors:
        _say(line)
    failed = len(errors) + _recover(root)
    refused = clashing(planned)
    for line in refused.values():
        _say(line)
    counts = _render_jobs([job for index, job in enumerate(planned) if index not in refused], options, jobs or default_jobs())
    failed += len(refused) + counts["failed"]
    _result(_summary(counts["rendered"], failed, counts["current"]))
    if watch:
        _watch(paths or [Path("specs")], output, options)
    raise typer.Exit(1 if failed else 0)


def _watch(paths: list[Path], output: Path, options: RenderOptions) -> None:
    """`render --watch`: each saved spec rendered again, one line each (or its
    located errors), until Ctrl-C."""
    from blueprint.watch import watch_and_say

    paths = [path for path in paths if str(path) != "-"]  # stdin is read once: nothing to watch
    if not paths:
        return

    def rendered(changed: list[Path]) -> None:
        # planned from the paths as given, so a spec in a sub-folder keeps its
        # place in the output tree and is named as in the first run's lines
        saved = {path.resolve() for path in changed}
        planned, _, _ = plan(paths, output, options.formats)
        for job in planned:
            if job.path is not None and job.path.resolve() in saved:
                render_one_spec(job, options)

    watch_and_say(paths, rendered, _say)


def _render_jobs(planned: list[Job], options: RenderOptions, workers: int) -> dict[str, int]:
    """Render the jobs, saying each outcome in input order; the count of each kind."""
    counts = {"rendered": 0, "current": 0, "failed": 0}
    outcomes = render_all(planned, options, workers)
    for index, job in enumerate(planned, 1):
        try:
            outcome = next(outcomes)
        except Exception as exc:  # noqa: BLE001 - the pool itself failed
            outcome = Outcome("failed", (internal_error(job.source, exc),))
        _report(index, len(planned), job, outcome)
        counts[outcome.status] += 1
    return counts


def _summary(rendered: int, failed: int, current: int) -> str:
    line = messages.SUMMARY.format(ok=rendered, failed=failed)
    return line + (messages.SUMMARY_CURRENT.format(current=current) if current else "")


@app.command()
def check(paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP)] = None, theme: ThemeOption = None) -> None:
    """Validate and lint specs; write nothing."""
    drawn_in = load_theme(theme)
    specs, errors = find_specs(paths or [Path("specs")])
    for line in errors:
        _say(line)
    planned = folder_jobs(specs, Path("output"), FORMATS)
    refused = clashing(planned)  # render would refuse them: say so here too
    ok = 0
    for index, job in enumerate(planned):
        if index in refused:
            _say(refused[index])
        assert job.path is not None  # folder_jobs names each spec's path
        if check_file(job.path, drawn_in) and index not in refused:
            ok += 1
            _result(messages.CHECKED.format(source=messages.escaped(job.source)))
    failed = len(errors) + len(planned) - ok
    _result(messages.CHECK_SUMMARY.format(ok=ok, failed=failed))
    raise typer.Exit(1 if failed else 0)


def compile_file(path: Path, theme: Theme | None = None) -> Result | None:
    """Compile one spec file, printing its problems; None if it failed."""
    from blueprint.pipeline import compile_spec

    return _on_file(path, lambda data: compile_spec(data, str(path), name=path.stem, theme=theme))


def check_file(path: Path, theme: Theme | None = None) -> bool:
    """Load, lay out and lint one spec file (what can find a problem), printing its problems."""
    from blueprint.pipeline import check_spec

    def check(data: bytes) -> bool:
        check_spec(data, str(path), theme=theme)
        return True

    return _on_file(path, check) is not None


def _on_file(path: Path, stage: Callable[[bytes], T]) -> T | None:
    """Run `stage` on a spec file's bytes, printing every problem; None if any.
    The file is measured before it is read, and read no further than the size limit."""
    from blueprint.diagnostics import Diagnostics, SpecError
    from blueprint.loader.source import read_spec

    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    problems = tuple(d.format() for d in diagnostics.errors)
    outcome = None
    if data is not None:
        try:
            outcome = stage(data)
        except SpecError as exc:
            problems = tuple(d.format() for d in exc.diagnostics)
        except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
            problems = (internal_error(path, exc),)
    for line in problems:
        _say(line)
    return outcome


@app.command()
def alt(spec: Annotated[Path, typer.Argument(help="A spec file.")], theme: ThemeOption = None) -> None:
    """Print the alt text of a spec."""
    result = _single(spec, load_theme(theme))
    _result(result.alt)


@app.command()
def embed(
    spec: Annotated[Path, typer.Argument(help="A spec file.")],
    format: Annotated[EmbedFormat, typer.Option("--format", "-f", help="img (one <img>), html (a <figure> with the long description), markdown or hugo (Hugo's figure shortcode).")] = EmbedFormat.img,
    src: Annotated[Optional[str], typer.Option("--src", help="The address of the one image to show [default: NAME.svg beside the post].")] = None,
    base: Annotated[str, typer.Option("--base", help="The folder address the images live in: `/img/posts` gives /img/posts/NAME.svg and NAME.png.")] = "",
    dark_base: Annotated[Optional[str], typer.Option("--dark-base", help="With --format html: the folder address of the same diagrams rendered with `--theme dark`; the figure's <picture> shows them when the reader prefers a dark scheme.")] = None,
    theme: ThemeOption = None,
) -> None:
    """Print the embed of a diagram for a post: the alt text once, its size, and
    (html, hugo) the long description."""
    from blueprint.embed import Where, snippet

    if dark_base is not None and format is not EmbedFormat.html:
        raise typer.BadParameter(messages.EMBED_DARK_HTML_ONLY.format(form=format.value), param_hint="'--dark-base'")
    result = _single(spec, load_theme(theme))
    dark = Where(base=dark_base) if dark_base is not None else None
    _result(snippet(result, format.value, Where(src=src, base=base), dark=dark))


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

    raise typer.Exit(serve(paths or [Path("specs")], port, _result, _say, load_theme(theme)))


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


def _single(spec: Path, theme: Theme | None = None) -> Result:
    if not spec.is_file():
        _say(error_line(spec, messages.NO_SUCH_PATH))
        raise typer.Exit(1)
    result = compile_file(spec, theme)
    if result is None:
        raise typer.Exit(1)
    return result


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
