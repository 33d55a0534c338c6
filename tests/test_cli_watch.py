"""`render --watch` as a writer uses it (a spec in a sub-folder saved, then
saved broken, then Ctrl-C), and the edges of `embed --base` and `schema -o`
(tests/test_cli_loop.py has the plain cases)."""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from conftest import SPECS
from test_hostile import _tags


def invoke(*args: str):
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "specs").mkdir()
    shutil.copy(SPECS / "kept-utilization.yaml", tmp_path / "specs" / "kept.yaml")
    return tmp_path


class Running:
    """`python -m blueprint ARGS` in the background; its output (stdout and
    stderr) read line by line by a thread."""

    def __init__(self, cwd: Path, *args: str):
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "blueprint", *args], cwd=cwd, env=env, text=True,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 15.0) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            if match := re.search(pattern, line):
                return match
        raise AssertionError(f"no line like {pattern!r} in {self.seen}")

    def stop(self) -> int:
        self.process.send_signal(signal.SIGINT)
        status = self.process.wait(10)
        time.sleep(0.1)
        while not self.lines.empty():
            self.seen.append(self.lines.get())
        return status


def _edit(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")


def test_render_watch_renders_each_save_in_one_line_or_its_errors(folder):
    (folder / "specs" / "posts").mkdir()
    shutil.move(folder / "specs" / "kept.yaml", folder / "specs" / "posts" / "kept.yaml")
    spec = folder / "specs" / "posts" / "kept.yaml"
    running = Running(folder, "render", "--watch", "specs", "-o", "out")
    try:
        running.wait_for(r"^\[1/1\] specs/posts/kept\.yaml -> out/posts/\{kept\.svg")
        running.wait_for(r"^watching specs")
        _edit(spec, "busy 60%", "busy sixty")
        running.wait_for(r"^\[1/1\] specs/posts/kept\.yaml -> out/posts/\{kept\.svg")
        assert "busy sixty" in (folder / "out" / "posts" / "kept.alt.txt").read_text(encoding="utf-8")
        _edit(spec, "share: 60%", "share: 160%")
        running.wait_for(r"^specs/posts/kept\.yaml:\d+:\d+: error: a share must be more than 0 and at most 100%")
        assert "busy sixty" in (folder / "out" / "posts" / "kept.alt.txt").read_text(encoding="utf-8"), "the last good render stays"
    finally:
        status = running.stop()
    assert status == 0, running.seen
    assert not any("Traceback" in line for line in running.seen)


def test_embed_formats_and_base(folder):
    spec = str(folder / "specs" / "kept.yaml")
    figure = invoke("embed", spec, "--format", "html", "--base", "/img/posts")
    assert figure.exit_code == 0, figure.output
    tags = _tags(figure.output)
    assert tags[0][0] == "figure" and tags[1][1]["src"] == "/img/posts/kept.png" and tags[1][1]["srcset"] == "/img/posts/kept.svg"
    hugo = invoke("embed", spec, "--format", "hugo", "--base", "/img")
    assert hugo.output.startswith('{{< figure src="/img/kept.svg" alt="Cedana. Blueprint of two bars.')
    assert invoke("embed", spec).output.startswith('<img src="kept.svg"'), "the default stays one <img>"
    assert invoke("embed", spec, "--format", "markdown", "--base", "/img").output.strip().endswith("](/img/kept.svg)")


def test_embed_base_follows_the_rendered_folder_tree(folder, monkeypatch):
    """`render` keeps the specs' folder tree under the output folder; `embed
    --base` says the address it was written to, whether the folder or the
    spec alone was rendered."""
    monkeypatch.chdir(folder)
    (folder / "specs" / "posts" / "one").mkdir(parents=True)
    shutil.move(folder / "specs" / "kept.yaml", folder / "specs" / "posts" / "one" / "kept.yaml")
    spec = "specs/posts/one/kept.yaml"
    assert "-> output/posts/one/{kept.svg" in invoke("render", "--format", "svg").output
    assert "-> output/posts/one/{kept.svg" in invoke("render", spec, "--format", "svg").output, "a spec named alone keeps its place"
    assert invoke("embed", spec, "--base", "/img").output.startswith('<img src="/img/posts/one/kept.svg"')
    assert invoke("embed", spec, "--format", "hugo", "--base", "/img/").output.startswith('{{< figure src="/img/posts/one/kept.svg"')
    assert invoke("embed", spec).output.startswith('<img src="kept.svg"'), "without --base: beside the post"
    assert invoke("embed", spec, "--src", "/x.svg").output.startswith('<img src="/x.svg"')


def test_schema_o_writes_the_file(folder):
    result = invoke("schema", "-o", str(folder / "blueprint.schema.json"))
    assert result.exit_code == 0, result.output
    schema = json.loads((folder / "blueprint.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["blueprint"]["const"] == 1
    refused = invoke("schema", "-o", str(folder / "specs"))  # a folder cannot take the file
    assert refused.exit_code == 1 and refused.output.count("\n") == 1 and ": error: cannot write " in refused.output


def test_render_watch_removes_the_files_of_a_deleted_spec(folder):
    shutil.copy(folder / "specs" / "kept.yaml", folder / "specs" / "other.yaml")
    running = Running(folder, "render", "--watch", "specs", "-o", "out")
    try:
        running.wait_for(r"^watching specs")
        (folder / "out" / "logo.svg").write_text("<svg/>")
        (folder / "specs" / "other.yaml").unlink()
        running.wait_for(r"^specs/other\.yaml is gone -> removed out/\{other\.svg, other\.png, other\.alt\.txt\}")
        assert sorted(p.name for p in (folder / "out").iterdir()) == ["kept.alt.txt", "kept.png", "kept.svg", "logo.svg"]
        _edit(folder / "specs" / "kept.yaml", "busy 60%", "busy sixty")  # a save by rewriting is no deletion
        running.wait_for(r"^\[1/1\] specs/kept\.yaml -> out/\{kept\.svg")
        assert (folder / "out" / "kept.svg").exists()
    finally:
        status = running.stop()
    assert status == 0, running.seen
