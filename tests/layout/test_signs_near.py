"""A group of signs (icons alone) placed above or below a mark marks that
mark: it stands at the theme's near gap, over what the mark paints, not the
64 px a block of its own keeps (bars7; spot-or-on-demand-cost's crosses)."""

from __future__ import annotations

import pytest

from blueprint.theme import Layout
from conftest import spec_text

CROSSES = ["        - icon: {name: cross, colour: red, height: 16}"] * 4
TARGETS = {
    "a bar ending at its parts": "  - bar: {id: t, ends: parts, parts: [{share: 40%, fill: grey}, {share: 10%, fill: red, hatch: true}]}",
    "a whole bar": "  - bar: {id: t, parts: [{share: 60%, fill: grey}]}",
    "a grid": "  - grid: {id: t, rows: [[used, used, free, free]]}",
    "a timeline": "  - timeline: {id: t, unit: h, span: 4 h, ticks: 1 h, lanes: [{label: a, segments: [{end: 3 h, fill: grey}]}]}",
}


def _group(side: str, kind: str = "row") -> tuple[str, ...]:
    return (f"  - {kind}:", "      id: s", f"      {side}: t", "      gap: 4", "      marks:", *CROSSES)


def _boxes(result) -> dict[str, object]:
    return {block.id: block.box for block in result.scene.blocks if block.id in ("s", "t")}


@pytest.mark.parametrize("target", list(TARGETS))
def test_a_row_of_signs_above_a_mark_stands_close_over_what_it_paints(compile_text, target):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", TARGETS[target], *_group("above")))
    assert not errors, errors
    boxes = _boxes(result)
    gap = boxes["t"].y - boxes["s"].bottom
    assert gap <= Layout.near_gap + 1, f"{gap} px off"
    if target == "a bar ending at its parts":
        painted = [e.bounds for e in result.scene.elements if e.role == "part"]
        middle = (min(b.x for b in painted) + max(b.right for b in painted)) / 2
        assert abs(boxes["s"].centre_x - middle) < 1, "centred over the parts, not the length the bar keeps"


def test_signs_below_a_bar_and_a_column_of_them_stand_close_too(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", TARGETS["a whole bar"], *_group("below", "column")))
    assert not errors, errors
    boxes = _boxes(result)
    assert boxes["s"].y - boxes["t"].bottom <= Layout.near_gap + 1


def test_a_group_with_words_keeps_the_gap_of_a_block(compile_text):
    """A note among the icons makes the group a block of its own: 64 px off."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", TARGETS["a whole bar"], *_group("above"), "        - note: {label: four}"))
    assert not errors, errors
    boxes = _boxes(result)
    assert boxes["t"].y - boxes["s"].bottom > Layout.near_gap + 8
