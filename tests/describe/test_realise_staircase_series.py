"""A curve's series given `staircase` (issue 25): drawn climbing from the
baseline, said as staircases, with their steps counted and compared."""

from __future__ import annotations

import yaml

from blueprint import compile_spec
from blueprint.scene import Path


def _curve(series: list[dict], **more: object) -> str:
    return yaml.safe_dump({"blueprint": 1, "marks": [{"curve": {"id": "c", "unit": "h", "span": "8 h", "series": series, **more}}]}, sort_keys=False)


FULL = {"id": "full", "noun": "full copies", "staircase": True, "points": [[f"{h} h", 120 * (h + 1)] for h in range(8)] + [["8 h", 960]]}
DELTAS = {"id": "deltas", "noun": "deltas", "colour": "blue", "staircase": True, "points": [[f"{h} h", 120 + 24 * h] for h in range(8)] + [["8 h", 288]]}


def test_two_staircases_are_said_as_staircases_with_their_steps_and_first_compared() -> None:
    alt = compile_spec(_curve([FULL, DELTAS], y={"unit": "GB", "ticks": 200}), "spec.yaml").alt
    assert "of two staircases on one pair of axes" in alt
    assert "a grey staircase of full copies and a blue staircase of deltas" in alt
    assert "eight steps of one hundred and twenty gigabytes each to nine hundred and sixty gigabytes" in alt
    assert "eight steps, the first of one hundred and twenty gigabytes, as tall as the grey staircase's first, then seven of twenty-four gigabytes each" in alt


def test_the_same_steps_earlier_are_said_as_the_same_steps() -> None:
    late = {"id": "late", "staircase": True, "noun": "added GPUs", "points": [[0, 1], ["2 h", 2], ["4 h", 4], ["6 h", 8], ["8 h", 8]]}
    early = {"id": "early", "colour": "blue", "staircase": True, "noun": "restored GPUs", "points": [[0, 1], ["1 h", 2], ["3 h", 4], ["5 h", 8], ["8 h", 8]]}
    alt = compile_spec(_curve([late, early]), "spec.yaml").alt
    assert "climbing in four steps, to one at the start then doubling to two, four and eight" in alt
    assert "climb the same four steps as the grey staircase, the first with it at the start and the other three each earlier" in alt  # review 8-A: not all four
    assert "from six hours runs as one with it at eight" in alt


def test_a_climbing_staircase_is_drawn_from_the_baseline() -> None:
    result = compile_spec(_curve([FULL, {**FULL, "id": "step", "staircase": False, "step": True}]), "spec.yaml")
    paths = {e.owner[-1]: e for e in result.scene.elements if isinstance(e, Path) and e.owner[:3] == ("marks", 0, "curve") and e.role == "curve"}
    baseline = result.scene.anchors["c.baseline"].centre_y
    stair, line = paths[0], paths[1]
    assert abs(stair.segments[0][1][1] - baseline) < 1  # the first riser stands on the baseline
    assert abs(line.segments[0][1][1] - baseline) > 10  # a step line starts at its first value
