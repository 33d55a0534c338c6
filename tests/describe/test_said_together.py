"""What belongs together said together (words14): a sign on a mark, a dot and
its leader's words, a note and what it labels, each in one sentence with the
thing it belongs to; a summary under a chart said as a note standing there."""

from __future__ import annotations

from blueprint.pipeline import compile_spec


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").alt


def sentences(text: str) -> list[str]:
    return [s for s in text.split(". ") if s]


def the_one(text: str, words: str) -> str:
    found = [s for s in sentences(text) if words in s]
    assert len(found) == 1, text
    return found[0]


CROSSED_REQUEST = """\
  - bar:
      id: memory
      width: 600
      parts: [{share: 3/4, fill: grey, means: memory in use}, {id: hole, share: 1/4, fill: white, outline: solid, means: a free hole}]
  - bar: {id: request, above: memory.hole, width: 60, outline: dashed, fill: none, label: request 4 GB}
  - icon: {name: cross, colour: red, over: request, label: out of memory}
  - connector: {from: request, to: memory.hole, outline: dashed, arrow: end}
"""


def test_a_cross_over_a_mark_is_said_in_the_clause_that_brings_the_mark_in():
    text = alt(CROSSED_REQUEST)
    said = the_one(text, "request four gigabytes")
    assert "cut by a red cross marked out of memory" in said, text
    assert text.count("red cross") == 1, text  # not again after the arrow
    assert said.index("request four gigabytes") < said.index("red cross"), text


DOT_WITH_LEADER = """\
  - curve:
      id: cost
      points: [[0, 9], [2, 5], [4, 3], [6, 2], [8, 1.5]]
      marks:
        - {at: 4, place: curve, colour: blue, size: large}
  - note: {label: "sweet spot", note: halves the cost, to: cost.at-4, above: cost.at-4, gap: 60}
"""


def test_a_dot_is_said_with_the_words_its_leader_carries():
    text = alt(DOT_WITH_LEADER)
    said = the_one(text, "large blue dot")
    assert "marked by a thin leader: sweet spot" in said, text
    assert text.count("sweet spot") == 1, text


NOTE_BESIDE_THE_FIRST_COLUMN = """\
  - curve:
      id: rate
      width: 700
      height: 200
      points: [[0, 0], [4, 50], [8, 80]]
  - columns:
      id: loads
      above: rate
      gap: 120
      width: 400
      noun: load
      values: none
      columns: [{value: 300, fill: dark}, {value: 40, fill: blue}, {value: 40, fill: blue}]
  - note: {label: cold pull, to: loads.column-1, left-of: loads.column-1}
"""


def test_a_note_beside_what_its_leader_points_at_is_said_after_that_mark():
    text = alt(NOTE_BESIDE_THE_FIRST_COLUMN)
    assert "there is a note" not in text.lower(), text
    said = the_one(text, "cold pull")
    assert "leader joins the first load to a note marked cold pull" in said, text
    assert text.index("loads") < text.index("cold pull"), text


SUMMARY_UNDER_A_CURVE = """\
  - curve:
      id: rate
      points: [[0, 0], [4, 50], [8, 80]]
  - note: {label: "3 points: 2 rising", below: rate, align: left}
"""


def test_a_note_below_a_chart_is_a_note_standing_there_not_the_chart_label():
    text = alt(SUMMARY_UNDER_A_CURVE)
    said = the_one(text, "three points")
    assert said.startswith("Below") and "stands a note marked three points: two rising" in said, text
    assert "is marked" not in said and "below it" not in said, text
