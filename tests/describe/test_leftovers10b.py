"""Alt text leftovers of session 10 (words10b), each a rule of the describer:
tested on a small spec of its class, and pinned on the corpus entry where it
fired."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.describe.said_again import said_once
from blueprint.describe.say.facts import Time
from blueprint.describe.say.times import reading_unit, time_words
from blueprint.describe.say.words import Words
from blueprint.pipeline import compile_spec


def alt(spec: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + spec, "spec.yaml").alt


def sentences_with(said: str, word: str) -> list[str]:
    return [s for s in said.split(". ") if word in s]


# --- 1. a second mark's sentence said word for word again is kept, not dropped -------------------


def test_a_sentence_repeated_for_another_mark_is_said_as_the_same_again():
    words = Words()
    said = said_once([(("marks", 0), "all eight lanes run grey"), (("marks", 1), "all eight lanes run grey")], words)
    assert said == ["All eight lanes run grey.", "Likewise, all eight lanes run grey."]


def test_a_sentence_repeated_for_the_same_mark_is_dropped_and_one_with_an_article_counted():
    words = Words()
    assert said_once([(("marks", 0), "it runs grey"), (("marks", 0), "it runs grey")], words) == ["It runs grey."]
    counted = said_once([(("marks", 0), "there is a row of crosses"), (("marks", 1), "there is a row of crosses")], words)
    assert counted == ["There is a row of crosses.", "There is a second row of crosses."]


def test_two_panels_of_alike_lanes_both_have_their_lanes_said():
    lanes = "\n".join("        - {segments: [{end: 4 s, fill: grey}, {end: 6 s, fill: grey, hatch: true}, {end: 8 s, fill: grey}, {end: 10 s, fill: grey, hatch: true}]}" for _ in range(3))
    said = alt(f"""  - timeline:
      id: a
      unit: s
      span: 10 s
      lanes:
{lanes}
  - timeline:
      id: b
      below: a
      same-scale: a
      unit: s
      span: 10 s
      lanes:
{lanes}
""")
    assert len(sentences_with(said, "alternate two solid grey stretches")) == 2, said


def test_lanes_whose_pattern_stops_well_short_of_the_axis_say_where_they_end():
    lane = "{segments: [{end: 4 s, fill: grey}, {end: 5 s, fill: grey, hatch: true}, {end: 8 s, fill: grey}, {end: 9 s, fill: grey, hatch: true}]}"
    said = alt(f"""  - timeline:
      unit: s
      span: 12 s
      lanes: [{lane}, {lane}]
""")
    assert "and end at nine seconds" in said, said
    full = alt(f"""  - timeline:
      unit: s
      span: 9.5 s
      lanes: [{lane}, {lane}]
""")
    assert "end at" not in full, full  # half a second short of the end: no stop a reader sees


def test_tensor_parallel_overlap_says_the_bottom_panels_lanes():
    said = alt_of("tensor-parallel-overlap")
    assert len(sentences_with(said, "alternate two solid grey stretches with two short grey hatched stretches")) == 2, said
    # where they end is compared with the top panel's in one sentence (words18), not said in the lanes' own
    assert "The bottom panel's lanes finish first, at ninety milliseconds, and the top panel's last, at one hundred and twenty milliseconds." in said, said


# --- 2. a band on a timeline said by what it covers ----------------------------------------------


BAND_LANES = """  - timeline:
      id: t
      unit: s
      span: 20 s
      lanes:
        - {segments: [{end: 6 s, fill: grey}, {start: 10 s, end: 14 s, fill: grey}]}
        - {segments: [{end: 6 s, fill: grey}, {start: 10 s, end: 14 s, fill: grey}]}
"""


def test_a_band_after_every_lane_has_ended_stands_after_them():
    said = alt(BAND_LANES + "  - band: {across: t, from: 15 s, to: 20 s, fill: none, outline: dotted}\n")
    assert "stands after the lanes of the timeline end, from fifteen to twenty seconds" in said, said
    assert "behind" not in said


def test_a_band_over_no_stretch_between_them_lies_over_an_empty_stretch():
    said = alt(BAND_LANES + "  - band: {across: t, from: 7 s, to: 9 s, fill: none, outline: dotted}\n")
    assert "lies over an empty stretch of the timeline, from seven to nine seconds" in said, said


def test_a_band_over_stretches_lies_behind_the_timeline():
    said = alt(BAND_LANES + "  - band: {across: t, from: 2 s, to: 12 s, fill: grey, hatch: true}\n")
    assert "lies behind the timeline from two to twelve seconds" in said, said


def test_tensor_parallel_overlaps_band_stands_after_the_lanes():
    said = alt_of("tensor-parallel-overlap")
    assert "A band in dotted outline stands after the lanes of the timeline end, from ninety to one hundred and twenty milliseconds" in said
    assert "lies behind" not in said


# --- 3. links alike between the same two things said once ----------------------------------------


def test_links_alike_between_two_things_are_counted_with_their_words():
    # drawn as a draft: three lines between two icons touch one another's words, which lint refuses; the rule is the words'
    said = compile_spec("""blueprint: 1
marks:
  - icon: {id: a, name: gpu}
  - icon: {id: b, name: storage, right-of: a, gap: 200}
  - connector: {from: a, to: b, colour: blue, weight: thin, arrow: none, noun: wire, label: '1'}
  - connector: {from: a, to: b, colour: blue, weight: thin, arrow: none, noun: wire, label: '2'}
  - connector: {from: a, to: b, colour: blue, weight: thin, arrow: none, noun: wire, label: '3'}
""", "spec.yaml", draft=True).alt
    assert len(sentences_with(said, "wire")) == 1, said
    assert "three thin blue wires marked one to three" in said.lower(), said


def test_spot_week_says_its_four_switches_once():
    said = alt_of("spot-week")
    assert "Four thin blue switches marked one to four join the curve to the timeline." in said
    assert said.count("switch marked") == 0


# --- 4. a member's place in a group not yet said brings the group in --------------------------------


def test_request_path_names_the_column_with_its_top_card():
    said = alt_of("request-path")
    assert "joined by three lines to the top card of a column, the middle card and the bottom card" in said
    assert said.index("top card of a column") < said.index("stands a column of three GPU cards")


# --- 5. times on a ruled axis said in the unit it is read in --------------------------------------


def test_a_time_is_said_in_no_larger_unit_than_its_axis_is_read_in():
    words = Words()
    assert time_words(words, Time(300, "s")) == "five minutes"
    assert time_words(words, Time(300, "s", most="s")) == "three hundred seconds"
    assert time_words(words, Time(90, "min", most="min")) == "ninety minutes"
    assert reading_unit(Time(300, "s"), Time(30, "s")) == "s"  # read off its ticks in seconds
    assert reading_unit(Time(300, "s"), Time(60, "s")) == "min"  # five minutes ruled every minute
    assert reading_unit(Time(24, "h"), Time(6, "h")) == "h"


def test_places_and_lengths_on_an_axis_read_in_seconds_stay_in_seconds():
    said = alt("""  - timeline:
      id: t
      unit: s
      span: 300 s
      ticks: 30 s
      lanes:
        - segments: [{end: 120 s, fill: grey}, {end: 300 s, fill: dark}]
      boundaries: [{at: 240 s, label: ready}]
""")
    assert "minute" not in said.split("in all,", 1)[1], said  # its length once as a total, then seconds only
    assert "from zero to three hundred seconds, five minutes in all, ruled every thirty seconds" in said
    assert "two hundred and forty seconds" in said


def test_cold_start_phases_says_its_places_in_seconds():
    said = alt_of("cold-start-phases")
    assert "at three hundred seconds" in said and "at two hundred and forty seconds" in said
    assert "at five minutes" not in said and "at four minutes" not in said


# --- 6. a part inside a part named by its label needs no owner after the label -------------------


def test_memory_70b_names_the_crossed_part_by_its_label_alone():
    said = alt_of("memory-70b")
    assert "On the part marked sixteen gigabytes over stands a red cross" in said
    assert "over of the column" not in said
