"""Shapes many marks draw alike on one spot, judged once a pile
(rules/piles.py): the counts are those of judging every pair, whoever is
related to whom (a mark's own parts, a group and the marks in it, a
connector that joins one of the pile)."""

from __future__ import annotations

from blueprint.layout.draw.labels import with_alternatives
from blueprint.layout.labels import clashes, place_labels
from blueprint.rules import piles
from blueprint.rules.judge import conflict
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Line, MarkInfo, Paint, Rect, Text

ROOM = Box(56, 56, 1088, 518)
BODY, TOP = Box(500, 220, 176, 85), Box(514, 232, 148, 12)
PAINT = Paint(fill="grey", stroke="line")


def _icon(path: tuple) -> list:
    """The shapes of one icon drawn at the pile's spot, and its label offered round it."""
    label = Text("l", 690, 270, 26, "ink", Box(690, 244, 16, 34), "label", path + ("label",), path + ("label",))
    places = [label, label.moved(-230, 0), label.moved(-95, 90), label.moved(-95, -70)]
    return [Rect(BODY, PAINT, "icon", path, path), Rect(TOP, PAINT, "icon", path, path), with_alternatives(places[0], places)]


def pile() -> tuple[list, tuple[MarkInfo, ...]]:
    """Six icons over one spot, a group holding three more there (and its own
    shape), and a connector that joins the first icon, crossing the pile."""
    elements, marks = [], []
    for index in range(6):
        path: tuple[object, ...] = ("marks", index, "icon")
        elements += _icon(path)
        marks.append(MarkInfo(path, "icon"))
    group = ("marks", 6, "group")
    elements.append(Rect(BODY, PAINT, "icon", group, group))
    marks.append(MarkInfo(group, "group"))
    for index in range(3):
        path = group + ("marks", index, "icon")
        elements += _icon(path)
        marks.append(MarkInfo(path, "icon"))
    link = ("marks", 7, "connector")
    elements += [Line(400, 260, 800, 260, PAINT, "connector", link, link), Rect(BODY, PAINT, "icon", link, link)]
    marks.append(MarkInfo(link, "connector", joins=(("marks", 0, "icon"),)))
    return elements, tuple(marks)


def one_by_one(elements: list, marks: tuple[MarkInfo, ...]) -> int:
    index = MarkIndex(marks, elements)
    return sum(conflict(elements[at], elements[other], index) is not None for at in range(len(elements)) for other in range(at))


def test_a_pile_counts_what_every_pair_counts(monkeypatch):
    elements, marks = pile()
    assert len(piles.Piles(ROOM.right, ROOM.bottom, MarkIndex(marks, elements), elements).piled) == 3, "the body, the top and the labels where their marks stood them"
    piled = clashes(elements, marks, ROOM)
    assert piled == one_by_one(elements, marks) > 0
    monkeypatch.setattr(piles, "PILE_LEAST", 10**9)  # nothing piled: every pair judged one by one
    assert clashes(elements, marks, ROOM) == piled


def test_labels_round_a_pile_stand_where_they_would_pair_by_pair(monkeypatch):
    elements, marks = pile()
    labels = [e for e in elements if isinstance(e, Text)]
    still = [e for e in elements if not isinstance(e, Text)]
    placed = place_labels(labels + still, marks, ROOM)
    monkeypatch.setattr(piles, "PILE_LEAST", 10**9)
    assert place_labels(labels + still, marks, ROOM) == placed
    assert placed != labels + still, "the search moved some"


def test_what_a_shape_is_judged_by_is_its_drawing_not_its_owner():
    a = Rect(BODY, PAINT, "icon", ("marks", 0), ("marks", 0))
    b = Rect(BODY, Paint(fill="ink"), "icon", ("marks", 1), ("marks", 1, "x"))
    assert piles.drawing(a) == piles.drawing(b)
    assert piles.drawing(a) != piles.drawing(Rect(TOP, PAINT, "icon", ("marks", 0), ("marks", 0)))
    assert piles.drawing(a) != piles.drawing(Rect(BODY, PAINT, "pin", ("marks", 0), ("marks", 0)))
