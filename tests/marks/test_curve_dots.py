"""Dots in the one look model (vocab12): a series' `dots` draws a dot at each
point it is given, a point mark drawn as a dot takes a look and a `size`,
each said once in the alt text, and refused at its key where it makes no
sense (hatching, a dashed ring, a size on an icon, dots on a shape)."""

from __future__ import annotations

import pytest

from blueprint import messages
from blueprint.scene import Dot, Ellipse
from blueprint.theme import DEFAULT_THEME

POINTS = "[[1, 5.64], [2, 2.87], [4, 1.48], [8, 0.79], [16, 0.44]]"


def curve(series: str = "", marks: str = "") -> str:
    return (
        "blueprint: 1\nmarks:\n  - curve:\n      unit: batch\n      x: {scale: log, from: 1, to: 16, ticks: 2}\n"
        f"      series:\n        - {{id: price, straight: true, points: {POINTS}{', ' + series if series else ''}}}\n"
        + (f"      marks:\n{marks}" if marks else "")
    )


def dots_of(result, owner: tuple) -> list:
    return [e for e in result.scene.elements if e.role == "marker" and tuple(e.source[: len(owner)]) == owner]


def test_a_series_dots_draw_one_dot_at_each_given_point_in_its_colour(compile_text):
    result, errors = compile_text(curve("colour: blue, dots: true"))
    assert not errors
    dots = dots_of(result, ("marks", 0, "curve", "series", 0, "dots"))
    assert len(dots) == 5 and all(isinstance(d, Ellipse) for d in dots)
    assert {d.paint.fill for d in dots} == {DEFAULT_THEME.look("blue").stroke}
    assert {d.paint.stroke for d in dots} == {None}
    assert "with a dot at each point" in result.alt


def test_open_dots_are_white_inside_a_ring_and_said_open(compile_text):
    result, errors = compile_text(curve("dots: {fill: white, outline: solid, size: small}"))
    assert not errors
    dots = dots_of(result, ("marks", 0, "curve", "series", 0, "dots"))
    assert {(d.paint.fill, d.paint.stroke) for d in dots} == {(DEFAULT_THEME.look("white").fill, DEFAULT_THEME.look("grey").stroke)}
    assert {2 * d.rx for d in dots} == {DEFAULT_THEME.layout.point_dot_small}
    assert result.alt.count("with a small open dot at each point") == 1


def test_a_point_marked_by_an_open_dot_and_one_larger(compile_text):
    marks = "        - {at: 1, place: curve, fill: white, outline: solid, label: first}\n        - {at: 8, place: curve, colour: blue, size: large}\n"
    result, errors = compile_text(curve(marks=marks))
    assert not errors
    (open_dot,) = dots_of(result, ("marks", 0, "curve", "marks", 0))[:1]
    assert isinstance(open_dot, Ellipse) and open_dot.paint.fill == DEFAULT_THEME.look("white").fill
    (large,) = dots_of(result, ("marks", 0, "curve", "marks", 1))
    assert large.bounds.width == DEFAULT_THEME.layout.point_dot_large
    assert "an open dot marked first" in result.alt.lower()
    assert "a large blue dot" in result.alt


def test_a_plain_dot_is_drawn_and_said_as_ever(compile_text):
    result, errors = compile_text(curve(marks="        - {at: 4, place: curve, colour: grey}\n"))
    assert not errors
    (dot,) = dots_of(result, ("marks", 0, "curve", "marks", 0))
    assert isinstance(dot, Dot) and 2 * dot.radius == DEFAULT_THEME.layout.point_dot
    assert "a grey dot sits on the curve at four batches" in result.alt.lower()


@pytest.mark.parametrize("series, marks, key, message", [
    ("dots: {hatch: true}", "", "hatch", messages.LOOK_DOT_HATCH),
    ("dots: {fill: white, outline: dashed}", "", "outline", messages.LOOK_DOT_RHYTHM.format(found="dashed")),
    ("dots: {fill: white}", "", "fill", messages.LOOK_DOT_UNSEEN.format(fill="white")),
    ("", "        - {at: 4, place: curve, hatch: true}\n", "hatch", messages.LOOK_DOT_HATCH),
    ("", "        - {at: 4, icon: server, size: large}\n", "size", messages.DOT_SIZE_NOT_A_DOT.format(what="an icon")),
    ("", "        - {at: 4, label: x, fill: white}\n", "fill", messages.LOOK_NOT_A_BLOCK.format(key="fill")),
])
def test_a_dot_look_that_makes_no_sense_is_refused_at_its_key(compile_text, series, marks, key, message):
    text = curve(series, marks)
    _, errors = compile_text(text)
    assert len(errors) == 1 and errors[0].endswith("error: " + message), errors
    line, column = (int(n) for n in errors[0].split(":")[1:3])
    assert text.splitlines()[line - 1][: column - 1].endswith(f"{key}: ")  # at the key's value


def test_dots_on_a_shape_are_refused_at_dots(compile_text):
    line = "  - curve: {span: 24 h, shape: {peaks: 2}, dots: true}"
    _, errors = compile_text(f"blueprint: 1\nmarks:\n{line}\n")
    assert errors == [f"spec.yaml:3:{line.index('dots:') + 1}: error: {messages.DOTS_ON_A_SHAPE}"]
