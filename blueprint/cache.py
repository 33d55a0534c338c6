"""The render cache: a spec whose outputs are present and current is not rendered again.

The cache is a folder outside every output folder, so a site generator that
copies the output folder never publishes it: `.blueprint-cache/` at the
project's root (the project file's folder, or the folder `render` runs in),
or the user's cache folder when that would fall inside an output folder
(`blueprint.project` chooses). It holds a `.gitignore` of its own, so a
repository never commits it.

An entry is a small JSON file in `CACHE/outputs/ROOT/`, one per set of
targets, where ROOT is a digest of the output folder's absolute path. It
records the *key* the outputs were made from, the sha256 of each output file
as written, the output folder and the spec the set was made from (so
`render --prune` and the watcher can remove the files of a spec that is
gone). The key is the sha256 of everything the bytes of an output depend on:

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
import re
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

FOLDER = ".blueprint-cache"  # the cache's usual name; before issue 28 it stood inside the output folder
OUTPUTS = "outputs"  # the sub-folder of rendered sets' entries
FORMAT = 1
_ENTRY_NAME = re.compile(r"^[0-9a-f]{40}\.json$")
_STAGED = re.compile(r"^\.blueprint-[A-Za-z0-9_]{1,32}\.(tmp|commit)$")  # the set writer's temporaries (files.py)
_MARKS = {
    ".gitignore": b"# made by blueprint: the render cache, never committed\n*\n",
    "CACHEDIR.TAG": b"Signature: 8a477f597d28d172789f06886806bc55\n# the render cache of blueprint (https://bford.info/cachedir/)\n",
}
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


def bucket(cache: Path, root: Path) -> Path:
    """The folder of the entries of one output folder (by its absolute path)."""
    return cache / OUTPUTS / _sha256(os.path.abspath(root).encode("utf-8", "surrogateescape"))[:16]


def entry_path(cache: Path, root: Path, targets: Iterable[Path]) -> Path:
    """Where the entry of a set of targets lives: named by the targets' paths
    relative to the output root, so `a/fig` and `b/fig` never share one."""
    names = sorted(_relative(root, target) for target in targets)
    return bucket(cache, root) / (_sha256("\0".join(names).encode("utf-8", "surrogateescape"))[:40] + ".json")


def _relative(root: Path, target: Path) -> str:
    return os.path.relpath(target, root)


def is_current(cache: Path, root: Path, targets: Iterable[Path], spec_key: str) -> bool:
    """True only if the entry for these targets names this key and every target
    on disk has the hash recorded for it; anything else (no entry, corrupt,
    foreign, edited or missing output) is False."""
    targets = list(targets)
    recorded = _read_entry(entry_path(cache, root, targets))
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


def entry(cache: Path, root: Path, outputs: Mapping[Path, bytes], spec_key: str, spec: Path | None = None) -> tuple[Path, bytes]:
    """The entry recording `outputs` (as written) under `spec_key`, made from
    `spec` (None for a spec read from stdin): its path and bytes, for the
    caller to write as a set."""
    files = {_relative(root, target): _sha256(data) for target, data in outputs.items()}
    record: dict[str, object] = {"blueprint-cache": FORMAT, "key": spec_key, "files": files, "root": os.path.abspath(root)}
    if spec is not None:
        record["spec"] = os.path.abspath(spec)
    body = json.dumps(record, sort_keys=True)
    return entry_path(cache, root, outputs), body.encode("utf-8")


def mark(cache: Path) -> None:
    """Make the cache folder, with a `.gitignore` that keeps it out of any
    repository and a CACHEDIR.TAG that keeps it out of backups."""
    cache.mkdir(parents=True, exist_ok=True)
    for name, body in _MARKS.items():
        path = cache / name
        if not path.exists():
            try:
                with open(path, "xb") as stream:
                    stream.write(body)
            except OSError:
                pass  # another run made it, or the folder is read-only: the cache still works


@dataclass(frozen=True)
class Recorded:
    """A set of outputs the cache recorded: its entry, the spec it was made
    from (None: stdin), and each file with the hash it was written with."""

    entry: Path
    spec: Path | None
    files: tuple[tuple[Path, str], ...]

    def ours(self) -> tuple[Path, ...]:
        """The files still as they were written (the others were changed since: not ours to remove)."""
        return tuple(path for path, digest in self.files if file_digest(path) == digest)


def recorded(cache: Path, root: Path) -> list[Recorded]:
    """Every set the cache recorded in the output folder `root`, in a stable order."""
    folder = bucket(cache, root)
    try:
        names = sorted(name for name in os.listdir(folder) if _ENTRY_NAME.match(name))
    except OSError:
        return []
    found: list[Recorded] = []
    for name in names:
        data = _read_entry(folder / name)
        if data is None or data.get("root") != os.path.abspath(root):
            continue
        files = data.get("files")
        spec = data.get("spec")
        if not isinstance(files, dict) or not (spec is None or isinstance(spec, str)):
            continue
        pairs = tuple(
            (Path(root) / relative, digest) for relative, digest in sorted(files.items())
            if isinstance(relative, str) and isinstance(digest, str) and _inside(relative)
        )
        found.append(Recorded(folder / name, Path(spec) if spec else None, pairs))
    return found


def _inside(relative: str) -> bool:
    """A recorded file's path stays inside its output folder (an entry is never trusted to point elsewhere)."""
    parts = Path(relative).parts
    return bool(parts) and not Path(relative).is_absolute() and ".." not in parts


def old_folder(root: Path) -> list[Path]:
    """The files of the cache as it was before issue 28, inside the output
    folder `root` (`root/.blueprint-cache/`): its entries only, for the caller
    to remove (with the folder, once empty), so nothing unpublished stays in
    what gets published."""
    folder = root / FOLDER
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [folder / name for name in sorted(names) if _ENTRY_NAME.match(name) or _STAGED.match(name)]
