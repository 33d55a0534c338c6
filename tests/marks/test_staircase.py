"""The staircase mark: treads to scale, the floor, lanes below, comparisons, errors."""

from __future__ import annotations

import pytest

from conftest import compiled_marks as compiled
from conftest import spec_text
from conftest import with_role as by_role

STAIRS = """
  - staircase:
      unit: min
      steps: [{duration: 1}, {duration: 9-34, label: 9-34 min}, {duration: 3}, {duration: 2, label: compile}]
      floor: ready
      lanes: [{duration: 57-70 s, fill: blue, label: 57-70 s}]
"""




def test_treads_descend_to_scale(compile_text):
    result = compiled(compile_text, STAIRS)
    treads = by_role(result, "tread")
    assert len(treads) == 4
    assert [t.y1 for t in treads] == sorted(t.y1 for t in treads), "each tread lower than the last"
    assert all(b.x1 == pytest.approx(a.x2) or b.x1 > a.x2 for a, b in zip(treads, treads[1:]))
    unit = treads[0].x2 - treads[0].x1
    assert treads[2].x2 - treads[2].x1 == pytest.approx(3 * unit)
    extension = by_role(result, "range")[0]
    assert extension.paint.line == "dashed" and extension.x2 - treads[1].x1 == pytest.approx(34 * unit)
    floor = by_role(result, "floor")[0]
    assert floor.y1 > max(t.y1 for t in treads)
    bar = by_role(result, "segment")[0]
    assert bar.paint.fill == "blue" and bar.box.y > floor.y1
    assert bar.box.width + by_role(result, "range")[1].box.width == pytest.approx(70 / 60 * unit), "on the same scale"


def test_alt_text_computes_the_comparisons(compile_text):
    alt = compiled(compile_text, STAIRS).alt
    assert "a staircase descending in four treads to a ready floor" in alt
    assert "the second tread far longer than the rest, marked nine to thirty-four minutes" in alt
    assert "The fourth tread is marked compile." in alt
    assert "One lane below on the same span, a short blue bar marked fifty-seven to seventy seconds" in alt


def test_no_tread_is_far_longer_when_they_are_even(compile_text):
    alt = compiled(compile_text, "\n  - staircase: {steps: [{duration: 2}, {duration: 3}, {duration: 2}]}\n").alt
    assert "three treads" in alt and "far longer" not in alt


@pytest.mark.parametrize("body, message", [
    ("{steps: [{duration: 2}]}", "a staircase needs at least two steps"),
    ("{steps: [{duration: 2}, {duration: 2 parsecs}]}", "unknown unit `parsecs`"),
    ("{steps: [{duration: 2}, {duration: 1}], lanes: [{start: 5, end: 2}]}", "ends at 2 min before it starts at 5 min"),
])
def test_bad_values_get_located_errors(compile_text, body, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - staircase: {body}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:3:"), errors


def test_ranges_are_said_as_ranges_when_unlabelled(compile_text):
    alt = compiled(compile_text, """
  - timeline:
      unit: min
      lanes: [{segments: [{end: 5, label: boot}, {duration: 9-34, fill: dark}]}]
  - staircase: {unit: min, steps: [{duration: 2}, {duration: 9-34}, {duration: 3}]}
""").alt
    assert "a dark one lasts nine to thirty-four minutes" in alt
    assert "the second tread far longer than the rest, nine to thirty-four minutes" in alt
    assert alt.startswith("Cedana. Blueprint of a timeline and a staircase.")
