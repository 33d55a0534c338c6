"""A leader points at one line of a chart and crosses none of its other
series (review 8-b, 9-b: "the leader crosses the whole chart, the target
line and the grey spike"). The rule is the policy's, so lint refuses such a
leader (a note's, placed by the writer) and the leader search of a part's
words (`layout/leaders.py`) counts it and looks further (words slid along
over the part, a shorter leader), finding the room inside the spike. A
reference line runs across the whole plot: a leader from outside crosses it
to reach a point on its far side, and may."""

from __future__ import annotations

from pathlib import Path

import pytest

from blueprint import SpecError
from blueprint.pipeline import compile_spec
from blueprint.rules.geometry import lines_cross, meets
from blueprint.scene import Box

CORPUS = Path(__file__).parent.parent / "corpus"
CHART = """blueprint: 1
marks:
  - curve:
      id: p99
      unit: min
      span: 10 min
      top: 2000
      series:
        - {id: cold, colour: grey, values: [120, 118, 122, 120, 119, 121, 120, 900, 1600, 1800, 1700, 1400, 1000, 600, 250, 130, 121, 120, 119, 121, 120]}
        - {id: restored, colour: blue, values: [110, 108, 112, 110, 109, 111, 110, 160, 210, 190, 150, 118, 111, 110, 109, 110, 111, 110, 109, 111, 110]}
"""


def _series(result, name: str):
    return [e for e in result.scene.elements if e.role == "curve" and e.owner[-1] == ({"cold": 0, "restored": 1}[name])]


def test_a_note_whose_leader_crosses_another_series_is_refused_at_the_note():
    text = CHART + "  - note: {label: restored from snapshot, to: p99.restored.peak-1, at: top-left}\n"
    with pytest.raises(SpecError) as refused:
        compile_spec(text, "spec.yaml")
    (finding,) = [d for d in refused.value.diagnostics if "a line it does not point at" in d.message]
    assert (finding.location.line, finding.location.column) == (11, 11), "at the note, where the writer moves it"
    assert "crosses a curve of series `p99.cold`" in finding.message and "`leader: true`" in finding.message


def test_the_advice_works_the_words_on_the_point_find_room_whose_leader_crosses_nothing():
    """What the message advises, applied: the words given to the peak on a
    leader stand inside the spike, over the bump, and the leader crosses the
    grey series nowhere."""
    text = CHART + "      marks:\n        - {at: peak 1, series: restored, place: curve, label: restored from snapshot, label-side: above, leader: true}\n"
    result = compile_spec(text, "spec.yaml")
    leaders = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    (words,) = [e for e in result.scene.elements if getattr(e, "text", "") == "restored from snapshot"]
    (dot,) = [e for e in result.scene.elements if e.role == "marker"]
    assert leaders and not any(lines_cross(leader, grey) for leader in leaders for grey in _series(result, "cold"))
    assert words.box.x < dot.bounds.centre_x < words.box.right and words.box.bottom < dot.bounds.y, "over the bump, not across the chart"


def test_a_part_leader_and_a_series_of_its_own_chart_are_judged_apart():
    """Within one chart, a leader crossing a series it does not point at is no
    longer its own chart's business (SAME): the search counts it."""
    from blueprint.rules import policy
    from blueprint.scene import Line, Paint, Path as Drawn
    grey = Drawn((("M", (0.0, 50.0)), ("L", (100.0, 50.0))), Paint(stroke="grey"), "curve", ("marks", 0, "curve", "series", 0), ("marks", 0, "curve", "series", 0))
    leader = Line(50.0, 80.0, 50.0, 20.0, Paint(stroke="ink"), "leader", ("marks", 0, "curve", "marks", 0, "label"), ("marks", 0, "curve", "marks", 0, "leader"))
    touching = Line(50.0, 50.0, 50.0, 20.0, Paint(stroke="ink"), "leader", ("marks", 0, "curve", "marks", 0, "label"), ("marks", 0, "curve", "marks", 0, "leader"))
    mark_of = lambda owner: ("marks", 0, "curve")
    assert policy.kin(leader, grey, mark_of, lambda a, b: False) is policy.Kin.APART
    assert policy.kin(touching, grey, mark_of, lambda a, b: False) is policy.Kin.SAME, "a leader leaving the line it points at"


@pytest.mark.parametrize("entry", ["latency-spike", "kv-cache-ceiling", "restore-break-even"])
def test_corpus_leaders_cross_no_series_they_do_not_point_at(entry):
    """latency-spike's words on the bump's leader (its spec now gives them to
    the peak); kv-cache-ceiling's and restore-break-even's notes reach their
    points across reference lines only."""
    result = compile_spec((CORPUS / f"{entry}.yaml").read_text(), f"{entry}.yaml")
    leaders = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    curves = [e for e in result.scene.elements if e.role == "curve"]
    assert leaders
    for leader in leaders:
        ends = [(leader.x1, leader.y1), (leader.x2, leader.y2)]
        crossed = [c for c in curves if lines_cross(leader, c) and not any(meets(Box(x, y, 0, 0), c, 2.0) for x, y in ends)]
        assert not crossed, (entry, leader, [c.owner for c in crossed])
