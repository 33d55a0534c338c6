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
from blueprint.diagnostics import Diagnostics, Location, SpecError
from blueprint.embed import html_snippet, image_address, markdown_snippet
from blueprint.files import recover, write_set
from blueprint.loader.source import read_spec
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
    _say(f"{Location(str(path), 1, 1)}: error: {messages.one_line(message)}")


def collect(paths: list[Path]) -> tuple[list[Path], int]:
    """Spec files named directly or found in folders (sorted, each file once);
    and how many paths were bad."""
    found: list[Path] = []
    seen: set[Path] = set()
    bad = 0
    for path in paths:
        if path.is_dir():
            specs = sorted(p for p in path.iterdir() if p.suffix in SPEC_SUFFIXES and p.is_file())
            if not specs:
                _error(path, messages.NO_SPECS_IN_FOLDER)
                bad += 1
        elif path.is_file():
            specs = [path]
        else:
            _error(path, messages.NO_SUCH_PATH)
            bad += 1
            continue
        for spec in specs:
            same = spec.resolve()
            if same not in seen:
                seen.add(same)
                found.append(spec)
    return found, bad


def output_names(spec: Path) -> tuple[str, str, str]:
    """The files a spec renders to, in its output folder."""
    return f"{spec.stem}.svg", f"{spec.stem}.png", f"{spec.stem}.alt.txt"


def same_outputs(specs: list[Path]) -> list[Path]:
    """Specs that would write the same files (`a.yaml` and `a.yml`, or one name in
    two folders): each is an error, naming the others; none of them is rendered,
    since which one was meant cannot be known."""
    by_name: dict[str, list[Path]] = {}
    for spec in specs:
        by_name.setdefault(spec.stem, []).append(spec)
    clashing: list[Path] = []
    for group in by_name.values():
        if len(group) < 2:
            continue
        for spec in group:
            others = ", ".join(messages.shown(str(other)) for other in group if other is not spec)
            _error(spec, messages.SAME_OUTPUT.format(other=others, outputs=", ".join(output_names(spec))))
            clashing.append(spec)
    return clashing


def compile_file(path: Path, scale: float | None = None) -> Result | None:
    """Compile one spec file, printing its problems; None if it failed. The file
    is measured before it is read, and read no further than the size limit."""
    diagnostics = Diagnostics(str(path))
    data = read_spec(path, diagnostics)
    if data is None:
        for diagnostic in diagnostics.errors:
            _say(diagnostic.format())
        return None
    try:
        return compile_spec(data, str(path), scale=scale)
    except SpecError as exc:
        for diagnostic in exc.diagnostics:
            _say(diagnostic.format())
    except Exception as exc:  # noqa: BLE001 - a bug must still not print a traceback
        _internal(path, exc)
    return None


def _internal(path: Path | str, exc: BaseException) -> None:
    """The last resort: a bug in Blueprint, said on one line."""
    _error(path, messages.INTERNAL_ERROR.format(kind=type(exc).__name__, detail=messages.shown(str(exc), 200)))


def _cannot_write(spec: Path | str, folder: Path, exc: OSError) -> None:
    target = exc.filename if exc.filename is not None else folder
    _error(spec, messages.CANNOT_WRITE.format(target=messages.shown(str(target), 200), reason=exc.strerror or exc))


def _outputs(result: Result, spec: Path, folder: Path) -> dict[Path, bytes]:
    svg, png, alt = output_names(spec)
    return {
        folder / svg: result.svg.encode("utf-8"),
        folder / png: result.png,
        folder / alt: (result.alt + "\n").encode("utf-8"),
    }


def _repaired(folder: Path, names: list[str]) -> None:
    if names:
        _say(messages.REPAIRED.format(folder=messages.escaped(str(folder)), names=", ".join(messages.shown(n) for n in names)))


@app.command()
def render(
    paths: Optional[list[Path]] = typer.Argument(None, help="Spec files or folders of specs [default: specs/]."),
    output: Path = typer.Option(Path("output"), "--output", "-o", help="Folder to write NAME.svg, NAME.png and NAME.alt.txt into."),
    scale: float = typer.Option(2.0, "--scale", min=0.25, max=8.0, help="PNG pixels per canvas unit (2 gives 2400 x 1260)."),
) -> None:
    """Render specs to SVG, PNG and alt text. A spec that fails writes nothing;
    a spec's three files are replaced together, even if the run is killed."""
    specs, bad = collect(paths or [Path("specs")])
    try:
        _repaired(output, recover(output))  # a render killed here before is finished first
    except OSError as exc:
        _cannot_write(output, output, exc)
        bad += 1
    clashing = same_outputs(specs)
    failed = bad + len(clashing)
    rendered = 0
    for index, spec in enumerate(specs, 1):
        if spec in clashing:
            continue
        result = compile_file(spec, scale)
        if result is None:
            failed += 1
            continue
        try:
            outputs = _outputs(result, spec, output)
            _repaired(output, write_set(outputs))
        except OSError as exc:
            _cannot_write(spec, output, exc)
            failed += 1
            continue
        except Exception as exc:  # noqa: BLE001
            _internal(spec, exc)
            failed += 1
            continue
        rendered += 1
        names = ", ".join(p.name for p in outputs)
        _say(f"[{index}/{len(specs)}] " + messages.RENDERED.format(source=messages.escaped(str(spec)), outputs=messages.escaped(f"{output}/{{{names}}}")))
    _say(messages.SUMMARY.format(ok=rendered, failed=failed))
    raise typer.Exit(1 if failed else 0)


@app.command()
def check(
    paths: Optional[list[Path]] = typer.Argument(None, help="Spec files or folders of specs [default: specs/]."),
) -> None:
    """Validate and lint specs; write nothing."""
    specs, failed = collect(paths or [Path("specs")])
    clashing = same_outputs(specs)  # render would refuse them: say so here too
    failed += len(clashing)
    for spec in specs:
        if compile_file(spec) is None:
            failed += 1
        elif spec not in clashing:
            _say(messages.CHECKED.format(source=messages.escaped(str(spec))))
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
    source = src if src is not None else image_address(output_names(spec)[0])
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
    from blueprint.render.raster import RasterTooLarge
    from blueprint.sheet import icon_sheet_svg

    svg = icon_sheet_svg()
    try:
        outputs = {output / "icons.svg": svg.encode("utf-8"), output / "icons.png": rasterize(svg, scale)}
        _repaired(output, write_set(outputs))
    except RasterTooLarge as exc:
        _error(output, str(exc))
        raise typer.Exit(1)
    except OSError as exc:
        _cannot_write(output, output, exc)
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
