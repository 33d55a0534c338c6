"""The command line as a process runs it: the commonest lines run directly,
the rest through typer with only the command named built."""

from __future__ import annotations

import copy
import errno
import os
import sys
from pathlib import Path
from collections.abc import Callable

import typer

from blueprint.cli.common import app
from blueprint.cli.commands import alt, check
from blueprint.cli.rendering import render


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
