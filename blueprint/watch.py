"""Watch spec files and folders, and act on each saved change.

`render --watch` and `preview` both sit on this: a writer saves, the specs
that changed are handed to a callback, which re-renders them and says one
line each (or the located errors). The watcher is watchfiles (Rust `notify`
underneath: inotify, FSEvents, ReadDirectoryChangesW), not a polling loop.

Folders are watched, not files: editors save by writing a temporary and
renaming it over the spec, which a watch on the old file would miss.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from blueprint import messages

SPEC_SUFFIXES = (".yaml", ".yml")
# Changes closer together than STEP_MS are one save (an editor's write,
# rename and chmod); a stream of changes is cut at DEBOUNCE_MS.
STEP_MS = 50
DEBOUNCE_MS = 400
# The watcher wakes this often with nothing to say, which tells a caller it
# is watching (`ready`): a save made after that is never missed.
IDLE_MS = 100


def is_spec(path: Path) -> bool:
    """A spec file: `.yaml` or `.yml`, not hidden (editors' swap and backup files are)."""
    return path.suffix in SPEC_SUFFIXES and not path.name.startswith(".")


def spec_files(paths: Iterable[Path]) -> list[Path]:
    """The spec files named or found (recursively) in folders: sorted, each
    once. Paths that do not exist are left out: the watcher sees them when
    they appear."""
    found: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            specs = sorted(p for p in path.rglob("*") if is_spec(p) and p.is_file())
        elif path.is_file():
            specs = [path]
        else:
            specs = []
        for spec in specs:
            found.setdefault(spec.resolve(), spec)
    return list(found.values())


def watched_folders(paths: Iterable[Path]) -> list[Path]:
    """The folders to watch for `paths`: a folder itself, a file's parent."""
    folders = {(path if path.is_dir() else path.parent).resolve() for path in paths}
    return sorted(folder for folder in folders if folder.is_dir())


class SpecFilter:
    """Which changes matter: spec files inside a watched folder, or a spec
    file named by itself (not its neighbours)."""

    def __init__(self, paths: Iterable[Path]):
        paths = list(paths)
        self.folders = [path.resolve() for path in paths if path.is_dir()]
        self.files = {path.resolve() for path in paths if not path.is_dir()}

    def __call__(self, _change: object, name: str) -> bool:
        path = Path(name)
        if not is_spec(path):
            return False
        resolved = path.resolve()
        return resolved in self.files or any(resolved.is_relative_to(folder) for folder in self.folders)


def events(
    paths: list[Path], stop: threading.Event | None = None, ready: Callable[[], object] | None = None
) -> Iterator[tuple[list[Path], list[Path]]]:
    """Each save, as the spec files it changed that still exist and the spec
    files it removed (each sorted; a spec saved by renaming a temporary over
    it still exists, so it is changed, not removed). Ends when `stop` is set;
    calls `ready` once, when the folders are being watched."""
    import watchfiles

    folders = watched_folders(paths)
    if not folders:  # nothing to watch: ready, and done
        if ready is not None:
            ready()
        return
    for batch in watchfiles.watch(
        *folders, watch_filter=SpecFilter(paths), step=STEP_MS, debounce=DEBOUNCE_MS,
        stop_event=stop, raise_interrupt=False, rust_timeout=IDLE_MS, yield_on_timeout=True,
    ):
        if ready is not None:
            ready()
            ready = None
        touched = {Path(name) for _, name in batch}
        changed = sorted(path for path in touched if path.is_file())
        gone = sorted(path for path in touched if not os.path.lexists(path))
        if changed or gone:
            yield changed, gone


def changes(
    paths: list[Path], stop: threading.Event | None = None, ready: Callable[[], object] | None = None
) -> Iterator[list[Path]]:
    """Each save, as the spec files it changed that still exist (sorted):
    a deleted spec has nothing to render. Ends when `stop` is set; calls
    `ready` once, when the folders are being watched."""
    for changed, _ in events(paths, stop, ready):
        if changed:
            yield changed


def watch(
    paths: list[Path],
    on_change: Callable[[list[Path]], None],
    stop: threading.Event | None = None,
    ready: Callable[[], object] | None = None,
    on_gone: Callable[[list[Path]], None] | None = None,
) -> None:
    """Call `on_change` with the specs changed by each save, and `on_gone`
    with the specs removed, until `stop` is set or Ctrl-C. They say what they
    did; the watcher says nothing, so a render prints one line, as a run
    without `--watch` does."""
    for changed, gone in events(paths, stop, ready):
        if gone and on_gone is not None:
            on_gone(gone)
        if changed:
            on_change(changed)


def watch_and_say(
    paths: list[Path],
    on_change: Callable[[list[Path]], None],
    say: Callable[[str], None],
    on_gone: Callable[[list[Path]], None] | None = None,
) -> None:
    """`render --watch` after its first run: say what is watched, then hand
    each save to `on_change` (and each removed spec to `on_gone`) until
    Ctrl-C (which ends the watch quietly)."""
    shown = ", ".join(messages.shown(str(path)) for path in paths)
    try:
        watch(paths, on_change, ready=lambda: say(messages.WATCHING.format(paths=shown)), on_gone=on_gone)  # said once a save would be seen
    except KeyboardInterrupt:  # Ctrl-C while a save was being rendered (between saves, the watcher ends quietly itself)
        pass
