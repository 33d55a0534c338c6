"""The live preview: its page and its event stream (fast, over HTTP), and the
writer's view in a real headless browser (Debian's chromium and
chromium-driver, installed by .ci/run; skipped with the reason when absent,
and required when BLUEPRINT_REQUIRE_BROWSER is set, as .ci/run sets it)."""

from __future__ import annotations

import html
import re
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

import blueprint
from blueprint.preview import Preview
from browser import browser as open_browser
from conftest import SPECS, spec_text

LINT_FAILS = spec_text(  # two icons over one bar: lint refuses them (one icon's label over a bar now finds its room)
    "blueprint: 1", "marks:", "  - bar: {id: a, parts: [{share: 50%, fill: grey, label: a very long label that will not fit}]}",
    "  - icon: {name: server, over: a, label: busy node, label-side: below}",
    "  - icon: {name: gpu, over: a, label: busy card, label-side: below}")
THREE_PROBLEMS = spec_text(  # a large icon over the bar (not a badge: the bar grown to the card would hold a medium one), labels meeting it and each other
    "blueprint: 1",
    "marks:",
    "  - bar: {id: a, parts: [{share: 50%, fill: grey, label: a very long label that will not fit}, {share: 0.1%, fill: grey, label: tiny one}]}",
    "  - icon: {name: server, over: a, label: busy node, label-side: below, size: large}",
    "  - icon: {name: gpu, over: a, size: small}",  # a third problem: a second icon on the first
)
RED = 'stroke="#C42F2F"'  # the house red, which a draft outlines its problems in


@pytest.fixture
def folder(tmp_path):
    shutil.copy(SPECS / "kept-utilization.yaml", tmp_path / "kept.yaml")
    return tmp_path


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode("utf-8")


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_the_page_shows_each_diagram_its_texts_and_problems(folder):
    (folder / "bad.yaml").write_text("blueprint: 1\nmarks:\n  - bar: {parts: [{share: 150%}]}\n", encoding="utf-8")
    (folder / "draft.yaml").write_text(LINT_FAILS, encoding="utf-8")
    with Preview([folder]) as preview:
        page = _get(preview.url)
        assert page.startswith("<!doctype html>") and 'new EventSource("/events?since=1")' in page
        assert "setInterval" not in page and "setTimeout" not in page, "the page waits for events, it never polls"
        assert f"{folder / 'bad.yaml'}:3:27: error: a share must be more than 0 and at most 100%" in page
        assert page.count("<img ") == 2 and "Draft (lint failed)" in page and "overlaps" in page
        kept = blueprint.render(folder / "kept.yaml")
        assert html.escape(kept.alt) in page and html.escape(kept.long_description) in page
        svg = _get(preview.url + "svg/2")
        assert svg.startswith("<?xml") and re.search(r'id="kept-[0-9a-f]{8}-title"', svg)
        assert _get(preview.url).count("<section") == 3


def _saved(preview: Preview, path: Path, text: str) -> None:
    """Write a spec and wait until the preview has rendered that save."""
    seen = preview.gallery.snapshot()[0]
    path.write_text(text, encoding="utf-8")
    assert preview.gallery.wait(seen, 5) > seen


def test_a_spec_lint_refuses_shows_the_draft_with_its_problems_numbered(folder):
    (folder / "fig.yaml").write_text(THREE_PROBLEMS, encoding="utf-8")
    with Preview([folder]) as preview:
        page = _get(preview.url)
        section = page[page.index('<section id="spec-0"'):page.index('<section id="spec-1"')]
        assert 'class="draft"' in section and "numbered as listed below" in section
        numbered = re.findall(r"<li><code>(.*?)</code></li>", section)
        expected = [d.format() for d in blueprint.compile_spec(THREE_PROBLEMS, str(folder / "fig.yaml"), draft=True).problems]
        assert numbered == [html.escape(line) for line in expected] and len(numbered) == 3, "numbered as the command prints them"
        draft = _get(preview.url + "svg/0")
        assert draft.count(RED) == 3 and re.search(r'id="fig-draft-[0-9a-f]{8}-title"', draft), "the draft `render` writes"


def test_a_spec_that_cannot_be_drawn_keeps_its_last_picture_greyed(folder):
    spec = folder / "kept.yaml"
    good = spec.read_text(encoding="utf-8")
    with Preview([folder]) as preview:
        picture = _get(preview.url + "svg/0")
        _saved(preview, spec, good.replace("marks:", "marks: [", 1))  # a YAML error
        page = _get(preview.url)
        assert 'class="failed"' in page and 'class="last"' in page and "The last picture drawn, before these problems" in page
        assert f"{spec}:" in page and "error:" in page
        assert _get(preview.url + "svg/0") == picture, "the last good picture, as it was"
        _saved(preview, spec, "blueprint: 1\nmarks: []\n")  # another error: still that picture
        assert _get(preview.url + "svg/0") == picture
        _saved(preview, spec, good.replace("busy 60%", "busy sixty"))
        page = _get(preview.url)
        assert 'class="last"' not in page and 'class="picture"' in page and "busy sixty" in page


def test_a_spec_broken_from_the_start_has_no_picture(folder):
    (folder / "kept.yaml").write_text("blueprint: 1\nmarks: [\n", encoding="utf-8")
    with Preview([folder]) as preview:
        page = _get(preview.url)
        assert "<img" not in page and 'class="failed"' in page
        with pytest.raises(urllib.error.HTTPError):
            _get(preview.url + "svg/0")


def test_a_save_is_pushed_as_an_event(folder):
    with Preview([folder]) as preview, urllib.request.urlopen(preview.url + "events", timeout=10) as events:
        assert events.readline() == b"retry: 500\n" and events.readline() == b"\n"
        _edit(folder / "kept.yaml", "busy 60%", "busy sixty")
        assert events.readline() == b"id: 2\n" and events.readline() == b"event: change\n" and events.readline() == b"data: 2\n"
        assert "busy sixty" in _get(preview.url + "gallery")


def test_a_save_before_the_stream_opens_is_not_lost(folder):
    with Preview([folder]) as preview:
        _edit(folder / "kept.yaml", "busy 60%", "busy sixty")
        deadline = time.monotonic() + 5
        while preview.gallery.snapshot()[0] < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        with urllib.request.urlopen(preview.url + "events?since=1", timeout=10) as events:
            assert events.readline() == b"retry: 500\n" and events.readline() == b"\n"
            assert events.readline() == b"id: 2\n"


def test_the_browser_shows_the_diagram_and_then_the_edit(folder):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser = open_browser()
    text_of = "return document.querySelector('#spec-0 .long').textContent"
    loaded = "const i = document.querySelector('#spec-0 img'); return i.complete && i.naturalWidth"
    try:
        with Preview([folder]) as preview:
            browser.get(preview.url)
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(loaded) == 1200)
            image = browser.find_element(By.CSS_SELECTOR, "#spec-0 img")
            assert image.get_attribute("alt").startswith("Cedana. Blueprint of two bars. The top bar is filled six tenths")
            assert browser.execute_script(text_of) == blueprint.render(folder / "kept.yaml").long_description
            started = time.perf_counter()
            _edit(folder / "kept.yaml", "busy 60%", "busy sixty")
            WebDriverWait(browser, 5, poll_frequency=0.02).until(lambda b: "busy sixty" in b.execute_script(text_of))
            shown = time.perf_counter() - started
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(loaded) == 1200)
            pictured = time.perf_counter() - started
            print(f"edit to show: text {shown * 1000:.0f} ms, new picture {pictured * 1000:.0f} ms")
            assert pictured < 3
            assert browser.find_element(By.CSS_SELECTOR, "#spec-0 img").get_attribute("src").endswith("?v=2")
    finally:
        browser.quit()


def test_a_port_that_is_taken_is_one_line_and_status_2(folder):
    from blueprint.preview import serve

    with Preview([folder]) as preview:
        said: list[str] = []
        taken = preview.server.server_address[1]
        assert serve([folder], taken, said.append, said.append) == 2
        assert len(said) == 1 and said[0].startswith(f"error: cannot serve the preview on 127.0.0.1:{taken}: ")
        assert said[0].endswith("`--port 0` picks a free one"), said[0]


def test_the_browser_shows_a_draft_then_the_last_picture_greyed_then_the_fix(folder):
    """What the writer sees as a spec goes wrong and is put right: the draft
    with its numbered problems, then (a YAML error) the last picture greyed
    beside the errors, then the picture again."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    spec = folder / "kept.yaml"
    good = spec.read_text(encoding="utf-8")
    shown = """const i = document.querySelector('#spec-0 img');
               return i ? [i.className, i.complete && i.naturalWidth, getComputedStyle(i).filter] : null"""
    problems = "return [...document.querySelectorAll('#spec-0 ol.problems li')].map(li => li.textContent)"
    browser = open_browser()
    try:
        with Preview([folder]) as preview:
            browser.get(preview.url)
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(shown) == ["picture", 1200, "none"])
            picture = _get(preview.url + "svg/0")
            spec.write_text(THREE_PROBLEMS, encoding="utf-8")
            WebDriverWait(browser, 5).until(lambda b: (b.execute_script(shown) or [""])[0] == "draft")
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(shown)[1] == 1200)
            listed = browser.execute_script(problems)
            assert len(listed) == 3 and all(": error: " in line for line in listed)
            numbers = browser.execute_script("return getComputedStyle(document.querySelector('#spec-0 ol.problems')).listStyleType")
            assert numbers == "decimal", "numbered, as the draft numbers its outlines"
            assert _get(preview.url + "svg/0").count(RED) == 3
            spec.write_text(good.replace("marks:", "marks: [", 1), encoding="utf-8")
            WebDriverWait(browser, 5).until(lambda b: (b.execute_script(shown) or [""])[0] == "last")
            WebDriverWait(browser, 5).until(lambda b: b.execute_script(shown)[1] == 1200)
            assert "grayscale(1)" in browser.execute_script(shown)[2], "greyed"
            assert browser.find_element(By.CSS_SELECTOR, "#spec-0 ol.problems").text.count("error:") >= 1
            assert _get(preview.url + "svg/0") == picture, "the last good picture, not the draft after it"
            spec.write_text(good, encoding="utf-8")
            WebDriverWait(browser, 5).until(lambda b: (b.execute_script(shown) or [""])[0] == "picture")
            assert browser.find_elements(By.CSS_SELECTOR, "#spec-0 ol.problems") == []
    finally:
        browser.quit()


def test_the_preview_draws_in_the_theme_it_is_given(folder):
    from blueprint.themefile import load_theme

    with Preview([folder], theme=load_theme("dark")) as preview:
        assert "#17191D" in _get(preview.url + "svg/0")
