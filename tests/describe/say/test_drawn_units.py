"""words13: values said as the reader sees them drawn (say/times.drawn_unit,
say/ranges.unit_once, realise/lane_numbering.labels_said, realise/series_dips)."""

from __future__ import annotations

from fractions import Fraction

from conftest import corpus_alt as alt_of

from blueprint.describe.realise.lane_numbering import labels_said
from blueprint.describe.say.facts import Time
from blueprint.describe.say.ranges import unit_once
from blueprint.describe.say.times import drawn_unit, time_words
from blueprint.describe.say.words import Words


def test_a_time_on_an_axis_written_in_seconds_is_said_in_tenths_of_a_second():
    words = Words()
    read = drawn_unit("s", Time(Fraction(39, 10), "s"), Time(Fraction(1, 2), "s"), True)
    assert read == "s"
    assert time_words(words, Time(Fraction(26, 10), "s", most=read)) == "two point six seconds"
    assert time_words(words, Time(Fraction(9, 10), "s", most=read)) == "zero point nine seconds"
    assert time_words(words, Time(Fraction(5, 2), "s", most=read)) == "two and a half seconds"
    assert time_words(words, Time(Fraction(3), "s", most=read)) == "three seconds"


def test_minutes_and_hours_keep_their_whole_smaller_units():
    words = Words()
    assert time_words(words, Time(Fraction(3, 10), "h", most="h")) == "eighteen minutes"
    assert time_words(words, Time(Fraction(1, 4), "h", most="h")) == "fifteen minutes"


def test_an_axis_with_no_figures_is_read_as_before():
    assert drawn_unit("s", Time(Fraction(39, 10), "s"), Time(Fraction(1, 2), "s"), False) == "ms"


def test_a_range_says_its_unit_once_but_keeps_other_words():
    assert unit_once("one batch", "to", "two hundred and fifty-six batches") == "one to two hundred and fifty-six batches"
    assert unit_once("zero percent", "to", "about twelve percent") == "zero to about twelve percent"
    assert unit_once("six hours before the failure", "to", "the failure") == "six hours before the failure to the failure"
    assert unit_once("midnight", "to", "midnight") == "midnight to midnight"


def test_labels_are_a_range_only_where_they_count_up():
    say = Words().spoken
    assert labels_said(["node 1", "node 2", "node 3", "node 4"], say) == "node one to node four"
    assert labels_said(["node 1", "node 2", "node 3", "61 more", "node 64", "node 65"], say) == (
        "node one to node three, sixty-one more, node sixty-four and node sixty-five")
    assert labels_said(["gpu-0", "gpu-1", "gpu-2"], say) == "gpu-0 to gpu-2"
    assert labels_said(["node a", "node b", "job, saved", "job, killed"], say) == "node a, node b, job, saved and job, killed"
    assert labels_said(["mon", "tue", "wed", "thu"], say) == f"{say('mon')} to {say('thu')}"


def test_straggler_says_seconds_as_its_axis_writes_them_and_its_lanes_honestly():
    said = alt_of("straggler-node-timeline")
    assert "millisecond" not in said
    assert "node one to node sixty-five" not in said and "sixty-one more" in said
    assert "at zero point nine seconds, marked zero point nine seconds" not in said
    assert "two point six seconds" in said


def test_a_step_line_that_dips_says_its_dip():
    said = alt_of("nvme-cache-hit-rate")
    assert "two peaks" not in said
    assert "dipping to fifty percent at fifteen hours" in said


def test_a_count_noun_range_says_its_noun_once():
    assert "from one to two hundred and fifty-six batches" in alt_of("cost-per-token-by-batch")
