"""The style's checks on the Scene."""

from __future__ import annotations

from blueprint.lint import contrast
from blueprint.theme import DEFAULT_THEME
from conftest import spec_text


def test_contrast_matches_the_style_sheet():
    paper = DEFAULT_THEME.palette.paper
    assert round(contrast(DEFAULT_THEME.palette.ink, paper), 1) == 14.6
    assert round(contrast(DEFAULT_THEME.palette.blue, paper), 1) == 5.3
    assert round(contrast(DEFAULT_THEME.palette.red, paper), 1) == 5.1


def test_a_glyph_missing_from_the_font_is_an_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {label: \"GPU \U0001F680\"}"))
    assert len(errors) == 1 and "the font has no glyph for" in errors[0]
    assert errors[0].startswith("spec.yaml:3:")


def _scene(*elements):
    from blueprint.scene import Scene

    return Scene(1200, 630, "paper", tuple(elements), {})


def _lint(scene):
    from blueprint.diagnostics import Diagnostics
    from blueprint.lint import lint
    from blueprint.sourcemap import SourceMap
    from blueprint.text import load_font

    diagnostics = Diagnostics("x.yaml")
    lint(scene, DEFAULT_THEME, load_font(DEFAULT_THEME.font_file), SourceMap("x.yaml", {("a",): (3, 5)}), diagnostics)
    return [d.format() for d in diagnostics.errors]


def _label(text, x, y, owner=("a",)):
    from blueprint.scene import Box, Text

    return Text(text, x, y + 26, 26, "ink", Box(x, y, 15.6 * len(text), 34), "label", owner, ("a",))


def test_a_label_crossed_by_a_line_of_another_mark_is_reported():
    from blueprint.scene import Line, Paint

    guide = Line(150, 100, 150, 300, Paint(stroke="line"), "guide", ("b",), ("b",))
    errors = _lint(_scene(guide, _label("crossed", 120, 200)))
    assert errors == ["x.yaml:3:5: error: label `crossed` touches a guide (line 1); shorten the label, or move a guide"]


def test_a_line_of_its_own_mark_may_touch_a_label():
    from blueprint.scene import Line, Paint

    leader = Line(150, 100, 150, 300, Paint(stroke="ink"), "leader", ("a",), ("a",))
    assert _lint(_scene(leader, _label("mine", 120, 200))) == []


def test_two_overlapping_labels_are_reported():
    errors = _lint(_scene(_label("first", 100, 100), _label("second", 130, 110, owner=("c",))))
    assert errors == ["x.yaml:3:5: error: label `second` overlaps label `first`"]


def test_off_canvas_is_reported():
    errors = _lint(_scene(_label("far", 1190, 100)))
    assert errors == ["x.yaml:3:5: error: label `far` reaches outside the canvas; shorten it, or bring what it labels in from the edge"
                      " (a smaller `gap`, `width` or `size`)"], "and says what would fix it"


def test_a_light_grey_bar_still_has_an_outline(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {fill: grey-light}"))
    assert errors == []


def test_an_outline_of_none_on_a_pale_fill_is_refused_at_the_key(compile_text):
    """Lint would find it too pale (1.3 : 1); the loader refuses it first, at
    `outline`, naming the fills that stand out alone (`marks/look.py`)."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {fill: grey-light, outline: none}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:38: error: a `grey-light` part with no outline") and "`dark`, `blue` or `red`" in errors[0]


def test_the_same_problem_at_the_same_place_is_said_once_with_a_count():
    from blueprint.diagnostics import Diagnostics, Location

    diagnostics = Diagnostics("a.yaml")
    for _ in range(24):
        diagnostics.error(Location("a.yaml", 3, 5), "a level has low contrast")
    diagnostics.error(Location("a.yaml", 2, 1), "another")
    assert [d.format() for d in diagnostics.errors] == [
        "a.yaml:2:1: error: another",
        "a.yaml:3:5: error: a level has low contrast (24 times)",
    ]
