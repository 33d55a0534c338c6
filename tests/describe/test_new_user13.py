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


def test_a_value_axis_with_figures_among_its_names_keeps_its_numbers():
    marks = NAMED_ROWS.replace("{at: 1, label: gone}", "{at: 1, label: 1 gb}")
    said = compiled(marks).alt
    assert "rows named" not in said
