"""A series' label stands where its own line is nearer it than any other
line of the chart (layout/marks/curve_labels.py, review 10): over a stretch
where two series lie 2 px apart it names either, so a place by its own line
apart from the others comes first; with a reference line between the words
and their series (no other place free), a leader from the series says which
they name."""

from __future__ import annotations

from blueprint import compile_spec
from blueprint.layout.series_leaders import names_own
from blueprint.rules.geometry import Polyline
from blueprint.rules.geometry import segments
from blueprint.scene import Text

TWO_LINES_APART_ONLY_AT_A_SPIKE = """
blueprint: 1
marks:
  - curve:
      id: c
      unit: min
      span: 10 min
      top: 2000
      series:
        - {id: cold, label: p99 latency, colour: grey, values: [120, 118, 122, 120, 119, 121, 120, 900, 1600, 1800, 1700, 1400, 1000, 600, 250, 130, 121, 120, 119, 121, 120]}
        - {id: warm, colour: blue, values: [110, 108, 112, 110, 109, 111, 110, 160, 210, 190, 150, 118, 111, 110, 109, 110, 111, 110, 109, 111, 110]}
      lines:
        - {id: target, at: 500, label: latency target, outline: dashed}
"""

PROVISIONED_OVER_THE_PEAK = """
blueprint: 1
marks:
  - curve:
      id: day
      unit: h
      span: 24 h
      top: 100
      series:
        - {id: demand, label: demand, colour: grey, values: [14, 12, 10, 10, 10, 12, 18, 28, 40, 52, 62, 70, 78, 84, 88, 86, 78, 66, 52, 40, 30, 22, 18, 15, 14]}
        - {id: scaled, label: scaled with restore, colour: blue, values: [20, 18, 16, 16, 16, 18, 25, 35, 47, 59, 68, 76, 84, 89, 92, 90, 84, 72, 59, 47, 36, 28, 24, 21, 20]}
      lines:
        - {id: provisioned, at: 95, label: provisioned capacity, outline: dashed}
      regions:
        - {against: provisioned, where: below, series: demand, fill: grey, hatch: true}
"""


def _lines(elements, owner):
    return [[(a[0], a[1]) for a, _ in segments(e)] + [segments(e)[-1][1][:2]] for e in elements if tuple(e.owner) == owner and e.role in ("curve", "reference")]


def test_a_series_label_stands_where_its_own_line_is_nearest():
    result = compile_spec(TWO_LINES_APART_ONLY_AT_A_SPIKE, "spike.yaml")
    elements = result.scene.elements
    words = next(e for e in elements if isinstance(e, Text) and e.text == "p99 latency")
    chart = ("marks", 0, "curve")
    own = _lines(elements, chart + ("series", 0))
    rivals = _lines(elements, chart + ("series", 1)) + _lines(elements, chart + ("lines", 0))
    assert own and rivals
    assert names_own(words.box, [Polyline.of(line) for line in own], [Polyline.of(line) for line in rivals], 8.0)


def test_words_with_a_line_between_them_and_their_series_go_on_a_leader_from_it():
    result = compile_spec(PROVISIONED_OVER_THE_PEAK, "day.yaml")
    elements = result.scene.elements
    chart = ("marks", 0, "curve")
    words = next(e for e in elements if isinstance(e, Text) and e.text == "scaled with restore")
    own, rivals = _lines(elements, chart + ("series", 1)), _lines(elements, chart + ("series", 0)) + _lines(elements, chart + ("lines", 0))
    leader = [e for e in elements if e.role == "leader" and tuple(e.owner) == chart + ("series", 1)]
    assert names_own(words.box, [Polyline.of(line) for line in own], [Polyline.of(line) for line in rivals], 8.0) or leader
