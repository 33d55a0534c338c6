from fractions import Fraction

import pytest

from blueprint.values import parse_duration, parse_share, percent_text


@pytest.mark.parametrize(
    "written, value, form",
    [
        (0.6, Fraction(3, 5), "decimal"),
        ("0.6", Fraction(3, 5), "decimal"),
        ("60%", Fraction(3, 5), "percent"),
        (" 60 % ", Fraction(3, 5), "percent"),
        ("3/5", Fraction(3, 5), "fraction"),
        ("2.5/80", Fraction(1, 32), "fraction"),
        ("2.5 / 80", Fraction(1, 32), "fraction"),
        (".5/1.25", Fraction(2, 5), "fraction"),
        ("1.5%", Fraction(3, 200), "percent"),
        (1, Fraction(1), "decimal"),
        ("100%", Fraction(1), "percent"),
    ],
)
def test_shares_as_people_write_them(written, value, form):
    share = parse_share(written)
    assert share.value == value
    assert share.form == form


def test_a_share_is_exact():
    assert sum(parse_share(s).value for s in ("16%", "10%", "34%")) == Fraction(3, 5)


def test_a_fraction_of_decimals_is_the_same_share_as_its_whole_number_form():
    assert parse_share("2.5/80").value == parse_share("5/160").value == parse_share("25/800").value


@pytest.mark.parametrize("bad", [0, -0.1, "0%", "101%", "2", "5/4", "2.5/0.0", "2.5/", "1.2.3/4", True, None, "x", [1]])
def test_bad_shares_are_refused(bad):
    with pytest.raises(ValueError):
        parse_share(bad)


def test_percent_text():
    assert percent_text(Fraction(17, 50)) == "34%"
    assert percent_text(Fraction(1, 3)) == "33.3%"


@pytest.mark.parametrize("written, low, high, unit", [
    ("24 h", 24, 24, "h"),
    ("24h", 24, 24, "h"),
    ("1.5 h", 1.5, 1.5, "h"),
    ("9-34 min", 9, 34, "min"),
    ("57–70 s", 57, 70, "s"),
    ("3 hours", 3, 3, "h"),
    ("2 Days", 2, 2, "d"),
    ("9-34 minutes", 9, 34, "min"),
    ("90 mins", 90, 90, "min"),
    ("30 secs", 30, 30, "s"),
    ("500 milliseconds", 500, 500, "ms"),
    ("2 hr", 2, 2, "hr"),
    (3, 3, 3, None),
    (0.5, 0.5, 0.5, None),
])
def test_durations_as_people_write_them(written, low, high, unit):
    duration = parse_duration(written)
    assert (float(duration.low), float(duration.high), duration.unit) == (low, high, unit)
    assert duration.is_range == (low != high)


def test_a_plain_number_takes_the_axis_unit():
    assert parse_duration(2).seconds("min") == (120.0, 120.0)
    assert parse_duration("9-34 min").seconds("h") == (540.0, 2040.0), "a written unit wins"


@pytest.mark.parametrize("written, message", [
    ("3 fortnights", "unknown unit `fortnights`"),
    ("3 m", "`m` could be minutes or metres; for minutes write `3 min`"),
    ("2 weeks", "a time in weeks is written in days: write `14 d`"),
    ("34-9 min", "a range goes from low to high"),
    ("-2 h", "a time cannot be negative"),
    (-2, "a time cannot be negative"),
    ("soon", "expected a time like"),
    (True, "expected a time like"),
])
def test_bad_durations_say_what_was_expected(written, message):
    with pytest.raises(ValueError, match=message):
        parse_duration(written)


def test_a_spelt_out_unit_keeps_what_was_written():
    duration = parse_duration("3 hours")
    assert duration.written == "3 hours" and duration.seconds() == (10800.0, 10800.0)


@pytest.mark.parametrize("plain, percent, decimal", [(60, "60%", "0.6"), ("60", "60%", "0.6"), (1.5, "1.5%", "0.015"), ("100", "100%", "1")])
def test_a_plain_number_share_over_one_says_how_to_write_it(plain, percent, decimal):
    with pytest.raises(ValueError, match=f"so `{plain}` is {plain} times the whole; write `{percent}` or `{decimal}`"):
        parse_share(plain)
