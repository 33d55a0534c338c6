"""The towers mark's spec: tier styles by word, the possible height, and the
errors and anchor lists a wrong tier or part gets (drawing: tests/layout/marks,
facts: tests/describe/marks)."""

from __future__ import annotations

import pytest

from conftest import spec_text
from towers_examples import NAMED


@pytest.mark.parametrize("body, message, where", [
    ("{tiers: 2, towers: [{tiers: [solid, solid, dashed]}]}", "this tower has 3 tiers but the towers are at most 2 tall", "spec.yaml:3:"),
    ("{towers: [{tiers: [solid, dashd]}]}", "unknown tier style `dashd` (did you mean `dashed`?)", "spec.yaml:3:"),
    ("{towers: []}", "spec.yaml:3:", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - towers: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith(where), errors


@pytest.mark.parametrize("name", ["tower-9", "tower-1.tier-3", "tower-2.tier-1.label", "tower-0"])
def test_an_unknown_tower_or_tier_lists_those_there_are(compile_text, name):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", *NAMED.strip("\n").split("\n"), f"  - icon: {{name: gpu, below: t.{name}}}"))
    (error,) = errors
    assert error.startswith(f"spec.yaml:10:30: error: `t` has no part or anchor `{name}`"), error
    assert error.endswith(
        "; it has `foundation`, `tower-1` to `tower-2`, `tower-N.tier-M` (M from 1 at the bottom, up to 2, 3 in turn), "
        "`tower-1.label`, `tower-1.tier-2.label`, `tower-2.label`"
    ), error


def test_a_tall_tier_counts_its_size_against_the_height(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - towers: {tiers: 3, towers: [{tiers: [solid, {colour: blue, size: 3}]}]}"))
    assert len(errors) == 1 and "this tower has 4 tiers but the towers are at most 3 tall" in errors[0], errors


# --- tiers sized by their values (issue 25, item 7) ---

@pytest.mark.parametrize("tiers, message", [
    ("[{size: 4 GB}, {size: 2 TB}]", "the towers' tiers stand to one scale, in `GB`, and this size is `2 TB`: write it in `GB` too"),
    ("[{size: 2-4 GB}]", "a tier's `size` is one value more than 0"),
    ("[{size: 0}]", "a tier's `size` is one value more than 0"),
])
def test_a_tier_sized_by_a_value_is_one_value_in_one_unit(compile_text, tiers, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - towers: {{towers: [{{tiers: {tiers}}}]}}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_towers_stand_by_their_values_when_a_size_has_a_unit_or_a_fraction(compile_text):
    from blueprint.marks.towers import TowersSpec

    for tiers, valued, unit in (("[{size: 2}, {size: 3}]", False, None), ("[{size: 1.5}]", True, None), ("[{size: 52 GB}, {size: 1 GB}]", True, "GB")):
        result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - towers: {{towers: [{{tiers: {tiers}}}]}}"))
        assert not errors, errors
        spec = result.spec.marks[0].spec_as(TowersSpec)
        assert (spec.valued, spec.unit) == (valued, unit)
