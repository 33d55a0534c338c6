"""The watcher behind `render --watch` and `preview`: each save of a spec is
one call with the specs it changed; other files, editors' swap files and
deletions are not."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

from blueprint.watch import spec_files, watch


class Recorder:
    """Runs a watch in a thread and keeps what it was called with."""

    def __init__(self, paths: list[Path]):
        self.calls: list[list[Path]] = []
        self.stop, ready = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=watch, args=(paths, self.calls.append, self.stop, ready.set), daemon=True)
        self.thread.start()
        assert ready.wait(5)

    def settle(self, calls: int, timeout: float = 5.0) -> list[list[Path]]:
        deadline = time.monotonic() + timeout
        while len(self.calls) < calls and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.3)  # and nothing more comes
        return [[p.resolve() for p in call] for call in self.calls]

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)
        assert not self.thread.is_alive()


def test_a_save_is_one_call_with_the_spec(tmp_path):
    spec = tmp_path / "a.yaml"
    spec.write_text("blueprint: 1\n")
    recorder = Recorder([tmp_path])
    try:
        spec.write_text("blueprint: 1\nmarks: []\n")
        (tmp_path / "notes.txt").write_text("not a spec")
        (tmp_path / ".a.yaml.swp").write_text("an editor's")
        assert recorder.settle(1) == [[spec.resolve()]]
    finally:
        recorder.close()


def test_a_save_by_rename_and_a_new_spec_in_a_sub_folder_are_seen(tmp_path):
    spec = tmp_path / "a.yaml"
    spec.write_text("blueprint: 1\n")
    (tmp_path / "posts").mkdir()
    recorder = Recorder([tmp_path])
    try:
        temporary = tmp_path / "a.yaml.tmp"
        temporary.write_text("blueprint: 1\nmarks: []\n")
        os.replace(temporary, spec)  # how editors save
        assert recorder.settle(1) == [[spec.resolve()]]
        (tmp_path / "posts" / "b.yml").write_text("blueprint: 1\n")
        assert recorder.settle(2)[1] == [(tmp_path / "posts" / "b.yml").resolve()]
        spec.unlink()
        assert len(recorder.settle(3, timeout=0.5)) == 2, "a deleted spec has nothing to render"
    finally:
        recorder.close()


def test_a_spec_named_alone_is_watched_alone(tmp_path):
    (tmp_path / "a.yaml").write_text("blueprint: 1\n")
    (tmp_path / "b.yaml").write_text("blueprint: 1\n")
    recorder = Recorder([tmp_path / "a.yaml"])
    try:
        (tmp_path / "b.yaml").write_text("blueprint: 1\nmarks: []\n")
        (tmp_path / "a.yaml").write_text("blueprint: 1\nmarks: []\n")
        assert recorder.settle(1) == [[(tmp_path / "a.yaml").resolve()]]
    finally:
        recorder.close()


def test_spec_files_are_found_in_sub_folders_each_once(tmp_path):
    (tmp_path / "x").mkdir()
    for name in ("b.yaml", "a.yml", "x/c.yaml", ".hidden.yaml", "notes.txt"):
        (tmp_path / name).write_text("blueprint: 1\n")
    found = spec_files([tmp_path, tmp_path / "b.yaml", tmp_path / "missing"])
    assert [p.relative_to(tmp_path).as_posix() for p in found] == ["a.yml", "b.yaml", "x/c.yaml"]
