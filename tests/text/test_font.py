from blueprint.text import load_font
from blueprint.text.font import fonts_folder


def test_the_font_ships_with_its_licence():
    folder = fonts_folder()
    assert (folder / "JetBrainsMono-Regular.ttf").is_file()
    assert "SIL OPEN FONT LICENSE" in (folder / "OFL.txt").read_text()


def test_measure_uses_the_font_advances():
    font = load_font("JetBrainsMono-Regular.ttf")
    assert font.units_per_em == 1000
    assert font.measure("busy 60%", 26) == 8 * 600 * 26 / 1000
    assert font.measure("", 26) == 0


def test_outlines_point_down_and_are_integers():
    font = load_font("JetBrainsMono-Regular.ttf")
    outline = font.outline("H")
    assert outline.startswith("M") and "." not in outline
    assert "-730" in outline  # cap height, above the baseline, so negative y
