"""Diagrams said by what they show, not mark by mark (words11): lanes alike
but for one part's label told together with the label said once; a line from
a place on a lane said as running along it from there; a thin look standing
at every change in the count of lanes at work said by that; notes level with
a dimension line's ends said as its ends' words; a rise drawn flat then
straight said so; the long description saying rhythms as the alt text does.
Each tested on a small spec, and pinned on the corpus entry where it failed."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def compiled(spec: str):
    return compile_spec("blueprint: 1\nmarks:\n" + spec, "spec.yaml")


def _lane(label: str, stall: str = "") -> str:
    steps = "".join(f"            - {{start: {i}.25, end: {i}.75, fill: grey}}\n" for i in range(5))
    after = "".join(f"            - {{start: {i}.25, end: {i}.75, fill: grey}}\n" for i in range(9, 14))
    return f"""        - label: {label}
          segments:
{steps}            - {{start: 5, end: 9, fill: red, hatch: true{stall}}}
{after}"""


STALLS = f"""  - timeline:
      unit: step
      span: 14
      lanes:
{_lane("stream 1")}{_lane("stream 2")}{_lane("stream 3", ", label: every stream stalls, label-side: below")}        - label: other
          segments: [{{start: 0, end: 14, fill: grey}}]
"""


# --- lanes alike but for a label ------------------------------------------------------------------


def test_lanes_alike_but_for_one_parts_label_are_one_clause_with_the_label_once():
    said = compiled(STALLS).alt
    assert said.count("every stream stalls") == 1
    clause = next(part for part in said.split(";") if "every stream stalls" in part)
    assert "stream one to stream three" in clause and " lose four steps in red hatching" in clause, said
    assert "the one marked stream three" not in said


def test_a_label_on_a_lane_inside_the_group_keeps_its_lane_apart():
    spec = STALLS.replace(_lane("stream 3", ", label: every stream stalls, label-side: below"), _lane("stream 3")).replace(
        _lane("stream 2"), _lane("stream 2", ", label: stall, label-side: below"))
    said = compiled(spec).alt
    assert "stream two" in said and "marked stall" in said
    assert "stream one to stream three run" not in said, "the label stands between lanes said alike: not said as theirs"  # the lead names them so, as they count up


def test_prefill_decode_stall_says_its_four_streams_together():
    said = alt_of("prefill-decode-stall")
    assert "stream one to stream four run" in said and said.count("every stream stalls") <= 3
    assert "the one marked stream four runs" not in said


# --- a line from a place on a lane ----------------------------------------------------------------


def test_a_line_from_a_place_on_a_lane_runs_along_it_from_there():
    said = compiled("""  - timeline:
      id: t
      unit: h
      span: 10
      lanes:
        - id: p
          label: new prompt
          segments: [{start: 4, end: 8, fill: grey, label: prefill}]
  - connector: {from: t.p.at-0h, to: t.lane-1.segment-1, arrow: end, weight: thin}
""").alt
    assert "a thin arrow runs from the lane's start to the grey stretch marked prefill" in said, said
    assert "The timeline sends" not in said


# --- a look at every change in the count of lanes at work -------------------------------------------


def test_thin_slices_at_every_change_in_the_lanes_at_work_are_said_so():
    said = compiled("""  - timeline:
      unit: h
      span: 20
      noun: node
      lanes:
        - segments: [{start: 0, end: 5, fill: grey}, {start: 5, end: 15, fill: none, outline: dotted}, {start: 15, end: 15.25, fill: blue}, {start: 15.25, end: 20, fill: grey}]
        - segments: [{start: 0, end: 4.75, fill: grey}, {start: 4.75, end: 5, fill: blue, label: re-shard}, {start: 5, end: 15, fill: grey}, {start: 15, end: 15.25, fill: blue}, {start: 15.25, end: 20, fill: grey}]
        - segments: [{start: 0, end: 4.75, fill: grey}, {start: 4.75, end: 5, fill: blue}, {start: 5, end: 15, fill: grey}, {start: 15, end: 15.25, fill: blue}, {start: 15.25, end: 20, fill: grey}]
""").alt
    assert "A thin blue slice stands at each of the two changes in the number of nodes at work, the first marked re-shard" in said, said


def test_slices_away_from_a_change_are_not_said_to_stand_at_one():
    said = compiled("""  - timeline:
      unit: h
      span: 20
      noun: node
      lanes:
        - segments: [{start: 0, end: 5, fill: grey}, {start: 5, end: 15, fill: none, outline: dotted}, {start: 15, end: 20, fill: grey}]
        - segments: [{start: 0, end: 2, fill: grey}, {start: 2, end: 2.25, fill: blue}, {start: 2.25, end: 20, fill: grey}]
""").alt
    assert "changes in the number" not in said


def test_elastic_shrink_grow_says_a_blue_slice_at_each_resize():
    assert "A thin blue slice stands at each of the three changes in the number of nodes at work" in alt_of("elastic-shrink-grow")


# --- notes at a dimension line's ends ------------------------------------------------------------


def test_notes_level_with_a_dimension_lines_ends_are_said_as_its_ends_words():
    said = alt_of("allreduce-nvlink-pcie")
    assert ("marked 20x runs from the grey curve's end, marked ninety milliseconds, to the dark curve's end,"
            " marked four point five milliseconds") in said, said
    assert "There is a note" not in said


# --- shapes as drawn on the axes drawn -----------------------------------------------------------


def test_a_rise_drawn_flat_then_straight_stays_low_then_rises():
    said = alt_of("allreduce-nvlink-pcie")
    assert "staying low up to about three hundred kilobytes, then rising steadily" in said
    assert "pcie, rising steadily" not in said


def test_a_straight_rise_from_its_start_is_still_steady():
    said = compiled("  - curve: {unit: h, span: 10 h, values: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]}\n").alt
    assert "staying low" not in said


# --- the long description ------------------------------------------------------------------------


def test_the_long_description_says_a_rhythm_and_alike_lanes_once():
    long = compiled(STALLS).long_description
    assert "Lanes stream 1, stream 2: 5 grey stretches of 0.5 step, one every 1 step, 0.25 step to 4.75 step" in long, long
    assert "red hatched lost 5 step to 9 step every stream stalls" in long
    assert "grey 1.25 step" not in long, "a rhythm is said as one, not stretch by stretch"


# --- two guides framing what they join -----------------------------------------------------------


def test_guides_from_both_ends_of_one_thing_to_both_ends_of_another_are_counted():
    said = compiled("""  - timeline:
      id: a
      unit: h
      span: 10
      lanes:
        - label: prompt
          segments: [{start: 3, end: 6, fill: grey, label: prefill}]
  - timeline:
      id: b
      below: a
      same-scale: a
      unit: h
      span: 10
      lanes:
        - label: stream
          segments: [{start: 0, end: 3, fill: grey}, {start: 3, end: 6, fill: red, hatch: true, label: stall}, {start: 6, end: 10, fill: grey}]
  - drop: {from: a.lane-1.segment-1.start, to: b.lane-1.segment-2.start}
  - drop: {from: a.lane-1.segment-1.end, to: b.lane-1.segment-2.end}
""").alt
    assert "Two dashed guides drop from the ends of" in said and "to the ends of the stretch marked stall" in said, said
    assert "A dashed guide drops" not in said
