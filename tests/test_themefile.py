"""Themes as data (issue 28, item 5): a theme is one TOML file of what it
changes; the dark theme keeps every meaning of the house style and passes
the contrast checks; a transparent sheet lets the page show through; a theme
file's problems are located like a spec's."""

from __future__ import annotations

import colorsys
import io
import pickle
import shutil
from importlib.resources import files
from pathlib import Path

import pytest

from blueprint.diagnostics import SpecError
from blueprint.lint.style import contrast
from blueprint.pipeline import compile_spec
from blueprint.theme import DEFAULT_THEME, FILLS, Theme
from blueprint.themefile import ThemeNotFound, load_theme, shipped
from conftest import ROOT, SPECS

CORPUS = ROOT / "tests" / "corpus"
PAINT = {"colour", "colours", "paint", "paper"}  # what a theme may change in a scene: its colours, nothing of its geometry


@pytest.fixture(scope="module")
def dark() -> Theme:
    return load_theme("dark")


def test_the_shipped_themes_are_the_house_and_the_files_beside_the_package(dark):
    assert shipped() == ["dark", "house"]
    assert load_theme("house") is DEFAULT_THEME and DEFAULT_THEME.name == "house"
    assert dark.name == "dark" and dark.palette.paper == "#17191D" and dark.looks["white"].inside == "paper"


def test_a_theme_is_its_file_and_nothing_else(dark, tmp_path):
    """Everything the dark theme is lives in dark.toml: the same file under
    another name, outside the package, is the same theme."""
    copy = tmp_path / "night.toml"
    copy.write_bytes(files("blueprint").joinpath("themes", "dark.toml").read_bytes())
    night = load_theme(copy)
    assert night == dark, "name included: the file names itself"
    copy.write_text(copy.read_text(encoding="utf-8").replace('name = "dark"\n', ""), encoding="utf-8")
    assert load_theme(str(copy)).name == "night", "else the file's stem"


def _without_paint(value):
    if isinstance(value, dict):
        return {k: _without_paint(v) for k, v in value.items() if k not in PAINT}
    if isinstance(value, list):
        return [_without_paint(v) for v in value]
    return value


def _drawable() -> list[Path]:
    return sorted(SPECS.glob("*.yaml")) + sorted(CORPUS.glob("*.yaml"))


@pytest.mark.parametrize("path", _drawable(), ids=lambda p: p.stem)
def test_the_dark_theme_lays_out_says_and_lints_every_diagram_as_the_house_does(path, dark):
    """The same places, the same alt text and long description, and no
    problem the house theme does not have (contrast included): a <picture>
    may swap one for the other."""
    data = path.read_bytes()
    try:
        house = compile_spec(data, str(path), draft=True)
    except SpecError:
        pytest.skip("cannot be drawn in any theme (its layout fails)")
    night = compile_spec(data, str(path), draft=True, theme=dark)
    assert [p.format() for p in night.problems] == [p.format() for p in house.problems]
    assert (night.alt, night.long_description) == (house.alt, house.long_description)
    assert _without_paint(night.scene.to_json()) == _without_paint(house.scene.to_json())
    assert dark.palette.paper in night.svg and night.ids != house.ids


def _hue_lightness_saturation(colour: str) -> tuple[float, float, float]:
    red, green, blue = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    hue, lightness, saturation = colorsys.rgb_to_hls(red, green, blue)
    return hue * 360, lightness, saturation


def test_the_dark_theme_keeps_every_colour_word_true(dark):
    """The alt text is the same for both pictures, so what it calls grey,
    light grey, white, dark, blue and red must look it on the dark sheet."""
    palette = dark.palette
    hue, _, saturation = _hue_lightness_saturation(palette.blue)
    assert 200 <= hue <= 250 and saturation > 0.5, "blue"
    hue, _, saturation = _hue_lightness_saturation(palette.red)
    assert (hue <= 15 or hue >= 345) and saturation > 0.5, "red"
    lightness = {name: _hue_lightness_saturation(getattr(palette, name))[1] for name in ("shade", "paper", "grey", "grey_light", "white")}
    assert lightness["shade"] < lightness["paper"] < lightness["grey"] < lightness["grey_light"] < lightness["white"]
    assert lightness["white"] > 0.85, "white reads as white"
    for name in ("grey", "grey_light", "white", "shade", "paper"):
        channels = [int(getattr(palette, name)[i : i + 2], 16) for i in (1, 3, 5)]
        assert max(channels) - min(channels) <= 20, f"{name} is a neutral (a cool grey at most, as the house greys are)"
    assert dark.looks["dark"].fill == "shade", "a dark part is dark"


@pytest.mark.parametrize("theme_name", ["house", "dark"])
def test_every_look_passes_the_contrast_checks(theme_name):
    """Text 4.5:1 on the paper and inside each fill that takes a label; every
    fill seen at 3:1 on the paper by its fill, its outline or its edge."""
    theme = load_theme(theme_name)
    paper = theme.colour("paper")
    for token in {look.text for look in theme.looks.values()} | {"ink"}:
        assert contrast(theme.colour(token), paper) >= theme.contrast.text, token
    for fill, look in theme.looks.items():
        if look.ink_inside:
            assert contrast(theme.colour(look.inside), theme.colour(look.fill)) >= theme.contrast.text, fill
        seen = max(contrast(theme.colour(token), paper) for token in (look.fill, look.stroke, look.edge or look.fill))
        assert seen >= theme.contrast.shape or fill == "none", fill
    assert set(theme.looks) == set(FILLS)


def test_a_transparent_sheet_draws_no_sheet(tmp_path):
    """The page shows through round the drawing; what is drawn in the paper's
    colour (the ground under a hatch, an icon's screen) keeps it, so `paper`
    is the page's colour, and contrast is judged against it."""
    import cairocffi

    (tmp_path / "clear.toml").write_text('extends = "dark"\n[palette]\npaper = "#0D1117"\n[canvas]\ntransparent = true\n', encoding="utf-8")
    clear = load_theme(tmp_path / "clear.toml")
    result = compile_spec((SPECS / "kept-utilization.yaml").read_bytes(), "kept.yaml", theme=clear)
    opaque = compile_spec((SPECS / "kept-utilization.yaml").read_bytes(), "kept.yaml", theme=load_theme("dark"))
    assert '<rect x="0" y="0" width="1200" height="630"' in opaque.svg
    assert '<rect x="0" y="0" width="1200" height="630"' not in result.svg and 'fill="#0D1117"' in result.svg
    image = cairocffi.ImageSurface.create_from_png(io.BytesIO(result.png))
    assert image.get_format() == cairocffi.FORMAT_ARGB32 and bytes(image.get_data())[3] == 0, "the corner is see-through"
    assert result.alt == opaque.alt


def test_a_theme_can_name_the_brand_and_extend_a_file_beside_it(tmp_path):
    (tmp_path / "base.toml").write_text('[brand]\nname = "Night Notes"\nwordmark = "night notes"\n', encoding="utf-8")
    (tmp_path / "site.toml").write_text('extends = "base.toml"\n[palette]\nblue = "#1A56C4"\n', encoding="utf-8")
    site = load_theme(tmp_path / "site.toml")
    assert site.name == "site" and site.brand.name == "Night Notes" and site.palette.blue == "#1A56C4"
    assert compile_spec((SPECS / "kept-utilization.yaml").read_bytes(), "k.yaml", theme=site).alt.startswith("Night Notes. Blueprint of")


BAD = """\
name = "mine"
extends = "drak"

[palette]
paper = "#12345"
gray = "#777777"

[canvas]
transparent = "yes"
label-hang = -1
width = 0

[contrast]
text = 3

[looks.white]
inside = "papr"
colour = "ink"

[looks.purple]
fill = "blue"

[dashes]
dashed = [8]
"""


def test_a_theme_file_s_problems_are_all_said_each_at_its_line_and_column(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(BAD, encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_theme(path)
    lines = [d.format().removeprefix(f"{path}:") for d in caught.value.diagnostics]
    assert lines == [
        "2:11: error: unknown theme `drak` (did you mean `dark`?); name a shipped theme, `dark` or `house`, or a theme file ending in .toml",
        "5:9: error: `paper` is a colour written `#RRGGBB`; found `#12345`",
        "6:1: error: unknown key `gray` (did you mean `grey`?); valid keys here: `blue`, `drafting-grid`, `grey`, `grey-light`, `ink`, `ink-on-fill`, `line`, `paper`, `red`, `shade`, `white`",
        "9:15: error: `transparent` is true or false; found `yes`",
        "10:14: error: `label-hang` is a number from 0 to 100,000; found `-1`",
        "11:9: error: `width` is a number more than 0 and at most 100,000; found `0`",
        "14:8: error: `text` is a number from 4.5 to 100,000; found `3`",
        "17:10: error: `inside` names a colour of the palette; found `papr` (did you mean `paper`?); the palette's colours are `blue`, `drafting-grid`, `grey`, `grey-light`, `ink`, `ink-on-fill`, `line`, `paper`, `red`, `shade`, `white`",
        "18:1: error: unknown key `colour`; valid keys here: `edge`, `fill`, `ink-inside`, `inside`, `seamed`, `stroke`, `text`",
        "20:2: error: unknown key `purple`; valid keys here: `blue`, `dark`, `grey`, `grey-light`, `none`, `red`, `white`",
        "24:10: error: `dashed` is an array of 2 numbers from 0 to 100,000, not all 0; found an array",
    ]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("[palette\n", "1:9: error: invalid TOML: Expected ']' at the end of a table declaration"),
        ('extends = "a.toml"\n', "1:11: error: the themes extend each other in a circle: a.toml -> a.toml"),
        ("palette = 3\n", "1:11: error: `palette` is a table of the theme (`[palette]`); found `3`"),
        ("extends = 1\n", "1:11: error: `extends` names a shipped theme or a .toml file; found `1`"),
        ('[brand]\nname = "a\\nb"\n', "2:8: error: `name` is a text of at most 40 characters on one line; found `a\\nb`"),
        ("[looks]\ngrey = {inside = 4}\n", "2:18: error: `inside` names a colour of the palette; found `4`; the palette's colours are `blue`, `drafting-grid`, `grey`, `grey-light`, `ink`, `ink-on-fill`, `line`, `paper`, `red`, `shade`, `white`"),
        ("[canvas]\nwidth = 1e400\n", "2:9: error: `width` is a number more than 0 and at most 100,000; found `inf`"),
        ("font_file = 'x.ttf'\n", "1:1: error: unknown key `font_file`; valid keys here: `brand`, `canvas`, `contrast`, `dashes`, `extends`, `hatch`, `layout`, `looks`, `name`, `palette`, `strokes`, `type`"),
    ],
)
def test_more_bad_theme_files(tmp_path, text, expected):
    path = tmp_path / "a.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_theme(path)
    assert [d.format().removeprefix(f"{path}:") for d in caught.value.diagnostics] == [expected]


def test_bytes_that_are_no_theme(tmp_path):
    path = tmp_path / "a.toml"
    path.write_bytes(b"name = '\xff'\n")
    with pytest.raises(SpecError, match=r"a.toml:1:1: error: the theme file is not UTF-8 text \(byte 0xff"):
        load_theme(path)
    path.write_bytes(b"#" * 100_001)
    with pytest.raises(SpecError, match="more than 100,000 bytes"):
        load_theme(path)


def test_a_name_that_is_no_theme(tmp_path):
    with pytest.raises(ThemeNotFound, match="unknown theme `drak` \\(did you mean `dark`\\?\\)"):
        load_theme("drak")
    with pytest.raises(ThemeNotFound, match="no theme file"):
        load_theme(tmp_path / "missing.toml")


def test_a_theme_travels_to_the_workers_of_a_render(dark):
    again = pickle.loads(pickle.dumps(dark))
    assert again == dark and repr(again) == repr(dark), "the cache's fingerprint is the theme's repr"


def test_the_shipped_theme_is_in_the_installed_package():
    assert shutil.os.path.isfile(str(files("blueprint").joinpath("themes", "dark.toml")))
