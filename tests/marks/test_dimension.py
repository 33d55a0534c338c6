"""The dimension mark's declaration: two anchors, checked like any reference,
and the check that it measures between two different things."""

from __future__ import annotations

from annotation_examples import STAIRS
from conftest import spec_text


def test_a_dimension_loads_with_its_defaults_and_waits_for_both_ends(compile_text):
    from blueprint.marks.dimension import DimensionSpec

    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + STAIRS + "  - dimension: {from: stairs.tread-1, to: stairs.tread-3, label: 90 s}\n")
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "dimension")
    spec = node.spec_as(DimensionSpec)
    assert (spec.side, spec.colour) == ("below", "grey")
    assert node.kind.flow == "link" and node.kind.needs(node) == ["stairs.tread-1", "stairs.tread-3"]


def test_an_end_that_names_nothing_is_an_error_listing_the_anchors(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + STAIRS + "  - dimension: {from: stairs.step-1, to: stairs.tread-3}\n")
    assert len(errors) == 1 and ":9:" in errors[0] and "`tread-1` to `tread-3`" in errors[0], errors


def test_one_anchor_at_both_ends_is_refused_at_to(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + STAIRS + "  - dimension: {from: stairs.tread-1, to: stairs.tread-1}\n")
    assert len(errors) == 1 and "`to` both name `stairs.tread-1`" in errors[0] and "`bracket`" in errors[0], errors


def test_a_dimension_never_measures_itself(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + STAIRS + "  - dimension: {id: d, from: d, to: stairs.tread-1}\n")
    assert errors and "not itself" in errors[0], errors
