"""Positions on a mark's scale as anchors (`marks/positions.py`): every mark
that draws a scale names `plot` and `at-X` on it (a timeline's lane too), and
an anchor off the scale is refused with the range that works."""

from __future__ import annotations

from annotation_examples import COLD, SCALED_BAR, STAIRS, WEEK
from conftest import spec_text

MARKS = spec_text("blueprint: 1", "marks:")


def _node(compile_text, marks: str):
    result, errors = compile_text(MARKS + marks)
    assert not errors, errors
    return result.spec.marks[0]


def test_every_mark_with_a_scale_names_positions_on_it(compile_text):
    for marks, inside, outside in ((COLD, "at-90s", "at-301s"), (STAIRS, "at-20s", "at-91s"), (WEEK, "at-120h", "at-169h"), (SCALED_BAR, "at-6h", "at-25h")):
        node = _node(compile_text, marks)
        assert node.kind.scale(node) is not None
        assert node.kind.has_anchor(node, inside) and node.kind.has_anchor(node, "plot")
        assert not node.kind.has_anchor(node, outside)
        assert node.kind.point_anchor(node, inside) and not node.kind.point_anchor(node, "plot")


def test_a_timeline_names_positions_on_each_lane(compile_text):
    node = _node(compile_text, COLD)
    assert node.kind.has_anchor(node, "cold.at-90s") and node.kind.has_anchor(node, "lane-2.at-90s")
    assert not node.kind.has_anchor(node, "lane-3.at-90s") and not node.kind.has_anchor(node, "lane-1.segment-1.at-90s")


def test_a_mark_with_no_scale_names_none(compile_text):
    node = _node(compile_text, "  - bar: {id: b, parts: [{share: 50%}]}\n")
    assert node.kind.scale(node) is None and not node.kind.has_anchor(node, "at-0")


def test_a_position_off_the_scale_is_refused_with_the_range(compile_text):
    _, errors = compile_text(MARKS + COLD + "  - icon: {name: gpu, above: start.at-400s}\n")
    assert len(errors) == 1 and "`at-150s` (any position on its scale from 0 s to 300 s" in errors[0], errors
    assert "`cold.at-150s`" in errors[0], errors
