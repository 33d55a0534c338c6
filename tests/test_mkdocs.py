"""The MkDocs plugin: a small site is built with `mkdocs build` (as a writer
runs it, by the plugin's name), its `blueprint` blocks drawn beside their
pages and read in a real headless browser (the picture shown, its alt text
as the accessible name, the long description it is described by, the
caption); a bad block fails the build at its line in the post."""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import blueprint
from conftest import declared_entry_points, package_path

pytest.importorskip("mkdocs")

WEEK = "blueprint: 1\nmarks:\n  - bar: {id: top, parts: [{id: busy, share: 60%, fill: grey, label: busy 60%}]}\n"
SPLIT = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 16%, fill: red, hatch: true, label: lost}, {share: 34%, fill: blue, label: kept 34%}]}\n"
POST = f"""---
title: A week of GPUs
---

# A week of GPUs

Where the hours went:

```blueprint {{name=week caption="A week, busy and idle"}}
{WEEK}```

And what was kept:

```blueprint
{SPLIT}```
"""


def mkdocs_build(site: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([package_path(), str(declared_entry_points(tmp_path / "entry"))]))
    return subprocess.run([sys.executable, "-m", "mkdocs", "build"], cwd=site, env=environment,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "blog"
    (root / "docs" / "posts").mkdir(parents=True)
    (root / "mkdocs.yml").write_text("site_name: A blog\nplugins:\n  - blueprint\n", encoding="utf-8")
    (root / "docs" / "index.md").write_text("# A blog\n\n[A week of GPUs](posts/week.md)\n", encoding="utf-8")
    (root / "docs" / "posts" / "week.md").write_text(POST, encoding="utf-8")
    return root


def test_the_site_builds_with_each_block_beside_its_page(site, tmp_path):
    built = mkdocs_build(site, tmp_path)
    assert built.returncode == 0, built.stderr
    page = (site / "site" / "posts" / "week" / "index.html").read_text(encoding="utf-8")
    split = "spec-" + __import__("hashlib").sha256(SPLIT.rstrip("\n").encode()).hexdigest()[:8]
    for name, spec in (("week", WEEK), (split, SPLIT)):
        result = blueprint.render(spec, name=name)
        assert (site / "site" / "posts" / "week" / f"{name}.png").read_bytes() == result.png
        assert f'src="{name}.png" srcset="{name}.svg"' in page
    assert not any(part.startswith(".blueprint") for path in (site / "site").rglob("*") for part in path.parts), \
        "the cache is beside mkdocs.yml, never in the built site"
    assert len(list((site / ".blueprint-cache" / "blocks").glob("*.json"))) == 2


def test_a_bad_block_fails_the_build_at_its_line_in_the_post(site, tmp_path):
    (site / "docs" / "posts" / "week.md").write_text(POST.replace("share: 60%", "share: 160%").replace("share: 34%", "share: 34"), encoding="utf-8")
    built = mkdocs_build(site, tmp_path)
    assert built.returncode == 1
    problems = [line.split(" -  ", 1)[1] for line in built.stderr.splitlines() if line.startswith("ERROR")]
    assert problems[:2] == [
        "docs/posts/week.md:12:46: error: a share must be more than 0 and at most 100%; found `160%`",
        "docs/posts/week.md:20:78: error: a share written as a plain number counts the whole as 1, so `34` is 34 times "
        "the whole; write `34%` or `0.34`",
    ], built.stderr
    assert "the `blueprint` blocks of docs/posts/week.md have 2 problems, said above" in built.stderr
    assert "Traceback" not in built.stderr


def test_the_browser_shows_each_figure_with_its_texts(site, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from browser import browser as headless

    built = mkdocs_build(site, tmp_path)
    assert built.returncode == 0, built.stderr
    handler = functools.partial(QuietHandler, directory=str(site / "site"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = headless()
    try:
        browser.set_window_size(1280, 1800)
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/posts/week/")
        loaded = "return [...document.querySelectorAll('figure.blueprint img')].map(i => i.complete && i.naturalWidth)"
        WebDriverWait(browser, 10).until(lambda b: b.execute_script(loaded) == [1200, 1200])
        figures = browser.find_elements(By.CSS_SELECTOR, "figure.blueprint")
        assert len(figures) == 2
        for figure, spec in zip(figures, (WEEK, SPLIT)):
            result = blueprint.render(spec)
            image = figure.find_element(By.TAG_NAME, "img")
            assert image.accessible_name == result.alt
            described = browser.execute_script(
                "return document.getElementById(arguments[0].getAttribute('aria-describedby')).textContent", image)
            assert described == result.long_description
            assert image.get_attribute("currentSrc").endswith(".svg"), "the SVG is shown where the browser takes it"
        assert figures[0].find_element(By.CSS_SELECTOR, "figcaption p").text == "A week, busy and idle"
        summary = figures[0].find_element(By.TAG_NAME, "summary")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        if os.environ.get("BLUEPRINT_SCREENSHOTS"):
            browser.save_screenshot(os.path.join(os.environ["BLUEPRINT_SCREENSHOTS"], "mkdocs-page.png"))
        summary.click()
        assert figures[0].find_element(By.CSS_SELECTOR, "details p").is_displayed()
    finally:
        browser.quit()
        server.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the name http.server gives it
        pass
