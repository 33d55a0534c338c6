"""Panels under headings fit the card (vocab10b): two stacked timelines of
eight lanes, each under a `heading`, needed 589 px of the card's 516; past
the marks' smallest (the tight level, `layout/levels.py`) the lanes close to
their least pitch, their names take the note type and the axis stands a
label gap under them; a heading steps over the words beneath it by their
capitals, and an axis stands under what is drawn in its own columns."""

from __future__ import annotations

from typing import Any

import yaml

from blueprint import compile_spec
from blueprint.scene import Box, Rect, Text


def _lanes(count: int, first: str, last: str, end: str) -> list[dict[str, Any]]:
    lanes: list[dict[str, Any]] = [{"segments": [{"end": "40 ms", "fill": "grey"}, {"end": end, "fill": "grey", "hatch": True}]} for _ in range(count)]
    lanes[0]["label"], lanes[-1]["label"] = first, last
    return lanes


def _panels(count: int = 8, headings: bool = True, gap: int = 8) -> Any:
    top: dict[str, Any] = {"id": "before", "unit": "ms", "span": "120 ms", "lanes": _lanes(count, "node 0", f"node {count - 1}", "60 ms")}
    bottom: dict[str, Any] = {"id": "after", "below": "before", "same-scale": "before", "gap": gap, "unit": "ms", "span": "120 ms", "ticks": "20 ms",
                              "lanes": _lanes(count, "node 0", f"node {count - 1}", "45 ms")}
    if headings:
        top["heading"], bottom["heading"] = "serial", "overlapped"
    spec = {"blueprint": 1, "marks": [{"timeline": top}, {"timeline": bottom}]}
    return compile_spec(yaml.safe_dump(spec, sort_keys=False), "spec.yaml")


def _lane_tops(result: Any, mark: int) -> list[float]:
    return sorted({round(e.bounds.y, 2) for e in result.scene.elements if isinstance(e, Rect) and e.owner[:2] == ("marks", mark) and "lanes" in e.owner})


def test_two_stacked_panels_of_eight_lanes_under_headings_fit_the_card() -> None:
    result = _panels()
    for mark in (0, 1):
        tops = _lane_tops(result, mark)
        assert len(tops) == 8
        pitches = {round(b - a, 1) for a, b in zip(tops, tops[1:])}
        assert all(24.0 <= pitch < 25.0 for pitch in pitches)  # 16 px lanes about a label gap apart: their least pitch, less than a px more
    names = [e for e in result.scene.elements if isinstance(e, Text) and "lanes" in e.owner and e.owner[-1] == "label"]
    assert names and all(name.size == 20 for name in names)  # the note type, on lanes thinner than a label's capitals
    headings = [e for e in result.scene.elements if isinstance(e, Text) and e.owner[-1] == "heading"]
    assert [h.text for h in headings] == ["serial", "overlapped"]


def test_a_heading_stands_a_label_gap_over_the_capitals_of_the_words_under_it() -> None:
    result = _panels()
    heading = next(e for e in result.scene.elements if isinstance(e, Text) and e.owner == ("marks", 0, "timeline", "heading"))
    first = next(e for e in result.scene.elements if isinstance(e, Text) and e.owner[:5] == ("marks", 0, "timeline", "lanes", 0))
    capitals = first.baseline - 14.6  # the note type's capitals, 20 px
    assert -0.5 < capitals - heading.box.bottom - 8 < 1.5  # (or a label gap over the lane's outline, just under the capitals)
    assert heading.box.bottom <= first.box.y  # their boxes never meet


def test_a_diagram_that_fits_at_its_smallest_keeps_its_lanes_apart() -> None:
    """The tight level is for a card that is short of the marks only: four
    lanes a panel keep the pitch they have, and their names the label type."""
    result = _panels(count=4)
    tops = _lane_tops(result, 0)
    assert min(b - a for a, b in zip(tops, tops[1:])) > 26.0
    names = [e for e in result.scene.elements if isinstance(e, Text) and "lanes" in e.owner and e.owner[-1] == "label"]
    assert all(name.size == 26 for name in names)


def test_an_axis_stands_under_its_own_columns_not_under_the_lanes_names() -> None:
    """A lane's name taller than its lane hangs under it, left of the axis:
    the axis stands its gap under the lanes, not under the name."""
    result = _panels(count=4)
    lanes = Box.around([e.bounds for e in result.scene.elements if isinstance(e, Rect) and e.owner[:2] == ("marks", 1) and "lanes" in e.owner])
    name = next(e for e in result.scene.elements if isinstance(e, Text) and e.owner[:5] == ("marks", 1, "timeline", "lanes", 3))
    assert lanes is not None
    axis_line = min(e.bounds.y for e in result.scene.elements if e.owner[:2] == ("marks", 1) and e.bounds.y > lanes.bottom and not isinstance(e, Text))
    assert name.box.bottom > lanes.bottom  # the name hangs under its lane
    assert abs(axis_line - lanes.bottom - 16) < 1.0 or axis_line - lanes.bottom < name.box.bottom - lanes.bottom + 16
