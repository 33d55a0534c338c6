"""A staircase that falls to the floor and climbs back (issue 17), said in the
house voice: first from facts alone (no mark), then from specs."""

from __future__ import annotations

import re

import pytest

from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.realise.stairs import fall, fall_of, said_by_fall
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.words import Words
from conftest import compiled_marks as compiled


def tread(amount: str, rise: int = 1, look: Look | None = None, label: str | None = None, floor: bool = False) -> Thing:
    return Thing("tread", label=label, look=look, amount=amount, rise=rise, place="on-floor" if floor else None)


def stairs(*parts: Thing, motion: str = "descending", floor: str | None = None, amount: str | None = None) -> Thing:
    ends = Thing("floor" if motion == "descending" else "level", label=floor)
    return Thing("staircase", parts=parts, part_noun="tread", motion=motion, ends_at=ends, amount=amount)


# --- from facts -------------------------------------------------------------------

def test_a_fall_and_a_climb_back_are_said_in_a_sentence_of_their_own():
    thing = stairs(tread("9 min", 2), tread("5 min", 2, floor=True), tread("3 min"), tread("4 min"), amount="21 min")
    say = Realiser(Words())
    assert fall_of(thing) == 1
    assert say.lead(thing) == "a staircase of four treads over twenty-one minutes", "counted, not said descending: they run both ways"
    assert fall(say, thing) == "the staircase drops from its first tread to the floor for five minutes, then climbs back in two steps to the level it fell from"


def test_a_named_floor_and_a_coloured_tread_are_said_running_along_it():
    thing = stairs(tread("9 min", 4), tread("5 min", 4, Look("red"), floor=True), tread("5 min", 2, Look("blue")), tread("9 min", 2, Look("blue")), floor="0 replicas")
    said = fall(Realiser(Words()), thing)
    assert said == ("the staircase drops from its first tread to a floor marked zero replicas and runs along it as a red tread for five minutes, "
                    "then climbs back in two blue steps of two levels each to the level it fell from")


@pytest.mark.parametrize("climb, end", [
    ((1, 1), "climbs back in two steps to the level it fell from"),
    ((1,), "climbs back in one step, short of the level it fell from"),
    ((1, 1, 1), "climbs back in three steps past the level it fell from"),
    ((2, 1), "climbs back in two steps past the level it fell from"),
])
def test_where_the_climb_back_ends_is_said_against_the_level_it_fell_from(climb, end):
    thing = stairs(tread("4 min", 2), tread("2 min", 2, floor=True), *(tread("3 min", rise) for rise in climb))
    assert fall(Realiser(Words()), thing).endswith(", then " + end)


def test_treads_before_the_fall_are_said_descending_or_climbing_and_a_last_fall_ends_there():
    say = Realiser(Words())
    down = stairs(tread("4 min"), tread("6 min"), tread("5 min", 1, floor=True), floor="down")
    assert fall(say, down) == "the staircase descends in two treads, drops from the second to a floor marked down and runs along it for its last five minutes"
    short = stairs(tread("4 min"), tread("1 min", 1, floor=True))
    assert fall(say, short) == "the staircase drops from its first tread to the floor for its last minute"
    up = stairs(tread("4 s"), tread("6 s"), tread("5 s", 2, floor=True), tread("3 s"), tread("2 s"), motion="climbing", floor="serving")
    assert fall(say, up) == ("the staircase climbs in two treads, drops from the second to the floor for five seconds, "
                             "then climbs back in two steps to the level it fell from, marked serving"), "climbing, `floor` names the level reached"


def test_steps_said_by_the_fall_are_not_said_again_as_deep_steps():
    even = stairs(tread("9 min", 4), tread("5 min", 4, floor=True), tread("5 min", 2), tread("9 min", 2))
    assert [said_by_fall(even, i) for i in range(4)] == [True, True, True, True]
    assert Realiser(Words()).compared(even) == ""
    uneven = stairs(tread("9 min", 5), tread("5 min", 5, floor=True), tread("1 min"), tread("5 min", 2), tread("9 min", 2))
    assert Realiser(Words()).compared(uneven) == "the steps up to the fourth and fifth treads rise two levels each"


def test_a_deep_step_of_a_climbing_staircase_is_said_up_to_its_tread():
    """Climbing, a step's `rise` is the riser up to its tread, not after it."""
    thing = stairs(tread("2 s"), tread("5 s", 3), tread("3 s"), motion="climbing")
    assert Realiser(Words()).compared(thing) == "the step up to the second tread rises three levels"
    descending = stairs(tread("2 s"), tread("5 s", 3), tread("3 s"))
    assert Realiser(Words()).compared(descending) == "the step after the second tread drops three levels"


def test_a_staircase_with_no_fall_says_nothing_of_one():
    thing = stairs(tread("2 min"), tread("3 min"), floor="ready")
    say = Realiser(Words())
    assert fall(say, thing) == "" and say.lead(thing) == "a grey staircase descending in two treads to a ready floor"
    assert FORMS["thing"].sentences(say, thing) == []


# --- from specs ----------------------------------------------------------------------

def _alt(compile_text, body: str) -> str:
    return compiled(compile_text, f"\n  - staircase: {body}\n").alt


def test_the_alt_text_says_the_fall_in_the_blogs_voice(compile_text):
    alt = _alt(compile_text, "{unit: min, ticks: 2, steps: [{duration: 10}, {duration: 5, level: floor}, {duration: 3}, {duration: 4}]}")  # ruled: its length is seen
    assert alt.startswith("Cedana. Blueprint of a staircase of four treads over twenty-two minutes")
    assert "The staircase drops from its first tread to the floor for five minutes, then climbs back in two steps to the level it fell from." in alt
    assert "descending" not in alt


def test_a_node_lost_and_restored_reads_as_the_post_tells_it(compile_text):
    alt = compiled(compile_text, """
  - staircase:
      unit: min
      ticks: 4 min
      steps: [{duration: 9, label: 4 replicas}, {duration: 5, level: floor, fill: red, label: node lost},
              {duration: 5, rise: 2, fill: blue, label: 2 restored}, {duration: 9, rise: 2, fill: blue, label: 4 restored}]
      floor: 0 replicas
""").alt
    assert "a staircase of four treads over twenty-eight minutes ruled every four minutes." in alt
    assert "drops from its first tread to a floor marked zero replicas and runs along it as a red tread for five minutes" in alt
    assert "then climbs back in two blue steps of two levels each to the level it fell from" in alt
    assert "The first tread is marked four replicas, the second node lost, the third two restored and the fourth four restored." in alt
    sentences = [s for s in re.split(r"(?<=\.)\s", alt) if s.strip()]
    assert 2 <= len(sentences) <= 4 and len(sentences) == len(set(sentences)), "two to four sentences, none twice"
    assert not re.search(r"\d", alt), "numbers are words"
    assert "levels" not in alt.split("fell from.")[1], "the climb's depth is said once, with the climb"


def test_the_depth_the_writer_gives_the_fall_is_said_against_the_climb(compile_text):
    short = _alt(compile_text, "{unit: min, steps: [{duration: 4, rise: 3}, {duration: 2, level: floor}, {duration: 3}, {duration: 3}]}")
    assert "climbs back in two steps, short of the level it fell from" in short
    past = _alt(compile_text, "{unit: min, steps: [{duration: 4, rise: 1}, {duration: 2, level: floor}, {duration: 3}, {duration: 3}]}")
    assert "climbs back in two steps past the level it fell from" in past
    by_default = _alt(compile_text, "{unit: min, steps: [{duration: 4}, {duration: 2, level: floor}, {duration: 3}, {duration: 3, rise: 2}]}")
    assert "climbs back in two steps to the level it fell from" in by_default and "the step up to the fourth tread rises two levels" in by_default


def test_a_climbing_staircase_that_falls_says_the_level_it_reaches(compile_text):
    alt = _alt(compile_text, "{unit: s, direction: up, steps: [{duration: 4}, {duration: 6}, {duration: 5, level: floor}, {duration: 3}], floor: serving}")
    assert "The staircase climbs in two treads, drops from the second to the floor for five seconds, then climbs back in one step, short of the level it fell from, to a level marked serving." in alt


def test_a_tread_in_a_colour_of_its_own_is_said_in_it(compile_text):
    from conftest import spec_text

    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - staircase:", "      unit: min", "      steps:",
        "        - {duration: 2, label: pull}",
        "        - {duration: 6, label: load weights, fill: blue}",
        "        - {duration: 3, label: compile, fill: red}",
        "        - {duration: 1, label: warm up}",
        "      floor: ready",
    ))
    assert not errors, errors
    assert "the second tread, in blue, far longer than the rest, marked load weights" in result.alt
    assert "The third tread is red." in result.alt
