"""Embeds a blog can use: a `<figure>` with the short alt once, its size, the
SVG by `srcset` over the 2x PNG, lazy loading and the long description
reachable from the image; Markdown; Hugo's `figure` shortcode. Escaping stays
safe whatever the name and texts hold."""

from __future__ import annotations

import pytest

import blueprint
from blueprint.embed import FORMATS, Picture, Where, figure_html, hugo_snippet, snippet
from conftest import SPECS
from test_hostile import HOSTILE_ALT, HOSTILE_NAMES, _tags


@pytest.fixture(scope="module")
def result():
    return blueprint.render(SPECS / "kept-utilization.yaml")


def test_the_html_figure_has_everything_a_post_needs(result):
    tags = _tags(figure_html(Picture("kept-utilization", result.alt, result.long_description, 1200, 630), Where(base="https://x.org/img")))
    assert [tag for tag, _ in tags if tag != "data"] == [
        "figure", "img", "figcaption", "details", "summary", "/summary", "p", "/p", "/details", "/figcaption", "/figure"]
    img = tags[1][1]
    assert img["src"] == "https://x.org/img/kept-utilization.png"
    assert img["srcset"] == "https://x.org/img/kept-utilization.svg"
    assert (img["width"], img["height"], img["loading"]) == ("1200", "630", "lazy")
    assert img["alt"] == result.alt
    described = [attributes for tag, attributes in tags if tag == "p"][0]["id"]
    assert img["aria-describedby"] == described == "kept-utilization-description"
    from_result = [a for tag, a in _tags(snippet(result, "html")) if tag == "img"][0]
    assert from_result["aria-describedby"] == f"{result.ids}-description", "as unique on a page as the SVG's ids"
    texts = [text for tag, text in tags if tag == "data"]
    assert texts == ["Description", result.long_description], "the alt is said once, the long text once"


def test_a_long_description_that_says_nothing_more_is_left_out():
    tags = _tags(figure_html(Picture("a", "Two bars.", "Two bars.", 100, 50)))
    assert [tag for tag, _ in tags] == ["figure", "img", "/figure"] and "aria-describedby" not in tags[1][1]


def test_src_names_the_one_image(result):
    (img,) = [a for tag, a in _tags(snippet(result, "html", Where(src="/img/k.svg"))) if tag == "img"]
    assert img["src"] == "/img/k.svg" and "srcset" not in img


def test_markdown_and_hugo(result):
    assert snippet(result, "markdown", Where(base="/img/")).endswith("](/img/kept-utilization.svg)")
    hugo = snippet(result, "hugo", Where(base="/img"))
    assert hugo.startswith('{{< figure src="/img/kept-utilization.svg" alt="Cedana. Blueprint of two bars.')
    assert f'width="1200" height="630" loading="lazy" caption="{result.caption}"' in hugo and hugo.endswith(" >}}")
    assert result.caption == "Two bars." and result.long_description not in hugo, "the short caption, never the long description"


def test_the_html_figure_shows_the_caption_and_keeps_the_long_description_in_its_details(result):
    tags = _tags(snippet(result, "html"))
    texts = [text for tag, text in tags if tag == "data"]
    assert texts == ["Two bars.", "Description", result.long_description], "the caption seen, the long text behind its summary"
    writer = _tags(figure_html(Picture("a", result.alt, result.long_description, 10, 10, caption="Made up"), caption="The writer's"))
    assert [text for tag, text in writer if tag == "data"][0] == "The writer's", "a block's own caption comes first"


def test_img_is_the_bare_image(result):
    assert _tags(snippet(result, "img"))[0][0] == "img" and len(_tags(snippet(result, "img"))) == 1


def test_an_unknown_format_is_refused_naming_the_formats(result):
    with pytest.raises(ValueError, match="the formats are img, html, markdown, hugo"):
        snippet(result, "rst")
    assert FORMATS == ("img", "html", "markdown", "hugo")


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_the_figure_is_one_figure_whatever_the_name_and_texts(name):
    from urllib.parse import unquote

    long = HOSTILE_ALT + " </p></details><script>x</script>"
    tags = _tags(figure_html(Picture(name, HOSTILE_ALT, long, 10, 10)))
    assert [tag for tag, _ in tags if tag not in ("data",)] == [
        "figure", "img", "figcaption", "details", "summary", "/summary", "p", "/p", "/details", "/figcaption", "/figure"]
    img = tags[1][1]
    assert unquote(img["src"]) == f"{name}.png" and unquote(img["srcset"]) == f"{name}.svg"
    assert ":" not in img["src"] and img["alt"] == HOSTILE_ALT
    assert " " not in img["aria-describedby"] and img["aria-describedby"].endswith("-description")
    assert [text for tag, text in tags if tag == "data"][-1] == long


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_the_hugo_shortcode_is_one_shortcode_whatever_the_name_and_texts(name):
    import re

    code = hugo_snippet(Picture(name, HOSTILE_ALT + ' \\" >}}', "long \\", 10, 10, caption="short \\"))
    assert code.startswith("{{< figure ") and code.endswith(" >}}") and "\n" not in code
    values = re.findall(r'(\w+)="((?:[^"\\]|\\.)*)"', code[len("{{< figure "): -len(" >}}")])
    assert [key for key, _ in values] == ["src", "alt", "width", "height", "loading", "caption"]
    unparsed = re.sub(r'(\w+)="((?:[^"\\]|\\.)*)"', "", code[len("{{< figure "): -len(" >}}")])
    assert unparsed.strip() == "", "nothing stands outside a quoted value"
    assert dict(values)["alt"].replace('\\"', '"') == (HOSTILE_ALT + ' \\" >}}').replace("\\", "\u2216")


def test_a_dark_picture_switches_on_the_reader_s_colour_scheme(result):
    tags = _tags(snippet(result, "html", Where(base="/img"), dark=Where(base="/img/dark")))
    assert [tag for tag, _ in tags if tag != "data"][:5] == ["figure", "picture", "source", "img", "/picture"]
    source = tags[2][1]
    assert source == {"media": "(prefers-color-scheme: dark)", "srcset": "/img/dark/kept-utilization.svg", "type": "image/svg+xml"}
    img = tags[3][1]
    assert (img["src"], img["srcset"], img["alt"]) == ("/img/kept-utilization.png", "/img/kept-utilization.svg", result.alt)
    assert sum(1 for tag, attributes in tags if "alt" in attributes) == 1, "one alt for both pictures: a theme changes colours only"
    with pytest.raises(ValueError, match="cannot switch on the reader's colour scheme"):
        snippet(result, "markdown", dark=Where(base="/img/dark"))


def test_in_the_browser_the_picture_follows_the_colour_scheme(tmp_path):
    """Rendered in both themes and embedded as a <picture>, the page shows the
    dark SVG when chromium is told the reader prefers dark, the house one
    when light."""
    from blueprint.cli import app
    from browser import browser as open_browser
    from typer.testing import CliRunner

    runner = CliRunner()
    spec = str(SPECS / "kept-utilization.yaml")
    assert runner.invoke(app, ["render", spec, "-o", str(tmp_path / "img")]).exit_code == 0
    assert runner.invoke(app, ["render", spec, "-o", str(tmp_path / "img" / "dark"), "--theme", "dark"]).exit_code == 0
    figure = runner.invoke(app, ["embed", spec, "--format", "html", "--base", "img", "--dark-base", "img/dark"]).stdout
    page = tmp_path / "post.html"
    page.write_text(f"<!doctype html><html lang=en><body>{figure}</body></html>", encoding="utf-8")
    browser = open_browser()
    shown = "const i = document.querySelector('figure img'); return i.complete && i.naturalWidth ? i.currentSrc : ''"
    try:
        from selenium.webdriver.support.ui import WebDriverWait

        for scheme, expected in (("dark", "/img/dark/kept-utilization.svg"), ("light", "/img/kept-utilization.svg")):
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            browser.get(page.as_uri())
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(shown))
            assert browser.execute_script(shown).endswith(expected), scheme
    finally:
        browser.quit()
