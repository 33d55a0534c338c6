"""A label of two lines is heard a line at a time: a pause (a comma) where
the break ends one phrase and starts another, none where it only wraps one."""

from __future__ import annotations

from blueprint.describe.say.words import Words
from blueprint.marks.label import Lines


def _heard(*lines: str) -> str:
    return Words().spoken(Lines(lines))


def test_a_line_whole_with_its_amount_before_a_phrase_of_its_own_is_set_apart():
    assert _heard("free 17 GB in 7 holes", "largest hole 3 GB") == "free seventeen gigabytes in seven holes, largest hole three gigabytes"
    assert _heard("on-demand $40/h", "no interruptions") == "on-demand forty dollars an hour, no interruptions"


def test_two_amounts_meeting_across_the_break_are_set_apart():
    assert _heard("full 960 GB", "120 GB each") == "full nine hundred and sixty gigabytes, one hundred and twenty gigabytes each"


def test_a_name_over_its_amount_and_a_wrapped_phrase_are_one_phrase():
    assert _heard("gather", "15 s") == "gather fifteen seconds"
    assert _heard("52 min", "saved") == "fifty-two minutes saved"  # one word ends the first line's phrase
    assert _heard("checkpoint 2 GB and", "re-shard") == "checkpoint two gigabytes and re-shard"
    assert _heard("idle, still held", "20 gb") == "idle, still held twenty gigabytes"


def test_an_amount_alone_over_a_name_of_its_own_is_set_apart():
    assert _heard("1 s", "recompute") == "one second, recompute"
    assert _heard("10 gb", "each") == "ten gigabytes each"  # the word says what the amount is: one phrase
    assert _heard("same ~20 µs", "floor") == "same about twenty microseconds floor"  # not an amount alone
