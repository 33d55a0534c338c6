"""Keys with nothing to act on where they stand are refused at the key
(`blueprint/loader/keys.py`): each was accepted and changed nothing (issue 27,
found by tests/test_every_key.py)."""

from __future__ import annotations

import pytest

from conftest import spec_text

ICONS = "  - icon: {id: a, name: laptop}\n  - icon: {id: b, name: server, right-of: a}\n"


@pytest.mark.parametrize("marks, where, message", [
    ("  - icon: {name: gpu, label-side: left}\n", "3:23", "`label-side` acts on the icon's `label`, and it has none: give the icon `label`, or leave `label-side` out"),
    (ICONS + "  - connector: {from: a, to: b, label-at: 80%}\n", "5:33", "`label-at` acts on the connector's `label`, and it has none"),
    (ICONS + "  - connector: {from: a, to: b, label-side: below}\n", "5:33", "`label-side` acts on the connector's `label`, and it has none"),
    ("  - grid: {cells: 4, level-colour: red}\n", "3:22", "`level-colour` acts on the grid's `levels`, and it has none"),
    ("  - grid: {cells: 4, level-means: memory}\n", "3:22", "`level-means` acts on the grid's `levels`, and it has none"),
])
def test_a_key_given_without_the_key_it_acts_on_is_refused_at_it(compile_text, marks, where, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + marks)
    assert len(errors) == 1 and errors[0].startswith(f"spec.yaml:{where}: error: {message}"), errors


@pytest.mark.parametrize("marks, where, message", [
    ("  - bar: {gap: 16}\n", "3:11", "`gap` is the space to the mark this block is placed by"),
    ("  - timeline: {gap: 16, lanes: [{segments: [{start: 0, end: 2}]}]}\n", "3:16", "and it is placed by none: give it one (`below: ID`), or leave `gap` out"),
    ("  - icon: {name: gpu, at: top, gap: 8}\n", "3:32", "`at` places it with no gap to keep: leave `gap` out"),
    (ICONS + "  - icon: {name: cross, over: a, gap: 8}\n", "5:34", "`over` places it with no gap to keep"),
    ("  - column: {gap: 16, marks: [{bar: {}}]}\n", "3:14", "a `column`'s `gap` is the space between its marks, and it holds one"),
])
def test_a_gap_with_nothing_to_space_is_refused_at_it(compile_text, marks, where, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + marks)
    assert len(errors) == 1 and errors[0].startswith(f"spec.yaml:{where}: error: ") and message in errors[0], errors


def test_a_gap_to_the_mark_a_block_is_placed_by_acts(compile_text):
    near, _ = compile_text(spec_text("blueprint: 1", "marks:") + ICONS.replace("right-of: a", "right-of: a, gap: 48"))
    far, _ = compile_text(spec_text("blueprint: 1", "marks:") + ICONS.replace("right-of: a", "right-of: a, gap: 480"))
    assert near.scene.anchors["b"].x - near.scene.anchors["a"].right < far.scene.anchors["b"].x - far.scene.anchors["a"].right


def test_a_mark_sharing_its_own_scale_is_refused_at_the_name(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve: {id: c, same-scale: c, values: [1, 2]}"))
    assert errors == ["spec.yaml:3:32: error: `same-scale` names `c`, this curve itself: name another timeline, staircase, curve or column chart with places (`at`) to share its scale, or leave `same-scale` out"]


def test_align_is_refused_only_when_stacked_on_the_mark_whose_scale_it_shares(compile_text):
    """`align` moves nothing on a mark stacked on the scale it shares; placed
    `below` some other mark (a note), it is not refused for sharing a scale."""
    shared = ["  - timeline: {id: t, lanes: [{segments: [{duration: 2 h}]}]}"]
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *shared, "  - curve: {id: c, values: [1, 2, 3], unit: h, same-scale: t, below: t, align: left}"))
    assert any("`align` would move nothing" in e for e in errors), errors
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *shared, "  - note: {id: n, label: hello, below: t}",
                                       "  - curve: {id: c, values: [1, 2, 3], unit: h, same-scale: t, below: n, align: left}"))
    assert not any("`align` would move nothing" in e for e in errors), errors
