"""The card is used (issue 27 item 5): where the card has room, marks grow
together to the largest sizes that fit, within the style's bounds; a size the
spec gives is kept; growing shrinks no mark and changes no alt text."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from blueprint.pipeline import compile_spec
from blueprint.theme import DEFAULT_THEME
from conftest import compiled_marks

ROOT = Path(__file__).resolve().parents[2]
GROWN = ("plot", "cell", "lane", "tier", "icon", "bar")
UNGROWN = replace(DEFAULT_THEME, layout=replace(DEFAULT_THEME.layout, **{f"grow_{what}": 1.0 for what in GROWN}))
CONTENT_TOP, CONTENT_BOTTOM = 56, 630 - 56


def boxes(result):
    return {block.path: block.box for block in result.scene.blocks}


def with_role(result, role):
    return [e.bounds for e in result.scene.elements if e.role == role]


def test_a_lone_curve_takes_the_free_height_up_to_its_bound(compile_text):
    result = compiled_marks(compile_text, "\n  - curve: {id: c, values: [1, 4, 2, 5]}\n")
    plot = result.scene.anchors["c"]
    assert 320 < plot.height <= 320 * DEFAULT_THEME.layout.grow_plot + 0.5
    drawn = [e.bounds for e in result.scene.elements if e.role != "brand"]
    assert min(b.y for b in drawn) >= CONTENT_TOP - 0.5 and max(b.bottom for b in drawn) <= CONTENT_BOTTOM + 0.5


def test_a_grid_of_four_cells_grows_to_the_style_s_largest_cell_not_past_it(compile_text):
    result = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 4, columns: 2}\n")
    cells = with_role(result, "cell")
    assert {round(c.width) for c in cells} == {round(64 * DEFAULT_THEME.layout.grow_cell)}


@pytest.mark.parametrize("marks, role, side", [
    ("\n  - grid: {id: g, cells: 4, columns: 2, size: 64}\n", "cell", 64),
    ("\n  - icon: {id: i, name: gpu, size: medium}\n", None, None),
])
def test_a_size_the_spec_gives_is_kept(compile_text, marks, role, side):
    grown = compiled_marks(compile_text, marks)
    kept = compile_spec(marks.join(["blueprint: 1\nmarks:", ""]), "spec.yaml", theme=UNGROWN)
    assert boxes(grown) == boxes(kept)
    if role:
        assert {round(c.width) for c in with_role(grown, role)} == {side}


def test_an_icon_with_no_size_grows_short_of_large(compile_text):
    grown = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu}\n").scene.anchors["i"]
    large = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu, size: large}\n").scene.anchors["i"]
    medium = compile_spec("blueprint: 1\nmarks:\n  - icon: {id: i, name: gpu}\n", "spec.yaml", theme=UNGROWN).scene.anchors["i"]
    assert medium.width < grown.width < large.width


def test_a_curve_s_height_is_kept(compile_text):
    marks = "\n  - curve: {id: c, values: [1, 3, 2, 6], height: 30%}\n"
    assert boxes(compiled_marks(compile_text, marks)) == boxes(compile_spec(marks.join(["blueprint: 1\nmarks:", ""]), "spec.yaml", theme=UNGROWN))


SPECS = sorted((ROOT / "specs").glob("*.yaml")) + [ROOT / "tests" / "corpus" / f"{name}.yaml" for name in ("priority-preempt-grid-queue", "latency-spike", "node-drain-migration")]


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_growing_shrinks_no_block_and_says_the_same(path):
    """Against the same spec with every bound at 1 (no growth): every block is
    as large or larger, the alt text is the same, lint finds nothing new."""
    text = path.read_bytes()
    grown = compile_spec(text, str(path), draft=True)
    preferred = compile_spec(text, str(path), draft=True, theme=UNGROWN)
    before, after = boxes(preferred), boxes(grown)
    assert before.keys() == after.keys()
    smaller = [p for p in before if after[p].width < before[p].width - 0.5 or after[p].height < before[p].height - 0.5]
    assert not smaller, smaller
    assert grown.alt == preferred.alt
    assert len(grown.problems) <= len(preferred.problems)
