"""The files of specs that are gone: removed, only while still as rendered."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from blueprint import cache, messages
from blueprint.batch.jobs import SUFFIXES, cannot_write



@dataclass(frozen=True)
class Pruned:
    """The files of one spec that is gone, removed (or the problem removing them)."""

    spec: Path
    removed: tuple[Path, ...]
    errors: tuple[str, ...] = ()


def prune(root: Path, folder: Path, gone: Sequence[Path] | None = None) -> list[Pruned]:
    """Remove the files `render` made in the output folder `root` from specs
    that no longer exist (or, given `gone`, from those specs): each file only
    if it is still as it was written (the cache's record says so; a file
    changed since, or never ours, stays), with the spec's draft, its cache
    entry, and the folders that leaves empty. The site's own files in the
    folder are never touched: only what the cache recorded is removed."""
    wanted = None if gone is None else {os.path.abspath(path) for path in gone}
    done: list[Pruned] = []
    for record in sorted(cache.recorded(folder, root), key=lambda record: str(record.spec)):
        if record.spec is None:
            continue
        spec = os.path.abspath(record.spec)
        if (wanted is not None and spec not in wanted) or os.path.lexists(spec):
            continue
        removed: list[Path] = []
        errors: list[str] = []
        for path in [*sorted(record.ours(), key=_writing_order), *_drafts_beside(record)]:
            try:
                path.unlink()
                removed.append(path)
            except FileNotFoundError:
                pass
            except OSError as exc:
                errors.append(cannot_write(record.spec, path.parent, exc))
        if not errors:
            with contextlib.suppress(OSError):
                record.entry.unlink()
            _remove_empty({path.parent for path, _ in record.files}, root)
        if removed or errors:
            done.append(Pruned(record.spec, tuple(removed), tuple(errors)))
    return done


def _writing_order(path: Path) -> tuple[str, int]:
    """Files as a render names them: by folder and name, then svg, png, pdf, alt."""
    suffixes = list(SUFFIXES.values())
    kind = next((index for index, suffix in enumerate(suffixes) if path.name.endswith(suffix)), len(suffixes))
    return (str(path.parent / path.name.split(".", 1)[0]), kind)


def _drafts_beside(record: cache.Recorded) -> tuple[Path, ...]:
    """The draft a spec that is gone left beside its files, if any."""
    assert record.spec is not None  # a spec read from stdin is never gone
    stem = record.spec.stem
    folders = sorted({path.parent for path, _ in record.files})
    return tuple(path for folder in folders for path in (folder / f"{stem}.draft.svg", folder / f"{stem}.draft.png") if path.is_file())


def _remove_empty(folders: set[Path], root: Path) -> None:
    """Remove folders left empty under `root` (never `root` itself), innermost first."""
    top = os.path.abspath(root)
    for folder in sorted(folders, key=lambda path: len(path.parts), reverse=True):
        current = os.path.abspath(folder)
        while current.startswith(top.rstrip(os.sep) + os.sep):
            try:
                os.rmdir(current)
            except OSError:
                break
            current = os.path.dirname(current)


def remove_old_cache(root: Path) -> tuple[str, ...]:
    """The cache as it was before issue 28 stood inside the output folder,
    where a site generator would publish it: its entries are removed (and the
    folder, once empty), said in one note."""
    old = cache.old_folder(root)
    if not old:
        return ()
    for path in old:
        with contextlib.suppress(OSError):
            path.unlink()
    with contextlib.suppress(OSError):
        (root / cache.FOLDER).rmdir()
    return (messages.OLD_CACHE_REMOVED.format(folder=messages.escaped(str(root / cache.FOLDER))),)
