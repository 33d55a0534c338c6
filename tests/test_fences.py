"""`blueprint` blocks inside Markdown posts: finding them, their attributes
and names (what a Hugo render hook computes), drawing them through the cache,
problems at the post's own lines, and `blueprint markdown` for a content tree."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from typer.testing import CliRunner

import blueprint
from blueprint import fences
from blueprint.cli import app
from blueprint.fences import Drawer, block_attributes, find_blocks
from test_hostile import _tags

SPEC = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 60%, fill: grey, label: busy 60%}]}\n"
OTHER = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 30%, fill: blue}]}\n"
BAD = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 150%}]}\n"


def post(*parts: str) -> list[str]:
    return "".join(parts).split("\n")


def block(spec: str, info: str = "", fence: str = "```") -> str:
    return f"{fence}blueprint{info}\n{spec}{fence}\n"


# --- finding ---------------------------------------------------------------------------------


def test_blocks_are_found_with_their_lines_and_other_fences_are_skipped_whole():
    lines = post("# A post\n\n", block(SPEC), "\n````markdown\n", block("not: drawn\n"), "````\n\n",
                 block(OTHER, fence="~~~~"), "    ```blueprint\n", "```python\nx = 1\n```\n", "```blueprints\n```\n")
    found = find_blocks(lines)
    assert [(b.line, b.fence, b.text) for b in found] == [(3, "```", SPEC), (15, "~~~~", OTHER)]
    assert lines[found[0].end] == "" and lines[found[0].end - 1] == "```"


def test_an_unclosed_block_runs_to_the_end_and_says_so():
    (found,) = find_blocks(post("text\n", "```blueprint\n", SPEC, "``\n"))
    assert not found.closed and found.end == 7
    figures, problems = Drawer(cache_folder=None).post(post("text\n", "```blueprint\n", SPEC), "post.md", None)
    assert not figures and [p.format() for p in problems] == [
        "post.md:2:1: error: this `blueprint` block is never closed; end it with a line of 3 backticks, as it opens"]


def test_a_block_is_named_as_hugo_names_it():
    """Hugo 0.111 gave `.Inner` "blueprint: 1\\nmarks:\\n  - bar: {parts: [{share: 60%}]}" for this
    block (trailing line breaks left out), and `printf "spec-%.8s" (sha256 .Inner)` "spec-0dc43e9d"."""
    (found,) = find_blocks(post(block("blueprint: 1\nmarks:\n  - bar: {parts: [{share: 60%}]}\n\n\n")))
    assert found.inner == "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 60%}]}"
    assert found.default_name == "spec-0dc43e9d"


@pytest.mark.parametrize(
    ("info", "expected"),
    [
        ("", {}),
        (" name=cold-start", {"name": "cold-start"}),
        (' {name="cold-start", caption="Where the hours go, in a week"}', {"name": "cold-start", "caption": "Where the hours go, in a week"}),
        (" caption='single quotes' name=x", {"caption": "single quotes", "name": "x"}),
        (' caption="a \\"quoted\\" word"', {"caption": 'a "quoted" word'}),
    ],
)
def test_attributes_bare_or_in_braces_as_hugo_writes_them(info, expected):
    assert block_attributes(info) == (expected, None)


@pytest.mark.parametrize(
    ("info", "column", "message"),
    [
        (" {nme=x}", 15, "unknown attribute `nme` of a `blueprint` block (did you mean `name`?); the attributes are `caption`, `name`"),
        (" name=a name=b", 21, "the attribute `name` is given twice"),
        (' {name="x"', 14, "the block's attributes open a `{` that is never closed"),
        (" caption", 14, "cannot read the block's attributes from `caption`"),
        (' name="a b"', 1, "a block's name names its files and ids: letters, digits"),
    ],
)
def test_a_bad_attribute_is_located_on_the_fence(info, column, message):
    _, problems = Drawer(cache_folder=None).post(post("\n", block(SPEC, info)), "post.md", None)
    (problem,) = problems
    assert (problem.location.line, problem.location.column) == (2, column) and problem.message.startswith(message)


# --- drawing ---------------------------------------------------------------------------------


def test_the_figure_is_the_html_embed_with_the_caption(tmp_path):
    figures, problems = Drawer(cache_folder=tmp_path / "cache").post(
        post(block(SPEC, ' {name=busy caption="Where the hours go"}')), "post.md", tmp_path / "site", "/img")
    assert not problems
    (figure,) = figures
    result = blueprint.render(SPEC, name="busy")
    assert (tmp_path / "site" / "busy.svg").read_text(encoding="utf-8") == result.svg
    assert (tmp_path / "site" / "busy.png").read_bytes() == result.png
    tags = _tags(figure.html)
    img = tags[1][1]
    assert (img["src"], img["srcset"], img["alt"]) == ("/img/busy.png", "/img/busy.svg", result.alt)
    assert [text for tag, text in tags if tag == "data"] == ["Where the hours go", "Description", result.long_description]


def test_without_an_output_folder_the_picture_is_inline_and_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    figures, _ = Drawer(cache_folder=None).post(post(block(SPEC)), "post.md", None)
    assert _tags(figures[0].html)[1][1]["src"].startswith("data:image/svg+xml;base64,")
    assert list(tmp_path.iterdir()) == []


def test_every_problem_of_a_post_is_said_at_the_posts_own_lines():
    lines = post("# Post\n\n", block(BAD), "\nprose\n\n", block(OTHER), "\n", block("blueprint: 1\nmarks:\n  - bra: {}\n"))
    figures, problems = Drawer(cache_folder=None).post(lines, "content/post.md", None, offset=4)
    assert len(figures) == 1
    said = [p.format() for p in problems]
    assert said[0] == "content/post.md:10:27: error: a share must be more than 0 and at most 100%; found `150%`"
    assert said[1].startswith("content/post.md:24:5: error: unknown mark `bra` (did you mean `bar`?)") and len(said) == 2


def test_a_drawn_block_comes_from_the_cache_and_a_changed_entry_is_not_trusted(tmp_path, monkeypatch):
    lines = post(block(SPEC, " name=busy"))
    first, _ = Drawer(cache_folder=tmp_path / "cache").post(lines, "post.md", tmp_path / "a")
    entries = sorted(p.suffix for p in (tmp_path / "cache" / "blocks").iterdir())
    assert entries == [".json", ".png", ".svg"]

    import blueprint.pipeline

    def no_compile(*args, **kwargs):
        raise RuntimeError("compiled again")

    monkeypatch.setattr(blueprint.pipeline, "compile_spec", no_compile)
    again, problems = Drawer(cache_folder=tmp_path / "cache").post(lines, "post.md", tmp_path / "b")
    assert not problems and again[0].html == first[0].html
    assert (tmp_path / "b" / "busy.png").read_bytes() == (tmp_path / "a" / "busy.png").read_bytes()

    (png,) = (tmp_path / "cache" / "blocks").glob("*.png")
    png.write_bytes(b"not the picture")
    _, problems = Drawer(cache_folder=tmp_path / "cache").post(lines, "post.md", tmp_path / "c")
    assert "compiled again" in problems[0].message


def test_files_already_on_disk_are_not_written_again(tmp_path):
    lines = post(block(SPEC, " name=busy"))
    drawer = Drawer(cache_folder=tmp_path / "cache")
    (first,), _ = drawer.post(lines, "post.md", tmp_path / "site")
    stamp = (tmp_path / "site" / "busy.png").stat().st_mtime_ns
    drawer.new_build()
    (again,), _ = drawer.post(lines, "post.md", tmp_path / "site")
    assert first.written and not again.written and (tmp_path / "site" / "busy.png").stat().st_mtime_ns == stamp


def test_two_blocks_that_would_draw_one_file_differently_are_an_error_at_the_second(tmp_path):
    drawer = Drawer(cache_folder=None)
    drawer.post(post(block(SPEC, " name=fig")), "a.md", tmp_path)
    figures, problems = drawer.post(post("\n\n", block(OTHER, " name=fig")), "b.md", tmp_path)
    assert not figures and [p.format() for p in problems] == [
        f"b.md:3:1: error: `{tmp_path / 'fig.svg'}` is also drawn, differently, from the block at a.md:1; "
        "give one of the two blocks another `name`"]
    same, problems = drawer.post(post(block(SPEC, " name=fig")), "c.md", tmp_path)
    assert same and not problems, "the same block twice draws the same files"


# --- `blueprint markdown` ----------------------------------------------------------------------


def test_the_command_draws_a_content_tree_for_hugo(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "content" / "posts").mkdir(parents=True)
    (tmp_path / "content" / "posts" / "week.md").write_text("---\ntitle: A week\n---\n\n" + block(SPEC, ' {name=week caption="A week"}') + "\n" + block(OTHER))
    (tmp_path / "content" / "about.md").write_text("# No blocks here\n")
    runner = CliRunner()
    result = runner.invoke(app, ["markdown"])
    assert result.exit_code == 0, result.output
    name = find_blocks(post(block(OTHER)))[0].default_name
    assert result.stdout.splitlines() == [
        "content/posts/week.md:5 -> static/blueprint/{week.svg, week.png, week.html}",
        f"content/posts/week.md:11 -> static/blueprint/{{{name}.svg, {name}.png, {name}.html}}",
        "2 drawn, 0 failed",
    ]
    snippet = (tmp_path / "static" / "blueprint" / "week.html").read_text(encoding="utf-8")
    digest = find_blocks(post(block(SPEC)))[0].digest
    assert snippet.startswith(f"<!-- blueprint block {digest} -->\n<figure")
    assert 'src="/blueprint/week.png"' in snippet and "<p>A week</p>" in snippet
    assert not (tmp_path / "static" / "blueprint" / ".blueprint-cache").exists(), "no cache in what gets published"

    again = runner.invoke(app, ["markdown"])
    assert again.stdout.splitlines()[-1] == "0 drawn, 0 failed, 2 current"

    (tmp_path / "content" / "posts" / "week.md").write_text(block(SPEC, " name=week"))
    pruned = runner.invoke(app, ["markdown", "--prune"])
    assert pruned.exit_code == 0
    assert sorted(p.name for p in (tmp_path / "static" / "blueprint").iterdir()) == ["week.html", "week.png", "week.svg"]


def test_the_command_says_a_bad_block_at_its_line_and_fails(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "posts").mkdir()
    (tmp_path / "posts" / "bad.md").write_text("# Bad\n\n" + block(BAD))
    (tmp_path / "posts" / "binary.md").write_bytes(b"\xff\xfe\x00")
    result = CliRunner().invoke(app, ["markdown", "posts", "nowhere", "-o", "site/img"])
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "nowhere:1:1: error: no such file or folder",
        "posts/bad.md:6:27: error: a share must be more than 0 and at most 100%; found `150%`",
        "posts/binary.md:1:1: error: the post is not UTF-8 text; save it as UTF-8",
    ]
    assert result.stdout.splitlines()[-1] == "0 drawn, 3 failed"
    assert not (tmp_path / "site" / "img").exists()


def test_the_site_address_of_a_static_folder():
    from pathlib import Path

    from blueprint.cli import _site_address

    assert _site_address(Path("static/blueprint")) == "/blueprint"
    assert _site_address(Path("./site/static/img/posts")) == "/img/posts"
    assert _site_address(Path("public/img")) == ""
    assert fences.POST_SUFFIXES == (".md", ".markdown")


# --- the README's Hugo recipe, where Hugo is installed ---------------------------------------


def test_the_readme_hugo_recipe_builds_a_site_and_stops_at_a_stale_block(tmp_path, monkeypatch):
    """`blueprint markdown`, then `hugo` with the README's render hook: each block
    is its figure; a block edited since stops the build at its line."""
    from conftest import ROOT

    hugo = shutil.which("hugo")
    if hugo is None:
        pytest.skip("no hugo on PATH (apt-get install hugo; .ci/run does where it can)")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (hook,) = re.findall(r"render-codeblock-blueprint\.html`:\n\n```go-html-template\n(.*?)```", readme, flags=re.S)
    site = tmp_path / "site"
    (site / "layouts" / "_default" / "_markup").mkdir(parents=True)
    (site / "layouts" / "_default" / "_markup" / "render-codeblock-blueprint.html").write_text(hook, encoding="utf-8")
    (site / "layouts" / "_default" / "single.html").write_text("<!doctype html><html><body>{{ .Content }}</body></html>\n")
    (site / "hugo.toml").write_text("baseURL = 'https://example.org/'\ntitle = 'A blog'\n")
    (site / "content" / "posts").mkdir(parents=True)
    week = site / "content" / "posts" / "week.md"
    week.write_text("---\ntitle: A week\n---\n\n" + block(SPEC, ' {name="week" caption="A week"}') + "\n" + block(OTHER))
    monkeypatch.chdir(site)
    drawn = CliRunner().invoke(app, ["markdown", "content", "-o", "static/blueprint"])
    assert drawn.exit_code == 0, drawn.output
    built = subprocess.run([hugo, "--quiet"], cwd=site, capture_output=True, text=True, timeout=120, check=False)
    assert built.returncode == 0, built.stderr
    page = (site / "public" / "posts" / "week" / "index.html").read_text(encoding="utf-8")
    other = find_blocks(post(block(OTHER)))[0].default_name
    assert page.count('<figure class="blueprint">') == 2 and "<p>A week</p>" in page
    assert 'src="/blueprint/week.png"' in page and f'src="/blueprint/{other}.png"' in page, "Hugo names the block as Blueprint does"
    assert (site / "public" / "blueprint" / "week.png").read_bytes() == blueprint.render(SPEC, name="week").png

    week.write_text(week.read_text().replace("share: 30%", "share: 40%").replace("busy 60%", "busy sixty"))
    stale = subprocess.run([hugo], cwd=site, capture_output=True, text=True, timeout=120, check=False)
    assert stale.returncode != 0
    said = sorted(re.findall(r"(content/posts/week\.md:\d+:\d+): error: this blueprint block is not drawn as it stands", stale.stdout + stale.stderr))
    assert said == ["content/posts/week.md:11:1", "content/posts/week.md:5:1"], stale.stdout + stale.stderr
