"""The live preview: its page and its event stream (fast, over HTTP), and the
writer's view in a real headless browser (Debian's chromium and
chromium-driver, installed by .ci/run; skipped with the reason when absent,
and required when BLUEPRINT_REQUIRE_BROWSER is set, as .ci/run sets it)."""

from __future__ import annotations

import html
import re
import shutil
import time
import urllib.request
from pathlib import Path

import pytest

import blueprint
from blueprint.preview import Preview
from browser import browser as open_browser
from conftest import SPECS, spec_text

LINT_FAILS = spec_text("blueprint: 1", "marks:", "  - bar: {fill: grey-light, outline: none}")  # too little contrast: lint refuses it


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
        assert page.count("<img ") == 2 and "Draft (lint failed)" in page and "contrast" in page
        kept = blueprint.render(folder / "kept.yaml")
        assert html.escape(kept.alt) in page and html.escape(kept.long_description) in page
        svg = _get(preview.url + "svg/2")
        assert svg.startswith("<?xml") and re.search(r'id="kept-[0-9a-f]{8}-title"', svg)
        assert _get(preview.url).count("<section") == 3


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
