"""Ids unique across a site (issue 28). Every shipped and corpus diagram is
named `fig`, as if each were a post's own `fig.yaml`, and all are inlined into
one HTML page: no id is in the page twice, every `<use>`, hatch and
`aria-labelledby` finds what it names inside its own SVG, and, in a real
browser, each SVG's accessible name is its own alt text and long description.

With ids from the name alone, all of them would be `fig-title`, and every
diagram after the first would be read out with the first one's alt text."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from blueprint.diagnostics import SpecError
from blueprint.pipeline import compile_spec
from browser import browser as open_browser
from conftest import ROOT, SPECS

CORPUS = ROOT / "tests" / "corpus"
NAME = "fig"
_REFERENCE = re.compile(r'(?:href="#|url\(#)([^")]+)')


@dataclass(frozen=True)
class Inlined:
    source: str
    svg: str  # without its XML declaration, as a page inlines it
    name: str  # the accessible name it must have: its <title>, then its <desc>


def _inlined(path: Path) -> Inlined | None:
    # a draft, so a corpus entry lint refuses is on the page too; one whose
    # layout fails has no picture
    try:
        result = compile_spec(path.read_bytes(), str(path), name=NAME, draft=True)
    except SpecError:
        return None
    svg = result.svg.split("?>", 1)[1].strip()
    root = ET.fromstring(svg)
    title, desc = (root.find(f"{{http://www.w3.org/2000/svg}}{tag}") for tag in ("title", "desc"))
    assert title is not None and desc is not None
    return Inlined(str(path.relative_to(ROOT)), svg, " ".join(f"{title.text} {desc.text}".split()))


@pytest.fixture(scope="module")
def diagrams() -> list[Inlined]:
    specs = sorted(SPECS.glob("*.yaml")) + sorted(CORPUS.glob("*.yaml"))
    drawn = [inlined for inlined in map(_inlined, specs) if inlined is not None]
    assert len(specs) > 100 and len(drawn) >= len(specs) - 2
    return drawn


def _page(diagrams: list[Inlined]) -> str:
    sections = "\n".join(f'<section data-source="{d.source}"><h2>{d.source}</h2>\n{d.svg}\n</section>' for d in diagrams)
    return f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>every diagram</title></head>\n<body>\n{sections}\n</body></html>\n'


def test_no_id_is_shared_and_every_reference_stays_in_its_own_svg(diagrams):
    owner: dict[str, str] = {}
    for diagram in diagrams:
        ids = re.findall(r' id="([^"]+)"', diagram.svg)
        assert ids and all(i.startswith(f"{NAME}-") for i in ids)
        for ident in ids:
            assert ident not in owner, f"{ident} is in {owner.get(ident)} and {diagram.source}"
            owner[ident] = diagram.source
        labelled = re.search(r'aria-labelledby="([^"]+)"', diagram.svg)
        assert labelled is not None
        for ident in _REFERENCE.findall(diagram.svg) + labelled.group(1).split():
            assert owner.get(ident) == diagram.source, f"{diagram.source} names {ident}, which it does not hold"


def test_in_the_browser_each_inlined_svg_is_read_out_with_its_own_texts(diagrams, tmp_path):
    page = tmp_path / "site.html"
    page.write_text(_page(diagrams), encoding="utf-8")
    browser = open_browser()
    try:
        from selenium.webdriver.common.by import By

        browser.get(page.as_uri())
        svgs = browser.find_elements(By.CSS_SELECTOR, "section > svg")
        assert len(svgs) == len(diagrams)
        wrong = [
            (diagram.source, svg.accessible_name[:80])
            for diagram, svg in zip(diagrams, svgs)
            if " ".join(svg.accessible_name.split()) != diagram.name
        ]
        assert not wrong, f"{len(wrong)} of {len(diagrams)} read out wrong, e.g. {wrong[:3]}"
        # what the page resolves each reference to: an element of the same SVG
        strays = browser.execute_script(
            """
            const strays = [], seen = new Set(), twice = [];
            for (const element of document.querySelectorAll('[id]')) {
              if (seen.has(element.id)) twice.push(element.id);
              seen.add(element.id);
            }
            for (const svg of document.querySelectorAll('section > svg')) {
              const named = svg.getAttribute('aria-labelledby').split(' ');
              for (const use of svg.querySelectorAll('use')) named.push(use.getAttribute('xlink:href').slice(1));
              for (const painted of svg.querySelectorAll('[fill^="url(#"]')) named.push(painted.getAttribute('fill').slice(5, -1));
              for (const id of named) {
                const found = document.getElementById(id);
                if (!found || found.closest('svg') !== svg) strays.push(id);
              }
            }
            return [strays.length, twice.length];
            """
        )
        assert strays == [0, 0], "references that leave their SVG, ids in the page twice"
    finally:
        browser.quit()
