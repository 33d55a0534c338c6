"""A lane set apart (`set-apart: true`) stands past a gap twice the lanes'
own, the lanes before it where they stood; refused on the first lane
(vocab13; said: tests/describe/marks/test_lane_set_apart_facts.py)."""

from __future__ import annotations

from conftest import compiled_marks, spec_text

LANES = """\
  - timeline:
      id: t
      unit: s
      span: 4 s
      lanes:
        - {label: node 1, segments: [{end: 2 s, fill: grey}]}
        - {label: node 2, segments: [{end: 2 s, fill: grey}]}
        - {label: node 3, segments: [{end: 4 s, fill: dark}]}
"""


def _lane_tops(result) -> list[float]:
    return [result.scene.anchors[f"t.lane-{n}"].y for n in (1, 2, 3)]


def test_a_lane_set_apart_opens_one_more_gap_before_it(compile_text):
    even = compiled_marks(compile_text, LANES)
    apart = compiled_marks(compile_text, LANES.replace("{label: node 3,", "{label: node 3, set-apart: true,"))
    tops, wider = _lane_tops(even), _lane_tops(apart)
    pitch, opened = tops[1] - tops[0], wider[2] - wider[1]
    lane = apart.scene.anchors["t.lane-1"].height
    kept = wider[1] - wider[0]
    assert abs(opened - kept - (kept - lane)) < 0.01, "one more gap, as wide as the lanes' own, before it"
    assert opened > pitch, (pitch, opened)


def test_the_first_lane_cannot_be_set_apart(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + LANES.replace("{label: node 1,", "{label: node 1, set-apart: true,"))
    assert errors and "`set-apart: true` opens a gap before a lane" in errors[0] and errors[0].startswith("spec.yaml:8:27:"), errors
