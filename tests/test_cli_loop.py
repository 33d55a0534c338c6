"""The author's loop from the command line: embed formats, the schema file,
the preview server and `render --watch`, each run as a user runs it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

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


def test_theme_names_a_shipped_theme_or_a_file_on_every_command(tmp_path):
    spec = str(SPECS / "kept-utilization.yaml")
    light, dark = tmp_path / "light", tmp_path / "dark"
    assert runner.invoke(app, ["render", spec, "-o", str(light)]).exit_code == 0
    rendered = runner.invoke(app, ["render", spec, "-o", str(dark), "--theme", "dark"])
    assert rendered.exit_code == 0, rendered.output
    assert "#17191D" in (dark / "kept-utilization.svg").read_text() and "#17191D" not in (light / "kept-utilization.svg").read_text()
    assert (dark / "kept-utilization.alt.txt").read_text() == (light / "kept-utilization.alt.txt").read_text()
    again = runner.invoke(app, ["render", spec, "-o", str(dark), "--theme", "house"])
    assert "current" not in again.stdout and "#17191D" not in (dark / "kept-utilization.svg").read_text(), "another theme: rendered again"
    assert runner.invoke(app, ["check", spec, "--theme", "dark"]).exit_code == 0
    (tmp_path / "brand.toml").write_text('extends = "dark"\n[brand]\nname = "Night Notes"\n', encoding="utf-8")
    said = runner.invoke(app, ["alt", spec, "--theme", str(tmp_path / "brand.toml")])
    assert said.exit_code == 0 and said.stdout.startswith("Night Notes. Blueprint of two bars.")
    figure = runner.invoke(app, ["embed", spec, "-f", "html", "--base", "/img", "--dark-base", "/img/dark"]).stdout
    assert '<source media="(prefers-color-scheme: dark)" srcset="/img/dark/kept-utilization.svg"' in figure


def test_a_theme_that_is_not_is_a_usage_error_and_a_bad_file_is_located(tmp_path):
    spec = str(SPECS / "kept-utilization.yaml")
    unknown = runner.invoke(app, ["render", spec, "-o", str(tmp_path), "--theme", "drak"])
    assert unknown.exit_code == 2 and "unknown theme `drak` (did you mean `dark`?)" in unknown.stderr
    (tmp_path / "bad.toml").write_text("[palette]\nblue = 'blue'\n", encoding="utf-8")
    bad = runner.invoke(app, ["check", spec, "--theme", str(tmp_path / "bad.toml")])
    assert bad.exit_code == 1 and bad.stderr == f"{tmp_path / 'bad.toml'}:2:8: error: `blue` is a colour written `#RRGGBB`; found `blue`\n"
    wrong = runner.invoke(app, ["embed", spec, "--dark-base", "/img/dark"])
    assert wrong.exit_code == 2 and "use --format html" in wrong.stderr
    assert not list(tmp_path.glob("*.svg")), "nothing written"


def test_a_theme_reaches_the_workers_of_a_render_pool(tmp_path):
    specs = [str(SPECS / f"{name}.yaml") for name in ("kept-utilization", "cold-start", "fill-idle-gpus")]
    result = runner.invoke(app, ["render", *specs, "-o", str(tmp_path), "--theme", "dark", "--jobs", "2", "--format", "svg"])
    assert result.exit_code == 0, result.output
    assert all("#17191D" in (tmp_path / f"{Path(s).stem}.svg").read_text() for s in specs)
