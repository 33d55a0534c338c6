"""A content tree for `blueprint markdown`: the posts found under the paths
given, their lines, and the snippet files of blocks that no longer exist."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from blueprint import messages
from blueprint.diagnostics import Location
from blueprint.fences.store import Figure

POST_SUFFIXES = (".md", ".markdown")

_SNIPPET = re.compile(r"^<!-- blueprint block [0-9a-f]{64} -->$")


def find_posts(paths: Sequence[Path]) -> tuple[list[Path], list[str]]:
    """Markdown posts named or found in folders (recursively, sorted, each
    once; hidden folders are not entered), and the problems of paths that are
    not posts."""
    found: dict[Path, Path] = {}
    errors: list[str] = []
    for path in paths:
        if path.is_dir():
            posts = sorted(_walk(path))
            if not posts:
                errors.append(_whole(path, messages.NO_POSTS_IN_FOLDER))
        elif path.is_file():
            posts = [path]
            if path.suffix.lower() not in POST_SUFFIXES:
                errors.append(_whole(path, messages.NOT_A_POST))
                continue
        else:
            errors.append(_whole(path, messages.NO_SUCH_PATH))
            continue
        for post in posts:
            found.setdefault(post.resolve(), post)
    return list(found.values()), errors


def _walk(folder: Path) -> Iterator[Path]:
    for parent, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            if name.lower().endswith(POST_SUFFIXES) and not name.startswith("."):
                yield Path(parent) / name


def _whole(where: Path | str, message: str) -> str:
    return f"{Location(str(where), 1, 1)}: error: {messages.one_line(message)}"


def post_lines(path: Path) -> tuple[list[str] | None, list[str]]:
    """A post's lines, or the problem of a post that cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, [_whole(path, messages.CANNOT_READ_POST.format(reason=exc.strerror or exc))]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, [_whole(path, messages.POST_NOT_TEXT)]
    return text.replace("\r\n", "\n").split("\n"), []


def stale_snippets(output: Path, names: set[str]) -> list[Path]:
    """The files `blueprint markdown` wrote into `output` for blocks that no
    longer exist: each `NAME.html` that opens with our mark, whose NAME no
    block of this run drew, and its `NAME.svg` and `NAME.png`."""
    try:
        entries = sorted(output.iterdir())
    except OSError:
        return []
    stale: list[Path] = []
    for path in entries:
        if path.suffix != ".html" or path.stem in names or not path.is_file():
            continue
        try:
            with open(path, encoding="utf-8") as stream:
                first = stream.readline(200).rstrip("\n")
        except (OSError, UnicodeDecodeError):
            continue
        if _SNIPPET.match(first):
            stale += [p for p in (path, path.with_suffix(".svg"), path.with_suffix(".png")) if p.is_file()]
    return stale


def snippet_outputs(figure: Figure) -> str:
    """`folder/{a.svg, a.png, a.html}`, as a line names a block's files."""
    if not figure.files:
        return ""
    folder = figure.files[0].parent
    return messages.escaped(f"{folder}/{{{', '.join(path.name for path in figure.files)}}}")
