"""The towers mark: tiers by meaning on one foundation, crosses, heights, errors."""

from __future__ import annotations

import pytest

from conftest import compiled_marks, spec_text, with_role

TOWERS = """
  - towers:
      tiers: 3
      towers:
        - {label: a, tiers: [solid, dashed, dashed]}
        - tiers: [solid, cross]
        - tiers: [{outline: dotted, label: weights}, dotted]
        - tiers: [solid blue, hatched red, dashed blue]
"""


def test_tiers_stack_from_the_foundation_by_meaning(compile_text):
    result = compiled_marks(compile_text, TOWERS)
    foundation = with_role(result, "foundation")[0]
    tiers = with_role(result, "tier")
    assert len(tiers) == 10 - 1, "nine tiers; the cross stands in place of one"
    assert all(foundation.box.x < t.box.x and t.box.right < foundation.box.right for t in tiers), "one shared foundation"
    bottoms = {round(t.box.bottom) for t in tiers if t.box.bottom > foundation.box.y - 10}
    assert len(bottoms) == 1 and bottoms.pop() <= foundation.box.y, "all towers stand on it"
    dashed = [t for t in tiers if t.paint.line == "dashed"]
    assert len(dashed) == 3 and all(t.paint.fill is None for t in dashed), "planned: outline only"
    assert sum(1 for t in tiers if t.paint.hatch == "red") == 1
    cross = with_role(result, "cross")
    second = sorted(tiers, key=lambda t: t.box.x)[3]
    assert len(cross) == 2 and all(c.y1 < second.box.y for c in cross), "the cross where the next tier would be"


def test_alt_text_reads_tower_by_tower(compile_text):
    alt = compiled_marks(compile_text, TOWERS).alt
    assert "four towers standing on one shared foundation, each tower up to three tiers tall" in alt
    assert "The first, marked a, has one solid grey tier and two dashed above it" in alt
    assert "the second one solid tier with a small red cross where the next would be" in alt
    assert "the third two dotted outlines marked weights" in alt
    assert "the fourth one solid blue tier, a red hatched one above it, and a dashed blue one on top" in alt


@pytest.mark.parametrize("body, message, where", [
    ("{tiers: 2, towers: [{tiers: [solid, solid, dashed]}]}", "this tower has 3 tiers but the towers are at most 2 tall", "spec.yaml:3:"),
    ("{towers: [{tiers: [solid, dashd]}]}", "unknown tier style `dashd` (did you mean `dashed`?)", "spec.yaml:3:"),
    ("{towers: []}", "spec.yaml:3:", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - towers: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith(where), errors


def test_the_possible_height_is_ruled_beside_the_towers(compile_text):
    result = compiled_marks(compile_text, TOWERS)
    rule = [e for e in with_role(result, "scale") if e.x1 == e.x2]
    ticks = [e for e in with_role(result, "scale") if e.y1 == e.y2]
    tallest = min(t.box.y for t in with_role(result, "tier"))
    assert len(rule) == 1 and len(ticks) == 3, "a tick per possible tier"
    assert rule[0].y1 == pytest.approx(tallest) and rule[0].x1 < min(t.box.x for t in with_role(result, "tier"))
    bare = compiled_marks(compile_text, "\n  - towers: {towers: [{tiers: [solid]}]}\n")
    assert not with_role(bare, "scale"), "no stated height, no rule"
