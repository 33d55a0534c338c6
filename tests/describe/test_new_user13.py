"""Session 13's new user (gpu-hours-waterfall, kv-offload-tiers,
elastic-lose-two-nodes): classes of false and garbled words found in their alt
texts, each pinned by a small spec."""

from __future__ import annotations

from blueprint.pipeline import compile_spec
from grammar import problems


def compiled(marks: str):
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml")


NAMED_ROWS = (
    "  - curve:\n      unit: ms\n"
    "      x: {scale: log, from: 1 ms, to: 10 s}\n"
    "      y: {ticks: [{at: 1, label: gone}, {at: 2, label: nvme}, {at: 3, label: host}], labels: named}\n"
    "      top: 3.5\n"
    "      series:\n"
    "        - {id: a, noun: reload from host, colour: blue, straight: true, points: [[1 ms, 3], [20 ms, 3]]}\n"
    "        - {id: b, noun: reload from nvme, colour: grey, straight: true, points: [[1 ms, 2], [150 ms, 2]]}\n"
    "        - {id: c, noun: recompute, colour: red, straight: true, points: [[1 ms, 1], [1 s, 1]]}\n"
)


def test_a_value_axis_of_names_says_rows_never_its_hidden_numbers():
    result = compiled(NAMED_ROWS)
    said = result.alt
    assert "in rows named host, nvme and gone, from the top" in said
    assert "stands in the host row, from one to twenty milliseconds" in said
    assert "stands in the gone row, from one millisecond to one second" in said
    for number in ("zero", "from one to three", "at three", "at two", "flat at"):
        assert number not in said
    assert "above" not in said and "below" not in said  # rows are not compared by value
    assert "1 ms host" in result.long_description and " 3," not in result.long_description
    assert problems(said) == []


def test_a_curve_running_between_named_levels_keeps_its_shape_not_rows():
    """Review 13: ticks `idle` at 0 and `full` at 100 under a curve of 10, 20,
    90, 60, 15 were read as rows ("standing between the idle and full rows,
    throughout"); rows only where every value stands on a named tick."""
    said = compiled(
        "  - curve:\n      unit: h\n      span: 24 h\n"
        "      y: {ticks: [{at: 0, label: idle}, {at: 100, label: full}], labels: named}\n      top: 100\n"
        "      series:\n        - {id: a, noun: load, points: [[0, 10], [6 h, 20], [12 h, 90], [18 h, 60], [24 h, 15]]}\n").alt
    assert "rows" not in said, said
    assert "peak at twelve hours" in said, said


def test_a_value_axis_with_figures_among_its_names_keeps_its_numbers():
    marks = NAMED_ROWS.replace("{at: 1, label: gone}", "{at: 1, label: 1 gb}")
    said = compiled(marks).alt
    assert "rows named" not in said


WATERFALL = (
    "  - columns:\n      noun: column\n      top: 1000\n      values: none\n"
    "      y: {title: gpu-hours, unit: h, ticks: 100, labels: 500}\n"
    "      columns:\n"
    "        - {label: \"paid 1,000 h\", value: 1000, fill: grey}\n"
    "        - {label: idle, value: 760, fill: none, outline: dotted, colour: grey,\n"
    "           parts: [{value: 240, fill: grey, hatch: true, label: 240 h, label-side: inside}]}\n"
    "        - {label: useful, value: 470, fill: blue}\n"
)


def test_a_label_that_states_its_marks_value_is_not_followed_by_the_value_again():
    said = compiled(WATERFALL).alt
    assert "marked paid one thousand hours," in said and "at one thousand hours" not in said
    assert "marked two hundred and forty hours past it" in said and "of two hundred and forty hours" not in said
    assert "marked idle at seven hundred and sixty hours" in said  # a label that says no value keeps it
    assert "marked useful at four hundred and seventy hours" in said
    assert problems(said) == []


def test_a_stretch_or_cross_whose_label_says_its_length_or_place_says_it_once():
    said = compiled(
        "  - timeline:\n      unit: h\n      span: 3 h\n"
        "      lanes:\n        - segments:\n"
        "            - {end: 1 h, fill: grey}\n"
        "            - {end: 100 min, fill: red, hatch: true, label: lost 40 min}\n"
        "            - {end: 115 min, fill: dark, label: move 15 min}\n"
        "            - {end: 3 h, fill: grey, label: resumed}\n"
        "          events: [{at: 100 min, event: preempt}]\n"
        "        - segments: [{end: 2 h, fill: grey}]\n"
        "          events: [{at: 2 h, event: kill, label: reclaimed 2 h}]\n"
    ).alt
    assert "marked move fifteen minutes" in said and "for fifteen minutes" not in said
    assert "marked reclaimed two hours" in said and "reclaimed two hours at two hours" not in said


def test_a_cell_of_a_labelled_row_names_its_grid_once():
    said = compiled(
        "  - column:\n      gap: 56\n      marks:\n"
        "        - grid: {id: hbm, noun: kv block, size: 32, row-labels: [[hbm, 80 gb]], rows: [[used, used]]}\n"
        "        - grid: {id: gone, noun: kv block, size: 32, row-labels: [gone], rows: [[free, free, free]]}\n"
        "  - connector: {from: hbm.row-1.cell-1, to: gone.row-1.cell-1, arrow: end, outline: dashed, route: straight}\n"
        "  - connector: {from: gone.row-1.cell-2, to: hbm.row-1.cell-2, arrow: end, colour: blue, route: straight}\n"
    ).alt
    assert "first kv block of the row marked hbm eighty gigabytes sends" in said
    assert "first kv block of the row marked gone." in said and "second kv block of the row marked gone sends" in said
    assert "of the top row" not in said and "of the row." not in said and "gone of the" not in said


def test_a_two_line_label_of_an_amount_over_a_name_reads_as_two_phrases():
    said = compiled(NAMED_ROWS.replace("points: [[1 ms, 1], [1 s, 1]]}", "points: [[1 ms, 1], [1 s, 1]], label: [1 s, recompute]}")).alt
    assert "marked one second, recompute" in said and "one second recompute" not in said


def _lost_and_joined(failure: str = "", join: str = "") -> str:
    return (
        "  - timeline:\n      unit: h\n      span: 12 h\n      ticks: 1 h\n      noun: node\n"
        "      lanes:\n"
        "        - {label: node 1, segments: [{end: 12 h, fill: grey}]}\n"
        "        - label: node 2\n"
        "          segments: [{end: 4 h, fill: grey}, {end: 8 h, fill: none, outline: dotted}, {end: 12 h, fill: grey}]\n"
        "          events: [{at: 4 h, event: kill}]\n"
        "      boundaries:\n"
        f"        - {{at: 4 h, label: 2 nodes fail, colour: red{failure}}}\n"
        f"        - {{at: 8 h, label: \"2 join, no restart\", colour: blue{join}}}\n"
    )


def test_a_boundarys_label_and_noun_are_said_once_each():
    said = compiled(_lost_and_joined(", noun: failure", ", noun: join")).alt
    assert "a dashed red line marking the failure at four hours, marked two nodes fail, and a dashed blue line marking the join at eight hours, marked two join, no restart" in said
    assert "fail failure" not in said and "restart join" not in said


def test_boundaries_without_a_noun_keep_their_colours_and_their_labels_apart():
    said = compiled(_lost_and_joined()).alt
    assert "two dashed boundaries, a red one at four hours, marked two nodes fail, and a blue one at eight hours, marked two join, no restart" in said
    assert "fail boundary" not in said and "restart boundary" not in said
    assert "the boundary marked two nodes fail" in said


def test_a_boundary_in_its_own_ink_beside_a_red_one_is_a_dark_one_never_a_one():
    """Review 13: with one boundary `colour: red` and one in the default
    colour, the second was said "and a one at eight hours"."""
    said = compiled(_lost_and_joined().replace(", colour: blue", "")).alt
    assert "a red one at four hours, marked two nodes fail, and a dark one at eight hours" in said, said
    assert " a one " not in said


def test_a_label_naming_a_kind_of_its_boundary_still_stands_before_it():
    said = compiled(_lost_and_joined().replace("2 nodes fail", "driver upgrade").replace('"2 join, no restart"', "12 h deadline")).alt
    assert "a red one at four hours, marked driver upgrade" in said and "past the driver upgrade boundary" in said


def test_a_line_whose_label_says_its_value_runs_across_without_it_again():
    said = compiled(
        "  - curve:\n      unit: min\n      span: 60 min\n      y: {unit: s, ticks: 1}\n"
        "      values: [1, 2, 3, 1]\n"
        "      lines: [{at: 2, label: SLO 2 s, outline: dashed}]\n"
    ).alt
    assert "marked SLO two seconds runs across," in said and "at two seconds" not in said
