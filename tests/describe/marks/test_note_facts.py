"""The note's facts: a note is said with what it labels (issue 26), with no
sentence code of its own."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks
from note_examples import FEE


def test_a_note_is_said_with_what_its_leader_points_at(compile_text):
    alt = compiled_marks(compile_text, FEE).alt
    assert "A thin leader joins the dark second part to a note marked the fee (a smaller line beneath: five point seven points to break even)." in alt
    assert "There is a note" not in alt and alt.count("leader") == 1, "said once, with the part"


def test_a_note_states_a_thing_and_a_relation_through_its_leader(compile_text):
    result = compiled_marks(compile_text, FEE)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = next(n for n in result.spec.marks if n.kind.name == "note")
    statement = describer_of(node).facts(node, ctx)
    (note,) = statement.things
    (joins,) = statement.relations
    assert (note.noun, note.label, note.form) == ("note", "the fee", "links")
    assert (joins.verb, joins.subject, joins.object, joins.via.noun) == ("joins", ctx.key_of("hour.fee"), node.path, "leader")
    (tie,) = note.relations
    assert (tie.verb, tie.subject, tie.object, tie.via) == ("marks", node.path, ctx.key_of("hour.fee"), joins.via), "it labels the part"
    assert not describer_of(node).counted, "named one by one"


SERIES_POINT = """
  - curve:
      id: cost
      unit: min
      span: 120 min
      series:
        - {id: overhead, noun: save overhead, points: [[5 min, 20], [10 min, 10], [30 min, 3.3], [120 min, 0.8]]}
        - {id: lost, noun: work lost, colour: red, points: [[0, 0], [120 min, 12.5]]}
  - note: {label: "save: 1 min", right-of: cost}
  - note: {label: save overhead, right-of: cost.overhead.at-5min, gap: 16}
"""


def test_a_note_by_a_point_of_a_series_stands_against_that_point(compile_text):
    """Keyed by the point, not the chart (issue 26 item 3): said against the
    series' start, apart from a note that labels the whole chart."""
    result = compiled_marks(compile_text, SERIES_POINT)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = result.spec.marks[-1]
    (note,) = describer_of(node).facts(node, ctx).things
    tie = next(r for r in note.relations if r.verb == "marks")
    assert tie.object[: len(result.spec.marks[0].path)] == result.spec.marks[0].path and tie.object != result.spec.marks[0].path, tie
    assert "To the right of the start of the save overhead stands a note marked save overhead." in result.alt, result.alt
    assert "There are two notes" not in result.alt and "The chart is marked save: one minute to its right" in result.alt, result.alt


BARS_WITH_COLUMNS = """
  - bar: {id: od, ends: parts, parts: [{share: 100%, fill: grey}]}
  - note: {label: [on-demand $40/h, no interruptions], left-of: od, gap: 16}
  - note: {label: "$4,000", right-of: od, gap: 16}
  - bar: {id: mid, ends: parts, parts: [{share: 50%, fill: grey}]}
  - note: {label: spot $16/h, left-of: mid, gap: 16}
  - note: {label: "$1,984", right-of: mid, gap: 16}
  - bar: {id: low, ends: parts, parts: [{share: 40%, fill: blue}]}
  - note: {label: "$1,664", right-of: low, gap: 16}
"""


def test_notes_beside_a_bar_are_said_in_its_sentence(compile_text):
    """A bar's name in the column at its left and its total at its right are
    said with the bar, left first, each once (bars7): the reader hears the
    row as it reads it, not the words before the bar they belong to."""
    alt = compiled_marks(compile_text, BARS_WITH_COLUMNS).alt
    assert "The top bar, marked on-demand forty dollars an hour, no interruptions to its left, and four thousand dollars to its right," in alt, alt
    assert "The second bar, marked spot sixteen dollars an hour to its left and one thousand nine hundred and eighty-four dollars to its right," in alt, alt
    assert alt.count("four thousand dollars") == 1 and "There is a note" not in alt
