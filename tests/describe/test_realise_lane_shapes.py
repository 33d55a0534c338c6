"""Lanes said by the shape they draw together (lanes7): a run of work that
steps down the lanes is a staircase, with the looks that fill around it as
triangles, a bracket over a triangle's stretch of the axis names it; lanes
that each hold one stretch from one start are bars, compared with the
longest."""

from __future__ import annotations

from fractions import Fraction

from conftest import compiled_marks as compiled

PIPELINE = """
  - timeline:
      id: step
      unit: slot
      span: 6
      noun: stage
      lanes:
        - {label: stage 1, segments: [{start: 0, duration: 1, fill: grey, label: "1", means: a microbatch}, {duration: 1, fill: grey, label: "2", means: a microbatch}, {duration: 2, fill: grey, hatch: true}]}
        - {label: stage 2, segments: [{start: 0, duration: 1, fill: grey, hatch: true}, {duration: 1, fill: grey, label: "1", means: a microbatch}, {duration: 1, fill: grey, label: "2", means: a microbatch}, {duration: 1, fill: grey, hatch: true}]}
        - {label: stage 3, segments: [{start: 0, duration: 2, fill: grey, hatch: true}, {duration: 1, fill: grey, label: "1", means: a microbatch}, {duration: 1, fill: grey, label: "2", means: a microbatch}]}
"""


def test_a_run_stepping_down_the_lanes_is_said_as_a_staircase_with_its_triangles(compile_text):
    alt = compiled(compile_text, PIPELINE).alt
    assert "Each stage holds two solid grey stretches, microbatches one to two" not in alt  # two figures are no count up
    assert "each stage one slot later than the one above, so the grey forms a staircase down to the right" in alt, alt
    assert "grey hatched stretches fill the rest, a triangle at the lower left and one at the upper right" in alt, alt
    assert "Stage 2" not in alt and "stage 3 holds" not in alt, "no lane told alone"


def test_numbered_runs_of_one_meaning_are_counted_as_what_they_mean(compile_text):
    spec = PIPELINE.replace('label: "2", means: a microbatch}, {duration: 2', 'label: "2", means: a microbatch}, {duration: 1, fill: grey, label: "3", means: a microbatch}, {duration: 1')
    spec = spec.replace('label: "2", means: a microbatch}, {duration: 1, fill: grey, hatch: true}]}', 'label: "2", means: a microbatch}, {duration: 1, fill: grey, label: "3", means: a microbatch}]}')
    spec = spec.replace('{label: stage 3, segments: [{start: 0, duration: 2, fill: grey, hatch: true}, {duration: 1, fill: grey, label: "1", means: a microbatch}, {duration: 1, fill: grey, label: "2", means: a microbatch}]}',
                        '{label: stage 3, segments: [{start: 0, duration: 2, fill: grey, hatch: true}, {duration: 1, fill: grey, label: "1", means: a microbatch}, {duration: 1, fill: grey, label: "2", means: a microbatch}, {duration: 1, fill: grey, label: "3", means: a microbatch}]}')
    spec = spec.replace("span: 6", "span: 5")
    alt = compiled(compile_text, spec).alt
    assert "Each stage holds three solid grey stretches, microbatches one to three, each stage one slot later" in alt, alt
    assert "are a microbatch" not in alt, "its meaning said once, with the run"


def test_a_bracket_over_a_triangles_stretch_of_the_axis_names_the_triangle(compile_text):
    spec = PIPELINE + "  - bracket: {over: [step.at-0, step.at-2], side: below, before-axis: true, label: fill}\n  - bracket: {over: [step.at-2, step.at-4], side: above, label: drain}\n"
    result = compiled(compile_text, spec.replace("span: 6", "span: 4"))
    assert "A bracket below the grey hatched triangle at the lower left is marked fill" in result.alt, result.alt
    assert "A bracket above the grey hatched triangle at the upper right is marked drain" in result.alt, result.alt


def test_lanes_offset_by_unequal_steps_are_told_one_by_one(compile_text):
    spec = PIPELINE.replace('{label: stage 3, segments: [{start: 0, duration: 2,', '{label: stage 3, segments: [{start: 0, duration: 3,')
    alt = compiled(compile_text, spec.replace("span: 6", "span: 7")).alt
    assert "staircase" not in alt, alt


def test_the_staircase_facts_find_the_step_the_fills_and_what_lies_beyond():
    from blueprint.describe.say.facts import Lane, Lanes, Look, Stretch, Time
    from blueprint.describe.say.lane_stairs import lane_staircase

    grey, idle, ghost = Look("grey"), Look("grey", hatch=True), Look("white", line="dashed")
    at = lambda a, b, look, key: Stretch(look, Time(Fraction(a), "slot"), Time(Fraction(b), "slot"), key=(key,))
    lanes = Lanes(lanes=(
        Lane("a", (at(0, 2, grey, 1), at(2, 4, idle, 2), at(4, 5, ghost, 3))),
        Lane("b", (at(0, 1, idle, 4), at(1, 3, grey, 5), at(3, 4, idle, 6))),
        Lane("c", (at(0, 2, idle, 7), at(2, 4, grey, 8))),
    ))
    stairs = lane_staircase(lanes)
    assert stairs is not None and stairs.step == 1 and stairs.down and stairs.count == 1
    assert stairs.before is not None and (stairs.before.corner, stairs.before.start, stairs.before.end) == ("lower left", 0, 2)
    assert stairs.after is not None and (stairs.after.corner, stairs.after.start, stairs.after.end) == ("upper right", 2, 4)
    assert [(index, [s.key for s in extra]) for index, extra in stairs.extras] == [(0, [(3,)])]


BARS = """
  - timeline:
      id: restore
      unit: s
      span: 240 s
      ticks: 60 s
      noun: restore source
      lanes:
        - {id: object, label: object storage, segments: [{start: 0, end: 4 min, fill: grey, label: 4 min}]}
        - {id: nvme, label: local NVMe, segments: [{start: 0, end: 1 min, fill: grey, label: 1 min}]}
        - {id: host, label: host memory, segments: [{start: 0, end: 8 s, fill: blue, label: 8 s}]}
"""


def test_lanes_of_one_stretch_from_one_start_are_said_as_bars_and_compared(compile_text):
    alt = compiled(compile_text, BARS).alt
    assert "three bars starting from the same left edge, one per restore source" in alt, alt
    assert "The two grey bars, object storage and local NVMe, are marked four minutes and one minute" in alt, alt
    assert "the host memory bar is a thin blue sliver marked eight seconds" in alt, alt
    assert "The object storage bar is the longest, far longer than the others; the local NVMe bar is a quarter as long" in alt, alt


def test_a_mark_beside_a_bar_names_the_bar_and_stands_past_its_name(compile_text):
    """An icon placed `left-of` a lane with a `gap` stands that gap past the
    lane's name, not on it, and is said against the bar."""
    result = compiled(compile_text, BARS + "  - icon: {name: storage, size: small, left-of: restore.nvme, gap: 16}\n")
    assert not result.problems, result.problems
    name = next(t for t in result.scene.texts() if t.text == "local NVMe").box
    icon = max((e.bounds for e in result.scene.elements if tuple(e.source)[:2] == ("marks", 1)), key=lambda b: b.width)
    assert icon.right <= name.x - 16 + 0.5, (icon, name)
    assert "To the left of the local NVMe bar stands a storage icon" in result.alt, result.alt


def test_like_icons_each_beside_a_bar_are_counted_one_beside_each(compile_text):
    """Three like icons, each placed `left-of` its own lane, are counted once
    against the three bars, not said three times (lanes7)."""
    icons = "".join(f"  - icon: {{name: storage, size: small, left-of: restore.{lane}, gap: 16}}\n" for lane in ("object", "nvme", "host"))
    result = compiled(compile_text, BARS + icons)
    assert not result.problems, result.problems
    said = "To the left of the object storage bar, the local NVMe bar and the host memory bar stand three storage icons, one beside each."
    assert said in result.alt, result.alt
    assert result.alt.count("storage icon") == 1, result.alt
