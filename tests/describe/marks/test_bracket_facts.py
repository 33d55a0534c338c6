"""The bracket's facts: itself as a thing (noun by shape, look, label, note,
what it means) and one relation, `brackets`, to the run it spans; and the alt
text the "bracket" form says of them, naming the run as a reader would."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import Look
from blueprint.describe.say.words import Words
from bracket_examples import GRID, WEEK as BAR
from conftest import compiled_marks

WEEK = BAR + "  - bracket: {id: paid, over: [week.redone, week.waiting], label: 38% paid for nothing, means: hours paid for and not used}\n"


def _facts(result, kind="bracket", index=0):
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = [n for n in result.spec.marks if n.kind.name == kind][index]
    return ctx, node, describer_of(node).facts(node, ctx)


def test_a_bracket_states_itself_and_the_run_it_spans(compile_text):
    result = compiled_marks(compile_text, WEEK)
    ctx, node, statement = _facts(result)
    (bracket,) = statement.things
    assert (bracket.noun, bracket.label, bracket.means, bracket.form) == ("bracket", "38% paid for nothing", "hours paid for and not used", "bracket")
    assert bracket.look == Look("none", "solid", filled=False), "grey, its own ink, goes unsaid"
    (relation,) = bracket.relations
    keys = (ctx.key_of("week.redone"), ctx.key_of("week.waiting"))
    assert (relation.verb, relation.subject, relation.object, relation.over, relation.edge) == ("brackets", node.path, keys[0], keys, "top")
    assert not statement.relations, "said in its own sentence, never by a link's host"
    assert describer_of(node).follows, "said once what it spans is said"


def test_a_brace_states_its_shape_colour_and_side(compile_text):
    result = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-3], side: right, shape: brace, colour: red, outline: dashed, label: idle, note: 12 GPUs}\n")
    _, _, statement = _facts(result)
    (brace,) = statement.things
    assert (brace.noun, brace.look, brace.note, brace.relations[0].edge) == ("brace", Look("red", "dashed", filled=False), "12 GPUs", "right")


def test_the_alt_text_names_the_run_as_a_reader_would(compile_text):
    alt = compiled_marks(compile_text, WEEK).alt
    assert "A bracket above the last three parts is marked thirty-eight percent paid for nothing, standing for hours paid for and not used." in alt
    assert alt.index("useful sixty-two") < alt.index("A bracket"), "said after the bar whose parts it names, though drawn above it"


def test_a_brace_over_a_row_is_said_by_where_the_row_stands(compile_text):
    alt = compiled_marks(compile_text, GRID + '  - bracket: {over: [gpus.row-1], shape: brace, label: "one node, 8 GPUs"}\n'
                         "  - bracket: {over: [gpus.row-2, gpus.row-3], side: right, colour: blue, label: idle, note: 12 GPUs}\n").alt
    assert "A brace above the top row is marked one node, eight GPUs." in alt
    assert "A blue bracket to the right of the bottom two rows is marked idle (a smaller line beneath: twelve GPUs)." in alt
    assert alt.index("A brace") < alt.index("A blue bracket"), "brackets after one mark in reading order"


def test_runs_of_tiers_lanes_and_marks_are_said_only_as_they_are(compile_text):
    towers = compiled_marks(compile_text, """
  - towers:
      id: t
      tiers: 3
      towers:
        - {label: replica a, tiers: [solid, solid, solid blue]}
        - {label: replica b, tiers: [solid, dashed, dotted]}
  - bracket: {over: [t.tower-2.tier-2, t.tower-2.tier-3], side: right, shape: brace, label: not yet}
  - icon: {id: gpu, name: gpu, right-of: t, gap: 300}
  - bracket: {over: [t, gpu], side: below, label: one rack}
""").alt
    assert "A brace to the right of the top two tiers of the tower marked replica b is marked not yet." in towers
    assert "A bracket below the towers and the card is marked one rack." in towers, "two marks: each named, nothing more"
    lanes = compiled_marks(compile_text, """
  - timeline:
      id: t
      unit: h
      span: 48 h
      lanes:
        - {label: job a, segments: [{start: 0, end: 24 h}]}
        - {label: job b, segments: [{start: 0, end: 40 h}]}
        - {label: job c, segments: [{start: 8 h, end: 30 h}]}
  - bracket: {over: [t.lane-1, t.lane-2], side: right, label: one node}
  - bracket: {over: [t.lane-3.segment-1], side: below, shape: brace, label: 22 hours}
""").alt
    assert "A bracket to the right of the top two jobs is marked one node." in lanes
    assert "A brace below job c is marked twenty-two hours." in lanes


def test_a_bracket_of_the_second_bar_names_its_bar_and_one_without_words_stands(compile_text):
    alt = compiled_marks(compile_text, """
  - bar: {id: top, parts: [{id: busy, share: 60%, fill: grey}]}
  - bracket: {over: [bottom.lost, bottom.overhead]}
  - bar:
      id: bottom
      parts:
        - {id: lost, share: 16%, fill: red, hatch: true, label: lost}
        - {id: overhead, share: 10%, fill: dark}
        - {share: 34%, fill: blue, label: kept 34%}
""").alt
    assert "A bracket stands above the first two parts of the second bar." in alt


def test_the_writers_alt_replaces_what_the_bracket_says(compile_text):
    alt = compiled_marks(compile_text, WEEK.replace("means: hours paid for and not used", "alt: a bracket groups the waste")).alt
    assert alt.endswith("a bracket groups the waste.") or "A bracket groups the waste." in alt
    assert "thirty-eight" not in alt


def test_the_long_description_lists_every_thing_of_the_run(compile_text):
    result = compiled_marks(compile_text, WEEK)
    assert "Bracket 38% paid for nothing above redone 21%, restarts 9%, waiting 8%: hours paid for and not used." in result.long_description
    rows = compiled_marks(compile_text, GRID + "  - bracket: {over: [gpus.row-2, gpus.row-3], side: left, shape: brace, label: idle, note: 12 GPUs}\n")
    assert "Brace idle (12 GPUs) left of row 2, row 3." in rows.long_description


def test_the_last_parts_of_a_bar_with_free_room_after_them_are_counted_not_last(compile_text):
    alt = compiled_marks(compile_text, """
  - bar:
      id: b
      parts: [{id: a, share: 20%, fill: grey}, {id: c, share: 20%, fill: blue}, {id: d, share: 20%, fill: red, hatch: true}, {id: e, share: 20%, fill: dark}]
  - bracket: {over: [b.d, b.e], label: lost}
""").alt
    assert "A bracket above the third and fourth parts is marked lost." in alt


CURVES = """
  - curve:
      id: stored
      unit: h
      span: 8 h
      top: 1000
      series:
        - {id: full, colour: grey, points: [[0, 120], [4 h, 600], [8 h, 960]]}
        - {id: deltas, colour: blue, points: [[0, 120], [4 h, 216], [8 h, 288]]}
      lines:
        - {id: restore, at: 100, colour: blue, label: restore, noun: restore}
"""

LANE = """
  - timeline:
      id: job
      unit: min
      span: 10 min
      lanes:
        - label: spot node a
          segments:
            - {start: 0, end: 4 min, fill: grey}
            - {start: 4 min, end: 5 min, fill: blue}
            - {start: 5 min, end: 6 min, fill: grey, hatch: true}
            - {start: 6 min, end: 10 min, fill: none, outline: dotted}
          events:
            - {at: 6 min, event: kill}
      boundaries:
        - {id: notice, at: 4 min, label: notice, noun: notice}
"""


def test_a_bracket_between_points_and_lines_spans_the_gap_between_them(compile_text):
    ends = compiled_marks(compile_text, CURVES + "  - bracket: {over: [stored.full.at-8h, stored.deltas.at-8h], side: right, label: 672 GB less}\n").alt
    assert "A bracket to the right spans the gap between the grey and blue curves' ends, marked six hundred and seventy-two gigabytes less." in ends
    line = compiled_marks(compile_text, CURVES + "  - bracket: {over: [stored.deltas.at-8h, stored.restore], side: right, label: saved}\n").alt
    assert "A bracket to the right spans the gap between the blue curve's end and the dashed blue restore, marked saved." in line


def test_a_bracket_over_stretches_of_a_lane_names_them_and_one_over_moments_spans_the_gap(compile_text):
    stretches = compiled_marks(compile_text, LANE + "  - bracket: {over: [job.lane-1.segment-2, job.lane-1.segment-3], label: 2 min}\n").alt
    assert "A bracket above the second and third stretches of spot node a is marked two minutes." in stretches
    moments = compiled_marks(compile_text, LANE + "  - bracket: {over: [job.notice, job.lane-1.event-1], label: 2 min}\n").alt
    assert "A bracket above spans the gap from the notice to the red cross, marked two minutes." in moments


def test_like_brackets_on_one_mark_are_said_together_in_reading_order(compile_text):
    alt = compiled_marks(compile_text, """
  - timeline:
      id: t
      unit: h
      span: 12 h
      lanes:
        - {id: a1, label: a1, segments: [{start: 0, end: 12 h}]}
        - {id: a2, label: a2, segments: [{start: 0, end: 12 h}]}
        - {id: b1, label: b1, segments: [{start: 0, end: 12 h}]}
        - {id: b2, label: b2, segments: [{start: 0, end: 12 h}]}
        - {id: c1, label: c1, segments: [{start: 0, end: 12 h}]}
        - {id: c2, label: c2, segments: [{start: 0, end: 12 h}]}
  - bracket: {over: [t.c1, t.c2], side: left, label: south}
  - bracket: {over: [t.a1, t.a2], side: left, label: east}
  - bracket: {over: [t.b1, t.b2], side: left, label: west}
""").alt
    assert "Three brackets to the left group the lanes: east, west and south." in alt
    assert alt.count("racket") == 1
