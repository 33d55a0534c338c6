"""The Python-Markdown extension: `blueprint` blocks become figures, other
fences stay code, a bad block raises SpecError at the page's lines, and the
module imports without Python-Markdown for users who never use it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import blueprint
from conftest import declared_entry_points, package_path
from test_hostile import _tags

markdown = pytest.importorskip("markdown")

SPEC = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 60%, fill: grey, label: busy 60%}]}\n"
PAGE = f"""# A post

Where the hours go:
```blueprint {{name=busy caption="A week"}}
{SPEC}```

```python
print("code stays code")
```

- a list
- after it
"""


def convert(text: str, **config):
    return markdown.markdown(text, extensions=["blueprint.markdown", "fenced_code"], extension_configs={"blueprint.markdown": config})


def test_a_block_becomes_its_figure_and_the_rest_is_markdown(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    page = convert(PAGE, output="site/img", base="/img")
    result = blueprint.render(SPEC, name="busy")
    tags = _tags(page)
    assert [tag for tag, _ in tags[:3]] == ["h1", "data", "/h1"]
    img = next(attributes for tag, attributes in tags if tag == "img")
    assert (img["src"], img["srcset"], img["alt"]) == ("/img/busy.png", "/img/busy.svg", result.alt)
    assert "<p>A week</p>" in page and f'<p id="{result.ids}-description">{result.long_description}</p>' in page
    assert '<code class="language-python">print(&quot;code stays code&quot;)' in page and "<li>after it</li>" in page
    assert "<p><figure" not in page, "the figure is a block of its own, never inside a paragraph"
    assert (tmp_path / "site" / "img" / "busy.png").read_bytes() == result.png
    assert (tmp_path / ".blueprint-cache" / "blocks").is_dir()


def test_with_no_output_the_picture_is_inline(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    page = convert(PAGE, cache="")
    assert 'src="data:image/svg+xml;base64,' in page
    assert list(tmp_path.iterdir()) == []


def test_a_bad_block_raises_located_at_the_page(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = PAGE.replace("share: 60%", "share: 160%") + "\n```blueprint\nblueprint: 1\n```\n"
    with pytest.raises(blueprint.SpecError) as error:
        convert(text, path="content/post.md", output="out")
    assert [d.format() for d in error.value.diagnostics] == [
        "content/post.md:7:27: error: a share must be more than 0 and at most 100%; found `160%`",
        "content/post.md:18:1: error: missing required key `marks`",
    ]
    assert not (tmp_path / "out").exists()


def test_where_logging_is_set_up_each_problem_is_logged(tmp_path, monkeypatch, caplog):
    """Pelican says only `Could not process PATH` of an exception: the problems are log lines too."""
    monkeypatch.chdir(tmp_path)
    with caplog.at_level("ERROR"), pytest.raises(blueprint.SpecError):
        convert(PAGE.replace("share: 60%", "share: 160%"), cache="")
    assert [r.getMessage() for r in caplog.records] == [
        "<markdown>:7:27: error: a share must be more than 0 and at most 100%; found `160%`"]


def test_extensions_blueprint_by_name_and_importable_without_markdown(tmp_path):
    """`extensions=["blueprint"]` finds the extension by its entry point; without
    Python-Markdown and MkDocs installed the modules still import, and using
    them says which extra to install."""
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([package_path(), str(declared_entry_points(tmp_path / "entry"))]))
    (tmp_path / "post.md").write_text(PAGE, encoding="utf-8")
    by_name = subprocess.run(
        [sys.executable, "-c", "import markdown; print(markdown.markdown(open('post.md').read(), extensions=['blueprint']))"],
        cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=120, check=False,
    )
    assert by_name.returncode == 0, by_name.stderr
    assert '<figure class="blueprint">' in by_name.stdout
    without = subprocess.run(
        [sys.executable, "-c", (
            "import sys; sys.modules['markdown'] = sys.modules['mkdocs'] = None\n"
            "import blueprint, blueprint.markdown, blueprint.mkdocs, blueprint.fences, blueprint.cli\n"
            "for use in (blueprint.markdown.makeExtension, lambda: blueprint.mkdocs.BlueprintPlugin):\n"
            "    try: use()\n"
            "    except ImportError as exc: print(exc)\n"
        )],
        env=environment, capture_output=True, text=True, timeout=120, check=False,
    )
    assert without.returncode == 0, without.stderr
    assert without.stdout.splitlines() == [
        "blueprint.markdown needs the `markdown` package: pip install 'blueprint-diagrams[markdown]'",
        "blueprint.mkdocs needs the `mkdocs` package: pip install mkdocs",
    ]
