"""A `width` or `height` the layout cannot fill is refused with the reason the
mark stops growing (messages.SIZE_LIMITS), for every kind that takes one, and a
column chart given a `width` takes it exactly (its baseline's start included)."""

from __future__ import annotations

import pytest

from blueprint import messages
from blueprint.marks import KINDS, REGISTRY

SIZED = [kind for kind in KINDS if {"width", "height"} & set(REGISTRY[kind].model.model_fields)]


@pytest.mark.parametrize("kind", SIZED)
def test_every_sized_kind_says_why_it_stops_growing(kind: str) -> None:
    assert messages.SIZE_LIMITS.get(kind), f"{kind} takes a size and SIZE_LIMITS gives no reason it stops growing"


def _columns(width: str, ticks: bool) -> str:
    axis = "      y: {ticks: [0, 2, 4]}\n" if ticks else ""
    return ("blueprint: 1\nsubject: three values\nmarks:\n  - columns:\n      id: c\n"
            f"      width: {width}\n{axis}      columns:\n"
            "        - {value: 2, label: a}\n        - {value: 4, label: b}\n        - {value: 3, label: c}\n")


@pytest.mark.parametrize("ticks", [False, True])
@pytest.mark.parametrize("width", ["600", "760", "90%"])
def test_a_column_chart_takes_the_width_it_is_given(compile_text, width: str, ticks: bool) -> None:
    result, errors = compile_text(_columns(width, ticks))
    assert not errors, errors
    shapes = [e.bounds for e in result.scene.elements if e.owner[:2] == ("marks", 0) and e.role != "label"]
    left, right = min(b.x for b in shapes), max(b.x + b.width for b in shapes)
    asked = float(width) if not width.endswith("%") else None
    if asked is not None:
        assert right - left <= asked + 1.0
        assert right - left >= asked - 24.0  # the slots share the width: it is filled, not left at the chart's own size
