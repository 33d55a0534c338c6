"""The command line contract of DESIGN.md: files, exit codes, errors, atomicity."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from conftest import SPECS

runner = CliRunner()
GOOD = (SPECS / "kept-utilization.yaml").read_text()
BAD = "blueprint: 1\nmarks:\n  - bar: {color: grey}\n"


def invoke(*args: str):
    return runner.invoke(app, list(args))


def files_in(folder):
    """The files of a folder, but the render cache's own."""
    return sorted(p.name for p in folder.iterdir() if p.name != ".blueprint-cache")


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
    names = files_in(workdir / "output")
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
    before = {p.name: p.read_bytes() for p in (workdir / "output").iterdir() if p.is_file()}
    spec.write_text(BAD)
    result = invoke("render", str(spec))
    assert result.exit_code == 1
    assert "kept-utilization.yaml:3:11: error: unknown key `color`" in result.output
    after = {p.name: p.read_bytes() for p in (workdir / "output").iterdir() if p.is_file()}
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
    assert not [n for n in files_in(workdir / "output") if n.startswith(".")]


def test_written_files_are_readable_by_others(workdir):
    invoke("render")
    for path in (workdir / "output").glob("*.*"):
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
    assert done.stdout == "specs/fee-break-even.yaml: ok\n1 ok, 0 failed\n", "results go to stdout"
    assert done.stderr == ""


def test_errors_never_show_a_traceback(workdir):
    for text in ("\x00\x01", "[", "blueprint: 1\nmarks: 5\n", "blueprint: 1\nmarks:\n  - bar: [1, 2]\n"):
        (workdir / "specs" / "x.yaml").write_bytes(text.encode() if isinstance(text, str) else text)
        result = invoke("check", "specs/x.yaml")
        assert result.exit_code == 1
        assert "Traceback" not in result.output
        assert "x.yaml:" in result.output and ": error: " in result.output


# --- the command line a user expects (issue 14, item 4) ------------------------------------------


def test_version_and_short_help():
    import blueprint

    result = invoke("--version")
    assert result.exit_code == 0 and result.stdout == f"blueprint {blueprint.__version__}\n"
    short = invoke("-h")
    assert short.exit_code == 0 and short.stdout == invoke("--help").stdout
    assert "render" in short.stdout
    assert invoke("render", "-h").exit_code == 0


def test_blueprint_alone_prints_help_and_succeeds():
    result = invoke()
    assert result.exit_code == 0
    assert result.stdout.startswith("Usage:") and "render" in result.stdout


def test_render_reads_a_spec_from_stdin(workdir):
    result = runner.invoke(app, ["render", "-", "--scale", "0.25"], input=GOOD)
    assert result.exit_code == 0, result.output
    assert files_in(workdir / "output") == ["stdin.alt.txt", "stdin.png", "stdin.svg"]
    assert re.search(r'id="stdin-[0-9a-f]{8}-title"', (workdir / "output" / "stdin.svg").read_text()), "named stdin"
    into = runner.invoke(app, ["render", "-", "-o", "from-stdin.svg"], input=GOOD)
    assert into.exit_code == 0, into.output
    assert (workdir / "from-stdin.svg").read_text().startswith("<?xml")
    bad = runner.invoke(app, ["render", "-"], input=BAD)
    assert bad.exit_code == 1 and bad.stderr.startswith("<stdin>:3:11: error: unknown key `color`")
    assert runner.invoke(app, ["render", "-", "specs"], input=GOOD).exit_code == 2


def test_output_to_one_file(workdir):
    from blueprint.pipeline import compile_spec

    expected = compile_spec(GOOD, "specs/kept-utilization.yaml", name="kept-utilization")
    assert invoke("render", "specs/kept-utilization.yaml", "-o", "diagram.svg").exit_code == 0
    assert (workdir / "diagram.svg").read_text(encoding="utf-8") == expected.svg
    assert invoke("render", "specs/kept-utilization.yaml", "-o", "pics/diagram.png", "--scale", "1").exit_code == 0
    png = (workdir / "pics" / "diagram.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(png[16:20], "big") == 1200
    assert files_in(workdir / "pics") == ["diagram.png"], "that file alone"
    assert invoke("render", "specs/kept-utilization.yaml", "-o", "alt.txt").exit_code == 0
    assert (workdir / "alt.txt").read_text(encoding="utf-8") == expected.alt + "\n"
    assert invoke("render", "specs", "-o", "diagram.svg").exit_code == 2, "two specs cannot be one file"


def test_format_picks_the_outputs(workdir):
    result = invoke("render", "--format", "svg,alt", "--scale", "0.25")
    assert result.exit_code == 0, result.output
    assert files_in(workdir / "output") == sorted(
        f"{n}.{ext}" for n in ("kept-utilization", "fee-break-even") for ext in ("svg", "alt.txt")
    )
    wrong = invoke("render", "--format", "svg,jpeg")
    assert wrong.exit_code == 2 and "unknown format jpeg" in wrong.output


def test_folders_are_rendered_recursively_into_the_same_tree(workdir):
    for folder in ("posts/one", "posts/two"):
        (workdir / folder).mkdir(parents=True)
        (workdir / folder / "fig.yaml").write_text(GOOD)
    (workdir / "posts" / ".hidden").mkdir()
    (workdir / "posts" / ".hidden" / "skipped.yaml").write_text(BAD)
    result = invoke("render", "posts", "--scale", "0.25", "--format", "svg")
    assert result.exit_code == 0, result.output
    assert files_in(workdir / "output") == ["one", "two"]
    assert files_in(workdir / "output" / "one") == ["fig.svg"] and files_in(workdir / "output" / "two") == ["fig.svg"]
    assert "posts/two/fig.yaml -> output/two/{fig.svg}" in result.stdout
    assert invoke("check", "posts").stdout.endswith("2 ok, 0 failed\n")


def test_results_go_to_stdout_and_problems_to_stderr(workdir):
    (workdir / "specs" / "broken.yaml").write_text(BAD)
    result = invoke("render", "--scale", "0.25")
    assert result.exit_code == 1
    assert "error:" not in result.stdout
    assert result.stdout.splitlines()[-1] == "2 rendered, 1 failed"
    assert result.stderr.splitlines() == [line for line in result.stderr.splitlines() if ": error: " in line]
    checked = invoke("check")
    assert checked.stdout.splitlines() == ["specs/fee-break-even.yaml: ok", "specs/kept-utilization.yaml: ok", "2 ok, 1 failed"]
    assert checked.stderr.startswith("specs/broken.yaml:3:11: error:")


def test_icons_go_to_their_own_folder(workdir):
    result = invoke("icons")
    assert result.exit_code == 0, result.output
    assert files_in(workdir / "icons") == ["icons.png", "icons.svg"]
    assert not (workdir / "output").exists()


def test_help_and_check_do_not_import_what_they_do_not_use(workdir):
    """`--help` loads no stage; `check` and `alt` never load the rasterizer or
    typeguard (inflect is imported without its import-time checks)."""
    probe = (
        "import sys\nfrom blueprint.cli import main\nsys.argv = ['blueprint'] + sys.argv[1:]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(' '.join(m for m in ('cairosvg', 'cairocffi', 'typeguard', 'blueprint.layout', 'blueprint.describe', 'inflect') if m in sys.modules), file=sys.stderr)\n"
    )

    def loaded(*args: str) -> set[str]:
        done = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True, cwd=workdir, timeout=120)
        return set(done.stderr.splitlines()[-1].split())

    assert loaded("--help") == set()
    assert loaded("check", "specs/kept-utilization.yaml") & {"cairosvg", "cairocffi", "typeguard"} == set()
    assert loaded("alt", "specs/kept-utilization.yaml") & {"cairosvg", "cairocffi", "typeguard"} == set()
    assert "cairosvg" in loaded("render", "specs/kept-utilization.yaml", "--force")


def test_check_loads_only_the_marks_and_tables_its_spec_uses(workdir):
    """A spec of bars and guides is checked without importing (and building the
    models of) any other mark, without the describe stage, and without reading
    the font's outlines or its name table: only metrics are measured."""
    probe = (
        "import sys\nfrom blueprint.cli import main\nsys.argv = ['blueprint', 'check', 'specs/kept-utilization.yaml']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith(('blueprint.marks.', 'blueprint.describe', 'fontTools.ttLib.tables.')))), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=workdir, timeout=120)
    loaded = set(done.stderr.splitlines()[-1].split())
    marks = {m.split(".")[2] for m in loaded if m.startswith("blueprint.marks.")}
    # look, label, axis (and axis_checks), positions, units: the part model every mark shares (its look, its
    # label, its axis, the positions on its scale, the units its values are in)
    assert marks == {"bar", "base", "guides", "look", "label", "axis", "axis_checks", "positions", "units"}, marks
    assert not any(m.startswith("blueprint.describe") for m in loaded)
    assert not loaded & {"fontTools.ttLib.tables._g_l_y_f", "fontTools.ttLib.tables._n_a_m_e", "fontTools.ttLib.tables.otTables"}


# --- cold start (issue 28, item 8) --------------------------------------------------------------


def test_a_command_line_builds_only_the_command_it_runs():
    """`only` keeps the command the first argument names; anything else keeps them all."""
    from blueprint.cli import only

    assert [info.callback.__name__ for info in only(["check"]).registered_commands] == ["check"]
    assert only(["--help"]) is app and only([]) is app and only(["chek"]) is app
    assert len(app.registered_commands) > 1  # the app itself is left as it was
    runner = CliRunner()
    for words in (["check", "--help"], ["render", "--help"], ["render", "--scale", "99"], ["check", "--bogus"]):
        narrowed, whole = runner.invoke(only(words), words, prog_name="blueprint"), runner.invoke(app, words, prog_name="blueprint")
        assert (narrowed.exit_code, narrowed.output) == (whole.exit_code, whole.output), words


def test_the_command_line_does_not_search_package_metadata_for_plugins(workdir):
    """Pydantic's plugin search (importlib.metadata, email, zipfile) is left out
    when every plugin is off, as the command line turns them off; a user who
    names plugins to leave out gets pydantic's own loader."""
    probe = (
        "import sys\nfrom blueprint.cli import main\nsys.argv = ['blueprint', 'check', 'specs/kept-utilization.yaml']\n"
        "try:\n    main()\nexcept SystemExit as exit:\n    assert exit.code == 0, exit.code\n"
        "print(' '.join(m for m in ('importlib.metadata', 'zipfile') if m in sys.modules), file=sys.stderr)\n"
    )
    env = {name: value for name, value in os.environ.items() if name != "PYDANTIC_DISABLE_PLUGINS"}

    def loaded(**extra: str) -> set[str]:
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=workdir, timeout=120, env={**env, **extra})
        assert "1 ok, 0 failed" in done.stdout, done.stdout + done.stderr
        return set(done.stderr.splitlines()[-1].split())

    assert loaded() == set()
    assert "importlib.metadata" in loaded(PYDANTIC_DISABLE_PLUGINS="some-plugin")


def test_no_spec_model_takes_a_builtin_as_its_default_factory():
    """A builtin default factory (`list`) has its signature parsed by the
    tokenizer when pydantic builds the model; `no_items` is read from its code."""
    import inspect

    from blueprint.marks import REGISTRY
    from blueprint.model import no_items

    seen = set()
    models = [REGISTRY[name].model for name in REGISTRY]
    while models:
        model = models.pop()
        if model in seen or not isinstance(model, type) or not hasattr(model, "model_fields"):
            continue
        seen.add(model)
        model.model_rebuild()
        for name, field in model.model_fields.items():
            assert not inspect.isbuiltin(field.default_factory) and not isinstance(field.default_factory, type), f"{model.__name__}.{name}"
            for arg in _types_in(field.annotation):
                models.append(arg)
    assert len(seen) > 20
    assert no_items() == [] and no_items() is not no_items()


def _types_in(annotation):
    import typing

    yield annotation
    for arg in typing.get_args(annotation):
        yield from _types_in(arg)


PLAIN_LINES = (
    ["check"], ["check", "specs"], ["check", "specs/kept-utilization.yaml", "specs/fee-break-even.yaml"], ["check", "gone.yaml"], ["check", "bad.yaml"],
    ["alt", "specs/kept-utilization.yaml"], ["alt", "gone.yaml"], ["alt", "bad.yaml"], ["alt"], ["alt", "a.yaml", "b.yaml"],
    ["render"], ["render", "specs", "-o", "out", "--force"], ["render", "--output", "out", "specs/fee-break-even.yaml"],
    ["render", "specs/kept-utilization.yaml", "-o", "one.svg"], ["render", "specs/kept-utilization.yaml", "-o", "fig.jpg"],
    ["render", "specs", "-o", "one.svg"], ["render", "bad.yaml", "gone.yaml", "-o", "out"], ["render", "-o", "a", "-o", "b"],
)


@pytest.mark.parametrize("words", PLAIN_LINES, ids=" ".join)
def test_a_plain_line_run_without_typer_says_and_writes_what_typer_does(words, tmp_path):
    """`check`, `alt` and `render` with plain paths, `-o` and `--force` skip
    typer's parsing (`cli.direct`): the same lines, status and files as typer's
    run of the same line, each in its own copy of a project; a wrong value is
    handed to typer, which says it with the usage line."""
    runs = {}
    for way, call in (("direct", "main()"), ("typer", "app(prog_name='blueprint')")):
        folder = tmp_path / way
        (folder / "specs").mkdir(parents=True)
        for name in ("kept-utilization", "fee-break-even"):
            shutil.copy(SPECS / f"{name}.yaml", folder / "specs")
        (folder / "bad.yaml").write_text(BAD)
        probe = f"import sys\nsys.argv[0] = 'blueprint'\nfrom blueprint.cli import app, main\n{call}\n"
        env = {**os.environ, "BLUEPRINT_CACHE_DIR": str(tmp_path / f"{way}-cache")}
        done = subprocess.run([sys.executable, "-c", probe, *words], capture_output=True, text=True, cwd=folder, timeout=120, env=env)
        written = sorted(str(path.relative_to(folder)) for path in folder.rglob("*") if path.is_file())
        runs[way] = (done.returncode, done.stdout, done.stderr, written)
    assert runs["direct"] == runs["typer"]
    assert "Traceback" not in runs["direct"][2] and runs["direct"][0] in (0, 1, 2), runs["direct"]


def test_a_plain_line_is_not_parsed_by_typer(workdir):
    probe = (
        "import sys\nfrom blueprint.cli import main\nsys.argv = ['blueprint'] + sys.argv[1:]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('typer._adapters' in sys.modules, file=sys.stderr)\n"
    )

    def parsed(*words: str) -> str:
        done = subprocess.run([sys.executable, "-c", probe, *words], capture_output=True, text=True, cwd=workdir, timeout=120)
        return done.stderr.splitlines()[-1]

    assert parsed("check", "specs") == "False"
    assert parsed("render", "specs", "-o", "out", "--force") == "False"
    assert parsed("render", "specs", "--jobs", "1") == "True"  # any other option: typer's
