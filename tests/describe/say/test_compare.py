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
