"""Outputs as a set (issue 16): NAME.svg, NAME.png and NAME.alt.txt are replaced
together; an interrupted render is finished by the next run; no temporary file
outlives a finished run; two specs that would write the same files are errors."""

from __future__ import annotations

import json
import os
import shutil

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from blueprint.files import recover, write_set
from conftest import SPECS

runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    (tmp_path / "specs").mkdir()
    shutil.copy(SPECS / "kept-utilization.yaml", tmp_path / "specs" / "a.yaml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def files_in(folder):
    """The files of a folder, but the render cache's own (`.blueprint-cache/`)."""
    return sorted(p.name for p in folder.iterdir() if p.name != ".blueprint-cache")


def test_same_named_specs_in_one_folder_are_an_error(workdir):
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "specs" / "a.yml")
    shutil.copy(SPECS / "fee-break-even.yaml", workdir / "specs" / "b.yaml")
    result = invoke("render", "--scale", "0.25")
    assert result.exit_code == 1
    assert "specs/a.yaml:1:1: error: writes the same files as specs/a.yml (a.svg, a.png, a.alt.txt)" in result.output
    assert "specs/a.yml:1:1: error: writes the same files as specs/a.yaml" in result.output
    assert files_in(workdir / "output") == ["b.alt.txt", "b.png", "b.svg"], "neither is written; the others are"
    assert "1 rendered, 2 failed" in result.output
    assert invoke("check").exit_code == 1, "check says what render would refuse"


def test_the_same_name_in_two_folders_is_an_error(workdir):
    (workdir / "more").mkdir()
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "more" / "a.yaml")
    result = invoke("render", "specs", "more", "--scale", "0.25")
    assert result.exit_code == 1
    assert "more/a.yaml:1:1: error: writes the same files as specs/a.yaml" in result.output
    assert not (workdir / "output").exists() or files_in(workdir / "output") == []


def test_the_same_file_named_twice_is_rendered_once(workdir):
    result = invoke("render", "specs", "specs/a.yaml", "--scale", "0.25")
    assert result.exit_code == 0, result.output
    assert "1 rendered, 0 failed" in result.output


def test_a_folder_where_a_file_goes_refuses_the_whole_set(workdir):
    assert invoke("render", "--scale", "0.25").exit_code == 0
    before = {name: (workdir / "output" / name).read_bytes() for name in files_in(workdir / "output")}
    (workdir / "output" / "a.alt.txt").unlink()
    (workdir / "output" / "a.alt.txt").mkdir()
    (workdir / "specs" / "a.yaml").write_text((workdir / "specs" / "a.yaml").read_text().replace("kept 34%", "kept 35%"))
    result = invoke("render", "--scale", "0.25")
    assert result.exit_code == 1
    assert "a.yaml:1:1: error: cannot write output/a.alt.txt: Is a directory" in result.output
    assert (workdir / "output" / "a.svg").read_bytes() == before["a.svg"], "nothing of the set was replaced"
    assert (workdir / "output" / "a.png").read_bytes() == before["a.png"]
    assert files_in(workdir / "output") == ["a.alt.txt", "a.png", "a.svg"], "no temporary is left"


def test_a_long_spec_name_renders_when_its_outputs_fit(workdir):
    name = "n" * 240  # `NAME.alt.txt` is 248 bytes: it fits the usual 255
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "specs" / f"{name}.yaml")
    result = invoke("render", f"specs/{name}.yaml", "--scale", "0.25")
    assert result.exit_code == 0, result.output
    assert f"{name}.alt.txt" in files_in(workdir / "output")
    too_long = "m" * 250  # `.yaml` fits, `.alt.txt` does not
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "specs" / f"{too_long}.yaml")
    result = invoke("render", f"specs/{too_long}.yaml", "--scale", "0.25")
    assert result.exit_code == 1 and "File name too long" in result.output
    assert not [n for n in files_in(workdir / "output") if n.startswith("m")], "none of its set was written"


def _journal(folder, moves):
    """What a render killed between its moves leaves: its journal, and the
    temporaries it had not moved yet."""
    (folder / ".blueprint-killed1.commit").write_text(json.dumps({"blueprint": 1, "moves": moves}))


def test_the_next_run_finishes_a_render_killed_between_its_moves(workdir):
    assert invoke("render", "--scale", "0.25").exit_code == 0
    output = workdir / "output"
    old = {n: (output / n).read_bytes() for n in files_in(output)}
    # killed after moving the new svg, before the png and alt text
    (output / ".blueprint-aaaa.tmp").write_bytes(b"new png")
    (output / ".blueprint-bbbb.tmp").write_bytes(b"new alt\n")
    (output / "a.svg").write_bytes(b"<svg>new</svg>")
    _journal(output, [[".blueprint-cccc.tmp", "a.svg"], [".blueprint-aaaa.tmp", "a.png"], [".blueprint-bbbb.tmp", "a.alt.txt"]])
    (output / ".blueprint-stray.tmp").write_bytes(b"staged by a render that never decided")
    result = invoke("check", "specs")
    assert files_in(output)[0].startswith("."), "check writes nothing, repairs nothing"
    result = invoke("render", "nothing-here.yaml")
    assert "output: finished a render that was interrupted (a.svg, a.png, a.alt.txt)" in result.output
    assert files_in(output) == ["a.alt.txt", "a.png", "a.svg"]
    assert (output / "a.png").read_bytes() == b"new png" and (output / "a.alt.txt").read_bytes() == b"new alt\n"
    assert old["a.svg"] != (output / "a.svg").read_bytes()


def test_a_journal_that_is_not_ours_moves_nothing(workdir):
    output = workdir / "output"
    output.mkdir()
    (workdir / "secret").write_text("keep")
    _journal(output, [[".blueprint-x.tmp", "../secret"], ["../secret", "a.svg"]])
    (output / ".blueprint-x.tmp").write_text("x")
    assert recover(output) == []
    assert (workdir / "secret").read_text() == "keep"
    assert files_in(output) == []


def test_no_temporary_outlives_a_finished_run_even_after_a_failed_write(workdir, monkeypatch):
    import blueprint.files as files

    assert invoke("render", "--scale", "0.25").exit_code == 0
    real = files._stage
    calls = []

    def failing(folder, data):
        calls.append(1)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(folder, data)

    monkeypatch.setattr(files, "_stage", failing)
    result = invoke("render", "--scale", "0.25", "--force")
    assert result.exit_code == 1 and "No space left on device" in result.output
    assert files_in(workdir / "output") == ["a.alt.txt", "a.png", "a.svg"]


def test_write_set_replaces_every_file_and_keeps_modes(tmp_path):
    folder = tmp_path / "out"
    write_set({folder / "x.svg": b"1", folder / "x.png": b"2", folder / "x.alt.txt": b"3\n"})
    write_set({folder / "x.svg": b"4", folder / "x.png": b"5", folder / "x.alt.txt": b"6\n"})
    assert [(folder / n).read_bytes() for n in ("x.svg", "x.png", "x.alt.txt")] == [b"4", b"5", b"6\n"]
    assert files_in(folder) == ["x.alt.txt", "x.png", "x.svg"]
    umask = os.umask(0)
    os.umask(umask)
    assert (folder / "x.svg").stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_file_name_that_breaks_lines_stays_on_one_line(workdir):
    spec = workdir / "specs" / "bad\nname\u2028.yaml"
    spec.write_text("blueprint: 1\nmarks:\n  - bar: {color: grey}\n")
    result = invoke("check", "specs/bad\nname\u2028.yaml")
    assert result.exit_code == 1
    lines = [line for line in result.stderr.splitlines() if line]
    assert lines == ["specs/bad\\nname\\u2028.yaml:3:11: error: unknown key `color` (did you mean `colour`?); valid keys here: " + lines[0].split("valid keys here: ")[1]]
