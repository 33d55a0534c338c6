"""The long description (describe/longform.py): every value, in reading order,
from the facts; never a copy of the alt text."""

from __future__ import annotations

from conftest import compiled_marks


def test_every_part_with_its_share_in_reading_order(compile_text):
    result = compiled_marks(compile_text, """
  - bar: {id: top, parts: [{share: 60%, fill: grey, label: busy}]}
  - bar: {parts: [{share: 16%, fill: red, hatch: true, label: lost}, {share: 10%, fill: dark}, {share: 74%, fill: blue}]}
""")
    long = result.long_description
    assert "Bar (top): grey part busy 60%." in long
    assert "red hatched part lost 16%; dark part 10%; blue part 74%" in long
    assert long.index("busy") < long.index("lost"), "in reading order"
    assert long != result.alt and "Blueprint of" not in long, "never a copy of the alt"


def test_a_chart_lists_its_values_and_a_timeline_its_times(compile_text):
    chart = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 4 h, values: [10, 20, 35, 30, 12], lines: [{at: 25, label: limit}]}\n").long_description
    assert "Grey curve over 4 h: 0 h 10, 1 h 20, 2 h 35, 3 h 30, 4 h 12." in chart and "Dashed line limit at 25." in chart
    lanes = compiled_marks(compile_text, "\n  - timeline: {unit: h, span: 12 h, lanes: [{label: tue, segments: [{end: 4 h}], events: [{at: 4 h, event: kill}]}]}\n").long_description
    assert "Lane tue: grey 0 h to 4 h; kill at 4 h" in lanes


def test_a_long_series_is_listed_at_evenly_spaced_places_with_its_extremes(compile_text):
    values = ", ".join(str(i % 50) for i in range(500))
    long = compiled_marks(compile_text, f"\n  - curve: {{values: [{values}]}}\n").long_description
    assert long.count(",") < 100 and "(lowest 0, highest 49)" in long


def test_the_long_description_says_what_each_part_means_as_the_alt_text_does():
    from blueprint import compile_spec

    text = """blueprint: 1
marks:
  - timeline:
      unit: h
      span: 6 h
      lanes:
        - label: replica a
          segments:
            - {end: 2 h, fill: grey, means: serving}
            - {end: 6 h, fill: none, outline: dotted, means: no replica}
          events: [{at: 1 h, event: checkpoint, means: a copy on local disk}]
  - icon: {name: save, outline: dotted, means: a copy that goes with the node}
"""
    long = compile_spec(text, "spec.yaml").long_description
    for meaning in ("serving", "no replica", "a copy on local disk", "a copy that goes with the node"):
        assert meaning in long
