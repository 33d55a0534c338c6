from fractions import Fraction

import pytest

from blueprint.values import parse_share, percent_text


@pytest.mark.parametrize(
    "written, value, form",
    [
        (0.6, Fraction(3, 5), "decimal"),
        ("0.6", Fraction(3, 5), "decimal"),
        ("60%", Fraction(3, 5), "percent"),
        (" 60 % ", Fraction(3, 5), "percent"),
        ("3/5", Fraction(3, 5), "fraction"),
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


@pytest.mark.parametrize("bad", [0, -0.1, "0%", "101%", "2", "5/4", True, None, "x", [1]])
def test_bad_shares_are_refused(bad):
    with pytest.raises(ValueError):
        parse_share(bad)


def test_percent_text():
    assert percent_text(Fraction(17, 50)) == "34%"
    assert percent_text(Fraction(1, 3)) == "33.3%"
