"""A chart's words name the line nearest them (layout/series_leaders.py,
review 10): a series' label over two lines 2 px apart, or with the
provisioned line between it and its series, names either; the curve offers
places that name its own line first, and words left as near another line
get a leader from their own, its dot clear of the other and crossing none."""

from __future__ import annotations

from blueprint.layout.series_leaders import names_own, told_apart
from blueprint.rules.geometry import Polyline
from blueprint.scene import Box, Line, MarkInfo, Paint, Path, Text

CHART = ("marks", 0)
OWN, OTHER = CHART + ("series", 0), CHART + ("series", 1)


def _curve(points: list[tuple[float, float]], owner: tuple) -> Path:
    return Path((("M", points[0]), *(("L", p) for p in points[1:])), Paint(stroke="ink"), "curve", owner, owner)


def _words(box: Box, owner: tuple = OWN) -> Text:
    return Text("mine", box.x, box.bottom, 16.0, "ink", box, "label", owner + ("label",), owner + ("label",))


def test_words_over_two_lines_two_px_apart_name_either():
    words = Box(100, 80, 120, 20)
    assert not names_own(words, [Polyline.of([(0, 112), (400, 112)])], [Polyline.of([(0, 114), (400, 114)])], 8.0)


def test_words_with_another_line_between_them_and_their_own_name_that_line():
    words = Box(100, 80, 120, 20)
    assert not names_own(words, [Polyline.of([(0, 160), (400, 160)])], [Polyline.of([(0, 110), (400, 110)])], 8.0)


def test_words_by_their_own_line_with_the_other_far_name_their_own():
    words = Box(100, 80, 120, 20)
    assert names_own(words, [Polyline.of([(0, 112), (400, 112)])], [Polyline.of([(0, 300), (400, 300)])], 8.0)


def test_words_as_near_another_line_get_a_leader_from_their_own_clear_of_it():
    """Over a flat stretch where the two lines lie 2 px apart, with the own
    line rising away to the right: the dot stands where the own line is
    clear of the other, and the leader crosses nothing."""
    own = _curve([(0, 200), (300, 200), (400, 100)], OWN)
    other = _curve([(0, 202), (500, 202)], OTHER)
    words = _words(Box(120, 170, 100, 20))
    marks = (MarkInfo(CHART, "curve"),)
    drawn = told_apart([own, other, words], marks, 8.0, 4.0, 48.0)
    leaders = [e for e in drawn if isinstance(e, Line) and e.role == "leader"]
    assert len(leaders) == 1
    start = (leaders[0].x1, leaders[0].y1)
    assert start[0] > 300 and start[1] < 200  # on the rise, off the flat the two share
    assert drawn[:3] == [own, other, words]


def test_words_over_lines_lying_on_each_other_all_the_way_get_no_leader():
    own = _curve([(0, 200), (500, 200)], OWN)
    other = _curve([(0, 202), (500, 202)], OTHER)
    words = _words(Box(200, 170, 100, 20))
    drawn = told_apart([own, other, words], (MarkInfo(CHART, "curve"),), 8.0, 4.0, 48.0)
    assert not [e for e in drawn if e.role == "leader"]


def test_words_naming_their_own_line_get_no_leader():
    own = _curve([(0, 200), (500, 200)], OWN)
    other = _curve([(0, 400), (500, 400)], OTHER)
    words = _words(Box(200, 170, 100, 20))
    drawn = told_apart([own, other, words], (MarkInfo(CHART, "curve"),), 8.0, 4.0, 48.0)
    assert drawn == [own, other, words]
