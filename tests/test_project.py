"""The project file (issue 28, item 1): `blueprint.toml` or `[tool.blueprint]`
in pyproject.toml holds what every spec of a blog would repeat; the command
line wins over it, a spec's own keys win over it, and it is checked like a
spec, each problem a located line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from blueprint import batch
from blueprint.project import settings as project_settings
from blueprint.cli import app
from blueprint.project import Project, ProjectError, find_project, load_project
from conftest import SPECS

runner = CliRunner()


def invoke(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input)


@pytest.fixture
def blog(tmp_path, monkeypatch):
    """A blog's repository: a content tree of specs, a site generator's static/ folder."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "content" / "posts" / "gpu-week").mkdir(parents=True)
    (tmp_path / "static").mkdir()
    shutil.copy(SPECS / "kept-utilization.yaml", tmp_path / "content" / "posts" / "gpu-week" / "kept.yaml")
    shutil.copy(SPECS / "fee-break-even.yaml", tmp_path / "content" / "posts" / "fee.yaml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


BLOG_TOML = 'specs = "content"\noutput = "static/diagrams"\nbase = "/diagrams"\nscale = 0.5\n'


def test_a_blog_renders_checks_and_embeds_with_no_option(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML)
    result = invoke("render")
    assert result.exit_code == 0, result.output
    out = blog / "static" / "diagrams"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [
        "posts/fee.alt.txt", "posts/fee.png", "posts/fee.svg",
        "posts/gpu-week/kept.alt.txt", "posts/gpu-week/kept.png", "posts/gpu-week/kept.svg",
    ], "the content tree, kept under the output folder"
    png = (out / "posts" / "fee.png").read_bytes()
    assert int.from_bytes(png[16:20], "big") == 600, "the project's scale"
    assert "2 ok, 0 failed" in invoke("check").stdout
    figure = invoke("embed", "content/posts/gpu-week/kept.yaml", "--format", "html").stdout
    assert 'src="/diagrams/posts/gpu-week/kept.png" srcset="/diagrams/posts/gpu-week/kept.svg"' in figure, figure


def test_the_command_line_wins_over_the_file(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'formats = ["svg"]\n')
    result = invoke("render", "content/posts/fee.yaml", "-o", "elsewhere", "--scale", "1", "--format", "png")
    assert result.exit_code == 0, result.output
    png = (blog / "elsewhere" / "posts" / "fee.png").read_bytes()
    assert int.from_bytes(png[16:20], "big") == 1200 and not (blog / "elsewhere" / "posts" / "fee.svg").exists()
    assert invoke("embed", "content/posts/fee.yaml", "--base", "/img").stdout.startswith('<img src="/img/posts/fee.svg"')
    invoke("render")
    assert sorted(p.name for p in (blog / "static" / "diagrams" / "posts").glob("fee.*")) == ["fee.svg"], "the file's formats"


def test_a_spec_own_brand_wins_over_the_file(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML + '[brand]\nname = "Night Shift"\nwordmark = "nightshift"\n')
    spec = blog / "content" / "posts" / "fee.yaml"
    assert invoke("alt", str(spec)).stdout.startswith("Night Shift. Blueprint"), "the project's brand"
    spec.write_text(spec.read_text().replace("blueprint: 1\n", "blueprint: 1\nbrand: {name: Cedana, wordmark: cedana}\n"))
    assert invoke("alt", str(spec)).stdout.startswith("Cedana. Blueprint"), "the spec's own"
    (blog / "blueprint.toml").write_text(BLOG_TOML + "brand = {show = false}\n")
    branded = invoke("render", str(spec), "-o", "-", "-f", "svg").stdout
    spec.write_text(spec.read_text().replace("brand: {name: Cedana, wordmark: cedana}\n", ""))
    assert branded != invoke("render", str(spec), "-o", "-", "-f", "svg").stdout, "the spec's brand still shows"


def test_the_brand_and_theme_reach_the_picture_and_the_cache(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML)
    invoke("render")
    svg = (blog / "static" / "diagrams" / "posts" / "fee.svg").read_text()
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'theme = "house"\nbrand = {show = false}\n')
    result = invoke("render")
    assert "2 rendered" in result.stdout, "another brand: not current"
    assert (blog / "static" / "diagrams" / "posts" / "fee.svg").read_text() != svg


def test_pyproject_tool_table_is_read_and_blueprint_toml_wins(blog):
    (blog / "pyproject.toml").write_text('[project]\nname = "my-blog"\n\n[tool.blueprint]\noutput = "public/img"\nspecs = "content"\n')
    assert find_project().output == Path("public/img")
    (blog / "blueprint.toml").write_text('output = "static/img"\n')
    assert find_project().output == Path("static/img"), "blueprint.toml wins in one folder"


def test_the_file_is_found_from_a_sub_folder_and_paths_are_its_own(blog, monkeypatch):
    monkeypatch.delenv("BLUEPRINT_CACHE_DIR")
    (blog / "blueprint.toml").write_text(BLOG_TOML)
    monkeypatch.chdir(blog / "content" / "posts")
    found = find_project()
    assert found.root == Path("../..") and found.output == Path("../../static/diagrams")
    result = invoke("render", "fee.yaml")
    assert result.exit_code == 0, result.output
    assert "fee.yaml -> ../../static/diagrams/posts/{fee.svg" in result.stdout, "the tree, whatever folder it runs in"
    assert (blog / ".blueprint-cache").is_dir(), "the cache at the project's root"


def test_the_search_stops_at_the_repository_root(tmp_path, monkeypatch):
    (tmp_path / "blueprint.toml").write_text('output = "far"\n')
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "repo")
    assert find_project() == Project(root=Path("."))
    (tmp_path / "repo" / "pyproject.toml").write_text('[project]\nname = "blueprint-notes"\nscripts = {blueprint = "x"}\n')
    assert find_project().file is None, "a pyproject.toml without [tool.blueprint] is no project file"


def errors_of(tmp_path, text: str, name: str = "blueprint.toml") -> list[str]:
    (tmp_path / name).write_text(text)
    with pytest.raises(ProjectError) as caught:
        load_project(tmp_path / name, tmp_path, table=("tool", "blueprint") if name == "pyproject.toml" else ())
    return caught.value.lines()


def test_every_problem_is_a_located_line(tmp_path):
    lines = errors_of(tmp_path, "\n".join([
        "# the blog",
        'specs = "content"',
        "scale = 9",
        'formats = ["svg", "jpg"]',
        'theme = "hous"',
        "colour = 1",
        'brand = {name = "X", show = 3, wordmrk = "y"}',
        "output = 4",
        "[cache]",
        "x = 1",
    ]) + "\n")
    assert lines == [
        "blueprint.toml:3:9: error: expected a number from 0.25 to 8; found `9`",
        "blueprint.toml:4:11: error: `jpg` is not one of `alt`, `pdf`, `png`, `svg` (did you mean `png`?)",
        "blueprint.toml:5:9: error: unknown theme `hous` (did you mean `house`?); name a shipped theme, `dark` or `house`, or a theme file ending in .toml",
        "blueprint.toml:6:1: error: unknown key `colour`; valid keys here: `base`, `brand`, `cache`, `formats`, `output`, `scale`, `specs`, `svg-text`, `theme`",
        "blueprint.toml:7:29: error: expected `true` or `false`, found the number `3`",
        "blueprint.toml:7:32: error: unknown key `wordmrk` (did you mean `wordmark`?); valid keys here: `name`, `show`, `wordmark`",
        'blueprint.toml:8:10: error: expected a folder, as text (`"static/diagrams"`), found the number `4`',
        'blueprint.toml:9:2: error: expected a folder, as text (`"static/diagrams"`), found a table',
    ]


def test_pyproject_problems_are_located_in_its_table(tmp_path):
    lines = errors_of(tmp_path, '[project]\nname = "x"\n\n[tool.blueprint]\noutput = "static"\nbase = ["/img"]\n\n[tool.blueprint.brand]\nshow = "yes"\n', "pyproject.toml")
    assert lines == [
        'pyproject.toml:6:8: error: expected an address, as text (`"/diagrams"`), found a list',
        "pyproject.toml:9:8: error: expected `true` or `false`, found the text `yes`",
    ]


def test_syntax_and_misplaced_tables_and_invisible_characters(tmp_path):
    assert errors_of(tmp_path, 'output = static\n') == ["blueprint.toml:1:10: error: invalid TOML: Invalid value"]
    assert errors_of(tmp_path, '[tool.blueprint]\noutput = "x"\n')[0].startswith(
        "blueprint.toml:1:2: error: unknown key `tool` (in blueprint.toml the keys stand at the top of the file"
    )
    assert errors_of(tmp_path, 'brand.name = "Ce\\u200bdana"\n') == [
        "blueprint.toml:1:14: error: text is drawn and read aloud, so it may hold only visible characters and spaces;"
        " found the character zero width space (U+200B) at character 3"
    ]


def test_a_wrong_file_stops_every_command_with_its_lines(blog):
    (blog / "blueprint.toml").write_text('specs = "content"\nscale = "big"\n')
    for command in (["render"], ["check"], ["alt", "content/posts/fee.yaml"], ["embed", "content/posts/fee.yaml"], ["preview"]):
        result = invoke(*command)
        assert result.exit_code == 2, (command, result.output)
        assert result.stderr == "blueprint.toml:2:9: error: expected a number from 0.25 to 8; found `big`\n", command
    assert not (blog / "static" / "diagrams").exists() and not (blog / "output").exists()


def test_the_formats_of_the_file_and_of_the_command_are_the_same():
    assert project_settings.FORMATS == batch.FORMATS


def test_project_paths_and_the_tree(blog):
    (blog / "blueprint.toml").write_text('specs = ["content", "drafts"]\noutput = "static/img"\n')
    found = find_project()
    assert found.specs == (Path("content"), Path("drafts"))
    assert found.tree_folder(Path("content/posts/gpu-week/kept.yaml")) == Path("posts/gpu-week")
    assert found.tree_folder(Path("elsewhere/fig.yaml")) == Path(".")


def test_a_wordmark_the_font_cannot_draw_is_located_in_the_file(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML + '[brand]\nname = "Nihon"\nwordmark = "日本"\n')
    for command in (["render"], ["check"], ["alt", "content/posts/fee.yaml"]):
        result = invoke(*command)
        assert result.exit_code == 2, (command, result.output)
        assert result.stderr == "blueprint.toml:7:12: error: the font has no glyph for '日', '本' in `日本`\n", command
    assert not (blog / "static" / "diagrams").exists()


from hypothesis import given, settings, strategies as st

TOML_BITS = st.sampled_from([
    "specs", "output", "base", "scale", "formats", "theme", "brand", "cache", "svg-text", "tool", "blueprint", "x",
    " = ", "=", '"', "'", '"""', "'''", "[", "]", "[[", "]]", "{", "}", ",", ".", "\n", " ", "\t", "#", "1", "0.5", "-3",
    "true", "false", "1979-05-27", "inf", "nan", '"content"', '"/img"', '["svg", "png"]', "{name = \"x\"}", "\\", "\u200b", "\x00",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(TOML_BITS, max_size=40).map("".join), st.booleans())
def test_any_project_file_is_read_or_refused_in_located_lines(tmp_path_factory, text, pyproject):
    """Whatever a project file holds: a project, or ProjectError whose every
    line is `FILE:LINE:COL: error: MESSAGE` on one line. Never another exception."""
    folder = tmp_path_factory.mktemp("p")
    name = "pyproject.toml" if pyproject else "blueprint.toml"
    (folder / name).write_text(("[tool.blueprint]\n" if pyproject else "") + text, encoding="utf-8")
    try:
        load_project(folder / name, folder, table=("tool", "blueprint") if pyproject else ())
    except ProjectError as error:
        for line in error.lines():
            assert line.startswith(f"{name}:") and ": error: " in line and "\n" not in line, line


# --- the project's theme and the themes of the command line (loop-views' themefile) ---


def test_the_project_theme_is_a_shipped_theme_or_a_file_beside_it(blog, monkeypatch):
    """`theme` loads through blueprint.themefile: a shipped name, or a theme
    file relative to the project file's folder wherever the command runs;
    `--theme` wins over it, and the project's brand shows in either."""
    spec = "content/posts/fee.yaml"
    dark = invoke("render", spec, "-o", "-", "--theme", "dark").stdout
    house = invoke("render", spec, "-o", "-").stdout
    assert dark != house
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'theme = "dark"\n')
    assert invoke("render", spec, "-o", "-").stdout == dark, "the project's theme"
    assert invoke("render", spec, "-o", "-", "--theme", "house").stdout == house, "the command line wins"
    (blog / "themes").mkdir()
    (blog / "themes" / "blog.toml").write_text('extends = "dark"\n[palette]\nblue = "#7AA5FF"\n')
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'theme = "themes/blog.toml"\n')
    monkeypatch.chdir(blog / "content" / "posts")
    own = invoke("render", "fee.yaml", "-o", "-")
    assert own.exit_code == 0, own.output
    assert "#7AA5FF" in own.stdout and own.stdout != dark, "the file beside the project file, found from a sub-folder"


def test_a_project_theme_that_is_wrong_is_located(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'theme = "drak"\n')
    result = invoke("check")
    assert result.exit_code == 2
    assert result.stderr.startswith("blueprint.toml:5:9: error: unknown theme `drak` (did you mean `dark`?)"), result.stderr
    (blog / "blog.toml").write_text('[palette]\nblue = "blue"\n')
    (blog / "blueprint.toml").write_text(BLOG_TOML + 'theme = "blog.toml"\n')
    result = invoke("check")
    assert result.exit_code == 2 and result.stderr.startswith("blog.toml:2:8: error: `blue` is a colour written `#RRGGBB`; found `blue`"), result.stderr


def test_dark_base_follows_the_tree_as_base_does(blog):
    (blog / "blueprint.toml").write_text(BLOG_TOML)
    figure = invoke("embed", "content/posts/gpu-week/kept.yaml", "--format", "html", "--dark-base", "/diagrams/dark").stdout
    assert 'srcset="/diagrams/dark/posts/gpu-week/kept.svg"' in figure, figure
    assert 'src="/diagrams/posts/gpu-week/kept.png"' in figure, figure
