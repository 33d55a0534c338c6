"""Guides seen over what they cross (layout/seen.py): over a fill the
guide's colour is lost on, the stretch is drawn in an ink that reaches
3 : 1 against it; elsewhere, and over fills it stands out on, as drawn."""

from __future__ import annotations

import pytest

from blueprint.layout.seen import seen_over_fills
from blueprint.scene import Box, Line, Paint, Rect
from blueprint.theme import DEFAULT_THEME, contrast

THEME = DEFAULT_THEME
GUIDE = Line(100, 0, 100, 300, Paint(stroke="line", stroke_width="thin", line="dashed"), "guide", ("marks", 1), ("marks", 1))


def _column(fill: str, top: float = 100, bottom: float = 200) -> Rect:
    return Rect(Box(80, top, 40, bottom - top), Paint(fill=fill, stroke=None), "part", ("marks", 0), ("marks", 0))


def _seen(stroke: str, fill: str) -> bool:
    return contrast(THEME.colour(stroke), THEME.colour(fill)) >= THEME.contrast.shape


@pytest.mark.parametrize("fill", ["ink", "blue", "red", "grey", "grey-light", "white"])
def test_a_guide_is_seen_over_every_fill_it_crosses(fill):
    drawn = seen_over_fills([_column(fill), GUIDE], THEME)
    if _seen("line", fill):
        assert drawn == [_column(fill), GUIDE], "a fill it stands out on leaves it whole"
        return
    pieces = [e for e in drawn if isinstance(e, Line)]
    assert (min(p.y1 for p in pieces), max(p.y2 for p in pieces)) == (0, 300), "the whole guide, in stretches"
    over = [p for p in pieces if p.y1 >= 100 - 1e-6 and p.y2 <= 200 + 1e-6]
    assert over and all(_seen(p.paint.stroke, fill) for p in over), f"over {fill}: seen"
    assert all(p.paint.stroke == "line" and p.paint.line == "dashed" for p in pieces if p.y2 <= 100 or p.y1 >= 200), "on the paper: as drawn"


def test_a_fill_drawn_after_the_guide_covers_it_and_is_not_its_concern():
    assert seen_over_fills([GUIDE, _column("ink")], THEME) == [GUIDE, _column("ink")]


def test_a_guide_that_only_touches_a_fill_is_left_whole():
    beside = Rect(Box(100, 100, 40, 100), Paint(fill="ink"), "part", ("marks", 0), ("marks", 0))
    assert seen_over_fills([beside, GUIDE], THEME)[1:] == [GUIDE]


def test_a_slanted_guide_is_cut_where_it_enters_and_leaves():
    slant = Line(0, 0, 200, 200, GUIDE.paint, "guide", GUIDE.owner, GUIDE.source)
    pieces = seen_over_fills([_column("ink"), slant], THEME)[1:]
    over = [p for p in pieces if p.paint.stroke != "line"]
    assert len(over) == 1 and over[0].x1 == pytest.approx(100) and over[0].x2 == pytest.approx(120)


def test_the_nvme_guide_over_its_dark_column_is_drawn_in_paper(compile_text):
    from pathlib import Path

    text = (Path(__file__).parents[1] / "corpus" / "nvme-cache-hit-rate.yaml").read_text()
    result, errors = compile_text(text)
    assert not errors, errors
    guides = [e for e in result.scene.elements if isinstance(e, Line) and e.role == "guide" and e.owner[:3] == ("marks", 4, "drop")]
    assert any(g.paint.stroke == "paper" for g in guides) and any(g.paint.stroke == "line" for g in guides)
