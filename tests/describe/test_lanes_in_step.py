"""Lanes in step said together, phase by phase (words21): all lanes that
hold one look over the same times are said together, and the unlike group
in that phase beside the rest."""

from __future__ import annotations

from conftest import alt_of

SPEC = """\
blueprint: 1
subject: a run
marks:
  - timeline:
      id: run
      unit: h
      span: 12 h
      noun: node
      lanes:
        - {label: node 1, segments: &kept [{end: 4 h, fill: grey}, {end: 4.5 h, fill: dark}, {end: 12 h, fill: grey}]}
        - {label: node 2, segments: *kept}
        - {label: node 3, segments: *kept}
        - {label: node 4, segments: &lost [{end: 3 h, fill: grey}, {end: 8 h, fill: none, outline: dotted}, {end: 12 h, fill: grey}]}
      boundaries:
        - {at: 4 h, label: fail}
        - {at: 8 h, label: join}
"""


def test_lanes_in_step_are_said_together_phase_by_phase(compile_text):
    alt = alt_of(compile_text, SPEC)
    assert "then node 4 stays empty in dotted outline from three to eight hours," in alt  # from where it turns, past the boundary
    assert "All four nodes run grey for the first three hours" in alt  # node 4 turns dotted at three: not "until four"
    assert "while the other three run on in grey from four and a half to eight hours" in alt
    assert "then all four run grey from eight hours to the end" in alt


def test_a_lane_out_of_step_keeps_the_sentence_out(compile_text):
    spec = SPEC.replace("{end: 3 h, fill: grey}, ", "{end: 3 h, fill: blue}, ")  # no phase with all four in one look at the start
    assert "All four nodes" not in alt_of(compile_text, spec)
