"""The drop mark's declaration: `from` any anchor, `to` an axis or an anchor;
an axis asked of a mark that draws none is refused at the key that asks."""

from __future__ import annotations

from annotation_examples import DEMAND, STAIRS
from conftest import spec_text

BAR = "  - bar: {id: week, parts: [{id: useful, share: 62%}, {id: redone, share: 21%}]}\n"


def test_a_drop_loads_to_the_x_axis_by_default(compile_text):
    from blueprint.marks.drop import DropSpec

    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + DEMAND + "  - drop: {from: demand.peak-1}\n")
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "drop")
    spec = node.spec_as(DropSpec)
    assert (spec.to, spec.outline, spec.colour) == ("x-axis", "dashed", "grey")
    assert node.kind.needs(node) == ["demand.peak-1"], "an axis is no anchor to wait for"


def test_an_axis_of_a_mark_without_one_is_refused_at_to_with_what_works(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + BAR + "  - drop: {from: week.redone, to: x-axis}\n")
    assert len(errors) == 1 and ":4:" in errors[0] and "`timeline`" in errors[0] and "`to`" in errors[0], errors


def test_the_default_axis_of_a_mark_without_one_is_refused_at_from(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + BAR + "  - drop: {from: week.redone}\n")
    assert len(errors) == 1 and "draws no x-axis" in errors[0], errors


def test_only_a_curve_has_a_value_axis(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + STAIRS + "  - drop: {from: stairs.tread-2, to: y-axis}\n")
    assert len(errors) == 1 and "`curve`" in errors[0], errors
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + DEMAND + "  - drop: {from: demand.peak-1, to: y-axis}\n")
    assert not errors, errors


def test_a_drop_to_an_anchor_waits_for_it(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + DEMAND + BAR + "  - drop: {from: demand.peak-1, to: week}\n")
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "drop")
    assert node.kind.needs(node) == ["demand.peak-1", "week"]
