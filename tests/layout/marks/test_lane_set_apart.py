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


def _many_lanes(count: int, label: bool) -> str:
    """`count` lanes, every other one from the fourth set apart, the third
    with words asked over its stretch (`label-side: above`) if `label`."""
    lanes = []
    for index in range(count):
        apart = ", set-apart: true" if index in (3, 5, 7, 9) else ""
        words = ", label: over it, label-side: above" if label and index == 2 else ""
        lanes.append(f"        - {{label: l{index}{apart}, segments: [{{duration: 5 h{words}}}]}}")
    return spec_text("blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      span: 10 h", "      ticks: 1 h", "      lanes:", *lanes)


def test_the_gaps_lanes_set_apart_open_are_not_counted_as_room_made_for_words(compile_text):
    """faithful14: the no-room refusal counted the set-apart gaps as room
    made for words asked over a stretch, so it blamed `label-side`, and
    leaving it out left the card as short."""
    _, errors = compile_text(_many_lanes(12, label=True))
    _, without = compile_text(_many_lanes(12, label=False))
    assert without, "too tall for the card with the words placed by the mark too"
    assert errors and not any("label-side" in e or "label `over it`" in e for e in errors), errors
    _, fits = compile_text(_many_lanes(11, label=False))
    _, blamed = compile_text(_many_lanes(11, label=True))
    assert not fits and blamed and all("label `over it` is asked to stand here" in e for e in blamed), "where leaving the key out is what fits, the key is blamed"
