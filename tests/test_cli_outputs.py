"""Outputs people ask for (issue 28, item 6): a PDF, one file to stdout,
`check -`, `alt -` and `embed -` reading stdin, and an output name whose
extension Blueprint does not write refused rather than made a folder."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from blueprint.pipeline import compile_spec
from conftest import SPECS

runner = CliRunner()
SPEC = SPECS / "kept-utilization.yaml"
TEXT = SPEC.read_text(encoding="utf-8")
BAD = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 150%}]}\n"


def invoke(*args: str, input: str | bytes | None = None):
    return runner.invoke(app, list(args), input=input)


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    (tmp_path / "specs").mkdir()
    shutil.copy(SPEC, tmp_path / "specs" / "a.yaml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_format_pdf_writes_a_vector_pdf_the_same_every_time(workdir):
    result = invoke("render", "--format", "pdf")
    assert result.exit_code == 0, result.output
    assert "specs/a.yaml -> output/{a.pdf}" in result.stdout
    pdf = (workdir / "output" / "a.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and b"/MediaBox [ 0 0 900 472.5 ]" in pdf, "one page, the canvas in points"
    assert b"/CreationDate (D:20000101000000Z)" in pdf
    assert invoke("render", "--format", "pdf", "--force").exit_code == 0
    assert (workdir / "output" / "a.pdf").read_bytes() == pdf, "byte-identical, render after render"
    assert invoke("render", "specs/a.yaml", "-o", "fig.pdf").exit_code == 0
    assert (workdir / "fig.pdf").read_bytes() == pdf


def test_o_dash_writes_one_format_to_stdout_and_nothing_else():
    svg = subprocess.run([sys.executable, "-m", "blueprint", "render", str(SPEC), "-o", "-"], capture_output=True, check=True)
    assert svg.stdout.decode() == compile_spec(TEXT, str(SPEC), name="kept-utilization").svg, "svg unless told"
    assert svg.stderr == b""
    png = subprocess.run([sys.executable, "-m", "blueprint", "render", "-", "-o", "-", "-f", "png", "--scale", "0.5"], input=TEXT.encode(), capture_output=True, check=True)
    assert png.stdout[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(png.stdout[16:20], "big") == 600
    alt = invoke("render", str(SPEC), "-o", "-", "-f", "alt")
    assert alt.exit_code == 0 and alt.stdout.startswith("Cedana. Blueprint of two bars") and alt.stdout.endswith(".\n")


def test_o_dash_problems_go_to_stderr_and_usage_is_checked(tmp_path):
    broken = invoke("render", "-", "-o", "-", input=BAD)
    assert broken.exit_code == 1 and broken.stdout == ""
    assert broken.stderr.startswith("<stdin>:3:") and "a share must be more than 0" in broken.stderr
    two = invoke("render", str(SPEC), "-o", "-", "-f", "svg,png")
    assert two.exit_code == 2 and "`-o -` writes one file to stdout; give one format" in two.stderr
    folder = invoke("render", str(SPECS), "-o", "-")
    assert folder.exit_code == 2 and "give one spec file, or `-`" in folder.stderr
    missing = invoke("render", str(tmp_path / "nope.yaml"), "-o", "-")
    assert missing.exit_code == 1 and "nope.yaml:1:1: error: no such file or folder" in missing.stderr


def test_check_alt_and_embed_read_stdin():
    checked = invoke("check", "-", input=TEXT)
    assert checked.exit_code == 0 and checked.stdout == "<stdin>: ok\n1 ok, 0 failed\n"
    refused = invoke("check", "-", input=BAD)
    assert refused.exit_code == 1 and refused.stderr.startswith("<stdin>:3:") and refused.stdout == "0 ok, 1 failed\n"
    assert invoke("alt", "-", input=TEXT).stdout == invoke("alt", str(SPEC)).stdout
    embedded = invoke("embed", "-", "--format", "markdown", "--src", "/img/kept.svg", input=TEXT)
    assert embedded.exit_code == 0 and embedded.stdout.startswith("![Cedana. Blueprint of two bars") and "(/img/kept.svg)" in embedded.stdout
    assert invoke("alt", "-", input=BAD).exit_code == 1
    alone = invoke("check", "-", str(SPEC))
    assert alone.exit_code == 2 and "is rendered alone" in alone.stderr


@pytest.mark.parametrize("name", ["fig.jpg", "fig.yaml", "out.d", "diagrams.v2"])
def test_an_output_name_with_an_unknown_extension_is_refused_not_made_a_folder(workdir, name):
    result = invoke("render", "specs/a.yaml", "-o", name)
    assert result.exit_code == 2, result.output
    assert f"`{name}` is neither a folder nor a file Blueprint writes (.svg, .png, .pdf, .txt)" in result.stderr
    assert f"give `{name}/`" in result.stderr
    assert not (workdir / name).exists(), "no folder made"


def test_a_folder_with_a_dot_is_written_with_a_slash_or_when_it_exists(workdir):
    assert invoke("render", "specs/a.yaml", "-o", "diagrams.v2/").exit_code == 0
    assert (workdir / "diagrams.v2" / "a.svg").exists()
    (workdir / "out.d").mkdir()
    assert invoke("render", "specs/a.yaml", "-o", "out.d").exit_code == 0
    assert (workdir / "out.d" / "a.svg").exists()


def test_the_api_saves_a_pdf(tmp_path):
    import blueprint

    result = blueprint.render(SPEC)
    assert result.save(tmp_path / "fig.pdf") == [tmp_path / "fig.pdf"]
    assert (tmp_path / "fig.pdf").read_bytes() == result.pdf and result.pdf.startswith(b"%PDF-")
