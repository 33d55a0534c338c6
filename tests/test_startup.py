"""The start of a fresh process (blueprint/startup.py): dataclasses' methods
made from kept code, the same as from their text; the kept file, its
damage and its absence."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from blueprint import startup
from conftest import ROOT, SPECS

SPEC = SPECS / "kept-utilization.yaml"
PROBE = (
    "import sys\nfrom blueprint import startup\nfrom blueprint.cli import main\n"
    "sys.argv = ['blueprint', 'check', sys.argv[1]]\n"
    "try:\n    main()\nexcept SystemExit as exit:\n    assert exit.code == 0, exit.code\n"
    "print(startup._compiled, len(startup._methods), file=sys.stderr)\n"
)


def made(text: str, module: str = "blueprint.made") -> type:
    """A frozen dataclass made in a module of that name, as a class statement there would."""
    space = types.ModuleType(module)
    space.dataclasses = dataclasses  # type: ignore[attr-defined]
    sys.modules[module] = space
    try:
        exec(compile(text, "<made>", "exec", dont_inherit=True), vars(space))  # noqa: S102 - the test's own class
    finally:
        del sys.modules[module]
    return space.Made  # type: ignore[attr-defined,no-any-return]


CLASS = "@dataclasses.dataclass(frozen=True)\nclass Made:\n    width: float\n    name: str = 'a'\n    parts: tuple = ()\n"


def test_methods_from_kept_code_are_the_methods_from_their_text():
    startup.cache_methods()  # as importing blueprint does
    assert getattr(dataclasses, "exec", None) is startup._exec or not hasattr(dataclasses, "_create_fn")
    first, again = made(CLASS), made(CLASS)
    assert first.__init__.__code__ is again.__init__.__code__  # the second from the code kept for the first
    item = again(2.0, parts=(1,))
    assert (repr(item), item == again(2.0, "a", (1,)), hash(item) == hash(again(2.0, "a", (1,)))) == ("Made(width=2.0, name='a', parts=(1,))", True, True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        item.width = 3.0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del item.name
    # compiled as dataclasses compiles it, without this test's or startup's `from __future__ import annotations`
    assert again.__init__.__annotations__ == {"width": float, "name": str, "parts": tuple, "return": None}
    assert again.__init__.__qualname__ == "Made.__init__"


def test_other_libraries_classes_are_left_alone():
    before = len(startup._methods)
    other = made(CLASS.replace("width", "height"), module="somebody.else")
    assert other(1.0).height == 1.0 and len(startup._methods) == before
    assert other.__init__.__annotations__["return"] is None  # compiled as dataclasses would, not as startup.py is


def _check(cache: Path, **env: str) -> tuple[int, int]:
    """Check a spec in a fresh process whose bytecode goes to `cache`: (methods
    it compiled that the kept file lacked, methods it knows)."""
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    environment.update(PYTHONPYCACHEPREFIX=str(cache), PYTHONPATH=str(ROOT), **env)
    done = subprocess.run([sys.executable, "-c", PROBE, str(SPEC)], capture_output=True, text=True, timeout=120, env=environment)
    assert done.returncode == 0 and "1 ok, 0 failed" in done.stdout, done.stdout + done.stderr
    compiled, known = done.stderr.split()[-2:]
    return int(compiled), int(known)


def kept_files(cache: Path) -> list[Path]:
    return sorted(cache.rglob(f"{startup.METHODS_FILE}.*"))


def test_a_second_process_compiles_no_method(tmp_path):
    """The first `check` keeps what it compiled beside the bytecode; the next
    compiles nothing: its methods are all read back."""
    cache = tmp_path / "pycache"
    compiled, known = _check(cache)
    assert compiled == 0 and known > 100  # 0: saved when the spec was checked
    [kept] = kept_files(cache)
    written = kept.stat().st_mtime_ns
    assert _check(cache) == (0, known)
    assert kept.stat().st_mtime_ns == written  # nothing new: not written again


def test_a_damaged_file_is_read_as_none_and_replaced(tmp_path):
    cache = tmp_path / "pycache"
    _, known = _check(cache)
    [kept] = kept_files(cache)
    for damage in (b"", b"garbage", kept.read_bytes()[:4] + b"\xff\x00 not marshal", kept.read_bytes()[: len(kept.read_bytes()) // 2]):
        kept.write_bytes(damage)
        assert _check(cache) == (0, known)  # compiled all again, and kept them
        assert startup._read_methods(str(kept)), "the file was written whole again"


def test_nothing_is_kept_where_bytecode_is_not_written(tmp_path):
    cache = tmp_path / "pycache"
    _check(cache, PYTHONDONTWRITEBYTECODE="1")
    assert kept_files(cache) == []
