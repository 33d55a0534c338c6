"""The content stage's rules (`say/salient.py`), each at its threshold: said
where salient and true, and not a step past it."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.say.salient import EqualSteps, Every, NearFraction, Total, equal_steps, every, near_fraction, totals

F = Fraction


def _lanes(*kills: int, preempts: tuple[int, ...] = ()) -> list[list[str]]:
    """The events' kinds of lanes with `kills[i]` red crosses in lane i, and `preempts[i]` interruptions."""
    return [["kill"] * count + ["preempt"] * (preempts[index] if index < len(preempts) else 0) for index, count in enumerate(kills)]


def test_crosses_across_lanes_are_totalled_from_four_lanes_where_two_hold_them():
    assert totals(_lanes(1, 0, 1, 1)) == [Total("kill", 3, 3, 4)]
    assert totals(_lanes(2, 0, 1, 0, 0)) == [Total("kill", 3, 2, 5)]
    assert totals(_lanes(0, 0, 0, 0, preempts=(2, 0, 1, 1))) == [Total("preempt", 4, 3, 4)]


def test_no_total_of_one_lane_nor_on_three_lanes():
    assert totals(_lanes(3, 0, 0, 0)) == [], "one lane's crosses are counted in its own clause"
    assert totals(_lanes(1, 1, 1)) == [], "three lanes: a reader counts at a glance"


def test_events_evenly_spaced_through_the_work_are_every():
    assert every([F(2), F(4), F(6), F(8)], until=F(9)) == Every(F(2), F(2), 4)
    assert every([F(0), F(3), F(6)], until=F(9)) == Every(F(3), F(0), 3)
    assert every([F(3), F(4), F(5)], until=F(6)) == Every(F(1), F(3), 3), "from three hours: the realiser says where they begin"


def test_not_every_when_one_is_missing_two_are_just_two_or_the_work_goes_on_past_them():
    assert every([F(2), F(4), F(8)], until=F(9)) is None
    assert every([F(2), F(4)], until=F(5)) is None
    assert every([F(2), F(4), F(6)], until=F(12)) is None, "no checkpoint at eight or ten: not every two hours"


def test_equal_risers_within_two_percent():
    assert equal_steps([120, 240, 360, 480]) == EqualSteps(120, 3, 120, 480)
    assert equal_steps([100, 201, 300, 399]) is not None
    assert equal_steps([100, 210, 300, 400]) is None, "a riser of 110 against a mean of 100"
    assert equal_steps([1, 2, 3]) is None, "two risers are said by their levels"


def test_a_share_near_a_simple_fraction():
    assert near_fraction(F(26, 100)) == NearFraction(F(26, 100), F(1, 4), False)
    assert near_fraction(F(1, 2)) == NearFraction(F(1, 2), F(1, 2), True)
    assert near_fraction(F(62, 100)) == NearFraction(F(62, 100), F(3, 5), False)
    assert near_fraction(F(45, 100)) is None, "between two fifths and a half: no simple fraction is near"


def test_stacks_that_each_repeat_the_one_before_with_a_new_part_on_top():
    from blueprint.describe.say.salient import Repeat, repeats

    grey, blue = "grey", "blue"
    stacks = [[(3, blue)], [(3, grey), (2, blue)], [(3, grey), (2, grey), (5, blue)], [(3, grey), (2, grey), (5, grey), (1, blue)]]
    assert repeats(stacks) == Repeat(grey, blue, 2, 3), "the third's new part the thickest, the fourth's the thinnest"
    assert repeats(stacks[:2]) is None, "two stacks are just two"
    changed = [stacks[0], [(2, grey), (2, blue)], stacks[2]]
    assert repeats(changed) is None, "the second's lower part is not as high as the first's"
    even = [[(1, blue)], [(1, grey), (1, blue)], [(1, grey), (1, grey), (1, blue)]]
    assert repeats(even) == Repeat(grey, blue, None, None), "no new part stands clear"
