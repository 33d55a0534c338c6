"""The render cache: a spec whose outputs are present and current is not rendered again.

An entry is a small JSON file in `OUTPUT/.blueprint-cache/`, one per set of
targets, recording the *key* the outputs were made from and the sha256 of
each output file as written. The key is the sha256 of everything the bytes of
an output depend on:

- the spec's bytes, exactly as read;
- the package version and a digest of the package's own files (its code and
  its font), so a changed Blueprint, released or edited in place, never
  serves what an older one drew;
- the theme (its full value), and the options (scale, formats).

A spec is *current* only if its entry is one of ours, names this key and these
targets, and every target on disk is a regular file with the recorded hash; a
deleted or edited output, or an entry that is corrupt, foreign or for other
targets, is a miss and the spec is rendered. Entries are written with the same
set writer as the outputs (staged, then renamed), so a killed run leaves an
old entry or a new one, never half of one, and an old entry names hashes the
new outputs do not have.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable, Mapping
from pathlib import Path

FOLDER = ".blueprint-cache"
FORMAT = 1
MAX_KEYED_BYTES = 1_000_000  # the loader's limit (loader.source.MAX_BYTES): a larger spec never renders
_CHUNK = 1 << 20


def spec_bytes(path: Path) -> bytes | None:
    """The bytes of a spec file for its key, or None where the loader would refuse
    it (not a regular file, too large, unreadable): such a spec is never current,
    and its render says why."""
    try:
        with open(path, "rb") as stream:
            info = os.fstat(stream.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_KEYED_BYTES:
                return None
            data = stream.read(MAX_KEYED_BYTES + 1)
    except OSError:
        return None
    return data if len(data) <= MAX_KEYED_BYTES else None


def package_digest() -> str:
    """The digest of every file of the installed package (code, font), by content.
    Reading about 700 KB costs a few milliseconds; a digest of modification
    times would trust a clock and a copy that keeps them."""
    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(_package_files(root)):
        digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def _package_files(root: Path) -> Iterable[Path]:
    for folder, folders, names in os.walk(root):
        folders[:] = [name for name in folders if name != "__pycache__"]
        for name in names:
            if not name.endswith((".pyc", ".pyo")):
                yield Path(folder) / name


def fingerprint(version: str, theme: object, package: str) -> str:
    """What every render of this run shares: version, package files, theme.
    The theme is a tree of frozen dataclasses whose repr is its full value."""
    return _sha256(json.dumps([FORMAT, version, package, repr(theme)]).encode("utf-8"))


def key(spec: bytes, fingerprint: str, options: Mapping[str, object]) -> str:
    """The key of one spec's outputs: its bytes, the run's fingerprint, the options."""
    head = json.dumps([fingerprint, sorted((name, repr(value)) for name, value in options.items())]).encode("utf-8")
    return _sha256(head + b"\0" + spec)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_digest(path: Path) -> str | None:
    """The sha256 of a regular file's bytes, None if it is missing or not a file."""
    try:
        with open(path, "rb") as stream:
            if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
                return None
            digest = hashlib.sha256()
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def entry_path(root: Path, targets: Iterable[Path]) -> Path:
    """Where the entry of a set of targets lives: named by the targets' paths
    relative to the output root, so `a/fig` and `b/fig` never share one."""
    names = sorted(_relative(root, target) for target in targets)
    return root / FOLDER / (_sha256("\0".join(names).encode("utf-8", "surrogateescape"))[:40] + ".json")


def _relative(root: Path, target: Path) -> str:
    return os.path.relpath(target, root)


def is_current(root: Path, targets: Iterable[Path], spec_key: str) -> bool:
    """True only if the entry for these targets names this key and every target
    on disk has the hash recorded for it; anything else (no entry, corrupt,
    foreign, edited or missing output) is False."""
    targets = list(targets)
    recorded = _read_entry(entry_path(root, targets))
    if recorded is None or recorded.get("key") != spec_key:
        return False
    files = recorded.get("files")
    expected = {_relative(root, target): target for target in targets}
    if not isinstance(files, dict) or set(files) != set(expected):
        return False
    return all(isinstance(files[name], str) and file_digest(target) == files[name] for name, target in expected.items())


def _read_entry(path: Path) -> dict[str, object] | None:
    try:
        with open(path, "rb") as stream:
            if os.fstat(stream.fileno()).st_size > 64 * 1024:
                return None  # ours are a few hundred bytes
            data = json.loads(stream.read())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("blueprint-cache") != FORMAT:
        return None
    return data


def entry(root: Path, outputs: Mapping[Path, bytes], spec_key: str) -> tuple[Path, bytes]:
    """The entry recording `outputs` (as written) under `spec_key`: its path and bytes,
    for the caller to write as a set."""
    files = {_relative(root, target): _sha256(data) for target, data in outputs.items()}
    body = json.dumps({"blueprint-cache": FORMAT, "key": spec_key, "files": files}, sort_keys=True)
    return entry_path(root, outputs), body.encode("utf-8")
