"""Comparisons the values show (blueprint/say/compare.py), on plain numbers."""

from __future__ import annotations

from blueprint.describe.say.compare import far_shorter, ranked


def test_one_that_dwarfs_the_rest_is_far_longer_and_the_second_is_not_said():
    assert ranked([0.2, 4, 0.7, 1.2, 0.3]) == {1: "far-longer", 0: "shortest"}


def test_a_plain_longest_is_followed_by_a_clear_second():
    assert ranked([0.3, 4, 2.5, 1, 0.5]) == {1: "longest", 2: "second-longest", 0: "shortest"}


def test_sizes_too_close_to_tell_apart_are_not_ranked():
    assert ranked([5, 5.5, 5.2, 5.1]) == {}, "no longest among near equals, no shortest either"
    assert ranked([3, 9]) == {}, "two are compared by the reader, not ranked"


def test_far_shorter_is_a_third_or_less():
    assert far_shorter(4, 18) and far_shorter(1.5, 18) and not far_shorter(10, 18)
    assert not far_shorter(1, 0)


def test_the_widest_leads_each_other_part_by_its_lead():
    from blueprint.describe.say.compare import FIGURED_CLEAR, widest

    assert widest(140, [130, 30, 80, 20], FIGURED_CLEAR), "a lead of a fourteenth, where the labels give the figures"
    assert not widest(140, [130, 30, 80, 20], 1.25), "the eye alone needs a quarter"
    assert not widest(140, [139, 30], FIGURED_CLEAR)
    assert not widest(140, [30], FIGURED_CLEAR), "the widest of three or more"
