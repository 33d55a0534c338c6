"""A bar standing upright (`direction: up`, issue 25 items 6 and 7): the bar's
part features walked in both directions from the model, as
`tests/test_looks.py` and `tests/test_label_walk.py` walk parts: every look
draws the same paint and says the same words either way; every `label-side`
(read from the label's type) stands where asked, turned, or is refused at
the key; a leader stands across the bar on each side its direction takes and
is refused on the others; a part is an anchor a mark placed beside it lines
up with, so a connector runs level into its middle; a bracket stands on any
side of a part. And the keys an upright bar does not take yet, refused."""

from __future__ import annotations

import typing
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.marks.bar import BarSpec, LeaderSpec
from blueprint.scene import Box, Line, Rect, Text

from test_label_walk import on_side, sides
from test_looks import looks

DIRECTIONS = typing.get_args(BarSpec.model_fields["direction"].annotation)
PARTS = [{"id": "a", "share": "25%", "fill": "grey"}, {"id": "b", "share": "25%", "fill": "blue"}, {"id": "c", "share": "50%", "fill": "white"}]


def bar_spec(direction: str, parts: list[dict[str, Any]] | None = None, then: list[dict[str, Any]] | None = None, **bar: Any) -> str:
    """A bar `card` in `direction` with its parts (`a`, `b`, `c`), then the marks `then`."""
    body = {"id": "card", "direction": direction, "parts": yaml.safe_load(yaml.safe_dump(parts or PARTS)), **bar}
    return yaml.safe_dump({"blueprint": 1, "marks": [{"bar": body}, *(then or [])]}, sort_keys=False, allow_unicode=True, default_flow_style=None)


def part_box(result: Any, index: int) -> Box:
    (rect,) = [e for e in result.scene.elements if isinstance(e, Rect) and e.role == "part" and tuple(e.source)[-2:] == ("parts", index)]
    return rect.box


def refused_at(text: str, key: str) -> list[str]:
    """The errors compiling `text`, each asserted to stand at a line holding `key`."""
    with pytest.raises(SpecError) as caught:
        compile_spec(text, "spec.yaml")
    lines = text.splitlines()
    for item in caught.value.diagnostics:
        assert key in lines[item.location.line - 1], f"{item.format()} is not at `{key}`"
    return [item.message for item in caught.value.diagnostics]


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_parts_run_from_the_left_end_or_stack_from_the_bottom(direction):
    result = compile_spec(bar_spec(direction), "spec.yaml")
    assert not result.problems
    (bar,) = [e.box for e in result.scene.elements if isinstance(e, Rect) and e.role == "bar"]
    first, second, third = (part_box(result, i) for i in range(3))
    if direction == "up":
        assert abs(first.bottom - bar.bottom) < 0.5 and abs(second.bottom - first.y) < 0.5 and abs(third.y - bar.y) < 0.5
        assert abs(third.height - 2 * first.height) < 1 and bar.height > bar.width / 2
        assert "standing upright" in result.alt and "split from the bottom into" in result.alt
    else:
        assert abs(first.x - bar.x) < 0.5 and abs(second.x - first.right) < 0.5
        assert "upright" not in result.alt and "from the bottom" not in result.alt


def test_every_look_on_a_part_draws_and_says_the_same_either_way():
    for look in looks():
        given = {key: value for key, value in look.items() if value is not None}
        parts = [{"share": "50%", **given}, {"share": "50%", "fill": "grey"}]
        outcomes = []
        for direction in DIRECTIONS:
            try:
                result = compile_spec(bar_spec(direction, parts), "spec.yaml")
            except SpecError as error:
                outcomes.append(("refused", tuple(sorted(d.message for d in error.diagnostics))))
                continue
            (rect,) = [e for e in result.scene.elements if isinstance(e, Rect) and e.role == "part" and tuple(e.source)[-2:] == ("parts", 0)]
            said = result.alt.split(",", 1)[-1].replace(" from the bottom", "")  # what follows the bar's noun
            outcomes.append(("drawn", rect.paint, said))
        assert outcomes[0] == outcomes[1], f"{given}: {outcomes}"


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_every_label_side_stands_where_asked_turned_or_is_refused_at_its_key(direction):
    drawn = 0
    for index in (0, 2):  # the first part, and the last (the end above an upright bar, right of a lying one)
        for side in sides():
            for label in ("alpha beta", ["alpha", "beta"]):
                parts = yaml.safe_load(yaml.safe_dump(PARTS))
                parts[index].update({"label": label, **({"label-side": side} if side else {})})
                text = bar_spec(direction, parts)
                try:
                    result = compile_spec(text, "spec.yaml")
                except SpecError:
                    assert side is not None, f"{direction} {index}: refused with no side asked"
                    refused_at(text, "label")  # at `label-side`, or (a lying bar's inner part, its words on the next) by lint at the words
                    continue
                assert not result.problems, result.problems
                (words,) = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.source)[-3:] == ("parts", index, "label")]
                area = part_box(result, index)
                if side == "inside":
                    assert area.contains(words.box)
                elif side is not None:
                    assert on_side(words.box, area, side), f"{direction} {index} {side}: {words.box} by {area}"
                assert "alpha beta" in result.alt
                drawn += 1
    assert drawn >= 2 * 2 * 4


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_a_leader_stands_across_the_bar_on_each_side_its_direction_takes(direction):
    across = ("left", "right") if direction == "up" else ("below", "above")
    for side in [None, *typing.get_args(typing.get_args(LeaderSpec.model_fields["side"].annotation)[0])]:
        parts = yaml.safe_load(yaml.safe_dump(PARTS))
        parts[1]["leader"] = {"label": "pointed", "note": "a note", **({"side": side} if side else {})}
        text = bar_spec(direction, parts)
        if side is not None and side not in across:
            assert any("`left`" in m or "`below`" in m for m in refused_at(text, "side"))
            continue
        result = compile_spec(text, "spec.yaml")
        assert not result.problems, result.problems
        (line,) = [e for e in result.scene.elements if isinstance(e, Line) and e.role == "leader"]
        (words,) = [e for e in result.scene.elements if isinstance(e, Text) and e.text == "pointed"]
        area = part_box(result, 1)
        asked = side or ("right" if direction == "up" else "below")
        assert on_side(words.box, area, asked), f"{direction} {asked}: {words.box} by {area}"
        assert (line.y1 == line.y2) == (direction == "up"), "a leader runs out across the bar"
        verb = {"below": "drops", "above": "rises", "left": "runs left", "right": "runs right"}[asked]
        assert f"leader {verb} from" in result.alt, result.alt


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_a_mark_placed_beside_a_part_lines_up_with_it_and_its_arrow_lands_in_its_middle(direction):
    relation = "left-of" if direction == "up" else "above"
    text = bar_spec(direction, then=[
        {"icon": {"id": "nb", "name": "laptop", "size": "small", relation: "card.b"}},
        {"connector": {"from": "nb", "to": "card.b", "arrow": "end"}},
    ])
    result = compile_spec(text, "spec.yaml")
    assert not result.problems, result.problems
    area = part_box(result, 1)
    (arrow,) = [e for e in result.scene.elements if tuple(e.source)[:2] == ("marks", 2) and e.role in ("connector", "line")]
    end = arrow.points[-1] if hasattr(arrow, "points") else (arrow.x2, arrow.y2)
    middle = area.centre_y if direction == "up" else area.centre_x
    assert abs((end[1] if direction == "up" else end[0]) - middle) < 1, f"{end} misses the middle of {area}"


@pytest.mark.parametrize("side", ["left", "right", "above", "below"])
def test_a_bracket_stands_on_any_side_of_an_upright_bars_parts(side):
    result = compile_spec(bar_spec("up", then=[{"bracket": {"over": ["card.a", "card.b"], "side": side, "label": "half"}}]), "spec.yaml")
    assert not result.problems, result.problems
    (words,) = [e for e in result.scene.elements if isinstance(e, Text) and e.text == "half"]
    held = Box.around([part_box(result, 0), part_box(result, 1)])
    assert held is not None and on_side(words.box, held, side)
    assert "bracket" in result.alt


@pytest.mark.parametrize(("key", "value"), [("scale", {"ticks": 4}), ("gaps", 4), ("ends", "parts")])
def test_what_an_upright_bar_does_not_take_yet_is_refused_at_its_key(key, value):
    assert any("direction" in m for m in refused_at(bar_spec("up", **{key: value}), key))
