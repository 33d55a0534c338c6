"""Many specs over a process pool: the same files, and the same lines in the
same order, as one process; a single spec never starts a pool."""

from __future__ import annotations

import shutil

import pytest
from typer.testing import CliRunner

from blueprint.batch import pool as batch_pool
from blueprint.cli import app
from conftest import SPECS

runner = CliRunner()
BAD = "blueprint: 1\nmarks:\n  - bar: {color: grey}\n"
GOOD = ("kept-utilization", "fee-break-even", "cold-start", "wall-time", "failed-cell")


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    specs = tmp_path / "specs"
    (specs / "deeper").mkdir(parents=True)
    for index, name in enumerate(GOOD):
        shutil.copy(SPECS / f"{name}.yaml", specs / f"{index}-{name}.yaml")
    (specs / "2a-broken.yaml").write_text(BAD)
    (specs / "deeper" / "0-broken.yaml").write_text("marks: [")
    shutil.copy(SPECS / "kept-utilization.yaml", specs / "deeper" / "1-kept.yaml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def files(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file() and ".blueprint-cache" not in p.parts}


def pools(monkeypatch) -> list[int]:
    """Count the pools started (in this process: the workers are its children)."""
    started: list[int] = []
    real = batch_pool._pooled

    def counted(work, workers):
        started.append(workers)
        return real(work, workers)

    monkeypatch.setattr(batch_pool, "_pooled", counted)
    return started


def test_a_pool_gives_the_same_files_and_lines_in_order(workdir, monkeypatch):
    started = pools(monkeypatch)
    one = runner.invoke(app, ["render", "--scale", "0.25", "-o", "one", "--jobs", "1"])
    assert started == []
    many = runner.invoke(app, ["render", "--scale", "0.25", "-o", "many", "--jobs", "3"])
    assert started == [3], "the specs went to a pool of three"
    assert one.exit_code == many.exit_code == 1
    assert many.stdout == one.stdout.replace("one/", "many/")
    assert many.stderr == one.stderr
    assert files(workdir / "one") == files(workdir / "many")
    lines = many.stdout.splitlines()
    assert [line.split("]")[0] for line in lines[:-1]] == [f"[{n}/8" for n in (1, 2, 3, 5, 6, 8)], "input order"
    assert lines[-1] == "6 rendered, 2 failed"
    errors = many.stderr.splitlines()
    assert errors[0].startswith("specs/2a-broken.yaml:3:11: error:") and errors[-1].startswith("specs/deeper/0-broken.yaml:")


def test_only_the_specs_not_current_go_to_the_pool(workdir, monkeypatch):
    started = pools(monkeypatch)
    runner.invoke(app, ["render", "--scale", "0.25", "--jobs", "2"])
    (workdir / "specs" / "0-kept-utilization.yaml").write_text((SPECS / "kept-utilization.yaml").read_text() + "# edited\n")
    result = runner.invoke(app, ["render", "--scale", "0.25", "--jobs", "2"])
    assert "1 rendered, 2 failed, 5 current" in result.stdout, result.output
    assert started == [2, 2], "the two broken and the edited one: a pool of two"


def test_one_spec_renders_in_process(workdir, monkeypatch):
    started = pools(monkeypatch)
    result = runner.invoke(app, ["render", "specs/0-kept-utilization.yaml", "--scale", "0.25", "--jobs", "4"])
    assert result.exit_code == 0, result.output
    assert started == []
