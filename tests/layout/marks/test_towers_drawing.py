"""How towers are drawn: tiers by meaning on one foundation, crosses, the
ruled height, anchors (towers, tiers, foundation, labels) and sizes in a frame."""

from __future__ import annotations

import pytest

from blueprint.scene import Box
from conftest import compiled_marks, with_role
from towers_examples import NAMED, TALL, TOWERS


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


def test_the_possible_height_is_ruled_beside_the_towers(compile_text):
    result = compiled_marks(compile_text, TOWERS)
    rule = [e for e in with_role(result, "scale") if e.x1 == e.x2]
    ticks = [e for e in with_role(result, "scale") if e.y1 == e.y2]
    tallest = min(t.box.y for t in with_role(result, "tier"))
    assert len(rule) == 1 and len(ticks) == 3, "a tick per possible tier"
    assert rule[0].y1 == pytest.approx(tallest) and rule[0].x1 < min(t.box.x for t in with_role(result, "tier"))
    bare = compiled_marks(compile_text, "\n  - towers: {towers: [{tiers: [solid]}]}\n")
    assert not with_role(bare, "scale"), "no stated height, no rule"


# --- anchors ------------------------------------------------------------------

def test_towers_tiers_and_foundation_are_anchors_at_their_boxes(compile_text):
    result = compiled_marks(compile_text, NAMED)
    anchors = result.scene.anchors
    tiers = sorted((t.box for t in with_role(result, "tier")), key=lambda b: (round(b.x), -b.y))
    assert [anchors[f"t.tower-{n}.tier-{m}"] for n, m in ((1, 1), (1, 2), (2, 1), (2, 2))] == tiers, "tiers counted from 1 at the bottom"
    cross = Box.around([c.bounds for c in with_role(result, "cross")])
    assert anchors["t.tower-2.tier-3"] == cross, "a crossed tier is its cross"
    pitch = tiers[2].y - tiers[3].y
    tower = anchors["t.tower-2"]
    assert (tower.x, tower.right) == (tiers[2].x, tiers[2].right) and tower.y == pytest.approx(tiers[3].y - pitch), "up to where its third tier would be"
    assert tower.bottom == pytest.approx(with_role(result, "foundation")[0].box.y), "standing on the foundation"
    assert anchors["t.foundation"] == with_role(result, "foundation")[0].box
    labels = {e.text: e.bounds for e in with_role(result, "label")}
    assert anchors["t.tower-1.label"] == labels["a"] and anchors["t.tower-1.tier-2.label"] == labels["weights"]
    assert "t.tower-1.tier-3" not in anchors and "t.tower-3" not in anchors


def test_a_connector_from_a_tier_starts_at_its_side(compile_text):
    result = compiled_marks(compile_text, NAMED + """
  - icon: {id: store, name: storage, colour: blue, right-of: t, gap: 200}
  - connector: {from: t.tower-2.tier-1, to: store, arrow: end}
""")
    tier = result.scene.anchors["t.tower-2.tier-1"]
    line = with_role(result, "connector")[0]
    assert line.x1 == pytest.approx(tier.right, abs=0.5) and tier.y <= line.y1 <= tier.bottom, "from the tier's right side"
    assert "arrow leads from the set of towers" in result.alt.lower() or "sends" in result.alt


def test_an_icon_placed_by_a_tier_stands_beside_it(compile_text):
    result = compiled_marks(compile_text, NAMED + "  - icon: {id: s, name: save, right-of: t.tower-2.tier-3}\n")
    tier, icon = result.scene.anchors["t.tower-2.tier-3"], result.scene.anchors["s"]
    assert icon.x > tier.right and icon.centre_y == pytest.approx(tier.centre_y, abs=0.5)


def test_a_height_of_160_shrinks_the_tiers_to_fit(compile_text):
    result = compiled_marks(compile_text, NAMED.replace("      foundation: node\n", "      height: 160\n"))
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "towers")])
    assert drawn.height <= 160 + 0.5
    tiers = with_role(result, "tier")
    assert all(24 <= t.box.height < 64 for t in tiers), "shorter tiers, still tiers"


def test_towers_stay_inside_a_narrow_frame(compile_text):
    result = compiled_marks(compile_text, "\n  - towers: {tiers: 2, width: 240, towers: [{tiers: [solid]}, {tiers: [solid, dashed]}, {tiers: [dotted]}]}\n")
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "towers")])
    assert drawn.width <= 240 + 0.01


def test_tiers_of_any_fill_and_height_and_a_cross_across_a_tower(compile_text):
    """Issue 17: white (free) and dark tiers, tiers two tall, a tower crossed out whole."""
    result = compiled_marks(compile_text, TALL)
    anchors = result.scene.anchors
    tiers = sorted(with_role(result, "tier"), key=lambda t: (round(t.box.x), -t.box.y))
    first = tiers[:3]
    assert first[1].box.height > 1.8 * first[0].box.height, "a double-height tier"
    assert {t.paint.fill for t in tiers} >= {"white", "shade", "blue"}, "free white, dark (shade) and blue tiers"
    crosses = [e for e in with_role(result, "cross") if e.owner[-1] == "cross"]
    assert len(crosses) == 2, "one cross across the third tower"


def test_tiers_sized_by_their_values_stand_to_one_scale(compile_text):
    """1, 4, 16 and 52 GB as four tiers: each as tall as its value, less the gap above it."""
    from conftest import compiled_marks, with_role

    result = compiled_marks(compile_text, "  - towers: {gaps: 2, towers: [{tiers: [{size: 52 GB}, {size: 16 GB}, {size: 4 GB}, {size: 1 GB}]}]}\n")
    tiers = sorted(with_role(result, "tier"), key=lambda e: -e.bounds.y)
    pitch = (tiers[0].bounds.height + 4) / 52  # a gap of 2 px of paper and the 2 px outline
    for tier, value in zip(tiers, (52, 16, 4, 1)):
        assert abs(tier.bounds.height - max(6.0, value * pitch - 4)) < 0.01
    for lower, upper in zip(tiers, tiers[1:]):
        assert abs(lower.bounds.y - upper.bounds.bottom - 4) < 0.01
    assert not result.problems


LABELLED_TIERS = """  - towers:
      height: {height}
      tiers: 5
      towers:
        - label: a
          tiers:
            - {fill: grey, label: one}
            - {fill: grey, label: "two\\nlines"}
            - {outline: dashed, label: three}
            - {outline: dashed, label: four}
            - {outline: dashed, label: five}
        - {label: b, tiers: [solid, solid]}
"""
VALUED_TIERS = """  - towers:
      height: {height}
      towers:
        - label: a
          tiers:
            - {fill: grey, size: 40 GB, label: weights 40 GB}
            - {fill: blue, size: 4 GB, label: cache 4 GB, label-side: right}
            - {outline: dashed, size: 3 GB, label: spare 3 GB, label-side: right}
        - {label: b, tiers: [{fill: grey, size: 20 GB, label: weights}]}
"""


@pytest.mark.parametrize("towers", [LABELLED_TIERS, VALUED_TIERS], ids=["tiers", "valued"])
@pytest.mark.parametrize("height", range(100, 480, 20))
def test_a_height_holds_the_tiers_labels_apart_or_is_refused_with_one_that_does(compile_text, towers, height):
    """faithful14: towers given small heights drew their tiers' labels on
    one another (and on the foundation), and lint refused a label, not the
    `height` that caused it."""
    from held_heights import held_at

    held_at(compile_text, towers, height, lambda e: "tiers" in e.source[-4:-1])
