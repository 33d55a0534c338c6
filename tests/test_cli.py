"""The command line contract of DESIGN.md: files, exit codes, errors, atomicity."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from conftest import SPECS

runner = CliRunner()
GOOD = (SPECS / "kept-utilization.yaml").read_text()
BAD = "blueprint: 1\nmarks:\n  - bar: {colour: grey}\n"


def invoke(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    (tmp_path / "specs").mkdir()
    for name in ("kept-utilization", "fee-break-even"):
        shutil.copy(SPECS / f"{name}.yaml", tmp_path / "specs")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_render_defaults_to_specs_into_output(workdir):
    result = invoke("render")
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (workdir / "output").iterdir())
    assert names == sorted(
        f"{n}.{ext}" for n in ("kept-utilization", "fee-break-even") for ext in ("svg", "png", "alt.txt")
    )
    alt = (workdir / "output" / "fee-break-even.alt.txt").read_text(encoding="utf-8")
    assert alt.endswith("\n") and alt.count("\n") == 1
    png = (workdir / "output" / "fee-break-even.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(png[16:20], "big") == 2400 and int.from_bytes(png[20:24], "big") == 1260


def test_render_scale_and_output_folder(workdir):
    result = invoke("render", "specs/fee-break-even.yaml", "-o", "elsewhere", "--scale", "1")
    assert result.exit_code == 0, result.output
    png = (workdir / "elsewhere" / "fee-break-even.png").read_bytes()
    assert int.from_bytes(png[16:20], "big") == 1200


def test_a_bad_spec_writes_nothing_and_keeps_the_last_good_files(workdir):
    spec = workdir / "specs" / "kept-utilization.yaml"
    assert invoke("render", str(spec)).exit_code == 0
    before = {p.name: p.read_bytes() for p in (workdir / "output").iterdir()}
    spec.write_text(BAD)
    result = invoke("render", str(spec))
    assert result.exit_code == 1
    assert "kept-utilization.yaml:3:11: error: unknown key `colour`" in result.output
    after = {p.name: p.read_bytes() for p in (workdir / "output").iterdir()}
    assert after == before, "the last good render stays as it was"


def test_a_bad_spec_in_a_batch_does_not_stop_the_others(workdir):
    (workdir / "specs" / "aaa-broken.yaml").write_text(BAD)
    result = invoke("render")
    assert result.exit_code == 1
    assert not list((workdir / "output").glob("aaa-broken*"))
    assert (workdir / "output" / "kept-utilization.svg").exists()
    assert (workdir / "output" / "fee-break-even.svg").exists()
    assert "2 rendered, 1 failed" in result.output


def test_no_temporary_files_are_left(workdir):
    invoke("render")
    assert not [p for p in (workdir / "output").iterdir() if p.name.startswith(".")]


def test_written_files_are_readable_by_others(workdir):
    invoke("render")
    for path in (workdir / "output").iterdir():
        assert path.stat().st_mode & 0o044 == 0o044, path


def test_missing_path_is_an_error(workdir):
    result = invoke("render", "nope.yaml")
    assert result.exit_code == 1
    assert "nope.yaml:1:1: error: no such file or folder" in result.output


def test_check_writes_nothing(workdir):
    result = invoke("check")
    assert result.exit_code == 0, result.output
    assert not (workdir / "output").exists()
    (workdir / "specs" / "broken.yaml").write_text(BAD)
    assert invoke("check").exit_code == 1


def test_alt_prints_the_alt_text(workdir):
    result = invoke("alt", "specs/kept-utilization.yaml")
    assert result.exit_code == 0
    assert result.output.startswith("Cedana. Blueprint of two bars.")


def test_embed_html_has_the_alt_once_escaped(workdir):
    (workdir / "specs" / "quoted.yaml").write_text(
        'blueprint: 1\nalt: Two "quoted" bars & <more>\nmarks:\n  - bar: {parts: [{share: 50%}]}\n'
    )
    result = invoke("embed", "specs/quoted.yaml")
    assert result.exit_code == 0, result.output
    snippet = result.output.strip()
    assert snippet.startswith('<img src="quoted.svg"')
    assert 'alt="Two &quot;quoted&quot; bars &amp; &lt;more&gt;"' in snippet
    assert 'width="1200" height="630"' in snippet
    assert snippet.count("quoted&quot; bars") == 1, "the alt text is never repeated"
    assert "title=" not in snippet


def test_embed_markdown(workdir):
    result = invoke("embed", "specs/fee-break-even.yaml", "--format", "markdown", "--src", "/img/fee.svg")
    assert result.exit_code == 0
    assert result.output.startswith("![Cedana. Blueprint of one long grey bar")
    assert result.output.strip().endswith("](/img/fee.svg)")


def test_schema_is_json_schema_of_the_format(workdir):
    result = invoke("schema")
    assert result.exit_code == 0
    schema = json.loads(result.output)
    assert schema["type"] == "object"
    assert {"blueprint", "marks"} <= set(schema["required"])
    assert "BarSpec" in schema["$defs"] and "GuidesSpec" in schema["$defs"]
    assert "from" in schema["$defs"]["GuidesSpec"]["properties"]
    assert {"RowMark", "ColumnMark"} <= set(schema["$defs"])
    assert schema["$defs"]["GroupSpec"]["properties"]["marks"]["items"] == schema["properties"]["marks"]["items"]
    for block in ("BarSpec", "GridSpec", "CurveSpec", "TowersSpec", "IconSpec", "GroupSpec"):
        assert {"right-of", "below", "at", "gap", "align", "width", "height"} <= set(schema["$defs"][block]["properties"]), block


@pytest.mark.parametrize("command", ["render", "check", "alt", "embed", "schema", "icons"])
def test_every_command_has_help(command):
    result = invoke(command, "--help")
    assert result.exit_code == 0
    assert "Usage:" in result.output and len(result.output.splitlines()) > 3


def test_wrong_usage_exits_2():
    assert invoke("render", "--no-such-flag").exit_code == 2
    assert invoke("frobnicate").exit_code == 2
    assert invoke("alt").exit_code == 2


def test_python_dash_m_works(workdir):
    env = {k: v for k, v in os.environ.items()}
    done = subprocess.run(
        [sys.executable, "-m", "blueprint", "check", "specs/fee-break-even.yaml"],
        capture_output=True, text=True, env=env, cwd=workdir, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "fee-break-even.yaml: ok" in done.stderr


def test_errors_never_show_a_traceback(workdir):
    for text in ("\x00\x01", "[", "blueprint: 1\nmarks: 5\n", "blueprint: 1\nmarks:\n  - bar: [1, 2]\n"):
        (workdir / "specs" / "x.yaml").write_bytes(text.encode() if isinstance(text, str) else text)
        result = invoke("check", "specs/x.yaml")
        assert result.exit_code == 1
        assert "Traceback" not in result.output
        assert "x.yaml:" in result.output and ": error: " in result.output
