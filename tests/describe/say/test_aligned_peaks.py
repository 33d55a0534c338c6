"""Peaks one in each stretch of a lane on the same scale (`say/aligned.py`):
said only where every peak lies in its own stretch of one look, in turn."""

from __future__ import annotations

from blueprint import compile_spec

LANES = """  - timeline:
      id: t
      unit: ms
      span: 1000 ms
      lanes:
        - label: batches
          segments:
            - {duration: 150 ms, fill: white}
            - {duration: 100 ms, fill: grey}
            - {duration: 150 ms, fill: white}
            - {duration: 100 ms, fill: grey}
            - {duration: 150 ms, fill: white}
            - {duration: 100 ms, fill: grey}
            - {duration: 150 ms, fill: white}
            - {duration: 100 ms, fill: grey}
"""


def _alt(points: str) -> str:
    curve = f"  - curve: {{same-scale: t, unit: ms, span: 1000 ms, top: 100, noun: load, points: {points}}}\n"
    return compile_spec("blueprint: 1\nmarks:\n" + LANES + curve, "spec.yaml").alt


def test_spikes_one_in_each_run_are_said_so():
    alt = _alt("[[0, 3], [150, 3], [162, 100], [220, 100], [250, 3], [400, 3], [412, 100], [470, 100], [500, 3], [650, 3], [662, 100], [720, 100], [750, 3], [900, 3], [912, 100], [970, 100], [1000, 3]]")
    assert "four tall spikes, one in each grey stretch of the lane batches"  # no value axis drawn: no height said (reader 7b-B) in alt


def test_spikes_that_miss_a_run_or_number_otherwise_are_not():
    shifted = _alt("[[0, 3], [40, 3], [60, 100], [100, 100], [120, 3], [400, 3], [412, 100], [470, 100], [500, 3], [650, 3], [662, 100], [720, 100], [750, 3], [900, 3], [912, 100], [970, 100], [1000, 3]]")
    assert "one in each" not in shifted, "the first spike lies in a window, not a run"
    three = _alt("[[0, 3], [150, 3], [162, 100], [220, 100], [250, 3], [650, 3], [662, 100], [720, 100], [750, 3], [900, 3], [912, 100], [970, 100], [1000, 3]]")
    assert "one in each" not in three, "three spikes over four runs"


# --- several lanes alike, the scale shared from either side (trysay7) -------------------

ALIKE = """  - timeline:
      id: t
      same-scale: load
      unit: min
      span: 60 min
      ticks: 10 min
      lanes:
        - label: job a
          segments: [{end: 60 min, fill: grey}]
""" + "".join(f"""        - label: job {name}
          segments: [{{end: 10 min, fill: grey}}, {{end: 14 min, fill: red, hatch: true}}, {{end: 26 min, fill: grey}}, {{end: 30 min, fill: red, hatch: true}}, {{end: 60 min, fill: grey}}]
""" for name in "bcd")
TWO_SPIKES = "[[0, 15], [9.5 min, 15], [10.5 min, 95], [13.5 min, 95], [14.5 min, 15], [25.5 min, 15], [26.5 min, 95], [29.5 min, 95], [30.5 min, 15], [60 min, 15]]"


def test_lanes_alike_under_the_spikes_are_said_lined_up_when_the_timeline_names_the_curve():
    curve = f"  - curve: {{id: load, unit: min, span: 60 min, top: 100, noun: load, points: {TWO_SPIKES}}}\n"
    alt = compile_spec("blueprint: 1\nmarks:\n" + curve + ALIKE, "spec.yaml").alt
    assert "the red hatched stretches of the lanes job b to job d lined up under each" in alt, alt


def test_lanes_that_do_not_match_the_spikes_are_not_said_lined_up():
    one = "[[0, 15], [9.5 min, 15], [10.5 min, 95], [13.5 min, 95], [14.5 min, 15], [60 min, 15]]"
    curve = f"  - curve: {{id: load, unit: min, span: 60 min, top: 100, noun: load, points: {one}}}\n"
    alt = compile_spec("blueprint: 1\nmarks:\n" + curve + ALIKE, "spec.yaml").alt
    assert "lined up" not in alt and "one in each" not in alt, alt
