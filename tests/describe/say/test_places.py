"""The composition's places (blueprint/describe/say/places.py) on plain boxes:
the facts a describer may ask for, and the checker that holds each place said
to the drawing."""

from __future__ import annotations

from blueprint.describe.say.place_check import TOLERANCE, Claim, Place, check, reading_order
from blueprint.describe.say.places import Places
from blueprint.scene import Box


def drawn(**boxes: tuple) -> Places:
    found = {(name,): Box(*box) for name, box in boxes.items()}
    return Places(found, Box.around(list(found.values())))


def holds(places: Places, claim: Claim) -> str | None:
    return check(claim, places.boxes, {}, places.extent)


def test_a_row_is_placed_left_middle_right_and_counted_past_three():
    row = drawn(a=(0, 0, 50, 50), b=(100, 10, 50, 50), c=(200, 0, 50, 50), d=(300, 5, 50, 50))
    three = [("a",), ("b",), ("c",)]
    assert [(p.word, p.axis, p.rank) for p in (row.among(k, three) for k in three)] == [("left", "across", 1), ("middle", "across", 2), ("right", "across", 3)]
    four = three + [("d",)]
    assert [row.among(k, four).word for k in four] == ["left", "nth", "nth", "right"]
    assert row.among(("c",), four).rank == 3


def test_a_column_is_placed_top_to_bottom():
    column = drawn(a=(0, 0, 100, 40), b=(10, 80, 100, 40), c=(0, 160, 100, 40))
    keys = [("a",), ("b",), ("c",)]
    assert [(column.among(k, keys).word, column.among(k, keys).axis) for k in keys] == [("top", "down"), ("middle", "down"), ("bottom", "down")]


def test_in_a_spread_only_the_one_clear_of_all_others_is_placed():
    """Three cards in a column and a fourth beside the lowest (drain-node-icons):
    the top card is the top one of all four, the middle and bottom ones have no
    place among the four (the fourth stands level with the bottom card)."""
    cards = drawn(a=(0, 0, 100, 60), b=(0, 100, 100, 60), c=(0, 200, 100, 60), d=(300, 200, 100, 60))
    kin = [("a",), ("b",), ("c",), ("d",)]
    assert cards.among(("a",), kin).word == "top"
    assert cards.among(("b",), kin) is None and cards.among(("c",), kin) is None
    assert cards.among(("d",), kin).word == "right"
    assert not cards.in_line(kin), "not every one has a place: no frame names them all"
    assert cards.in_line(kin[:3])


def test_two_that_overlap_along_the_row_have_no_place_between_them():
    row = drawn(a=(0, 0, 100, 50), b=(40, 10, 100, 50))
    assert row.among(("a",), [("a",), ("b",)]) is None


def test_a_region_is_said_only_a_clear_margin_inside_its_third():
    """The drawing's extent, not the card: the balancer of request-path stands
    a little past the left third's edge, so it is neither left nor middle."""
    places = drawn(laptop=(171, 280, 103, 68), lb=(434, 290, 104, 48), card=(735, 353, 176, 85), wide=(158, 56, 883, 1))
    assert places.region(("laptop",)).word == "left"
    assert places.region(("lb",), ("left", "middle", "right")) is None
    assert places.region(("card",), ("left", "middle", "right")).word == "right"
    assert places.region(("card",)).word == "lower-right"


def test_a_drawing_of_one_thing_has_no_regions():
    assert drawn(a=(0, 0, 10, 10)).region(("a",)) is None


def test_how_one_stands_to_another_is_what_the_boxes_show():
    places = drawn(card=(100, 100, 100, 60), clock=(240, 110, 40, 40), save=(120, 200, 40, 40), cross=(110, 105, 80, 50))
    assert places.against(("clock",), "right-of", ("card",)).word == "right-of"
    assert places.against(("clock",), "left-of", ("card",)) is None
    assert places.against(("save",), "below", ("card",)) is not None and places.against(("save",), "above", ("card",)) is None
    assert places.against(("cross",), "over", ("card",)) is not None and places.against(("card",), "under", ("cross",)) is not None
    assert places.against(("clock",), "below", ("save",)) is None, "not below: it stands higher"


def test_an_arrangement_is_a_row_or_a_column_of_them_all():
    places = drawn(a=(0, 0, 50, 50), b=(100, 20, 50, 50), c=(0, 200, 50, 50))
    assert places.arranged([("a",), ("b",)]).word == "side-by-side"
    assert places.arranged([("a",), ("c",)]).word == "one-above-another"
    assert places.arranged([("a",), ("b",), ("c",)]) is None


def test_reading_order_is_rows_from_the_top_then_left_to_right():
    boxes = {("a",): Box(300, 0, 50, 50), ("b",): Box(0, 10, 50, 50), ("c",): Box(100, 200, 50, 50)}
    assert reading_order(boxes) == [("b",), ("a",), ("c",)]
    assert drawn(a=(300, 0, 50, 50), b=(0, 10, 50, 50), c=(100, 200, 50, 50)).reading(("a",), [("a",), ("b",), ("c",)]).rank == 2


def test_the_realiser_records_what_it_says_from_the_facts_and_nothing_else():
    places = drawn(a=(0, 0, 50, 50), b=(100, 0, 50, 50))
    place = places.among(("a",), [("a",), ("b",)])
    places.said_as(("a",), "left", "the left card")
    places.said_as(("b",), "left", "the left card")  # no fact says it: recorded as unknown
    first, second = places.claims
    assert (first.subject, first.place, first.said) == (("a",), place, "the left card")
    assert holds(places, first) is None
    assert second.place.frame == "unknown" and holds(places, second) is not None


def test_the_checker_finds_the_false_words_the_describer_used_to_say():
    """request-path before the places were the composition's: the balancer "on
    the right", the third card "on the left", the middle card "the bottom card"."""
    places = drawn(laptop=(171, 280, 103, 68), lb=(434, 290, 104, 48), c1=(735, 56, 176, 85), c2=(735, 183, 176, 85), c3=(735, 353, 176, 85), timer=(959, 367, 56, 56))
    cards = (("c1",), ("c2",), ("c3",))
    assert holds(places, Claim(("lb",), Place("right", "drawing"), "on the right"))
    assert holds(places, Claim(("c3",), Place("left", "drawing"), "on the left"))
    assert holds(places, Claim(("c2",), Place("bottom", "kin", "down", 3, cards), "the bottom card"))
    assert holds(places, Claim(("c3",), Place("left", "kin", "across", 1, cards), "the left card"))
    assert holds(places, Claim(("c3",), Place("bottom", "kin", "down", 3, cards), "the bottom card")) is None
    assert holds(places, Claim(("timer",), Place("right-of", "thing", other=("c3",)), "to the right of the bottom card")) is None


def test_the_checker_forgives_a_few_pixels_and_no_more():
    places = drawn(a=(0, 0, 50, 50), b=(50 - TOLERANCE + 1, 10, 50, 50))  # a pixel into its neighbour
    kin = (("a",), ("b",))
    assert holds(places, Claim(("b",), Place("right-of", "thing", other=("a",)), "to its right")) is None
    assert holds(places, Claim(("a",), Place("right-of", "thing", other=("b",)), "to its right"))
    assert holds(places, Claim(("a",), Place("left", "kin", "across", 1, kin), "the left one")) is None
    assert holds(places, Claim(("a",), Place("top", "kin", "down", 1, kin), "the top one")), "side by side: neither is the top one"
    further = drawn(a=(0, 0, 50, 50), b=(50 - TOLERANCE - 1, 10, 50, 50))
    assert holds(further, Claim(("b",), Place("right-of", "thing", other=("a",)), "to its right")), "three pixels in is not to its right"
