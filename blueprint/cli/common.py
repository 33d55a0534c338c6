"""What every command shares: the app, its options, where results and
problems are said, the project and theme in force, and one spec compiled
with its problems said (never a traceback)."""

from __future__ import annotations

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
    error_line,
    internal_error,
    output_files,
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


def say_problem(text: str) -> None:
    """A problem or a note: stderr."""
    typer.echo(text, err=True)


def say_result(text: str) -> None:
    """A result: stdout."""
    typer.echo(text)


def _version(value: bool) -> None:
    if value:
        import blueprint

        say_result(messages.VERSION.format(version=blueprint.__version__))
        raise typer.Exit(0)


@app.callback(invoke_without_command=True)
def main_options(
    context: typer.Context,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")] = False,
) -> None:
    """Compile short YAML specs into diagrams in the house blueprint style: SVG, PNG and alt text."""
    if context.invoked_subcommand is None:  # `blueprint` alone: the help, and success
        say_result(context.get_help())
        raise typer.Exit(0)


def current_project(drawing: bool = True) -> Project:
    """The project file in force (blueprint.toml, or [tool.blueprint] in
    pyproject.toml), or the defaults; a wrong one is said, located, and ends
    the command as wrong usage (2). `drawing`: the command draws a spec now,
    so the brand's wordmark is checked against the font too."""
    from blueprint.project import ProjectError, find_project

    try:
        project = find_project()
    except ProjectError as exc:
        for line in exc.lines():
            say_problem(line)
        raise typer.Exit(2)
    if drawing:
        check_glyphs(project)
    return project


def check_glyphs(project: Project) -> None:
    """A wordmark the font cannot draw, said at the project file's key (exit 2)."""
    problems = project.glyph_problems()
    for line in problems:
        say_problem(line)
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
            say_problem(diagnostic.format())
        raise typer.Exit(1) from None


def parse_formats(text: str) -> tuple[str, ...]:
    """`svg,png,alt` -> the formats, in writing order; a wrong name is a usage error."""
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in FORMATS]
    if unknown or not names:
        raise typer.BadParameter(messages.UNKNOWN_FORMAT.format(found=messages.shown(",".join(unknown) or text), formats=",".join(FORMATS)))
    return tuple(name for name in FORMATS if name in names)


def stdin_bytes() -> bytes:
    """A spec read from stdin: at most the size limit and one byte, so a
    larger one is refused without being held."""
    from blueprint.cache import MAX_KEYED_BYTES

    stream = typer.get_binary_stream("stdin")
    return stream.read(MAX_KEYED_BYTES + 1)


def _stdin_job(output: Path, formats: tuple[str, ...], into_file: str | None) -> Job:
    """The job of `render -`: the spec's bytes from stdin."""
    data = stdin_bytes()
    if into_file is not None:
        return Job(STDIN, STDIN_NAME, ((into_file, output),), output.parent, data=data)
    return Job(STDIN, STDIN_NAME, output_files(STDIN_NAME, output, formats), output, data=data)


def compile_file(path: Path, theme: Theme | None = None, scale: float | None = None) -> Result | None:
    """Compile one spec file, printing its problems; None if it failed."""
    from blueprint.pipeline import compile_spec

    return on_file(path, lambda data: compile_spec(data, str(path), name=path.stem, theme=theme, scale=scale))


def check_bytes(data: bytes, source: str, theme: Theme | None, scale: float | None) -> bool:
    from blueprint.pipeline import check_spec

    check_spec(data, source, theme=theme, scale=scale)
    return True


def check_file(path: Path, theme: Theme | None = None, scale: float | None = None) -> bool:
    """Load, lay out and lint one spec file (what can find a problem), printing its problems."""
    return on_file(path, lambda data: check_bytes(data, str(path), theme, scale)) is not None


def on_file(path: Path, stage: Callable[[bytes], T]) -> T | None:
    """Run `stage` on a spec file's bytes, printing every problem; None if any.
    The file is measured before it is read, and read no further than the size limit."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.loader.source import read_spec

    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    if data is None:
        for diagnostic in diagnostics.errors:
            say_problem(diagnostic.format())
        return None
    return on_bytes(str(path), data, stage)


def on_bytes(source: str, data: bytes, stage: Callable[[bytes], T]) -> T | None:
    """Run `stage` on a spec's bytes, printing every problem; None if any."""
    from blueprint.diagnostics import SpecError

    try:
        return stage(data)
    except SpecError as exc:
        problems = tuple(d.format() for d in exc.diagnostics)
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        problems = (internal_error(source, exc),)
    for line in problems:
        say_problem(line)
    return None



def compile_single(spec: Path, project: Project, theme: Theme | None) -> Result:
    """One spec compiled, from its file or (`-`) from stdin; its problems said and exit 1 if it fails."""
    scale = project.scale
    if str(spec) == "-":
        from blueprint.pipeline import compile_spec

        result = on_bytes(STDIN, stdin_bytes(), lambda data: compile_spec(data, STDIN, name=STDIN_NAME, theme=theme, scale=scale))
    elif not spec.is_file():
        say_problem(error_line(spec, messages.NO_SUCH_PATH))
        raise typer.Exit(1)
    else:
        result = compile_file(spec, theme, scale)
    if result is None:
        raise typer.Exit(1)
    return result
