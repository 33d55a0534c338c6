"""Issue 26, items 1 to 3: labels kept as written, notes said with what they
label, like things merged and referred to briefly, each on whole specs."""

from __future__ import annotations

import blueprint


def alt(text: str) -> str:
    return blueprint.render("blueprint: 1\n" + text).alt


def test_a_name_keeps_its_figures_every_time_it_is_said():
    said = alt(
        "marks:\n"
        "  - icon: {id: a, name: server, label: rack-2}\n"
        "  - icon: {id: b, name: server, label: us-east-1, right-of: a}\n"
        "  - connector: {from: a, to: b, arrow: end}\n"
    )
    assert said.count("rack-2") >= 1 and "rack-two" not in said and "us-east-1" in said and "us-east-one" not in said, said


def test_a_quantity_in_a_label_is_said_in_words_without_turning_into_a_compound():
    said = alt("marks:\n  - icon: {name: clock, label: 40 min waiting}\n")
    assert "forty minutes waiting" in said and "forty-minute" not in said, said


GRID = (
    "marks:\n"
    "  - grid:\n"
    "      id: gpus\n"
    "      noun: GPU cell\n"
    "      rows: [[used, used, used, used], [used, used, used, used], [used, used, used, used], [free, free, free, free]]\n"
)


def test_a_note_beside_a_row_is_said_with_the_row():
    said = alt(GRID + "  - note: {label: busy 4 GPUs, left-of: gpus.row-2, gap: 24}\n")
    assert "the top three rows are solid grey" in said, said
    assert "The second row is marked busy four GPUs to its left" in said and "There is a note" not in said, said


def test_a_note_that_counts_more_than_its_row_is_not_said_as_the_rows_label():
    # review 7-C: "The second row is marked busy twelve GPUs to its left" -- the label names the three grey rows
    said = alt(GRID + "  - note: {label: busy 12 GPUs, left-of: gpus.row-2, gap: 24}\n")
    assert "The second row is marked busy twelve GPUs" not in said and "There is a note" not in said, said
    assert "To the left of the second row stands a note marked busy twelve GPUs" in said, said


def test_notes_with_leaders_are_said_with_what_they_point_at_in_one_sentence():
    said = alt(
        GRID
        + "  - note: {label: busy 12 GPUs, right-of: gpus.row-2, to: gpus.row-2}\n"
        + "  - note: {label: free 4 GPUs, right-of: gpus.row-4, to: gpus.row-4}\n"
    )
    assert "Thin leaders join the second row to a note marked busy twelve GPUs and the fourth row to one marked free four GPUs" in said, said
    assert "There is a note" not in said and said.count("leader") == 1, said


def test_every_line_of_notes_said_together_is_said_in_the_order_they_stand():
    said = alt(
        "marks:\n"
        "  - note: {id: top, label: full 960 GB, note: 120 GB each}\n"
        "  - note: {label: deltas 288 GB, note: then 24 GB each, below: top}\n"
    )
    assert ("the top one marked full nine hundred and sixty gigabytes (a smaller line beneath: one hundred and twenty gigabytes each)"
            " and the bottom one marked deltas two hundred and eighty-eight gigabytes (a smaller line beneath: then twenty-four gigabytes each)") in said, said


def test_a_note_with_nothing_to_label_stays_a_note():
    said = alt("marks:\n  - icon: {name: clock}\n  - note: {label: waiting, at: top-left}\n")
    assert "a note" in said and "marked waiting" in said and "is marked waiting" not in said, said


STAIRS = (
    "marks:\n"
    "  - staircase:\n"
    "      unit: s\n"
    "      steps:\n"
    "        - {duration: 4, label: pull}\n"
    "        - {duration: 6, label: load}\n"
    "        - {duration: 3, fill: blue, label: restore}\n"
    "        - {duration: 2, fill: blue, label: warm}\n"
    "        - {duration: 5, fill: blue, label: serve}\n"
)


def test_like_treads_merge():
    said = alt(STAIRS)
    assert "the third to fifth treads are blue" in said.lower(), said
    assert "the fourth blue" not in said, said


def test_runs_of_places():
    from blueprint.describe.realise.ordinals import ordinals
    from blueprint.describe.say.words import Words

    words = Words()
    assert ordinals(words, [2, 3, 4]) == "third to fifth"
    assert ordinals(words, [1, 2]) == "second and third"
    assert ordinals(words, [0, 1, 2], top=True) == "top three"
    assert ordinals(words, [0, 2, 3, 4, 6], top=True) == "top, third to fifth and seventh"
