"""The parts form says wholes split into parts by share, and guides between a
part and another whole, from hand-made facts (no spec, no rendering)."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.discourse import Speaker
from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.words import Words

PARTS = FORMS["parts"]
GREY, BLUE, DARK = Look("grey"), Look("blue"), Look("dark")
RED_HATCHED, GREY_HATCHED = Look("red", hatch=True), Look("grey", hatch=True)
FREE = Look("white")


def part(look, share, amount=None, label=None, key=None, **more):
    return Thing("part", key or (str(look), str(share), label), look=look, label=label, share=Fraction(share),
                 amount=amount or f"{Fraction(share) * 100}%", **more)


def bar(*parts, key=None, look=FREE, **more):
    """A bar of `parts`; its key is its parts' unless given (the realiser says a bar once by its key)."""
    return Thing("bar", key or tuple(p.key for p in parts), look=look, parts=parts, form="parts", **more)


def test_a_lone_bar_is_brought_in_with_its_slice_where_it_stands():
    say = Realiser(Words())
    year = bar(part(BLUE, "3/200", "1.5%", quality="thin", place="left-end"), look=GREY, label="1 gpu-year", quality="long")
    assert PARTS.lead(say, year) == "one long grey bar marked one gpu-year with a thin blue slice at its left end"
    assert PARTS.sentences(say, year) == [], "brought in once; nothing hangs on it"


def test_a_bar_named_by_its_place_is_filled_by_its_share():
    say = Realiser(Words())
    top = bar(part(GREY, "3/5", "60%", "busy 60%", place="left-end"), among="top", rank=1)
    assert PARTS.sentences(say, top) == ["the top bar is filled six tenths in grey, marked busy sixty percent"]


def test_a_written_fraction_is_said_reduced():
    say = Realiser(Words())
    left = bar(part(BLUE, "1/3", "2/6", place="left-end"), among="left", rank=1)
    assert PARTS.sentences(say, left) == ["the left bar is filled one third in blue"]


def test_two_parts_that_fill_it_are_a_share_and_the_rest_and_solid_tells_grey_from_hatched():
    say = Realiser(Words())
    month = bar(part(GREY, "31/50", "62%", "in use 62%", place="left-end"), part(GREY_HATCHED, "19/50", "38%", "idle 38%", place="right-end"), among="top", rank=1)
    assert PARTS.sentences(say, month) == [
        "the top bar is filled about three fifths in solid grey, marked in use sixty-two percent, and grey hatched for the rest, marked idle thirty-eight percent"
    ], "about: the label already says the exact figure"


def test_a_share_that_is_not_what_is_drawn_falls_back_to_the_parts():
    """62% of the whole in a bar standing for 70% of it: neither the writer's
    figure nor a simple fraction says what is drawn."""
    say = Realiser(Words())
    after = bar(part(BLUE, Fraction(62, 70), "62%", "released 62%"), part(DARK, Fraction(8, 70), "8%", "restore", quality="small"), rank=2)
    assert PARTS.sentences(say, after) == ["the second bar is split into a blue part marked released sixty-two percent and a small dark part marked restore"]


def test_parts_are_counted_and_sized_against_the_whole():
    say = Realiser(Words())
    split = bar(part(BLUE, "1/5"), part(BLUE, "1/5"), part(GREY_HATCHED, "3/5", label="idle", quality="over-half"))
    assert PARTS.sentences(say, split) == ["the bar is split into two blue parts and a grey hatched part marked idle that covers over half of it"]
    widest = bar(part(RED_HATCHED, "1/10"), part(DARK, "1/5"), part(BLUE, "2/5", label="kept", quality="widest"), part(GREY, "3/10"))
    assert "a blue part marked kept that is the widest of the four" in PARTS.sentences(say, widest)[0]
    figured = bar(part(RED_HATCHED, "1/5"), part(BLUE, "4/5", label="kept 80%", quality="over-half"))
    assert "over half" not in PARTS.sentences(say, figured)[0], "the label gives the figure"


def test_parts_that_leave_a_free_bar_partly_empty_and_a_filled_bar_with_a_part():
    say = Realiser(Words())
    holding = bar(part(GREY, "7/10", label="used", quality="over-half"), part(RED_HATCHED, "1/10", quality="small"), among="right", rank=3)
    assert PARTS.sentences(say, holding) == ["the right bar holds a grey part marked used that covers most of it and a small red hatched part, the rest free"]
    grey = bar(part(BLUE, "1/10", place="right-end", quality="small"), look=GREY, label="day")
    assert PARTS.sentences(say, grey) == ["the bar, marked day, is grey with a small blue part covering one tenth at its right end"]


def test_a_bar_in_a_labelled_panel_is_said_under_its_label():
    say = Realiser(Words())
    left = bar(part(GREY, "11/20", "55%", "used", place="left-end"), among="left", rank=1, within=Thing("column", label="on-demand"))
    assert PARTS.sentences(say, left) == ["the left bar, under on-demand, is filled fifty-five percent in grey, marked used"]


def test_leaders_and_a_scale_hang_on_the_bar():
    say = Realiser(Words())
    fee = Thing("leader", ("fee", "leader"), label="the fee", note="5.7 points to break even", motion="descending")
    note = Thing("leader", ("note", "leader"), label="redone", motion="climbing")
    scale = Thing("scale", ("scale",), steps=7, starts_at=Thing("words", label="0 d"), ends_at=Thing("words", label="7 d"))
    week = bar(part(BLUE, "1/50", quality="thin", place="left-end", attached=(fee,)), part(RED_HATCHED, "1/10", attached=(note,)),
               look=GREY, among="top", rank=1, attached=(scale,))
    said = PARTS.sentences(say, week)
    assert said[1] == "a leader drops from the slice to the words the fee, and beneath them five point seven points to break even; another rises from the red hatched part to the words redone"
    assert said[2] == "beneath the top bar a ruled scale of seven steps runs from zero to seven days"


def test_guides_lead_from_the_part_just_said_to_a_bar_said_whole_once():
    say = Realiser(Words())
    busy = part(GREY, "3/5", "60%", "busy 60%", key=("top", "busy"), place="left-end")
    top = bar(busy, key=("top",), among="top", rank=1)
    second = bar(part(RED_HATCHED, "4/15", "16%", "lost"), part(DARK, "1/6", "10%"), part(BLUE, "17/30", "34%", "kept 34%", quality="over-half"),
                 key=("bottom",), rank=2, width_of=busy)
    guides = Thing("guide", ("guides",), look=Look("grey", "dashed", filled=False), count=2, motion="descending",
                   starts_at=Thing("part", busy.key, look=GREY, label="busy 60%", within=top), ends_at=second, form="parts")
    PARTS.sentences(say, top)
    assert PARTS.sentences(say, guides) == [
        "two dashed guides drop from that grey portion to a second bar of the same width, split into a red hatched part marked lost, a dark part and a blue part marked kept thirty-four percent"
    ]
    assert PARTS.sentences(say, second) == [], "the guides said it whole"


def test_guides_name_the_bar_of_a_part_not_just_said():
    say = Realiser(Words())
    idle = part(GREY_HATCHED, "2/5", key=("top", "idle"))
    top = bar(part(GREY, "3/5"), idle, key=("top",), among="top", rank=1)
    other = bar(part(BLUE, "1/2", place="left-end"), key=("low",), rank=2)
    PARTS.sentences(say, other)
    guides = Thing("guide", ("guides",), look=Look("blue", "dotted", filled=False), count=2, motion="climbing",
                   starts_at=Thing("part", idle.key, look=GREY_HATCHED, within=top), ends_at=other, form="parts")
    assert PARTS.sentences(say, guides) == ["two blue dotted guides rise from the grey hatched portion of the top bar to the second bar"]


class Knowing(Speaker):
    """A speaker that gathered every mark's facts before any spoke (`tops`)."""

    def __init__(self, words, *things):
        super().__init__(words)
        for thing in things:
            self.know(thing)


def test_a_speaker_that_knows_the_guides_says_them_right_after_the_bar_they_start_from():
    busy = part(GREY, "3/5", "60%", key=("top", "busy"), place="left-end")
    top = bar(busy, key=("top",), among="top", rank=1)
    second = bar(part(BLUE, "1/2", place="left-end"), key=("bottom",), rank=2)
    guides = Thing("guide", ("guides",), look=Look("grey", "dashed", filled=False), count=2, motion="descending",
                   starts_at=Thing("part", busy.key, look=GREY, within=top), ends_at=second, form="parts")
    say = Knowing(Words(), top, guides, second)
    assert PARTS.sentences(say, top) == [
        "the top bar is filled six tenths in grey",
        "two dashed guides drop from that grey portion to a second bar, filled one half in blue",
    ]
    assert ("bottom",) in say.keys_told, "the speaker is told the bar was brought in"
    assert PARTS.sentences(say, guides) == [] and PARTS.sentences(say, second) == []
