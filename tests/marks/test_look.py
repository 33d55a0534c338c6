"""The shared look (`marks/look.py`): what makes no sense is refused at the
key with what would work, and every older spelling (grid states, tier words,
a span's `fill: true`, a block's `colour`) resolves to the same look."""

from __future__ import annotations

import pytest

from blueprint.marks.grid.spec import STATE_LOOKS, GridSpec, SpanSpec, cell_look
from blueprint.marks.look import Look
from blueprint.marks.towers import TierSpec
from conftest import spec_text


def _bar(part: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - bar: {{parts: [{{share: 50%, {part}}}]}}")


@pytest.mark.parametrize(("part", "column", "says"), [  # column: the value of the key to blame
    ("fill: white, hatch: true", 52, "a `white` fill has none that shows; hatch `grey`, `dark`, `blue` or `red`"),
    ("fill: grey, outline: none", 53, "a `grey` part with no outline cannot be seen on the paper"),
    ("fill: blue, outline: none, colour: grey", 67, "`colour` is the outline's colour, and this part has `outline: none`"),
])
def test_a_look_that_makes_no_sense_is_refused_at_its_key(compile_text, part, column, says):
    _, errors = compile_text(_bar(part))
    assert len(errors) == 1 and errors[0].startswith(f"spec.yaml:3:{column}: error: ") and says in errors[0], errors


def test_a_look_the_part_cannot_take_names_what_would(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: gpu, fill: blue}"))
    assert errors == ["spec.yaml:3:29: error: an icon is drawn in lines, not filled: its `colour` colours it (`grey`, `blue`, `red` or `dark`); a GPU card's `status` and `blocks` take fills"]
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 2, hatch: true}, {duration: 1}]}"))
    assert len(errors) == 1 and "a tread is a line and cannot be hatched" in errors[0]


@pytest.mark.parametrize(("words", "look"), [
    ("solid", Look("grey")),
    ("dashed", Look("none", outline="dashed")),
    ("dashed blue", Look("none", outline="dashed", colour="blue")),
    ("solid blue", Look("blue", colour="blue")),
    ("hatched red", Look("red", hatch=True, colour="red")),
    ("white", Look("white")),
    ("dotted white", Look("none", outline="dotted")),
    ({"colour": "dark"}, Look("dark", colour="dark")),
    ({"fill": "grey", "outline": "dashed"}, Look("grey", outline="dashed")),
    ({"fill": "white", "outline": "dashed", "colour": "blue"}, Look("white", outline="dashed", colour="blue")),
])
def test_a_tier_written_in_words_is_a_look(words, look):
    assert TierSpec.model_validate(words).look == look


def test_grid_states_are_looks_and_idle_is_grey_hatched():
    assert STATE_LOOKS["idle"] == Look("grey", hatch=True)
    grid = GridSpec.model_validate({"looks": {"held": {"fill": "grey", "hatch": True, "outline": "dashed"}}, "rows": [["used", "held"]]})
    assert cell_look(grid, "used") == Look("grey") and cell_look(grid, "held") == Look("grey", hatch=True, outline="dashed")


def test_an_unknown_state_lists_the_states_and_the_named_looks(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {looks: {held: {fill: dark}}, rows: [[used, hled]]}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:55: error: `hled` is not one of") and "`held`" in errors[0] and "`idle`" in errors[0]
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - grid: {looks: {used: {fill: dark}}, rows: [[used]]}"))
    assert len(errors) == 1 and "`used` is a cell state already" in errors[0]


def test_a_span_filled_true_is_its_colour():
    assert SpanSpec.model_validate({"cells": 2, "fill": True}).cell_look == Look("blue", colour="blue")
    assert SpanSpec.model_validate({"cells": 2, "fill": True, "colour": "red"}).cell_look == Look("red", hatch=True, colour="red")
    assert SpanSpec.model_validate({"cells": 2}).cell_look is None
    assert SpanSpec.model_validate({"cells": 2, "fill": "grey", "hatch": True}).cell_look == Look("grey", hatch=True)
