"""All labels placed together (layout/labels.py): a label moves only to make
room, to the cheapest of the places its mark offered."""

from __future__ import annotations

from blueprint.layout.draw.labels import with_alternatives
from blueprint.layout.labels import place_labels
from dataclasses import replace

from blueprint.scene import Box, Line, MarkInfo, Paint, Rect, Text

ROOM = Box(56, 56, 1088, 518)


def _label(text, x, y, owner):
    return Text(text, x, y + 26, 26, "ink", Box(x, y, 15.6 * len(text), 34), "label", owner, owner)


def test_a_label_a_later_mark_covers_moves_to_its_next_place():
    label = _label("checkpoint", 100, 200, ("marks", 0, "icon", "label"))
    above = _label("checkpoint", 100, 120, ("marks", 0, "icon", "label"))
    movable = with_alternatives(label, [label, above])
    block = Rect(Box(90, 190, 300, 60), Paint(fill="grey", stroke="line"), "bar", ("marks", 1, "bar"), ("marks", 1, "bar"))
    marks = (MarkInfo(("marks", 0, "icon"), "icon"), MarkInfo(("marks", 1, "bar"), "bar"))
    placed = place_labels([movable, block], marks, ROOM)
    assert placed[0].box.y == 120 and placed[0].alternatives == ((0.0, 80.0),), "moved, its first place now an alternative"


def test_two_labels_that_want_one_place_part_and_the_first_keeps_it():
    owner_a, owner_b = ("marks", 0, "bar", "parts", 0, "label"), ("marks", 0, "bar", "parts", 1, "label")
    a = with_alternatives(_label("lost", 100, 300, owner_a), [_label("lost", 100, 300, owner_a), _label("lost", 100, 350, owner_a)])
    b = with_alternatives(_label("kept", 150, 300, owner_b), [_label("kept", 150, 300, owner_b), _label("kept", 150, 350, owner_b)])
    placed = place_labels([a, b], (MarkInfo(("marks", 0, "bar"), "bar"),), ROOM)
    assert {placed[0].box.y, placed[1].box.y} == {300, 350}


def test_labels_with_room_stay_where_their_marks_put_them():
    a = with_alternatives(_label("free", 100, 300, ("a", "label")), [_label("free", 100, 300, ("a", "label")), _label("free", 100, 400, ("a", "label"))])
    assert place_labels([a], (), ROOM) == [a]


def _bar(index, width, name, first_right):
    """A bar mark at row `index` and its name, offered to its right (first, when
    `first_right`: room in what the bar leaves) and above."""
    path = ("marks", index, "bar")
    body = Rect(Box(100, 100 + 150 * index, width, 60), Paint(fill="grey", stroke="line"), "bar", path, path)
    above = Text(name, 100, 100 + 150 * index - 14, 26, "ink", Box(100, 100 + 150 * index - 42, 15.6 * len(name), 34), "label", path, path + ("label",))
    right = above.moved(width + 24, 42)
    places = [right, above] if first_right else [above, right]
    return body, with_alternatives(places[0], places)


def test_kin_marks_name_themselves_on_one_side():
    """Three bars of one list named above, above and (where a short bar left
    room) to the right read as two kinds of thing: the third moves above."""
    bars = [_bar(0, 900, "on-demand", False), _bar(1, 600, "spot", False), _bar(2, 400, "spot with checkpoints", True)]
    marks = tuple(MarkInfo(("marks", i, "bar"), "bar") for i in range(3))
    placed = place_labels([e for pair in bars for e in pair], marks, ROOM)
    names = [e for e in placed if isinstance(e, Text)]
    assert all(n.box.bottom <= body.bounds.y + 1 for n, (body, _) in zip(names, bars)), [n.box for n in names]


def test_a_lone_mark_keeps_its_first_place():
    body, name = _bar(2, 400, "spot with checkpoints", True)
    placed = place_labels([body, name], (MarkInfo(("marks", 2, "bar"), "bar"),), ROOM)
    assert placed[1].box.x > body.bounds.right, "no kin: to its right, as offered first"


def _reserved(text, x, owner):
    """A label at `x` whose one other place, 200 px right, is held in reserve."""
    here = _label(text, x, 300, owner)
    return replace(with_alternatives(here, [here, _label(text, x + 200, 300, owner)]), reserve=1)


def test_a_place_in_reserve_is_taken_for_a_line_through_the_words_not_for_a_phrase():
    """A place held in `reserve` (a tick's name beside its tick) costs more
    than two labels read as one phrase and less than a conflict: beside a
    neighbour's words the label stays; with a line run through it, it moves,
    and its first place, now an alternative, is not held in reserve."""
    owner, neighbour = ("marks", 0, "curve", "x", "ticks", 1), ("marks", 0, "curve", "x", "ticks", 0)
    label = _reserved("noon", 200, owner)
    near = with_alternatives(_label("10", 120, 300, neighbour), [_label("10", 120, 300, neighbour)])  # read with "noon" as one phrase
    marks = (MarkInfo(("marks", 0, "curve"), "curve"),)
    assert place_labels([label, near], marks, ROOM)[0].box.x == 200
    line = Line(230, 250, 230, 400, Paint(stroke="line"), "connector", ("marks", 1, "connector"), ("marks", 1, "connector"))
    moved = place_labels([label, near, line], marks + (MarkInfo(("marks", 1, "connector"), "connector"),), ROOM)[0]
    assert moved.box.x == 400 and moved.alternatives == ((-200.0, 0.0),) and moved.reserve == 0


def _stairs_with_a_cross():
    """Two treads with their risers, a cross over the first tread, and the
    cross's words: below it (where a later mark stands), past the tread's end
    (beside the next step's riser: read as naming that step) or above it."""
    stairs, icon = ("marks", 0, "staircase"), ("marks", 1, "icon")
    treads = [
        Line(100, 300, 400, 300, Paint(stroke="line"), "tread", stairs + ("steps", 0), stairs + ("steps", 0)),
        Line(100, 300, 100, 400, Paint(stroke="line"), "riser", stairs + ("steps", 0), stairs + ("steps", 0)),
        Line(400, 200, 700, 200, Paint(stroke="line"), "tread", stairs + ("steps", 1), stairs + ("steps", 1)),
        Line(400, 200, 400, 300, Paint(stroke="line"), "riser", stairs + ("steps", 1), stairs + ("steps", 1)),
    ]
    cross = Line(232, 282, 268, 318, Paint(stroke="red"), "sign", icon, icon)
    below, past, above = (_label("preemption", x, y, icon + ("label",)) for x, y in ((172, 326), (416, 283), (172, 240)))
    blocker = Rect(Box(150, 320, 200, 60), Paint(fill="grey"), "bar", ("marks", 2, "bar"), ("marks", 2, "bar"))
    marks = (MarkInfo(stairs, "staircase"), MarkInfo(icon, "icon", joins=(stairs,), ends=(Box(100, 296, 300, 8),)), MarkInfo(("marks", 2, "bar"), "bar"))
    return [*treads, cross, with_alternatives(below, [below, past, above]), blocker], marks


def test_a_label_moved_off_its_mark_stays_nearer_it_than_a_like_part():
    """faithful11 (preempt-stairs): the cross's words, moved from below it,
    do not take the place past its tread's end, nearer the next step's riser
    than the cross, though it comes first: they rise over the cross."""
    elements, marks = _stairs_with_a_cross()
    placed = place_labels(elements, marks, ROOM)
    assert placed[5].box.y == 240, placed[5].box


def _switch(index, x, first_share):
    """An upright link (the switches of a price chart, drawn alike) and its
    number, offered right of its line at shares 0.65 and 0.8 down it, the
    first at `first_share` (the mark's own first choice)."""
    path = ("marks", index, "connector")
    line = Line(x, 100, x, 400, Paint(stroke="blue"), "connector", path, path)
    places = [_label(str(index), x + 16, 100 + 300 * share - 17, path + ("label",)) for share in (0.65, 0.8)]
    if first_share == 0.8:
        places.reverse()
    return line, with_alternatives(places[0], places)


def test_like_labels_of_like_links_share_a_level():
    """faithful11 (spot-week): four switches' numbers, two offered first low
    on their lines and two lower, stand at one level, though each alone
    would keep its own first place."""
    switches = [_switch(i, 200 + 150 * i, share) for i, share in enumerate((0.65, 0.8, 0.65, 0.8))]
    marks = tuple(MarkInfo(("marks", i, "connector"), "connector") for i in range(4))
    placed = place_labels([e for pair in switches for e in pair], marks, ROOM)
    assert len({e.box.y for e in placed if isinstance(e, Text)}) == 1, [e.box for e in placed if isinstance(e, Text)]
