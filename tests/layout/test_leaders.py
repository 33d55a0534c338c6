"""Words set apart on a leader (`layout/leaders.py`): placed once every other
label stands, so a leader never grows a plot nor moves another label."""

from __future__ import annotations

from blueprint import compile_spec
from blueprint.scene import Text

from conftest import ROOT

SPEC = (ROOT / "tests" / "corpus" / "checkpoint-interval.yaml").read_text(encoding="utf-8")


def _drawn(text: str, clean: bool = True) -> dict:
    result = compile_spec(text, "spec.yaml", draft=True)
    assert not clean or not result.problems, result.problems
    return {tuple(e.source) + (e.role, e.kind): e for e in result.scene.elements}


def test_a_leader_moves_only_its_own_words_and_draws_its_line():
    assert "leader: true" in SPEC
    # Without its leader the words have no clean place (faithful10a: "sweet spot" past "total" meets the
    # overhead curve, and lint says so); the draft still shows where everything stands
    with_leader, without = _drawn(SPEC), _drawn(SPEC.replace(", leader: true", ""), clean=False)
    words = ("marks", 0, "curve", "marks", 0, "label")
    moved = {key for key in without if key in with_leader and with_leader[key] != without[key]}
    assert {key[:len(words)] for key in moved} == {words}, moved  # the plot, its lines and "total" stand where they stood
    added = [with_leader[key] for key in with_leader.keys() - without.keys()]
    assert sorted(e.kind for e in added) == ["dot", "line"] and all(e.role == "leader" for e in added)
    dot = next(e for e in added if e.kind == "dot")
    mark = without[("marks", 0, "curve", "marks", 0, "marker", "dot")]
    assert abs(((dot.cx - mark.cx) ** 2 + (dot.cy - mark.cy) ** 2) ** 0.5 - mark.radius) < 0.5  # on the blue dot's rim
    label = with_leader[words + ("label", "text")]
    assert isinstance(label, Text) and not label.box.overlaps(mark.bounds)


REGION = """blueprint: 1
marks:
  - curve:
      unit: h
      span: 168 h
      top: 6
      points: [[0, 1.5], [33 h, 1.5], [39 h, 4], [46 h, 5.6], [57 h, 4], [66 h, 1.5], [108 h, 1.6], [114 h, 4], [122 h, 5], [132 h, 4], [140 h, 1.4], [168 h, 1.4]]
      lines: [{id: ondemand, at: 4, label: on-demand, outline: solid, colour: dark}]
      regions:
        - {against: ondemand, where: above, fill: red, hatch: true, label: above on-demand, leader: true}
"""


def test_a_region_set_apart_on_a_leader_keeps_one_leader_to_the_area_it_names():
    """A region's words beside its end come with the short leader its mark
    draws; set apart (`leader: true`), they take the leader drawn to them,
    and the first is gone: one label, one leader (trydraw9b: a stray stub
    with a dot stood at the second area's end)."""
    result = compile_spec(REGION, "spec.yaml")
    assert not result.problems
    region = ("marks", 0, "curve", "regions", 0)
    leaders = [e for e in result.scene.elements if e.role == "leader" and tuple(e.source) == region + ("leader",)]
    assert sorted(e.kind for e in leaders) == ["dot", "line"], leaders
    areas = [e.bounds for e in result.scene.elements if e.role == "region" and tuple(e.source) == region and e.paint.fill]
    (dot,) = [e for e in leaders if e.kind == "dot"]
    assert any(area.grown(2).contains(dot.bounds) for area in areas)  # on an area it names
