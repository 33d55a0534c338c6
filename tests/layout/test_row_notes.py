"""Words on a member of a row never break or shift the row (vocab10b, from
gpu-three-tenants): a note placed `above` a bar in a row, with its leader
to the bar's part, hangs over the row's line in a band the row keeps, so
the tops of a row's columns stay level; the relation check reads what each
member draws itself (it passed the 42 px the note pushed one frame's bars
down); a part's label on a leader (`leader: true`) does not read as its bar
standing past the next; frames round members of one row share a top line."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.layout import compose
from blueprint.scene import Box, Rect


def _bar(name: str, part: dict[str, Any] | None = None, width: int = 40) -> dict[str, Any]:
    return {"bar": {"id": name, "direction": "up", "width": width, "height": 160, "parts": [part or {"share": "100%", "fill": "grey"}]}}


def _spec(note: bool = True, leader: bool = False) -> str:
    switch: dict[str, Any] = {"id": "switch", "share": "100%", "fill": "dark"}
    if leader:
        switch.update(label="switch", leader=True)
    slots = {"row": {"id": "slots", "gap": 4, "align": "bottom", "marks": [_bar("t1"), _bar("sw", switch), _bar("t2"), _bar("t3")]}}
    marks: list[dict[str, Any]] = [
        {"row": {"gap": 48, "align": "top", "marks": [
            {"column": {"id": "left", "marks": [slots]}},
            {"column": {"id": "right", "marks": [_bar("solo", width=200)]}},
        ]}},
        {"frame": {"around": ["left"], "title": "turns"}},
        {"frame": {"around": ["right"], "title": "alone"}},
    ]
    if note:
        marks.append({"note": {"label": "switch", "above": "sw", "to": "sw.switch"}})
    return yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False)


def _tops(result: Any, *names: str) -> list[float]:
    return [result.scene.anchors[name].y for name in names]


def test_a_note_over_a_member_leaves_the_row_of_columns_level() -> None:
    result = compile_spec(_spec(), "spec.yaml")
    tops = _tops(result, "t1", "sw", "t2", "solo")
    assert max(tops) - min(tops) < 0.5, tops
    note = next(e for e in result.scene.elements if e.owner[:2] == ("marks", 3) and e.kind == "text")
    assert note.bounds.bottom <= result.scene.anchors["sw"].y  # it hangs over the row's line


def test_frames_round_members_of_one_row_share_their_top_line() -> None:
    result = compile_spec(_spec(), "spec.yaml")
    frames = [Box.around([e.bounds for e in result.scene.elements if e.owner[:2] == ("marks", index) and e.kind != "text"]) for index in (1, 2)]
    assert all(frame is not None for frame in frames)
    assert abs(frames[0].y - frames[1].y) < 0.5  # type: ignore[union-attr]


def test_the_check_refuses_a_row_shifted_by_a_note_on_a_member(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lined up by all they draw, notes included (as the row was before), the
    columns' bars stand apart by the note's band: the check reads each
    member's own drawing and refuses it at the row's `align`."""
    def by_bounds(paths: list[Any], placed: list[Any], align: str) -> list[float]:
        top = min(part.bounds.y for part in placed)
        heights = [part.bounds.height for part in placed]
        return [top - part.bounds.y + {"top": 0.0, "bottom": max(heights) - height}.get(align, (max(heights) - height) / 2) for part, height in zip(placed, heights)]

    monkeypatch.setattr(compose, "lined_up", by_bounds)
    with pytest.raises(SpecError) as raised:
        compile_spec(_spec(), "spec.yaml")
    assert "does not line up `top`" in str(raised.value)


def test_a_part_label_on_a_leader_keeps_the_row_in_order() -> None:
    result = compile_spec(_spec(note=False, leader=True), "spec.yaml")
    xs = [result.scene.anchors[name].x for name in ("t1", "sw", "t2", "t3")]
    assert xs == sorted(xs)
    leaders = [e for e in result.scene.elements if e.role == "leader"]
    assert leaders  # the label stands on its leader
    assert not [e for e in result.scene.elements if isinstance(e, Rect) and e.bounds.width < 0]
