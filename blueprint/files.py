"""Writing outputs: all of a spec's files, atomically, or none of them."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _umask() -> int:
    """The process's umask (reading it means setting it, so it is set straight back)."""
    current = os.umask(0o022)
    os.umask(current)
    return current


def write_all(outputs: dict[Path, bytes]) -> None:
    """Write every file to a temporary beside it, then move them all into place.

    A failure before the moves leaves the previous files untouched.
    """
    staged: list[tuple[Path, str]] = []
    try:
        for target, data in outputs.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
            staged.append((target, temporary))
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            os.chmod(temporary, 0o666 & ~_umask())
        for target, temporary in staged:
            os.replace(temporary, target)
        staged.clear()
    finally:
        for _, temporary in staged:
            if os.path.exists(temporary):
                os.unlink(temporary)
