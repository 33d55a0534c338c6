"""The `blueprint` command: render, check, alt, embed, schema, icons.

Exit status: 0 all good; 1 a spec was invalid or failed its checks; 2 wrong usage.
Problems are printed as `PATH:LINE:COL: error: MESSAGE`, never as a traceback.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from blueprint import messages
from blueprint.diagnostics import Location, SpecError
from blueprint.embed import html_snippet, markdown_snippet
from blueprint.files import write_all
from blueprint.pipeline import Result, compile_spec

app = typer.Typer(
    help="Compile short YAML specs into diagrams in the house blueprint style: SVG, PNG and alt text.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

SPEC_SUFFIXES = (".yaml", ".yml")


class EmbedFormat(str, Enum):
    html = "html"
    markdown = "markdown"


def _say(text: str) -> None:
    typer.echo(text, err=True)


def _error(path: Path | str, message: str) -> None:
    _say(f"{Location(str(path), 1, 1)}: error: {message}")


def collect(paths: list[Path]) -> tuple[list[Path], int]:
    """Spec files named directly or found in folders (sorted); and how many paths were bad."""
    found: list[Path] = []
    bad = 0
    for path in paths:
        if path.is_dir():
            specs = sorted(p for p in path.iterdir() if p.suffix in SPEC_SUFFIXES and p.is_file())
            if not specs:
                _error(path, messages.NO_SPECS_IN_FOLDER)
                bad += 1
            found.extend(specs)
        elif path.is_file():
            found.append(path)
        else:
            _error(path, messages.NO_SUCH_PATH)
            bad += 1
    return found, bad


def compile_file(path: Path, scale: float | None = None) -> Result | None:
    """Compile one spec file, printing its problems; None if it failed."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        _error(path, messages.CANNOT_READ.format(reason=exc.strerror or exc))
        return None
    try:
        return compile_spec(data, str(path), scale=scale)
    except SpecError as exc:
        for diagnostic in exc.diagnostics:
            _say(diagnostic.format())
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        _error(path, messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=exc))
    return None


def _outputs(result: Result, spec: Path, folder: Path) -> dict[Path, bytes]:
    name = spec.stem
    return {
        folder / f"{name}.svg": result.svg.encode("utf-8"),
        folder / f"{name}.png": result.png,
        folder / f"{name}.alt.txt": (result.alt + "\n").encode("utf-8"),
    }


@app.command()
def render(
    paths: Optional[list[Path]] = typer.Argument(None, help="Spec files or folders of specs [default: specs/]."),
    output: Path = typer.Option(Path("output"), "--output", "-o", help="Folder to write NAME.svg, NAME.png and NAME.alt.txt into."),
    scale: float = typer.Option(2.0, "--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit (2 gives 2400 x 1260)."),
) -> None:
    """Render specs to SVG, PNG and alt text. A spec that fails writes nothing."""
    specs, bad = collect(paths or [Path("specs")])
    failed = bad
    rendered = 0
    for index, spec in enumerate(specs, 1):
        result = compile_file(spec, scale)
        if result is None:
            failed += 1
            continue
        try:
            outputs = _outputs(result, spec, output)
            write_all(outputs)
        except OSError as exc:
            _error(spec, messages.CANNOT_WRITE.format(target=output, reason=exc.strerror or exc))
            failed += 1
            continue
        except Exception as exc:  # noqa: BLE001
            _error(spec, messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=exc))
            failed += 1
            continue
        rendered += 1
        names = ", ".join(p.name for p in outputs)
        _say(f"[{index}/{len(specs)}] " + messages.RENDERED.format(source=spec, outputs=f"{output}/{{{names}}}"))
    _say(messages.SUMMARY.format(ok=rendered, failed=failed))
    raise typer.Exit(1 if failed else 0)


@app.command()
def check(
    paths: Optional[list[Path]] = typer.Argument(None, help="Spec files or folders of specs [default: specs/]."),
) -> None:
    """Validate and lint specs; write nothing."""
    specs, failed = collect(paths or [Path("specs")])
    for spec in specs:
        if compile_file(spec) is None:
            failed += 1
        else:
            _say(messages.CHECKED.format(source=spec))
    raise typer.Exit(1 if failed else 0)


@app.command()
def alt(spec: Path = typer.Argument(..., help="A spec file.")) -> None:
    """Print the alt text of a spec."""
    result = _single(spec)
    typer.echo(result.alt)


@app.command()
def embed(
    spec: Path = typer.Argument(..., help="A spec file."),
    format: EmbedFormat = typer.Option(EmbedFormat.html, "--format", "-f", help="html or markdown."),
    src: Optional[str] = typer.Option(None, "--src", help="The image address [default: NAME.svg]."),
) -> None:
    """Print an <img> (or Markdown image) for a post, with the alt text once."""
    result = _single(spec)
    source = src or f"{spec.stem}.svg"
    if format is EmbedFormat.markdown:
        typer.echo(markdown_snippet(source, result.alt))
    else:
        typer.echo(html_snippet(source, result.alt, result.scene.width, result.scene.height))


@app.command()
def schema() -> None:
    """Print the JSON Schema of the spec format."""
    from blueprint.schema import json_schema

    typer.echo(json.dumps(json_schema(), indent=2, sort_keys=True))


@app.command()
def icons(
    output: Path = typer.Option(Path("output"), "--output", "-o", help="Folder to write icons.svg and icons.png into."),
    scale: float = typer.Option(1.0, "--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit."),
) -> None:
    """Write the icon sheet: every icon in every variant, with its name."""
    from blueprint.render import rasterize
    from blueprint.sheet import icon_sheet_svg

    svg = icon_sheet_svg()
    outputs = {output / "icons.svg": svg.encode("utf-8"), output / "icons.png": rasterize(svg, scale)}
    try:
        write_all(outputs)
    except OSError as exc:
        _error(output, messages.CANNOT_WRITE.format(target=output, reason=exc.strerror or exc))
        raise typer.Exit(1)
    _say(messages.RENDERED.format(source="icon sheet", outputs=f"{output}/{{icons.svg, icons.png}}"))


def _single(spec: Path) -> Result:
    if not spec.is_file():
        _error(spec, messages.NO_SUCH_PATH)
        raise typer.Exit(1)
    result = compile_file(spec)
    if result is None:
        raise typer.Exit(1)
    return result


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
