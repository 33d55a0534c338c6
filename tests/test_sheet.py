"""The icon sheet: every icon in every variant with its name, clean by the house checks."""

from __future__ import annotations

from blueprint.diagnostics import Diagnostics
from blueprint.icons import ICONS
from blueprint.lint import lint
from blueprint.sourcemap import SourceMap
from blueprint.sheet import VARIANTS, icon_sheet, icon_sheet_svg
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME


def test_every_icon_in_every_variant_with_its_name():
    scene, alt = icon_sheet()
    names = {t.text for t in scene.texts()}
    assert set(ICONS) <= names
    for index, name in enumerate(ICONS):
        for column, (colour, outline) in enumerate(VARIANTS):
            drawn = [e for e in scene.elements if e.owner == ("icons", index, column)]
            assert drawn, (name, colour, outline)
            if name not in ("cross", "check"):  # signs are drawn solid in every variant
                strokes = {e.paint.stroke for e in drawn if e.paint.stroke}
                assert ("blue" in strokes) == (colour == "blue"), (name, colour)
                assert any(e.paint.line == outline for e in drawn), (name, outline)
    assert all(name in alt for name in ICONS)


def test_sheet_passes_the_house_checks():
    from dataclasses import replace

    scene, _ = icon_sheet()
    diagnostics = Diagnostics("<icons>")
    # the sheet is a reference page read at full size, never a card on the blog's index
    read_whole = replace(DEFAULT_THEME, canvas=replace(DEFAULT_THEME.canvas, index_width=scene.width))
    lint(scene, read_whole, load_font(DEFAULT_THEME.font_file), SourceMap("<icons>"), diagnostics)
    assert not diagnostics.errors, [d.format() for d in diagnostics.errors]


def test_sheet_is_deterministic_and_self_contained():
    first, second = icon_sheet_svg(), icon_sheet_svg()
    assert first == second
    assert "href=\"http" not in first and "<image" not in first and "font-family" not in first


def test_icons_command_writes_svg_and_png(tmp_path):
    from typer.testing import CliRunner

    from blueprint.cli import app

    result = CliRunner().invoke(app, ["icons", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "icons.svg").read_text().startswith("<?xml")
    assert (tmp_path / "icons.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
