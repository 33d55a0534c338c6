"""The author's loop from the command line: embed formats, the schema file,
the preview server and `render --watch`, each run as a user runs it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time

from typer.testing import CliRunner

from blueprint.cli import app
from conftest import SPECS

runner = CliRunner()
BLUEPRINT = [sys.executable, "-m", "blueprint"]


def test_embed_prints_each_format_with_the_alt_once():
    spec = str(SPECS / "kept-utilization.yaml")
    figure = runner.invoke(app, ["embed", spec, "--format", "html"]).stdout
    assert figure.startswith('<figure class="blueprint">') and "aria-describedby=" in figure and figure.count("alt=") == 1
    hugo = runner.invoke(app, ["embed", spec, "-f", "hugo", "--base", "/img/posts"]).stdout
    assert hugo.startswith('{{< figure src="/img/posts/kept-utilization.svg"') and "caption=" in hugo
    img = runner.invoke(app, ["embed", spec]).stdout
    assert img.startswith('<img src="kept-utilization.svg"'), "img by default"


def test_schema_writes_the_file_an_editor_reads(tmp_path):
    target = tmp_path / "blueprint.schema.json"
    result = runner.invoke(app, ["schema", "-o", str(target)])
    assert result.exit_code == 0, result.output
    printed = runner.invoke(app, ["schema"]).stdout
    assert json.loads(target.read_text()) == json.loads(printed) and "$defs" in printed


def test_preview_serves_on_a_free_port_and_says_where(tmp_path):
    shutil.copy(SPECS / "kept-utilization.yaml", tmp_path)
    server = subprocess.Popen([*BLUEPRINT, "preview", str(tmp_path), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        assert "preview of 1 spec(s) at http://127.0.0.1:" in line, line
        from urllib.request import urlopen

        page = urlopen(line.split(" at ")[1].split()[0], timeout=10).read().decode()
        assert "Cedana. Blueprint of two bars" in page
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_render_watch_renders_again_what_is_saved(tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    shutil.copy(SPECS / "kept-utilization.yaml", specs)
    out = tmp_path / "out"
    watcher = subprocess.Popen([*BLUEPRINT, "render", str(specs), "-o", str(out), "--watch"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while "watching" not in watcher.stderr.readline():  # said once a save would be seen
            assert time.monotonic() < deadline
        spec = specs / "kept-utilization.yaml"
        spec.write_text(spec.read_text().replace("busy 60%", "busy 61%"))
        alt = out / "kept-utilization.alt.txt"
        while "sixty-one percent" not in alt.read_text():
            assert time.monotonic() < deadline, "the edit never showed"
            time.sleep(0.05)
    finally:
        watcher.terminate()
        watcher.wait(timeout=10)
