"""The render cache: a spec whose files are current is skipped; anything that
could change a file (the spec, the theme, the package, the options, the file
itself) renders again; a bad cache entry is never trusted."""

from __future__ import annotations

import json
import shutil

import pytest
from typer.testing import CliRunner

import blueprint
from blueprint import batch, cache
from blueprint.cli import app
from blueprint.pipeline import compile_spec
from test_outputs import workdir  # noqa: F401 - the fixture: specs/a.yaml in a fresh folder

runner = CliRunner()
SCALE = "0.25"
NAMES = ("a.svg", "a.png", "a.alt.txt")


def render(*args: str):
    return runner.invoke(app, ["render", "specs/a.yaml", "--scale", SCALE, *args])


def stamps(folder):
    """Each output's inode and modification time: a rewrite (a rename over it) changes both."""
    return {name: ((folder / name).stat().st_ino, (folder / name).stat().st_mtime_ns) for name in NAMES}


def rendered_again(workdir, before) -> bool:
    after = stamps(workdir / "output")
    return all(after[name] != before[name] for name in NAMES)


def test_an_unchanged_spec_is_not_rendered_again(workdir):
    assert render().exit_code == 0
    before = stamps(workdir / "output")
    result = render()
    assert result.exit_code == 0, result.output
    assert stamps(workdir / "output") == before, "no file was rewritten"
    assert "(current, not rendered again)" in result.stdout
    assert result.stdout.endswith("0 rendered, 0 failed, 1 current\n")


def test_the_cached_files_are_those_a_render_makes(workdir):
    render()
    expected = compile_spec((workdir / "specs" / "a.yaml").read_bytes(), "specs/a.yaml", scale=float(SCALE), name="a")
    output = workdir / "output"
    assert (output / "a.svg").read_text(encoding="utf-8") == expected.svg
    assert (output / "a.png").read_bytes() == expected.png
    first = {name: (output / name).read_bytes() for name in NAMES}
    assert render("--force").exit_code == 0
    assert {name: (output / name).read_bytes() for name in NAMES} == first, "byte-identical, render after render"


def test_force_renders_anyway(workdir):
    render()
    before = stamps(workdir / "output")
    assert "1 rendered, 0 failed" in render("--force").stdout
    assert rendered_again(workdir, before)


def test_an_edited_spec_renders_again(workdir):
    render()
    before = stamps(workdir / "output")
    spec = workdir / "specs" / "a.yaml"
    spec.write_text(spec.read_text() + "# edited\n")
    assert "1 rendered" in render().stdout
    assert rendered_again(workdir, before)


def test_another_theme_renders_again(workdir, monkeypatch):
    import blueprint.theme as theme

    render()
    before = stamps(workdir / "output")
    monkeypatch.setattr(theme, "DEFAULT_THEME", theme.DEFAULT_THEME.with_brand(name="Another"))
    assert "1 rendered" in render().stdout
    assert rendered_again(workdir, before)


def test_another_package_version_renders_again(workdir, monkeypatch):
    render()
    before = stamps(workdir / "output")
    monkeypatch.setattr(blueprint, "__version__", "99.0.0")
    assert "1 rendered" in render().stdout
    assert rendered_again(workdir, before)


def test_edited_package_files_render_again(workdir, monkeypatch):
    render()
    before = stamps(workdir / "output")
    monkeypatch.setattr(cache, "package_digest", lambda: "0" * 64)
    assert "1 rendered" in render().stdout
    assert rendered_again(workdir, before)


def test_other_options_render_again(workdir):
    render()
    before = stamps(workdir / "output")
    assert "1 rendered" in render("--scale", "0.5").stdout  # the last --scale wins
    assert rendered_again(workdir, before)


@pytest.mark.parametrize("change", ["delete", "edit"])
def test_a_changed_output_renders_again(workdir, change):
    render()
    output = workdir / "output"
    good = (output / "a.png").read_bytes()
    if change == "delete":
        (output / "a.png").unlink()
    elif change == "edit":
        (output / "a.png").write_bytes(b"not the png")
    result = render()
    assert "1 rendered" in result.stdout, result.output
    assert (output / "a.png").read_bytes() == good


def test_an_output_turned_folder_is_no_current_file(workdir):
    render()
    (workdir / "output" / "a.png").unlink()
    (workdir / "output" / "a.png").mkdir()
    result = render()
    assert result.exit_code == 1 and "cannot write output/a.png: Is a directory" in result.stderr


def entry_of(workdir):
    import os
    from pathlib import Path

    (entry,) = cache.bucket(Path(os.environ["BLUEPRINT_CACHE_DIR"]), workdir / "output").glob("*.json")
    return entry


@pytest.mark.parametrize("content", [b"", b"{not json", b"[1, 2]", b'{"blueprint-cache": 2}', b"\xff" * 10, b"{}" + b" " * 70_000])
def test_a_corrupt_entry_is_ignored(workdir, content):
    render()
    before = stamps(workdir / "output")
    entry_of(workdir).write_bytes(content)
    result = render()
    assert result.exit_code == 0 and "1 rendered" in result.stdout, result.output
    assert rendered_again(workdir, before)
    assert json.loads(entry_of(workdir).read_text())["blueprint-cache"] == cache.FORMAT, "rewritten whole"


def test_a_foreign_entry_is_not_trusted(workdir):
    """An entry with the right key but hashes of other files (or for other
    targets) is a miss: the files on disk are what is checked."""
    render()
    entry = entry_of(workdir)
    data = json.loads(entry.read_text())
    data["files"] = {name: "0" * 64 for name in data["files"]}
    entry.write_text(json.dumps(data))
    before = stamps(workdir / "output")
    assert "1 rendered" in render().stdout
    assert rendered_again(workdir, before)
    data = json.loads(entry.read_text())
    data["files"] = {"b.svg": data["files"]["a.svg"]}
    entry.write_text(json.dumps(data))
    assert "1 rendered" in render().stdout


def test_a_bad_spec_is_never_current(workdir):
    spec = workdir / "specs" / "a.yaml"
    render()
    spec.write_text("blueprint: 1\nmarks:\n  - bar: {color: grey}\n")
    for _ in range(2):
        result = render()
        assert result.exit_code == 1 and "a.yaml:3:11: error: unknown key `color`" in result.stderr


def test_the_python_api_uses_the_cache_with_its_theme(workdir):
    """`render_one` takes the theme in its options: another theme is another key."""
    import blueprint.theme as theme

    spec = workdir / "specs" / "a.yaml"
    job = batch.folder_jobs([(spec, spec.parent.relative_to(spec.parent))], workdir / "out", batch.FORMATS)[0]
    options = batch.RenderOptions(scale=float(SCALE))
    assert batch.render_one(job, options).status == "rendered"
    assert batch.render_one(job, options).status == "current"
    other = batch.RenderOptions(scale=float(SCALE), theme=theme.DEFAULT_THEME.with_brand(show=False))
    assert batch.render_one(job, other).status == "rendered"


def test_the_size_limit_is_the_loaders():
    from blueprint.loader.source import MAX_BYTES

    assert cache.MAX_KEYED_BYTES == MAX_BYTES


# --- issue 28, item 2: nothing unpublished in what gets published -------------------------------


def published(folder):
    """Everything a site generator would copy from an output folder."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def test_the_cache_lives_outside_the_output_folder(workdir, monkeypatch):
    monkeypatch.delenv("BLUEPRINT_CACHE_DIR")
    assert render().exit_code == 0
    assert published(workdir / "output") == sorted(NAMES), "only the outputs: no cache, no hidden file"
    folder = workdir / cache.FOLDER
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*", "never committed"
    assert (folder / "CACHEDIR.TAG").read_bytes().startswith(b"Signature: 8a477f597d28d172789f06886806bc55")
    (entry,) = folder.glob("outputs/*/*.json")
    assert json.loads(entry.read_text())["spec"] == str(workdir / "specs" / "a.yaml")
    assert "(current, not rendered again)" in render().stdout


def test_a_cache_that_would_be_published_goes_to_the_users_cache_folder(workdir, monkeypatch, tmp_path_factory):
    monkeypatch.delenv("BLUEPRINT_CACHE_DIR")
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    result = runner.invoke(app, ["render", "specs/a.yaml", "--scale", SCALE, "-o", "."])
    assert result.exit_code == 0, result.output
    assert not (workdir / cache.FOLDER).exists(), "the output folder is the project's root: the cache is not put there"
    assert list((home / "blueprint" / cache.OUTPUTS).glob("*/*.json"))


def test_the_cache_an_older_blueprint_kept_in_the_output_folder_is_taken_out(workdir):
    old = workdir / "output" / cache.FOLDER
    old.mkdir(parents=True)
    (old / ("0" * 40 + ".json")).write_text('{"blueprint-cache": 1}')
    result = render()
    assert result.exit_code == 0, result.output
    assert "output/.blueprint-cache: note: removed the render cache from the output folder" in result.stderr
    assert published(workdir / "output") == sorted(NAMES)
    (old).mkdir()
    (old / "mine.txt").write_text("not the cache's")
    render("--force")
    assert (old / "mine.txt").exists(), "a file the cache never wrote stays"


def test_prune_removes_the_files_of_a_deleted_spec_and_nothing_else(workdir):
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "specs" / "b.yaml")
    (workdir / "specs" / "post").mkdir()
    shutil.copy(workdir / "specs" / "a.yaml", workdir / "specs" / "post" / "c.yaml")
    assert runner.invoke(app, ["render", "--scale", SCALE]).exit_code == 0
    output = workdir / "output"
    (output / "logo.svg").write_text("<svg/>")  # the site's own file in the same folder
    (output / "b.alt.txt").write_text("edited by hand")  # changed since it was rendered: not ours to remove
    (workdir / "specs" / "b.yaml").unlink()
    (workdir / "specs" / "post" / "c.yaml").unlink()
    kept = runner.invoke(app, ["render", "--scale", SCALE])
    assert "pruned" not in kept.stdout and (output / "b.svg").exists(), "without --prune nothing is removed"
    result = runner.invoke(app, ["render", "--scale", SCALE, "--prune"])
    assert result.exit_code == 0, result.output
    assert "specs/b.yaml is gone -> removed output/{b.svg, b.png}" in result.stdout
    assert "specs/post/c.yaml is gone -> removed output/post/{c.svg, c.png, c.alt.txt}" in result.stdout
    assert result.stdout.endswith("0 rendered, 0 failed, 1 current, 2 pruned\n")
    assert published(output) == sorted(["a.svg", "a.png", "a.alt.txt", "b.alt.txt", "logo.svg"]), "post/ went with its last file"
    again = runner.invoke(app, ["render", "--scale", SCALE, "--prune"])
    assert "pruned" not in again.stdout


def test_prune_takes_a_deleted_spec_draft_too(workdir):
    from test_drafts import CLASH

    spec = workdir / "specs" / "a.yaml"
    render()
    spec.write_text(CLASH)
    assert render().exit_code == 1 and (workdir / "output" / "a.draft.svg").exists()
    spec.unlink()
    result = runner.invoke(app, ["render", "--prune"], catch_exceptions=False)
    assert "specs/a.yaml is gone -> removed output/{a.svg, a.png, a.alt.txt, a.draft.svg, a.draft.png}" in result.stdout
    assert published(workdir / "output") == []
