"""Words set apart on a leader (`layout/leaders.py`): placed once every other
label stands, so a leader never grows a plot nor moves another label."""

from __future__ import annotations

from blueprint import compile_spec
from blueprint.scene import Text

from conftest import ROOT

SPEC = (ROOT / "tests" / "corpus" / "checkpoint-interval.yaml").read_text(encoding="utf-8")


def _drawn(text: str) -> dict:
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    return {tuple(e.source) + (e.role, e.kind): e for e in result.scene.elements}


def test_a_leader_moves_only_its_own_words_and_draws_its_line():
    assert "leader: true" in SPEC
    with_leader, without = _drawn(SPEC), _drawn(SPEC.replace(", leader: true", ""))
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
