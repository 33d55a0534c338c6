"""Panels (issue 25): a `heading` on every block, drawn as one line of words
over it and said with it, walked over every block mark of the model
(`test_annotations.BODIES`); and marks of one kind on one scale, stacked or
side by side, said as panels in the order they stand, with their headings."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.scene import Box
from test_annotations import BODIES


def _compiled(marks: list[dict[str, Any]]) -> Any:
    return compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "spec.yaml")


GROUPS = ("row", "column")


@pytest.mark.parametrize("kind", sorted(set(BODIES) - set(GROUPS)))
def test_every_block_takes_a_heading_drawn_over_it_and_said(kind: str) -> None:
    result = _compiled([{kind: {**BODIES[kind], "heading": "first panel"}}])
    path = ("marks", 0, kind)
    headings = [e for e in result.scene.elements if e.owner == path + ("heading",)]
    assert len(headings) == 1 and headings[0].text == "first panel"
    rest = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == path and e.owner != path + ("heading",)])
    assert rest is not None
    heading = headings[0].bounds
    assert heading.bottom <= rest.y + 0.5  # over all the block draws
    assert abs(heading.x - rest.x) < 0.5  # at its left edge
    assert "headed first panel" in result.alt
    assert "m.heading" in result.scene.anchors


def test_a_heading_costs_one_line_in_the_gap_above_it() -> None:
    """Stacked under another block, the heading stands in the default gap: the
    block moves down by less than the heading's own line and gap."""
    curve = {"unit": "h", "values": [10, 50, 30, 60, 20]}
    plain = _compiled([{"bar": {"id": "b", "parts": [{"share": "50%"}]}}, {"curve": {**curve, "below": "b"}}])
    headed = _compiled([{"bar": {"id": "b", "parts": [{"share": "50%"}]}}, {"curve": {**curve, "below": "b", "heading": "load"}}])
    box = lambda r: Box.around([e.bounds for e in r.scene.elements if e.owner[:2] == ("marks", 1) and e.owner[-1] != "heading"])
    heading = next(e.bounds for e in headed.scene.elements if e.owner[-1] == "heading")
    assert box(headed).y - box(plain).y < heading.height + 8


@pytest.mark.parametrize("kind", GROUPS)
def test_a_group_refuses_a_heading_at_the_key_naming_its_label(kind: str) -> None:
    with pytest.raises(SpecError) as raised:
        _compiled([{kind: {**BODIES[kind], "heading": "first panel"}}])
    message = str(raised.value)
    assert "spec.yaml:" in message and "`label`, not `heading`" in message


def test_a_note_refuses_a_heading_at_the_key() -> None:
    with pytest.raises(SpecError) as raised:
        _compiled([{"bar": {"id": "b", "parts": [{"share": "50%"}]}}, {"note": {"label": "hello", "heading": "aside", "below": "b"}}])
    assert "spec.yaml:" in str(raised.value) and "takes no `heading`" in str(raised.value)


SCALED = {
    "timeline": {"unit": "h", "span": "4 h", "lanes": [{"label": "a", "segments": [{"start": 0, "end": "2 h"}]}]},
    "staircase": {"unit": "h", "steps": [{"duration": 2}, {"duration": 2}], "floor": "ready"},
    "curve": {"unit": "h", "span": "4 h", "values": [10, 50, 30, 60, 20]},
}


@pytest.mark.parametrize("kind", sorted(SCALED))
def test_marks_of_one_kind_on_one_scale_stacked_are_panels_with_their_headings(kind: str) -> None:
    body = SCALED[kind]
    result = _compiled([
        {kind: {**body, "id": "one", "heading": "before"}},
        {kind: {**body, "id": "two", "below": "one", "same-scale": "one", "heading": "after"}},
    ])
    alt = result.alt.lower()
    assert "of two panels on one time scale of four hours." in alt
    assert alt.index("in the top panel, headed before,") < alt.index("in the bottom panel, headed after,")
    assert "same time scale" not in alt  # the opening said it once


def test_panels_side_by_side_are_left_and_right() -> None:
    body = SCALED["curve"]
    result = _compiled([{"row": {"marks": [{"curve": {**body, "id": "one"}}, {"curve": {**body, "id": "two", "same-scale": "one"}}]}}])
    alt = result.alt.lower()
    assert "two panels on one time scale" in alt
    assert "in the left panel" in alt and "in the right panel" in alt


def test_marks_on_one_scale_of_two_kinds_are_no_panels() -> None:
    result = _compiled([
        {"timeline": {**SCALED["timeline"], "id": "one"}},
        {"staircase": {**SCALED["staircase"], "below": "one", "same-scale": "one"}},
    ])
    assert "panel" not in result.alt
