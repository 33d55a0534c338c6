"""Named rows of unlike kinds (counts6b, issue 25): a grid whose named rows hold
unlike counts of things (a dotted place where one row's kind has none) counts
the meanings its rows share row by row, "on compute, four of the seven slices
are busy and three idle, paid", never across rows of unlike kinds; rows of one
kind (like counts) keep their counts by look."""

from __future__ import annotations

from blueprint.describe.say.salient import counts_by_kind
from blueprint.pipeline import compile_spec
from grammar import problems

LOOKS = """      looks:
        ghost: {fill: none, outline: dotted, means: no compute slice}
        busy: {fill: grey, means: busy}
        paid: {fill: grey, hatch: true, means: "idle, paid"}
        stranded: {fill: red, hatch: true, means: stranded}
"""


def alt(top: str, bottom: str, labels: str = "[compute, memory]") -> str:
    spec = f"blueprint: 1\nmarks:\n  - grid:\n      noun: slice\n      row-labels: {labels}\n{LOOKS}      rows:\n        - [{top}]\n        - [{bottom}]\n"
    text = compile_spec(spec.encode(), "t.yaml").alt
    assert problems(text) == [], text
    return text


def test_rows_of_unlike_kinds_count_their_shared_meanings_row_by_row():
    text = alt("busy, busy, paid, busy, paid, busy, paid, ghost", "busy, busy, paid, busy, paid, busy, paid, stranded")
    assert "on compute, four of the seven slices are busy and three idle, paid" in text, text
    assert "in each row" not in text, "no count adds compute slices to memory slices"
    assert "on memory, four of the eight slices are busy and three idle, paid" in text, "each row counted of its own kind"


def test_a_row_that_does_not_repeat_is_counted_too():
    text = alt("busy, busy, paid, busy, paid, busy, paid, ghost", "paid, paid, busy, busy, stranded, busy, paid, paid")
    assert "on compute, four of the seven slices are busy and three idle, paid" in text, text
    assert "on memory, three of the eight slices are busy and four idle, paid" in text, text


def test_rows_of_one_kind_are_counted_by_look_as_before():
    text = alt("busy, busy, paid, busy, paid, busy, paid, ghost", "busy, busy, paid, busy, stranded, busy, paid, ghost")
    assert "of the eight slices" not in text and "of the seven" not in text, text


def test_counts_by_kind_is_the_salient_rule():
    found = counts_by_kind([["busy", "busy", "paid"], ["busy", "paid", "paid", "stranded"]])
    assert found is not None and found.held == (3, 4) and found.counts == ((("busy", 2), ("paid", 1)), (("busy", 1), ("paid", 2)))
    assert counts_by_kind([["busy", "paid"], ["paid", "paid"]]) is None, "like counts: one kind"
    assert counts_by_kind([["busy", None], ["busy", "paid", "paid"]]) is None, "a cell with no meaning"
    assert counts_by_kind([["busy"], ["paid", "stranded"]]) is None, "no meaning shared: each row's clauses say it"
