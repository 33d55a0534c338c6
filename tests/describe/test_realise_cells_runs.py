"""Cells that run on from one row into the next (`realise/cells_runs.py`):
said row by row where they make one run in reading order, and not otherwise."""

from __future__ import annotations

from blueprint.pipeline import compile_spec
from grammar import problems


def alt(*rows: str) -> str:
    listed = "\n".join(f"        - [{r}]" for r in rows)
    text = compile_spec(f"blueprint: 1\nmarks:\n  - grid:\n      noun: GPU cell\n      rows:\n{listed}\n".encode(), "t.yaml").alt
    assert problems(text) == [], text
    return text


U, I, F = "used", "idle", "free"


def row(*cells: str) -> str:
    return ", ".join(cells)


def test_a_run_from_a_rows_right_end_into_the_next_rows_is_said_row_by_row():
    text = alt(row(U, U, U, U), row(U, U, U, U), row(U, U, I, I), row(I, I, I, I), row(I, I, I, F))
    assert "nine cells in the bottom three rows are grey hatched: the right two of the third row, all of the fourth row and the left three of the fifth row" in text, text


def test_a_run_in_the_top_rows():
    text = alt(row(I, I, I, I), row(I, U, U, U), row(U, U, U, U), row(U, U, U, U))
    assert "five cells in the top two rows are grey hatched: all of the top row and the left one of the second row" in text, text


def test_cells_that_do_not_run_on_are_not_said_row_by_row():
    text = alt(row(U, U, I, U), row(I, U, U, U), row(U, U, U, U))
    assert "all of" not in text and "the left one of" not in text, "a grey cell stands between them"
    gap = alt(row(U, U, I, I), row(U, I, I, I), row(U, U, U, U))
    assert "the right two of" not in gap and "the left" not in gap, gap


def test_a_row_that_repeats_the_row_above_is_said_so():
    text = alt(row(U, I, U, I, U), row(U, I, U, I, F))
    assert "the second row repeats the top row cell for cell over its first four cells" in text, text


def test_a_whole_row_repeating_the_row_above():
    text = alt(row(U, I, U, I), row(U, I, U, I), row(U, U, U, U))
    assert "the second row repeats the top row cell for cell" in text and "over its first" not in text, text


def test_rows_that_differ_early_or_repeat_one_state_are_not_said_to_repeat():
    assert "repeats" not in alt(row(U, I, U, I, U), row(I, I, U, I, U)), "the first cells differ"
    assert "repeats" not in alt(row(U, U, U, U, I), row(U, U, U, U, F)), "four grey cells: the same state, said by the counts"
    assert "repeats" not in alt(row(U, I, U, I, U, I, U, I, U, I), row(U, I, U, I, F, F, F, F, F, F)), "four of ten: under half the row"


SPANS = """blueprint: 1
marks:
  - grid:
      noun: GPU cell
      rows:
        - [used, used, used, used]
        - [used, used, used, used]
      spans:
        - {row: 1, start: 1, cells: 4, label: a, noun: job a, colour: grey}
        - {row: 2, start: 1, cells: 2, label: b, noun: job b, colour: grey}
        - {row: 2, start: 3, cells: LAST, label: c, noun: job c, colour: grey}
"""


def test_spans_of_one_size_side_by_side_are_counted_each():
    text = compile_spec(SPANS.replace("LAST", "2").encode(), "t.yaml").alt
    assert "a job b and a job c sit across two cells each in the second row" in text, text  # the label its noun ends with said once (review 10-D)
    assert problems(text) == [], text


def test_spans_of_other_sizes_are_said_one_by_one():
    text = compile_spec(SPANS.replace("LAST", "1").encode(), "t.yaml").alt
    assert " each " not in text, text
