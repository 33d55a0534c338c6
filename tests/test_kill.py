"""The kill test (issue 16): renders killed (SIGKILL) at random points, over and
over. After each kill the folder holds the whole old set or the whole new one,
or a journal that the next run finishes; after that next run there is never a
mixed set and never a stray file.

Each render runs in a child forked from this process (the package is already
imported, so a child starts in milliseconds), killed after a random delay. Two
loops: one child renders with the `blueprint render` command itself (killed
anywhere: reading, compiling, rasterizing, writing), the other only writes
sets, so its kills land inside the writing protocol every time.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from blueprint.files import recover, write_set
from blueprint.pipeline import compile_spec
from conftest import SPECS

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "win32", reason="needs fork and SIGKILL")

KILLS = int(os.environ.get("BLUEPRINT_KILLS", "24"))  # per loop
NAMES = ("a.svg", "a.png", "a.alt.txt")
SCALE = 0.25


def _versions() -> tuple[str, str]:
    first = (SPECS / "kept-utilization.yaml").read_text()
    return first, first.replace("label: lost", "label: lost work").replace("kept 34%", "kept share 34%")


def _set(text: str) -> dict[str, bytes]:
    result = compile_spec(text, "a.yaml", scale=SCALE)
    return {"a.svg": result.svg.encode(), "a.png": result.png, "a.alt.txt": (result.alt + "\n").encode()}


def _state(folder: Path, sets: dict[str, dict[str, bytes]]) -> tuple[str, bool, list[str]]:
    """Which whole set the folder holds (or `mixed`), whether a journal waits,
    and the files that are no output."""
    names = sorted(p.name for p in folder.iterdir())
    journal = any(n.endswith(".commit") for n in names)
    strays = [n for n in names if n not in NAMES and n != ".blueprint-cache"]  # the render cache is no stray
    contents = {n: (folder / n).read_bytes() for n in NAMES if (folder / n).exists()}
    for version, files in sets.items():
        if contents == files:
            return version, journal, strays
    return "mixed", journal, strays


def _child(body) -> int:
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            sys.stdout = sys.stderr = open(os.devnull, "w")
            body()
        finally:
            os._exit(0)
    return pid


def _kill_loop(folder: Path, sets: dict[str, dict[str, bytes]], body, longest: float, seed: int) -> Counter:
    chooser = random.Random(seed)
    outcomes: Counter[str] = Counter()
    for kill in range(KILLS):
        pid = _child(body)
        time.sleep(chooser.uniform(0, longest))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        version, journal, strays = _state(folder, sets)
        where = f"kill {kill} (seed {seed})"
        if journal:
            outcomes["killed while moving: finished by the next run"] += 1
        else:
            assert version != "mixed", f"{where}: a mixed set with no journal to finish it"
            outcomes["killed while staging: temporaries left for the next run" if strays else "a whole set, nothing left over"] += 1
        recover(folder)  # what the next run does first
        version, journal, strays = _state(folder, sets)
        assert version != "mixed", f"{where}: a mixed set after the next run"
        assert not strays and not journal, f"{where}: {strays} left after the next run"
    return outcomes


def test_a_render_killed_at_random_points_never_leaves_a_mixed_set(tmp_path, monkeypatch):
    from blueprint import cli

    monkeypatch.chdir(tmp_path)
    old, new = _versions()
    sets = {"old": _set(old), "new": _set(new)}
    output = tmp_path / "output"
    write_set({output / name: data for name, data in sets["old"].items()})
    spec = tmp_path / "a.yaml"

    def render_forever() -> None:
        for text in [new, old] * 1000:
            spec.write_text(text)
            try:
                cli.render(paths=[spec], output=output, scale=SCALE)
            except BaseException:  # typer.Exit, always
                pass

    cli_seconds = _time_one_render(cli, spec, output, new)
    outcomes = _kill_loop(output, sets, render_forever, longest=3 * cli_seconds, seed=random.randrange(10**6))
    assert sum(outcomes.values()) == KILLS
    print(f"\nrender killed {KILLS} times: {dict(outcomes)}")


def _time_one_render(cli, spec: Path, output: Path, text: str) -> float:
    spec.write_text(text)
    began = time.perf_counter()
    try:
        cli.render(paths=[spec], output=output, scale=SCALE)
    except BaseException:
        pass
    return max(time.perf_counter() - began, 0.01)


def test_writes_killed_at_random_points_never_leave_a_mixed_set(tmp_path):
    old, new = _versions()
    sets = {"old": _set(old), "new": _set(new)}
    output = tmp_path / "output"
    write_set({output / name: data for name, data in sets["old"].items()})

    def write_forever() -> None:
        for version in ["new", "old"] * 100_000:
            write_set({output / name: data for name, data in sets[version].items()})

    began = time.perf_counter()
    write_set({output / name: data for name, data in sets["old"].items()})
    one = max(time.perf_counter() - began, 0.001)
    outcomes = _kill_loop(output, sets, write_forever, longest=4 * one, seed=random.randrange(10**6))
    assert sum(outcomes.values()) == KILLS
    print(f"\nwrites killed {KILLS} times: {dict(outcomes)}")
