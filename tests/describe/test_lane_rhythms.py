"""Lanes said by their pattern and named by their labels (words10c): a run of
alike stretches at an even pace said as one rhythm, with a count and a period;
unlabelled lanes among counting labels named by that count; a noun given to
all lanes counted only over those it fits; a note whose leader points into a
later mark said with what it points at. Each tested on small specs, and pinned
on the entry where it failed."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.describe.realise.lane_numbering import fitting_noun, numbered_labels
from blueprint.describe.realise.lane_rhythms import Rhythm, rhythm_pieces
from blueprint.describe.say.facts import Look, Stretch, Time
from blueprint.pipeline import compile_spec


def alt(spec: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + spec, "spec.yaml").alt


def _steps(starts: list[float], length: float, colour: str = "grey") -> str:
    return "".join(f"            - {{start: {s}, end: {s + length}, fill: {colour}}}\n" for s in starts)


def _stretch(start: float, end: float, colour: str = "grey") -> Stretch:
    from fractions import Fraction
    return Stretch(Look(colour), Time(Fraction(start), "h"), Time(Fraction(end), "h"))


# --- rhythms ---------------------------------------------------------------------------------------


def test_alike_stretches_at_an_even_pace_are_one_rhythm_with_a_break_between():
    work = [_stretch(i, i + 0.5) for i in range(6)] + [_stretch(6, 9, "red")] + [_stretch(i, i + 0.5) for i in range(9, 14)]
    pieces = rhythm_pieces(work)
    assert [type(p).__name__ for p in pieces] == ["Rhythm", "Stretch", "Rhythm"]
    first = pieces[0]
    assert isinstance(first, Rhythm) and first.count == 6 and first.period == 1 and first.size == 1


def test_two_looks_in_turn_are_a_rhythm_of_pairs():
    work = [s for i in range(5) for s in (_stretch(2 * i, 2 * i + 0.5), _stretch(2 * i + 0.5, 2 * i + 1.5, "blue"))]
    pieces = rhythm_pieces(work)
    assert len(pieces) == 1 and isinstance(pieces[0], Rhythm) and pieces[0].size == 2 and pieces[0].count == 5


def test_uneven_stretches_are_no_rhythm():
    work = [_stretch(0, 1), _stretch(2, 2.5), _stretch(4, 6), _stretch(7, 7.25)]
    assert all(isinstance(p, Stretch) for p in rhythm_pieces(work))


def test_a_lane_of_short_steps_is_said_as_its_rhythm_not_step_by_step():
    lane = _steps([0.25 + i for i in range(6)], 0.5) + "            - {start: 6.25, end: 9.75, fill: red, hatch: true}\n" + _steps([10.25 + i for i in range(5)], 0.5)
    said = alt(f"""  - timeline:
      unit: h
      span: 15
      lanes:
        - label: a
          segments:
{lane}        - label: b
          segments:
{lane}""")
    assert "six short grey stretches, one every hour, in step across the lanes, from fifteen minutes until five and three quarters hours" in said, said
    assert "then resume with five short grey stretches, one every hour" in said, said
    assert said.count("grey from") == 0, said  # no step listed one by one
    assert len(said.split()) < 120, said


def test_stall_pinned_on_prefill_decode_stall():
    # 1,181 words, every step listed; now the lanes' rhythm, the stall, the chunks between the steps
    said = alt_of("prefill-decode-stall")
    assert len(said.split()) < 450, len(said.split())
    assert "run seven short grey stretches, one every step, in step across the lanes, from a quarter of a step until six and three quarters steps" in said
    assert "then resume with ten short grey stretches, one every step" in said
    assert "then alternates short grey and blue stretches, twelve pairs, one pair every one and a half steps, from seven and a quarter steps until twenty-five steps" in said


# --- lanes named by their labels' count ------------------------------------------------------------


def test_unlabelled_lanes_take_the_number_the_labels_count_to():
    assert numbered_labels(["node 8", None, None, "node 5"]) == ["node 8", "node 7", "node 6", "node 5"]
    assert numbered_labels(["gpu 0", None, "gpu 2"]) == ["gpu 0", "gpu 1", "gpu 2"]
    assert numbered_labels(["node 8", None, "node 1"]) is None  # the labels do not step by one
    assert numbered_labels(["node 1", None, "rack 3"]) is None  # two stems
    assert numbered_labels(["node 1", "node 2"]) is None  # nothing unlabelled


def test_a_lane_between_counting_labels_is_never_an_ordinal_against_them():
    lanes = "".join(f"        - {{{'label: node ' + str(4 - i) + ', ' if i in (0, 3) else ''}segments: [{{start: 0, end: {i + 1}, fill: grey}}]}}\n" for i in range(4))
    said = alt(f"""  - timeline:
      unit: h
      span: 6
      noun: node
      lanes:
{lanes}""")
    assert "second" not in said and "third" not in said, said
    assert "node three" in said and "node two" in said, said


def test_nodes_pinned_on_elastic_shrink_grow():
    said = alt_of("elastic-shrink-grow")
    assert "the second node" not in said and "seventh" not in said
    assert "node seven runs grey" in said and "nodes six to two hold" in said


# --- a noun counted over the lanes it fits ---------------------------------------------------------


def test_a_noun_fits_only_the_lanes_whose_labels_hold_it():
    assert fitting_noun("stream", ["stream 1", "stream 2", "chunked"]) == [True, True, False]
    assert fitting_noun("stream", ["stream 1", "stream 2"]) is None
    assert fitting_noun("gpu", ["a", "b"]) is None


def test_streams_pinned_on_prefill_decode_stall():
    said = alt_of("prefill-decode-stall")
    assert "five lanes, four of them streams, stream 1 to stream 4, and one marked chunked" in said
    assert "five streams" not in said.lower()


# --- a note said with what its leader points at ----------------------------------------------------


def test_a_note_over_one_timeline_pointing_into_the_next_is_said_with_its_target():
    said = alt_of("prefill-decode-stall")
    assert "There is a note" not in said
    assert "The grey stretch of the lane marked stream one from nineteen and a quarter steps is marked by a thin leader: one batch step" in said
