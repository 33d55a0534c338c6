"""False statements the fourth reading of session 8 found (three readers, 58
blind and wish alt texts read against their pictures), each pinned: what must
not be said, and what is said instead."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def test_stretches_longer_than_the_looks_between_them_are_not_short():
    # 9-B: "the three lanes job b to job d hold four short grey stretches" -- the grey runs (10 to 14 minutes)
    # are the long parts of each lane, the red hatched ones between them (4 minutes) the short ones
    said = alt_of("noisy-neighbours")
    assert "four short grey stretches" not in said
    assert "hold four grey stretches, with red hatched stretches between them" in said


def test_a_lane_s_short_look_stays_short_beside_long_ones():
    """On a small spec: the red hatched stalls, shorter than the grey runs, are
    still short; the grey runs, longer than every stall, are not."""
    spec = """blueprint: 1
marks:
  - timeline:
      unit: min
      span: 60 min
      lanes:
        - segments: [{end: 10 min, fill: grey}, {end: 13 min, fill: red, hatch: true}, {end: 23 min, fill: grey},
                     {end: 26 min, fill: red, hatch: true}, {end: 36 min, fill: grey}, {end: 39 min, fill: red, hatch: true},
                     {end: 60 min, fill: none}]
"""
    said = compile_spec(spec, "spec.yaml").alt
    assert "short grey" not in said, said


def test_a_bar_whose_dashed_end_reaches_another_s_part_says_only_that_part_reaches():
    # 9-A: "The bottom bar, ..., ending where the red hatched part of the second bar ends" -- its filled parts stop
    # at $1,664, about $320 short; only its white part in a blue dashed outline ("saved") reaches there
    said = alt_of("spot-or-on-demand-cost")
    assert "checkpointing every ten minutes, ending where the red hatched part" not in said
    assert "its dashed part ending where the red hatched part of the second bar ends" in said


def test_a_share_with_no_fill_is_filled_in_its_outline_not_in_in():
    # found by the whole suite after facts8c: "filled one half in in dashed outline"; words17: an outline alone fills nothing, it is drawn
    for colour, said in (("", "drawn in dashed outline to one half"), (", colour: blue", "drawn in blue dashed outline to one half")):
        alt = compile_spec(f"blueprint: 1\nmarks:\n  - bar: {{parts: [{{share: 50%, fill: none, outline: dashed{colour}}}]}}\n", "spec.yaml").alt
        assert said in alt and " in in " not in alt, alt


def test_step_breakdown_lanes_are_not_workers():
    # 10-C: "two lanes, one per worker" -- the lanes are a dataloader and a gpu; the spec's `noun: worker` was the
    # writer's slip (no worker is drawn), removed from the spec
    said = alt_of("step-breakdown")
    assert "one per worker" not in said and "a timeline of two lanes, dataloader above gpu" in said
