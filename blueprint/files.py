"""Writing outputs as a set: a spec's files (NAME.svg, NAME.png, NAME.alt.txt)
replace the old ones together, whatever happens to the process.

One render of a set, in its output folder, under a lock on the folder:

1. *stage*: each file is written to a temporary `.blueprint-XXXXXXXX.tmp`
   beside its target (a short name, so a long spec name cannot overflow the
   folder's limit on names), flushed to disk;
2. *decide*: a journal `.blueprint-XXXXXXXX.commit` listing every
   (temporary, target) pair is written the same way and renamed into place:
   from that instant the new set is decided;
3. *move*: each temporary is renamed over its target, then the journal is
   removed.

A process killed during 1 leaves the old set whole (and temporaries, which
the next run removes); killed during 3, it leaves the journal, and the next
run into that folder (`recover`, called first by every write) finishes the
moves before anything else. A reader thus finds the whole old set, the whole
new one, or a journal that the next run completes; a finished run leaves no
temporary file. Targets are checked before anything is staged (a folder
where a file should go, a name too long), so a set is refused whole rather
than half moved.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

PREFIX = ".blueprint-"
TEMPORARY = ".tmp"
JOURNAL = ".commit"
_OURS = re.compile(r"^\.blueprint-[A-Za-z0-9_]{1,32}\.(tmp|commit)$")
# temporaries of the writer before journals: `.NAME.svg.XXXXXXXX.tmp`
_OLD_TEMPORARY = re.compile(r"^\..+\.(svg|png|alt\.txt)\.[a-z0-9_]{8}\.tmp$")


def _umask() -> int:
    """The process's umask (reading it means setting it, so it is set straight back)."""
    current = os.umask(0o022)
    os.umask(current)
    return current


def _sync_folder(descriptor: int | None) -> None:
    """Make the folder's renames durable (where the system can)."""
    if descriptor is not None:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[int | None]:
    """Hold an exclusive lock on the folder (where the system has one), so two
    runs writing into it never take each other's temporaries for abandoned ones.
    A killed process's lock goes with it."""
    try:
        descriptor: int | None = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        descriptor = None
    try:
        if descriptor is not None:
            try:
                import fcntl

                fcntl.flock(descriptor, fcntl.LOCK_EX)
            except (ImportError, OSError):
                pass
        yield descriptor
    finally:
        if descriptor is not None:
            os.close(descriptor)  # also releases the lock


def _stage(folder: Path, data: bytes) -> Path:
    """Write `data` to a new temporary in `folder`, flushed to disk."""
    handle, name = tempfile.mkstemp(dir=folder, prefix=PREFIX, suffix=TEMPORARY)
    temporary = Path(name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    return temporary


def _read_journal(journal: Path) -> list[tuple[str, str]] | None:
    """The moves a journal lists, or None if it is not one of ours."""
    try:
        data = json.loads(journal.read_text(encoding="utf-8"))
        moves = [(str(source), str(target)) for source, target in data["moves"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for source, target in moves:
        # only renames inside this folder, from a temporary of ours
        if not _OURS.match(source) or not source.endswith(TEMPORARY):
            return None
        if not target or "/" in target or "\\" in target or target in (".", "..") or "\0" in target:
            return None
    return moves


def _move(folder: Path, moves: list[tuple[str, str]], descriptor: int | None) -> None:
    for source, target in moves:
        if (folder / source).exists():
            os.replace(folder / source, folder / target)
    _sync_folder(descriptor)


def _recover(folder: Path, descriptor: int | None) -> list[str]:
    """Finish every render whose journal is in place; remove what was staged for
    a render that never decided. Returns the files finished."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    finished: list[str] = []
    for name in sorted(n for n in names if _OURS.match(n) and n.endswith(JOURNAL)):
        journal = folder / name
        moves = _read_journal(journal)
        if moves is not None:
            _move(folder, moves, descriptor)
            finished.extend(target for _, target in moves)
        with contextlib.suppress(OSError):
            journal.unlink()
    for name in names:
        if (_OURS.match(name) and name.endswith(TEMPORARY)) or _OLD_TEMPORARY.match(name):
            path = folder / name
            with contextlib.suppress(OSError):
                if stat.S_ISREG(path.lstat().st_mode):
                    path.unlink()
    _sync_folder(descriptor)
    return finished


def recover(folder: Path) -> list[str]:
    """What the next run does first in an output folder: finish a render that was
    killed while moving its files (its journal says which), and remove the
    temporaries of one killed before it decided. Returns the files finished."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    with _locked(folder) as descriptor:
        return _recover(folder, descriptor)


def _name_limit(folder: Path) -> int:
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, OSError, ValueError):
        return 255


def _check_targets(folder: Path, targets: list[Path]) -> None:
    """Refuse the set before anything is staged if a target cannot take a file."""
    limit = _name_limit(folder)
    for target in targets:
        if len(os.fsencode(target.name)) > limit:
            raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), str(target))
        with contextlib.suppress(FileNotFoundError):
            if stat.S_ISDIR(target.stat().st_mode):
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))


def write_set(outputs: dict[Path, bytes]) -> list[str]:
    """Replace the files of one set, all in one folder, together (see above).

    Raises OSError (nothing replaced) if a file cannot be staged or a target
    cannot take it. Returns the files of earlier, interrupted renders that
    were finished first."""
    targets = list(outputs)
    if not targets:
        return []
    folder = targets[0].parent
    if any(target.parent != folder for target in targets):
        raise ValueError("the files of a set are written into one folder")
    folder.mkdir(parents=True, exist_ok=True)
    with _locked(folder) as descriptor:
        finished = _recover(folder, descriptor)
        _check_targets(folder, targets)
        staged: list[Path] = []
        try:
            for data in outputs.values():
                staged.append(_stage(folder, data))
            moves = [(temporary.name, target.name) for temporary, target in zip(staged, targets)]
            staged.append(_stage(folder, json.dumps({"blueprint": 1, "moves": moves}).encode("utf-8")))
            journal = staged[-1].with_name(staged[-1].name[: -len(TEMPORARY)] + JOURNAL)
            os.replace(staged[-1], journal)  # the new set is decided
            _sync_folder(descriptor)
        except BaseException:
            for temporary in staged:
                with contextlib.suppress(OSError):
                    temporary.unlink()
            raise
        _move(folder, moves, descriptor)  # a failure here leaves the journal: the next run finishes it
        journal.unlink()
        _sync_folder(descriptor)
    return finished


def write_all(outputs: dict[Path, bytes]) -> None:
    """Write files as sets, one per folder (kept for callers of the old name)."""
    by_folder: dict[Path, dict[Path, bytes]] = {}
    for target, data in outputs.items():
        by_folder.setdefault(target.parent, {})[target] = data
    for group in by_folder.values():
        write_set(group)
