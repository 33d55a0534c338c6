"""The commands besides `render`: check, alt, embed, schema, preview, icons, markdown."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from blueprint import messages
from blueprint.batch import (
    FORMATS,
    STDIN,
    cannot_write,
    clashing,
    error_line,
    find_specs,
    tree_folder,
    folder_jobs,
    repaired,
)
from blueprint.cli.common import EmbedFormat, PATHS_HELP, SPEC_HELP, ThemeOption, app, check_bytes, check_file, compile_single, current_project, load_theme, on_bytes, say_problem, say_result, stdin_bytes


@app.command()
def check(
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP + " `-` reads one spec from stdin.", show_default=False)] = None,
    theme: ThemeOption = None,
) -> None:
    """Validate and lint specs; write nothing."""
    project = current_project()
    drawn_in, scale = load_theme(theme, project), project.scale
    if paths and any(str(path) == "-" for path in paths):
        if len(paths) != 1:
            raise typer.BadParameter(messages.STDIN_ALONE, param_hint="'PATHS'")
        good = on_bytes(STDIN, stdin_bytes(), lambda data: check_bytes(data, STDIN, drawn_in, scale)) is not None
        if good:
            say_result(messages.CHECKED.format(source=STDIN))
        say_result(messages.CHECK_SUMMARY.format(ok=int(good), failed=int(not good)))
        raise typer.Exit(0 if good else 1)
    specs, errors = find_specs(paths or list(project.specs), project.specs)
    for line in errors:
        say_problem(line)
    planned = folder_jobs(specs, project.output, FORMATS)
    refused = clashing(planned)  # render would refuse them: say so here too
    ok = 0
    for index, job in enumerate(planned):
        if index in refused:
            say_problem(refused[index])
        assert job.path is not None  # folder_jobs names each spec's path
        if check_file(job.path, drawn_in, scale) and index not in refused:
            ok += 1
            say_result(messages.CHECKED.format(source=messages.escaped(job.source)))
    failed = len(errors) + len(planned) - ok
    say_result(messages.CHECK_SUMMARY.format(ok=ok, failed=failed))
    raise typer.Exit(1 if failed else 0)



@app.command()
def alt(spec: Annotated[Path, typer.Argument(help=SPEC_HELP)], theme: ThemeOption = None) -> None:
    """Print the alt text of a spec."""
    project = current_project()
    result = compile_single(spec, project, load_theme(theme, project))
    say_result(result.alt)


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
    project = current_project()
    result = compile_single(spec, project, load_theme(theme, project))
    address = base if base is not None else project.base
    tree = tree_folder(spec, project.specs) if str(spec) != "-" else Path(".")  # where render writes it under the output folder
    folder = tree if address else Path(".")
    dark = Where(base=dark_base, folder=tree.as_posix()) if dark_base is not None else None
    say_result(snippet(result, format.value, Where(src=src, base=address, folder=folder.as_posix()), dark=dark))


@app.command()
def schema(
    output: Annotated[Optional[Path], typer.Option("--output", "-o", help="Write the schema to this file (replaced whole) instead of printing it.")] = None,
) -> None:
    """Print (or write) the JSON Schema of the spec format, for editor completion."""
    from blueprint.schema import schema_text, write_schema

    if output is None:
        say_result(schema_text().rstrip("\n"))
        return
    try:
        write_schema(output)
    except OSError as exc:
        say_problem(cannot_write(output, output.parent, exc))
        raise typer.Exit(1)
    say_result(messages.RENDERED.format(source="schema", outputs=messages.escaped(str(output))))


@app.command()
def preview(
    paths: Annotated[Optional[list[Path]], typer.Argument(help=PATHS_HELP)] = None,
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535, help="The port on 127.0.0.1 [default: 8737; 0 picks a free one].")] = 8737,
    theme: ThemeOption = None,
) -> None:
    """Serve a page on 127.0.0.1 showing every diagram with its alt text, long
    description and problems; it reloads itself when a spec is saved."""
    from blueprint.preview import serve

    project = current_project()
    raise typer.Exit(serve(paths or list(project.specs), port, say_result, say_problem, theme=load_theme(theme, project)))


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
            say_problem(line)
    except RasterTooLarge as exc:
        say_problem(error_line(output, str(exc)))
        raise typer.Exit(1)
    except OSError as exc:
        say_problem(cannot_write(output, output, exc))
        raise typer.Exit(1)
    say_result(messages.RENDERED.format(source="icon sheet", outputs=f"{output}/{{icons.svg, icons.png}}"))


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

    project = current_project(drawing=False)
    posts, errors = find_posts(paths or [Path("content")])
    for line in errors:
        say_problem(line)
    failed, drawn, current = len(errors), 0, 0
    drawer = Drawer(scale=scale, cache_folder=project.cache_folder([output]))  # the render cache's folder, its blocks/ beside the entries
    where = _site_address(output) if base is None else base
    names: set[str] = set()
    for post in posts:
        lines, problems = post_lines(post)
        if lines is None:
            for line in problems:
                say_problem(line)
            failed += 1
            continue
        figures, found = drawer.post(lines, str(post), output, where, snippets=True)
        for problem in found:
            say_problem(problem.format())
        failed += len(find_blocks(lines)) - len(figures)
        for figure in figures:
            names.add(figure.name)
            template = messages.BLOCK_DRAWN if figure.written else messages.BLOCK_CURRENT
            say_result(template.format(source=messages.escaped(str(post)), line=figure.block.line, outputs=snippet_outputs(figure)))
            drawn, current = drawn + figure.written, current + (not figure.written)
    if prune and not failed:
        for path in stale_snippets(output, names):
            try:
                path.unlink()
            except OSError as exc:
                say_problem(cannot_write(path, output, exc))
                failed += 1
                continue
            say_result(messages.BLOCK_REMOVED.format(outputs=messages.escaped(str(path))))
    summary = messages.BLOCK_SUMMARY.format(ok=drawn, failed=failed)
    say_result(summary + (messages.BLOCK_SUMMARY_CURRENT.format(current=current) if current else ""))
    raise typer.Exit(1 if failed else 0)


def _site_address(output: Path) -> str:
    """Where a generator serves a folder of its `static/`: `static/blueprint` is
    `/blueprint`; a folder outside `static/` is addressed beside the post."""
    parts = output.as_posix().split("/")
    if "static" not in parts:
        return ""
    rest = parts[len(parts) - parts[::-1].index("static"):]
    return "/" + "/".join(part for part in rest if part not in ("", "."))
