"""The SVG: accessible, self-contained, text as outlines, hatches in user space."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import blueprint
from conftest import SPECS

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def result():
    return blueprint.render(SPECS / "kept-utilization.yaml")


def test_svg_is_accessible(result):
    root = ET.fromstring(result.svg)
    assert root.get("role") == "img"
    title_id, desc_id = root.get("aria-labelledby").split()
    title = root.find(f"{SVG}title")
    desc = root.find(f"{SVG}desc")
    assert title.get("id") == title_id and title.text == result.alt
    assert desc.get("id") == desc_id and desc.text and desc.text != result.alt


def test_svg_references_nothing_outside(result):
    assert "<image" not in result.svg and "<text" not in result.svg and "foreignObject" not in result.svg
    hrefs = re.findall(r'href="([^"]*)"', result.svg)
    assert hrefs and all(h.startswith("#") for h in hrefs)
    urls = re.findall(r"url\(([^)]*)\)", result.svg)
    assert all(u.startswith("#") for u in urls)
    assert "@font-face" not in result.svg


def test_each_glyph_is_defined_once_and_reused(result):
    defined = re.findall(r'id="([\w-]*glyph-[^"]+)"', result.svg)
    used = re.findall(r'xlink:href="#([\w-]*glyph-[^"]+)"', result.svg)
    assert len(defined) == len(set(defined))
    assert set(used) == set(defined)
    assert len(used) > len(defined)


def test_hatch_is_a_user_space_pattern(result):
    root = ET.fromstring(result.svg)
    patterns = root.findall(f".//{SVG}pattern")
    assert [p.get("id") for p in patterns] == [f"{result.ids}-hatch-red"], "its diagram's own id"
    assert patterns[0].get("patternUnits") == "userSpaceOnUse"
    assert "rotate(45)" in patterns[0].get("patternTransform")


def test_no_hex_colour_in_svg_that_is_not_in_the_theme(result):
    from dataclasses import astuple

    from blueprint.theme import DEFAULT_THEME

    palette = set(astuple(DEFAULT_THEME.palette))
    used = set(re.findall(r"#[0-9A-Fa-f]{6}\b", result.svg))
    assert used and used <= palette


def test_no_opacity_on_shapes(result):
    assert "opacity" not in result.svg


def test_dashes_follow_the_style(result):
    assert 'stroke-dasharray="8 6"' in result.svg


def test_every_id_is_the_diagrams_own(result):
    """Two diagrams inlined on one page never share an id (issue 14)."""
    ids = re.findall(r' id="([^"]+)"', result.svg)
    assert ids and all(i.startswith(result.name + "-") for i in ids), [i for i in ids if not i.startswith(result.name + "-")][:3]


def test_what_xml_cannot_hold_is_exactly_what_its_char_production_leaves_out():
    """XML 1.0's Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]."""
    from blueprint.render.svg import _NOT_XML

    def xml_char(point: int) -> bool:
        return point in (0x9, 0xA, 0xD) or 0x20 <= point <= 0xD7FF or 0xE000 <= point <= 0xFFFD or 0x10000 <= point <= 0x10FFFF

    edges = {0, 0x8, 0x9, 0xA, 0xB, 0xC, 0xD, 0xE, 0x1F, 0x20, 0x7F, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x10FFFF}
    for point in sorted(edges | set(range(0, 0x10FFFF, 997))):
        assert (_NOT_XML.search(chr(point)) is None) == xml_char(point), hex(point)
