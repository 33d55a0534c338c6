"""An SVG that keeps its text as text (issue 28, item 6): `--svg-text text`
draws each label as a `<text>` a reader can select, search and copy, in a
subset of the shipped font embedded in the SVG, each letter where its outline
would stand, so the picture looks the same; the PNG and PDF still draw the
outlines."""

from __future__ import annotations

import base64
import io
import re

import pytest
from typer.testing import CliRunner

import blueprint
from blueprint.cli import app
from conftest import SPECS

SPEC = SPECS / "kept-utilization.yaml"


@pytest.fixture(scope="module")
def both():
    return blueprint.render(SPEC), blueprint.render(SPEC, svg_text="text")


def test_the_letters_are_text_in_an_embedded_subset(both):
    outlined, text = both
    assert "<text" not in outlined.svg and "<use" in outlined.svg
    words = re.findall(r"<text [^>]*>([^<]*)</text>", text.svg)
    assert {"busy 60%", "lost", "kept 34%", "cedana"} <= set(words), words
    assert "<use" not in text.svg, "no glyph outlines left"
    (family,) = set(re.findall(r'font-family="([^"]+)"', text.svg))
    face = re.search(r'@font-face\{font-family:"([^"]+)";src:url\(data:font/woff;base64,([A-Za-z0-9+/=]+)\) format\("woff"\)\}', text.svg)
    assert face and face.group(1) == family
    from fontTools.ttLib import TTFont

    font = TTFont(io.BytesIO(base64.b64decode(face.group(2))))
    assert set(font.getBestCmap()) == {ord(c) for c in "".join(words)}, "only the letters drawn"
    assert "GSUB" not in font, "no ligature can join two letters"


def test_each_letter_stands_where_its_outline_does(both):
    outlined, text = both
    first = re.search(r'<text x="([^"]+)" y="([^"]+)" font-size="26"[^>]*>busy 60%</text>', text.svg)
    xs = [float(x) for x in first.group(1).split()]
    assert len(xs) == len("busy 60%") and xs == sorted(xs)
    group = re.search(r'<g fill="[^"]+" transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">\s*((?:<use[^>]*/>\s*)+)</g>', outlined.svg)
    assert float(group.group(1)) == xs[0] and float(group.group(2)) == float(first.group(2)), "the same baseline origin"
    scale = float(group.group(3))
    offsets = [float(x) for x in re.findall(r'<use [^>]*x="([\d.]+)"', group.group(4))]
    drawn = [xs[0] + offset * scale for offset in offsets]
    assert all(any(abs(d - x) < 0.05 for x in xs) for d in drawn), "every outline's place is a letter's"


def test_the_png_and_pdf_are_the_outlines_and_the_bytes_repeat(both):
    outlined, text = both
    assert text.png == outlined.png and text.pdf == outlined.pdf
    assert blueprint.render(SPEC, svg_text="text").svg == text.svg
    with pytest.raises(ValueError, match="`outline` is not a way to draw an SVG's letters; give one of `outlines`, `text`"):
        blueprint.render(SPEC, svg_text="outline")


def test_two_diagrams_with_other_letters_have_other_families():
    one = blueprint.render(SPEC, svg_text="text").svg
    other = blueprint.render(SPECS / "fee-break-even.yaml", svg_text="text").svg
    assert set(re.findall(r'font-family="([^"]+)"', one)).isdisjoint(re.findall(r'font-family="([^"]+)"', other)), \
        "an @font-face inlined in a page is the page's: one diagram must not take another's letters"


def test_the_command_and_the_project_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    shown = runner.invoke(app, ["render", str(SPEC), "-o", "-", "--svg-text", "text"])
    assert shown.exit_code == 0 and "<text " in shown.stdout
    (tmp_path / "blueprint.toml").write_text('svg-text = "text"\n')
    result = runner.invoke(app, ["render", str(SPEC), "-o", "out"])
    assert result.exit_code == 0, result.output
    assert "<text " in (tmp_path / "out" / "kept-utilization.svg").read_text()
    assert "1 rendered" in runner.invoke(app, ["render", str(SPEC), "-o", "out", "--svg-text", "outlines"]).stdout, "not current: another SVG"
    (tmp_path / "blueprint.toml").write_text('svg-text = "selectable"\n')
    refused = runner.invoke(app, ["render", str(SPEC), "-o", "out"])
    assert refused.exit_code == 2 and "blueprint.toml:1:12: error: `selectable` is not one of `outlines`, `text`" in refused.stderr


def test_its_ids_are_the_digest_of_its_own_document(both):
    """Ids unique across a site (issue 28, item 3) hold for kept text too: the
    prefix is the name and the digest of the SVG written, so the text SVG and
    the outlined one (what the PNG draws) share no id, and every reference
    names an id of its own document."""
    outlined, text = both
    assert re.fullmatch(r"kept-utilization-[0-9a-f]{8}", text.ids) and text.ids != outlined.ids
    assert text.outlined == outlined.svg, "the PNG and PDF draw the default outlines"
    ids = set(re.findall(r' id="([^"]+)"', text.svg))
    assert ids and all(found.startswith(text.ids + "-") for found in ids), ids
    referenced = set(re.findall(r'url\(#([^)]+)\)|href="#([^"]+)"', text.svg))
    referenced_ids = {name for pair in referenced for name in pair if name}
    labelled = re.search(r'aria-labelledby="([^"]+)"', text.svg)
    assert labelled and set(labelled.group(1).split()) <= ids
    assert referenced_ids <= ids, referenced_ids - ids
    assert "\x01" not in text.svg


def test_in_a_browser_it_looks_the_same_and_can_be_found():
    """Chromium draws both SVGs: the pictures differ only at the letters'
    anti-aliased edges, and the text SVG inlined in a page is found by the
    browser's find, as a reader's search would."""
    from browser import browser as _browser
    from PIL import Image, ImageChops

    outlined, text = blueprint.render(SPEC), blueprint.render(SPEC, svg_text="text")
    browser = _browser()
    try:
        browser.set_window_size(1300, 900)

        def shot(svg: str) -> Image.Image:
            data = base64.b64encode(svg.encode()).decode()
            browser.get(f"data:text/html,<body style='margin:0'><img id=i src='data:image/svg+xml;base64,{data}'></body>")
            browser.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => setTimeout(done, 200))")
            return Image.open(io.BytesIO(browser.find_element("id", "i").screenshot_as_png)).convert("L")

        difference = ImageChops.difference(shot(outlined.svg), shot(text.svg))
        histogram = difference.histogram()
        strong = sum(histogram[64:]) / sum(histogram)
        assert strong < 0.002, f"{strong:.4%} of pixels differ by more than a quarter"
        page = base64.b64encode(f"<body>{text.svg}</body>".encode()).decode()
        browser.get(f"data:text/html;base64,{page}")
        assert browser.execute_script("return window.find('kept 34%')"), "the words are text on the page"
    finally:
        browser.quit()
