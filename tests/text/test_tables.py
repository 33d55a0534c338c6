"""The font's prebuilt tables are what fontTools reads from the shipped font,
outline by outline; a font file they were not made from is read with
fontTools, never with stale tables; a fresh process measures and draws text
without importing fontTools."""

from __future__ import annotations

import shutil
import subprocess
import sys

from blueprint.text import tables
from blueprint.text.font import Font, fonts_folder

FONT = fonts_folder() / "JetBrainsMono-Regular.ttf"


def test_the_shipped_tables_are_the_fonts_own():
    shipped = tables.read(FONT)
    assert shipped is not None, "run `python -m blueprint.text.tables` after changing the font"
    read = tables.from_font(FONT)
    for field in ("units_per_em", "ascender", "descender", "cap_height", "cmap", "advances"):
        assert getattr(shipped, field) == getattr(read, field), field
    for name in read.advances:
        assert shipped.outline(name) == read.outline(name), name


def test_tables_of_another_font_file_are_not_used(tmp_path):
    font = tmp_path / "JetBrainsMono-Regular.ttf"
    font.write_bytes(FONT.read_bytes() + b"\0\0\0\0")  # another file: its size and CRC-32 differ
    for made in (tables.tables_path(FONT), tables.outlines_path(FONT)):
        shutil.copy(made, tmp_path / made.name)
    assert tables.read(font) is None
    tables.tables_path(font).write_text("{not json", encoding="utf-8")
    assert tables.read(font) is None
    assert Font(font).measure("busy 60%", 26) == Font(FONT).measure("busy 60%", 26), "read with fontTools instead"


def test_writing_the_tables_again_changes_nothing(tmp_path):
    font = tmp_path / FONT.name
    shutil.copy(FONT, font)
    tables.write(font)
    assert tables.tables_path(font).read_bytes() == tables.tables_path(FONT).read_bytes()
    assert tables.outlines_path(font).read_bytes() == tables.outlines_path(FONT).read_bytes()


def test_a_fresh_process_measures_and_draws_without_fonttools():
    code = (
        "import sys\nfrom blueprint.text import load_font\n"
        "font = load_font('JetBrainsMono-Regular.ttf')\nfont.measure('busy', 26)\nfont.outline('H')\n"
        "print('fontTools' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.strip() == "False"
